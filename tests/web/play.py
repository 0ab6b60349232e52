"""Driving the page as a person does: create a table in the lobby, click moves until the end."""

from __future__ import annotations

import random
import re
from typing import Any

READY = "body[data-ready='1']"
"""The page has drawn what the server said and sends nothing (a selector: the page's CSP
refuses the evaluated strings of ``wait_for_function``)."""
TARGETS = "#board [data-move], #moves button"


def create_table(page: Any, base: str, game: str, players: int, seats: list[str],
                 options: dict[str, Any] | None = None, public: bool = False, bot: str = "random"
                 ) -> list[str]:
    """Fill in the lobby's form; the seat links it shows (people's seats, then spectators).
    Bot seats get ``bot`` (random by default: the tests play to the end quickly; the lobby's
    own default is a search bot)."""
    page.goto(base + "/")
    page.wait_for_selector(READY, state="attached")
    page.select_option("#game", game)
    page.fill("#players", str(players))
    page.dispatch_event("#players", "change")
    for name, value in (options or {}).items():
        field = page.locator(f"#opt-{name}")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    for i, kind in enumerate(seats):
        page.select_option(f"#seat-{i}", kind)
        if kind == "bot":
            page.select_option(f"#bot-{i}", bot)
    page.locator("#public").set_checked(public)
    page.click("button[type=submit]")
    page.wait_for_selector("#links:not([hidden])")
    assert page.locator("#create-error").inner_text() == ""
    return [a.get_attribute("href") for a in page.locator("#link-list a.seat-link").all()]


def table_state(page: Any) -> dict[str, str]:
    return page.evaluate("() => ({...document.body.dataset})")  # type: ignore[no-any-return]


def click_move(page: Any, rng: random.Random) -> bool:
    """Click one of the seat's moves (on the picture or in the list); False if it has none."""
    targets = page.locator(TARGETS)
    count = targets.count()
    if count == 0:
        return False
    drawn = page.locator("#board [data-move]").count()
    # mostly what the picture offers (a card, a square): matches end sooner than by passing
    pick = rng.randrange(drawn) if drawn and rng.random() < 0.85 else rng.randrange(count)
    target = targets.nth(pick)
    before = table_state(page)
    try:
        target.click(timeout=1500)
    except Exception:  # covered by a sibling's shape: the keyboard reaches every move
        target.focus()
        page.keyboard.press("Enter")
    changed(page, before)
    return True


def changed(page: Any, before: dict[str, str], errors: bool = True) -> None:
    """Wait until the table shows another move number (or, with ``errors``, a new error)."""
    selector = f"body:not([data-n='{before.get('n', '')}'])"
    if errors:
        selector += f", body[data-errors]:not([data-errors='{before.get('errors', '0')}'])"
    page.wait_for_selector(selector, state="attached", timeout=20000)


def play_to_end(page: Any, rng: random.Random, limit: int = 2000, stop_at: int | None = None) -> int:
    """Click moves until the match is over (or after ``stop_at`` clicks); the clicks made."""
    clicks = 0
    while clicks < limit:
        page.wait_for_selector(READY, state="attached", timeout=20000)
        state = table_state(page)
        if state.get("over") == "1" or (stop_at is not None and clicks >= stop_at):
            return clicks
        if state.get("mine") == "1" and click_move(page, rng):
            clicks += 1
        else:
            changed(page, {"n": state.get("n", "")}, errors=False)
    raise AssertionError(f"the match did not end in {limit} clicks")


def token_of(link: str) -> str:
    found = re.search(r"#token=([A-Za-z0-9_-]+)$", link)
    assert found, link
    return found.group(1)
