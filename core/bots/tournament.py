"""Round-robin tournaments between named bots, rated with OpenSkill.

Every lineup of entrants (every choice of as many entrants as the match has seats;
with fewer entrants than seats, each in turn, repeated round the table) plays in
every rotation of its seats, and each seating plays the same seeds: every entrant
meets the same deals from every seat, so luck is shared out evenly. The ratings
are OpenSkill's Plackett-Luce model, updated match by match in the order of the
tasks (so the same seeds give the same ratings whatever the number of workers);
a match stopped at the move cap has no ranks and does not count.

Ratings may be kept between tournaments in a JSON file (:class:`Ratings`): each run
starts from the ratings the file holds and updates them. The file is untrusted input:
:meth:`Ratings.from_json` checks every part of it and refuses anything else with a
:class:`RatingsFileError` naming what is wrong.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

import attrs

from ..errors import SenetError
from .runner import Job, Record

__all__ = ["Entrant", "Rated", "Ratings", "RatingsFileError", "Standing", "rate", "rating_model", "seatings",
           "tasks"]


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
    rank_sum: int = 0
    """The sum of its ranks in the matches it played (``mean_rank`` times ``games``)."""

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


def rating_model() -> Any:
    """openskill's Plackett-Luce model, new; :class:`SenetError` naming the extra to install
    when openskill is not there (an optional dependency: ``pip install 'senet[tournament]'``)."""
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise SenetError("tournament ratings need openskill: pip install 'senet[tournament]'") from None
    return PlackettLuce()


def rate(entrants: Sequence[Entrant], played: Sequence[tuple[tuple[int, ...], Record]],
         prior: Mapping[str, tuple[float, float]] | None = None) -> list[Standing]:
    """Ratings and records from the matches played, best first (by ``mu - 3 sigma``);
    ``prior`` gives the ``(mu, sigma)`` an entrant starts from, by name (a kept rating),
    else it starts from the model's default."""
    model = rating_model()
    start = prior or {}
    ratings = [model.rating(mu=start[e.name][0], sigma=start[e.name][1], name=e.name) if e.name in start
               else model.rating(name=e.name) for e in entrants]
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
                          rank_sums[i] / games[i] if games[i] else None, rank_sums[i])
                 for i, e in enumerate(entrants)]
    return sorted(standings, key=lambda s: -s.ordinal)


RATINGS_FORMAT = "senet-ratings"
RATINGS_VERSION = 1
MODEL = "openskill Plackett-Luce"
MAX_RATINGS_BYTES = 1 << 20
"""A ratings file larger than this is refused before it is parsed."""
MAX_RATED = 1000
"""Entrants a ratings file may hold."""
MAX_TEXT = 200
MAX_OPTIONS = 64
MAX_COUNT = 10**12
MAX_SEED = 2**63
MAX_RATING = 1e6
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,39}\Z")
"""An entrant's name (as ``senet tournament --bot NAME=BOT`` takes it)."""


class RatingsFileError(ValueError):
    """A ratings file that is not one: what is wrong, in a sentence."""


@attrs.frozen
class Rated:
    """An entrant's kept rating and record, over every run a ratings file has seen."""

    name: str
    bot: str
    mu: float
    sigma: float
    games: int
    wins: float
    rank_sum: int

    @property
    def ordinal(self) -> float:
        """The conservative rating, ``mu - 3 sigma``: what the leaderboard is sorted by."""
        return self.mu - 3 * self.sigma

    @property
    def mean_rank(self) -> float | None:
        """Its average rank over the matches rated, ``None`` before the first."""
        return self.rank_sum / self.games if self.games else None


