"""Loading save files: verified by re-playing every move under the installed rules.

Nothing is unpickled or evaluated; every failure is a :class:`SaveFormatError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any

from .create import check_setup, create_match
from .decisions import Ask
from .errors import OptionError, SaveFormatError, SenetError, UnknownGame
from .flow import OVER, Entry, Flow
from .game import Game
from .match import Match
from .registry import Registry, default_registry
from .savefile import VERSION, codec_for, hash_of, read_header_untrusted, snapshot_digest_ok
from .validity import state_problems
from .values import Move
from .words import quoted

__all__ = ["FILL_LONE", "load_match", "load_save", "resume_match", "unasked_lone"]

FILL_LONE = "fill_lone"
"""Set by :func:`unasked_lone` in a migrated envelope: play single-option decisions between moves."""


def load_match(data: bytes, registry: Registry | None = None, *, upto: int | None = None
               ) -> Match[Any]:
    """Verify a save file and return its match, replayed (to move ``upto`` if given).

    Raises only :class:`SaveFormatError` (and :class:`OptionError` for an ``upto`` that is not
    a move number: the caller's mistake, not the file's).
    """
    return load_save(data, registry, upto=upto)[1]


def load_save(data: bytes, registry: Registry | None = None, *, upto: int | None = None
              ) -> tuple[dict[str, Any], Match[Any]]:
    """:func:`load_match`, with the file's header as it was read
    (:func:`senet.savefile.read_header_untrusted`): the file is read once."""
    if upto is not None and (type(upto) is not int or upto < 0):
        raise OptionError(f"upto is a move number from 0, not {quoted(upto)}")
    try:
        header = read_header_untrusted(data)
        return header, _load_untrusted(header, registry, upto)
    except SaveFormatError:
        raise
    except Exception as exc:  # a game bug met while replaying hostile input
        raise SaveFormatError(f"the save could not be replayed ({type(exc).__name__}: {exc})"
                              ) from None


def _load_untrusted(header: dict[str, Any], registry: Registry | None, upto: int | None) -> Match[Any]:
    registry = registry or default_registry()
    envelope, migrated, game = _upgraded(header, registry)
    codec = codec_for(game)
    version = envelope["version"]
    try:
        state, custom = None, envelope.get("start") is not None
        if custom:
            state = codec.structure_untrusted(envelope["start"]["state"], game.state_type, "start state")
        match = create_match(game, envelope["players"], envelope["seed"], envelope["options"], state,
                             custom, registry, True, observe=False, confirm=envelope.get("confirm", False))
    except SenetError as exc:
        if isinstance(exc, SaveFormatError):
            raise
        raise SaveFormatError(f"the save's set-up is refused: {exc}") from None
    moves = envelope["moves"]
    checks = _checkpoints(envelope["checkpoints"], len(moves), migrated)
    stop = len(moves) if upto is None else max(0, min(upto, len(moves)))
    expected = next(checks, None)
    if expected is not None and expected[0] == 0:
        if expected[1] != _hash_after(match, 0, version):
            raise SaveFormatError(
                "the state before the first move differs from the save's hash: "
                "the file was altered or was made by other rules"
            )
        expected = next(checks, None)
    fill = migrated and envelope.get(FILL_LONE) is True
    read = iter(moves)  # one move at a time (senet.reading.Items), checked for shape as read
    for i, (player, raw) in enumerate(islice(read, stop), start=1):
        move, key = codec.keyed_move_untrusted(raw, f"move {i}")
        if fill:
            _fill_lone(match)
        try:
            match.replay(player, move)
        except SenetError as exc:
            raise SaveFormatError(f"move {i} ({move.tag} by player {player}) is refused: {exc}"
                                  ) from None
        listed = match.moves[-1][1]  # the game's own listed object, equal to ``move``
        if listed is not move:
            codec.adopt(key, listed)
        if expected is not None and expected[0] == i:
            if expected[1] != _hash_after(match, i, version):
                raise SaveFormatError(
                    f"state after move {i} differs from the save's hash: "
                    "the file was altered or was made by other rules"
                )
            expected = next(checks, None)
    if fill:
        _fill_lone(match)
    for _ in read:
        pass  # the moves after ``upto``: their shape only
    if stop < len(moves):
        match.checkpoints = [c for c in match.checkpoints if c[0] <= stop]
    match.observe(registry.observer(), loaded=True)
    return match


def _checkpoints(table: Iterable[Any], moves: int, migrated: bool) -> Iterator[tuple[int, bytes]]:
    """The save's checkpoints in order (read one at a time), once they are known to lie
    within the moves and to end with the final state's (unless migrated: none are kept)."""
    last = None
    for n, _ in table:
        if n < 0:
            raise SaveFormatError("a checkpoint lies beyond the moves")
        last = n
    if last is not None and last > moves:
        raise SaveFormatError("a checkpoint lies beyond the moves")
    if last != moves and not migrated:
        raise SaveFormatError("the save has no hash of its final state")
    return ((n, h) for n, h in table)


