"""Hidden information by type: containers that say who may see them.

A game keeps what some players may not see in these containers, anywhere in its
state or its events (a field, a tuple of them, a field of a nested attrs value):

- :class:`Hand`: components seen by their owner only (a hand of cards, a player's
  tiles behind their screen);
- :class:`Pile`: components nobody sees, not even their order (a draw pile, a bag);
- :class:`Secret`: one value seen by its owner only (a face-down choice).

The engine derives from them what each player is shown (:func:`mask`: a hidden
container keeps only its size) and the copies that search samples from
(:mod:`senet.dealing`: everything hidden from the observer is shuffled together, pool
by pool, and dealt back in the same sizes). A field's pool is named with
:func:`pool` (default: one pool for the whole state); components of different kinds
that must never mix (tiles and leaders, records and techniques) go in different pools.
Everything outside these containers is public, and a hidden value reaches it only
through a declared reveal (:mod:`senet.reveals`).
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Generic, TypeVar

import attrs

from .rng import Rng
from .values import evolver_of, quick
from .zones import remove_items

__all__ = ["Container", "Hand", "Pile", "Secret", "hidden_parts", "map_containers", "mask", "may_hide",
           "pool", "remove_items"]

T = TypeVar("T")
V = TypeVar("V")
_POOL = "senet_pool"


class Container:
    """The base of the hidden containers: what masking and re-dealing need of one."""

    __slots__ = ()

    def hidden_from(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (``None``: a spectator) may not see the contents."""
        raise NotImplementedError

    def masked(self) -> Any:
        """The container as someone who may not see it sees it: its size only."""
        raise NotImplementedError

    def contents(self) -> tuple[Any, ...]:
        """The hidden components (for re-dealing)."""
        raise NotImplementedError

    def refilled(self, items: Sequence[Any]) -> Any:
        """The same container holding ``items`` instead (as many as before)."""
        raise NotImplementedError

    def unmasked(self, items: Sequence[Any]) -> Any:
        """A masked container (only its size known) holding ``items``: a sample of it, what a
        search copy deals (by default :meth:`refilled`)."""
        return self.refilled(items)




@quick
@attrs.frozen
class Hand(Container, Generic[T]):
    """Components seen only by ``owner``; the others see how many (``len``).

    In the true state ``unseen`` is 0; in a view of someone else's hand ``items``
    is empty and ``unseen`` is the hand's size.
    """

    owner: int
    items: tuple[T, ...] = attrs.field(default=(), converter=tuple)  # a tuple is kept as it is
    unseen: int = 0

    def __len__(self) -> int:
        return len(self.items) + self.unseen

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def __contains__(self, item: object) -> bool:
        return item in self.items

    def hidden_from(self, viewer: int | None) -> bool:
        """Everyone but the owner."""
        return viewer != self.owner

    def masked(self) -> Hand[T]:
        """Only the size."""
        return Hand(self.owner, (), len(self))

    def contents(self) -> tuple[T, ...]:
        """The components in the hand."""
        return self.items

    def refilled(self, items: Sequence[Any]) -> Hand[T]:
        """Another hand of the same size, kept in order if this one was."""
        ordered = all(a <= b for a, b in zip(self.items, self.items[1:], strict=False))  # type: ignore[operator]
        return Hand(self.owner, tuple(sorted(items)) if ordered else tuple(items))

    def unmasked(self, items: Sequence[Any]) -> Hand[T]:
        """A hand of ``items``, sorted when they sort (the order of a hidden hand is unknown)."""
        try:
            return Hand(self.owner, tuple(sorted(items)))
        except TypeError:
            return Hand(self.owner, tuple(items))

    def adding(self, *items: T) -> Hand[T]:
        """The hand with ``items`` added at the end."""
        return Hand(self.owner, (*self.items, *items))

    def removing(self, *items: T) -> Hand[T]:
        """The hand without one copy of each of ``items`` (missing ones are our bug)."""
        return Hand(self.owner, remove_items(self.items, items))

    @property
    def known(self) -> bool:
        """Whether this value holds the contents (``False``: a view of a hand hidden from
        its viewer, which holds only its size, ``len``)."""
        return self.unseen == 0


