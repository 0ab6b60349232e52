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
from ..flow import Entry
from ..game import Act
from ..hidden import hidden_parts, redeal
from ..loading import load_match
from ..match import Match, View
from ..registry import Registry
from ..rng import Rng
from ..savefile import codec_for
from ..serial import pack
from ..values import Move
from .case import Case

__all__ = [
    "commits_hidden", "flow_hides_secrets", "listed_accepted", "log_bytes", "random_move", "replays",
    "result_fits", "same_bytes", "save_reload", "search_copy", "someone_acts", "start_from_state",
    "unlisted_refused", "view_bytes", "views_hide_secrets",
]

TWIN_STEPS = 8


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


def views_hide_secrets(match: Match[Any], step: int) -> bool:
    """Whether some re-deal changed the state (the check was live)."""
    live = False
    for observer in [None, *range(match.players)]:
        other = match.copy(state=redeal(match.state, observer, Rng(step * 7919 + (observer or 0))))
        live = live or other.state != match.state
        assert view_bytes(other, observer) == view_bytes(match, observer), (
            f"player {observer}'s view changed when only what they cannot see changed")
    return live


def commits_hidden(match: Match[Any]) -> None:
    if match.phase.act is not Act.SIMULTANEOUS:
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


def flow_hides_secrets(match: Match[Any], rng: Rng) -> None:
    """Twins: what the others hold is dealt again among them; the same moves follow.

    Before each move the twins must ask the same players, and show the observer the same
    view and log. Made only where no hidden commit is pending (a commit names what its
    player held); a trial ends when the twins' public logs part (a card revealed by the
    rules, a forced last trick, shows what was held: that is play, not a leak), so a leak
    that shows only together with such a public difference is for the game's own twin
    tests to catch."""
    if any(c is not None for c in match.flow.commits):
        return
    for observer in range(match.players):
        seen: int | None = observer
        twin = match.copy(state=redeal(match.state, observer, rng, piles=False))
        if twin.state == match.state:
            # One other holding (two players): deal it again with the piles. The observer's
            # own draws may then differ, so only what everyone sees is compared.
            twin, seen = match.copy(state=redeal(match.state, observer, rng)), None
            if twin.state == match.state:
                continue
        one, two = match.copy(), twin
        start = len(one.log)
        for _ in range(TWIN_STEPS):
            assert one.to_act == two.to_act, (
                f"who is asked ({one.to_act} or {two.to_act}) depends on what player {observer} "
                "cannot see")
            assert view_bytes(one, seen) == view_bytes(two, seen), (
                f"player {seen}'s view depends on what others hold")
            assert log_bytes(one, seen, start) == log_bytes(two, seen, start), (
                f"player {seen}'s log depends on what others hold")
            if one.is_over:
                break
            player = one.to_act[0]
            legal, twins = one.legal_moves(player), two.legal_moves(player)
            if player == observer and seen is not None:
                assert list(legal) == list(twins), "a player's own options depend on others' holdings"
            both = [m for m in legal if m in twins]
            if not both:
                break
            move = rng.choice(both)
            one.submit(player, move)
            two.submit(player, move)
            if log_bytes(one, None, start) != log_bytes(two, None, start):
                break


def search_copy(match: Match[Any], step: int) -> None:
    for observer in [None, *range(match.players)]:
        copy = match.determinized(observer, seed=step * 31 + 7)
        assert not copy.moves, "a search copy keeps the moves (others' secret choices among them)"
        codec = codec_for(match.game)
        kept = pack([codec.unstructure(e, Entry) for e in copy.log])
        assert kept == log_bytes(match, observer), (
            f"a search copy for player {observer} keeps log entries they did not see")
        assert copy.rng_state != match.rng_state, "a search copy can predict the real draws"
        others = [c for p, c in enumerate(match.flow.commits) if p != observer and c is not None]
        if not others:
            assert view_bytes(copy, observer) == view_bytes(match, observer), (
                f"a search copy for player {observer} shows them something else")
        for _, part in hidden_parts(copy.state, observer):
            assert not getattr(part, "value", None), (
                f"a search copy for player {observer} keeps another player's secret")
        if not copy.is_over:
            player, legal = copy.next_choice() or (None, ())
            assert player is not None and legal, "a search copy has no one to act"
            copy.play_listed(player, 0)


def save_reload(match: Match[Any], registry: Registry) -> None:
    loaded = load_match(match.save(), registry)
    assert loaded.state_hash() == match.state_hash(), "the loaded match differs"
    assert loaded.moves == match.moves and loaded.to_act == match.to_act, "the loaded match differs"
    assert log_bytes(loaded, None) == log_bytes(match, None), "the loaded log differs"


def start_from_state(match: Match[Any], case: Case, registry: Registry) -> None:
    if len(match.flow.stack) != 1 or any(c is not None for c in match.flow.commits):
        return
    started = start_match(case.game, match.state, case.players, seed=3,
                          options=dict(case.options), registry=registry)
    loaded = load_match(started.save(), registry)
    assert loaded.state_hash() == started.state_hash() and loaded.start is not None


def someone_acts(match: Match[Any]) -> bool:
    choices = _choices(match)
    assert choices, f"nobody can act in {match.phase.name!r}"
    assert set(match.to_act) <= {p for p, _ in choices}, "a player to act may not act"
    for player, legal in choices:
        assert legal, f"player {player} must act in {match.phase.name!r} but has no legal move"
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
