"""Tagged values: the base classes of moves and events, and fast constructors for frozen values."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, NoReturn, TypeVar

import attrs

__all__ = ["Event", "Move", "Tagged", "quick", "replacer"]

T = TypeVar("T")


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

    What an event tells only some players is held in a hidden container
    (:class:`senet.Hand`, :class:`senet.Pile`, :class:`senet.Secret`): the engine masks
    it in the log of everyone who may not see it.
    """

    __slots__ = ()


def _setters(cls: type) -> dict[str, Any] | None:
    """Each field's slot setter, or ``None`` if ``cls`` cannot be built around its ``__init__``.

    A frozen attrs class with slots stores each field in a slot; the slot's own
    descriptor writes it in one C call, where attrs's ``__init__`` looks the name up
    through ``object.__setattr__`` each time. Only classes whose ``__init__`` does
    nothing else qualify: no validators, no hooks, every field set by name.
    """
    if not attrs.has(cls) or "__slots__" not in cls.__dict__:
        return None
    if (hasattr(cls, "__attrs_pre_init__") or hasattr(cls, "__attrs_post_init__")
            or any("_attrs_cached_hash" in getattr(k, "__slots__", ()) for k in cls.__mro__)):
        return None
    setters: dict[str, Any] = {}
    for f in attrs.fields(cls):
        if not f.init or f.alias != f.name or f.validator is not None or f.on_setattr not in (None, ()):
            return None
        if f.converter is not None and isinstance(f.converter, getattr(attrs, "Converter", ())):
            return None  # a converter that takes the instance or the field: attrs's own business
        slot = next((k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__), None)
        if slot is None or not hasattr(slot, "__set__"):
            return None
        setters[f.name] = slot.__set__
    return setters


def quick(cls: type[T]) -> type[T]:
    """Give a frozen attrs class a faster ``__init__`` with the same signature and result.

    For the values built on every move (log entries, the flow, events, hands): the
    generated ``__init__`` writes each slot through its descriptor, converters and
    defaults kept. A class that does anything else in ``__init__`` is left as it is.
    """
    setters = _setters(cls)
    if setters is None:
        return cls
    scope: dict[str, Any] = {"_NOTHING": attrs.NOTHING}
    params: list[str] = []
    keywords: list[str] = []
    body: list[str] = []
    for f in attrs.fields(cls):  # type: ignore[arg-type]
        name = f.name
        scope[f"_set_{name}"] = setters[name]
        value = name
        if isinstance(f.default, attrs.Factory):  # type: ignore[arg-type]
            scope[f"_make_{name}"] = f.default.factory
            made = f"_make_{name}(self)" if f.default.takes_self else f"_make_{name}()"
            param = f"{name}=_NOTHING"
            value = f"{made} if {name} is _NOTHING else {name}"
        elif f.default is not attrs.NOTHING:
            scope[f"_default_{name}"] = f.default
            param = f"{name}=_default_{name}"
        else:
            param = name
        if f.converter is not None:
            scope[f"_convert_{name}"] = f.converter
            value = f"_convert_{name}({value})"
        (keywords if f.kw_only else params).append(param)
        body.append(f"    _set_{name}(self, {value})")
    signature = ", ".join(["self", *params, *(["*", *keywords] if keywords else [])])
    exec(f"def __init__({signature}):\n" + "\n".join(body or ["    pass"]) + "\n", scope)
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


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
    if _dict_based(cls):
        # Fields live in the instance's dict: one C-level copy of it, then the new values.
        # The changes come as one dict, merged in one C call; a name that is no field is
        # refused as a keyword argument would be: the instance's dict holds its fields and
        # nothing else (frozen, no cached properties), so a name that is no field makes the
        # merged dict longer (one length test).
        # The new object's dict is set through the class's own ``__dict__`` descriptor (one
        # call, where ``object.__setattr__`` looks the descriptor up by name).
        holder = next(k for k in cls.__mro__ if "__dict__" in vars(k))
        scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_COUNT": len(fields),
                                 "_set": vars(holder)["__dict__"].__set__, "_unknown": _unknown}
        lines = ["def replace(_obj, /, **_changes):",
                 "    _values = _obj.__dict__.copy()", "    _values.update(_changes)",
                 "    if len(_values) != _COUNT: _unknown(_cls, _changes)",
                 "    _made = _new(_cls)", "    _set(_made, _values)", "    return _made", ""]
        exec("\n".join(lines), scope)
        copied: Callable[..., T] = scope["replace"]
        copied.__doc__ = f"A copy of a {cls.__qualname__} with the given fields replaced."
        return copied
    setters = _setters(cls)
    if setters is not None and not any(f.converter is not None for f in fields):
        # Every field is given: build the object around its __init__, one slot write each.
        scope = {"_KEEP": object(), "_new": object.__new__, "_cls": cls}
        lines = [f"def replace(_obj, *, {params}):", "    _made = _new(_cls)"]
        for f in fields:
            scope[f"_set_{f.name}"] = setters[f.name]
            lines.append(f"    _set_{f.name}(_made, _obj.{f.name} if {f.name} is _KEEP else {f.name})")
        exec("\n".join([*lines, "    return _made", ""]), scope)
        fast: Callable[..., T] = scope["replace"]
        fast.__doc__ = f"A copy of a {cls.__qualname__} with the given fields replaced."
        return fast
    # Positional arguments cost less than keywords on a class with many fields; attrs's
    # __init__ takes the fields in order unless one is keyword-only.
    keyword = any(f.kw_only for f in fields)
    args = ", ".join(f"{f.name + '=' if keyword else ''}_obj.{f.name} if {f.name} is _KEEP else {f.name}"
                     for f in fields)
    scope = {"_KEEP": object(), "_cls": cls}
    exec(f"def replace(_obj, *, {params}):\n    return _cls({args})\n", scope)
    replace: Callable[..., T] = scope["replace"]
    replace.__doc__ = f"A copy of a {cls.__qualname__} with the given fields replaced."
    return replace


