"""Niagara's rules as pure questions about a state: each decision's options, and why a
move that is not listed is refused.

What an ``options_*`` function lists is exactly what is legal (built with the tests
the reason helpers word, or by filtering candidates through them, so the wording
and the listing agree). A ``*_refusal`` function only words why an unlisted move is refused; each
reason starts with the rule it cites (``"paddle: ..."``, ``"load: ..."``).
The result (who meets a goal, what a collection is worth) is in :mod:`.rules_score`.
"""

from __future__ import annotations

import functools

from .components import CANOES, CARDS, GEMS, WEATHER, a_gem, card_name, gem_name
from .moves import (
    Load,
    MoveWeather,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    Unload,
)
from .river import LAND, NUMBER, POSITIONS, REACH, SITE, SPACES, Place
from .state import NiagaraState, Turn

__all__ = [
    "canoe_refusal", "choose_refusal", "choosers", "may_recover", "must_recover", "options_canoe",
    "options_choose", "options_paddle", "options_recover", "options_weather",
    "paddle_refusal", "recover_refusal", "start_action", "turn_of", "weather_refusal", "where",
]

PLAY = {c: PlayCard(c) for c in CARDS}
RECOVER = {g: Recover(g) for g in GEMS}
SKIP_RECOVER = SkipRecover()
WEATHER_STEPS = (MoveWeather(1), MoveWeather(-1))
PICK = {c: PickCanoe(c) for c in range(CANOES)}
SKIP_LAUNCH = SkipLaunch()
UNLOAD = Unload()
LOAD = {g: Load(g) for g in GEMS}
PADDLE = {p: Paddle(p) for p in POSITIONS}
_SPACES = "land, 1-5, 6a, 7a, 6b, 7b"


def where(at: Place) -> str:
    """``"land"`` or ``"space 6a"``."""
    return "land" if at == LAND else f"space {at}"


def turn_of(s: NiagaraState) -> Turn:
    """The turn under way (a turn decision is asked only during one)."""
    t = s.turn
    assert t is not None, "a turn decision without a turn"
    return t


# -- choosing a paddle card ---------------------------------------------------------------------


def choosers(s: NiagaraState) -> tuple[int, ...]:
    """The players with a real choice of card (one card left is no choice)."""
    return tuple([p for p, hand in enumerate(s.hands) if len(hand) > 1])


def options_choose(s: NiagaraState, player: int) -> list[PlayCard]:
    """Every paddle card not yet played in this cycle."""
    return [PLAY[c] for c in s.hands[player]]


def choose_refusal(s: NiagaraState, player: int, move: PlayCard) -> str | None:
    """Why a card choice is refused."""
    card = move.card
    if type(card) is not int or card not in CARDS:
        return f"choose: there is no paddle card {card!r} (the cards are 1-6, and 0 for the cloud)"
    if card not in s.hands[player]:
        return f"choose: {card_name(card)} was already played in this cycle (all 7 come back together)"
    return None


# -- recovering a lost canoe --------------------------------------------------------------------


def _lost(s: NiagaraState, player: int) -> list[int]:
    return [c for c, canoe in enumerate(s.canoes[player]) if canoe.at is None]


def must_recover(s: NiagaraState, player: int) -> bool:
    """Whether ``player`` has no canoe in play (so must bring one back)."""
    return len(_lost(s, player)) == CANOES


def may_recover(s: NiagaraState, player: int) -> bool:
    """Whether ``player`` has a recovery to decide: a lost canoe and a gem to pay with
    (whether :func:`options_recover` lists anything)."""
    if not any(s.collected[player]):
        return False
    for canoe in s.canoes[player]:  # a loop, not a generator: asked at every turn's start
        if canoe.at is None:
            return True
    return False


def options_recover(s: NiagaraState, player: int) -> list[Recover | SkipRecover]:
    """Paying a gem type for a lost canoe, and (with a canoe still in play) not recovering."""
    if not _lost(s, player):
        return []
    mine = s.collected[player]
    moves: list[Recover | SkipRecover] = [RECOVER[g] for g in GEMS if mine[g - 1]]
    if moves and not must_recover(s, player):
        moves.append(SKIP_RECOVER)
    return moves


def recover_refusal(s: NiagaraState, player: int, move: Recover | SkipRecover) -> str | None:
    """Why a recovery move is refused."""
    if not _lost(s, player):
        return "recover: you have no lost canoe"
    if isinstance(move, SkipRecover):
        if must_recover(s, player):
            return "recover: with no canoe in play you must bring one back"
        return None
    gem = move.gem
    if type(gem) is not int or gem not in GEMS:
        return f"recover: there is no gem {gem!r} (1 amethyst, 2 diamond, 3 amber, 4 sapphire, 5 ruby)"
    if not s.collected[player][gem - 1]:
        return f"recover: you have no collected {gem_name(gem)} to pay with"
    return None


# -- the cloud ----------------------------------------------------------------------------------


