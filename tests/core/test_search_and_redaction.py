"""Events holding what nobody or one player sees, views and determinized copies for search,
and replacer."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import senet
from senet import Event, Hand, Pile, Secret, mask, replacer
from senet.flow import Entry
from senet.hidden import may_hide


@attrs.frozen
class Reshuffled(Event, tag="test/reshuffled"):
    """A deck was reshuffled: its size is public, its new order nobody's."""

    size: int
    order: Pile[int]


@attrs.frozen
class Drew(Event, tag="test/drew"):
    """A private draw, and the new top of the deck, which nobody sees."""

    player: int
    card: Secret[int]
    next_card: Pile[int]


def test_a_pile_in_an_event_shows_only_its_size_to_every_viewer() -> None:
    entry = Entry(0, "p", None, Reshuffled(3, Pile((2, 0, 1))))
    for viewer in (None, 0, 1):
        shown = senet.redact(entry, viewer).event
        assert isinstance(shown, Reshuffled) and shown.size == 3
        assert not shown.order.known and len(shown.order) == 3 and shown.order.items == ()


def test_a_secret_and_a_pile_together() -> None:
    entry = Entry(0, "p", 1, Drew(1, Secret(1, 42), Pile((7,))))
    mine = senet.redact(entry, 1).event
    theirs = senet.redact(entry, 0).event
    assert isinstance(mine, Drew) and mine.card.value == 42 and not mine.next_card.known
    assert isinstance(theirs, Drew) and theirs.card.value is None and bool(theirs.card)
    assert not theirs.next_card.known and len(theirs.next_card) == 1


def test_known_says_whether_a_value_holds_the_contents() -> None:
    hand, pile = Hand(0, (3, 1)), Pile((5, 2, 7))
    assert hand.known and pile.known and Hand(1).known and Pile().known  # empty, but known
    assert mask(hand, 0).known and mask(hand, 0) == hand
    for viewer in (1, None):
        seen = mask(hand, viewer)
        assert not seen.known and len(seen) == 2 and tuple(seen) == ()
    for viewer in (0, 1, None):
        assert not mask(pile, viewer).known and len(mask(pile, viewer)) == 3
    assert mask(Hand(0), 1).known, "an empty hand hides nothing: its contents (none) are known"


@attrs.frozen
class _Plain:
    count: int
    names: tuple[str, ...] = ()


@attrs.frozen
class _Nested:
    inner: Drew
    anything: Any = None


def test_may_hide_judges_a_class_by_its_fields_types() -> None:
    assert may_hide(Drew) and may_hide(Reshuffled) and may_hide(_Nested)
    assert not may_hide(_Plain)
    assert not may_hide(senet.Committed), "the engine's commit is redacted by the engine itself"


def test_replacer_changes_only_the_named_fields() -> None:
    @attrs.frozen
    class Point:
        x: int
        y: int
        label: str = "p"

    replace = replacer(Point)
    p = Point(1, 2)
    assert replace(p, y=5) == Point(1, 5, "p")
    assert replace(p) == p
    with pytest.raises(TypeError):
        replace(p, z=1)


@pytest.mark.parametrize("slots", [True, False])
def test_replacer_of_a_class_with_or_without_slots(slots: bool) -> None:
    @attrs.frozen(slots=slots)
    class Table:  # field names a generated function might have used for itself
        obj: int
        new: tuple[int, ...]
        values: str
        fields: int = 0

    replace = replacer(Table)
    t = Table(1, (2,), "v")
    changed = replace(t, new=(3,), fields=4)
    assert changed == Table(1, (3,), "v", 4) and t == Table(1, (2,), "v", 0)
    assert hash(changed) == hash(Table(1, (3,), "v", 4))
    assert replace(t) == t and replace(t) is not t
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        changed.obj = 5  # type: ignore[misc]
    with pytest.raises(TypeError, match="'z'"):
        replace(t, obj=2, z=1)  # refused whole: a misspelt field is no new attribute
    with pytest.raises(TypeError):
        replace(t, 5)
    assert not hasattr(replace(t, obj=2), "z")


def test_replacer_of_a_class_keeping_its_hash_in_its_dict_builds_a_new_one() -> None:
    @attrs.frozen(slots=False, cache_hash=True)
    class Cached:
        x: int

    c = Cached(1)
    hash(c)
    assert hash(replacer(Cached)(c, x=2)) == hash(Cached(2))


def test_a_view_of_a_seat_that_does_not_exist_is_refused() -> None:
    match = senet.new_match("nimmt-classic", 3)
    for bad in (3, -1, 1.0):
        with pytest.raises(senet.OptionError, match="no player"):
            match.view(bad)  # type: ignore[arg-type]


def test_options_cannot_be_changed_through_the_match() -> None:
    match = senet.new_match("nimmt-classic", 3)
    with pytest.raises(TypeError):
        match.options["side"] = "pro"  # type: ignore[index]


def _classic_after_one_commit() -> senet.Match[Any]:
    match = senet.new_match("nimmt-classic", 3, seed=9)
    match.submit(1, match.legal_moves(1)[0])
    match.submit(2, match.legal_moves(2)[0])
    return match


def test_determinized_keeps_what_the_observer_knows() -> None:
    match = _classic_after_one_commit()
    world = match.determinized(0, seed=5)
    assert world.state.hands[0] == match.state.hands[0]
    assert world.state.rows == match.state.rows
    assert world.state.hands[1] != match.state.hands[1] or world.state.hands[2] != match.state.hands[2]
    assert world.flow.commits == (None, None, None), "others choose again from their new hands"
    assert world.to_act == (0, 1, 2)
    assert match.to_act == (0,), "the original is untouched"
    with pytest.raises(senet.SenetError, match="replaced state"):
        world.save()


def test_determinized_keeps_the_observers_own_commit_and_reseeds() -> None:
    match = _classic_after_one_commit()
    world = match.determinized(1, seed=5)
    assert world.flow.commits[1] == match.flow.commits[1] and world.flow.commits[2] is None
    assert world.rng_state != match.rng_state
    assert match.determinized(1, seed=5).state == world.state, "the same seed re-deals the same way"
    assert senet.play_out(world).finished
