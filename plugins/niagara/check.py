"""What makes a Niagara table impossible: the game's ``check``, for position builders
(:func:`senet.testing.position`) and for the start state of a save, read before anything is
replayed. A table that passes can be viewed by every seat, drawn, have its legal moves
listed and be played from without an exception; each problem is one line that starts with
the fields it is about. Three layers, each only when the one before found nothing:

1. **shape**: every field has its declared type; one hand, pair of canoes and collection
   per player (3-5), ``played`` empty or one card each; every number in range (cards, gems,
   river positions, weather, seats, canoe numbers, points up to the card, counts up to the
   gems of a type, rounds a save can hold);
2. **the table**: each gem type 7 times in all; no gem on land or lost; hands in step with
   each other and the round, without the card just revealed; round 0 is the set-up table;
   the round within ``max_rounds``; the queue the last seats of the order from the start
   player; the turn the first queued player's, with their card, its canoes, points, loads
   and unloads as a turn leaves them; ``over`` only after a flow that ended the game;
3. **a stuck canoe**: a moving canoe that cannot spend its points is named (that every
   player asked has a legal move is checked by the engine for every game).
"""

from __future__ import annotations

from senet import Ask
from senet.validity import int_in as _int
from senet.validity import short_repr as _show

from .components import (
    CANOES,
    CARDS,
    CLOUD,
    GEMS,
    GEMS_EACH,
    HOME_SITE,
    SITES,
    WEATHER,
    WEATHER_START,
    card_name,
    gem_name,
)
from .flow import pending
from .river import ARMS, LAND, POSITIONS, SITE, Arm, Place
from .rules import where
from .rules_score import qualified
from .state import Canoe, NiagaraState, Turn

__all__ = ["PLAYERS", "ROUND_MAX", "SAVE_INT", "check"]

PLAYERS = range(3, 6)
SAVE_INT = 2**64 - 1
"""The largest whole number a save holds (msgpack): the bound of ``max_rounds`` in a state
(the option itself goes up to 10,000)."""
ROUND_MAX = 2**63 - 1
"""The last round a table may show: far below ``SAVE_INT``, so that every round a match could
still play after it fits in a save (no real game comes near it)."""
_POSITIONS = ", ".join(POSITIONS)


def _ints(value: object, allowed: range | tuple[int, ...]) -> bool:
    """A tuple of whole numbers (not bools), each in ``allowed``."""
    return type(value) is tuple and all(type(x) is int and x in allowed for x in value)


# -- 1. shape -------------------------------------------------------------------------------------


def _rows(name: str, rows: object, count: int, what: str) -> list[str]:
    """``rows``: ``count`` rows of gem counts, each gem's count 0 to the number of that type."""
    if type(rows) is not tuple or len(rows) != count:
        return [f"{what}, {count} of them; not {_show(rows)}"]
    out = []
    for i, row in enumerate(rows):
        if type(row) is not tuple or len(row) != len(GEMS) or not all(
                _int(n, 0, GEMS_EACH[g]) for g, n in enumerate(row)):
            out.append(f"{name}[{i}]: a count for each gem type 1-5, each 0 to "
                       f"{max(GEMS_EACH)} (the gems of a type); not {_show(row)}")
    return out


def _canoe_shape(name: str, canoe: object) -> list[str]:
    if type(canoe) is not Canoe:
        return [f"{name}: a Canoe; not {_show(canoe)}"]
    out = []
    if canoe.at is not None and type(canoe.at) is not Place:
        out.append(f"{name}.at: a position ({_POSITIONS}) or None (lost); not {_show(canoe.at)}")
    if canoe.gem is not None and not _int(canoe.gem, GEMS[0], GEMS[-1]):
        out.append(f"{name}.gem: a gem 1-5 or None; not {_show(canoe.gem)}")
    return out


