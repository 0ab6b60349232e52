#!/usr/bin/env python3
"""What a different hot-path design could reach: the classic card game as one mutable,
single-purpose match object behind the engine's public calls, beside the bare loop.

    python bench/classic_floor.py --seconds 20 --players 4

An experiment for issue 14's classic goal (0.37 of the bare loop), not a game: a
``FloorMatch`` keeps its table in plain lists changed in place and answers ``to_act``,
``legal_moves`` and ``submit`` as a match does (a move from the wrong player or not
listed is refused before anything changes; the moves are shared immutable values),
with no log, no events, no frozen states, no flow and no plugin. It plays the rules
``bench/nimmt_ratio.py``'s bare loop plays, and the two run in alternating slices as
there. Printed: rounds per CPU second of each and the ratio, the figure to set beside
the engine's (``bench/nimmt_ratio.py``): how much of the gap is the engine's design and
how much is Python's cost of answering public calls at all.
"""

from __future__ import annotations

import random
import time

from nimmt_ratio import beside_bare

from senet_games.nimmt.tiles import CARD_BULLS

DECK = tuple(range(1, 105))
PICKS = tuple(("take_row", r) for r in range(4))
"""The row-choice moves, shared (cards are moves too: plain ints)."""


class Refused(Exception):
    """A move that is not legal now; nothing changed."""


class FloorMatch:
    """One match of the classic game with its table in place."""

    def __init__(self, players: int, rng: random.Random) -> None:
        self.players = players
        self.rng = rng
        self.penalties = [0] * players
        self.over = False
        self.rounds = 0
        self._deal()

    def _deal(self) -> None:
        deck = list(DECK)
        self.rng.shuffle(deck)
        p = self.players
        self.hands = [sorted(deck[10 * i:10 * i + 10]) for i in range(p)]
        self.rows = [[c] for c in deck[10 * p:10 * p + 4]]
        self.commits: list[int | None] = [None] * p
        self.waiting: list[tuple[int, int]] = []
        self.picker = -1
        self.to_act: tuple[int, ...] = tuple(range(p))

    def legal_moves(self, player: int) -> list[object]:
        if player not in self.to_act:
            return []
        if self.picker >= 0:
            return list(PICKS)
        return list(self.hands[player])

    def submit(self, player: int, move: object) -> None:
        if player not in self.to_act:
            raise Refused(f"it is not player {player}'s decision")
        if self.picker >= 0:
            if move not in PICKS:
                raise Refused(f"{move!r} is not a row")
            row = PICKS.index(move)  # type: ignore[arg-type]
            card, _ = self.waiting.pop(0)
            self.penalties[player] += sum(CARD_BULLS[c] for c in self.rows[row])
            self.rows[row] = [card]
            self.picker = -1
            self._place()
            return
        hand = self.hands[player]
        if type(move) is not int or move not in hand:
            raise Refused(f"{move!r} is not in player {player}'s hand")
        self.commits[player] = move
        self.to_act = tuple(p for p in self.to_act if p != player)
        if self.to_act:
            return
        self.waiting = sorted((c, p) for p, c in enumerate(self.commits) if c is not None)
        for p, c in enumerate(self.commits):
            if c is not None:
                self.hands[p].remove(c)
        self.commits = [None] * self.players
        self._place()

    def _place(self) -> None:
        rows, penalties = self.rows, self.penalties
        while self.waiting:
            card, p = self.waiting[0]
            best, best_end = -1, 0
            for i in range(4):
                end = rows[i][-1]
                if best_end < end < card:
                    best, best_end = i, end
            if best < 0:
                self.picker = p
                self.to_act = (p,)
                return
            self.waiting.pop(0)
            if len(rows[best]) == 5:
                penalties[p] += sum(CARD_BULLS[c] for c in rows[best])
                rows[best] = [card]
            else:
                rows[best].append(card)
        if self.hands[0]:
            self.to_act = tuple(range(self.players))
            return
        self.rounds += 1
        if max(penalties) >= 66:
            self.over, self.to_act = True, ()
        else:
            self._deal()


class FloorRunner:
    """Whole matches of ``FloorMatch`` through the public calls, a random choice each."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.rng = random.Random(1)
        self.deal = random.Random(2)
        self.moves = 0

    def rounds(self, budget: float) -> tuple[int, float]:
        choose = self.rng.choice
        rounds = 0
        start = time.process_time()
        while time.process_time() - start < budget:
            match = FloorMatch(self.players, self.deal)
            legal_moves, submit = match.legal_moves, match.submit
            while not match.over:
                player = match.to_act[0]
                submit(player, choose(legal_moves(player)))
                self.moves += 1
            rounds += match.rounds
        return rounds, time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    """The floor match beside the bare loop."""
    return beside_bare("floor", FloorRunner, __doc__ or "", argv)


if __name__ == "__main__":
    raise SystemExit(main())
