"""A real ``senet serve`` (uvicorn in a thread, SQLite in a temporary folder) and Debian's
Chromium driven by Playwright. Absent Chromium or Playwright fail with how to install them."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("SENET_CHROMIUM", "/usr/bin/chromium")
ARTEFACTS = Path(__file__).resolve().parents[2] / "build" / "web-screens"


def _need_browser() -> Any:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("the browser tests need Playwright for Python: pip install -e '.[test]' "
                    "(no 'playwright install': they drive Debian's Chromium)", pytrace=False)
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        pytest.fail(f"the browser tests need Chromium at {CHROMIUM}: apt-get install -y chromium "
                    "(or set SENET_CHROMIUM to its path)", pytrace=False)
    return sync_playwright


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base address of a server on a loopback port."""
    import uvicorn

    from senet.server import create_app

    app = create_app(str(tmp_path_factory.mktemp("web") / "senet.db"), rate=1e6, burst=1e6)
    port = _free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            ws_per_message_deflate=False)
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not uv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("senet serve did not start", pytrace=False)
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    uv.should_exit = True
    thread.join(10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    sync_playwright = _need_browser()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage",
            "--disable-extensions", "--mute-audio"])
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.problems = problems
    yield page
    context.close()


def artefact(name: str) -> Path:
    """Where a test keeps a screenshot (build/web-screens/, not committed)."""
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    return ARTEFACTS / name
