"""Tally, a small card game that keeps its secrets, and variants that each leak one.

Tally. Cards 1 to 3N+6 (N players, 2 to 4) are shuffled; everyone is dealt a hand of
three (a :class:`senet.Hand`), the rest is the face-down draw pile (a :class:`senet.Pile`).
In turn, a player plays a card face up: higher than the last card played if they can,
else any card. The card goes to the table through a ``revealed()`` event field (a
declared reveal); then they draw from the pile (the drawn card is a :class:`senet.Secret`
of theirs in the log). When every hand is empty, the highest total of cards played wins.
Which cards are higher than the last one depends on the hand, so the decision is
``private``.

Each variant, made by :func:`make` with one :class:`Leak`, is the same game with one
change marked ``# LEAK`` below; its game name is the leak's value, and its tags start
with it. Every variant plays to its end and saves; the only thing wrong is the leak.
:class:`Catalogue` is a plugin object providing every game here.
"""

import enum
from collections.abc import Mapping
from typing import Any, TypeVar

import attrs

import senet
from senet import Ask, Decision, Event, Evolver, Game, Hand, Move, Pile, Result, Rng, Secret, Tx
from senet.testing import faced

__all__ = ["BASE", "GAMES", "HAND", "Catalogue", "LastHandTable", "Leak", "Table", "TopTable", "make",
           "registry"]

T = TypeVar("T")
HAND = 3


class Leak(enum.Enum):
    """What a variant tells that it should not; the value is the variant's game name."""

    NONE = "tally"
    PUBLIC_EVENT = "leaky-public-event"
    """(a) A play also tells the next player's hand, in a plain public event field."""
    STATE_FIELD = "leaky-state-field"
    """(b) The state copies the player's hand into a plain tuple, ``last_hand``, after each play."""
    DEALT_COPY = "leaky-dealt-copy"
    """(b') The set-up copies seat 1's hand into ``last_hand``, which nothing changes after."""
    NEXT_CARD = "leaky-next-card"
    """(c) The state copies the pile's top card into a plain field, ``top``, after each draw."""
    CHOICES = "leaky-choices"
    """(d) Which cards a player may play depends on the next player's hand."""
    FLOW = "leaky-flow"
    """(e) The play decision is not private: a player with one card above the last is not asked."""
    TURN_ORDER = "leaky-turn-order"
    """(e') Whoever holds the highest card in hand plays next."""
    TWO_PLAYERS = "leaky-two-players"
    """(f) As (a), but only at a table of two."""
    FOUR_PLAYERS = "leaky-four-players"
    """(f') As (a), but only at a table of four."""
    TEXT = "leaky-text"
    """(g) ``render`` tells the others' hands, from the last true table ``pending`` saw."""
    EVENT_TEXT = "leaky-event-words"
    """(g') ``describe_event`` tells the next hand, from the last table the option lister saw."""
    SEARCH = "leaky-search"
    """(h) The game's own ``determinize`` keeps the truth."""


SHOWN_AT = {Leak.PUBLIC_EVENT: range(2, 5), Leak.TWO_PLAYERS: range(2, 3), Leak.FOUR_PLAYERS: range(4, 5)}
"""The table sizes at which a play shows the next player's hand."""


@attrs.frozen
class Table:
    """The whole table: hands (each seen by its owner), the pile (seen by nobody), the rest public."""

    hands: tuple[Hand[int], ...]
    pile: Pile[int]
    played: tuple[tuple[int, ...], ...]
    """The cards each seat played, face up."""
    turn: int = 0
    last: int = 0
    """The last card played (0: none yet)."""


@attrs.frozen
class LastHandTable(Table):
    """(b) A state with a public copy of a hidden hand."""

    last_hand: tuple[int, ...] = ()


@attrs.frozen
class TopTable(Table):
    """(c) A state with a public copy of the next face-down card."""

    top: int | None = None


_LATEST: dict[str, Table] = {}
"""(g) The last true table ``pending`` saw, by game name."""


def _replaced(items: tuple[T, ...], at: int, item: T) -> tuple[T, ...]:
    return (*items[:at], item, *items[at + 1:])