def _unknown(cls: type, changes: Mapping[str, object]) -> NoReturn:
    names = ", ".join(sorted(repr(n) for n in changes if n not in attrs.fields_dict(cls)))
    raise TypeError(f"replace() got unexpected keyword arguments for {cls.__qualname__}: {names}")


def _dict_based(cls: type) -> bool:
    """Whether ``cls``'s instances keep their fields in their ``__dict__`` and nothing but
    its plain fields: a frozen attrs class without slots, no converters, validators or
    hooks (so that a copy of the dict with new values is what ``__init__`` would make)."""
    if not attrs.has(cls) or any("__slots__" in k.__dict__ for k in cls.__mro__[:-1]):
        return False
    if hasattr(cls, "__attrs_pre_init__") or hasattr(cls, "__attrs_post_init__"):
        return False
    if any(isinstance(v, functools.cached_property) for k in cls.__mro__ for v in k.__dict__.values()):
        return False  # a value cached in the dict would be copied to an object it does not fit
    code = getattr(cls.__init__, "__code__", None)
    if code is None or not code.co_filename.startswith("<attrs generated"):
        return False  # an __init__ of the class's own
    if "_attrs_cached_hash" in code.co_names + code.co_consts:
        return False  # cache_hash keeps the hash in the dict
    return all(f.init and f.alias == f.name and f.validator is None and f.converter is None
               and f.on_setattr in (None, ()) for f in attrs.fields(cls))


_evolvers: dict[type, Callable[..., Any]] = {}


def evolver_of(cls: type) -> Callable[..., Any]:
    """:func:`replacer` of ``cls``, made once (``attrs.evolve`` where none can be made): the
    engine's own walks over values (views, redacted logs, search copies) use it."""
    found = _evolvers.get(cls)
    if found is None:
        try:
            found = replacer(cls)
        except TypeError:
            found = attrs.evolve
        _evolvers[cls] = found
    return found
