"""The engine stands alone: ``import senet`` loads the engine's modules and none of its
applications or their libraries (import-linter checks the imports written in the source;
this checks what a fresh interpreter actually loads, lazy imports included)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

APPLICATIONS = ("senet.bots", "senet.cli", "senet.server", "senet.rl", "senet.draw", "senet.testing")


def _loaded_by(code: str) -> list[str]:
    shown = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", shown], capture_output=True, text=True, check=True,
                          timeout=120)
    loaded: list[str] = json.loads(done.stdout.splitlines()[-1])
    return loaded


def test_import_senet_loads_the_engine_and_no_application() -> None:
    loaded = _loaded_by("import senet")
    ours = [m for m in loaded if m == "senet" or m.startswith("senet.")]
    assert [m for m in ours if m.startswith(APPLICATIONS)] == []
    assert not any(m == lib or m.startswith(lib + ".") for m in loaded for lib in ("rich", "openskill"))
    assert "senet.match" in ours and "senet.sim" in ours  # it did load the engine
    assert len(ours) <= 40, ours


def test_a_match_is_played_out_with_the_engine_alone() -> None:
    # What an app embedding the engine does: make a match and play it out, loading no bot,
    # server or terminal module (a game's own faces may load what they import).
    loaded = _loaded_by("import senet\nmatch = senet.new_match('nimmt-classic', 3, seed=4)\n"
                        "assert senet.play_out(match).finished")
    assert [m for m in loaded if m.startswith(("senet.bots", "senet.cli", "senet.server", "senet.rl"))] == []


def test_every_game_plays_speaks_and_draws_without_the_terminal_library() -> None:
    # A game's rules, its words and its browser picture never import rich: only its terminal
    # face (table.py) does, which the server and an embedding app never ask for.
    loaded = _loaded_by(
        "import senet, senet.faces as faces\n"
        "registry = senet.default_registry()\n"
        "assert not registry.failures, registry.failures\n"
        "for name in registry.names():\n"
        "    game = registry.get(name)\n"
        "    match = senet.new_match(name, 3 if 3 in game.players else game.players.start, seed=4)\n"
        "    for _ in range(30):\n"
        "        choice = match.next_choice()\n"
        "        if choice is None:\n"
        "            break\n"
        "        match.play_listed(choice[0], 0)\n"
        "    [faces.words(game).describe_event(e.event, 0) for e in match.log_for(0)]\n"
        "    draw = faces.picture(game)\n"
        "    assert draw is not None\n"
        "    draw(match.view(0), match.legal_moves(0), 0)\n")
    assert not any(m == "rich" or m.startswith("rich.") for m in loaded)
    assert [m for m in loaded if m.startswith("senet_games.") and m.endswith(".table")] == []


def test_a_tournament_without_openskill_says_which_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    from senet.bots.tournament import rating_model
    from senet.errors import SenetError

    monkeypatch.setitem(sys.modules, "openskill", None)  # as if not installed: importing it fails
    monkeypatch.setitem(sys.modules, "openskill.models", None)
    with pytest.raises(SenetError, match=r"pip install 'senet\[tournament\]'"):
        rating_model()
