"""The checks every game's drawing gets, on random positions of every option set and
player count (``senet.testing.cases``)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs

import senet
from senet import Drawing, Game, Move, Rng, View
from senet.rng import seed_state
from senet.testing import cases

__all__ = ["Covers", "check_game", "drawn_moves", "positions"]

Covers = Callable[[View, Sequence[Move]], bool]
"""Whether the picture must make every listed move clickable in this position."""


def positions(game: Game[Any], players: int, options: dict[str, Any], seed: int, *,
              steps: int, samples: int) -> Iterator[senet.Match[Any]]:
    """A random match of ``game``, yielded at ``samples`` points spread over ``steps`` moves
    (and at its end, if it ends sooner)."""
    match = senet.new_match(game, players, seed=seed, options=options)
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
    """The clickable elements of a drawing's SVG (parsed as XML): index -> aria-label."""
    found: dict[int, str] = {}
    for node in ET.fromstring(drawing.svg).iter():
        index = node.get("data-move")
        if index is None:
            continue
        assert node.get("role") == "button" and node.get("tabindex") == "0", node.attrib
        label = node.get("aria-label")
        assert label, node.attrib
        assert int(index) not in found, f"move {index} drawn twice"
        inner = [n for n in node.iter() if n is not node and n.get("data-move") is not None]
        assert not inner, f"move {index}: a clickable element inside another one"
        found[int(index)] = label
    return found


def _check(game: Game[Any], match: senet.Match[Any], seat: int | None, covers: Covers, seed: int) -> bool:
    assert game.draw is not None
    view = match.view(seat)
    legal = match.legal_moves(seat) if seat is not None else ()
    drawing = game.draw(view, legal, seat)
    drawn = drawn_moves(drawing)
    assert set(drawn) == drawing.moves
    for index, label in drawn.items():
        assert 0 <= index < len(legal), f"data-move {index} of {len(legal)} moves"
        assert label == game.describe_move(legal[index], view), (label, legal[index])
    if legal and covers(view, legal):
        missing = [game.describe_move(legal[i], view) for i in range(len(legal)) if i not in drawing.moves]
        assert not missing, f"{view.phase}: not clickable in the picture: {missing}"
    # A position that differs only in what this seat cannot see draws the same picture.
    other = game.determinize(match.state, seat, Rng(seed_state(seed)))
    again = game.draw(attrs.evolve(view, state=game.view(other, seat)), legal, seat)
    assert again.svg == drawing.svg, f"{view.phase}: seat {seat}'s picture shows what it may not know"
    return bool(other != match.state)


def check_game(game: Game[Any], covers: Covers, *, seeds: Sequence[int] = (1,), steps: int = 200,
               samples: int = 8, hidden: bool = True) -> int:
    """Every case of ``game``: its drawings for every seat and a spectator at random
    positions; how many drawings were checked."""
    checked = 0
    redealt = 0
    for case in cases(game):
        for seed in seeds:
            options = dict(case.options)
            for match in positions(game, case.players, options, seed, steps=steps, samples=samples):
                for seat in (*range(case.players), None):
                    redealt += _check(game, match, seat, covers, seed + checked)
                    checked += 1
    assert checked
    if hidden:
        assert redealt, "no position had anything hidden to re-deal: the secrecy check checked nothing"
    return checked
