"""bench/yardstick.py: seats swapped on the same deals, and the bot's share counted right."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _load() -> ModuleType:
    sys.path.insert(0, str(ROOT / "bench"))  # the script imports strength_record beside it
    try:
        spec = importlib.util.spec_from_file_location("yardstick", ROOT / "bench" / "yardstick.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "bench"))


yardstick = _load()


def _line(seats: list[str], ranks: list[int], scores: list[int]) -> dict[str, Any]:
    return {"game": "nimmt-classic", "players": len(seats), "options": {}, "bot": "b", "against": "y",
            "seed": 0, "seats": seats, "finished": True, "ranks": ranks, "scores": scores,
            "cpu": [[0.05] if s == "b" else [0.3, 0.1] for s in seats]}


def test_each_deal_is_played_with_the_seats_swapped() -> None:
    assert yardstick.lineups("b", "y", 2) == (("b", "y"), ("y", "b"))
    assert yardstick.lineups("b", "y", 4) == (("b", "y", "b", "y"), ("y", "b", "y", "b"))


def test_the_bots_share_of_first_places_and_of_seats_beaten() -> None:
    lines = [
        _line(["b", "y"], [1, 2], [20, 70]),
        _line(["y", "b"], [1, 1], [40, 40]),  # a shared first place counts half
        _line(["b", "y", "b", "y"], [4, 1, 2, 3], [70, 10, 30, 50]),
    ]
    s = yardstick.summary(lines)
    assert s["matches"] == 3 and s["wins"] == 1.5
    assert abs(s["fair"] - 0.5) < 1e-12
    # beaten: 1, 0.5, and in the four-seat match seats 0 and 2 beat 0 and 2 of 3 others
    assert abs(s["beaten"] - (1 + 0.5 + (0 + 2 / 3) / 2) / 3) < 1e-12
    assert s["score"] == {"bot": (20 + 40 + 70 + 30) / 4, "against": (70 + 40 + 10 + 50) / 4}
    assert s["cpu_mean"]["bot"] == 0.05 and s["cpu_max"]["against"] == 0.3
