"""Helpers for the board-game tests: build a table, start a match on it, play, look."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import pytest

import senet
from senet import Event, Hand, Move, Pile
from senet_games.nimmt import GAME, Action, BoardState, PlayTile
from senet_games.nimmt.state import hand as state_hand

E = TypeVar("E", bound=Event)
Row = tuple[int | None, ...]


def table(
    rows: Mapping[int, Row],
    hands: Sequence[Sequence[int]],
    *,
    pro: bool = False,
    luck: bool = False,
    scores: Sequence[int] | None = None,
    stock: Sequence[int] = (),
    actions: Sequence[Sequence[str]] | None = None,
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    lucky: Sequence[tuple[int, int]] | None = None,
    piles: tuple[int, int] | None = None,
    markers: Sequence[int] = (),
    deal: int = 1,
) -> BoardState:
    """A board-game state in round 1; ``rows`` maps row numbers as printed (1-10) to tiles."""
    players = len(hands)
    board: list[Row] = [()] * 10
    for number, tiles in rows.items():
        board[number - 1] = tuple(tiles)
    return BoardState(
        pro=pro,
        luck=luck,
        rows=tuple(board),
        hands=tuple(Hand(p, sorted(h)) for p, h in enumerate(hands)),
        scores=tuple(scores) if scores is not None else (0,) * players,
        stock=Pile(sorted(stock)),
        markers=tuple(m - 1 for m in markers),
        actions=tuple(Hand(p, sorted(Action(c) for c in a)) for p, a in enumerate(actions))
        if actions else tuple(Hand(p) for p in range(players)),
        deck=Pile(sorted(Action(c) for c in deck)),
        discard=tuple(Action(c) for c in discard),
        piles=piles if piles is not None else ((6, 6) if luck else (0, 0)),
        lucky=tuple(lucky) if lucky is not None else ((0, 0),) * players,
        round=1,
        deal=deal,
    )


def hand(match: senet.Match[Any], player: int) -> tuple[int, ...]:
    """``player``'s tiles in the true state (secret and known ones, sorted)."""
    return state_hand(match.state, player)


def start(state: BoardState, seed: int = 0) -> senet.Match[Any]:
    """A match on ``state``, at its first question (options follow the state's side and luck)."""
    options = {"side": "pro" if state.pro else "basic", "luck": state.luck}
    return senet.start_match(GAME, state, len(state.hands), seed=seed, options=options)


def choose(match: senet.Match[Any], *plays: int | tuple[int, ...]) -> None:
    """Every player in seat order commits the given tile (or tiles)."""
    for player, play in enumerate(plays):
        tiles = (play,) if isinstance(play, int) else tuple(play)
        match.submit(player, PlayTile(tiles))


def events(match: senet.Match[Any], kind: type[E]) -> list[E]:
    """The match's logged events of one type, oldest first."""
    return [e.event for e in match.log if isinstance(e.event, kind)]


def row(match: senet.Match[Any], number: int) -> Row:
    """The slots of row ``number`` as printed (1-10)."""
    rows: tuple[Row, ...] = match.state.rows
    return rows[number - 1]


def refused(match: senet.Match[Any], player: int, move: Move, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, and nothing changes."""
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before
    assert move not in match.legal_moves(player)
