"""senet check warns about text fields that only ever hold a few values (a closed set an
enum would name), and not about enums or free text."""

from __future__ import annotations

import enum

import attrs

from senet.testing.plain import TextFields


class Site(enum.StrEnum):
    HOME = "home"
    FALLS = "falls"


@attrs.frozen
class Moved:
    to: str
    site: Site
    note: str
    path: tuple[Moved, ...] = ()


def test_a_text_field_of_few_values_is_named_and_free_text_and_enums_are_not() -> None:
    fields = TextFields()
    fields.see(Moved(("river", "bank", "falls")[i % 3], Site.HOME, f"note {i}") for i in range(30))
    warnings = fields.warnings()
    assert len(warnings) == 1 and warnings[0].startswith("Moved.to is text but held only 3 values in 30")


def test_fields_are_found_inside_tuples_and_other_values() -> None:
    fields = TextFields()
    inner = tuple(Moved("bank", Site.FALLS, "x") for _ in range(25))
    fields.see([Moved("river", Site.HOME, "y", inner)])
    assert fields.values["Moved.to"] == {"river": 1, "bank": 25}


def test_too_few_sightings_say_nothing() -> None:
    fields = TextFields()
    fields.see(Moved("bank", Site.HOME, "n") for _ in range(5))
    assert fields.warnings() == []
