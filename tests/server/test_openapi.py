"""The OpenAPI document: valid OpenAPI 3.1, every route in it, and the engine's types."""

from __future__ import annotations

import pytest
from openapi_spec_validator import validate
from starlette.routing import Route

from .conftest import REGISTRY, Api


def test_the_document_is_valid_and_names_every_route(api: Api) -> None:
    doc = api.get("/openapi.json").json()
    validate(doc)
    for route in api.client.app.routes:  # type: ignore[attr-defined]
        if isinstance(route, Route):
            assert route.path in doc["paths"], route.path
            for method in route.methods or ():
                if method != "HEAD":
                    assert method.lower() in doc["paths"][route.path], (route.path, method)
    schemas = doc["components"]["schemas"]
    for name in REGISTRY.names():
        for move in REGISTRY.get(name).moves:
            tag = move.tag.replace("/", ".")
            assert schemas[tag]["properties"]["$type"] == {"const": move.tag}
    assert "senet.seen.View" in schemas and "WsMessage" in schemas


def test_legal_moves_match_their_schema(api: Api) -> None:
    from jsonschema.exceptions import ValidationError
    from openapi_schema_validator import OAS31Validator

    doc = api.get("/openapi.json").json()
    created = api.create("tigris", 2, seed=1)
    seat = api.live(created["id"]).to_act[0]
    state = api.state(created["id"], created["seats"][seat]["token"])
    schema = {**doc["components"]["schemas"]["MatchState"], "components": doc["components"]}
    OAS31Validator(schema).validate(state)
    assert state["legal"]
    state["legal"][0]["move"]["$type"] = "tigris/no_such_move"
    with pytest.raises(ValidationError):
        OAS31Validator(schema).validate(state)


@pytest.mark.parametrize("game", REGISTRY.names())
def test_each_game_s_view_state_is_typed_and_matches(api: Api, game: str) -> None:
    from jsonschema.exceptions import ValidationError
    from openapi_schema_validator import OAS31Validator

    doc = api.get("/openapi.json").json()
    schemas = doc["components"]["schemas"]
    typed = schemas[f"view.{game}"]["allOf"][1]["properties"]
    assert typed["game"] == {"const": game}
    state_schema = schemas[typed["state"]["$ref"].rsplit("/", 1)[1]]
    assert state_schema["type"] == "object" and state_schema["properties"]
    players = REGISTRY.get(game).usual_count({}) or 3
    created = api.create(game, players, seed=2)
    match = api.live(created["id"])
    seat = match.to_act[0]
    check = OAS31Validator({**schemas["AnyView"], "components": doc["components"]})
    for token in (created["seats"][seat]["token"], created["spectator_token"]):
        view = api.state(created["id"], token)["view"]
        check.validate(view)
    view["state"] = {"nothing": "of the game's state"}
    with pytest.raises(ValidationError):
        check.validate(view)
