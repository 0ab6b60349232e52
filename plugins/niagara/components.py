"""Niagara's components as data: read from ``data/components.txt`` and checked at import.

The file lists the gem types (name, value, starting site, count), the weather
track, the paddle cards, the canoes per player and the end thresholds. A gem's
value is also its number in moves and events (1 amethyst ... 5 ruby); the cloud
card is card 0. A bad file stops the import with a :class:`senet.PluginError`
naming the file, the line and what is wrong.
"""

from __future__ import annotations

from importlib import resources
from itertools import pairwise

import attrs

from senet import PluginError

__all__ = [
    "CANOES", "CARDS", "CLOUD", "COMPONENTS", "END_SAME", "END_TOTAL", "END_TYPES", "GEMS",
    "GEMS_EACH", "GEM_NAMES", "HOME_SITE", "NUMBERS", "SITES", "WEATHER", "WEATHER_START",
    "Components", "a_gem", "card_name", "gem_name", "parse_components",
]

CLOUD = 0
"""The cloud paddle card's number in moves and events."""
SITES = (3, 4, 5, 6, 7)
"""The river spaces that are gem sites (the river's shape is code: see ``river``)."""
_FILE = "data/components.txt"


@attrs.frozen
class Components:
    """Everything the data file gives: gems, weather track, paddle cards, canoes, end."""

    gem_names: tuple[str, ...]
    """By gem number - 1 (the number is the value)."""
    home_site: tuple[int, ...]
    """The site (river space 3-7) where each gem type starts, by gem number - 1."""
    gems_each: tuple[int, ...]
    weather: tuple[int, ...]
    weather_start: int
    numbers: tuple[int, ...]
    """The numbered paddle cards, ascending (the cloud is extra)."""
    canoes: int
    end_same: int
    end_types: int
    end_total: int


def _fail(line: int | None, why: str) -> PluginError:
    where = f"{_FILE}, line {line}" if line is not None else _FILE
    return PluginError("niagara", f"{where}: {why}")


def _int(word: str, line: int) -> int:
    try:
        return int(word)
    except ValueError:
        raise _fail(line, f"{word!r} is not a whole number") from None


def parse_components(text: str) -> Components:
    """The components in ``text`` (the data file's notation), checked."""
    gems: dict[int, tuple[str, int, int]] = {}
    weather: tuple[int, ...] = ()
    start: int | None = None
    numbers: tuple[int, ...] = ()
    canoes: int | None = None
    end: dict[str, int] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        key, rest = words[0], words[1:]
        if key == "gem":
            if len(rest) != 4:
                raise _fail(n, "a gem line is: gem NAME VALUE SITE COUNT")
            name, value, site, count = rest[0], _int(rest[1], n), _int(rest[2], n), _int(rest[3], n)
            if value in gems or any(name == g[0] for g in gems.values()):
                raise _fail(n, f"gem {name} (value {value}) is listed twice")
            if site not in SITES or any(site == g[1] for g in gems.values()):
                raise _fail(n, f"site {site} is not a free gem site (sites are spaces 3-7, one type each)")
            if not 0 <= count <= 99:
                raise _fail(n, f"a count of {count} gems is not 0-99")
            gems[value] = (name, site, count)
        elif key == "weather":
            weather = tuple(_int(w, n) for w in rest)
            if not weather or any(b != a + 1 for a, b in pairwise(weather)):
                raise _fail(n, "the weather track is consecutive whole numbers, left to right")
        elif key == "weather-start" and len(rest) == 1:
            start = _int(rest[0], n)
        elif key == "paddle":
            if rest.count("cloud") != 1:
                raise _fail(n, "the paddle cards hold exactly one cloud")
            numbers = tuple(_int(w, n) for w in rest if w != "cloud")
            if numbers != tuple(range(1, len(numbers) + 1)) or len(numbers) > 7:
                raise _fail(n, "the numbered paddle cards are 1, 2, ... up to at most 7")
        elif key == "canoes" and len(rest) == 1:
            canoes = _int(rest[0], n)
            if canoes != 2:
                raise _fail(n, "the rules (both canoes, launching one) are written for 2 canoes")
        elif key == "end" and len(rest) == 2 and rest[0] in ("same", "types", "total"):
            end[rest[0]] = _int(rest[1], n)
            if end[rest[0]] < 1:
                raise _fail(n, "an end threshold is at least 1")
        else:
            raise _fail(n, f"cannot read {raw.strip()!r}")
    if sorted(gems) != [1, 2, 3, 4, 5]:
        raise _fail(None, "the gem values are 1-5, one type each (the river has five sites)")
    if start is None or start not in weather:
        raise _fail(None, "weather-start must be a space of the weather track")
    if not numbers or canoes is None or len(end) != 3:
        raise _fail(None, "paddle, canoes and the three end lines (same, types, total) are required")
    order = sorted(gems)
    return Components(
        gem_names=tuple(gems[v][0] for v in order),
        home_site=tuple(gems[v][1] for v in order),
        gems_each=tuple(gems[v][2] for v in order),
        weather=weather,
        weather_start=start,
        numbers=numbers,
        canoes=canoes,
        end_same=end["same"],
        end_types=end["types"],
        end_total=end["total"],
    )


COMPONENTS = parse_components(resources.files(__package__).joinpath(_FILE).read_text("utf-8"))
GEM_NAMES = COMPONENTS.gem_names
GEMS: tuple[int, ...] = tuple(range(1, len(GEM_NAMES) + 1))
"""The gem numbers, which are their values: 1 amethyst, 2 diamond, 3 amber, 4 sapphire, 5 ruby."""
HOME_SITE = COMPONENTS.home_site
GEMS_EACH = COMPONENTS.gems_each
WEATHER = COMPONENTS.weather
WEATHER_START = COMPONENTS.weather_start
NUMBERS = COMPONENTS.numbers
CARDS: tuple[int, ...] = (CLOUD, *NUMBERS)
"""A full hand of paddle cards, ascending (the cloud, 0, first)."""
CANOES = COMPONENTS.canoes
END_SAME = COMPONENTS.end_same
END_TYPES = COMPONENTS.end_types
END_TOTAL = COMPONENTS.end_total


def gem_name(gem: int) -> str:
    """``"amethyst"`` for gem 1, and so on."""
    return GEM_NAMES[gem - 1]


def a_gem(gem: int) -> str:
    """``"an amethyst"``, ``"a ruby"``."""
    name = gem_name(gem)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def card_name(card: int) -> str:
    """``"the cloud"`` or ``"the 4"``."""
    return "the cloud" if card == CLOUD else f"the {card}"
