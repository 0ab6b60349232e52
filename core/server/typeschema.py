"""JSON Schemas of the engine's own types (attrs classes, tagged moves and events), read
from their annotations: what the OpenAPI document says a view, move or event looks like."""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from ..serial import TAG_KEY
from ..values import Tagged

__all__ = ["Schemas"]

_PLAIN: dict[Any, dict[str, Any]] = {
    int: {"type": "integer"}, bool: {"type": "boolean"}, str: {"type": "string"},
    float: {"type": "number"}, type(None): {"type": "null"},
    bytes: {"type": "string", "contentEncoding": "base64"}, Any: {},
}


def _ref_name(cls: type) -> str:
    tag = getattr(cls, "tag", None)
    name = tag if isinstance(tag, str) and "tag" in cls.__dict__ else f"{cls.__module__}.{cls.__qualname__}"
    return name.replace("/", ".").replace("senet_games.", "").replace(" ", "_")


class Schemas:
    """Schemas gathered into ``defs`` (OpenAPI ``components/schemas``), referenced by name."""

    def __init__(self) -> None:
        self.defs: dict[str, dict[str, Any]] = {}

    def ref(self, cls: type) -> dict[str, Any]:
        """A reference to the schema of the attrs class ``cls`` (built once)."""
        name = _ref_name(cls)
        if name not in self.defs:
            self.defs[name] = {}  # a placeholder: recursive types refer to themselves
            self.defs[name] = self._attrs(cls)
        return {"$ref": f"#/components/schemas/{name}"}

    def union(self, classes: Sequence[type]) -> dict[str, Any]:
        """Any one of ``classes`` (tagged: told apart by ``$type``)."""
        return {"oneOf": [self.ref(c) for c in classes]} if classes else {}

    def _attrs(self, cls: type) -> dict[str, Any]:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation that does not resolve: described loosely
            hints = {}
        props: dict[str, Any] = {}
        required = []
        for field in attrs.fields(cls):
            if not field.init:
                continue
            props[field.name] = self.of(hints.get(field.name, Any))
            required.append(field.name)
        if issubclass(cls, Tagged) and isinstance(getattr(cls, "tag", None), str):
            props = {TAG_KEY: {"const": cls.tag}, **props}
            required.insert(0, TAG_KEY)
        out: dict[str, Any] = {"type": "object", "properties": props, "required": required,
                               "additionalProperties": False}
        doc = (cls.__doc__ or "").strip().split("\n")[0]
        if doc:
            out["description"] = doc
        return out

    def of(self, hint: Any) -> dict[str, Any]:
        """The schema of a type annotation."""
        if hint in _PLAIN:
            return dict(_PLAIN[hint])
        if isinstance(hint, typing.TypeVar):
            return {}
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
        if origin in (typing.Union, types.UnionType):
            return {"anyOf": [self.of(a) for a in args]}
        if origin is typing.Literal:
            return {"enum": list(args)}
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return {"enum": [m.value for m in hint]}
        if origin in (tuple, list, Sequence, frozenset, set) or hint in (tuple, list, frozenset):
            if origin is tuple and args and args[-1] is not Ellipsis:
                return {"type": "array", "prefixItems": [self.of(a) for a in args],
                        "minItems": len(args), "maxItems": len(args)}
            return {"type": "array", "items": self.of(args[0]) if args else {}}
        if origin in (dict, Mapping) or hint in (dict, Mapping):
            return {"type": "object", "additionalProperties": self.of(args[1]) if len(args) == 2 else {}}
        cls = origin or hint
        if isinstance(cls, type) and attrs.has(cls):
            return self.ref(cls)
        if isinstance(cls, type) and issubclass(cls, Tagged):
            return {"type": "object", "required": [TAG_KEY], "properties": {TAG_KEY: {"type": "string"}}}
        return {}
