"""The game's ``check``: real tables pass; each kind of corruption is named by its field; a seeded
fuzz of one changed field either is refused or can be viewed, listed and played from."""

from __future__ import annotations

import random
import time
from typing import Any

import attrs
import pytest

import senet
from senet import Hand, Pile
from senet_games.nile import GAME, Card, NileState, Step, Trade
from senet_games.nile.check import check

SEEDS = range(3)


def _playout(players: int, deluxor: bool, seed: int, moves: int = 60) -> list[NileState]:
    """The states of a seeded random playout, the set-up table first."""
    match = senet.new_match(GAME, players, seed=seed, options={"deluxor": deluxor})
    rng = random.Random(seed)
    states: list[NileState] = [match.state]
    for _ in range(moves):
        if match.is_over:
            break
        player = match.to_act[0]
        match.submit(player, rng.choice(list(match.legal_moves(player))))
        states.append(match.state)
    return states


@pytest.mark.parametrize("deluxor", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_real_states_pass(players: int, deluxor: bool) -> None:
    for seed in SEEDS:
        for state in _playout(players, deluxor, seed):
            assert check(state) == [], state


def _mid() -> NileState:
    return _playout(3, False, 1, 12)[-1]


def _swap_hand(s: NileState, items: tuple[str, ...]) -> NileState:
    return attrs.evolve(s, hands=(Hand(0, items), *s.hands[1:]))


CORRUPT: dict[str, Any] = {
    "hands[0]": lambda s: _swap_hand(s, ("x",)),
    "crops": lambda s: attrs.evolve(s, crops=s.crops[:-1]),
    "pile": lambda s: attrs.evolve(s, pile=Pile(("x", *s.pile.items[1:]))),
    "plague": lambda s: attrs.evolve(s, plague=Pile((*s.plague.items, False))),
    "discard": lambda s: attrs.evolve(s, discard=("x",)),
    "fields[0]": lambda s: attrs.evolve(s, fields=((-1,) * len(s.crops), *s.fields[1:])),
    "stores[1]": lambda s: attrs.evolve(s, stores=(s.stores[0], (99,) * len(s.crops), *s.stores[2:])),
    "specs[0]": lambda s: attrs.evolve(s, specs=((Card.PAPYRUS,), *s.specs[1:])),
    "flood": lambda s: attrs.evolve(s, flood=Card.LOCUSTS),
    "current": lambda s: attrs.evolve(s, current=7),
    "turn": lambda s: attrs.evolve(s, turn=-1),
    "reshuffles_left": lambda s: attrs.evolve(s, reshuffles_left=9),
    "paid": lambda s: attrs.evolve(s, paid=2),
    "aside": lambda s: attrs.evolve(s, aside=(Card.PAPYRUS,)),
}


@pytest.mark.parametrize("field", list(CORRUPT))
def test_each_corruption_is_named_by_its_field(field: str) -> None:
    problems = check(CORRUPT[field](_mid()))
    assert problems and any(p.startswith(field) for p in problems), problems


def test_a_card_twice_too_many_is_refused() -> None:
    s = _mid()
    problems = check(attrs.evolve(s, discard=(*s.discard, *((Card.PAPYRUS,) * 15))))
    assert any("papyrus" in p and "the deck has 14" in p for p in problems), problems


def test_a_crop_in_two_players_fields_is_refused() -> None:
    s = _mid()
    row = (1,) + (0,) * (len(s.crops) - 1)
    problems = check(attrs.evolve(s, fields=(row, row, s.fields[2]), discard=()))
    assert any(p.startswith("fields:") for p in problems), problems


def test_a_trade_that_cannot_be_paid_is_refused() -> None:
    s = _mid()
    empty = attrs.evolve(s, hands=(*s.hands[:s.current], Hand(s.current), *s.hands[s.current + 1:]),
                         stores=((0,) * len(s.crops),) * 3, trade=Trade.MARKET, step=Step.TRADE,
                         specs=((),) * 3)
    assert any(p.startswith("trade, paid") for p in check(empty)), check(empty)


def test_turn_0_is_the_set_up_table() -> None:
    s = _playout(2, False, 0, 0)[0]  # the first turn: the hands are dealt
    assert any(p.startswith("turn,") for p in check(attrs.evolve(s, turn=0)))


def _try(state: NileState, seed: int) -> None:
    """A state the check passes is viewed, rendered, listed and played for 20 moves."""
    match = senet.start_match(GAME, state, state.players, seed=seed)
    rng = random.Random(seed)
    for _ in range(20):
        for seat in range(state.players):
            match.view(seat)
            list(match.legal_moves(seat))
        senet.faces.table(GAME)(match.view(0))
        if match.is_over:
            return
        player = match.to_act[0]
        match.submit(player, rng.choice(list(match.legal_moves(player))))


def _mutate(s: NileState, rng: random.Random) -> NileState:
    name = rng.choice([f.name for f in attrs.fields(NileState)])
    value = getattr(s, name)
    choices: list[Any] = [None, 0, 1, -1, 7, "x", "papyrus", Card.PAPYRUS, Card.LOCUSTS, (), True,
                          Step.SPECULATE, Trade.HAPI]
    if isinstance(value, tuple) and value:
        i = rng.randrange(len(value))
        item = value[i]
        if isinstance(item, tuple) and item:
            j = rng.randrange(len(item))
            item = (*item[:j], rng.choice([*choices, item[j]]), *item[j + 1:])
        else:
            item = rng.choice(choices)
        return attrs.evolve(s, **{name: (*value[:i], item, *value[i + 1:])})
    if isinstance(value, (Hand, Pile)) and value.items:
        items = list(value.items)
        items[rng.randrange(len(items))] = rng.choice(["x", "papyrus", Card.PAPYRUS, Card.LOCUSTS, True,
                                                       False])
        return attrs.evolve(s, **{name: attrs.evolve(value, items=tuple(items))})
    return attrs.evolve(s, **{name: rng.choice(choices)})


def test_fuzz_one_changed_field_is_refused_or_playable() -> None:
    rng = random.Random(2024)
    states = [s for players in (2, 3, 4) for s in _playout(players, players == 4, players, 40)]
    deadline = time.monotonic() + 4
    tried = 0
    while time.monotonic() < deadline:
        state = _mutate(rng.choice(states), rng)
        try:
            problems = check(state)
        except Exception:  # a value of the wrong type may stop the check: the engine refuses it
            continue
        if problems:
            continue
        try:
            senet.start_match(GAME, state, state.players, seed=1)
        except senet.PositionError:
            continue  # refused by the engine's own layers (types, views)
        _try(state, rng.randrange(1000))
        tried += 1
    assert tried
