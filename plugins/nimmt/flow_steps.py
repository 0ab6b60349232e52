"""What the automatic steps of the board game emit: the deal, the draws, and placing a tile
with the effect of the space it lands on (scores, takes, clovers).

These are pieces of the flow (:mod:`.flow`), shared by its automatic steps and by
the play functions of its decisions; none of them asks anyone anything.
"""

from __future__ import annotations

from senet import Hand, Secret, Tx, score_steps

from .events import (
    ActionsDrawn,
    HandScored,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
)
from .layout import ACTION, BULL, DRAW, POINTS, TAKE, TAKE_HAND
from .rules import is_clover, landing, layout_of, two_tiles
from .state import HAND, BoardState, Luck, hand
from .tiles import TILE_BULLS

__all__ = [
    "choosers", "deal_again", "draw_actions", "effect", "end_round", "forced", "resolve",
    "reveal_forced", "set_up", "start_row",
]

ACTIONS_DEALT = 2
PLUS5 = Luck.PLUS5  # an enum member read from its class costs a lookup through the metaclass
State = BoardState


# -- set-up and draws -----------------------------------------------------------------------------


def set_up(tx: Tx[State]) -> None:
    """Deal 12 tiles each, start the rows, deal the action cards; round 1 begins."""
    s = tx.state
    players = s.players
    tiles = tx.rng.shuffled(s.stock.items)
    for p in range(players):
        tx.emit(TilesDealt(p, Hand(p, sorted(tiles[p * HAND:(p + 1) * HAND]))))
    rows = layout_of(s).start_rows(players)
    firsts = tiles[players * HAND:players * HAND + len(rows)]
    tx.emit(RowsStarted(tuple(zip(rows, firsts, strict=True))))
    if s.pro:
        for p in range(players):
            draw_actions(tx, p, ACTIONS_DEALT)
    tx.emit(RoundStarted(1, 1))


