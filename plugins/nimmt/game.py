"""The nimmt game: the 6 nimmt! board game (basic and pro sides, good-luck cards), declared
by its decisions; its options and set-up.

The rules' parts: ``layout`` (the two sides, as data), ``state``, ``moves``, ``events``,
``evolve``, ``flow`` (``pending`` and the decisions) with ``flow_steps`` (what the
automatic steps emit), ``rules`` (the result, where tiles go, the options of each
decision and the words of a refusal) with ``rules_cards`` (the cards played before a
tile is placed), ``check``. Its faces (:mod:`senet.faces`): ``words`` (with
``words_landing``), ``table``, ``picture`` (with ``picture_card``), ``actions``,
``evaluate``. The classic card game is its own game, ``nimmt-classic``
(``senet_games.nimmt.classic``); saves of this game's old ``classic`` variant are
handed to it by the migration from rules version 1 (``_from_v1`` below).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from senet import Hand, Option, OptionValue, Pile, Rng, declare, unasked_lone

from .check import check
from .evolve import evolve
from .flow import DECISIONS, pending
from .layout import BASIC, PRO
from .rules import result
from .state import ACTION_CARDS, LUCK_EACH, BoardState

__all__ = ["GAME", "setup"]

OPTIONS = (
    Option("side", "basic", "board side: basic (blue bulls) or pro (red bulls)",
           choices=("basic", "pro")),
    Option("luck", False, "play with the good-luck cards"),
)
TILES = tuple(range(1, 101))


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> BoardState:
    """The table before the deal: every tile in the stock; the first automatic step deals."""
    pro = options["side"] == "pro"
    luck = bool(options["luck"])
    return BoardState(
        pro=pro,
        luck=luck,
        rows=((),) * len((PRO if pro else BASIC).rows),
        hands=tuple(Hand(p) for p in range(players)),
        stock=Pile(TILES),
        deck=Pile(ACTION_CARDS if pro else ()),
        piles=(LUCK_EACH, LUCK_EACH) if luck else (0, 0),
    )


def _from_v1(envelope: dict[str, Any]) -> dict[str, Any]:
    """Version 1 held both games behind an option ``variant``: classic saves go to
    ``nimmt-classic`` (same moves); board saves keep theirs, and the lone ``place``
    questions now asked (it is private) are played in between."""
    options = dict(envelope["options"])
    if options.pop("variant", "board") == "classic":
        return {**envelope, "game": "nimmt-classic", "options": {}, "rules": 1}
    return {**unasked_lone(envelope), "options": options}


GAME = declare(
    name="nimmt",
    title="6 nimmt! (board game)",
    summary="Choose tiles in secret, place them lowest first, avoid or use the special spaces.",
    players=range(2, 7),
    state=BoardState,
    setup=setup,
    pending=pending,
    decisions=DECISIONS,
    evolve=evolve,
    result=result,
    options=OPTIONS,
    check=check,
    rules_version=2,
    migrations={1: _from_v1},
)