def _hash_after(match: Match[Any], moves: int, version: int) -> bytes:
    """The state hash after ``moves`` moves, as save format ``version`` took it: the one the
    match just took for its own checkpoints (every 16 moves, as the save's), else taken now."""
    if version != VERSION:
        return hash_of(match.game, match.state, match.flow, match.rng_state, version)
    kept = match.checkpoints
    if kept and kept[-1][0] == moves == len(match.moves):
        return kept[-1][1]
    return match.state_hash()


def _fill_lone(match: Match[Any]) -> None:
    """In a save of an engine that never asked a decision with a single option: play the
    ones pending now (the save's next move, or its end, comes after them)."""
    for _ in range(100_000):
        if match.is_over:
            return
        lone = [(p, m) for p in match.to_act if len(m := match.legal_moves(p)) == 1]
        if not lone:
            return
        player, options = lone[0]
        match.replay(player, options[0])
    raise SaveFormatError("the save's single-option decisions never end")


def unasked_lone(envelope: dict[str, Any]) -> dict[str, Any]:
    """A migration for saves of a game's rules before it was declared by decisions.

    Their moves mean the same under the next version, but their engine never asked a
    decision with a single option; the next version asks its private decisions even
    then. Loading plays every such decision in between the save's moves. Use it as
    ``migrations={1: senet.unasked_lone}``.
    """
    return {**envelope, "rules": envelope["rules"] + 1, FILL_LONE: True}


def resume_match(data: bytes, registry: Registry | None = None) -> Match[Any]:
    """The match a :func:`snapshot_match` file holds, without re-playing its moves.

    The snapshot must agree with its own final state hash, which catches
    corruption and a snapshot put together from parts of different
    matches; it does not prove the moves lead there (a deliberately forged
    snapshot can carry a consistent hash). For untrusted files use
    :func:`load_match`, which re-plays every move; it reads snapshots too.
    Raises only :class:`SaveFormatError`.
    """
    try:
        return _resume_untrusted(data, registry)
    except SaveFormatError:
        raise
    except Exception as exc:
        raise SaveFormatError(f"the snapshot could not be read ({type(exc).__name__}: {exc})"
                              ) from None


def _resume_untrusted(data: bytes, registry: Registry | None) -> Match[Any]:
    envelope = read_header_untrusted(data)
    snap = envelope.get("snapshot")
    if not isinstance(snap, dict):
        raise SaveFormatError("this is a save file without a snapshot: load it with load_match")
    if not snapshot_digest_ok(envelope):
        raise SaveFormatError("the snapshot's digest does not match what the file holds: "
                              "the file was altered or corrupted")
    registry = registry or default_registry()
    game = _game_of(envelope, registry)
    codec = codec_for(game)
    try:
        options = check_setup(game, envelope["players"], envelope["options"], envelope["seed"])
    except SenetError as exc:
        raise SaveFormatError(f"the snapshot's set-up is refused: {exc}") from None
    version = envelope["version"]
    state = codec.structure_untrusted(snap.get("state"), game.state_type, "snapshot state")
    flow = codec.structure_untrusted(_flow_data(snap.get("flow"), version), Flow, "snapshot flow")
    log = codec.structure_untrusted(snap.get("log"), list[Entry], "snapshot log")
    rng, seq = snap.get("rng"), snap.get("seq")
    if type(rng) is not int or not 0 <= rng < 2**64 or type(seq) is not int or seq < 0:
        raise SaveFormatError("the snapshot's generator state or sequence number is malformed")
    if flow.at != OVER and flow.at not in game.decision_map:
        raise SaveFormatError("the snapshot's flow names no decision of this game")
    if len(flow.commits) != envelope["players"]:
        raise SaveFormatError("the snapshot's hidden commits do not match the player count")
    problems = state_problems(game, state, envelope["players"])
    if problems:
        raise SaveFormatError(f"the snapshot's state is impossible: {'; '.join(problems)}")
    moves = [(player, codec.structure_untrusted(raw, Move, f"move {i}"))
             for i, (player, raw) in enumerate(envelope["moves"], start=1)]
    start = None
    if envelope.get("start") is not None:
        start = codec.structure_untrusted(envelope["start"]["state"], game.state_type, "start state")
    checks = dict((n, h) for n, h in envelope["checkpoints"])
    match = Match.restore(game, envelope["players"], options, envelope["seed"], state, flow, rng,
                          moves=moves, log=log, seq=seq, start=start,
                          checkpoints=sorted((n, h) for n, h in checks.items() if n < len(moves))
                          if version == VERSION else [],  # older hashes are not today's: dropped
                          confirm=envelope.get("confirm", False))
    if checks.get(len(moves)) != hash_of(game, match.state, match.flow, match.rng_state, version):
        raise SaveFormatError("the snapshot's state differs from its own final hash: "
                              "the file was altered or corrupted")
    problem = _flow_problem(match)
    if problem is not None:
        raise SaveFormatError(f"the snapshot's flow is impossible: {problem}")
    match.observe(registry.observer(), loaded=True)
    return match