@quick
@attrs.frozen
class Pile(Container, Generic[T]):
    """Face-down components nobody sees, not even their order: a draw pile, a bag.

    ``items[0]`` is the top. A view shows only the size (``len``).
    """

    items: tuple[T, ...] = attrs.field(default=(), converter=tuple)  # a tuple is kept as it is
    unseen: int = 0

    def __len__(self) -> int:
        return len(self.items) + self.unseen

    def __bool__(self) -> bool:
        return len(self) > 0

    def hidden_from(self, viewer: int | None) -> bool:
        """Everyone."""
        return True

    def masked(self) -> Pile[T]:
        """Only the size."""
        return Pile((), len(self))

    def contents(self) -> tuple[T, ...]:
        """The components, top first."""
        return self.items

    def refilled(self, items: Sequence[Any]) -> Pile[T]:
        """Another pile of the same size."""
        return Pile(tuple(items))

    def unmasked(self, items: Sequence[Any]) -> Pile[T]:
        """A pile of ``items`` in that order."""
        return Pile(tuple(items))

    @classmethod
    def shuffled(cls, items: Sequence[T], rng: Rng) -> Pile[T]:
        """A pile of ``items`` in random order."""
        return cls(rng.shuffled(items))

    def draw(self, n: int = 1) -> tuple[Pile[T], tuple[T, ...]]:
        """The pile without its top ``n`` (fewer if it runs out), and those."""
        return Pile(self.items[n:]), self.items[:n]

    def removing(self, *items: T) -> Pile[T]:
        """The pile without one copy of each of ``items``."""
        return Pile(remove_items(self.items, items))

    def adding(self, *items: T) -> Pile[T]:
        """The pile with ``items`` put at the bottom."""
        return Pile((*self.items, *items))

    @property
    def known(self) -> bool:
        """Whether this value holds the contents (``False``: a view of a pile, hidden from
        every viewer, which holds only its size, ``len``)."""
        return self.unseen == 0


@quick
@attrs.frozen
class Secret(Container, Generic[T]):
    """One value seen only by ``owner`` (a face-down choice); ``None`` when empty.

    Others see only whether there is one (``bool``). Secrets are not re-dealt:
    a search copy keeps them for their owner and blanks them for others (a game
    whose rules read a secret must then cope with ``None``).
    """

    owner: int
    value: T | None = None
    present: bool = False
    shown: bool = False
    """Turned face up: seen by everyone (a screen lifted by an option, or at the end)."""

    def __bool__(self) -> bool:
        return self.value is not None or self.present

    def hidden_from(self, viewer: int | None) -> bool:
        """Everyone but the owner, until shown."""
        return not self.shown and viewer != self.owner

    def masked(self) -> Secret[T]:
        """Only whether there is a value."""
        return Secret(self.owner, None, bool(self), self.shown)

    def contents(self) -> tuple[T, ...]:
        """Nothing to re-deal."""
        return ()

    def refilled(self, items: Sequence[Any]) -> Secret[T]:
        """Unchanged (a secret value is not a component)."""
        return self


def pool(name: str, **kwargs: Any) -> Any:
    """An attrs field whose hidden containers are re-dealt among themselves only."""
    metadata = dict(kwargs.pop("metadata", {}))
    metadata[_POOL] = name
    return attrs.field(metadata=metadata, **kwargs)


# -- walking a value's containers ------------------------------------------------------------

_plans: dict[type, tuple[tuple[str, str | None], ...]] = {}


def _mentions(hint: Any, seen: set[type]) -> bool:
    """Whether a type hint may hold a container (conservatively: yes if unsure)."""
    if hint is Any or hint is object:
        return True
    origin = typing.get_origin(hint)
    if origin is not None:
        if isinstance(origin, type) and origin not in (tuple, list, dict, frozenset, set) \
                and _mentions(origin, seen):
            return True
        return any(_mentions(arg, seen) for arg in typing.get_args(hint) if arg is not Ellipsis)
    if isinstance(hint, type):
        if issubclass(hint, Container):
            return True
        if attrs.has(hint):
            if hint in seen:
                return False
            seen.add(hint)
            return bool(_plan(hint, seen))
        return False
    return isinstance(hint, TypeVar)


