"""Helpers for the Niagara tests: build a table, start a match on it, play, look.

The tables are possible ones (the game's ``check`` passes them, as ``senet.start_match``
demands): a test gives only what it is about and the kit completes the rest.

- **Gems**: each type is 7 times in all. A gem a test puts in a canoe or a collection is
  taken from the sites the test did not give (its own site first); a gem missing because
  a test emptied or set a site goes back to its own site, or if the test gave that one, to
  the first site the test did not give, or if it gave them all, to the last player's
  collection (the kit's one place off the river). What cannot be balanced so is refused.
- **Cards**: everyone plays one card a round, so the hands are as large as each other and
  as the round says. Hands the test gives fix the round (a hand of ``k`` cards: round
  ``8 - k``); the others hold that many of the lowest cards (the cloud first). A round
  given without hands trims every hand so.
- **The queue**: those still to act are the end of the order from the start player, so a
  queue given to :func:`revealed` fixes the start player (``queue=[0]`` with 3 players:
  player 1 started, players 1 and 2 have acted).

What the kit leaves to the test: a table of :func:`table` with a goal met is for the score
functions or for :func:`revealed` (before the reveal the game would have ended at the last
flow, so ``start`` refuses it), and what the test gives must itself be possible (a round
past ``max_rounds``, a player who has acted with both canoes lost ...): ``start`` refuses that
with the check's words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import pytest

import senet
from senet import Event, Move
from senet_games.niagara import Arm, Canoe, NiagaraState, Place
from senet_games.niagara.components import CARDS, GEMS, GEMS_EACH, HOME_SITE, SITES
from senet_games.niagara.game import GAME, setup

E = TypeVar("E", bound=Event)
CanoeSpec = tuple[str | None, int | None]
"""``(at, gem)``: where a canoe is (``None``: lost; a place's text will do) and the gem it carries."""

AMETHYST, DIAMOND, AMBER, SAPPHIRE, RUBY = 1, 2, 3, 4, 5
CLOUD = 0
CYCLE = len(CARDS)


def table(
    players: int = 3,
    *,
    canoes: Mapping[tuple[int, int], CanoeSpec] | None = None,
    collected: Mapping[int, Sequence[int]] | None = None,
    sites: Mapping[int, Sequence[int]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    weather: int = 0,
    arm: str = "a",
    start: int = 0,
    round: int | None = None,
    max_rounds: int = 0,
) -> NiagaraState:
    """A state at the start of a round (before the choice): every canoe on land unless
    ``canoes`` says otherwise (``(player, canoe) -> (at, gem)``); ``collected`` and ``sites``
    give whole count rows (``sites`` by site number 3-7); ``hands`` whole hands. The rest is
    completed as the module says; ``round`` defaults to the one the hands fit (1 for full
    hands)."""
    s = setup(players, {"max_rounds": max_rounds}, senet.Rng(0))
    boats = [list(c) for c in s.canoes]
    for (p, c), (at, gem) in (canoes or {}).items():
        boats[p][c] = Canoe(None if at is None else Place(at), gem)
    mine = list(s.collected)
    for p, counts in (collected or {}).items():
        mine[p] = tuple(counts)
    stock = list(s.sites)
    for site, counts in (sites or {}).items():
        stock[site - 3] = tuple(counts)
    _balance(boats, mine, stock, given_sites=set(sites or ()), given_collected=set(collected or ()))
    cards, round = _hands(players, hands or {}, round)
    return NiagaraState(hands=cards, canoes=tuple(tuple(b) for b in boats),
                        sites=tuple(stock), collected=tuple(mine), weather=weather, arm=Arm(arm),
                        start=start, round=round, max_rounds=max_rounds)


def _balance(boats: list[list[Canoe]], mine: list[tuple[int, ...]], stock: list[tuple[int, ...]],
             *, given_sites: set[int], given_collected: set[int]) -> None:
    """Each gem type ``GEMS_EACH`` times in all, changing only what the test did not give
    (see the module)."""
    free = [site for site in SITES if site not in given_sites]
    for g in GEMS:
        i = g - 1
        home = HOME_SITE[i]
        total = (sum(row[i] for row in stock) + sum(row[i] for row in mine)
                 + sum(1 for pair in boats for canoe in pair if canoe.gem == g))
        extra = total - GEMS_EACH[i]
        for site in sorted(free, key=lambda site: site != home):  # its own site first
            if extra <= 0:
                break
            taken = min(extra, stock[site - 3][i])
            stock[site - 3] = _add(stock[site - 3], i, -taken)
            extra -= taken
        if extra > 0:
            raise ValueError(f"table: {total} gems of type {g}, more than the {GEMS_EACH[i]} "
                             "the game has, and the sites left to the kit hold too few to make up")
        if extra < 0:
            if free:
                site = home if home in free else free[0]
                stock[site - 3] = _add(stock[site - 3], i, -extra)
            elif len(mine) - 1 not in given_collected:
                mine[-1] = _add(mine[-1], i, -extra)
            else:
                raise ValueError(f"table: {total} gems of type {g}, fewer than {GEMS_EACH[i]}, "
                                 "and the test gave every site and the last collection")


def _add(row: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*row[:i], row[i] + n, *row[i + 1:])


def _hands(players: int, given: Mapping[int, Sequence[int]], round: int | None
           ) -> tuple[tuple[tuple[int, ...], ...], int]:
    """The hands and the round, in step (see the module)."""
    sizes = {len(hand) for hand in given.values()}
    if len(sizes) > 1:
        raise ValueError(f"table: everyone plays one card a round, so hands of one size; not {given}")
    if sizes:
        size = sizes.pop()
        if round is None:
            round = CYCLE + 1 - size  # 0 cards: between the 7th round and taking them back
    else:
        round = 1 if round is None else round
        size = CYCLE - (round - 1) % CYCLE
    cards = tuple(tuple(sorted(given[p])) if p in given else CARDS[:size] for p in range(players))
    return cards, round


def revealed(state: NiagaraState, cards: Sequence[int], queue: Sequence[int] | None = None
             ) -> NiagaraState:
    """``state`` just after the cards were revealed (taken from the hands); ``queue``: who still
    acts this round, in order (default: everyone from the start player). The players act from
    the start player round the table, so the queue is the end of that order: when it is not
    the end of the order from ``state.start``, the start player is the one it makes so."""
    n = len(state.hands)
    for p, (hand, card) in enumerate(zip(state.hands, cards, strict=True)):
        if card not in hand:
            raise ValueError(f"revealed: player {p} reveals card {card}, not in their hand {hand}")
    hands = tuple(tuple(c for c in hand if c != card) for hand, card in zip(state.hands, cards, strict=True))
    first = state.start
    if queue is None:
        order = tuple((first + i) % n for i in range(n))
    else:
        order = tuple(queue)
        if order and order != _order(first, n)[n - len(order):]:
            first = (order[0] - (n - len(order))) % n
            if order != _order(first, n)[n - len(order):]:
                raise ValueError(f"revealed: queue {order} is not the end of the order from any "
                                 "start player (those still to act come one after another)")
    return NiagaraState(hands=hands, canoes=state.canoes, sites=state.sites,
                        collected=state.collected, weather=state.weather, arm=state.arm,
                        start=first, round=state.round, played=tuple(cards), queue=order,
                        max_rounds=state.max_rounds)


def _order(first: int, n: int) -> tuple[int, ...]:
    return tuple((first + i) % n for i in range(n))


def start(state: NiagaraState, seed: int = 0) -> senet.Match[Any]:
    """A match on ``state``; the engine carries the round on to the first decision."""
    return senet.start_match(GAME, state, len(state.hands), seed=seed,
                             options={"max_rounds": state.max_rounds})


def play(match: senet.Match[Any], *moves: Move) -> None:
    """Submit ``moves`` one by one, each for the one player to act."""
    for move in moves:
        acting = match.to_act
        assert len(acting) == 1, f"expected one player to act, not {acting}"
        match.submit(acting[0], move)


def choose(match: senet.Match[Any], *cards: int) -> None:
    """Every player, in seat order, commits the given paddle card."""
    from senet_games.niagara import PlayCard

    for player, card in enumerate(cards):
        match.submit(player, PlayCard(card))


def events(match: senet.Match[Any], kind: type[E]) -> list[E]:
    """The match's logged events of one type, oldest first."""
    return [e.event for e in match.log if isinstance(e.event, kind)]


def legal(match: senet.Match[Any]) -> list[Move]:
    """The legal moves of the one player to act."""
    acting = match.to_act
    assert len(acting) == 1, f"expected one player to act, not {acting}"
    return list(match.legal_moves(acting[0]))


def refused(match: senet.Match[Any], move: Move, words: str) -> None:
    """``move`` by the acting player is refused with a reason containing ``words``; nothing changes."""
    player = match.to_act[0]
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before
    assert move not in match.legal_moves(player)


def canoe(match: senet.Match[Any], player: int, number: int) -> Canoe:
    """One canoe of the match's current state."""
    found: Canoe = match.state.canoes[player][number]
    return found


FULL_HAND = CARDS
