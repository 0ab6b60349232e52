"""Niagara's position check (``check.check``, declared with ``check=``): every table the game
reaches passes; each kind of impossible table is refused with a message naming its field; and
a seeded fuzz: a real table with one field changed is either refused (naming that field), or
it can be viewed by every seat, drawn, have its moves listed and be played from."""

from __future__ import annotations

import functools
import io
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from rich.console import Console

import senet
from senet import RandomBot, Rng, testing
from senet_games.niagara import GAME, Arm, Canoe, Load, NiagaraState, PickCanoe, Place, Turn
from senet_games.niagara.check import check
from senet_games.niagara.game import setup

from .kit import DIAMOND, RUBY, revealed, table

SAID = senet.faces.words(GAME)
"""The game's words face."""

Edit = Callable[[NiagaraState], NiagaraState]


def _reached(players: int, seed: int, *, confirm: bool, max_rounds: int, cap: int
             ) -> list[NiagaraState]:
    """The tables of a seeded random match, one after each move (the start included)."""
    match = senet.new_match(GAME, players, seed=seed, options={"max_rounds": max_rounds},
                            confirm=confirm)
    bots = [RandomBot(seed * 31 + p) for p in range(players)]
    states = [match.state]
    while not match.is_over and len(states) <= cap:
        senet.play_out(match, bots, max_moves=1)
        states.append(match.state)
    return states


def _named(problems: list[str], field: str) -> bool:
    """Whether a problem starts with ``field`` among the fields it names (before the colon)."""
    return any(field in (part.strip() for part in p.split(":")[0].split(",")) for p in problems)


# -- real tables pass -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_table_a_match_reaches_passes(players: int) -> None:
    assert check(setup(players, {"max_rounds": 0}, Rng(0))) == []  # round 0, before the draw
    ended = 0
    for seed in range(3):
        for confirm in (False, True):  # confirm: every lone step is a table of its own
            states = _reached(players, seed, confirm=confirm, max_rounds=(0, 4, 12)[seed], cap=700)
            for number, state in enumerate(states):
                assert check(state) == [], (seed, confirm, number)
            ended += states[-1].over
    assert ended >= 2, "tables of ended games were checked too"


def test_the_declaration_uses_the_check_for_positions() -> None:
    assert GAME.check is check
    assert testing.position(GAME, 4, seed=3).round == 1
    with pytest.raises(testing.PositionError, match="weather: the track is -1 to \\+2; not 3"):
        testing.position(GAME, 3, weather=3)
    with pytest.raises(testing.PositionError, match="sites, canoes, collected: 8 ruby"):
        testing.position(GAME, 3, collected=((0, 0, 0, 0, 1),) + ((0,) * 5,) * 2)


def test_a_loaded_save_starts_from_a_table_that_passes() -> None:
    match = senet.new_match(GAME, 4, seed=5, confirm=True)
    senet.play_out(match, max_moves=90)
    again = senet.start_match(GAME, match.state, 4, seed=1)
    loaded = senet.load_match(again.save(), senet.default_registry())
    assert loaded.start is not None and check(loaded.start) == []


# -- each kind of impossible table is refused ----------------------------------------------------


@functools.cache
def _choosing() -> NiagaraState:
    """Round 1 of a new 3-player match: everyone chooses a card."""
    state: NiagaraState = senet.new_match(GAME, 3, seed=2).state
    return state


@functools.cache
def _loaded() -> NiagaraState:
    """Player 0 plays the 6: canoe 0 (on 4) has loaded a diamond, 4 points left, not paddled;
    canoe 1, on land, may still be launched."""
    start = revealed(table(canoes={(0, 0): ("4", None)}), [6, 1, 1])
    match = senet.start_match(GAME, start, 3, confirm=True)
    match.submit(0, PickCanoe(0))
    match.submit(0, Load(DIAMOND))
    state: NiagaraState = match.state
    return state


@functools.cache
def _over() -> NiagaraState:
    """The round limit ended the game (nobody met a goal)."""
    states = _reached(3, 1, confirm=False, max_rounds=2, cap=400)
    assert states[-1].over
    return states[-1]


BASES: dict[str, Callable[[], NiagaraState]] = {"choosing": _choosing, "loaded": _loaded, "over": _over}


NOT_CANOES: Any = ("land", "land")
_PLACES: dict[str, Any] = {p.value: p for p in Place}
"""A place by its text (a text that is none stays as it is: an impossible table)."""


def _set(**fields: Any) -> Edit:
    return lambda s: attrs.evolve(s, **fields)