def options_weather(s: NiagaraState, player: int) -> list[MoveWeather]:
    """The one or two ways the weather marker can move."""
    return [m for m in WEATHER_STEPS if s.weather + m.step in WEATHER]


def weather_refusal(s: NiagaraState, player: int, move: MoveWeather) -> str | None:
    """Why a weather move is refused."""
    if type(move.step) is not int or move.step not in (1, -1):
        return "weather: the cloud moves the marker one step, +1 or -1"
    if s.weather + move.step not in WEATHER:
        back = "down (-1)" if move.step > 0 else "up (+1)"
        return (f"weather: the marker is at {s.weather:+d}, the end of the track "
                f"({WEATHER[0]:+d} to {WEATHER[-1]:+d}); it can only move {back}")
    return None


# -- which canoe moves --------------------------------------------------------------------------


def start_action(s: NiagaraState, player: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The canoes that must move and the one that may be launched, for a number card.

    Both on land: launch exactly one (they are alike: the first). Both on the
    river: both move. One of each: the river canoe moves, launching the other
    is optional. One in play: it moves (from land: it is launched).
    """
    canoes = s.canoes[player]
    play = [c for c, canoe in enumerate(canoes) if canoe.at is not None]
    ashore = [c for c in play if canoes[c].at == LAND]
    afloat = [c for c in play if canoes[c].at != LAND]
    if len(play) < 2:
        return tuple(play), ()
    if not afloat:
        return (ashore[0],), ()
    if not ashore:
        return tuple(afloat), ()
    return tuple(afloat), tuple(ashore)


def _twin(s: NiagaraState, player: int, t: Turn, c: int) -> int | None:
    """A lower-numbered canoe that must move too and is alike (same space, same gem)."""
    canoes = s.canoes[player]
    for o in t.must:
        if o < c and canoes[o] == canoes[c]:
            return o
    return None


def options_canoe(s: NiagaraState, player: int) -> list[PickCanoe | SkipLaunch]:
    """The canoes that may move next (alike canoes once), and leaving a land canoe ashore."""
    t = turn_of(s)
    moves: list[PickCanoe | SkipLaunch] = [PICK[c] for c in t.must if _twin(s, player, t, c) is None]
    moves.extend(PICK[c] for c in t.may)
    if t.may:
        moves.append(SKIP_LAUNCH)
    return moves


def canoe_refusal(s: NiagaraState, player: int, move: PickCanoe | SkipLaunch) -> str | None:
    """Why a canoe choice is refused."""
    t = turn_of(s)
    if isinstance(move, SkipLaunch):
        return None if t.may else "canoe: you have no canoe on land that may stay there"
    c = move.canoe
    if type(c) is not int or not 0 <= c < CANOES:
        return f"canoe: you have canoes 0 and 1, not {c!r}"
    if s.canoes[player][c].at is None:
        return f"canoe: canoe {c} is lost over the falls"
    if c in t.may:
        return None
    if c in t.must:
        twin = _twin(s, player, t, c)
        if twin is None:
            return None
        return f"canoe: canoes {twin} and {c} are alike (same space, same cargo); move canoe {twin}"
    if c in t.moved:
        return f"canoe: canoe {c} has already moved this turn"
    return (f"canoe: canoe {c} does not move this turn (with both canoes on land only one is "
            "launched, and a canoe left on land stays there)")


# -- a canoe's move: unload, load, paddle ---------------------------------------------------------


def _spendable(s: NiagaraState, t: Turn, at: Place, gem: int | None, points: int) -> bool:
    """Whether exactly ``points`` can be spent on unloading and loading at ``at``, after paddling.

    Only an unload, an unload then a load of another type, or a load (a load
    then an unload would move a gem of one type both ways).
    """
    if points == 0:
        return True
    site = SITE.get(at)
    if site is None or points not in (2, 4):
        return False
    stock = s.sites[site - 3]
    if gem is not None:
        if t.unloaded or gem in t.loaded_gems:
            return False
        if points == 2:
            return True
        if t.loaded:
            return False
        unloaded = t.unloaded_gems
        for g in GEMS:  # loops, not generators: asked for every space in reach
            if stock[g - 1] and g != gem and g not in unloaded:
                return True
        return False
    if points != 2 or t.loaded:
        return False
    unloaded = t.unloaded_gems
    for g in GEMS:
        if stock[g - 1] and g not in unloaded:
            return True
    return False


def _unload_reason(s: NiagaraState, t: Turn, at: Place, gem: int | None) -> str | None:
    if gem is None:
        return "unload: the canoe carries no gem"
    if at not in SITE:
        return f"unload: {where(at)} is not a gem site (the sites are spaces 3-7)"
    if t.unloaded:
        return "unload: one unload per canoe per turn"
    if t.points < 2:
        return f"unload: it costs 2 points and the canoe has {t.points} left"
    if gem in t.loaded_gems:
        return (f"unload: you loaded {a_gem(gem)} this turn; no type is both loaded and "
                "unloaded in one turn")
    left = t.points - 2
    if t.paddled and left and not (left == 2 and not t.loaded and any(
            s.sites[SITE[at] - 3][g - 1] and g != gem and g not in t.unloaded_gems for g in GEMS)):
        return (f"unload: the {left} points left after it could not be spent exactly "
                f"(only a load of another type may follow, at {where(at)})")
    return None


def _load_reason(s: NiagaraState, t: Turn, at: Place, carried: int | None, gem: object) -> str | None:
    if type(gem) is not int or gem not in GEMS:
        return f"load: there is no gem {gem!r} (1 amethyst, 2 diamond, 3 amber, 4 sapphire, 5 ruby)"
    if carried is not None:
        return f"load: the canoe already carries {a_gem(carried)} (one gem per canoe)"
    site = SITE.get(at)
    if site is None:
        return f"load: {where(at)} is not a gem site (the sites are spaces 3-7)"
    if t.loaded:
        return "load: one load per canoe per turn"
    if t.points < 2:
        return f"load: it costs 2 points and the canoe has {t.points} left"
    if not s.sites[site - 3][gem - 1]:
        return f"load: site {site} has no {gem_name(gem)}"
    if gem in t.unloaded_gems:
        return (f"load: you unloaded {a_gem(gem)} this turn; no type is both unloaded and "
                "loaded in one turn")
    if t.paddled and t.points != 2:
        return (f"load: the {t.points - 2} points left after it could not be spent exactly "
                "(after a load only an unload of the same type could follow)")
    return None


def _paddle_reason(s: NiagaraState, t: Turn, at: Place, gem: int | None, to: object) -> str | None:
    if t.paddled:
        return "paddle: the canoe has paddled this turn (its spaces are paddled in one go, one way)"
    if not isinstance(to, str) or to not in NUMBER:
        return f"paddle: there is no space {to!r} (the river is {_SPACES})"
    to = Place(to)  # a move built in code may name it by its text
    if to == at:
        return f"paddle: the canoe is on {where(at)} already"
    spaces = SPACES[at].get(to)
    if spaces is None:
        return (f"paddle: {where(to)} cannot be reached from {where(at)} in one direction "
                "(the arms meet only at 5)")
    return _distance_reason(s, t, gem, to, spaces)


def _distance_reason(s: NiagaraState, t: Turn, gem: int | None, to: Place, spaces: int) -> str | None:
    """Why paddling ``spaces`` to ``to`` is refused: too far, or points left that nothing spends."""
    if spaces > t.points:
        return f"paddle: {where(to)} is {spaces} spaces away and the canoe has {t.points} points"
    left = t.points - spaces
    if to != LAND and not _spendable(s, t, to, gem, left):
        return (f"paddle: a canoe spends exactly its points, and the {left} left on {where(to)} "
                "could not be spent unloading and loading there (loads and unloads come before "
                "or after the spaces, never between)")
    return None


def paddle_refusal(s: NiagaraState, player: int, move: Unload | Load | Paddle) -> str | None:
    """Why a step of the moving canoe (unload, load, paddle) is refused."""
    t = turn_of(s)
    assert t.canoe is not None
    canoe = s.canoes[player][t.canoe]
    at = canoe.at
    assert at is not None
    if isinstance(move, Paddle):
        return _paddle_reason(s, t, at, canoe.gem, move.to)
    if isinstance(move, Load):
        return _load_reason(s, t, at, canoe.gem, move.gem)
    return _unload_reason(s, t, at, canoe.gem)


@functools.cache
def _within(at: Place, points: int) -> tuple[tuple[Paddle, Place, int, bool], ...]:
    """``(move, to, points left, sure)`` for each space in reach from ``at`` where the points left
    might be spent (none, or 2 or 4 at a site); ``sure``: no doubt, else ``_spendable`` decides."""
    return tuple((PADDLE[to], to, points - d, to == LAND or d == points) for to, d, _ in REACH[at]
                 if d <= points and (to == LAND or d == points or (to in SITE and points - d in (2, 4))))


def options_paddle(s: NiagaraState, player: int) -> list[Unload | Load | Paddle]:
    """Every legal next step of the moving canoe (paddling: what ``_distance_reason`` allows)."""
    t = turn_of(s)
    assert t.canoe is not None
    canoe = s.canoes[player][t.canoe]
    at, gem = canoe.at, canoe.gem
    assert at is not None
    moves: list[Unload | Load | Paddle] = []
    if at in SITE:
        if gem is not None:
            if _unload_reason(s, t, at, gem) is None:
                moves.append(UNLOAD)
        elif not t.loaded and (t.points == 2 or (t.points > 2 and not t.paddled)):
            stock = s.sites[SITE[at] - 3]  # (what _load_reason allows)
            moves.extend(LOAD[g] for g in GEMS if stock[g - 1] and g not in t.unloaded_gems)
    if not t.paddled:
        moves += [m for m, to, left, sure in _within(at, t.points) if sure or _spendable(s, t, to, gem, left)]
    return moves
