"""What one seat may know of a match, and the search copies built from that alone.

A search copy must not hold anything its seat could not know, however it is looked at
(its fields, its caches, the closures and objects it reaches). So a copy is never made by
copying the match and blanking what is known to be secret: the next field someone adds
would leak. :class:`Knowledge` takes, by an allow-list, only what the seat may know:

- the game's declaration (rules, no state: the engine keeps no state in it),
  the table size, the options and whether every decision is confirmed;
- the state as the seat sees it (:func:`senet.hidden.mask`: every container hidden from
  it reduced to its size), and what it cannot see as a multiset per pool, sorted
  (:func:`senet.dealing.unseen_pools`): which components are out of sight, not where;
- where the flow stands, with the seat's own pending commit only;
- the log as the seat saw it (unless the copy keeps no log), and its length.

:meth:`Knowledge.sample` deals the unseen components into the masked containers with a
generator made from a fresh seed, and builds a new match from these parts alone: no
moves, no true seed, no true generator state, no way to rebuild the log from the start.

A game that supplies its own ``determinize`` (knowledge the types cannot say) is handed
the true state to sample from: its knowledge then holds the true state, and
``senet check`` proves the copies depend only on what the seat may know (twin matches
must give the same copies). None of the built-in games does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from .dealing import deal_unseen, redeal, unseen_pools
from .flow import Entry, Flow
from .game import Game
from .hidden import mask
from .options import OptionValue
from .rng import Rng, seed_state
from .sim import Sim

__all__ = ["Knowledge"]

S = TypeVar("S")


class Knowledge(Generic[S]):
    """What ``seat`` (``None``: a spectator) may know of a match at one moment."""

    __slots__ = ("_flow", "_log", "_masked", "_pools", "_seq", "_truth", "_type", "confirm", "game",
                 "options", "players", "seat")

    def __init__(self, match: Sim[S], seat: int | None, *, log: Sequence[Entry] | None = None) -> None:
        """``log``: the log as ``seat`` saw it, for copies that keep one (``None``: no log)."""
        game = match.game
        state = match.state
        self.game: Game[S] = game
        self.players: int = match.players
        self.options: dict[str, OptionValue] = dict(match.options)
        self.seat = seat
        self.confirm: bool = match.confirm
        self._type: Any = type(match)
        self._masked: S = mask(state, seat)
        self._pools = unseen_pools(state, seat)
        self._truth: S | None = state if game.determinize is not redeal else None
        flow = match.flow
        kept = tuple(c if p == seat else None for p, c in enumerate(flow.commits))
        self._flow = Flow(flow.at, kept, flow.over)
        self._seq: int = match.seq
        self._log: tuple[Entry, ...] | None = tuple(log) if log is not None else None

    def sample(self, seed: int, *, lean: bool = False) -> Any:
        """A new match that the seat cannot tell from the real one: what it cannot see dealt
        again from a generator seeded with ``seed``, which also draws the copy's future.
        The copy plays on like any match but cannot be saved; ``lean``: a
        :class:`senet.Sim` (no record at all: what search plays)."""
        rng = Rng(seed_state(seed))
        if self._truth is not None:
            state = self.game.determinize(self._truth, self.seat, rng)
        else:
            state = deal_unseen(self._masked, self.seat, self._pools, rng)
        if lean:
            return Sim(self.game, self.players, self.options, seed, state, self._flow, rng.next64(),
                       confirm=self.confirm, seq=self._seq)
        log = self._log
        copy = self._type(self.game, self.players, self.options, seed, state, self._flow, rng.next64(),
                          keep_log=log is not None, confirm=self.confirm, seq=self._seq)
        copy.unsaveable = True
        copy.log = list(log) if log is not None else []
        return copy
