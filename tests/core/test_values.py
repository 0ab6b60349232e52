"""Tagged values, redaction of log entries, and fast constructors."""

from __future__ import annotations

import attrs
import pytest

from senet import Committed, Entry, Event, Move, Secret, Tagged, redact
from senet.values import quick
from tests.core.games import Pick


@attrs.frozen
class Drawn(Event, tag="test/drawn"):
    """A private draw: ``player`` sees the card, others see that a card was drawn."""

    player: int
    card: Secret[int]
    pile: str = "deck"


@attrs.frozen
class Public(Event, tag="test/public"):
    value: int


def _entry(event: Event) -> Entry:
    return Entry(4, "play", 1, event)


def test_tags_must_be_namespaced() -> None:
    with pytest.raises(ValueError, match="namespaced"):
        class Bad(Move, tag="bad"):
            pass


def test_tags_are_class_attributes() -> None:
    assert Drawn.tag == "test/drawn"
    assert Drawn(0, Secret(0, 5)).tag == "test/drawn"
    assert issubclass(Drawn, Tagged)


def test_redact_hides_a_secret_from_others_only() -> None:
    entry = _entry(Drawn(2, Secret(2, 41), "market"))
    assert redact(entry, 2) is entry
    for viewer in (0, 1, None):
        hidden = redact(entry, viewer)
        assert hidden.event == Drawn(2, Secret(2, None, present=True), "market")
        assert (hidden.seq, hidden.phase, hidden.player) == (4, "play", 1)
    assert entry.event == Drawn(2, Secret(2, 41), "market")


def test_redact_shows_the_engines_commit_to_its_player_only() -> None:
    entry = _entry(Committed(2, Pick(1)))
    assert redact(entry, 2) is entry
    for viewer in (0, 1, None):
        hidden = redact(entry, viewer)
        assert hidden.event == Committed(2, None)
        assert (hidden.seq, hidden.phase, hidden.player) == (4, "play", 1)
    blank = _entry(Committed(2))
    assert all(redact(blank, v) is blank for v in (0, 2, None))


def test_redact_leaves_public_events() -> None:
    entry = _entry(Public(3))
    assert all(redact(entry, v) is entry for v in (0, 1, None))



# -- quick: a faster __init__ with the same values ------------------------------------------------


def _tupled(items: object) -> tuple[object, ...]:
    return tuple(items)  # type: ignore[call-overload]


@attrs.frozen
class _Shaped:
    owner: int
    items: tuple[object, ...] = attrs.field(default=(), converter=_tupled)
    extra: list[int] = attrs.field(factory=list)
    size: int = attrs.field(default=attrs.Factory(lambda self: len(self.items), takes_self=True))
    label: str = attrs.field(default="x", kw_only=True)


_QuickShaped = quick(attrs.frozen(type("_QuickShaped", (), {
    "__annotations__": dict(_Shaped.__annotations__),
    "items": attrs.field(default=(), converter=_tupled),
    "extra": attrs.field(factory=list),
    "size": attrs.field(default=attrs.Factory(lambda self: len(self.items), takes_self=True)),
    "label": attrs.field(default="x", kw_only=True),
})))


@pytest.mark.parametrize("args, kwargs", [
    ((1,), {}),
    ((1, [3, 2]), {}),
    ((1, (4,), [9], 7), {"label": "y"}),
    ((2,), {"items": "ab", "size": 0}),
])
def test_quick_builds_the_same_values_as_attrs(args: tuple[object, ...], kwargs: dict[str, object]) -> None:
    plain, fast = _Shaped(*args, **kwargs), _QuickShaped(*args, **kwargs)  # type: ignore[arg-type]
    assert attrs.asdict(plain) == attrs.asdict(fast)
    assert type(fast.items) is tuple
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        fast.owner = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        _QuickShaped(1, (), [], 0, "positional label")  # type: ignore[misc]


def test_quick_leaves_classes_whose_init_does_more() -> None:
    @attrs.frozen
    class Checked:
        value: int = attrs.field(validator=attrs.validators.ge(0))

    @attrs.frozen
    class Hooked:
        value: int

        def __attrs_post_init__(self) -> None:
            raise ValueError("post-init ran")

    @attrs.frozen(cache_hash=True)
    class Hashed:
        value: int

    for cls in (Checked, Hooked, Hashed):
        init = cls.__init__
        assert quick(cls) is cls and cls.__init__ is init
    with pytest.raises(ValueError):
        Checked(-1)
    assert hash(Hashed(1)) == hash(Hashed(1))


def test_every_declared_event_and_move_builds_equal_values() -> None:
    """The engine quickens the games' moves and events; each still equals an attrs-built one."""
    import senet

    for name in senet.default_registry().names():
        game = senet.default_registry().get(name)
        for cls in (*game.moves, *game.events):
            values = {f.name: getattr(f.default, "factory", lambda: None)() if isinstance(
                f.default, attrs.Factory) else (f.default if f.default is not attrs.NOTHING else 0)
                for f in attrs.fields(cls)}
            built = object.__new__(cls)  # what attrs's own __init__ would make, field by field
            for key, value in values.items():
                object.__setattr__(built, key, value)
            assert cls(**values) == built, cls
