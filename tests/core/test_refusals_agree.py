"""Legality is declared once (issue 30, item 3): a decision's options are the one list of what
is legal, and its ``refusal`` is the rule in words; the conformance check ``refusals-agree``
shows a refusal that would refuse a listed move, or give no reason for an unlisted one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import senet
from senet import Rng
from senet.testing.checks import every_move, refusals_agree
from senet_games.nimmt.classic.flow import CHOOSE
from senet_games.nimmt.classic.moves import PlayTile


@contextmanager
def refusing(decision: Any, refusal: Callable[..., str | None]) -> Iterator[None]:
    """``decision`` with another refusal for a while (a decision is frozen: it is put back)."""
    kept = decision.refusal
    object.__setattr__(decision, "refusal", refusal)
    try:
        yield
    finally:
        object.__setattr__(decision, "refusal", kept)


def _choosing() -> senet.Match[Any]:
    match = senet.new_match("nimmt-classic", 3, seed=11)
    assert match.decision is CHOOSE
    return match


def test_the_classic_games_refusals_agree_with_its_options_over_every_card() -> None:
    match = _choosing()
    universe = every_move(match, senet.default_registry())
    assert len(universe) == 104 + 4  # every card, every row: the game's action table
    refusals_agree(match, Rng(1), universe)
    unlisted = next(m for m in universe if isinstance(m, PlayTile) and m not in match.legal_moves(0))
    assert CHOOSE.refusal is not None
    assert "not in player 0's hand" in (CHOOSE.refusal(match.state, 0, unlisted) or "")


def test_a_refusal_that_gives_no_reason_for_an_unlisted_move_is_found() -> None:
    match = _choosing()
    with refusing(CHOOSE, lambda state, player, move: None), \
            pytest.raises(AssertionError, match=r"gives no reason for .* which is not listed"):
        refusals_agree(match, Rng(1), every_move(match, senet.default_registry()))


def test_a_refusal_that_refuses_a_listed_move_is_found() -> None:
    match = _choosing()
    said = r"listed PlayTile.* is refused by the decision's refusal \('never'\)"
    with refusing(CHOOSE, lambda state, player, move: "never"), pytest.raises(AssertionError, match=said):
        refusals_agree(match, Rng(1), ())


def test_the_conformance_suite_names_the_check() -> None:
    from senet.testing import cases, check_case

    case = next(c for c in cases(senet.default_registry().get("nimmt-classic")) if c.players == 3)
    with refusing(CHOOSE, lambda state, player, move: None):
        failures = check_case(case)
    assert [f.check for f in failures] == ["refusals-agree"]
