"""The conformance suite's checks, one function per check at one moment of a match.

Each raises ``AssertionError`` with a sentence when the check fails; the runner in
:mod:`senet.testing.conformance` names the check, the case and the move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import attrs

from ..create import new_match, start_match
from ..errors import IllegalMove
from ..faces import declared_encoding
from ..flow import Entry
from ..loading import load_match
from ..match import Match, View
from ..registry import Registry
from ..rng import Rng
from ..savefile import codec_for, move_type_problem
from ..serial import pack
from ..values import Move
from .case import Case

__all__ = [
    "commits_hidden", "every_move", "listed_accepted", "log_bytes", "random_move", "refusals_agree",
    "replays", "result_fits", "same_bytes", "save_reload", "someone_acts", "start_from_state",
    "unlisted_refused", "view_bytes",
]


# -- what the checks compare -------------------------------------------------------------------


def view_bytes(match: Match[Any], player: int | None) -> bytes:
    """A view as bytes, so that two views compare field for field."""
    return pack(codec_for(match.game).unstructure(match.view(player), View))


def log_bytes(match: Match[Any], player: int | None, start: int = 0) -> bytes:
    """The log as ``player`` saw it (from entry ``start``), as bytes."""
    codec = codec_for(match.game)
    return pack([codec.unstructure(e, Entry) for e in match.log_for(player)[start:]])


def _fingerprint(match: Match[Any]) -> tuple[Any, ...]:
    return match.save(), match.state_hash(), len(match.log)


def _mutants(move: Move, rng: Rng) -> list[Move]:
    """Moves like ``move`` with one field changed (most of them illegal)."""
    out: list[Move] = []
    for field in attrs.fields(cast(Any, type(move))):
        value = getattr(move, field.name)
        options: list[Any] = []
        if isinstance(value, bool):
            options = [not value]
        elif isinstance(value, int):
            options = [value + 1, value - 1, -1, 1000, rng.below(120)]
        elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            options = [value[:-1], (*value, rng.below(120)), tuple(v + 1 for v in value), ()]
        elif value is None:
            options = [0, 1]
        for option in options:
            try:
                out.append(attrs.evolve(cast(Any, move), **{field.name: option}))
            except (TypeError, ValueError):
                pass
    return out


def _samples(cls: type[Move]) -> list[Move]:
    """A few instances of a move class built from small values."""
    out: list[Move] = []
    for small in (0, 1, 3):
        kwargs: dict[str, Any] = {}
        for field in attrs.fields(cast(Any, cls)):
            kind = str(field.type)
            kwargs[field.name] = ((small,) if "tuple" in kind else bool(small) if "bool" in kind
                                  else small if "int" in kind else "x" if "str" in kind else None)
        try:
            out.append(cls(**kwargs))
        except (TypeError, ValueError):
            continue
    return out


def _choices(match: Match[Any]) -> list[tuple[int, Sequence[Move]]]:
    return [(p, match.legal_moves(p)) for p in range(match.players) if match.may_act(p)]


def _refused(match: Match[Any], player: int, move: Move, why: str) -> None:
    try:
        match.submit(player, move)
    except IllegalMove as refusal:
        assert refusal.reason, f"the refusal of {move!r} gives no reason"
        return
    raise AssertionError(f"{why}: {move!r} by player {player} was accepted")


# -- the checks at one moment of a match ---------------------------------------------------------


def listed_accepted(match: Match[Any], rng: Rng) -> None:
    for player, legal in _choices(match):
        sample = list(legal) if len(legal) <= 6 else [rng.choice(legal) for _ in range(6)]
        for move in sample:
            try:
                match.copy().submit(player, move)
            except IllegalMove as refusal:
                raise AssertionError(f"listed {move!r} of player {player} refused: {refusal}") from None


def unlisted_refused(match: Match[Any], rng: Rng) -> None:
    before = _fingerprint(match)
    choices = _choices(match)
    acting = {p for p, _ in choices}
    for player, legal in choices:
        listed = set(legal)
        for move in list(legal)[:4]:
            for bad in _mutants(move, rng):
                if bad not in listed:
                    _refused(match, player, bad, "an unlisted move")
            for other in range(match.players):
                if other not in acting:
                    _refused(match, other, move, "a move by a player not asked")
    _refused(match, match.players, choices[0][1][0], "a move by no seat")
    player, legal = choices[0]
    for cls in match.game.moves:
        for bad in _samples(cls):
            if bad not in set(legal):
                _refused(match, player, bad, "an unlisted move")
    assert _fingerprint(match) == before, "a refused move changed the match"


TABLE_SAMPLE = 100
"""How many moves of the game's action table ``refusals_agree`` asks about per seat and step."""
LARGEST_TABLE = 20_000
"""An action encoding with more actions than this is not listed out for ``refusals_agree``."""


def every_move(match: Match[Any], registry: Registry) -> tuple[Move, ...]:
    """Every move the game can ever list, from the action encoding its plugin declares (in
    its numbering order), or none when it declares none (or one too large to list out)."""
    encoding = declared_encoding(registry, match.game.name)
    if encoding is None:
        return ()
    size = encoding.size(match.options, match.players)
    if size > LARGEST_TABLE:
        return ()
    return tuple(encoding.decode(i, match.options, match.players) for i in range(size))


