"""The board game's flow: its phases, and the loop that places revealed tiles one by one.

Everyone chooses at once ("choose"); then the revealed tiles are placed
lowest first by :func:`advance`, which stops only for a real decision and
pushes it as a prompt to the one player who decides:

- "place": cards before a tile is placed (only if its owner can play one);
- "swap_tile" / "extra_tile": which tile a Swap or Extra plays (if several);
- "pick_row": the empty row a tile starts after a take (pro side);
- "luck_card": which good-luck pile a clover pays from (if both have cards).

Each prompt's move pops the prompt and calls :func:`advance` again, so the
stack always returns to "choose", where the next round begins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from senet import Move, Phase, Tx, prompt, score_steps, simultaneous

from .board_layout import ACTION, BULL, DRAW, POINTS, TAKE, TAKE_HAND
from .board_rules import (
    choose_reason,
    free_tiles,
    has_choice,
    landing,
    layout_of,
    legal_choose,
    place_moves,
    place_reason,
    tile_reason,
    two_tiles,
)
from .board_state import (
    ASCENDING,
    EXTRA,
    HAND,
    JUMP,
    LUCK_CARDS,
    PLUS5,
    STOP,
    SWAP,
    TO_START,
    TWO_POSITIVE,
    ActionPlayed,
    ActionsDrawn,
    BoardState,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayToStart,
    PlayTwoPositive,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TakeLuck,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)
from .common import PlayTile
from .tiles import TILE_BULLS

__all__ = ["CHOOSE", "EXTRA_TILE", "LUCK_CARD", "PICK_ROW", "PLACE", "SWAP_TILE", "advance",
           "board_phases"]

CHOOSE, PLACE, SWAP_TILE, EXTRA_TILE = "choose", "place", "swap_tile", "extra_tile"
PICK_ROW, LUCK_CARD = "pick_row", "luck_card"
ACTIONS_DEALT = 2
_CARDS = {PlayStop: STOP, PlaySwap: SWAP, PlayJump: JUMP, PlayToStart: TO_START,
          PlayAscending: ASCENDING, PlayExtra: EXTRA}
_TAKES = {PLUS5: TakeLuck(PLUS5), TWO_POSITIVE: TakeLuck(TWO_POSITIVE)}
State = BoardState


def _is_clover(score: int) -> bool:
    return score <= -5 and score % 10 == 5


# -- set-up and draws -----------------------------------------------------------------------------


def _set_up(tx: Tx[State]) -> None:
    s = tx.state
    players = len(s.hands)
    tiles = tx.rng.shuffled(s.stock)
    for p in range(players):
        tx.emit(TilesDealt(p, HAND, tuple(sorted(tiles[p * HAND:(p + 1) * HAND]))))
    rows = layout_of(s).start_rows(players)
    firsts = tiles[players * HAND:players * HAND + len(rows)]
    tx.emit(RowsStarted(tuple(zip(rows, firsts, strict=True))))
    if s.pro:
        for p in range(players):
            _draw_actions(tx, p, ACTIONS_DEALT)
    tx.emit(RoundStarted(1, 1))


def _deal_again(tx: Tx[State]) -> None:
    """Basic side, 2-3 players: everyone takes 12 new tiles from the stock."""
    s = tx.state
    players = len(s.hands)
    count = min(HAND, len(s.stock) // players)
    tiles = tx.rng.shuffled(s.stock)
    for p in range(players):
        tx.emit(TilesDealt(p, count, tuple(sorted(tiles[p * count:(p + 1) * count]))))


def _draw_actions(tx: Tx[State], player: int, count: int) -> None:
    # The deck is kept sorted and a draw picks a random card: the same odds as the top
    # card of a shuffled deck, with no hidden order in the state, the saves or the events.
    deck = tx.state.deck
    cards = list(deck.cards)
    reshuffled = False
    drawn: list[str] = []
    for _ in range(count):
        if not cards:
            if reshuffled or not deck.discard:
                break
            cards, reshuffled = sorted(deck.discard), True
        drawn.append(cards.pop(tx.rng.below(len(cards))))
    if drawn:
        tx.emit(ActionsDrawn(player, len(drawn), reshuffled, tuple(drawn)))


def _draw_tile(tx: Tx[State], player: int) -> None:
    stock = tx.state.stock
    if stock:
        tx.emit(TileDrawn(player, stock[tx.rng.below(len(stock))]))


# -- placing a tile -------------------------------------------------------------------------------


def _score(tx: Tx[State], player: int, points: int, why: str) -> None:
    before = tx.state.scores[player]
    clovers = 0
    if points < 0 and tx.state.luck:
        clovers = score_steps(before, before + points, _is_clover)
    tx.emit(Scored(player, points, why, clovers))


def _take(tx: Tx[State], player: int, row: int, index: int, positive: tuple[int, ...]) -> None:
    s = tx.state
    space = layout_of(s).rows[row][index]
    slots = s.rows[row]
    mover = slots[index]
    assert mover is not None
    others = tuple(sorted(t for t in slots[:index] if t is not None))
    gain = sum(TILE_BULLS[t] for t in positive)
    rest = tuple(t for t in others if t not in positive)
    why = f"{space.code}, two positive" if positive else space.code
    if space.kind == TAKE_HAND:
        tx.emit(RowTaken(player, row, others, rest, mover))
        points = gain
    else:
        tx.emit(RowTaken(player, row, others, (), mover))
        points = gain - sum(TILE_BULLS[t] for t in rest)
    if points:
        _score(tx, player, points, why)


def _effect(tx: Tx[State], player: int, row: int, index: int, luck: str | None,
            positive: tuple[int, ...] = ()) -> None:
    """The effect of the space ``(row, index)`` for ``player`` (a tile is already on it)."""
    if luck == PLUS5:
        _score(tx, player, 5, "+5 card")
        return
    space = layout_of(tx.state).rows[row][index]
    kind = space.kind
    if kind == BULL:
        tile = tx.state.rows[row][index]
        assert tile is not None
        _score(tx, player, space.value * TILE_BULLS[tile], space.code)
    elif kind == POINTS:
        _score(tx, player, space.value, space.code)
    elif kind == TAKE or kind == TAKE_HAND:
        _take(tx, player, row, index, positive)
    elif kind == DRAW:
        _draw_tile(tx, player)
    elif kind == ACTION:
        _draw_actions(tx, player, 1)


def _resolve(tx: Tx[State], luck: str | None = None, positive: tuple[int, ...] = ()) -> None:
    """Place the first waiting tile with the cards played for it, and apply the space."""
    s = tx.state
    tile, player = s.waiting[0]
    land = landing(s, tile, s.mods)
    assert not isinstance(land, str), land
    tx.emit(TilePlaced(player, tile, land.row, land.space, land.start))
    _effect(tx, player, land.row, land.effect, luck, positive)


def _start_row(tx: Tx[State], row: int) -> None:
    restart = tx.state.restart
    assert restart is not None
    tx.emit(RowStarted(restart.player, restart.tile, row))
    if tx.state.pro:
        _effect(tx, restart.player, row, 0, None)


def _end_round(tx: Tx[State]) -> bool:
    """Score the end or start the next round; ``True`` if that round plays itself."""
    s = tx.state
    deal = s.deal
    if s.pro:
        if s.emptied:
            for p, hand in enumerate(s.hands):
                tx.emit(HandScored(p, hand, sum(TILE_BULLS[t] for t in hand), len(s.actions[p])))
            tx.end()
            return False
    elif not any(s.hands):
        if deal > 1 or len(s.hands) > 3 or len(s.stock) < len(s.hands):
            tx.end()
            return False
        _deal_again(tx)
        deal += 1
    tx.emit(RoundStarted(s.round + 1, deal))
    return _reveal_forced(tx)


def _choosers(s: State) -> tuple[int, ...]:
    """The players with a real choice of tiles (one tile, or two of two, is no choice)."""
    most = 2 if two_tiles(s) else 1
    return tuple(p for p, hand in enumerate(s.hands) if len(hand) > most)


def _forced(s: State, choosers: tuple[int, ...]) -> list[tuple[int, int]]:
    """``(tile, player)`` of the players who have no choice: they play their whole hand."""
    return [(t, p) for p, hand in enumerate(s.hands) if p not in choosers for t in hand]


def _reveal_forced(tx: Tx[State]) -> bool:
    """If nobody has a choice, reveal everyone's forced tiles at once; ``True`` if done."""
    s = tx.state
    if _choosers(s) or not any(s.hands):
        return False
    tx.emit(TilesRevealed(tuple(sorted(_forced(s, ())))))
    return True


