"""The conformance suite: what every senet game must do, checked on seeded random matches.

``check_game(game)`` plays one seeded random match per option set and player count
and runs every check along the way; it returns the failures, each naming its check
(``senet check GAME`` prints them and exits 1 if there are any). The checks:

- ``faces``: the game's faces (:mod:`senet.faces`) import and hold what their files must,
  and its ``words.py`` words every move and event type (not only through one function for
  every move or event);
- ``ends``: a random playout reaches the end (or, for a game that may not end, its
  cap), someone is always to act with at least one legal move, listed once each;
- ``listed-accepted``: every listed move is accepted;
- ``unlisted-refused``: moves not listed (changed fields, other classes, the wrong
  player) are refused with a reason, and a refused move changes nothing;
- ``refusals-agree``: a decision's ``refusal`` (its rule in words) gives no reason for a
  listed move and a reason for every unlisted one asked about (one-field changes, samples,
  moves of the game's action table): the options are the one list of what is legal, and a
  lister written for speed is checked against the rule here;
- ``secrets``: at every step (every fifth after the first 40), for every seat and a
  spectator, twin matches that viewer cannot tell apart (what it cannot see dealt again,
  by the engine's re-deal, not the game's code) show it the same view, options, "who is
  asked" and texts, and after the same move the same log entries until a declared
  reveal (:mod:`senet.testing.secrets`); a failure names the viewer, the step and the
  event and field, state field or text that carried the difference;
- ``commits-hidden``: a hidden commit changes no one else's view or log;
- ``search-copy``: twins give the same search copy for one seed, and a copy reaches
  nothing of the true match (no moves, no true seed, state, log or generator state, no
  hidden container) and plays on;
- ``search-help``: the game's ``evaluate`` gives the same values twice, one per seat in
  [0, 1], and its ``rollout_policy`` the same listed position for one seed, neither
  changing the state (on a search copy for the seat to act; :mod:`senet.testing.search`);
- ``save-reload`` and ``replay``: a save loads to the same state, and re-playing it
  to any move gives the hash that move had;
- ``start-from-state``: a match started from a position saves and loads;
- ``same-seed-same-bytes``: the same seed and moves give the same save bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..create import new_match
from ..game import Game
from ..registry import Registry, default_registry
from ..rng import Rng
from .case import Case, Failure, cases
from .checks import (
    commits_hidden,
    every_move,
    listed_accepted,
    random_move,
    refusals_agree,
    replays,
    result_fits,
    same_bytes,
    save_reload,
    someone_acts,
    start_from_state,
    unlisted_refused,
)
from .copies import search_copies_hold_only_knowledge
from .plain import TextFields
from .search import faces_hold, search_helpers_behave
from .secrets import twins_agree

__all__ = ["CHECKS", "Case", "Failure", "cases", "check_case", "check_game"]

CHECKS = ("faces", "ends", "listed-accepted", "unlisted-refused", "refusals-agree", "secrets",
          "commits-hidden", "search-copy", "search-help", "save-reload", "replay", "start-from-state",
          "same-seed-same-bytes")
MAX_MOVES = 4000
ENDLESS_MOVES = 600
"""The cap for a game that declares it may not end (random play goes on and on)."""


class _Run:
    """Failures of one case, the first of each check."""

    def __init__(self, case: Case) -> None:
        self.case = case
        self.failures: dict[str, Failure] = {}

    def check(self, name: str, step: int | None, fn: Callable[..., Any], *args: Any) -> Any:
        if name in self.failures:
            return None
        try:
            return fn(*args)
        except Exception as exc:
            text = str(exc) or type(exc).__name__
            if not isinstance(exc, AssertionError):
                text = f"{type(exc).__name__}: {text}"
            self.failures[name] = Failure(name, self.case.id, step, text)
            return None


def _every(step: int) -> bool:
    return step < 40 or step % 15 == 0


def check_case(case: Case, registry: Registry | None = None, *, seed: int | None = None,
               thorough: bool = True, warnings: list[str] | None = None) -> list[Failure]:
    """Play one seeded random match of ``case`` and run every check; the failures. With a
    ``warnings`` list, what the match showed that is not wrong but may be is added to it
    (text fields holding a closed set, :mod:`senet.testing.plain`)."""
    registry = registry or default_registry()
    seed = 17 + case.players if seed is None else seed
    run = _Run(case)
    match = run.check("ends", None, lambda: new_match(case.game, case.players, seed,
                                                      dict(case.options), registry=registry))
    if match is None:
        return list(run.failures.values())
    if thorough:
        run.check("faces", None, faces_hold, case.game)
    rng = Rng(seed)
    universe = (run.check("refusals-agree", None, every_move, match, registry) or ()) if thorough else ()
    hashes = [match.state_hash()]
    twins = Rng(seed ^ 0x7715)
    texts = TextFields()
    cap = ENDLESS_MOVES if case.game.may_not_end else MAX_MOVES
    step = 0
    while not match.is_over and step < cap:
        if not run.check("ends", step, someone_acts, match):
            break
        if thorough and _every(step):
            run.check("listed-accepted", step, listed_accepted, match, rng)
            run.check("unlisted-refused", step, unlisted_refused, match, rng)
            run.check("refusals-agree", step, refusals_agree, match, rng, universe)
            run.check("commits-hidden", step, commits_hidden, match)
        if thorough and (step < 40 or step % 5 == 0):
            run.check("secrets", step, twins_agree, match, twins, step)
        if thorough and step % 10 == 0:
            run.check("search-copy", step, search_copies_hold_only_knowledge, match, twins, step)
            run.check("search-help", step, search_helpers_behave, match, twins, step)
        if thorough and (step < 25 or step % 40 == 0):
            run.check("save-reload", step, save_reload, match, registry)
            run.check("start-from-state", step, start_from_state, match, case, registry)
        if warnings is not None and step % 25 == 0:
            texts.see((match.state,))
        if run.check("ends", step, random_move, match, rng) is None:
            break
        hashes.append(match.state_hash())
        step += 1
    if not match.is_over and not case.game.may_not_end and "ends" not in run.failures:
        run.failures["ends"] = Failure("ends", case.id, step, f"no end after {cap} random moves")
    run.check("ends", step, result_fits, match, case)
    run.check("save-reload", step, save_reload, match, registry)
    run.check("replay", step, replays, match, registry, hashes)
    run.check("same-seed-same-bytes", None, same_bytes, case, registry, seed, match)
    if warnings is not None:
        texts.see(match.moves)
        texts.see(entry.event for entry in match.log)
        warnings.extend(f"{case.id}: {line}" for line in texts.warnings()
                        if not any(f": {line.split()[0]} " in w for w in warnings))  # once a field
    return list(run.failures.values())


def check_game(game: Game[Any], registry: Registry | None = None, *, thorough: bool = True
               ) -> list[Failure]:
    """Every case of ``game`` (each option value, each player count); the failures."""
    out: list[Failure] = []
    for case in cases(game):
        out += check_case(case, registry, thorough=thorough)
    return out
