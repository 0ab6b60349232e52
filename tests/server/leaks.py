"""The core's leak oracle applied to the API's JSON: what a seat receives must not change
when everything hidden from it is dealt again (:func:`senet.dealing.redeal`, the same twins
the conformance suite's ``views_hide_secrets`` compares), and log entries must be the
engine's own redaction for that seat."""

from __future__ import annotations

from typing import Any

from senet.dealing import redeal
from senet.flow import Flow
from senet.match import Match, redact
from senet.rng import Rng
from senet.server.jsonform import entry_json, legal_json, view_json


def check_no_leak(match: Match[Any], seat: int | None, payload: Any, *, step: int) -> bool:
    """Every view, legal-move list and log entry in ``payload`` (an API answer or a pushed
    message for ``seat``) is what ``seat`` may know, and nothing more. Returns whether the
    check was live (the twin's hidden information differs from the real one)."""
    twin = match.copy(state=redeal(match.state, seat, Rng(step * 7919 + 17 + (seat or 0))))
    changed = _other_commits(match, twin, seat)
    by_seq = {e.seq: e for e in match.log}
    _walk(payload, match, twin, seat, by_seq)
    return changed or twin.state != match.state


def _other_commits(match: Match[Any], twin: Match[Any], seat: int | None) -> bool:
    """The twin's other seats committed other hidden choices (where they had one)."""
    commits = list(match.flow.commits)
    changed = False
    for p, commit in enumerate(commits):
        if commit is not None and p != seat:
            others = [m for m in match.legal_moves(p) if m != commit]
            if others:
                commits[p], changed = others[-1], True
    twin.flow = Flow(match.flow.at, tuple(commits), match.flow.over)
    return changed


def _walk(value: Any, match: Match[Any], twin: Match[Any], seat: int | None,
          by_seq: dict[int, Any]) -> None:
    if isinstance(value, list):
        for item in value:
            _walk(item, match, twin, seat, by_seq)
        return
    if not isinstance(value, dict):
        return
    view = value.get("view")
    if isinstance(view, dict) and value.get("legal") is not None:
        assert view == view_json(match, seat), "the view is not the engine's view for this seat"
        assert view == view_json(twin, seat), (
            f"seat {seat}'s view changed when only what it cannot see was dealt again")
        if seat is not None:
            legal = value["legal"]
            n = int(legal[0]["id"].split(".")[0]) if legal else 0
            assert legal == legal_json(twin, seat, n), "the legal moves depend on others' secrets"
            assert legal == legal_json(match, seat, n)
        else:
            assert value["legal"] == [], "a spectator is offered moves"
    if "seq" in value and "event" in value:
        entry = by_seq[value["seq"]]
        assert value == entry_json(match.game, redact(entry, seat), seat), (
            f"log entry {value['seq']} is not the engine's redaction for seat {seat}")
        return
    for item in value.values():
        _walk(item, match, twin, seat, by_seq)
