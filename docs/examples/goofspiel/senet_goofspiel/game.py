"""Goofspiel, the game of pure strategy: a complete senet game, read top to bottom.

The rules. Every player holds the cards 1..N (option ``cards``, default 13).
The prizes 1..N are shuffled face down. Each round the top prize is turned
up and every player bids one card from their hand, all at once and in
secret. The highest bid wins the prize. If two or more players share the
highest bid, nobody wins it: the prize is discarded (a lower bid never wins,
even if nobody matched it). Bid cards are gone. After N rounds the highest
total of prizes won wins; equal totals share the place.

What this file shows, in order: an option; the state, whose face-down prizes are
a :class:`senet.Pile` (so views show only their number and search copies re-shuffle
them, with no code here); a move and the events (each tagged ``goofspiel/snake_name`` by ``declare``: the
names saves use); one :class:`senet.Evolver` that applies every event; the one decision,
put to every player at once in secret; ``pending``, the one question the engine asks;
and the declaration. How people see the game is beside it, one face per file:
``words.py``, ``table.py`` (the terminal) and ``picture.py`` (the browser).
"""

from collections.abc import Mapping

import attrs

import senet
from senet import Ask, Auto, Decision, Event, Evolver, Move, Pile, Result, Rng, Tx, declare

OPTIONS = (senet.Option("cards", 13, "cards in each hand, and prizes (1 to N)", minimum=3, maximum=13),)


@attrs.frozen
class GoofState:
    """The whole table. Only the prizes' order is hidden, and the Pile says so."""

    cards: int
    hands: tuple[tuple[int, ...], ...]
    prizes: Pile[int]
    won: tuple[tuple[int, ...], ...]
    discarded: tuple[int, ...] = ()
    prize: int | None = None
    round: int = 0

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total of prizes won."""
        return tuple(sum(prizes) for prizes in self.won)


@attrs.frozen
class Bid(Move):
    """Bid one card from your hand for the face-up prize."""

    card: int


@attrs.frozen
class PrizeTurned(Event):
    """The top prize was turned face up: round ``round`` (from 1) begins."""

    round: int
    prize: int = senet.revealed()  # leaves the face-down Pile: a declared reveal


@attrs.frozen
class BidsPlayed(Event):
    """Every seat's bid, by seat; ``forced``: the last cards, played without asking."""

    bids: tuple[int, ...]
    forced: bool = False


@attrs.frozen
class PrizeWon(Event):
    """``player``'s bid was the single highest: they take the prize."""

    player: int
    prize: int
    bid: int


@attrs.frozen
class PrizeDiscarded(Event):
    """``players`` tied with the highest bid: nobody takes the prize."""

    prize: int
    bid: int
    players: tuple[int, ...]


evolve = Evolver[GoofState]()


@evolve.on(PrizeTurned)
def _turned(s: GoofState, e: PrizeTurned) -> GoofState:
    return attrs.evolve(s, prizes=s.prizes.removing(e.prize), prize=e.prize, round=e.round)


@evolve.on(BidsPlayed)
def _played(s: GoofState, e: BidsPlayed) -> GoofState:
    hands = tuple(tuple(c for c in h if c != bid) for h, bid in zip(s.hands, e.bids, strict=True))
    return attrs.evolve(s, hands=hands)


@evolve.on(PrizeWon)
def _won(s: GoofState, e: PrizeWon) -> GoofState:
    won = tuple((*w, e.prize) if p == e.player else w for p, w in enumerate(s.won))
    return attrs.evolve(s, won=won, prize=None)


@evolve.on(PrizeDiscarded)
def _discarded(s: GoofState, e: PrizeDiscarded) -> GoofState:
    return attrs.evolve(s, discarded=(*s.discarded, e.prize), prize=None)


def setup(players: int, options: Mapping[str, senet.OptionValue], rng: Rng) -> GoofState:
    """Hands of 1..N for everyone, and the prizes 1..N shuffled face down."""
    ranks = tuple(range(1, int(options["cards"]) + 1))
    return GoofState(len(ranks), (ranks,) * players, Pile.shuffled(ranks, rng), ((),) * players)


def _turn_prize(tx: Tx[GoofState]) -> None:
    tx.emit(PrizeTurned(tx.state.round + 1, tx.state.prizes.items[0]))


def _reveal(tx: Tx[GoofState], bids: Mapping[int, Bid]) -> None:
    """Spend the bids; the single highest takes the prize, a shared highest discards it."""
    cards = tuple(bids[p].card for p in sorted(bids))
    tx.emit(BidsPlayed(cards, forced=all(len(h) == 1 for h in tx.state.hands)))
    top, prize = max(cards), tx.state.prize or 0
    bidders = tuple(p for p, card in enumerate(cards) if card == top)
    tx.emit(PrizeWon(bidders[0], prize, top) if len(bidders) == 1 else PrizeDiscarded(prize, top, bidders))


def _refusal(s: GoofState, player: int, bid: Bid) -> str | None:
    return None if bid.card in s.hands[player] else f"card {bid.card} was already played" \
        if 1 <= bid.card <= s.cards else f"there is no card {bid.card}: the cards are 1 to {s.cards}"


BID = Decision("bid", Bid, options=lambda s, p: [Bid(c) for c in s.hands[p]], reveal=_reveal,
               refusal=_refusal, help="bid one card from your hand for the face-up prize")


def pending(s: GoofState) -> Ask[GoofState] | Auto[GoofState] | None:
    """Bidding while a prize is up; else turn the next one; the end when none is left."""
    if s.prize is not None:
        return Ask(BID, range(len(s.hands)))
    return Auto("turn", _turn_prize) if s.prizes else None


GAME = declare(
    name="goofspiel", title="Goofspiel", players=range(2, 5), options=OPTIONS,
    summary="Bid your cards in secret for prizes; the single highest bid takes each prize.",
    state=GoofState, setup=setup, pending=pending, decisions=[BID], evolve=evolve,
    result=lambda s: Result.from_scores(s.scores), rules_version=2, migrations={1: None},  # moves replay
)