def make(leak: Leak) -> Game[Table]:
    """Tally with ``leak``: the game name is ``leak.value``, and so is every tag's namespace."""
    name = leak.value
    state_type: type[Table] = {Leak.STATE_FIELD: LastHandTable, Leak.DEALT_COPY: LastHandTable,
                               Leak.NEXT_CARD: TopTable}.get(leak, Table)

    @attrs.frozen
    class Play(Move, tag=f"{name}/play"):
        """Play ``card`` from your hand."""

        card: int

    @attrs.frozen
    class Played(Event, tag=f"{name}/played"):
        """``player`` played ``card`` face up (it leaves their hidden hand: a declared reveal)."""

        player: int
        card: int = senet.revealed()

    @attrs.frozen
    class PlayedShowing(Played, tag=f"{name}/played_showing"):
        """(a, f) A play that also tells the next player's hand."""

        others_hand: tuple[int, ...] = ()  # LEAK (a, f): hidden cards in a plain public field

    @attrs.frozen
    class Drew(Event, tag=f"{name}/drew"):
        """``player`` drew the pile's top card (only they see which)."""

        player: int
        card: Secret[int]

    evolve = Evolver[Table]()

    @evolve.on(Played)
    def _played(s: Table, e: Played) -> Table:
        hand = s.hands[e.player].removing(e.card)
        s = attrs.evolve(s, hands=_replaced(s.hands, e.player, hand), last=e.card,
                         played=_replaced(s.played, e.player, (*s.played[e.player], e.card)),
                         turn=(e.player + 1) % len(s.hands))
        if leak is Leak.STATE_FIELD and isinstance(s, LastHandTable):
            s = attrs.evolve(s, last_hand=hand.items)  # LEAK (b): a hidden hand in a public field
        return s

    @evolve.on(Drew)
    def _drew(s: Table, e: Drew) -> Table:
        pile, drawn = s.pile.draw()
        s = attrs.evolve(s, pile=pile, hands=_replaced(s.hands, e.player, s.hands[e.player].adding(*drawn)))
        if isinstance(s, TopTable):
            s = attrs.evolve(s, top=pile.items[0] if pile else None)  # LEAK (c): the next card, face up
        return s

    if leak in SHOWN_AT:
        evolve.on(PlayedShowing)(_played)

    def setup(players: int, options: Mapping[str, senet.OptionValue], rng: Rng) -> Table:
        deck = rng.shuffled(range(1, HAND * players + 7))
        hands: tuple[Hand[int], ...] = tuple(
            Hand(p, tuple(sorted(deck[p * HAND:(p + 1) * HAND]))) for p in range(players))
        table = state_type(hands, Pile(deck[HAND * players:]), ((),) * players)
        if isinstance(table, LastHandTable) and leak is Leak.DEALT_COPY:
            table = attrs.evolve(table, last_hand=hands[1].items)  # LEAK (b'): dealt face up, in public
        return table

    def options(s: Table, player: int) -> list[Play]:
        if leak is Leak.EVENT_TEXT:
            _LATEST[name] = s  # LEAK (g'), half one: remember the true table
        bar = s.last
        if leak is Leak.CHOICES:  # LEAK (d): the bar is the lowest card of the next player's hand
            bar = min(s.hands[(player + 1) % len(s.hands)], default=0)
        higher = [Play(c) for c in s.hands[player] if c > bar]
        return higher or [Play(c) for c in s.hands[player]]

    def play(tx: Tx[Table], player: int, move: Play) -> None:
        seats = len(tx.state.hands)
        if seats in SHOWN_AT.get(leak, ()):
            tx.emit(PlayedShowing(player, move.card, tx.state.hands[(player + 1) % seats].items))
        else:
            tx.emit(Played(player, move.card))
        if tx.state.pile:
            tx.emit(Drew(player, Secret(player, tx.state.pile.items[0])))

    # LEAK (e): not private, so a lone option (one card above the last) is played without asking.
    play_card = Decision("play", Play, options=options, play=play, private=leak is not Leak.FLOW,
                         help="play a card: higher than the last one if you can")

    def pending(s: Table) -> Ask[Table] | None:
        if leak is Leak.TEXT:
            _LATEST[name] = s  # LEAK (g), half one: remember the true table
        if not any(s.hands):
            return None
        if leak is Leak.TURN_ORDER:  # LEAK (e'): the holder of the highest card in hand plays
            return Ask(play_card, max(range(len(s.hands)), key=lambda p: max(s.hands[p], default=0)))
        return Ask(play_card, s.turn)

    words = senet.Words()
    words.move(Play)(lambda move, view: f"play {move.card}")

    @words.event(Played)
    def _said_played(e: Played, viewer: int | None) -> str:
        truth = _LATEST.get(name) if leak is Leak.EVENT_TEXT else None
        if truth is not None:  # LEAK (g'), half two: the next player's true hand
            after = truth.hands[truth.turn].items
            return f"{senet.who(e.player, viewer)} played {e.card} (next: {after})"
        return f"{senet.who(e.player, viewer)} played {e.card}"

    @words.event(Drew)
    def _said_drew(e: Drew, viewer: int | None) -> str:
        return f"{senet.who(e.player, viewer)} drew {e.card.value or 'a card'}"

    def render(shown: senet.View) -> str:
        t: Table = shown.state
        lines = [f"{name}: last card {t.last or '-'}, {len(t.pile)} in the pile"]
        for p, hand in enumerate(t.hands):
            cards = " ".join(map(str, hand)) if p == shown.player else f"{len(hand)} cards"
            lines.append(f"  {senet.who(p, shown.player)}: {sum(t.played[p])} points, holding {cards}")
        truth = _LATEST.get(name) if leak is Leak.TEXT else None
        if truth is not None:  # LEAK (g), half two: tell the others' true hands
            lines += [f"  (player {p} holds {' '.join(map(str, h))})"
                      for p, h in enumerate(truth.hands) if p != shown.player]
        return "\n".join(lines)

    def keep_truth(s: Table, observer: int | None, rng: Rng) -> Table:
        return s  # LEAK (h): a search copy that re-deals nothing

    return faced(senet.declare(
        name=name, title=f"Tally ({name})", players=range(2, 5), state=state_type, setup=setup,
        pending=pending, decisions=[play_card], evolve=evolve,
        result=lambda s: Result.from_scores(tuple(map(sum, s.played))),
        determinize=keep_truth if leak is Leak.SEARCH else None),
        words=words, render=render)


GAMES = {leak: make(leak) for leak in Leak}
BASE = GAMES[Leak.NONE]


class Catalogue:
    """A plugin object (what an entry point's module would be) providing every game here."""

    @senet.hookimpl
    def senet_games(self) -> list[Game[Any]]:
        """Tally and its leaky variants."""
        return list(GAMES.values())


def registry() -> senet.Registry:
    """A fresh registry holding only the catalogue."""
    games = senet.Registry(entry_points=False)
    games.register(Catalogue())
    return games