def _canoe(p: int, c: int, at: str | None, gem: int | None = None) -> Edit:
    def edit(s: NiagaraState) -> NiagaraState:
        pair = list(s.canoes[p])
        pair[c] = Canoe(None if at is None else _PLACES.get(at, at), gem)
        return attrs.evolve(s, canoes=(*s.canoes[:p], tuple(pair), *s.canoes[p + 1:]))
    return edit


def _turn(**fields: Any) -> Edit:
    def edit(s: NiagaraState) -> NiagaraState:
        assert s.turn is not None
        return attrs.evolve(s, turn=attrs.evolve(s.turn, **fields))
    return edit


def _both(*edits: Edit) -> Edit:
    return lambda s: functools.reduce(lambda state, edit: edit(state), edits, s)


CASES: list[tuple[str, str, Edit, str]] = [
    # the shape: types, lengths, ranges
    ("two hands", "choosing", lambda s: attrs.evolve(s, hands=s.hands[:2]), "hands"),
    ("six hands", "choosing", lambda s: attrs.evolve(s, hands=s.hands * 2), "hands"),
    ("a card twice", "choosing", _set(hands=((0, 1, 1, 2, 3, 4, 5),) * 3), "hands[0]"),
    ("a card 7", "choosing", _set(hands=((0, 1, 2, 3, 4, 5, 7),) * 3), "hands[0]"),
    ("a hand out of order", "choosing", _set(hands=((6, 5, 4, 3, 2, 1, 0),) * 3), "hands[0]"),
    ("canoes for two players", "choosing", lambda s: attrs.evolve(s, canoes=s.canoes[:2]), "canoes"),
    ("three canoes", "choosing",
     lambda s: attrs.evolve(s, canoes=((Canoe(Place.LAND),) * 3, *s.canoes[1:])), "canoes[0]"),
    ("no such space", "choosing", _canoe(0, 1, "8"), "canoes[0][1].at"),
    ("no such gem", "choosing", _canoe(1, 0, "3", 6), "canoes[1][0].gem"),
    ("a canoe that is no Canoe", "choosing",
     lambda s: attrs.evolve(s, canoes=(NOT_CANOES, *s.canoes[1:])), "canoes[0][0]"),
    ("four sites", "choosing", lambda s: attrs.evolve(s, sites=s.sites[:4]), "sites"),
    ("a negative count", "choosing",
     lambda s: attrs.evolve(s, sites=((-1, 0, 0, 0, 0), *s.sites[1:])), "sites[0]"),
    ("a huge count", "choosing",
     lambda s: attrs.evolve(s, collected=(s.collected[0], (0, 0, 0, 0, 2**63 - 1), s.collected[2])),
     "collected[1]"),
    ("collections for four", "choosing",
     lambda s: attrs.evolve(s, collected=s.collected + s.collected[:1]), "collected"),
    ("weather off the track", "choosing", _set(weather=3), "weather"),
    ("weather huge", "choosing", _set(weather=2**63 - 1), "weather"),
    ("weather a bool", "choosing", _set(weather=True), "weather"),
    ("no arm c", "choosing", _set(arm="c"), "arm"),
    ("start player not seated", "choosing", _set(start=3), "start"),
    ("start player negative", "choosing", _set(start=-1), "start"),
    ("a negative round", "choosing", _set(round=-1), "round"),
    ("a round no save holds", "choosing", _set(round=2**64), "round"),
    ("a negative round limit", "choosing", _set(max_rounds=-1), "max_rounds"),
    ("two cards played by three", "loaded", lambda s: attrs.evolve(s, played=s.played[:2]), "played"),
    ("a card 9 played", "loaded", lambda s: attrs.evolve(s, played=(9, *s.played[1:])), "played"),
    ("a seat 3 queued", "loaded", _set(queue=(0, 1, 3)), "queue"),
    ("a seat queued twice", "loaded", _set(queue=(0, 0)), "queue"),
    ("a turn that is no Turn", "loaded", _set(turn=(0, 6)), "turn"),
    ("a turn of seat 5", "loaded", _turn(player=5), "turn.player"),
    ("a turn with card 8", "loaded", _turn(card=8), "turn.card"),
    ("points no card has", "loaded", _turn(points=2**63 - 1), "turn.points"),
    ("negative points", "loaded", _turn(points=-2), "turn.points"),
    ("a canoe 2", "loaded", _turn(canoe=2), "turn.canoe"),
    ("a canoe twice in must", "loaded", _turn(must=(1, 1)), "turn.must"),
    ("started is a number", "loaded", _turn(started=1), "turn.started"),
    ("a gem 0 unloaded", "loaded", _turn(unloaded_gems=(0,)), "turn.unloaded_gems"),
    ("over is text", "choosing", _set(over="yes"), "over"),
    # the table: components, cards, round, flow
    ("a ruby too many", "choosing", _canoe(0, 0, "2", RUBY), "sites"),
    ("a diamond missing", "loaded", _canoe(0, 0, "4"), "canoes"),
    ("a gem on land", "loaded", _both(_canoe(0, 0, "land", DIAMOND), _turn(points=0, paddled=True)),
     "canoes[0][0].gem"),
    ("a gem on a lost canoe", "choosing", _both(
        _canoe(1, 0, None, 1), lambda s: attrs.evolve(s, sites=((6, 0, 0, 0, 0), *s.sites[1:]))),
     "canoes[1][0].gem"),
    ("hands out of step", "choosing",
     lambda s: attrs.evolve(s, hands=((0, 1, 2, 3, 4, 5), *s.hands[1:])), "hands"),
    ("hands out of step with the round", "choosing", _set(round=3), "round"),
    ("the card played still in the hand", "loaded",
     lambda s: attrs.evolve(s, played=(2, *s.played[1:])),
     "played[0]"),
    ("round 0 on a table in play", "loaded", _set(round=0, turn=None, queue=(), played=()), "round"),
    ("past the round limit", "choosing", _set(max_rounds=1, round=8), "max_rounds"),
    ("not the order from the start player", "loaded", _set(queue=(0, 2)), "queue"),
    ("acting before the reveal", "choosing", _set(queue=(0, 1, 2)), "queue"),
    ("a turn with nobody queued", "loaded", _set(queue=()), "turn"),
    ("a goal met and the game goes on", "choosing", lambda s: attrs.evolve(
        s, collected=((4, 0, 0, 0, 0), *s.collected[1:]),
        sites=((3, 0, 0, 0, 0), *s.sites[1:])), "collected"),
    ("over in the middle of a round", "loaded", _set(over=True), "over"),
    ("over with no goal and no limit", "over", _set(max_rounds=0), "over"),
    ("an acted player with both canoes lost", "loaded",
     _both(_canoe(2, 0, None), _canoe(2, 1, None), _set(queue=(0, 1), start=2)), "canoes[2]"),
    # the turn
    ("the turn of a player not first in the queue", "loaded", _turn(player=1, card=1), "turn.player"),
    ("a card the player did not reveal", "loaded", _turn(card=5), "turn.card"),
    ("an action under way before it begins", "loaded", _turn(started=False), "turn"),
    ("the cloud moving canoes", "loaded",
     lambda s: attrs.evolve(_turn(card=0)(s), played=(0, *s.played[1:]),
                            hands=((1, 2, 3, 4, 5, 6), *s.hands[1:])), "turn"),
    ("a lost canoe moving", "loaded",
     _both(_canoe(0, 1, None), _turn(may=(), moved=(0, 1), canoe=1, points=6, loaded=False)),
     "canoes[0][1].at"),
    ("a river canoe left out", "loaded", _turn(moved=(), canoe=None, points=0, loaded=False), "turn"),
    ("a river canoe that may be launched", "loaded", _canoe(0, 1, "2"), "turn.may"),
    ("the moving canoe not the last chosen", "loaded", _turn(canoe=1, loaded=False, points=6),
     "turn.canoe"),
    ("points that do not add up", "loaded", _turn(points=5), "turn.points"),
    ("upstream without paddling", "loaded", _turn(upstream=True), "turn.upstream"),
    ("a load without its gem", "loaded", _both(
        _canoe(0, 0, "4"), lambda s: attrs.evolve(s, sites=(s.sites[0], (0, 7, 0, 0, 0), *s.sites[2:]))),
     "canoes[0][0].gem"),
    ("a type both unloaded and loaded", "loaded", _turn(unloaded_gems=(DIAMOND,)), "turn.unloaded_gems"),
    ("two loads for one canoe", "loaded", _turn(loaded_gems=(1, DIAMOND)), "turn.loaded_gems"),
    ("points nothing can spend", "loaded", _both(_canoe(0, 0, "2", DIAMOND),
                                                 _turn(paddled=True, points=2)), "turn.points"),
]


