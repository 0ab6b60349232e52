"""The nimmt game declaration: the board game (both sides, luck) and the classic card game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from senet import Event, Game, Move, Option, OptionValue, Result, Rng, View

from . import board, board_text, classic, classic_text
from .common import NimmtState, PlayTile

__all__ = ["GAME"]

OPTIONS = (
    Option("variant", "board", "board: the 6 nimmt! board game; classic: the card game",
           choices=("board", "classic")),
    Option("side", "basic", "board side: basic (blue bulls) or pro (red bulls)",
           choices=("basic", "pro")),
    Option("luck", False, "play with the good-luck cards"),
)


def _players(options: Mapping[str, OptionValue]) -> range:
    return range(2, 11) if options["variant"] == "classic" else range(2, 7)


def _setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NimmtState:
    if options["variant"] == "classic":
        return classic.setup(players, rng)
    return board.setup(players, options, rng)


def _start(state: NimmtState) -> str:
    return classic.CHOOSE if isinstance(state, classic.ClassicState) else board.START


def _evolve(state: NimmtState, event: Event) -> NimmtState:
    step = classic.EVOLVE.get(type(event))
    if step is not None:
        assert type(state) is classic.ClassicState
        return step(state, event)
    assert isinstance(state, board.BoardState)
    return board.evolve(state, event)


def _view(state: NimmtState, player: int | None) -> Any:
    if isinstance(state, classic.ClassicState):
        return classic.view(state, player)
    assert isinstance(state, board.BoardState)
    return board.view(state, player)


def _result(state: NimmtState) -> Result:
    if isinstance(state, classic.ClassicState):
        return classic.result(state)
    assert isinstance(state, board.BoardState)
    return board.result(state)


def _determinize(state: NimmtState, observer: int | None, rng: Rng) -> NimmtState:
    if isinstance(state, classic.ClassicState):
        return classic.determinize(state, observer, rng)
    assert isinstance(state, board.BoardState)
    return board.determinize(state, observer, rng)


_TEXTS: tuple[Any, ...] = (classic_text, board_text)


def _describe_move(move: Move, view: View | None) -> str:
    for text in _TEXTS:
        said = text.describe_move(move, view)
        if said is not None:
            return str(said)
    return repr(move)


def _describe_event(event: Event, viewer: int | None) -> str:
    for text in _TEXTS:
        said = text.describe_event(event, viewer)
        if said is not None:
            return str(said)
    return repr(event)


def _render(view: View) -> Any:
    for text in _TEXTS:
        drawn = text.render(view)
        if drawn is not None:
            return drawn
    return None


GAME: Game[NimmtState] = Game(
    name="nimmt",
    title="6 nimmt! (board game, and the classic card game)",
    summary="Choose tiles in secret, place them lowest first, avoid or use the special spaces.",
    players=range(2, 11),
    player_range=_players,
    state_type=NimmtState,
    setup=_setup,
    start=_start,
    phases=(*classic.classic_phases(), *board.board_phases()),
    evolve=_evolve,
    view=_view,
    result=_result,
    determinize=_determinize,
    moves=(PlayTile, classic.TakeRow, *board.MOVES),
    events=(*classic.EVENTS, *board.EVENTS),
    tagged=(classic.ClassicState, *board.TAGGED),
    options=OPTIONS,
    rules_version=1,
    describe_move=_describe_move,
    describe_event=_describe_event,
    render=_render,
)
