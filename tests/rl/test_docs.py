"""Each game's page shows the numbering and layout the code has (tools/rl-docs writes them)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path

import pytest

from .cases import RL_GAMES, goofspiel_registry, needs_rl, registry

needs_rl()
TOP = Path(__file__).resolve().parents[2]


def _tool() -> object:
    loader = importlib.machinery.SourceFileLoader("rl_docs", str(TOP / "tools" / "rl-docs"))
    spec = importlib.util.spec_from_loader("rl_docs", loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", RL_GAMES)
def test_the_game_page_shows_the_numbering_and_layout_of_the_code(name: str) -> None:
    page = (TOP / "docs" / "games" / f"{name}.md").read_text(encoding="utf-8")
    current = _tool().page_text(name, page, registry())  # type: ignore[attr-defined]
    assert current == page, f"docs/games/{name}.md is out of date: run tools/rl-docs"


def test_the_tool_writes_a_derived_numbering_too() -> None:
    # Goofspiel's plugin declares no numbering: the page says how the derived one is made
    text = _tool().page_text("goofspiel", "# Goofspiel\n", goofspiel_registry())  # type: ignore[attr-defined]
    assert "## Reinforcement learning (`senet.rl`)" in text and "Derived by `senet.rl`" in text
    assert "Actions for 2 players: `Discrete(13)`." in text