def _turn_shape(t: object, n: int) -> list[str]:
    if type(t) is not Turn:
        return [f"turn: a Turn or None; not {_show(t)}"]
    out = []
    if not _int(t.player, 0, n - 1):
        out.append(f"turn.player: a seat 0-{n - 1}; not {_show(t.player)}")
    if type(t.card) is not int or t.card not in CARDS:
        out.append(f"turn.card: a paddle card (0 the cloud, 1-6); not {_show(t.card)}")
    for field in ("started", "paddled", "upstream", "unloaded", "loaded"):
        if type(getattr(t, field)) is not bool:
            out.append(f"turn.{field}: True or False; not {_show(getattr(t, field))}")
    for field in ("must", "may", "moved"):
        value = getattr(t, field)
        if not _ints(value, range(CANOES)) or len(set(value)) != len(value):
            out.append(f"turn.{field}: canoe numbers 0-{CANOES - 1}, each once; not {_show(value)}")
    if t.canoe is not None and not _int(t.canoe, 0, CANOES - 1):
        out.append(f"turn.canoe: a canoe 0-{CANOES - 1} or None; not {_show(t.canoe)}")
    if not _int(t.points, 0, max(CARDS)):
        out.append(f"turn.points: 0-{max(CARDS)} (a canoe has at most its card's points); "
                   f"not {_show(t.points)}")
    for field in ("unloaded_gems", "loaded_gems"):
        value = getattr(t, field)
        if not _ints(value, GEMS) or len(value) > CANOES:
            out.append(f"turn.{field}: gems 1-5, one per canoe at most ({CANOES}); not {_show(value)}")
    return out


def _shape(s: NiagaraState) -> list[str]:
    hands = s.hands
    if type(hands) is not tuple or len(hands) not in PLAYERS:
        return [f"hands: one hand per player, {PLAYERS.start}-{PLAYERS.stop - 1} players; not {_show(hands)}"]
    n = len(hands)
    out = [f"hands[{p}]: paddle cards 0 (the cloud) to 6, each once, ascending; not {_show(hand)}"
           for p, hand in enumerate(hands)
           if not _ints(hand, CARDS) or list(hand) != sorted(set(hand))]
    if type(s.canoes) is not tuple or len(s.canoes) != n:
        out.append(f"canoes, hands: a pair of canoes per player, {n} as in hands; not {_show(s.canoes)}")
    else:
        for p, pair in enumerate(s.canoes):
            if type(pair) is not tuple or len(pair) != CANOES:
                out.append(f"canoes[{p}]: {CANOES} canoes; not {_show(pair)}")
                continue
            for c, canoe in enumerate(pair):
                out += _canoe_shape(f"canoes[{p}][{c}]", canoe)
    out += _rows("sites", s.sites, len(SITES), "sites: the gems at each site 3-7")
    out += _rows("collected", s.collected, n, "collected, hands: each player's collected gems")
    if type(s.weather) is not int or s.weather not in WEATHER:
        out.append(f"weather: the track is {WEATHER[0]:+d} to {WEATHER[-1]:+d}; not {_show(s.weather)}")
    if not isinstance(s.arm, str) or s.arm not in ARMS:
        out.append(f"arm: 'a' or 'b'; not {_show(s.arm)}")
    if not _int(s.start, 0, n - 1):
        out.append(f"start: a seat 0-{n - 1}; not {_show(s.start)}")
    if not _int(s.max_rounds, 0, SAVE_INT):
        out.append(f"max_rounds: 0 (no limit) or a round 1-{SAVE_INT}; not {_show(s.max_rounds)}")
    if not _int(s.round, 0, ROUND_MAX):
        out.append(f"round: 0 (not begun) to 2**63-1 (the rounds after it must fit in a save); "
                   f"not {_show(s.round)}")
    if not _ints(s.played, CARDS) or len(s.played) not in (0, n):
        out.append(f"played, hands: empty, or the card each of the {n} players revealed (0-6); "
                   f"not {_show(s.played)}")
    if not _ints(s.queue, range(n)) or len(set(s.queue)) != len(s.queue):
        out.append(f"queue: seats 0-{n - 1}, each once; not {_show(s.queue)}")
    if s.turn is not None:
        out += _turn_shape(s.turn, n)
    if type(s.over) is not bool:
        out.append(f"over: True or False; not {_show(s.over)}")
    return out