@pytest.mark.parametrize("base", sorted(BASES))
def test_the_base_tables_pass(base: str) -> None:
    assert check(BASES[base]()) == []


@pytest.mark.parametrize(("base", "edit", "field"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_an_impossible_table_is_refused_naming_the_field(base: str, edit: Edit, field: str) -> None:
    problems = check(edit(BASES[base]()))
    assert problems and _named(problems, field), problems
    assert all(isinstance(p, str) and "\n" not in p for p in problems)


# -- the fuzz: refused, or safe to use -----------------------------------------------------------

Path = tuple[str | int, ...]
ODD: tuple[object, ...] = (
    2**63 - 1, -(2**63), 2**64 - 1, 2**64, -1, 0, 1, 2, 3, 4, 6, 7, 9, True, False, None, 1.5,
    "a", "b", "8", "", Place.LAND, Place.S6B, (), (0,), (0, 1), [0], Arm.B, Canoe(Place.S3, 1),
    Canoe(None),
    Turn(0, 3),
)
"""Values the fuzz puts in a field: huge, negative, near the ranges, of the wrong type."""


def _paths(value: Any, path: Path = ()) -> list[Path]:
    """Every field, tuple entry and nested field of a table."""
    found = [path] if path else []
    if attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            found += _paths(getattr(value, field.name), (*path, field.name))
    elif type(value) is tuple:
        for i, item in enumerate(value):
            found += _paths(item, (*path, i))
    return found


def _get(value: Any, path: Path) -> Any:
    for step in path:
        value = getattr(value, step) if isinstance(step, str) else value[step]
    return value


def _put(value: Any, path: Path, new: object) -> Any:
    if not path:
        return new
    step, rest = path[0], path[1:]
    if isinstance(step, str):
        return attrs.evolve(value, **{step: _put(getattr(value, step), rest, new)})
    return (*value[:step], _put(value[step], rest, new), *value[step + 1:])


def _mutant(rng: Rng, state: NiagaraState) -> tuple[Path, object]:
    paths = _paths(state)
    path = rng.choice(paths)
    old = _get(state, path)
    kind = rng.below(4)
    if kind == 0 and type(old) is tuple:  # a wrong length, or another order
        new: object = rng.choice([old[:-1], (*old, *old[-1:]), old[::-1], old * 2, list(old)])
    elif kind == 1:  # another field's value
        new = _get(state, rng.choice(paths))
    else:
        new = rng.choice(ODD)
    return path, new


def _use(state: NiagaraState, seed: int) -> None:
    """View, draw, list and describe for every seat, then play a few random moves. (Every
    seat's drawing is built; one, in turn, is laid out on a console, which is what is slow.)"""
    n = len(state.hands)
    match = senet.start_match(GAME, state, n, seed=seed, options={"max_rounds": state.max_rounds})
    console = Console(width=100, file=io.StringIO(), color_system=None)
    rng = Rng(seed)
    for step in range(6):
        for viewer in (*range(n), None):
            view = match.view(viewer)
            if step == 0:
                assert senet.faces.table(GAME) is not None
                drawn = senet.faces.table(GAME)(view)
                if viewer == (None, *range(n))[seed % (n + 1)]:
                    console.print(drawn)
                for entry in match.log_for(viewer):
                    assert SAID.describe_event(entry.event, viewer)
            for move in match.legal_moves(viewer) if viewer is not None else ():
                assert SAID.describe_move(move, view)
        if match.is_over:
            assert match.result is not None
            return
        choice = match.next_choice()
        assert choice is not None and choice[1], "a table that passes is never stuck"
        match.submit(choice[0], rng.choice(choice[1]))


@functools.cache
def _pool() -> tuple[NiagaraState, ...]:
    """Real tables of every kind: before the game, choosing, in every step of a turn, over."""
    states = [setup(5, {"max_rounds": 0}, Rng(0)), _choosing(), _loaded(), _over()]
    for players, seed in ((3, 7), (4, 8), (5, 9)):
        reached = _reached(players, seed, confirm=True, max_rounds=6, cap=500)
        states += reached[::9] + reached[-1:]
    return tuple(states)


def test_a_table_with_one_field_changed_is_refused_or_safe() -> None:
    rng = Rng(20240611)
    pool = _pool()
    refused = accepted = 0
    for trial in range(700):
        state = pool[rng.below(len(pool))]
        path, new = _mutant(rng, state)
        changed = _put(state, path, new)
        problems = check(changed)
        if problems:
            refused += 1
            named = {part.strip().split("[")[0].split(".")[0]
                     for p in problems for part in p.split(":")[0].split(",")}
            assert path[0] in named, (path, new, problems)
        else:
            accepted += 1
            _use(changed, trial)
    assert refused > 300 and accepted > 50, (refused, accepted)