def refusals_agree(match: Match[Any], rng: Rng, universe: Sequence[Move]) -> None:
    """A decision's ``refusal`` is its rule in words, and its ``options`` the one list of what
    is legal: the refusal gives no reason for any listed move, and a reason for every
    unlisted move of the decision's move types that is asked about (one-field changes of
    listed moves, small samples, and a sample of ``universe``, every move the game can list).
    So a lister written for speed is checked against the rule here, for every game."""
    decision = match.decision
    if decision is None or decision.refusal is None:
        return
    refusal, kinds = decision.refusal, decision.move_types
    table = [move for move in universe if isinstance(move, kinds)]
    for player, legal in _choices(match):
        for move in legal:
            said = refusal(match.state, player, move)
            assert said is None, (f"{decision.name}: listed {move!r} of player {player} is refused by the "
                                  f"decision's refusal ({said!r})")
        asked = table if len(table) <= TABLE_SAMPLE else [rng.choice(table) for _ in range(TABLE_SAMPLE)]
        for move in list(legal)[:4]:
            asked += _mutants(move, rng)
        for kind in kinds:
            asked += _samples(kind)
        listed = set(legal)
        for move in asked:
            if move in listed or move_type_problem(match.game, move) is not None:
                continue
            assert refusal(match.state, player, move), (
                f"{decision.name}: the refusal gives no reason for {move!r} of player {player}, which "
                "is not listed: the rule it words and the listed options disagree")


def commits_hidden(match: Match[Any]) -> None:
    if match.decision is None or match.decision.reveal is None:
        return
    pending = match.to_act
    for committer in pending:
        if len(pending) < 2:
            return  # this commit would reveal: views may differ then
        legal = match.legal_moves(committer)
        if len(legal) < 2:
            continue
        first, second = match.copy(), match.copy()
        first.submit(committer, legal[0])
        second.submit(committer, legal[-1])
        for viewer in [None, *range(match.players)]:
            if viewer != committer:
                assert view_bytes(first, viewer) == view_bytes(second, viewer), (
                    f"player {viewer} can tell player {committer}'s hidden commit from the view")
                assert log_bytes(first, viewer) == log_bytes(second, viewer), (
                    f"player {viewer} can tell player {committer}'s hidden commit from the log")
        return


def save_reload(match: Match[Any], registry: Registry) -> None:
    loaded = load_match(match.save(), registry)
    assert loaded.state_hash() == match.state_hash(), "the loaded match differs"
    assert loaded.moves == match.moves and loaded.to_act == match.to_act, "the loaded match differs"
    assert log_bytes(loaded, None) == log_bytes(match, None), "the loaded log differs"


def start_from_state(match: Match[Any], case: Case, registry: Registry) -> None:
    if any(c is not None for c in match.flow.commits):
        return
    started = start_match(case.game, match.state, case.players, seed=3,
                          options=dict(case.options), registry=registry)
    loaded = load_match(started.save(), registry)
    assert loaded.state_hash() == started.state_hash() and loaded.start is not None


def someone_acts(match: Match[Any]) -> bool:
    choices = _choices(match)
    assert choices, f"nobody can act in {match.flow.at!r}"
    assert set(match.to_act) <= {p for p, _ in choices}, "a player to act may not act"
    for player, legal in choices:
        assert legal, f"player {player} must act in {match.flow.at!r} but has no legal move"
        assert len(set(legal)) == len(legal), "legal moves are listed once each"
    return True


def random_move(match: Match[Any], rng: Rng) -> bool:
    choices = _choices(match)
    pending = [c for c in choices if c[0] in match.to_act]
    player, legal = rng.choice(choices if rng.below(10) == 0 else pending)
    entries = match.submit(player, rng.choice(legal))
    assert entries, "a move records at least one event"
    return True


def result_fits(match: Match[Any], case: Case) -> None:
    result = match.result
    if not match.is_over:
        assert result is None, "an unfinished match has no result"
        return
    assert result is not None, "a finished match has a result"
    assert len(result.ranks) == case.players and min(result.ranks) == 1, "ranks from 1, one per seat"
    assert all(1 <= r <= case.players for r in result.ranks), "ranks within the table"
    assert not match.legal_moves(0) and match.to_act == (), "nobody acts after the end"


def replays(match: Match[Any], registry: Registry, hashes: list[bytes]) -> None:
    data = match.save()
    last = len(hashes) - 1
    for k in sorted({0, 1, last // 3, last // 2, last - 1, last} & set(range(last + 1))):
        replayed = load_match(data, registry, upto=k)
        assert replayed.state_hash() == hashes[k], f"re-playing the save to move {k} gives another state"


def same_bytes(case: Case, registry: Registry, seed: int, played: Match[Any]) -> None:
    again = new_match(case.game, case.players, seed=seed, options=dict(case.options), registry=registry)
    for player, move in played.moves:
        again.submit(player, move)
    assert again.save() == played.save(), "the same seed and moves gave other bytes"