# -- 2. the table ---------------------------------------------------------------------------------


def _gems(s: NiagaraState) -> list[str]:
    """Each gem type once per gem: at the sites, in canoes, collected; none on land or lost."""
    out = []
    for g in GEMS:
        sited = sum(site[g - 1] for site in s.sites)
        afloat = sum(1 for pair in s.canoes for canoe in pair if canoe.gem == g)
        held = sum(mine[g - 1] for mine in s.collected)
        if sited + afloat + held != GEMS_EACH[g - 1]:
            out.append(f"sites, canoes, collected: {sited + afloat + held} {gem_name(g)} gems in all "
                       f"({sited} at the sites, {afloat} in canoes, {held} collected); "
                       f"the game has {GEMS_EACH[g - 1]}")
    for p, pair in enumerate(s.canoes):
        for c, canoe in enumerate(pair):
            if canoe.gem is not None and canoe.at in (None, LAND):
                why = "a lost canoe's gem goes back to its site" if canoe.at is None else \
                    "a gem brought to land is collected"
                out.append(f"canoes[{p}][{c}].gem: {gem_name(canoe.gem)} on a canoe "
                           f"{'lost' if canoe.at is None else 'on land'} ({why})")
    return out


def _set_up(s: NiagaraState) -> list[str]:
    """Round 0: the game has not begun, so the table is the one set up."""
    n = len(s.hands)
    home = tuple(tuple(GEMS_EACH[g] if HOME_SITE[g] == site else 0 for g in range(len(GEMS)))
                 for site in SITES)
    differ = [name for name, same in (
        ("hands", s.hands == (CARDS,) * n),
        ("canoes", all(canoe == Canoe(LAND) for pair in s.canoes for canoe in pair)),
        ("sites", s.sites == home), ("collected", not any(map(any, s.collected))),
        ("weather", s.weather == WEATHER_START), ("arm", s.arm == Arm.A),
        ("played", not s.played), ("queue", not s.queue), ("turn", s.turn is None),
        ("over", not s.over)) if not same]
    if not differ:
        return []
    return [f"round, {', '.join(differ)}: round 0 is the set-up table (the game has not begun); "
            f"{'this differs' if len(differ) == 1 else 'these differ'} from it"]


def _cards(s: NiagaraState) -> list[str]:
    """Hands in step with each other and with the round; the card revealed left the hand."""
    sizes = sorted({len(hand) for hand in s.hands})
    if len(sizes) > 1:
        return [f"hands: everyone plays one card a round, so the hands hold as many cards "
                f"each; not {', '.join(str(len(h)) for h in s.hands)}"]
    out = [f"played[{p}], hands[{p}]: {card_name(card)} was revealed this round, so it is not in the hand"
           for p, card in enumerate(s.played) if card in s.hands[p]]
    if s.round >= 1:
        cycle = len(CARDS)
        before = (s.round - 1) % cycle
        if s.played:
            allowed = {cycle - 1 - before}
        else:
            allowed = {cycle - before} | ({0} if before == 0 and s.round > 1 else set())
        if sizes[0] not in allowed:
            when = "after the reveal" if s.played else "before the reveal"
            out.append(f"hands, round, played: in round {s.round} each hand holds "
                       f"{' or '.join(map(str, sorted(allowed)))} cards {when} (one card a round, "
                       f"all {cycle} back every {cycle} rounds); not {sizes[0]}")
    return out


