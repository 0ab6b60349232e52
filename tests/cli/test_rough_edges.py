"""Rough edges a new user hit (issue 16): table size, wording, what decides, options, names."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

import senet
from senet.cli import common
from senet.options import Option
from senet_games.nimmt import GAME as BOARD

from .conftest import Ran


def as_json(ran: Ran) -> dict[str, Any]:
    assert ran.code == 0, ran.err
    data: dict[str, Any] = json.loads(ran.out)
    return data


# -- 1. the usual table size, and singular and plural ----------------------------------------------

def test_simulate_without_players_seats_the_usual_table(run: Callable[..., Ran]) -> None:
    # Nephthys allows 1-4: the fewest (1) made a solitaire with a 100% win rate.
    assert as_json(run("simulate", "nephthys", "--games", "1", "--json"))["players"] == 4


def test_a_declared_usual_size_is_used_and_kept_within_the_range() -> None:
    three = attrs.evolve(BOARD, usual_players=3)
    assert three.usual_count({"side": "basic", "luck": False}) == 3
    assert attrs.evolve(BOARD, usual_players=9).usual_count({}) == 6  # nimmt allows 2-6
    assert attrs.evolve(BOARD, players=range(2, 4)).usual_count({}) == 3  # none declared: 4, cut to 3


def test_one_of_each_is_said_in_the_singular(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "nephthys", "--players", "1", "--games", "1", "--seed", "3")
    assert ran.code == 0, ran.err
    assert "nephthys · 1 player · seed 3\n" in ran.out
    assert "1 match, 1 finished" in ran.out
    assert "(0 matches had one)" in ran.out
    assert "1 players" not in ran.out and "seeds" not in ran.out


def test_a_negative_seed_range_is_readable(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "nimmt-classic", "--games", "2", "--seed", "-5")
    assert "seeds -5 to -4" in ran.out
    assert "-5--4" not in ran.out
    assert "seeds 0-2" in run("simulate", "nimmt-classic", "--games", "3").out


def test_seat_numbers_of_a_one_seat_match_are_said_in_the_singular(run: Callable[..., Ran]) -> None:
    ran = run("play", "nephthys", "--players", "1", "--seat", "1=human")
    assert ran.code == common.BAD_INPUT
    assert "there is no seat 1 in a 1-player match (seat 0)" in ran.err
    bots = run("simulate", "nephthys", "--players", "1", "--bot", "1=random")
    assert "(seat 0)" in bots.err and "0-0" not in bots.err


# -- 2. what decides the game --------------------------------------------------------------------

def test_nile_shows_the_values_its_ranking_compares(run: Callable[..., Ran]) -> None:
    data = as_json(run("simulate", "nile", "--games", "6", "--json"))
    compared, scores, ranks = data["mean_compared"], data["mean_scores"], data["mean_ranks"]
    assert compared is not None and len(compared) == data["players"]
    assert all(len(parts) > 1 for parts in compared)
    # The score is the first thing compared (the smallest crop count), often 0 for everyone:
    # the later parts are what told the seats apart.
    assert [parts[0] for parts in compared] == pytest.approx(scores)
    assert any(part > 0 for parts in compared for part in parts[1:])
    assert all(1 <= r <= data["players"] for r in ranks) and len(set(ranks)) > 1
    text = run("simulate", "nile", "--games", "6").out
    assert "mean compared" in text and "mean rank" in text


def test_a_game_ranked_by_its_score_alone_shows_no_compared_column(run: Callable[..., Ran]) -> None:
    data = as_json(run("simulate", "nimmt-classic", "--games", "3", "--json"))
    assert data["mean_compared"] is None
    assert "mean compared" not in run("simulate", "nimmt-classic", "--games", "3").out


# -- 3. unfinished matches: why, and what would finish them -----------------------------------------

def test_capped_niagara_says_why_and_names_the_round_cap(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "niagara", "--games", "2", "--max-moves", "40")
    assert ran.code == 0, ran.err
    assert "0 finished" in ran.out
    assert "why: random play may go on for ever" in ran.out
    hint = as_json(run("simulate", "niagara", "--games", "2", "--max-moves", "40", "--json"))["hint"]
    assert "-o max_rounds=N" in hint and "--bot mcts" in hint
    finished = run("simulate", "niagara", "--games", "2", "-o", "max_rounds=3")
    assert "2 matches, 2 finished" in finished.out and "why:" not in finished.out


def test_the_hint_offers_no_option_a_game_does_not_declare(run: Callable[..., Ran]) -> None:
    data = as_json(run("simulate", "nimmt-classic", "--games", "2", "--max-moves", "5", "--json"))
    assert data["unfinished"] == 2
    assert "-o " not in data["hint"] and "--bot mcts" in data["hint"]
    searched = as_json(run("simulate", "nimmt-classic", "--players", "2", "--games", "1",
                           "--max-moves", "3", "--bot", "mcts:iterations=2", "--json"))
    assert "--bot mcts" not in searched["hint"]  # a search bot already plays


# -- 4. options given twice, options a variant ignores, integer ranges ------------------------------

def test_an_option_given_twice_is_refused(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "nimmt", "-o", "side=pro", "-o", "side=basic", "--games", "1")
    assert ran.code == common.BAD_INPUT
    assert "'side' is given twice (side=pro and side=basic)" in ran.err


LUCK_ON_PRO = attrs.evolve(BOARD, options=(
    BOARD.options[0], attrs.evolve(BOARD.options[1], only_with={"side": ("pro",)})))


@pytest.fixture
def pro_luck(monkeypatch: pytest.MonkeyPatch) -> senet.Registry:
    """A registry whose nimmt has luck only on the pro side (an option a variant ignores)."""
    registry = senet.Registry(entry_points=False)
    registry.add_game(LUCK_ON_PRO)
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    return registry


def test_an_option_the_variant_ignores_is_refused(run: Callable[..., Ran], pro_luck: object) -> None:
    ran = run("simulate", "nimmt", "-o", "luck=true", "--games", "1")
    assert ran.code == common.BAD_INPUT
    assert "'luck' applies only with side=pro, and this match has side=basic" in ran.err
    # Even its default value, when given: the person thinks it does something.
    assert run("simulate", "nimmt", "-o", "luck=false", "--games", "1").code == common.BAD_INPUT
    with pytest.raises(senet.OptionError, match="would be ignored"):
        senet.new_match(LUCK_ON_PRO, 2, 0, {"luck": True})
    ok = run("simulate", "nimmt", "-o", "side=pro", "-o", "luck=true", "--games", "1")
    assert ok.code == 0, ok.err
    assert "luck=true side=pro" in ok.out


def test_an_ignored_option_is_not_in_the_header(run: Callable[..., Ran], pro_luck: object) -> None:
    ran = run("simulate", "nimmt", "--games", "1")
    assert "side=basic" in ran.out and "luck=" not in ran.out
    games = run("games")
    assert "(only with side=pro)" in games.out
    data = as_json(run("games", "--json"))
    (luck,) = [o for o in data["games"][0]["options"] if o["name"] == "luck"]
    assert luck["only_with"] == {"side": ["pro"]}


def test_only_with_naming_a_missing_option_is_refused_at_registration() -> None:
    bad = attrs.evolve(BOARD, options=(Option("luck", False, only_with={"sides": ("pro",)}),))
    with pytest.raises(senet.PluginError, match="'sides', which is not another of its options"):
        senet.Registry(entry_points=False).add_game(bad)


def test_integer_options_show_their_range(run: Callable[..., Ran]) -> None:
    assert "max_rounds=0-10000 (default 0)" in run("games").out


# -- 6. a mistyped name gets a suggestion ------------------------------------------------------------

def test_a_mistyped_game_or_option_gets_a_suggestion(run: Callable[..., Ran]) -> None:
    game = run("simulate", "nimt", "--games", "1")
    assert game.code == common.BAD_INPUT and "(did you mean 'nimmt'?)" in game.err
    option = run("simulate", "nimmt", "-o", "sid=pro", "--games", "1")
    assert option.code == common.BAD_INPUT and "(did you mean 'side'?)" in option.err
    far = run("simulate", "chess", "--games", "1")
    assert "did you mean" not in far.err


# -- 8. a tag used twice is caught when the game registers ------------------------------------------

@attrs.frozen
class Marked(senet.Event, tag="nimmt/play_tile"):  # the tag of nimmt-classic's PlayTile move
    """An event that takes a move's tag: a save could not tell the two apart."""

    row: int


