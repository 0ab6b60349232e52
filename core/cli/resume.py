"""``senet play --resume FILE``: continue a saved, unfinished match with the seats it had."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from ..bots import seat_specs
from ..errors import SenetError
from ..loading import load_match
from ..match import Match
from ..registry import Registry
from ..savefile import read_header_untrusted
from .common import CommandError, count, read_save
from .seats import parse_seats

__all__ = ["Resumed", "resume"]


@attrs.frozen
class Resumed:
    """A match read back from its save, and who plays it from here."""

    match: Match[Any]
    humans: tuple[int, ...]
    bots: tuple[str, ...]
    save: Path
    how: str
    """Where the seats' roles came from, said to the player."""


def _refuse_new_match_flags(args: argparse.Namespace) -> None:
    for flag, value in (("--players", args.players), ("--seed", args.seed), ("--option", args.option)):
        if value is not None:
            raise CommandError(f"{flag} comes from the save when resuming; leave it out")


def _recorded(seats: Sequence[str], registry: Registry) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The human seats and bot specs a save recorded (its texts are untrusted: checked)."""
    humans = tuple(p for p, role in enumerate(seats) if role == "human")
    try:
        bots = seat_specs([f"{p}={role}" for p, role in enumerate(seats) if role != "human"],
                          len(seats), registry=registry)
    except SenetError as exc:
        raise CommandError(f"the save's seats cannot be played here: {exc}") from None
    return humans, bots


def resume(args: argparse.Namespace, registry: Registry) -> Resumed:
    """The saved match of ``--resume``, verified move by move, with its seats' roles.

    The roles are the save's ``seats`` unless ``--seat`` or ``--bot`` is given (then those
    decide, as for a new match); a save without ``seats`` (written before they were recorded,
    or by a program) defaults as a new match does: seat 0 human, the others random bots.
    It is saved again to the same file unless ``--save`` names another.
    """
    _refuse_new_match_flags(args)
    path: str = args.resume
    data = read_save(path)
    header = read_header_untrusted(data)
    match = load_match(data, registry)
    name = match.game.name
    if args.game is not None and args.game != name:
        raise CommandError(f"{path} holds a match of {name}, not of {args.game}")
    if match.is_over:
        raise CommandError(f"the match in {path} is over (after {count(len(match.moves), 'move')}); "
                           f"see it with: senet replay {path}")
    seats = header.get("seats")
    if args.seat or args.bot:
        humans = parse_seats(args.seat, match.players)
        bots = seat_specs(args.bot, match.players, registry=registry)
        how = "seats as given by --seat and --bot"
    elif seats is not None:
        humans, bots = _recorded(seats, registry)
        how = "seats as saved"
    else:
        humans = parse_seats(None, match.players)
        bots = seat_specs(None, match.players, registry=registry)
        how = "the save records no seats: player 0 human, the others random bots"
    save = Path(args.save) if args.save else Path(path)
    return Resumed(match, humans, bots, save, how)
