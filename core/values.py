"""Tagged values: the base classes of moves and events, and secret fields."""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

__all__ = ["Event", "Move", "Tagged", "secret", "secret_fields"]

_SECRET = "senet_secret"


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


_secret_cache: dict[type, tuple[str, ...]] = {}


def secret_fields(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s secret fields (cached)."""
    names = _secret_cache.get(cls)
    if names is None:
        names = tuple(f.name for f in attrs.fields(cls) if f.metadata.get(_SECRET))
        _secret_cache[cls] = names
    return names