def _plan(cls: type, seen: set[type] | None = None) -> tuple[tuple[str, str | None], ...]:
    """The fields of an attrs class that may hold containers, with their pool (cached)."""
    plan = _plans.get(cls)
    if plan is not None:
        return plan
    seen = seen if seen is not None else {cls}
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # unresolvable annotations: walk every field
        hints = {}
    plan = tuple(
        (f.name, f.metadata.get(_POOL))
        for f in attrs.fields(cls)
        if f.name not in hints or _mentions(hints[f.name], seen)
    )
    _plans[cls] = plan
    return plan


_TUPLE: Any = object()
_PLAIN: Any = ()
_CONTAINER: Any = object()
_kinds: dict[type, Any] = {}
"""How :func:`_map` walks each type: a container, a tuple, an attrs class's plan (the
fields that may hold a container; ``()``: nothing to walk), or nothing to walk."""
_ATOMS = frozenset((int, str, bool, float, bytes, type(None)))


def _kind(cls: type) -> Any:
    kind = _kinds.get(cls)
    if kind is None:
        if issubclass(cls, Container):
            kind = _CONTAINER
        elif cls is tuple:
            kind = _TUPLE
        elif attrs.has(cls) and not issubclass(cls, type):
            kind = _plan(cls)
        else:
            kind = _PLAIN
        _kinds[cls] = kind
    return kind


def _map(value: V, fn: Callable[[Container, str], Container], pool_name: str) -> V:
    """``value`` with ``fn`` applied to every container in it (in a fixed order)."""
    cls = type(value)
    kind = _kinds.get(cls)
    if kind is None:
        kind = _kind(cls)
    if not kind:  # a value with nothing to walk (the most common case, asked first)
        return value
    if kind is _CONTAINER:
        return fn(value, pool_name)  # type: ignore[arg-type, return-value]
    if kind is _TUPLE:
        items: tuple[Any, ...] = value  # type: ignore[assignment]
        out: list[Any] = []
        changed = False
        for item in items:
            if type(item) in _ATOMS:
                out.append(item)
                continue
            new = _map(item, fn, pool_name)
            if new is not item:
                changed = True
            out.append(new)
        return tuple(out) if changed else value  # type: ignore[return-value]
    changes = {}
    for name, named_pool in kind:
        old = getattr(value, name)
        new = _map(old, fn, named_pool if named_pool is not None else pool_name)
        if new is not old:
            changes[name] = new
    return evolver_of(cls)(value, **changes) if changes else value


def map_containers(value: V, fn: Callable[[Container, str], Container]) -> V:
    """``value`` with ``fn(container, pool)`` applied to every hidden container in it, in a fixed
    order (the walk that :func:`mask` and :mod:`senet.dealing` share)."""
    return _map(value, fn, "")


def hidden_parts(value: Any, viewer: int | None) -> list[tuple[str, Container]]:
    """Every container in ``value`` that ``viewer`` may not see, with its pool."""
    found: list[tuple[str, Container]] = []

    def note(container: Container, pool_name: str) -> Container:
        if container.hidden_from(viewer):
            found.append((pool_name, container))
        return container

    _map(value, note, "")
    return found


def mask(value: V, viewer: int | None) -> V:
    """``value`` as ``viewer`` (``None``: a spectator) may see it: every container hidden
    from them shows only its size. Works on states, events and any part of them."""

    def hide(container: Container, pool_name: str) -> Container:
        return container.masked() if container.hidden_from(viewer) else container

    return _map(value, hide, "")


def may_hide(cls: type) -> bool:
    """Whether values of this attrs class may hold a hidden container (judged by its fields'
    types, cached; a field whose type cannot be read counts as one that may)."""
    return bool(_plan(cls))
