"""Same seats again (``POST /matches/{id}/rematch``) and the bots a lobby may offer (``GET /bots``)."""

from __future__ import annotations

from .conftest import Api


def _finished(api: Api) -> dict:  # type: ignore[type-arg]
    """Two people and a bot at classic nimmt, played to the end."""
    made = api.create("nimmt-classic", 3, seed=7, public=True,
                      seats=[{"name": "ann"}, {"name": "bob"}, {"bot": "random", "name": "robo"}],
                      options={})
    mid, tokens = made["id"], [s["token"] for s in made["seats"][:2]]
    while not api.state(mid, tokens[0])["over"]:
        for token in tokens:
            legal = api.state(mid, token)["legal"]
            if legal:
                assert api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, token).status_code == 200
    return made


def test_rematch_seats_the_same_players_with_new_tokens(api: Api) -> None:
    made = _finished(api)
    mid, tokens = made["id"], [s["token"] for s in made["seats"][:2]]
    first = api.post(f"/matches/{mid}/rematch", {}, tokens[1])
    assert first.status_code == 201, first.text
    new = first.json()
    assert new["seat"] == 1 and new["token"] not in tokens and new["spectator_token"]
    state = api.state(new["id"], new["token"])
    assert state["game"] == "nimmt-classic" and not state["over"]
    assert [(s["name"], s["bot"], s["open"]) for s in state["seats"]] == [
        ("ann", None, False), ("bob", None, False), ("robo", "random", False)]
    assert api.state(mid, tokens[0])["rematch"] == new["id"]
    # ann's seat is kept for her: nobody may join it, her old token opens it
    assert api.post(f"/matches/{new['id']}/join", {}, None).json()["error"]["code"] == "seat_taken"
    hers = api.post(f"/matches/{mid}/rematch", {}, tokens[0]).json()
    assert hers["id"] == new["id"] and hers["seat"] == 0 and "spectator_token" not in hers
    assert api.state(new["id"], hers["token"])["seat"] == 0
    again = api.post(f"/matches/{mid}/rematch", {}, tokens[0])
    assert again.status_code == 409 and again.json()["error"]["code"] == "seat_taken"


def test_rematch_refusals(api: Api) -> None:
    made = api.create("nimmt-classic", 2, seats=[{}, {}])
    mid = made["id"]
    reply = api.post(f"/matches/{mid}/rematch", {}, made["seats"][0]["token"])
    assert reply.status_code == 409 and reply.json()["error"]["code"] == "not_over"
    assert api.post(f"/matches/{mid}/rematch", {}, made["spectator_token"]).status_code == 403
    assert api.post(f"/matches/{mid}/rematch", {"x": 1}, made["seats"][0]["token"]).status_code == 422


def test_bots_lists_every_registered_bot_with_its_levels(api: Api) -> None:
    listed = api.get("/bots").json()
    names = [b["name"] for b in listed["bots"]]
    assert {"random", "greedy", "flatmc", "mcts", "quick", "strong"} <= set(names)
    assert listed["default"] in names and listed["seconds"] > 0
    quick = next(b for b in listed["bots"] if b["name"] == "quick")
    assert quick["timed"] and quick["summary"]
    assert not next(b for b in listed["bots"] if b["name"] == "random")["timed"]
