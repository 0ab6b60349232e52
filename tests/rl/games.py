"""Tiny test games whose plugins declare no action encoding, for the derived numbering.

``tiny`` takes turns for ``rounds`` rounds; the seat to act may take 1 to ``most`` of a colour
(a range its move declares with ``bounded``), give to a seat (``seat()``) openly or not, with a
``Literal`` or no remark, or step by 0 to the round number plus the state's ``boost`` (an int
field that declares no range: numbered over what exploration sees). The others are refused:
a move with a text, one with a tuple of any length, one whose int field is never listed.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

import attrs

import senet
from senet import Ask, Decision, Event, Evolver, Game, Move, Option, OptionValue, Result, Rng, Tx, declare
from senet.actions import bounded, seat

__all__ = ["TINY", "Colour", "Give", "Step", "Take", "TinyState", "refused", "registry"]


class Colour(enum.Enum):
    """A colour to take."""

    RED = "red"
    BLUE = "blue"


@attrs.frozen
class Take(Move, tag="tiny/take"):
    """Take ``count`` of ``colour``."""

    colour: Colour
    count: int = bounded(1, "most")


@attrs.frozen
class Give(Move, tag="tiny/give"):
    """Give to seat ``to``."""

    open: bool
    remark: Literal["all", "half"] | None
    to: int = seat()


@attrs.frozen
class Step(Move, tag="tiny/step"):
    """Step by ``by``: an int with no declared range."""

    by: int


@attrs.frozen
class Named(Move, tag="tiny/named"):
    """A move holding a text: no finite domain."""

    text: str


@attrs.frozen
class Many(Move, tag="tiny/many"):
    """A move holding a tuple of any length: no finite domain."""

    items: tuple[int, ...]


@attrs.frozen
class Rare(Move, tag="tiny/rare"):
    """A move no match lists: its int field's values are never seen."""

    value: int


@attrs.frozen
class Huge(Move, tag="tiny/huge"):
    """A move whose declared range is too wide to number."""

    a: int = bounded(0, 999)
    b: int = bounded(0, 999)


@attrs.frozen
class TinyState:
    """The round, whose turn, the steps so far (a tuple with no hint), and a boost to steps."""

    rounds: int
    most: int
    players: int
    round: int = 0
    turn: int = 0
    steps: tuple[int, ...] = ()
    boost: int = 0


@attrs.frozen
class Played(Event, tag="tiny/played"):
    """A seat played; a step's size is kept."""

    player: int
    step: int | None


evolve = Evolver[TinyState]()


@evolve.on(Played)
def _played(s: TinyState, e: Played) -> TinyState:
    steps = s.steps if e.step is None else (*s.steps, e.step)
    return attrs.evolve(s, round=s.round + 1, turn=(s.turn + 1) % s.players, steps=steps)


def _listing(s: TinyState, player: int) -> Sequence[Move]:
    moves: list[Move] = [Take(c, n) for c in Colour for n in range(1, min(s.most, s.round + 1) + 1)]
    moves += [Give(True, None, p) for p in range(s.players) if p != player]
    moves += [Step(by) for by in range(s.round + 1 + s.boost)]
    return moves


def _play(tx: Tx[TinyState], player: int, move: Move) -> None:
    tx.emit(Played(player, move.by if isinstance(move, Step) else None))


def _setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> TinyState:
    return TinyState(int(options["rounds"]), int(options["most"]), players)


def _game(name: str, moves: tuple[type[Move], ...],
          listing: Callable[[TinyState, int], Sequence[Move]] = _listing) -> Game[TinyState]:
    act: Decision[TinyState, Any] = Decision("act", moves, options=listing, play=_play)

    def pending(s: TinyState) -> Ask[TinyState] | None:
        return Ask(act, s.turn) if s.round < s.rounds else None

    return declare(name=name, title=name, players=range(2, 4), state=TinyState, setup=_setup,
                   pending=pending, decisions=[act], evolve=evolve,
                   result=lambda s: Result.from_scores([0] * s.players),
                   options=(Option("rounds", 4, "rounds", minimum=1, maximum=30),
                            Option("most", 3, "most to take", minimum=1, maximum=5)))


TINY = _game("tiny", (Take, Give, Step))


def refused(kind: str) -> Game[TinyState]:
    """A game the derived numbering refuses: its moves hold a ``text``, a ``tuple`` of any
    length, a ``rare`` int field no match lists, or ``huge`` ranges (a million actions)."""
    extra: type[Move] = {"text": Named, "tuple": Many, "rare": Rare, "huge": Huge}[kind]
    return _game(f"tiny-{kind}", (Take, Give, Step, extra))


def registry(*games: Game[Any]) -> senet.Registry:
    """A registry holding only ``games`` (added directly: no plugin, so no declared encoding)."""
    found = senet.Registry(entry_points=False)
    for game in games:
        found.add_game(game)
    return found