def _flow(s: NiagaraState) -> list[str]:
    """The round, the queue, the end."""
    n, out = len(s.hands), []
    if s.max_rounds and s.round > s.max_rounds:
        out.append(f"round, max_rounds: round {s.round} is past max_rounds {s.max_rounds} "
                   "(the game ends after that round)")
    if s.queue:
        order = tuple((s.start + i) % n for i in range(n))
        if not s.played:
            out.append("queue, played: players act only once the cards are revealed (played is empty)")
        elif s.queue != order[n - len(s.queue):]:
            out.append(f"queue, start: the players still to act are the last of the order from the start "
                       f"player {s.start} {order}; not {s.queue}")
    if s.turn is not None and not s.queue:
        out.append("turn, queue: a turn is the first queued player's (queue is empty)")
    if s.over:
        if not s.played or s.queue or s.turn is not None:
            out.append("over, played, queue, turn: the game ends after the river flowed, with the "
                       "round's cards shown and nobody queued or acting")
        if not qualified(s) and not (0 < s.max_rounds <= s.round):
            out.append("over, collected, round, max_rounds: the game is over, but nobody met a goal "
                       f"and the round limit is not reached (round {s.round}, max_rounds {s.max_rounds})")
    elif s.round >= 1 and not s.played and qualified(s):
        out.append(f"collected, over, played: player(s) {', '.join(map(str, qualified(s)))} met a "
                   "goal, so the game would have ended at the last flow (over is False, the round "
                   "goes on)")
    if s.played and not s.over:
        out += [f"canoes[{p}], queue: player {p} has acted this round, which brings a canoe back, "
                "but both are lost" for p in range(n)
                if p not in s.queue and all(canoe.at is None for canoe in s.canoes[p])]
    return out


def _turn_canoes(s: NiagaraState, t: Turn) -> list[str]:
    """The canoes a number card moves: ``must``, ``may`` and ``moved`` as the turn left them."""
    p, mine = t.player, s.canoes[t.player]
    named = (*t.must, *t.may, *t.moved)
    if len(set(named)) != len(named):
        return ["turn.must, turn.may, turn.moved: a canoe is in one of them at most"]
    if not named:
        return ["turn.must, turn.may, turn.moved: a number card moves at least one canoe; all are empty"]
    out = [f"turn, canoes[{p}][{c}].at: player {p}'s canoe {c} is lost, so it is not among must, may or moved"
           for c in named if mine[c].at is None]
    if len(t.may) > 1:
        out.append("turn.may: only one canoe (the one on land) may be launched")
    for c in t.may:
        at = mine[c].at
        if at is not None and at != LAND:
            out.append(f"turn.may, canoes[{p}][{c}].at: canoe {c} is on {where(at)}; only a canoe on land "
                       "may be launched")
        if not any(o in t.must or o in t.moved for o in range(CANOES) if o != c):
            out.append(f"turn.may: canoe {c} may be launched only beside a river canoe that moves "
                       "(must or moved)")
    ashore = [c for c in t.must if mine[c].at == LAND]
    if ashore and (len(t.must) > 1 or t.may or t.moved):
        out.append(f"turn.must, canoes[{p}][{ashore[0]}].at: canoe {ashore[0]} on land must be "
                   "launched only as the player's one canoe to move (both on land, or the other lost)")
    out += [f"turn, canoes[{p}][{c}].at: player {p}'s canoe {c} is on {where(mine[c].at or LAND)}, so "
            "it moves this turn (it is not in must, may or moved)"
            for c in range(CANOES) if c not in named and mine[c].at not in (None, LAND)]
    return out


def _moving(s: NiagaraState, t: Turn, c: int) -> list[str]:
    """The canoe moving now: its points, its place, its cargo."""
    canoe, out = s.canoes[t.player][c], []
    at = canoe.at or LAND  # (not lost: a lost canoe among moved was refused before)
    name = f"canoes[{t.player}][{c}]"
    if not t.moved or t.moved[-1] != c:
        out.append(f"turn.canoe: the moving canoe {c} is the last one chosen (turn.moved[-1])")
    spent = 2 * (t.unloaded + t.loaded)
    if not t.paddled:
        if t.upstream:
            out.append("turn.upstream: a canoe that has not paddled has not moved upstream")
        if t.points != t.card - spent:
            out.append(f"turn.points: {t.card} for the card less 2 for each load and unload is "
                       f"{t.card - spent}, not {t.points} (the canoe has not paddled)")
        if spent and at not in SITE:
            out.append(f"{name}.at, turn: the canoe loaded or unloaded before paddling, so it is at a gem "
                       f"site, not on {where(at)}")
    elif t.points > t.card - spent - 1:
        out.append(f"turn.points: after paddling at least one space at most {t.card - spent - 1} "
                   f"of the card's {t.card} are left; not {t.points}")
    elif at == LAND and t.points:
        out.append(f"turn.points, {name}.at: a canoe that reached land has no points left (they lapse)")
    if t.unloaded and not t.loaded and canoe.gem is not None:
        out.append(f"{name}.gem, turn: the moving canoe unloaded and loaded nothing, so it carries no gem")
    if t.loaded and canoe.gem is None and at != LAND:
        out.append(f"{name}.gem, turn: the moving canoe loaded a gem and has not reached land, so it "
                   "carries it")
    if t.loaded and canoe.gem is not None and t.loaded_gems and canoe.gem != t.loaded_gems[-1]:
        out.append(f"{name}.gem, turn: the moving canoe loaded {gem_name(t.loaded_gems[-1])} "
                   f"(turn.loaded_gems), not {gem_name(canoe.gem)}")
    return out


