"""The board layouts are data files, checked when the plugin is imported."""

from __future__ import annotations

from importlib import resources

import pytest

from senet import PluginError
from senet_games.nimmt.layout import BASIC, PRO, parse_layout

BASIC_TEXT = resources.files("senet_games.nimmt").joinpath("data", "basic.txt").read_text(encoding="utf-8")


def test_the_basic_side_is_the_rules_files_table() -> None:
    assert BASIC.side == "basic" and len(BASIC.rows) == 10
    assert " ".join(BASIC.codes[3]) == ". G1 . . T"
    assert " ".join(BASIC.codes[4]) == ". 2T . R2 . . T"
    assert " ".join(BASIC.codes[9]) == ". R1 . . G1 . . T"
    assert BASIC.twos == ((4, 1), (8, 1))
    assert all(BASIC.start_rows(n) == (0, 1, 2, 3) for n in range(2, 7))


def test_the_pro_side_is_the_rules_files_table() -> None:
    assert PRO.side == "pro" and len(PRO.rows) == 10
    assert " ".join(PRO.codes[0]) == ". D . G1 . TH"
    assert " ".join(PRO.codes[8]) == "A . . D . TH"
    assert [PRO.start_rows(n) for n in (2, 3, 4, 6)] == [(0, 1, 2, 3)] * 2 + [(6, 7, 8, 9)] * 2


@pytest.mark.parametrize("layout", [BASIC, PRO])
def test_every_row_ends_in_its_only_take_space(layout: object) -> None:
    for row in layout.rows:  # type: ignore[attr-defined]
        assert row[-1].takes and not any(s.takes for s in row[:-1])


@pytest.mark.parametrize(("change", "message"), [
    (("row 4:  .  G1 .  .  T", "row 4:  .  G1 .  .  ."), "line 19: the row ends in '.', not in a take space"),
    (("row 4:  .  G1 .  .  T", "row 4:  T  G1 .  .  T"), "line 19: the first space is a take space"),
    (("row 4:  .  G1 .  .  T", "row 4:  .  T  .  .  T"), "line 19: space 2 is a take space"),
    (("row 4:  .  G1 .  .  T", "row 4:  .  G3 .  .  T"), "unknown space code 'G3'"),
    (("row 4:  .  G1 .  .  T", "row 4:  .  D  .  .  T"), "space 'D' is for the pro side only"),
    (("row 4:  .  G1 .  .  T", "row 4:  T"), "at least two spaces"),
    (("row 4:", "row 5:"), "expected row 4, found row 5"),
    (("start 2-6: 1 2 3 4", "start 2-6: 1 2 3"), "set-up needs 4 different rows"),
    (("start 2-6: 1 2 3 4", "start 2-6: 1 2 3 11"), "not on the board"),
    (("start 2-6: 1 2 3 4", "start 2-5: 1 2 3 4"), "0 start lines cover 6 players"),
    (("side: basic", "side: blue"), "side is basic or pro"),
])
def test_a_broken_layout_is_refused_with_file_line_and_rule(change: tuple[str, str], message: str) -> None:
    old, new = change
    assert old in BASIC_TEXT
    with pytest.raises(PluginError) as info:
        parse_layout(BASIC_TEXT.replace(old, new), "basic.txt")
    assert "basic.txt" in str(info.value) and message in str(info.value), str(info.value)


def test_too_few_rows_are_refused() -> None:
    text = "\n".join(line for line in BASIC_TEXT.splitlines() if not line.startswith(("row 6", "row 7",
                                                                                      "row 8", "row 9",
                                                                                      "row 10", "row 5")))
    with pytest.raises(PluginError, match="needs more than 4 rows"):
        parse_layout(text, "basic.txt")