@attrs.frozen
class Ratings:
    """Ratings kept between tournaments of one game, player count and options.

    ``next_seed``: the seed after the last one played, where the next run starts unless
    told otherwise (so that runs add new matches rather than replay the same ones);
    ``runs``: the tournaments it has rated.
    """

    game: str
    players: int
    options: Mapping[str, bool | int | str]
    next_seed: int = 0
    runs: int = 0
    rated: tuple[Rated, ...] = ()

    @classmethod
    def new(cls, game: str, players: int, options: Mapping[str, bool | int | str]) -> Ratings:
        """Ratings of nobody yet."""
        return cls(game, players, dict(options))

    def prior(self) -> dict[str, tuple[float, float]]:
        """The ``(mu, sigma)`` of each rated entrant, by name (what :func:`rate` starts from)."""
        return {r.name: (r.mu, r.sigma) for r in self.rated}

    def bots(self) -> dict[str, str]:
        """The bot text of each rated entrant, by name."""
        return {r.name: r.bot for r in self.rated}

    def leaderboard(self) -> list[Rated]:
        """Every rated entrant, best first (by ``mu - 3 sigma``, then by name)."""
        return sorted(self.rated, key=lambda r: (-r.ordinal, r.name))

    def updated(self, standings: Sequence[Standing], next_seed: int) -> Ratings:
        """These ratings after a run whose standings (started from :meth:`prior`) are given:
        the run's entrants take their new rating and add their record; others stay."""
        by_name = {r.name: r for r in self.rated}
        for s in standings:
            old = by_name.get(s.entrant.name)
            games, wins, ranks = (old.games, old.wins, old.rank_sum) if old is not None else (0, 0.0, 0)
            by_name[s.entrant.name] = Rated(s.entrant.name, s.entrant.bot, s.mu, s.sigma, games + s.games,
                                            wins + s.wins, ranks + s.rank_sum)
        return attrs.evolve(self, next_seed=max(self.next_seed, next_seed), runs=self.runs + 1,
                            rated=tuple(sorted(by_name.values(), key=lambda r: r.name)))

    def to_json(self) -> bytes:
        """The file's bytes (JSON, UTF-8, one entrant a line)."""
        head = {"format": RATINGS_FORMAT, "version": RATINGS_VERSION, "model": MODEL, "game": self.game,
                "players": self.players, "options": dict(self.options), "next_seed": self.next_seed,
                "runs": self.runs}
        lines = [json.dumps(attrs.asdict(r), ensure_ascii=False, allow_nan=False) for r in self.rated]
        body = json.dumps(head, ensure_ascii=False, allow_nan=False)[:-1]
        rated = "[]" if not lines else "[\n  " + ",\n  ".join(lines) + "\n]"
        return f"{body}, \"rated\": {rated}}}\n".encode()

    @classmethod
    def from_json(cls, data: bytes) -> Ratings:
        """Ratings read from a file's bytes, every part checked; :class:`RatingsFileError`."""
        if len(data) > MAX_RATINGS_BYTES:
            _refuse(f"it is larger than {MAX_RATINGS_BYTES // 1024} KiB")
        try:
            top = json.loads(data.decode("utf-8"), parse_constant=_no_constant, object_pairs_hook=_no_twins)
        except RatingsFileError:
            raise
        except UnicodeDecodeError:
            _refuse("it is not UTF-8 text")
        except (ValueError, RecursionError) as exc:
            _refuse(f"it is not JSON ({_cut(str(exc))})")
        keys = ("format", "version", "model", "game", "players", "options", "next_seed", "runs", "rated")
        top = _object(top, keys, "the file")
        if top["format"] != RATINGS_FORMAT:
            _refuse(f"its format is not {RATINGS_FORMAT!r}")
        if type(top["version"]) is not int or top["version"] != RATINGS_VERSION:
            _refuse(f"it is of version {_cut(repr(top['version']))}; this senet reads version "
                    f"{RATINGS_VERSION}")
        if top["model"] != MODEL:
            _refuse(f"its ratings are not of the model {MODEL!r}")
        game = _text(top["game"], "game")
        players = _int(top["players"], "players", 1, 1000)
        options = _options(top["options"])
        rated = top["rated"]
        if not isinstance(rated, list):
            _refuse("'rated' is not a list")
        if len(rated) > MAX_RATED:
            _refuse(f"it rates more than {MAX_RATED} entrants")
        entrants = tuple(_rated(item, n) for n, item in enumerate(rated))
        names = [r.name for r in entrants]
        if len(set(names)) != len(names):
            _refuse("it rates an entrant twice")
        return cls(game, players, options, _int(top["next_seed"], "next_seed", -MAX_SEED, MAX_SEED),
                   _int(top["runs"], "runs", 0, MAX_COUNT), tuple(sorted(entrants, key=lambda r: r.name)))


