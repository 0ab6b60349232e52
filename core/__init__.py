"""senet: an engine for turn-based board and card games, with games as plugins."""

from __future__ import annotations

__version__ = "0.1.0"

from .board import (
    Cell,
    Grid,
    Labels,
    Track,
    adjacent_labels,
    blocks_containing,
    connected_groups,
    group_of,
    label_groups,
    label_member_groups,
    neighbour_table,
    read_map,
    score_steps,
)
from .create import new_match, start_match
from .dealing import redeal
from .decisions import Ask, Auto, Decision, Evolver, Pending
from .declare import declare
from .errors import (
    IllegalMove,
    InternalError,
    OptionError,
    PluginError,
    PositionError,
    SaveFormatError,
    SenetError,
    UnknownGame,
)
from .estimates import chances
from .faces import Words
from .flow import Committed, Entry, Flow, Revealed, Stopped
from .game import Game, Result
from .hidden import Hand, Pile, Secret, mask, pool
from .hookspecs import hookimpl, hookspec
from .loading import load_match, resume_match, unasked_lone
from .match import Match, Observer, View, redact
from .options import Option, OptionValue
from .players import Bot, RandomBot
from .playout import Outcome, play_out
from .registry import Registry, default_registry
from .reveals import revealed, revealing
from .rng import Rng
from .seatfile import export_seat
from .seen import Observed
from .sim import Sim
from .tx import Tx
from .undo import TakeBack, take_back, take_back_plan
from .values import Event, Move, Tagged, replacer
from .words import does, who, whom, whose
from .zones import deal, remove_items, replaced_at

__all__ = [
    "Ask",
    "Auto",
    "Bot",
    "Cell",
    "Committed",
    "Decision",
    "Entry",
    "Event",
    "Evolver",
    "Flow",
    "Game",
    "Grid",
    "Hand",
    "IllegalMove",
    "InternalError",
    "Labels",
    "Match",
    "Move",
    "Observed",
    "Observer",
    "Option",
    "OptionError",
    "OptionValue",
    "Outcome",
    "Pending",
    "Sim",
    "Pile",
    "PluginError",
    "PositionError",
    "RandomBot",
    "Registry",
    "Result",
    "Revealed",
    "Rng",
    "SaveFormatError",
    "Secret",
    "SenetError",
    "Stopped",
    "Tagged",
    "Track",
    "TakeBack",
    "Tx",
    "UnknownGame",
    "View",
    "__version__",
    "adjacent_labels",
    "blocks_containing",
    "chances",
    "connected_groups",
    "deal",
    "export_seat",
    "declare",
    "default_registry",
    "does",
    "group_of",
    "hookimpl",
    "hookspec",
    "label_groups",
    "label_member_groups",
    "load_match",
    "mask",
    "neighbour_table",
    "new_match",
    "play_out",
    "pool",
    "read_map",
    "redact",
    "redeal",
    "remove_items",
    "replaced_at",
    "replacer",
    "revealed",
    "revealing",
    "resume_match",
    "score_steps",
    "start_match",
    "take_back",
    "take_back_plan",
    "unasked_lone",
    "Words", "who",
    "whom",
    "whose",
]
