"""Round-robin tournaments between named bots, rated with OpenSkill.

Every lineup of entrants (every choice of as many entrants as the match has seats;
with fewer entrants than seats, each in turn, repeated round the table) plays in
every rotation of its seats, and each seating plays the same seeds: every entrant
meets the same deals from every seat, so luck is shared out evenly. The ratings
are OpenSkill's Plackett-Luce model, updated match by match in the order of the
tasks (so the same seeds give the same ratings whatever the number of workers);
a match stopped at the move cap has no ranks and does not count.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from .runner import Job, Record

__all__ = ["Entrant", "Standing", "rate", "seatings", "tasks"]


@attrs.frozen
class Entrant:
    """A named bot in a tournament (``name`` as given, ``bot`` the checked bot text)."""

    name: str
    bot: str


@attrs.frozen
class Standing:
    """An entrant's rating and record after the tournament."""

    entrant: Entrant
    mu: float
    sigma: float
    games: int
    wins: float
    """Matches won; a first place shared by k seats counts 1/k."""
    mean_rank: float | None

    @property
    def ordinal(self) -> float:
        """The conservative rating, ``mu - 3 sigma``: what the table is sorted by."""
        return self.mu - 3 * self.sigma


def seatings(entrants: int, players: int) -> list[tuple[int, ...]]:
    """Entrant positions per seat, for every lineup and every rotation of it."""
    if entrants >= players:
        lineups = list(itertools.combinations(range(entrants), players))
    else:
        lineups = [tuple(i % entrants for i in range(start, start + players)) for start in range(entrants)]
    out: list[tuple[int, ...]] = []
    for lineup in lineups:
        for turn in range(players):
            seating = lineup[turn:] + lineup[:turn]
            if seating not in out:
                out.append(seating)
    return out


def tasks(game: str, players: int, entrants: Sequence[Entrant], options: Mapping[str, Any],
          seeds: Sequence[int], max_moves: int) -> list[tuple[tuple[int, ...], Job, int]]:
    """Every match of the tournament: (seating, job, seed), seating by seating."""
    out: list[tuple[tuple[int, ...], Job, int]] = []
    for seating in seatings(len(entrants), players):
        job = Job(game, players, tuple(entrants[i].bot for i in seating), options, max_moves)
        out.extend((seating, job, seed) for seed in seeds)
    return out


def rate(entrants: Sequence[Entrant], played: Sequence[tuple[tuple[int, ...], Record]]
         ) -> list[Standing]:
    """Ratings and records from the matches played, best first (by ``mu - 3 sigma``)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = [model.rating(name=e.name) for e in entrants]
    games = [0] * len(entrants)
    wins = [0.0] * len(entrants)
    rank_sums = [0] * len(entrants)
    for seating, record in played:
        if record.ranks is None:
            continue
        teams = [[ratings[i]] for i in seating]
        updated = model.rate(teams, ranks=[float(r) for r in record.ranks])
        firsts = record.ranks.count(1)
        # An entrant in several seats (fewer entrants than seats) gets the sum of its changes.
        mu = {i: ratings[i].mu for i in set(seating)}
        sigma = {i: ratings[i].sigma for i in set(seating)}
        for seat, i in enumerate(seating):
            mu[i] += updated[seat][0].mu - ratings[i].mu
            sigma[i] = min(sigma[i], updated[seat][0].sigma)
            games[i] += 1
            rank_sums[i] += record.ranks[seat]
            if record.ranks[seat] == 1:
                wins[i] += 1 / firsts
        for i in set(seating):
            ratings[i] = model.rating(mu=mu[i], sigma=sigma[i], name=entrants[i].name)
    standings = [Standing(e, ratings[i].mu, ratings[i].sigma, games[i], wins[i],
                          rank_sums[i] / games[i] if games[i] else None)
                 for i, e in enumerate(entrants)]
    return sorted(standings, key=lambda s: -s.ordinal)
