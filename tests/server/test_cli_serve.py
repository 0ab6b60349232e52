"""``senet serve`` without the server extra says what to install."""

from __future__ import annotations

import sys

import pytest

from senet.cli import main


def test_serve_without_the_extra_names_the_install_command(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # an import of it now fails
    assert main(["serve", "--db", "unused.db"]) == 1
    assert "pip install 'senet[server]'" in capsys.readouterr().err


def test_serve_is_listed_with_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--db" in out and "--host" in out and "--port" in out and "--server-key" in out
    assert "--cors-origin" in out
    assert "--bot-seconds" in out and "--bot-threads" in out and "--bot-queue" in out


@pytest.mark.parametrize("option", [["--bot-seconds", "0"], ["--bot-threads", "0"], ["--bot-queue", "0"]])
def test_serve_refuses_a_bot_budget_of_nothing(option: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--db", "unused.db", *option]) != 0
    assert option[0] in capsys.readouterr().err
