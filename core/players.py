"""Who plays a seat: the :class:`Bot` protocol (anything that picks a move from a view and the
legal moves), the uniform :class:`RandomBot`, what a search bot may ask of a match
(:class:`Seat`, an allow-list of what its seat may know) and :func:`decide`, the one place a
bot is asked for a move. The engine plays them (:func:`senet.play_out`); the bots themselves
(search, baselines, choosing one by name) are an application built on this, :mod:`senet.bots`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .errors import InternalError
from .game import Game
from .knowledge import Knowledge
from .match import View
from .rng import Rng, seed_state
from .sim import Sim
from .values import Move

__all__ = ["Bot", "RandomBot", "Seat", "decide"]


class Bot(Protocol):
    """Anything that picks a move from a view and the legal moves.

    A bot whose ``needs_view`` is false is handed ``None`` instead of a view
    (the random bot: building views it would not read costs playout speed).
    A bot may also offer ``pick(view, legal) -> int``, the position of its
    move in ``legal``, which ``play_out`` prefers. A search bot offers
    ``search(seat: Seat) -> int`` instead: the position in ``seat.legal`` of its
    move, found through what its :class:`Seat` lets it ask (its view and search
    copies of the match as its seat may know it).
    """

    needs_view: bool

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """One of ``legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal moves, from its own seeded generator."""

    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed ^ 0x5EED))

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """A uniformly random legal move."""
        return legal[self.pick(view, legal)]

    def pick(self, view: View | None, legal: Sequence[Move]) -> int:
        """The position in ``legal`` of a uniformly random move (what ``play_out`` asks: a
        position needs no search to know the move was listed)."""
        n = len(legal)
        return 0 if n == 1 else self.rng.below(n)


class Seat:
    """What a search bot may ask of a match at its seat's decision: its view, its legal moves
    and search copies (:meth:`determinized`), never the match itself.

    It holds the seat's :class:`senet.knowledge.Knowledge` (taken by an allow-list: the
    masked state, what the seat cannot see as a sorted multiset, its own commit), its view
    and its legal moves, and nothing else of the match: a copy holds only what the seat
    may know, the rest sampled (see :meth:`senet.Match.determinized`).
    """

    __slots__ = ("_knows", "_view", "legal", "player")

    def __init__(self, match: Sim[Any], player: int, legal: Sequence[Move] | None = None) -> None:
        self._knows: Knowledge[Any] = Knowledge(match, player)
        self._view = match.view(player)
        self.player = player
        self.legal: tuple[Move, ...] = tuple(legal if legal is not None else match.legal_moves(player))

    @property
    def game(self) -> Game[Any]:
        """The game's declaration (rules, no state)."""
        return self._knows.game

    @property
    def players(self) -> int:
        """How many seats the match has."""
        return self._knows.players

    def view(self) -> View:
        """What this seat sees now."""
        return self._view

    def determinized(self, seed: int) -> Sim[Any]:
        """A copy of the match that this seat cannot tell from the real one, sampled with
        ``seed``: a lean :class:`senet.Sim` (nothing recorded; it plays as fast as the engine
        can)."""
        copy: Sim[Any] = self._knows.sample(seed, lean=True)
        return copy


def decide(bot: Bot, match: Sim[Any], seat: int, legal: Sequence[Move] | None = None
           ) -> tuple[int, Move]:
    """The move ``bot`` makes for ``seat`` now, and its position in ``legal`` (the seat's legal
    moves, asked of the match when not given): the one place a bot is asked for a move.

    A search bot is handed a :class:`Seat` (its view and search copies, never the match); a
    bot with ``pick`` gives a position; else ``choose`` gives a move, whose position is -1
    when it is not one of ``legal`` itself (an equal move it built: ``Match.submit`` checks
    it). :class:`~senet.errors.InternalError` when a position is not one of ``legal``.
    """
    if legal is None:
        legal = match.legal_moves(seat)
    search = getattr(bot, "search", None)
    if search is not None:
        at = search(Seat(match, seat, legal))
    else:
        view = match.view(seat) if bot.needs_view else None
        pick = getattr(bot, "pick", None)
        if pick is None:
            move = bot.choose(view, legal)
            return next((i for i, m in enumerate(legal) if m is move), -1), move
        at = pick(view, legal)
    if type(at) is not int or not 0 <= at < len(legal):
        raise InternalError(f"the bot of player {seat} picked position {at!r} of {len(legal)}")
    return at, legal[at]
