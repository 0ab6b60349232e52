"""``Sim``: the lean simulator, for playouts, search, simulations, tournaments and RL.

A :class:`Sim` plays a game from its one declaration through the one pipeline
(:func:`senet.room.play`) and keeps nothing else: no moves, no log, no state hashes, no
observers, and it does not re-check a move it listed itself. It is made in a few
microseconds (:meth:`Sim.new`) and copied in fewer (:meth:`Sim.copy`). A
:class:`senet.Match` is a ``Sim`` with its record on top (moves, log, checkpoints,
observers, saves) and the checks and refusal reasons a move from outside needs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from .decisions import Ask, Decision
from .declaration import check_declaration
from .errors import IllegalMove, InternalError, OptionError, SenetError
from .flow import OVER, Flow, Stopped
from .game import Game, Result
from .options import OptionValue, resolve_options
from .rng import Rng, seed_state
from .room import Memory, Room, advance, play
from .savefile import hash_of, move_type_problem
from .seen import View
from .values import Move
from .words import quoted

__all__ = ["SEEDS", "Sim", "check_setup"]

S = TypeVar("S")
_new = object.__new__
_Key = tuple[int, int, tuple[tuple[str, Any], ...]]
_resolved: dict[_Key, tuple[Game[Any], Mapping[str, OptionValue]]] = {}
"""Options resolved once per game, table size and given options (a playout sets up thousands)."""
SEEDS = range(-(2**63), 2**64)
_LOWEST, _BEYOND = SEEDS.start, SEEDS.stop


def check_setup(game: Game[Any], players: int, options: Mapping[str, object], seed: int
                ) -> dict[str, OptionValue]:
    """The options resolved (defaults filled in), after checking the table size and seed."""
    resolved = resolve_options(game.options, options)
    allowed = game.players_for(resolved)
    if not isinstance(players, int) or isinstance(players, bool) or players not in allowed:
        raise OptionError(
            f"{game.name} is for {allowed.start}-{allowed.stop - 1} players"
            f"{' with these options' if allowed != game.players else ''}, not {players!r}"
        )
    if not isinstance(seed, int) or isinstance(seed, bool) or seed not in SEEDS:
        raise OptionError(f"a seed is an integer from -2**63 to 2**64-1, not {seed!r}")
    return resolved


class Sim(Generic[S]):
    """A game in play, lean: its position and what is legal now, nothing recorded."""

    __slots__ = ("__weakref__", "_tx", "game", "options", "players", "seed")

    def __init__(self, game: Game[S], players: int, options: Mapping[str, OptionValue], seed: int,
                 state: S, flow: Flow, rng_state: int, *, confirm: bool = False, seq: int = 0) -> None:
        self.game = game
        self.players = players
        self.options: Mapping[str, OptionValue] = MappingProxyType(dict(options))
        self.seed = seed
        tx = self._tx = Room(game, state, players, self.options, Rng(rng_state), commits=flow.commits,
                           over=flow.over, at=flow.at, confirm=confirm, seq=seq)
        _settle(tx)

    @classmethod
    def new(cls, game: Game[S], players: int, seed: int = 0,
            options: Mapping[str, object] | None = None, *, confirm: bool = False) -> Sim[S]:
        """A new match of ``game`` set up from ``seed``, lean (the same set-up as
        :func:`senet.new_match`, the same state and generator after it)."""
        if not isinstance(game, Game):
            hint = f": senet.default_registry().get({quoted(game)})" if isinstance(game, str) else ""
            raise OptionError(f"Sim.new takes a senet.Game, not {quoted(game)}{hint}")
        try:  # options resolved once per game, table size and options given
            key: _Key | None = (id(game), players, tuple(sorted(options.items())) if options else ())
            hit = _resolved.get(key)  # type: ignore[arg-type]
        except (AttributeError, TypeError):  # not a mapping, or a value that is no key: said below
            key, hit = None, None
        if hit is None or hit[0] is not game or type(players) is not int or type(seed) is not int \
                or not _LOWEST <= seed < _BEYOND:
            check_declaration(game)
            made: Mapping[str, OptionValue] = MappingProxyType(
                check_setup(game, players, options or {}, seed))
            if len(_resolved) > 256:
                _resolved.clear()
            hit = (game, made)
            if key is not None:
                _resolved[key] = hit
        resolved = hit[1]
        rng = Rng(seed_state(seed))
        try:
            state = game.setup(players, resolved, rng)
            tx = Room(game, state, players, resolved, rng, confirm=confirm)
            try:
                advance(tx)
            except Stopped:
                tx.over, tx.at, tx.asked = True, OVER, None
        except SenetError:
            raise
        except Exception as exc:
            raise InternalError(f"{game.name}: {type(exc).__name__} while setting up: {exc}") from exc
        tx.player = None
        sim: Sim[S] = _new(cls)
        sim.game, sim.players, sim.seed = game, players, seed
        sim.options = resolved  # a MappingProxyType, made once
        sim._tx = tx
        return sim

    # -- where it stands ----------------------------------------------------------------

    @property
    def state(self) -> S:
        """The game state."""
        return self._tx.state

    @property
    def flow(self) -> Flow:
        """Where the match stands: the decision asked, the pending commits, whether over."""
        tx = self._tx
        return Flow(tx.at, tx.commits, tx.over)

    @property
    def rng_state(self) -> int:
        """The generator's whole state."""
        return self._tx.rng.state

    @property
    def seq(self) -> int:
        """The sequence number the next event gets."""
        return self._tx.seq

    @property
    def confirm(self) -> bool:
        """Every decision is asked, even one with a single option."""
        return self._tx.confirm

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self._tx.over

    @property
    def result(self) -> Result | None:
        """The outcome once the match is over, else ``None``."""
        return self.game.result(self._tx.state) if self._tx.over else None

    @property
    def decision(self) -> Decision[S, Any] | None:
        """The decision asked now (``None`` once over)."""
        asked = self._tx.asked
        return asked.decision if asked is not None else None

    @property
    def asked(self) -> tuple[int, ...]:
        """Every player asked now (in a decision put to several at once, also those who
        committed already: they may still change their choice)."""
        asked = self._tx.asked
        return asked.players if asked is not None else ()

    @property
    def to_act(self) -> tuple[int, ...]:
        """The players who must act now (in a decision put to several: not yet committed)."""
        asked = self._tx.asked
        if asked is None:
            return ()
        if asked.decision.reveal is not None:
            commits = self._tx.commits
            return tuple([p for p in asked.players if commits[p] is None])
        return asked.players

    def may_act(self, player: int) -> bool:
        """Whether ``player`` may submit now (a committed player may still change)."""
        return player in self.asked

    def legal_moves(self, player: int) -> Sequence[Any]:
        """Every move ``player`` may submit now (a new list); ``()`` if it is not their decision."""
        listed = self._listed(player)
        return list(listed) if listed else ()

    def _listed(self, player: int) -> tuple[Any, ...]:
        """The legal moves, listed once per position (what a listed move is checked against)."""
        tx = self._tx
        asked = tx.asked
        if asked is not None and player in asked.players:
            return tx.memory.listed(asked.decision.name, tx.state, player)
        return ()

    def next_choice(self) -> tuple[int, tuple[Any, ...]] | None:
        """The first player who must act now, with their legal moves; ``None`` when nobody
        must (the match is over). What a loop of bots asks: see :func:`senet.play_out`."""
        tx = self._tx
        asked = tx.asked
        if asked is None:
            return None
        if asked.decision.reveal is not None:
            commits = tx.commits
            for player in asked.players:  # identity tests: `in` would call each move's __eq__
                if commits[player] is None:
                    break
            else:
                return None
        else:
            player = asked.players[0]
        return player, tx.memory.listed(asked.decision.name, tx.state, player)

    # -- playing ------------------------------------------------------------------------

    def refusal(self, player: int, move: Move) -> IllegalMove | None:
        """Why ``move`` would be refused, or ``None`` if it is legal now."""
        if self._tx.over:
            return IllegalMove("the match is over", "game_over")
        if type(player) is not int or not 0 <= player < self.players:
            return IllegalMove(f"there is no player {player!r}", "no_such_player")
        if player not in self.asked:
            waiting = ", ".join(str(p) for p in self.to_act)
            return IllegalMove(
                f"it is not player {player}'s decision (waiting for player {waiting})",
                "not_your_turn",
            )
        if not isinstance(move, Move):
            return IllegalMove(f"{move!r} is not a move", "not_a_move")
        decision = self._tx.asked.decision  # type: ignore[union-attr]  # asked: player is in it
        kinds = decision.move_types
        if kinds and not isinstance(move, kinds):
            allowed = ", ".join(m.tag for m in kinds)
            return IllegalMove(
                f"{move.tag} is not a move of the decision {decision.name!r} ({allowed})", "unavailable"
            )
        listed = self._listed_copy(player, move)
        return None if listed is not None else IllegalMove(self._unlisted(player, move), "invalid")

    def _listed_copy(self, player: int, move: Move) -> Move | None:
        """The engine's own listed move equal to ``move`` (of the right types), or ``None``."""
        try:
            moves = self._listed(player)
            for listed in moves:  # bots and replays often hand back the listed object: no __eq__ calls
                if listed is move:
                    return listed
            kind = type(move)  # moves are equal only if of one type: no __eq__ across types
            for listed in moves:
                if type(listed) is kind and listed == move:
                    return listed
            return None
        except Exception as exc:
            raise InternalError(f"{self.game.name}: {type(exc).__name__} while listing the legal moves: {exc}"
                                ) from exc

    def _unlisted(self, player: int, move: Move) -> str:
        """Why an unlisted move is refused (the game's code never sees one of the wrong shape)."""
        mistyped = move_type_problem(self.game, move)
        if mistyped is not None:
            return mistyped
        refusal = self._tx.asked.decision.refusal  # type: ignore[union-attr]
        try:
            worded = refusal(self.state, player, move) if refusal is not None else None
            return worded or "not a legal move now"
        except Exception as exc:
            raise InternalError(
                f"{self.game.name}: {type(exc).__name__} while checking {move!r}: {exc}"
            ) from exc

    def _checked(self, player: int, move: Move) -> Move:
        """The listed move equal to ``move`` (of the right types), or :class:`IllegalMove`."""
        asked = self._tx.asked
        if asked is not None and type(player) is int and player in asked.players \
                and isinstance(move, asked.decision.move_types or Move):
            listed = self._listed_copy(player, move)
            if listed is None:
                raise IllegalMove(self._unlisted(player, move), "invalid")
            return listed
        refusal = self.refusal(player, move)
        raise refusal if refusal is not None else InternalError("refusal without a reason")

    def submit(self, player: int, move: Move) -> list[Any]:
        """Play ``move`` for ``player`` (checked against the listed moves); a lean match keeps
        no entries, so it returns none. Raises :class:`IllegalMove` with a reason and leaves
        the match unchanged."""
        play(self._tx, player, self._checked(player, move))
        return []

    def play_index(self, player: int, index: int) -> None:
        """Play ``legal_moves(player)[index]`` (listed, so not checked again)."""
        play(self._tx, player, self._indexed(player, index))

    def _indexed(self, player: int, index: int) -> Move:
        tx = self._tx
        asked = tx.asked
        listed = tx.memory.listed(asked.decision.name, tx.state, player) \
            if asked is not None and player in asked.players else ()
        if type(index) is not int or not 0 <= index < len(listed):
            raise IllegalMove(f"player {player} has {len(listed)} legal moves, not a move {index!r}",
                              "invalid" if listed else "not_your_turn")
        return listed[index]

    def _play_picked(self, picks: Sequence[Any], max_moves: int) -> int:
        """Play up to ``max_moves`` moves, each ``next_choice()``'s options at the position
        ``picks[player](None, options)`` gives (what :func:`senet.play_out` asks random bots,
        the same draws in the same order), without the calls around each move: the moves made."""
        tx = self._tx
        listed = tx.memory.listed
        made = 0
        while made < max_moves:
            asked = tx.asked
            if asked is None:
                break
            decision = asked.decision
            if decision.reveal is not None:
                commits = tx.commits
                for player in asked.players:  # identity tests, as in next_choice
                    if commits[player] is None:
                        break
                else:
                    break  # nobody to act: play_out's general loop reports it
            else:
                player = asked.players[0]
            legal = listed(decision.name, tx.state, player)
            if not legal:
                raise InternalError(f"{self.game.name}: player {player} must act but has no move")
            play(tx, player, legal[picks[player](None, legal)])
            made += 1
        return made

    def play_listed(self, player: int, index: int) -> list[Any]:
        """:meth:`play_index`; a lean match keeps no entries, so it returns none."""
        self.play_index(player, index)
        return []

    def state_hash(self) -> bytes:
        """A 16-byte hash of everything that decides the rest of the match."""
        return hash_of(self.game, self._tx.state, self.flow, self._tx.rng.state)

    def copy(self) -> Sim[S]:
        """An independent match at the same point (the values are shared)."""
        other: Sim[S] = _new(type(self))
        other.game, other.players, other.options = self.game, self.players, self.options
        other.seed = self.seed
        other._tx = self._tx.copy()
        return other

    def view(self, player: int | None) -> View:
        """What ``player`` may know (``None``: a spectator, public information only)."""
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            raise OptionError(f"there is no player {player!r} in this {self.players}-player match")
        tx = self._tx
        together = tx.asked is not None and tx.asked.decision.reveal is not None
        committed = tuple(c is not None for c in tx.commits) if together else ()
        mine = tx.commits[player] if together and player is not None else None
        return View(game=self.game.name, player=player, phase=tx.at, to_act=self.to_act,
                    committed=committed, my_commit=mine, over=tx.over,
                    state=self.game.view(tx.state, player))


def _settle(tx: Room[Any]) -> None:
    """A room restored at rest: the question pending, read from the state."""
    if tx.over:
        tx.asked = None
        return
    now = tx.memory.pending_of(tx.state)
    declared = tx.memory.declared(now.decision.name) if type(now) is Ask else None
    if declared is not None and declared is not now.decision:  # type: ignore[union-attr]
        now = Ask(declared, now.players)  # type: ignore[union-attr]
    tx.asked = now if declared is not None else None  # type: ignore[assignment]


def fresh_memory(sim: Sim[Any]) -> None:
    """Give a sim its own memory, empty (a copy whose state was replaced)."""
    sim._tx.memory = Memory(sim.game)
    _settle(sim._tx)

