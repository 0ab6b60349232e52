"""``senet play``: a move typed by its name (Tigris squares), and a step taken back."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import attrs
import pytest

import senet
from senet.cli.common import STOPPED
from senet_games.tigris.events import ActionChosen, TilePlaced
from senet_games.tigris.layout import label

from .conftest import Ran, Script

TIGRIS = ("play", "tigris", "--players", "2", "--seed", "1")
SPLIT = {
    "tigris": ("--players", "2"),  # a tile or leader, then its square
    "nephthys": ("--players", "2"),  # a block of the row, then the cards added to it
    "nile": ("--players", "3"),  # a trade, then the cards paid
    "niagara": ("--players", "3", "--option", "max_rounds=12"),  # a card, then each canoe
}


def _placed(save: Path) -> list[str]:
    match = senet.load_match(save.read_bytes())
    return [label(e.event.square) for e in match.log
            if isinstance(e.event, TilePlaced) and e.event.player == 0]


def test_a_square_is_typed_as_on_the_board(run: Callable[..., Ran], script: Callable[..., Script],
                                           tmp_path: Path) -> None:
    answers = script(["1", "i6", "q"])  # a red tile, on I6 (in lower case), then stop
    save = tmp_path / "t.senet"
    ran = run(*TIGRIS, "--save", str(save))
    assert ran.code == STOPPED, ran.err
    assert "or a name like A1" in answers.prompts[1]
    assert "you chose: I6" in ran.out
    assert _placed(save) == ["I6"]  # the step was played on the match before it was saved


def test_a_name_that_is_no_move_is_explained(run: Callable[..., Ran], script: Callable[..., Script]
                                             ) -> None:
    answers = script(["1", "Z99", "q"])
    ran = run(*TIGRIS)
    assert "'Z99' is not a number or a name:" in ran.out
    assert len(answers.prompts) == 3


def test_a_tile_is_taken_back_before_and_after_its_square(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    answers = script(["1", "i6", "b", "b", "q"])
    save = tmp_path / "t.senet"
    ran = run(*TIGRIS, "--save", str(save))
    first, square, second, again, last = answers.prompts
    assert "b: back" not in first  # nothing to take back at the start of a turn
    assert "b: back" in square and "b: back" in second
    assert again == square  # the square is asked again, then the action
    assert last == first
    assert "taken back: I6" in ran.out and "taken back: place a red temple tile" in ran.out
    match = senet.load_match(save.read_bytes())
    mine = [e for e in match.log if isinstance(e.event, ActionChosen | TilePlaced) and e.event.player == 0]
    assert not mine, "nothing of the steps taken back was played"


@pytest.mark.parametrize("game", sorted(SPLIT))
def test_a_step_is_taken_back_in_every_game_with_split_decisions(
        game: str, run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    state = {"backed": -1}
    seen: list[str] = []

    def answers() -> Iterator[str]:  # until a few answers after the step taken back
        for answer in itertools.cycle(["2", "1", "3"]):
            if state["backed"] < 0 and seen and "b: back" in seen[-1]:
                state["backed"] = len(seen) - 1
                yield "b"
            if 0 <= state["backed"] < len(seen) - 6:
                return
            yield answer

    feed = answers()
    fake = script(iter(lambda: (seen.append(fake.prompts[-1]), next(feed))[1], None))
    save = tmp_path / "g.senet"
    ran = run("play", game, *SPLIT[game], "--seed", "5", "--save", str(save))
    assert ran.code == STOPPED, ran.err[-2000:]
    k = state["backed"]
    assert k > 0, f"{game}: no step could be taken back"
    assert "taken back:" in ran.out
    assert fake.prompts[k + 1] == fake.prompts[k - 1], "the step's decision is asked again"
    assert "stopped (end of input)" in ran.out
    match = senet.load_match(save.read_bytes())  # what was played after it replays
    assert len(match.moves) > 0 and not match.is_over


def test_what_may_be_taken_back() -> None:
    from senet.cli.steps import retractable
    from senet_games.tigris.moves import ChooseTile, Pass

    registry = senet.default_registry()
    match = senet.new_match(registry.get("tigris"), 2, 1, {}, registry=registry)
    player, legal = match.next_choice() or (0, ())
    tile = next(m for m in legal if isinstance(m, ChooseTile))
    chosen = match.copy()
    chosen.submit(player, tile)
    assert retractable(match, chosen, player)  # a tile chosen, its square not yet
    passed = match.copy()
    passed.submit(player, next(m for m in legal if isinstance(m, Pass)))
    assert not retractable(match, passed, player)  # the turn moved on (and tiles were drawn)
    hand = chosen.state.hands[player]
    peeked = chosen.copy(state=attrs.evolve(chosen.state, hands=tuple(
        h.adding(3) if p == player else h for p, h in enumerate(chosen.state.hands))))
    assert len(peeked.state.hands[player]) == len(hand) + 1
    assert not retractable(match, peeked, player)  # a tile came into their hand: seen


def test_back_with_nothing_to_take_back_is_explained(run: Callable[..., Ran],
                                                      script: Callable[..., Script]) -> None:
    answers = script(["b", "q"])
    ran = run(*TIGRIS)
    assert "nothing to take back:" in ran.out
    assert len(answers.prompts) == 2
