"""Niagara's action numbering (for :mod:`senet.rl`), documented in docs/games/niagara.md.

In order: play each paddle card (the cloud, then 1-6); recover a lost canoe paying each gem
colour; do not recover; move the weather +1, -1; move canoe 0 or 1; leave the canoe on land;
unload; load each gem colour; paddle to each position (land, 1-5, 6a, 7a, 6b, 7b); steal from
each seat's canoe 0 and 1; do not steal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from senet import Move, OptionValue
from senet.actions import Capacity, Counts, MoveTable, Seats

from .components import CANOES, CARDS, GEMS, SITES
from .moves import Steal
from .river import POSITIONS
from .rules import (
    LOAD,
    PADDLE,
    PICK,
    PLAY,
    RECOVER,
    SKIP_LAUNCH,
    SKIP_RECOVER,
    UNLOAD,
    WEATHER_STEPS,
)
from .rules_steal import SKIP_STEAL

__all__ = ["ENCODING"]


def _moves(options: Mapping[str, OptionValue], players: int) -> Sequence[Move]:
    out: list[Move] = [PLAY[c] for c in CARDS]
    out.extend(RECOVER[g] for g in GEMS)
    out.extend((SKIP_RECOVER, *WEATHER_STEPS))
    out.extend(PICK[c] for c in range(CANOES))
    out.extend((SKIP_LAUNCH, UNLOAD))
    out.extend(LOAD[g] for g in GEMS)
    out.extend(PADDLE[p] for p in POSITIONS)
    out.extend(Steal(p, c) for p in range(players) for c in range(CANOES))
    out.append(SKIP_STEAL)
    return out


ENCODING = MoveTable(_moves, hints={
    "hands": Seats(), "hands[]": Counts(CARDS),
    "canoes": Seats(), "canoes[]": Capacity(CANOES),
    "sites": Capacity(len(SITES)), "sites[]": Capacity(len(GEMS)),
    "collected": Seats(), "collected[]": Capacity(len(GEMS)),
    "played": Seats(), "queue": Seats(),
    "turn.must": Capacity(CANOES), "turn.may": Capacity(CANOES), "turn.moved": Capacity(CANOES),
    "turn.unloaded_gems": Capacity(CANOES), "turn.loaded_gems": Capacity(CANOES),
})
