"""Words every game's texts need: how a player is named for whoever reads.

Every game wrote its own "you" or "player N"; this is the one copy. A sentence
whose subject is a player agrees with it: :func:`does` turns "player 2 has" into
"you have" for player 2's eyes, and :func:`whom` names a player who is also the
subject as "yourself" ("you named yourself start player").

Where the players have names (a table in the browser), :func:`naming` lends them for a
while: inside it, :func:`who` names the others by their names ("Ada", "Ada's") and the
viewer still "you". It is scoped to the calls inside the ``with`` (a context variable), so
a drawing made for one table never names the players of another.
"""

from __future__ import annotations

import contextvars
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

__all__ = ["does", "naming", "quoted", "second_person", "who", "whom", "whose"]

NAME_AT_MOST = 10
"""How many characters of a player's name texts show (a picture's column is narrow)."""
_NAMES: contextvars.ContextVar[tuple[str | None, ...]] = contextvars.ContextVar("senet_names", default=())


@contextmanager
def naming(names: Sequence[str | None]) -> Iterator[None]:
    """Within the ``with``, :func:`who` names player ``p`` ``names[p]`` (cut to
    ``NAME_AT_MOST`` characters) where it is a name, for every viewer but ``p``."""
    shown = tuple(_short(" ".join(n.split())) if n and n.strip() else None for n in names)
    token = _NAMES.set(shown)
    try:
        yield
    finally:
        _NAMES.reset(token)


def _short(name: str) -> str:
    return name if len(name) <= NAME_AT_MOST else name[:NAME_AT_MOST - 1] + "…"


def _name(player: int) -> str | None:
    names = _NAMES.get()
    return names[player] if 0 <= player < len(names) else None

QUOTED_AT_MOST = 40
"""How many characters of a value from outside (a name, an option) an error message echoes."""

_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
_SIBILANT = ("sses", "shes", "ches", "xes", "zes", "oes")


def quoted(value: object, limit: int = QUOTED_AT_MOST) -> str:
    """``repr(value)`` cut to about ``limit`` characters: how an error echoes what it was given
    (a name in a request may be a megabyte long)."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit]) + f"... ({len(value)} characters)"
    text = repr(value) if not isinstance(value, (bytes, bytearray)) or len(value) <= limit else \
        repr(bytes(value[:limit])) + f"... ({len(value)} bytes)"
    return text if len(text) <= limit + 20 else text[:limit] + "..."


def who(player: int | None, viewer: int | None) -> str:
    """How ``player`` is named for ``viewer``: "you", "player N" (or their name, inside
    :func:`naming`), or "the table" (``None``)."""
    if player is None:
        return "the table"
    if player == viewer:
        return "you"
    return _name(player) or f"player {player}"


def whose(player: int, viewer: int | None) -> str:
    """The possessive: "your" or "player N's"."""
    return "your" if player == viewer else f"{who(player, viewer)}'s"


def second_person(verb: str) -> str:
    """A verb written for "player 2" (``has``, ``takes``, ``carries``, ``took``, ``will take``)
    as written for "you" (``have``, ``take``, ``carry``; a past tense or a phrase with a
    modal stays as it is). Only the first word is changed."""
    first, sep, rest = verb.partition(" ")
    if first in _IRREGULAR:
        first = _IRREGULAR[first]
    elif first.endswith("ies") and len(first) > 4:
        first = first[:-3] + "y"
    elif first.endswith(_SIBILANT):
        first = first[:-2]
    elif first.endswith("s") and not first.endswith("ss"):
        first = first[:-1]
    return first + sep + rest


def does(player: int | None, viewer: int | None, verb: str) -> str:
    """``player`` as the subject of ``verb``, agreeing for ``viewer``: with ``verb`` written for
    "player 2" ("has", "takes", "is"), ``does(2, 0, "has")`` is "player 2 has" and
    ``does(0, 0, "has")`` is "you have"."""
    return f"{who(player, viewer)} {second_person(verb) if player == viewer else verb}"


def whom(player: int, viewer: int | None, subject: int | None) -> str:
    """``player`` as the object of a sentence whose subject is ``subject``: "yourself" or
    "themselves" when they are the same player, else as :func:`who` names them."""
    if player == subject:
        return "yourself" if player == viewer else "themselves"
    return who(player, viewer)