def _flow_problem(match: Match[Any]) -> str | None:
    """Why a restored match's flow could not have come from play, or ``None``: the phase must
    be the decision ``pending`` asks (or the end), pending commits only of seats asked and
    each one of their listed moves, and not every asked seat committed (that would have
    revealed); a decision nobody would have been asked (every asked seat with one public
    option) cannot be waiting."""
    game, state, flow = match.game, match.state, match.flow
    phase = flow.at
    if flow.over:
        return None if phase == OVER else f"a finished match rests in {OVER!r}, not {phase!r}"
    now = game.pending(state)
    if not isinstance(now, Ask):
        return f"the state asks nobody, yet the match waits in {phase!r}"
    if now.decision.name != phase:
        return f"the state asks {now.decision.name!r}, not {phase!r}"
    asked = now.players
    simultaneous = now.decision.reveal is not None
    for seat, commit in enumerate(flow.commits):
        if commit is None:
            continue
        if not simultaneous or seat not in asked:
            return f"seat {seat} has a pending commit but is not choosing in secret now"
        if commit not in match.legal_moves(seat):
            return f"seat {seat}'s pending commit is not one of their legal moves"
    if simultaneous and all(flow.commits[p] is not None for p in asked):
        return "every seat asked has committed, which would have revealed the choices"
    if not match.confirm and not now.decision.private and all(len(match.legal_moves(p)) == 1 for p in asked):
        return f"{phase!r} has one public option for everyone asked, so it would have been played"
    return None


def _flow_data(data: Any, version: int) -> Any:
    """A snapshot's flow as today's plain data: save format version 1 wrote it as a stack of
    one frame naming the phase (``{"stack": [{"phase": P, "player": None}], ...}``)."""
    if version != 1 or not isinstance(data, dict):
        return data
    stack = data.get("stack")
    if not (isinstance(stack, list) and len(stack) == 1 and isinstance(stack[0], dict)
            and set(stack[0]) == {"phase", "player"} and stack[0]["player"] is None
            and set(data) == {"stack", "commits", "over"}):
        raise SaveFormatError("snapshot flow: a version 1 flow is a stack of one frame")
    return {"at": stack[0]["phase"], "commits": data["commits"], "over": data["over"]}


def _game_of(envelope: dict[str, Any], registry: Registry, known: Game[Any] | None = None) -> Game[Any]:
    """The installed game a save names (``known``, when it is that one), at the save's rules
    version."""
    try:
        name = envelope["game"]
        game = known if known is not None and known.name == name else registry.get(name)
    except UnknownGame as exc:
        raise SaveFormatError(f"the save is for an unknown game: {exc}") from None
    if envelope["rules"] != game.rules_version:
        raise SaveFormatError(
            f"the save is for {game.name} rules version {envelope['rules']}; "
            f"installed is version {game.rules_version}"
        )
    return game


def _upgraded(envelope: dict[str, Any], registry: Registry) -> tuple[dict[str, Any], bool, Game[Any]]:
    """A save of older rules brought up to the installed ones by the game's migrations
    (each maps version n's envelope to version n + 1's, or to another game's when a game
    was split, such as nimmt's classic variant becoming ``nimmt-classic``; ``None``: the
    moves mean the same under version n + 1); whether it was migrated.

    A migrated save's state hashes were taken under other rules: they are dropped,
    and the save is verified by re-playing its moves under the installed rules.
    """
    migrated = False
    first, original = envelope["game"], envelope["rules"]
    game: Game[Any] | None = None
    for _ in range(100):
        try:
            game = registry.get(envelope["game"])
        except UnknownGame:
            game = None
            break  # _game_of says so
        version = envelope["rules"]
        if version >= game.rules_version:
            break
        if version not in game.migrations:
            raise SaveFormatError(
                f"the save is for {game.name} rules version {version}, which cannot be brought "
                f"to the installed version {game.rules_version}")
        step = game.migrations[version]
        try:
            envelope = step(dict(envelope)) if step is not None else {**envelope, "rules": version + 1}
        except Exception as exc:
            raise SaveFormatError(f"the save's migration from {game.name} rules version {version} "
                                  f"failed: {type(exc).__name__}: {exc}") from None
        if not isinstance(envelope, dict) or not isinstance(envelope.get("rules"), int) \
                or not isinstance(envelope.get("game"), str) \
                or (envelope["game"] == game.name and envelope["rules"] <= version):
            raise SaveFormatError(f"{game.name}: the migration from rules version {version} "
                                  "gave no later version")
        migrated = True
    if migrated:
        envelope["checkpoints"] = []
        if envelope.get("start") is not None:
            raise SaveFormatError(
                f"the save starts from a position kept in the types of {first} rules version "
                f"{original}, which cannot be read by {envelope['game']} rules version {envelope['rules']}")
    return envelope, migrated, _game_of(envelope, registry, game)
