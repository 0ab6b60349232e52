"""A game's faces: modules found by file name in its package, words dispatched per type,
tags derived from class names, and a game's package registered as a plugin."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import attrs
import pytest

import senet
from senet import Event, InternalError, Move, PluginError, Words, faces
from senet.testing import faced
from senet_games.nimmt.classic import GAME as CLASSIC


@attrs.frozen
class Rolled(Event):
    pips: int


@attrs.frozen
class Doubled(Rolled):
    pass


@attrs.frozen
class Roll(Move):
    pass


def test_words_are_dispatched_by_type_and_a_base_class_serves_its_subclasses() -> None:
    words = Words()

    @words.event(Rolled)
    def _(e: Rolled, viewer: int | None) -> str:
        return f"rolled {e.pips}"

    assert words.describe_event(Rolled(3), None) == "rolled 3"
    assert words.describe_event(Doubled(6), None) == "rolled 6"  # Rolled's words
    assert words.has(Doubled) and not words.has(Roll)
    assert words.describe_move(Roll(), None) == "roll"  # no words: the type's name, no fields
    with pytest.raises(InternalError, match="already has words"):
        words.event(Rolled)(lambda e, v: "again")


def test_words_for_every_move_or_event_are_not_words_of_a_type() -> None:
    words = Words()
    words.event(Event)(lambda e, viewer: "something happened")
    assert words.describe_event(Rolled(2), 0) == "something happened"
    assert not words.has(Rolled)  # what senet check's "faces" asks of every type


@pytest.fixture
def package() -> Iterator[str]:
    """An empty package in memory, its faces added by the test."""
    name = "_faces_test_pkg"
    module = ModuleType(name)
    module.__path__ = []
    sys.modules[name] = module
    yield name
    for key in [k for k in sys.modules if k == name or k.startswith(name + ".")]:
        del sys.modules[key]


def _face(package: str, face: str, **held: Any) -> None:
    module = ModuleType(f"{package}.{face}")
    for key, value in held.items():
        setattr(module, key, value)
    sys.modules[module.__name__] = module


def test_a_missing_face_is_done_without(package: str) -> None:
    game = attrs.evolve(CLASSIC, faces=package)
    assert faces.words(game) is faces.PLAIN
    assert faces.table(game) is None and faces.picture(game) is None
    assert faces.actions(game) is None and faces.evaluation(game) == (None, None)


def test_a_face_that_holds_the_wrong_thing_is_the_games_error(package: str) -> None:
    game = attrs.evolve(CLASSIC, faces=package)
    _face(package, "words", WORDS={"not": "words"})
    with pytest.raises(PluginError, match=r"WORDS is a dict, not a senet\.Words"):
        faces.words(game)
    _face(package, "picture")
    with pytest.raises(PluginError, match=r"picture face .* holds no draw"):
        faces.picture(game)
    _face(package, "table", render="not a function")
    with pytest.raises(PluginError, match="render is not a function"):
        faces.table(game)


def test_a_face_that_fails_to_import_is_named(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "broken_faces").mkdir()
    (tmp_path / "broken_faces" / "__init__.py").write_text("")
    (tmp_path / "broken_faces" / "words.py").write_text("import no_such_module_here\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    game = attrs.evolve(CLASSIC, faces="broken_faces")
    with pytest.raises(PluginError, match=r"words face \(broken_faces.words\) failed to import: "
                                          "ModuleNotFoundError"):
        faces.words(game)
    assert faces.table(game) is None  # the other faces are still found (or not) on their own


def test_the_shipped_games_have_every_face() -> None:
    registry = senet.default_registry()
    for name in registry.names():
        game = registry.get(name)
        assert game.faces is not None and game.faces.startswith("senet_games."), name
        assert faces.words(game) is not faces.PLAIN and faces.table(game) is not None
        assert faces.picture(game) is not None and faces.actions(game) is not None
        assert faces.evaluation(game)[0] is not None


def test_faced_replaces_one_face_and_keeps_the_others() -> None:
    def render(view: Any) -> str:
        return "a table"

    game = faced(CLASSIC, render=render)
    assert faces.table(game) is render
    assert faces.picture(game) is faces.picture(CLASSIC)
    assert faces.words(game) is faces.words(CLASSIC)
    assert faces.table(faced(game, render=None)) is None


def test_tags_are_derived_from_the_game_and_class_names() -> None:
    from senet_games.nile.events import FloodTurned
    from senet_games.nimmt.classic.events import TrickRevealed
    from senet_games.nimmt.classic.moves import PlayTile

    assert FloodTurned.tag == "nile/flood_turned"
    assert TrickRevealed.tag == "nimmt-classic/trick_revealed"
    assert PlayTile.tag == "nimmt/play_tile"  # said in the class: the name saves had before


def test_a_type_two_games_declare_must_say_its_tag() -> None:
    @attrs.frozen
    class Shared(Event):
        n: int

    evolve: senet.Evolver[int] = senet.Evolver()
    evolve.on(Shared)(lambda s, e: s)

    def make(name: str) -> Any:
        return senet.declare(name=name, title=name, players=range(2, 3), state=int,
                             setup=lambda n, o, r: 0, pending=lambda s: None, decisions=[],
                             evolve=evolve, result=lambda s: senet.Result((0, 0), (1, 1)))

    make("first")
    assert Shared.tag == "first/shared"
    with pytest.raises(InternalError, match="declared by two games"):
        make("second")


def test_a_games_package_is_registered_as_a_plugin() -> None:
    import senet_games.nile

    registry = senet.Registry(entry_points=False)
    games = registry.register(senet_games.nile)
    assert [g.name for g in games] == ["nile"] and registry.owners["nile"] == "senet_games.nile"
