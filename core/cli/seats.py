"""Which seats people play, from ``--seat`` texts (``senet play``, new or resumed)."""

from __future__ import annotations

from collections.abc import Sequence

from .common import CommandError, numbered

__all__ = ["parse_seats"]


def parse_seats(specs: Sequence[str] | None, players: int) -> tuple[int, ...]:
    """The human seats from ``--seat`` texts; with no seat named human, seat 0 (unless a bot)."""
    named: dict[int, str] = {}
    for spec in specs or ():
        seat, sep, kind = spec.partition("=")
        kind = kind.strip().lower()
        if not sep or kind not in ("human", "bot"):
            raise CommandError(f"--seat is SEAT=human or SEAT=bot, not {spec!r}")
        try:
            n = int(seat)
        except ValueError:
            raise CommandError(f"--seat needs a seat number, not {seat.strip()!r}") from None
        if not 0 <= n < players:
            raise CommandError(f"there is no seat {n} in a {players}-player match "
                               f"({numbered(players, 'seat')})")
        named[n] = kind
    humans = {n for n, kind in named.items() if kind == "human"}
    if not humans and named.get(0) != "bot":
        humans = {0}
    return tuple(sorted(humans))
