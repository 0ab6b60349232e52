"""Tagged values, secret fields and redaction of log entries."""

from __future__ import annotations

import attrs
import pytest

from senet import Entry, Event, Move, Tagged, redact, secret
from senet.values import secret_fields


@attrs.frozen
class Drawn(Event, tag="test/drawn"):
    """A private draw: ``player`` sees the card, others see that a card was drawn."""

    player: int
    card: int | None = secret(default=None)
    pile: str = "deck"

    def visible_to(self) -> int | None:
        return self.player


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
    assert Drawn(0, 5).tag == "test/drawn"
    assert issubclass(Drawn, Tagged)


def test_secret_fields() -> None:
    assert secret_fields(Drawn) == ("card",)
    assert secret_fields(Public) == ()
    assert attrs.fields(Drawn).card.default is None


def test_redact_hides_secret_fields_from_others_only() -> None:
    entry = _entry(Drawn(2, 41, "market"))
    assert redact(entry, 2) is entry
    for viewer in (0, 1, None):
        hidden = redact(entry, viewer)
        assert hidden.event == Drawn(2, None, "market")
        assert (hidden.seq, hidden.phase, hidden.player) == (4, "play", 1)
    assert entry.event == Drawn(2, 41, "market")


def test_redact_leaves_public_events() -> None:
    entry = _entry(Public(3))
    assert all(redact(entry, v) is entry for v in (0, 1, None))

