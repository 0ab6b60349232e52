"""Tagged values: the base classes of moves and events, and secret fields."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

import attrs

__all__ = [
    "Event", "Move", "Tagged", "hidden", "hidden_fields", "replacer", "secret", "secret_fields",
]

T = TypeVar("T")

_SECRET = "senet_secret"
_HIDDEN = "senet_hidden"


class Tagged:
    """A value written to saves under a stable tag such as ``"nimmt/play_tile"``."""

    __slots__ = ()
    tag: ClassVar[str]

    def __init_subclass__(cls, tag: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if tag is not None:
            if "/" not in tag:
                raise ValueError(f"tag {tag!r} must be namespaced: 'game/name'")
            cls.tag = tag


class Move(Tagged):
    """A player's decision. Subclasses are ``@attrs.frozen`` and carry a tag."""

    __slots__ = ()


class Event(Tagged):
    """Something that happened. Subclasses are ``@attrs.frozen`` and carry a tag.

    An event with fields declared by :func:`secret` is private to the player
    returned by :meth:`visible_to`; everyone else sees it with those fields
    set to ``None``.
    """

    __slots__ = ()

    def visible_to(self) -> int | None:
        """The one player who sees the secret fields; ``None`` if there are none."""
        return None


def secret(**kwargs: Any) -> Any:
    """Declare an event field that only :meth:`Event.visible_to` may see."""
    metadata = dict(kwargs.pop("metadata", {}))
    metadata[_SECRET] = True
    return attrs.field(metadata=metadata, **kwargs)


def hidden(**kwargs: Any) -> Any:
    """Declare an event field that no player sees (say, a deck's new order after a
    reshuffle): it is in the match's own log and saves, and ``None`` in every
    player's and spectator's redacted log."""
    metadata = dict(kwargs.pop("metadata", {}))
    metadata[_HIDDEN] = True
    return attrs.field(metadata=metadata, **kwargs)


_field_cache: dict[tuple[type, str], tuple[str, ...]] = {}


def _marked(cls: type, mark: str) -> tuple[str, ...]:
    names = _field_cache.get((cls, mark))
    if names is None:
        names = tuple(f.name for f in attrs.fields(cls) if f.metadata.get(mark))
        _field_cache[(cls, mark)] = names
    return names


def secret_fields(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s secret fields (cached)."""
    return _marked(cls, _SECRET)


def hidden_fields(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields that no player sees (cached)."""
    return _marked(cls, _HIDDEN)


def replacer(cls: type[T]) -> Callable[..., T]:
    """A fast ``attrs.evolve`` for one frozen class: ``replace(obj, field=value, ...)``.

    ``attrs.evolve`` reads the field list and builds a dict on every call; on a
    game's hot path that shows in profiles. The generated function names each
    field once and makes one constructor call (attrs generates its own
    ``__init__`` the same way).
    """
    fields = attrs.fields(cls)  # type: ignore[arg-type]
    if not all(f.init and f.alias == f.name for f in fields):
        raise TypeError(f"replacer() needs every field of {cls.__qualname__} in __init__ by name")
    params = ", ".join(f"{f.name}=_KEEP" for f in fields)
    # Positional arguments cost less than keywords on a class with many fields; attrs's
    # __init__ takes the fields in order unless one is keyword-only.
    keyword = any(f.kw_only for f in fields)
    args = ", ".join(f"{f.name + '=' if keyword else ''}obj.{f.name} if {f.name} is _KEEP else {f.name}"
                     for f in fields)
    scope: dict[str, Any] = {"_KEEP": object(), "_cls": cls}
    exec(f"def replace(obj, *, {params}):\n    return _cls({args})\n", scope)
    replace: Callable[..., T] = scope["replace"]
    replace.__doc__ = f"A copy of a {cls.__qualname__} with the given fields replaced."
    return replace
