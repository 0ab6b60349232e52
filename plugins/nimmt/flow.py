"""The board game's flow: what is pending, the decisions, and what their moves do.

One question, :func:`pending`, read from the state in this order:

- a clover owes a good-luck card: "luck_card" (the engine takes the only pile
  left by itself), or nothing to take when both piles are empty;
- a take happened: the pro side asks "pick_row" (the empty row the tile
  starts); the basic side starts the topmost empty row;
- a Swap or Extra was played: "swap_tile" / "extra_tile" (which tile it plays);
- a tile waits: "place", the cards its owner plays first. It is **private**:
  on the pro side, whether a player has a usable card depends on their hidden
  action cards, so every owner holding any action card is asked, even when the
  only option is Place (skipping them would tell the table what they hold). A
  player without action cards (a public count) whose good-luck cards (public) are
  of no use here is not asked: the tile is placed;
- all of the round's tiles placed: the round ends (the game may end);
- else the round's choice, "choose", put to every player with a real choice at
  once and in secret; when nobody has one, the forced tiles are revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from senet import Ask, Auto, Decision, Tx

from .events import (
    ActionPlayed,
    ExtraTile,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    TilesRevealed,
    TileSwapped,
)
from .flow_steps import choosers, end_round, forced, resolve, reveal_forced, set_up, start_row
from .moves import (
    CardMove,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    PlayTwoPositive,
    TakeLuck,
)
from .rules import (
    choose_reason,
    empty_rows,
    legal_choose,
    luck_moves,
    luck_reason,
    row_moves,
    row_reason,
    tile_moves,
    tile_reason,
)
from .rules_cards import has_choice, place_moves, place_reason
from .state import Action, BoardState, Luck

__all__ = ["CHOOSE", "DECISIONS", "EXTRA_TILE", "LUCK_CARD", "PICK_ROW", "PLACE", "SWAP_TILE",
           "pending"]

State = BoardState
_SWAP = Action.SWAP  # read from a module, not through the enum's metaclass
_CARDS: dict[type, Action] = {PlayStop: Action.STOP, PlaySwap: Action.SWAP, PlayJump: Action.JUMP,
                              PlayToStart: Action.TO_START, PlayAscending: Action.ASCENDING,
                              PlayExtra: Action.EXTRA}


def _reveal(tx: Tx[State], chosen: Mapping[int, PlayTile]) -> None:
    plays = [(t, p) for p, m in chosen.items() for t in m.tiles]
    plays += forced(tx.state, tuple(chosen))  # those asked: choosers(state), as pending found
    tx.emit(TilesRevealed(tuple(sorted(plays))))


def _picked(tx: Tx[State], player: int, tile: int) -> None:
    s = tx.state
    if s.mods.picking == _SWAP:
        tx.emit(TileSwapped(player, s.waiting[0][0], tile))
    else:
        tx.emit(ExtraTile(player, tile))


def _play_place(tx: Tx[State], player: int, move: CardMove) -> None:
    match move:
        case Place():
            resolve(tx)
        case PlayPlusFive():
            tx.emit(LuckPlayed(player, Luck.PLUS5))
            resolve(tx, Luck.PLUS5)
        case PlayTwoPositive(tiles=tiles):
            tx.emit(LuckPlayed(player, Luck.TWO_POSITIVE, tiles))
            resolve(tx, Luck.TWO_POSITIVE, tiles)
        case PlayStop(row=row) | PlayToStart(row=row) | PlayAscending(row=row):
            tx.emit(ActionPlayed(player, _CARDS[type(move)], row))
        case _:
            tx.emit(ActionPlayed(player, _CARDS[type(move)]))


def _play_tile(tx: Tx[State], player: int, move: PlayTile) -> None:
    _picked(tx, player, move.tiles[0])


def _play_row(tx: Tx[State], player: int, move: PickRow) -> None:
    start_row(tx, move.row)


def _play_luck(tx: Tx[State], player: int, move: TakeLuck) -> None:
    tx.emit(LuckTaken(player, move.card))


CHOOSE: Decision[State, PlayTile] = Decision(
    "choose", PlayTile, options=legal_choose, reveal=_reveal, refusal=choose_reason,
    help="everyone chooses a tile (two while a 2T space shows)")
PLACE: Decision[State, CardMove] = Decision(
    "place", (Place, PlayStop, PlaySwap, PlayJump, PlayToStart, PlayAscending, PlayExtra,
              PlayPlusFive, PlayTwoPositive),
    options=place_moves, play=_play_place, refusal=place_reason, private=True,
    help="play cards before your tile is placed, or place it")
SWAP_TILE: Decision[State, PlayTile] = Decision(
    "swap_tile", PlayTile, options=tile_moves, play=_play_tile, refusal=tile_reason,
    help="swap: choose the tile to play instead")
EXTRA_TILE: Decision[State, PlayTile] = Decision(
    "extra_tile", PlayTile, options=tile_moves, play=_play_tile, refusal=tile_reason,
    help="extra: choose the extra tile")
PICK_ROW: Decision[State, PickRow] = Decision(
    "pick_row", PickRow, options=row_moves, play=_play_row, refusal=row_reason,
    help="after your take: choose the empty row your tile starts")
LUCK_CARD: Decision[State, TakeLuck] = Decision(
    "luck_card", TakeLuck, options=luck_moves, play=_play_luck, refusal=luck_reason,
    help="a clover: choose a good-luck card")
DECISIONS = (CHOOSE, PLACE, SWAP_TILE, EXTRA_TILE, PICK_ROW, LUCK_CARD)


def _no_luck_left(tx: Tx[State]) -> None:
    tx.emit(LuckMissed(tx.state.owed[0]))


def _start_top(tx: Tx[State]) -> None:
    start_row(tx, empty_rows(tx.state)[0])


def _place(tx: Tx[State]) -> None:
    """Place the waiting tile, and the next ones while nobody decides anything about them
    (the engine would run this step again for each; one run saves its round trips)."""
    resolve(tx)
    while pending(tx.state) is PLACE_TILE:
        resolve(tx)


SET_UP = Auto("set_up", set_up)
NO_LUCK = Auto("luck_missed", _no_luck_left)
START_TOP = Auto("start_row", _start_top)
PLACE_TILE = Auto("place_tile", _place)
END_ROUND = Auto("end_round", end_round)
REVEAL_FORCED = Auto("reveal_forced", reveal_forced)


_ASKS: dict[tuple[str, int | tuple[int, ...]], Ask[State]] = {}


def _ask(decision: Decision[State, Any], players: int | tuple[int, ...]) -> Ask[State]:
    """``Ask(decision, players)``, built once (a few dozen at most: seats are 0-5)."""
    key = (decision.name, players)
    ask = _ASKS.get(key)
    if ask is None:
        ask = _ASKS[key] = Ask(decision, players)
    return ask


def pending(s: State) -> Ask[State] | Auto[State] | None:
    """What happens next: see the module's docstring."""
    if s.round == 0:
        return SET_UP
    if s.owed:
        return _ask(LUCK_CARD, s.owed[0]) if any(s.piles) else NO_LUCK
    if s.restart is not None:
        return _ask(PICK_ROW, s.restart.player) if s.pro else START_TOP
    if s.waiting:
        player = s.waiting[0][1]
        picking = s.mods.picking
        if picking is not None:
            return _ask(SWAP_TILE if picking == _SWAP else EXTRA_TILE, player)
        if (s.pro and len(s.actions[player])) or has_choice(s):
            return _ask(PLACE, player)
        return PLACE_TILE
    if s.revealed:
        return END_ROUND
    deciding = choosers(s)
    if deciding:
        return _ask(CHOOSE, deciding)
    if any(s.known) or any([held.items or held.unseen for held in s.hands]):  # a tile held
        return REVEAL_FORCED
    return None