def _refuse(problem: str) -> NoReturn:
    raise RatingsFileError(problem)


def _cut(text: str, longest: int = 60) -> str:
    """Echoed input, made one line and cut to a few dozen characters."""
    text = " ".join(text.split())
    return text if len(text) <= longest else text[:longest - 1] + "…"


def _no_constant(name: str) -> NoReturn:
    _refuse(f"it holds {name}, which is not a number")


def _no_twins(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            _refuse(f"the key {_cut(key)!r} is given twice")
        out[key] = value
    return out


def _object(value: Any, keys: Sequence[str], what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        _refuse(f"{what} is not a JSON object")
    missing = [k for k in keys if k not in value]
    if missing:
        _refuse(f"{what} has no {missing[0]!r}")
    extra = [k for k in value if k not in keys]
    if extra:
        _refuse(f"{what} has an unknown key {_cut(extra[0])!r}")
    return value


def _text(value: Any, what: str, longest: int = MAX_TEXT) -> str:
    if not isinstance(value, str) or not value or len(value) > longest or not value.isprintable():
        _refuse(f"{what} is not a text of 1 to {longest} printable characters")
    return value


def _int(value: Any, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        _refuse(f"{what} is not a whole number from {low} to {high}")
    return value


def _number(value: Any, what: str, low: float, high: float) -> float:
    finite = type(value) is int or (type(value) is float and math.isfinite(value))
    if not finite or not low <= value <= high:  # an int is compared as it is: no float overflow
        _refuse(f"{what} is not a number from {low:g} to {high:g}")
    return float(value)


def _options(value: Any) -> dict[str, bool | int | str]:
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        _refuse(f"'options' is not an object of at most {MAX_OPTIONS} options")
    out: dict[str, bool | int | str] = {}
    for key, item in value.items():
        _text(key, "an option's name", 64)
        if isinstance(item, str):
            _text(item, f"option {key!r}")
        elif type(item) is int:
            _int(item, f"option {key!r}", -MAX_SEED, MAX_SEED)
        elif type(item) is not bool:
            _refuse(f"option {key!r} is not true, false, a whole number or a text")
        out[key] = item
    return out


def _rated(item: Any, n: int) -> Rated:
    where = f"entrant {n + 1} of 'rated'"
    item = _object(item, ("name", "bot", "mu", "sigma", "games", "wins", "rank_sum"), where)
    name = item["name"]
    if not isinstance(name, str) or not NAME.match(name):
        _refuse(f"{where}: the name is not letters, digits, '_', '.' or '-' (at most 40, a letter first)")
    games = _int(item["games"], f"{name}'s games", 0, MAX_COUNT)
    ranks = _int(item["rank_sum"], f"{name}'s rank_sum", 0, MAX_COUNT * 1000)
    if (games == 0) != (ranks == 0) or ranks < games:
        _refuse(f"{name}'s rank_sum does not fit its games (every rank is 1 or more)")
    return Rated(name, _text(item["bot"], f"{name}'s bot"), _number(item["mu"], f"{name}'s mu", -MAX_RATING,
                 MAX_RATING), _number(item["sigma"], f"{name}'s sigma", 1e-9, MAX_RATING), games,
                 _number(item["wins"], f"{name}'s wins", 0, games), ranks)