def advance(tx: Tx[State]) -> None:
    """Carry the round on until a player must decide something, or the round ends."""
    while True:
        s = tx.state
        if s.owed:
            player = s.owed[0]
            plus, two = s.piles
            if plus and two:
                tx.push(LUCK_CARD, player)
                return
            tx.emit(LuckTaken(player, PLUS5 if plus else TWO_POSITIVE) if plus or two
                    else LuckMissed(player))
        elif s.restart is not None:
            taken = s.restart.taken
            empty = [r for r, slots in enumerate(s.rows) if not slots and r != taken]
            if s.pro and len(empty) > 1:
                tx.push(PICK_ROW, s.restart.player)
                return
            _start_row(tx, empty[0])
        elif s.waiting:
            if has_choice(s):
                tx.push(PLACE, s.waiting[0][1])
                return
            _resolve(tx)
        elif not _end_round(tx):
            return


# -- the phases -----------------------------------------------------------------------------------


def _enter_choose(tx: Tx[State]) -> None:
    if tx.state.round == 0:
        _set_up(tx)
    if not tx.state.waiting and _reveal_forced(tx):
        advance(tx)


def _reveal(tx: Tx[State], commits: tuple[Move | None, ...]) -> None:
    plays = [(t, p) for p, m in enumerate(commits) if isinstance(m, PlayTile) for t in m.tiles]
    plays += _forced(tx.state, _choosers(tx.state))
    tx.emit(TilesRevealed(tuple(sorted(plays))))
    advance(tx)