class BadPlugin:
    """A plugin whose one game shares a tag between a move and an event."""

    __name__ = "bad_tags"

    @senet.hookimpl
    def senet_games(self) -> list[senet.Game[Any]]:
        from senet_games.nimmt.classic import GAME as CLASSIC

        return [attrs.evolve(CLASSIC, name="clash", events=(*CLASSIC.events, Marked))]


def test_a_shared_tag_refuses_the_plugin_at_registration(monkeypatch: pytest.MonkeyPatch,
                                                          run: Callable[..., Ran]) -> None:
    registry = senet.Registry(entry_points=False)
    registry.add_game(BOARD)
    with pytest.raises(senet.PluginError, match="'nimmt/play_tile' is used by both PlayTile and Marked"):
        registry.register(BadPlugin(), name="bad_tags")
    assert registry.names() == ["nimmt"]  # the others still work
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    assert run("simulate", "nimmt", "--games", "1").code == 0


def test_the_loader_records_a_shared_tag_for_senet_games(monkeypatch: pytest.MonkeyPatch,
                                                         run: Callable[..., Ran]) -> None:
    class EntryPoint:
        name, value, dist = "bad_tags", "tests.cli.test_rough_edges:BadPlugin", None

        def load(self) -> object:
            return BadPlugin()

    registry = senet.Registry(entry_points=False)
    registry._load(EntryPoint())  # type: ignore[arg-type]
    assert "is used by both PlayTile and Marked" in registry.failures["bad_tags"]
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    listed = run("games", "--json")
    assert "is used by both PlayTile and Marked" in json.loads(listed.out)["failures"]["bad_tags"]
    table = run("games")
    assert "Plugins that failed to load" in table.out and "bad_tags" in table.out


def test_show_leaves_out_an_option_the_variant_ignores(run: Callable[..., Ran], pro_luck: senet.Registry,
                                                       tmp_path: Path) -> None:
    path = tmp_path / "basic.senet"
    path.write_bytes(senet.new_match(LUCK_ON_PRO, 2, 0, registry=pro_luck).save())
    shown = run("show", str(path))
    assert shown.code == 0, shown.err
    assert "side=basic" in shown.out and "luck" not in shown.out
