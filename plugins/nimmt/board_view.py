"""What a player may know of the board game, the result, and re-dealing the unknown."""

from __future__ import annotations

import attrs

from senet import Deck, Result, Rng

from .board_rules import layout_of, two_tiles
from .board_state import BoardState, Mods, Restart

__all__ = ["BoardView", "determinize", "result", "view"]


@attrs.frozen
class BoardView:
    """One player's (or a spectator's) knowledge of the board game: plain public data,
    plus that player's own hand and action cards."""

    side: str
    luck: bool
    spaces: tuple[tuple[str, ...], ...]
    """The layout: each row's space codes as printed (``"."``, ``"G1"``, ``"T"`` ...)."""
    rows: tuple[tuple[int | None, ...], ...]
    """The tiles on each row's spaces (``None``: a space skipped by a Jump)."""
    markers: tuple[int, ...]
    scores: tuple[int, ...]
    round: int
    deal: int
    two_tiles: bool
    """Whether this round (or the next, while placing) is a two-tile round."""
    hand: tuple[int, ...] | None
    """The viewer's tiles; ``None`` for a spectator."""
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]
    """Tiles everybody saw going into each hand (TH takes, swaps), still there."""
    actions: tuple[str, ...] | None
    """The viewer's action cards; ``None`` for a spectator."""
    action_counts: tuple[int, ...]
    deck_size: int
    discard: tuple[str, ...]
    stock_size: int
    piles: tuple[int, int]
    """Good-luck cards in the open piles: +5, two positive."""
    lucky: tuple[tuple[int, int], ...]
    """Each player's good-luck cards (public: they come from open piles)."""
    waiting: tuple[tuple[int, int], ...]
    """Revealed ``(tile, player)`` still to be placed, the next first."""
    mods: Mods
    """The cards already played for the next tile."""
    barred: tuple[int, ...]
    owed: tuple[int, ...]
    restart: Restart | None
    emptied: bool


def view(state: BoardState, player: int | None) -> BoardView:
    """``player``'s view: their hand and action cards; for everything hidden, only counts."""
    mine = player is not None and 0 <= player < len(state.hands)
    return BoardView(
        side="pro" if state.pro else "basic",
        luck=state.luck,
        spaces=layout_of(state).codes,
        rows=state.rows,
        markers=state.markers,
        scores=state.scores,
        round=state.round,
        deal=state.deal,
        two_tiles=two_tiles(state),
        hand=state.hands[player] if mine and player is not None else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        known=state.known,
        actions=state.actions[player] if mine and player is not None else None,
        action_counts=tuple(len(a) for a in state.actions),
        deck_size=len(state.deck.cards),
        discard=state.deck.discard,
        stock_size=len(state.stock),
        piles=state.piles,
        lucky=state.lucky,
        waiting=state.waiting,
        mods=state.mods,
        barred=state.barred,
        owed=state.owed,
        restart=state.restart,
        emptied=state.emptied,
    )


def result(state: BoardState) -> Result:
    """Most points wins; equal scores share the place."""
    return Result.from_scores(state.scores)


def determinize(state: BoardState, observer: int | None, rng: Rng) -> BoardState:
    """Re-deal what ``observer`` cannot see, keeping every size and every publicly seen tile:
    the other hands and the stock, the other players' action cards and the action deck."""
    others = [p for p in range(len(state.hands)) if p != observer]
    pool = list(state.stock)
    for p in others:
        pool.extend(t for t in state.hands[p] if t not in state.known[p])
    tiles = list(rng.shuffled(pool))
    hands = list(state.hands)
    for p in others:
        keep = state.known[p]
        need = len(hands[p]) - len(keep)
        hands[p] = tuple(sorted((*keep, *tiles[:need])))
        del tiles[:need]
    deck = state.deck
    cards_pool = list(deck.cards)
    for p in others:
        cards_pool.extend(state.actions[p])
    cards = list(rng.shuffled(cards_pool))
    actions = list(state.actions)
    for p in others:
        need = len(actions[p])
        actions[p] = tuple(sorted(cards[:need]))
        del cards[:need]
    return attrs.evolve(state, hands=tuple(hands), stock=tuple(sorted(tiles)), actions=tuple(actions),
                        deck=Deck(tuple(sorted(cards)), deck.discard, deck.reshuffles, deck.limit))