def _picked(tx: Tx[State], player: int, tile: int) -> None:
    s = tx.state
    if s.mods.picking == SWAP:
        tx.emit(TileSwapped(player, s.waiting[0][0], tile))
    else:
        tx.emit(ExtraTile(player, tile))


def _play_place(tx: Tx[State], player: int, move: Move) -> None:
    tx.pop()
    kind = type(move)
    if kind is Place:
        _resolve(tx)
    elif kind is PlayPlusFive:
        tx.emit(LuckPlayed(player, PLUS5))
        _resolve(tx, PLUS5)
    elif isinstance(move, PlayTwoPositive):
        tx.emit(LuckPlayed(player, TWO_POSITIVE, move.tiles))
        _resolve(tx, TWO_POSITIVE, move.tiles)
    else:
        card = _CARDS[kind]
        tx.emit(ActionPlayed(player, card, getattr(move, "row", None)))
        if card == SWAP or card == EXTRA:
            free = free_tiles(tx.state, player)
            if len(free) > 1:
                tx.push(SWAP_TILE if card == SWAP else EXTRA_TILE, player)
                return
            _picked(tx, player, free[0])
    advance(tx)


def _legal_tile(s: State, player: int) -> Sequence[Move]:
    return [PlayTile((t,)) for t in free_tiles(s, player)]


def _play_tile(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, PlayTile)
    tx.pop()
    _picked(tx, player, move.tiles[0])
    advance(tx)


def _legal_row(s: State, player: int) -> Sequence[Move]:
    assert s.restart is not None
    return [PickRow(r) for r, slots in enumerate(s.rows) if not slots and r != s.restart.taken]


def _row_reason(s: State, player: int, move: Move) -> str | None:
    assert isinstance(move, PickRow) and s.restart is not None
    if not 0 <= move.row < len(s.rows):
        return f"pick row: there is no row {move.row + 1}"
    if move.row == s.restart.taken:
        return f"pick row: row {move.row + 1} was just taken"
    if s.rows[move.row]:
        return f"pick row: row {move.row + 1} was not empty before this take"
    return None


def _play_row(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, PickRow)
    tx.pop()
    _start_row(tx, move.row)
    advance(tx)


def _legal_luck(s: State, player: int) -> Sequence[Move]:
    return [_TAKES[c] for c, left in zip(LUCK_CARDS, s.piles, strict=True) if left]


def _luck_reason(s: State, player: int, move: Move) -> str | None:
    assert isinstance(move, TakeLuck)
    if move.card not in LUCK_CARDS:
        return f"clover: the good-luck cards are {' and '.join(LUCK_CARDS)}, not {move.card!r}"
    if not s.piles[LUCK_CARDS.index(move.card)]:
        return f"clover: the {move.card} pile is empty"
    return None


def _play_luck(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, TakeLuck)
    tx.pop()
    tx.emit(LuckTaken(player, move.card))
    advance(tx)


def board_phases() -> tuple[Phase[Any], ...]:
    """The board game's phases: the simultaneous choice and the prompts of placing."""
    return (
        simultaneous(CHOOSE, actors=_choosers, legal=legal_choose, reveal=_reveal,
                     check=choose_reason, on_enter=_enter_choose, moves=(PlayTile,),
                     help="everyone chooses a tile (two while a 2T space shows)"),
        prompt(PLACE, legal=place_moves, play=_play_place, check=place_reason,
               moves=(Place, PlayStop, PlaySwap, PlayJump, PlayToStart, PlayAscending, PlayExtra,
                      PlayPlusFive, PlayTwoPositive),
               help="play cards before your tile is placed, or place it"),
        prompt(SWAP_TILE, legal=_legal_tile, play=_play_tile, check=tile_reason, moves=(PlayTile,),
               help="swap: choose the tile to play instead"),
        prompt(EXTRA_TILE, legal=_legal_tile, play=_play_tile, check=tile_reason, moves=(PlayTile,),
               help="extra: choose the extra tile"),
        prompt(PICK_ROW, legal=_legal_row, play=_play_row, check=_row_reason, moves=(PickRow,),
               help="after your take: choose the empty row your tile starts"),
        prompt(LUCK_CARD, legal=_legal_luck, play=_play_luck, check=_luck_reason, moves=(TakeLuck,),
               help="a clover: choose a good-luck card"),
    )
