"""axe-core in the browser tests: its ``axe.min.js`` as the pip package axe-playwright-python
ships it (the test extra; no npm), injected into a page and run there.

A test that needs axe and cannot load it fails, saying what to install: it never skips.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Any

import pytest

SERIOUS = frozenset({"serious", "critical"})
OPTIONS: dict[str, Any] = {
    "resultTypes": ["violations"],
    # Off by default in axe (experimental, or not in every ruleset): names that differ from the
    # text shown (a voice user says what is seen) and touch targets under 24 CSS px (WCAG 2.2).
    "rules": {"label-content-name-mismatch": {"enabled": True}, "target-size": {"enabled": True}},
}


@functools.cache
def script() -> str:
    """axe-core's ``axe.min.js``; the test fails loudly when the package is missing."""
    try:
        return (resources.files("axe_playwright_python") / "axe.min.js").read_text(encoding="utf-8")
    except (ImportError, FileNotFoundError) as exc:
        pytest.fail(f"the accessibility tests need axe-core: pip install -e '.[test]' "
                    f"(it brings axe-playwright-python, which ships axe.min.js): {exc}", pytrace=False)


def violations(page: Any, include: str | None = None) -> list[dict[str, Any]]:
    """axe's violations on ``page`` as it is now (within ``include``, a CSS selector, if given)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(script())
    found: list[dict[str, Any]] = page.evaluate(
        "([context, options]) => axe.run(context || document, options)", [include, OPTIONS])["violations"]
    return found


def serious(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The violations axe rates serious or critical."""
    return [v for v in found if v.get("impact") in SERIOUS]


def report(found: list[dict[str, Any]], where: str = "") -> str:
    """The violations for a person: rule, impact, help, and each element (at most 5 a rule)."""
    lines = [f"{len(found)} accessibility violations{f' on {where}' if where else ''}:"]
    for v in found:
        lines.append(f"- {v['id']} ({v['impact']}): {v['help']} [{len(v['nodes'])} elements] {v['helpUrl']}")
        for node in v["nodes"][:5]:
            lines.append(f"    {', '.join(map(str, node['target']))}: {node['html'][:160]}")
            messages = [c["message"] for kind in ("any", "all", "none") for c in node.get(kind, [])]
            lines.extend(f"      {m}" for m in messages[:2])
    return "\n".join(lines)


def assert_no_serious(page: Any, where: str, include: str | None = None) -> list[dict[str, Any]]:
    """Fail, printing them, if axe finds serious or critical violations; the others found."""
    found = violations(page, include)
    bad = serious(found)
    assert not bad, report(bad, where)
    return found
