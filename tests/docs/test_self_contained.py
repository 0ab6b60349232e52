"""The docs stand on their own: they cite no file outside the repository, and their
relative links lead to files that exist."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
OUTSIDE = re.compile(r"(?<![\w/.-])(rules/\w[\w-]*\.md|seeds/[\w-]+\.txt)|\.\./shared|/work/")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_no_page_cites_a_file_outside_the_repository() -> None:
    found = [f"{page.relative_to(ROOT)}: {m.group(0)}" for page in PAGES
             for m in OUTSIDE.finditer(page.read_text())]
    assert not found, found


def test_relative_links_lead_to_files() -> None:
    broken = []
    for page in PAGES:
        text = re.sub(r"`[^`\n]*`", "", page.read_text())  # code spans hold no links
        for target in LINK.findall(text):
            if re.match(r"\w+:", target):
                continue  # http:, https:, mailto:
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)} -> {target}")
    assert not broken, broken


def _slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_anchors_name_headings_that_exist() -> None:
    broken, checked = [], 0
    for page in PAGES:
        text = re.sub(r"`[^`\n]*`", "", page.read_text())
        for target, anchor in re.findall(r"\]\(([^)#\s]*)#([^)\s]+)\)", text):
            linked = page.parent / target if target else page
            if linked.suffix != ".md" or not linked.exists():
                continue
            headings = {_slug(m) for m in re.findall(r"^#+ (.*)$", linked.read_text(), re.M)}
            checked += 1
            if anchor not in headings:
                broken.append(f"{page.relative_to(ROOT)} -> {target}#{anchor}")
    assert not broken, broken
    assert checked > 10, "the docs' anchors were not found: the check checked nothing"
