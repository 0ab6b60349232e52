"""Every installed game played through the HTTP API by random clients, each seat through its
own token; every answer is checked against the engine's own match and for leaks."""

from __future__ import annotations

from typing import Any

import pytest

from senet import load_match
from senet.rng import Rng

from .conftest import GAMES, REGISTRY, Api, players_of
from .leaks import check_no_leak

MOVES = 60


@pytest.mark.parametrize("game", GAMES)
def test_random_play_through_the_api(api: Api, game: str) -> None:
    play_randomly(api, game)


def play_randomly(api: Api, game: str) -> None:
    """Random moves by every seat through its token, each answer checked for leaks."""
    players = players_of(game)
    created = api.create(game, players, seed=11)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    rng = Rng(5)
    played, live = 0, False
    while played < MOVES:
        states = [api.state(mid, t) for t in tokens]
        match = api.live(mid)
        for seat, state in enumerate(states):
            live = check_no_leak(match, seat, state, step=played) or live
            ids = [m["id"].split(".") for m in state["legal"]]
            assert [int(i) for _, i in ids] == list(range(len(match.legal_moves(seat))))
            assert len({d for d, _ in ids}) <= 1 and all(int(d) <= state["n"] for d, _ in ids)
        spectator = api.state(mid, created["spectator_token"])
        check_no_leak(match, None, spectator, step=played)
        if match.is_over:
            break
        seat = match.to_act[0]
        choice = rng.choice(states[seat]["legal"])
        reply = api.post(f"/matches/{mid}/moves", {"id": choice["id"]}, tokens[seat])
        assert reply.status_code == 200, reply.text
        answer = reply.json()
        assert answer["n"] == states[seat]["n"] + 1
        check_no_leak(api.live(mid), seat, answer, step=played)
        played += 1
    assert played > 0
    assert live, f"{game}: no seat ever had anything hidden from it: the leak check never ran"
    for seat, token in enumerate(tokens):
        log = api.get(f"/matches/{mid}/log", token).json()
        assert log["n"] == len(api.live(mid).moves)
        check_no_leak(api.live(mid), seat, log, step=played)
    match = api.live(mid)
    save = api.get(f"/matches/{mid}/save", tokens[0])
    if match.is_over:
        assert save.status_code == 200
        assert load_match(save.content, REGISTRY).moves == match.moves
    else:
        assert save.status_code == 403 and save.json()["error"]["code"] == "not_over"
        check_no_leak(match, 0, save.json(), step=played)


@pytest.mark.parametrize("game", ["nimmt-classic", "nimmt"])
def test_a_whole_match_ends_and_its_save_replays(api: Api, game: str) -> None:
    created = api.create(game, 3, seed=2)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    play(api, mid, tokens, Rng(9), 2000)
    assert api.live(mid).is_over
    final = api.state(mid, tokens[1])
    assert final["over"] and final["result"]["ranks"] and final["legal"] == []
    save = api.get(f"/matches/{mid}/save", tokens[1])
    assert save.status_code == 200 and save.headers["content-type"] == "application/x-senet-save"
    assert load_match(save.content, REGISTRY).state_hash() == api.live(mid).state_hash()


def play(api: Api, mid: str, tokens: list[str], rng: Rng, count: int) -> None:
    """Up to ``count`` random moves, each by the first seat asked, through its token."""
    for _ in range(count):
        match = api.live(mid)
        if match.is_over:
            return
        seat = match.to_act[0]
        legal = api.state(mid, tokens[seat])["legal"]
        reply = api.post(f"/matches/{mid}/moves", {"id": rng.choice(legal)["id"]}, tokens[seat])
        assert reply.status_code == 200, reply.text


def test_moves_may_be_sent_as_json_decoded_strictly(api: Api) -> None:
    created = api.create("nimmt-classic", 2, seed=4)
    mid, token = created["id"], created["seats"][0]["token"]
    state = api.state(mid, token)
    move: dict[str, Any] = state["legal"][0]["move"]
    wrong = {**move, "tiles": [str(t) for t in move["tiles"]]}
    refused = api.post(f"/matches/{mid}/moves", {"move": wrong}, token)
    assert refused.status_code == 422 and refused.json()["error"]["code"] == "bad_move"
    extra = api.post(f"/matches/{mid}/moves", {"move": {**move, "more": 1}}, token)
    assert extra.status_code == 422
    assert api.state(mid, token)["n"] == state["n"]
    stale = api.post(f"/matches/{mid}/moves", {"move": move, "after": state["n"] + 3}, token)
    assert stale.status_code == 409 and stale.json()["error"]["code"] == "stale"
    ok = api.post(f"/matches/{mid}/moves", {"move": move, "after": state["n"]}, token)
    assert ok.status_code == 200, ok.text


def test_the_leak_check_catches_a_view_shown_to_the_wrong_seat(api: Api,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from senet.server import service

    created = api.create("nimmt-classic", 3, seed=3)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    leaky = service.view_json
    monkeypatch.setattr(service, "view_json", lambda match, seat: leaky(match, 0))
    state = api.state(mid, tokens[1])
    monkeypatch.undo()
    with pytest.raises(AssertionError, match="view"):
        check_no_leak(api.live(mid), 1, state, step=0)