def _turn(s: NiagaraState, t: Turn) -> list[str]:
    """The action under way, as the turn's events leave it."""
    p, out = t.player, []
    if s.queue and p != s.queue[0]:
        out.append(f"turn.player, queue: the player acting is the first in the queue, {s.queue[0]}; not {p}")
    if s.played and t.card != s.played[p]:
        out.append(f"turn.card, played: player {p} revealed {card_name(s.played[p])}; "
                   f"not {card_name(t.card)}")
    if t.started and all(canoe.at is None for canoe in s.canoes[p]):
        out.append(f"turn.started, canoes[{p}]: the action begins after recovery, so player {p} has "
                   "a canoe in play; both are lost")
    busy = (t.must, t.may, t.moved, t.canoe is not None, t.points, t.paddled, t.upstream,
            t.unloaded, t.loaded, t.unloaded_gems, t.loaded_gems)
    if not t.started or t.card == CLOUD:
        if any(busy):
            why = "the action has not begun (started is False)" if not t.started else \
                "the cloud moves no canoe"
            out.append(f"turn: {why}, so must, may, moved, canoe, points, paddled, upstream, "
                       "unloaded, loaded and the gem lists are empty")
        return out
    out += _turn_canoes(s, t)
    if out:
        return out
    if t.canoe is not None:
        out += _moving(s, t, t.canoe)
    elif any(busy[4:9]):
        out.append("turn.canoe: no canoe is moving, so points is 0 and paddled, upstream, unloaded "
                   "and loaded are False")
    finished = len(t.moved) - (t.canoe is not None)
    for field, gems, now in (("unloaded_gems", t.unloaded_gems, t.unloaded),
                             ("loaded_gems", t.loaded_gems, t.loaded)):
        if not now <= len(gems) <= finished + now:
            out.append(f"turn.{field}: one per canoe that did so ({finished} finished canoes, "
                       f"{'and' if now else 'not'} the moving one); not {gems}")
    if set(t.unloaded_gems) & set(t.loaded_gems):
        out.append("turn.unloaded_gems, turn.loaded_gems: no type is both unloaded and loaded in "
                   "one turn")
    return out


# -- 3. liveness ----------------------------------------------------------------------------------


def _live(s: NiagaraState) -> list[str]:
    """A moving canoe that cannot spend its points, named by the fields (the engine checks
    for every game that a player asked has a legal move; this says why, in Niagara's terms)."""
    now = pending(s)
    t = s.turn
    if not isinstance(now, Ask) or now.decision.name != "paddle" or t is None or t.canoe is None:
        return []
    return [f"turn.points, canoes[{p}][{t.canoe}], sites: the moving canoe cannot spend its "
            f"{t.points} points on {where(s.canoes[p][t.canoe].at or LAND)} (nothing is legal)"
            for p in now.players if not now.decision.options(s, p)]


def check(s: NiagaraState) -> list[str]:
    """Everything that makes ``s`` a table that cannot occur (empty: nothing found)."""
    problems = _shape(s)
    if problems:
        return problems
    problems = _gems(s) + _cards(s) + _flow(s)
    if s.round == 0:
        problems += _set_up(s)
    elif s.turn is not None:
        problems += _turn(s, s.turn)
    return problems or _live(s)
