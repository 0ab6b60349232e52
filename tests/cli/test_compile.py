"""``senet compile`` without mypyc: a clear message, no build started."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import Ran


def test_without_mypyc_compile_says_what_to_install_and_builds_nothing(
        monkeypatch: pytest.MonkeyPatch, run: Callable[..., Ran]) -> None:
    real = importlib.util.find_spec

    def find_spec(name: str, *rest: Any) -> Any:
        return None if name == "mypyc" else real(name, *rest)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    ran = run("compile")
    assert ran.code != 0
    assert "pip install 'senet[compile]'" in ran.err
    assert "compiling" not in ran.out  # nothing promised before the check


def test_status_lists_every_module_a_game_names(run: Callable[..., Ran]) -> None:
    ran = run("compile", "--status")
    assert ran.code == 0
    assert "senet_games.tigris.derive:" in ran.out
    assert "senet_games.nephthys.sets:" in ran.out