def deal_again(tx: Tx[State]) -> None:
    """Basic side, 2-3 players: everyone takes 12 new tiles from the stock."""
    s = tx.state
    players = s.players
    count = min(HAND, len(s.stock) // players)
    tiles = tx.rng.shuffled(s.stock.items)
    for p in range(players):
        tx.emit(TilesDealt(p, Hand(p, sorted(tiles[p * count:(p + 1) * count]))))


def draw_actions(tx: Tx[State], player: int, count: int) -> None:
    """``player`` draws ``count`` action cards, the discards becoming the deck when it runs out."""
    # The deck is kept sorted and a draw picks a random card: the same odds as the top
    # card of a shuffled deck, with no hidden order in the state, the saves or the events.
    s = tx.state
    cards = list(s.deck.items)
    reshuffled = False
    drawn = []
    for _ in range(count):
        if not cards:
            if reshuffled or not s.discard:
                break
            cards, reshuffled = sorted(s.discard), True
        drawn.append(cards.pop(tx.rng.below(len(cards))))
    if drawn:
        tx.emit(ActionsDrawn(player, Hand(player, drawn), reshuffled))


def _draw_tile(tx: Tx[State], player: int) -> None:
    stock = tx.state.stock.items
    if stock:
        tx.emit(TileDrawn(player, Secret(player, stock[tx.rng.below(len(stock))])))


# -- placing a tile -------------------------------------------------------------------------------


def _score(tx: Tx[State], player: int, points: int, why: str) -> None:
    before = tx.state.scores[player]
    clovers = 0
    if points < 0 and tx.state.luck:
        clovers = score_steps(before, before + points, is_clover)
    tx.emit(Scored(player, points, why, clovers))


def _take(tx: Tx[State], player: int, row: int, index: int, positive: tuple[int, ...]) -> None:
    s = tx.state
    space = layout_of(s).rows[row][index]
    slots = s.rows[row]
    mover = slots[index]
    assert mover is not None
    # list comprehensions, not generators (a generator resumes once per item)
    others = tuple(sorted([t for t in slots[:index] if t is not None]))
    gain = sum([TILE_BULLS[t] for t in positive]) if positive else 0
    rest = tuple([t for t in others if t not in positive]) if positive else others
    why = f"{space.code}, two positive" if positive else space.code
    if space.kind == TAKE_HAND:
        tx.emit(RowTaken(player, row, others, rest, mover))
        points = gain
    else:
        tx.emit(RowTaken(player, row, others, (), mover))
        points = gain - sum([TILE_BULLS[t] for t in rest])
    if points:
        _score(tx, player, points, why)


def effect(tx: Tx[State], player: int, row: int, index: int, luck: Luck | None,
           positive: tuple[int, ...] = ()) -> None:
    """The effect of the space ``(row, index)`` for ``player`` (a tile is already on it)."""
    if luck is PLUS5:
        _score(tx, player, 5, "+5 card")
        return
    s = tx.state
    space = layout_of(s).rows[row][index]
    kind = space.kind
    if kind == BULL:
        tile = s.rows[row][index]
        assert tile is not None
        _score(tx, player, space.value * TILE_BULLS[tile], space.code)
    elif kind == POINTS:
        _score(tx, player, space.value, space.code)
    elif kind == TAKE or kind == TAKE_HAND:
        _take(tx, player, row, index, positive)
    elif kind == DRAW:
        _draw_tile(tx, player)
    elif kind == ACTION:
        draw_actions(tx, player, 1)


def resolve(tx: Tx[State], luck: Luck | None = None, positive: tuple[int, ...] = ()) -> None:
    """Place the first waiting tile with the cards played for it, and apply the space."""
    s = tx.state
    tile, player = s.waiting[0]
    land = landing(s, tile, s.mods)
    assert not isinstance(land, str), land
    tx.emit(TilePlaced(player, tile, land.row, land.space, land.start))
    effect(tx, player, land.row, land.effect, luck, positive)


def start_row(tx: Tx[State], row: int) -> None:
    """After a take: the moving tile starts ``row`` (pro side: that first space takes effect)."""
    restart = tx.state.restart
    assert restart is not None
    tx.emit(RowStarted(restart.player, restart.tile, row))
    if tx.state.pro:
        effect(tx, restart.player, row, 0, None)


# -- rounds ---------------------------------------------------------------------------------------


def end_round(tx: Tx[State]) -> None:
    """Every revealed tile is placed: score the end, or start the next round (a new deal)."""
    s = tx.state
    deal = s.deal
    if s.pro:
        if s.emptied:
            for p in range(s.players):
                tiles = hand(s, p)
                tx.emit(HandScored(p, tiles, sum(TILE_BULLS[t] for t in tiles), len(s.actions[p])))
            tx.end()
            return
    elif not (any(s.known) or any([held.items or held.unseen for held in s.hands])):  # no tile held
        if deal > 1 or s.players > 3 or len(s.stock) < s.players:
            tx.end()
            return
        deal_again(tx)
        deal += 1
    tx.emit(RoundStarted(s.round + 1, deal))


def choosers(s: State) -> tuple[int, ...]:
    """The players with a real choice of tiles (one tile, or two of two, is no choice)."""
    most = 2 if two_tiles(s) else 1
    known = s.known
    # len(held), written out: a Hand's __len__ is a Python call
    return tuple([p for p, held in enumerate(s.hands)
                  if len(held.items) + held.unseen + len(known[p]) > most])


def forced(s: State, deciding: tuple[int, ...]) -> list[tuple[int, int]]:
    """``(tile, player)`` of the players who have no choice: they play their whole hand."""
    return [(t, p) for p in range(s.players) if p not in deciding for t in hand(s, p)]


def reveal_forced(tx: Tx[State]) -> None:
    """Nobody has a choice: everyone's forced tiles are revealed at once."""
    tx.emit(TilesRevealed(tuple(sorted(forced(tx.state, ())))))
