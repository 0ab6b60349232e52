"""Checks of a game's drawing for the browser (``draw`` in :func:`senet.declare`), on random
positions of every option set and player count (:func:`senet.testing.cases`).

For every seat and a spectator: the SVG parses as XML; every clickable element carries
``data-move``, ``role``, ``tabindex`` and the game's description of that move (its
``title``; its ``aria-label`` is the description, with the words its face shows after it in
brackets where the description lacks them), holds no other clickable element, and names a
listed move once; the
drawing's ``moves`` are the indices in the SVG; where ``covers`` says the picture should
hold every move, it does; and a position that differs only in what the seat cannot see
(re-dealt by the game's ``determinize``) draws the same SVG.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs

from .. import faces
from ..create import new_match
from ..draw import Drawing, drawn
from ..game import Game
from ..match import Match, View
from ..rng import Rng, seed_state
from ..values import Move
from .conformance import cases

__all__ = ["Covers", "check_drawings", "drawn_moves", "positions"]

Covers = Callable[[View, Sequence[Move]], bool]
"""Whether the picture must make every listed move clickable in this position."""


def _need(condition: object, message: object) -> None:
    """Fail the check (also under ``python -O``, which strips ``assert``)."""
    if not condition:
        raise AssertionError(str(message))


def positions(game: Game[Any], players: int, options: dict[str, Any], seed: int, *,
              steps: int, samples: int) -> Iterator[Match[Any]]:
    """A random match of ``game``, yielded at ``samples`` points spread over ``steps`` moves
    (and at its end, if it ends sooner)."""
    match = new_match(game, players, seed=seed, options=options)
    pick = random.Random(seed)
    every = max(1, steps // samples)
    for step in range(steps):
        if step % every == 0:
            yield match
        choice = match.next_choice()
        if choice is None:
            break
        player, legal = choice
        match.play_listed(player, pick.randrange(len(legal)))
    yield match


def drawn_moves(drawing: Drawing) -> dict[int, str]:
    """The clickable elements of a drawing's SVG (parsed as XML): index -> the description
    the element is named by (its ``aria-label``, less the words shown added after it)."""
    found: dict[int, str] = {}
    for node in ET.fromstring(drawing.svg).iter():
        index = node.get("data-move")
        if index is None:
            continue
        _need(node.get("role") == "button" and node.get("tabindex") == "0",
              f"move {index}: a clickable element needs role=button and tabindex=0")
        name = node.get("aria-label") or ""
        _need(name, f"move {index}: a clickable element needs an aria-label")
        title = node.find("{http://www.w3.org/2000/svg}title")
        label = title.text or "" if title is not None else ""
        _need(name == label or name.startswith(label + " ("),
              f"move {index}: named {name!r}, not its description {label!r} (senet.draw.button)")
        _need(int(index) not in found, f"move {index} drawn twice")
        inner = [n for n in node.iter() if n is not node and n.get("data-move") is not None]
        _need(not inner, f"move {index}: a clickable element inside another one")
        found[int(index)] = label
    return found


def _check(game: Game[Any], match: Match[Any], seat: int | None, covers: Covers | None, seed: int) -> bool:
    if faces.picture(game) is None:
        raise AssertionError(f"{game.name} has no picture (picture.py)")
    spoken = faces.words(game)
    view = match.view(seat)
    legal = match.legal_moves(seat) if seat is not None else ()
    drawing = drawn(game, view, legal, seat)
    clickable = drawn_moves(drawing)
    _need(set(clickable) == drawing.moves,
          f"Drawing.moves {sorted(drawing.moves)} but the SVG has {sorted(clickable)}")
    for index, label in clickable.items():
        _need(0 <= index < len(legal), f"data-move {index} of {len(legal)} moves")
        _need(label == spoken.describe_move(legal[index], view),
              f"move {index}: labelled {label!r}, described {spoken.describe_move(legal[index], view)!r}")
    if legal and covers is not None and covers(view, legal):
        missing = [spoken.describe_move(legal[i], view) for i in range(len(legal)) if i not in drawing.moves]
        _need(not missing, f"{view.phase}: not clickable in the picture: {missing}")
    # A position that differs only in what this seat cannot see draws the same picture.
    other = game.determinize(match.state, seat, Rng(seed_state(seed)))
    again = drawn(game, attrs.evolve(view, state=game.view(other, seat)), legal, seat)
    _need(again.svg == drawing.svg, f"{view.phase}: seat {seat}'s picture shows what it may not know")
    return bool(other != match.state)


def check_drawings(game: Game[Any], covers: Covers | None = None, *, seeds: Sequence[int] = (1,),
                   steps: int = 200, samples: int = 8, hidden: bool = True) -> int:
    """Every case of ``game``: its drawings for every seat and a spectator at random
    positions (an ``AssertionError`` says what is wrong); how many drawings were checked.

    ``covers(view, legal)``: whether the picture must make every listed move clickable
    (default: never required). ``hidden``: the game hides something, so some re-deal must
    change the state (else the secrecy check would check nothing).
    """
    checked = 0
    redealt = 0
    for case in cases(game):
        for seed in seeds:
            options = dict(case.options)
            for match in positions(game, case.players, options, seed, steps=steps, samples=samples):
                for seat in (*range(case.players), None):
                    try:
                        redealt += _check(game, match, seat, covers, seed + checked)
                    except AssertionError as exc:
                        raise AssertionError(f"{case.id}, seed {seed}, move {len(match.moves)}, "
                                             f"seat {seat}: {exc}") from exc
                    checked += 1
    _need(checked, f"{game.name}: no position was drawn")
    if hidden:
        _need(redealt, "no position had anything hidden to re-deal: the secrecy check checked nothing")
    return checked
