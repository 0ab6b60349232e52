"""``GET /matches/{id}/export``: a seat's own view of an unfinished match, never the secrets."""

from __future__ import annotations

from senet.seatfile import export_seat, read_seat_untrusted

from .conftest import REGISTRY, Api


def test_a_seat_downloads_its_own_export_before_the_end(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=4)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    for seat in (0, 1):
        legal = api.state(mid, tokens[seat])["legal"]
        assert api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[seat]).status_code == 200
    match = api.live(mid)
    assert not match.is_over
    assert api.get(f"/matches/{mid}/save", tokens[2]).status_code == 403  # the save waits for the end
    for seat, token in enumerate(tokens):
        reply = api.get(f"/matches/{mid}/export", token)
        assert reply.status_code == 200, reply.text
        assert reply.content == export_seat(match, seat)  # the core's export: its leak test holds
        assert read_seat_untrusted(reply.content, REGISTRY).seat == seat


def test_a_spectator_or_a_stranger_gets_no_export(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=4)
    mid = created["id"]
    reply = api.get(f"/matches/{mid}/export", created["spectator_token"])
    assert reply.status_code == 403 and reply.json()["error"]["code"] == "no_seat"
    assert api.get(f"/matches/{mid}/export", "not-a-token").status_code == 401
