"""The golden corpus plays the same with the engine as it is now.

Each record (see ``record.py``) is replayed by the text of its moves: at every step
the same player must be asked, with the same legal moves (as text), and the move
must give the same events; the match ends with the same result. A save file
written when the corpus was recorded must still load and reach the same end.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import senet
from senet.cli.text import describe_event, describe_move
from tests.contract.cases import contract_registry

from .record import DATA, load
from .reworded import reworded, reworded_move

RECORDS = sorted(DATA.glob("*.json.gz"))


def _game_and_options(record: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Where the recorded game and options are found now: nimmt's classic variant is
    its own game, ``nimmt-classic``."""
    options = dict(record["options"])
    if record["game"] == "nimmt" and options.get("variant") == "classic" \
            and "nimmt-classic" in contract_registry().names():
        return "nimmt-classic", {}
    return record["game"], options


def _events(match: senet.Match[Any], entries: list[senet.Entry]) -> list[str]:
    return [describe_event(match.game, e.event, None) for e in entries]


def _asks(match: senet.Match[Any], step: dict[str, Any] | None) -> bool:
    """Whether ``match`` now asks what the recorded ``step`` was asked."""
    if step is None or match.is_over or not match.to_act or match.to_act[0] != step["player"]:
        return False
    view = match.view(step["player"])
    texts = [describe_move(match.game, m, view) for m in match.legal_moves(step["player"])]
    return sorted(texts) == step["legal"]


def _lone_asks(match: senet.Match[Any], upcoming: dict[str, Any] | None) -> list[str]:
    """Play the decisions with a single option that the recorded engine did not ask; their events.

    A decision whose options depend on what only the decider knows is now asked even
    with one option (skipping it told the table what they held): the record's
    engine played those inside the previous move. Their events must include the ones
    recorded there, in the same order; they may add what the player now says at the
    table ("passes"), and the engine's own commit notes are left out.
    """
    said: list[str] = []
    while not match.is_over and not _asks(match, upcoming):
        player = match.to_act[0]
        legal = match.legal_moves(player)
        if len(legal) != 1:
            break
        entries = match.submit(player, legal[0])
        said += [t for e, t in zip(entries, _events(match, entries), strict=True)
                 if not isinstance(e.event, senet.Committed)]
    return said


def _told(said: list[str], added: list[str], recorded: list[str]) -> bool:
    """Whether a move's events (``said``), then those of the lone decisions asked after it
    (``added``), tell what was recorded: ``said`` exactly, then the rest of the record in
    order within ``added`` (which may say more: a pass now announced)."""
    if said != recorded[:len(said)]:
        return False
    rest = iter(added)
    return all(any(line == extra for extra in rest) for line in recorded[len(said):])


def replay(record: dict[str, Any]) -> senet.Match[Any]:
    """Play a record again, checking each step; the match at its end."""
    name, options = _game_and_options(record)
    record["opening"] = [reworded(name, line) for line in record["opening"]]
    for step in record["steps"]:
        step["events"] = [reworded(name, line) for line in step["events"]]
        step["legal"] = sorted(reworded_move(name, line, step["player"]) for line in step["legal"])
        step["move"] = reworded_move(name, step["move"], step["player"])
    match = senet.new_match(name, record["players"], seed=record["seed"], options=options,
                            registry=contract_registry())
    steps = record["steps"]
    opening = _events(match, list(match.log))
    added = _lone_asks(match, steps[0] if steps else None)
    assert _told(opening, added, record["opening"]), "the set-up's events differ"
    for number, step in enumerate(steps, start=1):
        where = f"step {number}"
        assert not match.is_over, f"{where}: the match ended early"
        player = step["player"]
        assert match.to_act and match.to_act[0] == player, f"{where}: {match.to_act} to act"
        view = match.view(player)
        legal = list(match.legal_moves(player))
        texts = [describe_move(match.game, m, view) for m in legal]
        assert sorted(texts) == step["legal"], f"{where}: the legal moves differ"
        same = [m for m, t in zip(legal, texts, strict=True) if t == step["move"]]
        entries = match.submit(player, same[step["nth"]])
        said = _events(match, entries)
        added = _lone_asks(match, steps[number] if number < len(steps) else None)
        assert _told(said, added, step["events"]), f"{where}: the events differ"
    assert match.is_over == record["over"]
    result = match.result
    if record["result"] is None:
        assert result is None
    else:
        assert result is not None
        assert list(result.scores) == record["result"]["scores"]
        assert list(result.ranks) == record["result"]["ranks"]
    return match


@pytest.mark.parametrize("path", RECORDS, ids=[p.name.removesuffix(".json.gz") for p in RECORDS])
def test_record_replays(path: Path) -> None:
    """The same players are asked the same questions, and the moves tell the same story."""
    replay(load(path))


@pytest.mark.parametrize("path", RECORDS, ids=[p.name.removesuffix(".json.gz") for p in RECORDS])
def test_old_save_loads(path: Path) -> None:
    """The save written when the corpus was recorded loads and ends the same way."""
    record = load(path)
    save = path.with_name(path.name.removesuffix(".json.gz") + ".senet").read_bytes()
    loaded = senet.load_match(save, contract_registry())
    assert loaded.is_over == record["over"]
    result = loaded.result
    assert (None if result is None else list(result.scores)) == (
        None if record["result"] is None else record["result"]["scores"])


def test_corpus_covers_every_game() -> None:
    """Every installed game and the example game have records."""
    names = {load(p)["game"] for p in RECORDS}
    assert names >= set(contract_registry().names()) - {"nimmt-classic"}
