"""Goofspiel, the game of pure strategy: a complete senet game, read top to bottom.

The rules. Every player holds the cards 1..N (option ``cards``, default 13).
The prizes 1..N are shuffled face down. Each round the top prize is turned
up and every player bids one card from their hand, all at once and in
secret. The highest bid wins the prize. If two or more players share the
highest bid, nobody wins it: the prize is discarded (a lower bid never wins,
even if nobody matched it). Bid cards are gone. After N rounds the highest
total of prizes won wins; equal totals share the place.

What this file demonstrates, in order:

- constants, and the game's one option declared as a :class:`senet.Option`;
- the state: one frozen, tagged attrs value holding a :class:`senet.Deck`
  whose order nobody may see;
- a move and the events, each with a stable ``"goofspiel/..."`` tag;
- decide, then evolve: phase functions read ``tx.state`` and ``tx.emit``
  events; :func:`evolve` alone turns an event into the next state;
- a simultaneous phase: the engine keeps each bid secret (its ``Committed``
  event) until the last player has bid, reveals them together (``Revealed``)
  and calls :func:`_reveal`;
- a decision with a single option is not asked: when every hand is down to
  one card, the last round is played without asking anyone;
- :func:`view` (the deck is only a count), :func:`result`,
  :func:`determinize` (re-shuffle what nobody can see), and the texts for
  people: :func:`describe_move`, :func:`describe_event`, :func:`render`;
- the declaration ``GAME``, which ``plugin.py`` hands to the engine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import attrs

from senet import (
    Deck,
    Event,
    Game,
    InternalError,
    Move,
    Option,
    OptionValue,
    Result,
    Rng,
    Tagged,
    Tx,
    View,
    simultaneous,
)

__all__ = [
    "GAME",
    "Bid",
    "BidsPlayed",
    "GoofState",
    "GoofView",
    "PrizeDiscarded",
    "PrizeTurned",
    "PrizeWon",
]

# -- constants ---------------------------------------------------------------------------

BID = "bid"
"""The one phase: everyone bids for the face-up prize."""

OPTIONS = (
    Option("cards", 13, "cards in each hand, and prizes in the deck (1 to N)",
           minimum=3, maximum=13),
)


# -- state -------------------------------------------------------------------------------


@attrs.frozen
class GoofState(Tagged, tag="goofspiel/state"):
    """The whole table, including what no player may see (the prizes' order)."""

    cards: int
    """N, from the option: the rule functions see only the state, so it is kept here."""
    hands: tuple[tuple[int, ...], ...]
    """Each seat's unplayed cards, ascending. Public: everyone saw the others' bids."""
    prizes: Deck[int]
    """The face-down prizes (order hidden from all); its discard pile holds tied prizes."""
    won: tuple[tuple[int, ...], ...]
    """The prizes each seat has won, in the order won."""
    prize: int | None = None
    """The face-up prize being bid for; ``None`` between rounds and at the end."""
    round: int = 0
    """How many prizes have been turned up."""


# -- moves -------------------------------------------------------------------------------


@attrs.frozen
class Bid(Move, tag="goofspiel/bid"):
    """Bid one card from your hand for the face-up prize."""

    card: int


# -- events ------------------------------------------------------------------------------
# All public. The bids are hidden by the engine (``senet.Committed`` has the
# bid as a secret field) and the prizes' order never appears in an event:
# it is in the state from set-up, and ``PrizeTurned`` names a prize only
# once it is face up.


@attrs.frozen
class PrizeTurned(Event, tag="goofspiel/prize_turned"):
    """The top prize was turned face up: round ``round`` (from 1) begins."""

    round: int
    prize: int


@attrs.frozen
class BidsPlayed(Event, tag="goofspiel/bids_played"):
    """Every seat's bid, by seat; the cards leave the hands.

    ``forced``: the last cards, played without asking (each hand had one card).
    """

    bids: tuple[int, ...]
    forced: bool = False


@attrs.frozen
class PrizeWon(Event, tag="goofspiel/prize_won"):
    """``player``'s bid was the single highest: they take the prize."""

    player: int
    prize: int
    bid: int


@attrs.frozen
class PrizeDiscarded(Event, tag="goofspiel/prize_discarded"):
    """``players`` tied with the highest bid: nobody takes the prize."""

    prize: int
    bid: int
    players: tuple[int, ...]


EVENTS: tuple[type[Event], ...] = (PrizeTurned, BidsPlayed, PrizeWon, PrizeDiscarded)


# -- set-up and evolve -------------------------------------------------------------------


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> GoofState:
    """Hands of 1..N for everyone, and the prizes 1..N shuffled face down."""
    cards = options["cards"]
    assert isinstance(cards, int)  # the engine checked it against OPTIONS
    ranks = tuple(range(1, cards + 1))
    return GoofState(
        cards=cards,
        hands=(ranks,) * players,
        prizes=Deck.shuffled(ranks, rng, limit=0),
        won=((),) * players,
    )


def start(state: GoofState) -> str:
    """The phase a new match begins in."""
    return BID


def evolve(state: GoofState, event: Event) -> GoofState:
    """The state after ``event``: the only place a state is changed."""
    match event:
        case PrizeTurned(round=number, prize=prize):
            rest = tuple(c for c in state.prizes.cards if c != prize)
            return attrs.evolve(state, prizes=attrs.evolve(state.prizes, cards=rest),
                                prize=prize, round=number)
        case BidsPlayed(bids=bids):
            hands = tuple(tuple(c for c in hand if c != bid)
                          for hand, bid in zip(state.hands, bids, strict=True))
            return attrs.evolve(state, hands=hands)
        case PrizeWon(player=player, prize=prize):
            won = list(state.won)
            won[player] = (*won[player], prize)
            return attrs.evolve(state, won=tuple(won), prize=None)
        case PrizeDiscarded(prize=prize):
            return attrs.evolve(state, prizes=state.prizes.discarding(prize), prize=None)
    raise InternalError(f"goofspiel cannot apply {event!r}")


# -- rules: who acts, what they may do, what happens ---------------------------------------


def _everyone(state: GoofState) -> range:
    return range(len(state.hands))


def _legal_bids(state: GoofState, player: int) -> Sequence[Move]:
    return [Bid(card) for card in state.hands[player]]


def _check_bid(state: GoofState, player: int, move: Move) -> str | None:
    """Why a bid is refused (a sentence for the player), or ``None``; agrees with the list."""
    assert isinstance(move, Bid)  # the phase allows only Bid; the engine checked
    if move.card in state.hands[player]:
        return None
    if 1 <= move.card <= state.cards:
        return f"card {move.card} was already played"
    return f"there is no card {move.card}: the cards are 1 to {state.cards}"


def _turn_prize(tx: Tx[GoofState]) -> None:
    """Turn up the next prize; if every hand has one card left, play that round at once."""
    tx.emit(PrizeTurned(tx.state.round + 1, tx.state.prizes.cards[0]))
    if all(len(hand) == 1 for hand in tx.state.hands):
        _settle(tx, tuple(hand[0] for hand in tx.state.hands), forced=True)


def _reveal(tx: Tx[GoofState], commits: tuple[Move | None, ...]) -> None:
    """Every seat has bid: the engine passes the bids by seat."""
    bids: list[int] = []
    for move in commits:
        assert isinstance(move, Bid)  # every seat acts in this phase
        bids.append(move.card)
    _settle(tx, tuple(bids))


def _settle(tx: Tx[GoofState], bids: tuple[int, ...], *, forced: bool = False) -> None:
    """Spend the bids, give the prize to the single highest bid, go on or end."""
    prize = tx.state.prize
    assert prize is not None
    tx.emit(BidsPlayed(bids, forced))
    top = max(bids)
    bidders = tuple(p for p, bid in enumerate(bids) if bid == top)
    if len(bidders) == 1:
        tx.emit(PrizeWon(bidders[0], prize, top))
    else:
        tx.emit(PrizeDiscarded(prize, top, bidders))
    if tx.state.prizes.cards:
        _turn_prize(tx)
    else:
        tx.end()


BID_PHASE = simultaneous(
    BID,
    actors=_everyone,
    legal=_legal_bids,
    check=_check_bid,
    reveal=_reveal,
    on_enter=_turn_prize,
    moves=(Bid,),
    help="bid one card from your hand for the face-up prize",
)


# -- what players see, and how it ends -----------------------------------------------------


@attrs.frozen
class GoofView:
    """What anyone may know of the table: everything but the prizes' order."""

    cards: int
    round: int
    prize: int | None
    prizes_left: int
    hands: tuple[tuple[int, ...], ...]
    won: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    discarded: tuple[int, ...]


def _scores(state: GoofState) -> tuple[int, ...]:
    return tuple(sum(prizes) for prizes in state.won)


def view(state: GoofState, player: int | None) -> GoofView:
    """The same for every player and for spectators: only the bids differ, and the
    engine's :class:`senet.View` carries those (``committed``, ``my_commit``)."""
    return GoofView(
        cards=state.cards,
        round=state.round,
        prize=state.prize,
        prizes_left=len(state.prizes.cards),
        hands=state.hands,
        won=state.won,
        scores=_scores(state),
        discarded=state.prizes.discard,
    )


def result(state: GoofState) -> Result:
    """Scores are the prizes' total; the highest wins and equal totals share a place."""
    return Result.from_scores(_scores(state))


def determinize(state: GoofState, observer: int | None, rng: Rng) -> GoofState:
    """Nobody sees the prizes' order, so re-shuffle it; everything else is public."""
    return attrs.evolve(state, prizes=state.prizes.redealt(rng))


# -- texts for people ----------------------------------------------------------------------


def _who(player: int, viewer: int | None) -> str:
    return "you" if player == viewer else f"player {player}"


def describe_move(move: Move, view: View | None = None) -> str:
    """A move as a player would say it (a bid needs nothing from the chooser's ``view``)."""
    return f"bid {move.card}" if isinstance(move, Bid) else repr(move)


def describe_event(event: Event, viewer: int | None) -> str:
    """One of this game's events as ``viewer`` reads it.

    The engine's own events (``senet.Committed``, ``senet.Revealed``) are
    described by the ``senet`` command, with :func:`describe_move` for their moves.
    """
    match event:
        case PrizeTurned(round=number, prize=prize):
            return f"round {number}: prize {prize} is turned up"
        case BidsPlayed(bids=bids, forced=forced):
            said = ", ".join(f"{_who(p, viewer)} {bid}" for p, bid in enumerate(bids))
            return f"bids: {said}" + (" (the last cards)" if forced else "")
        case PrizeWon(player=player, prize=prize, bid=bid):
            verb = "win" if player == viewer else "wins"
            return f"{_who(player, viewer)} {verb} prize {prize} with {bid}"
        case PrizeDiscarded(prize=prize, bid=bid, players=players):
            tied = " and ".join(_who(p, viewer) for p in players)
            return f"{tied} tie at {bid}: prize {prize} is discarded"
    return repr(event)


def render(shown: View) -> str:
    """The table as text, for the terminal."""
    table = shown.state
    assert isinstance(table, GoofView)
    if shown.over:
        head = f"Goofspiel, {table.cards} cards: game over"
    else:
        head = (f"Goofspiel, round {table.round} of {table.cards}: prize {table.prize} "
                f"({table.prizes_left} face down)")
    lines = [head]
    for seat, hand in enumerate(table.hands):
        name = "you" if seat == shown.player else f"player {seat}"
        won = "+".join(str(p) for p in table.won[seat]) or "nothing"
        status = ""
        if shown.committed:
            if seat == shown.player and isinstance(shown.my_commit, Bid):
                status = f"  [bid {shown.my_commit.card}]"
            else:
                status = "  [has bid]" if shown.committed[seat] else "  [bidding]"
        cards = " ".join(str(c) for c in hand) or "-"
        lines.append(f"  {name + ':':<10} {table.scores[seat]:3} ({won})  cards: {cards}{status}")
    if table.discarded:
        lines.append("  discarded: " + " ".join(str(p) for p in table.discarded))
    return "\n".join(lines)


# -- the declaration -----------------------------------------------------------------------

GAME: Game[GoofState] = Game(
    name="goofspiel",
    title="Goofspiel",
    summary="Bid your cards in secret for prizes; the single highest bid takes each prize.",
    players=range(2, 5),
    options=OPTIONS,
    state_type=GoofState,
    setup=setup,
    start=start,
    phases=(BID_PHASE,),
    evolve=evolve,
    view=view,
    result=result,
    determinize=determinize,
    moves=(Bid,),
    events=EVENTS,
    tagged=(GoofState,),
    rules_version=1,
    describe_move=describe_move,
    describe_event=describe_event,
    render=render,
)
