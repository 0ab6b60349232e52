"""The conformance suite: what every senet game must do, checked on seeded random matches.

``check_game(game)`` plays one seeded random match per option set and player count
and runs every check along the way; it returns the failures, each naming its check
(``senet check GAME`` prints them and exits 1 if there are any). The checks:

- ``ends``: a random playout reaches the end (or, for a game that may not end, its
  cap), someone is always to act with at least one legal move, listed once each;
- ``listed-accepted``: every listed move is accepted;
- ``unlisted-refused``: moves not listed (changed fields, other classes, the wrong
  player) are refused with a reason, and a refused move changes nothing;
- ``views-hide-secrets``: re-dealing everything a player cannot see (the engine's
  re-deal of hidden containers, not the game's code) changes nothing in their view;
- ``commits-hidden``: a hidden commit changes no one else's view or log;
- ``flow-hides-secrets``: twin matches whose only difference is what the other
  players hold, driven by the same moves, ask the same players the same things and
  show an observer the same views and logs;
- ``search-copy``: a determinized copy holds only what its observer knew (no moves,
  the log as they saw it, another seed) and plays on;
- ``save-reload`` and ``replay``: a save loads to the same state, and re-playing it
  to any move gives the hash that move had;
- ``start-from-state``: a match started from a position saves and loads;
- ``same-seed-same-bytes``: the same seed and moves give the same save bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, cast

import attrs

from ..create import new_match, start_match
from ..errors import IllegalMove, OptionError
from ..flow import Entry
from ..game import Act, Game
from ..hidden import hidden_parts, redeal
from ..loading import load_match
from ..match import Match, View
from ..options import Option, OptionValue, resolve_options
from ..registry import Registry, default_registry
from ..rng import Rng
from ..savefile import codec_for
from ..serial import pack
from ..values import Move

__all__ = ["CHECKS", "Case", "Failure", "cases", "check_case", "check_game"]

CHECKS = ("ends", "listed-accepted", "unlisted-refused", "views-hide-secrets", "commits-hidden",
          "flow-hides-secrets", "search-copy", "save-reload", "replay", "start-from-state",
          "same-seed-same-bytes")
MAX_MOVES = 4000
ENDLESS_MOVES = 600
"""The cap for a game that declares it may not end (random play goes on and on)."""
TWIN_STEPS = 8


@attrs.frozen
class Case:
    """One game, one set of options, one player count."""

    game: Game[Any]
    options: tuple[tuple[str, OptionValue], ...]
    players: int

    @property
    def id(self) -> str:
        """``game[options]-Np``."""
        opts = ",".join(f"{k}={v}" for k, v in self.options) or "default"
        return f"{self.game.name}[{opts}]-{self.players}p"


@attrs.frozen
class Failure:
    """A check that failed: which, in which case, at which step, and why."""

    check: str
    case: str
    step: int | None
    message: str

    def __str__(self) -> str:
        where = "" if self.step is None else f" at move {self.step}"
        return f"{self.check}: {self.case}{where}: {self.message}"


def _values(option: Option) -> list[OptionValue]:
    if option.choices is not None:
        return [v for v in option.choices if v != option.default]
    if isinstance(option.default, bool):
        return [not option.default]
    return []


def cases(game: Game[Any]) -> Iterator[Case]:
    """The defaults, then each option's other values one at a time, with every player count."""
    sets: list[tuple[tuple[str, OptionValue], ...]] = [()]
    for option in game.options:
        sets.extend(((option.name, value),) for value in _values(option))
    for options in sets:
        try:
            resolved = resolve_options(game.options, dict(options))
        except OptionError:
            continue
        for players in game.players_for(resolved):
            yield Case(game, options, players)


# -- what the checks compare -------------------------------------------------------------------


def view_bytes(match: Match[Any], player: int | None) -> bytes:
    """A view as bytes, so that two views compare field for field."""
    return pack(codec_for(match.game).unstructure(match.view(player), View))


def log_bytes(match: Match[Any], player: int | None, start: int = 0) -> bytes:
    """The log as ``player`` saw it (from entry ``start``), as bytes."""
    codec = codec_for(match.game)
    return pack([codec.unstructure(e, Entry) for e in match.log_for(player)[start:]])


def _fingerprint(match: Match[Any]) -> tuple[Any, ...]:
    return match.save(), match.state_hash(), len(match.log)


def _mutants(move: Move, rng: Rng) -> list[Move]:
    """Moves like ``move`` with one field changed (most of them illegal)."""
    out: list[Move] = []
    for field in attrs.fields(cast(Any, type(move))):
        value = getattr(move, field.name)
        options: list[Any] = []
        if isinstance(value, bool):
            options = [not value]
        elif isinstance(value, int):
            options = [value + 1, value - 1, -1, 1000, rng.below(120)]
        elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            options = [value[:-1], (*value, rng.below(120)), tuple(v + 1 for v in value), ()]
        elif value is None:
            options = [0, 1]
        for option in options:
            try:
                out.append(attrs.evolve(cast(Any, move), **{field.name: option}))
            except (TypeError, ValueError):
                pass
    return out


def _samples(cls: type[Move]) -> list[Move]:
    """A few instances of a move class built from small values."""
    out: list[Move] = []
    for small in (0, 1, 3):
        kwargs: dict[str, Any] = {}
        for field in attrs.fields(cast(Any, cls)):
            kind = str(field.type)
            kwargs[field.name] = ((small,) if "tuple" in kind else bool(small) if "bool" in kind
                                  else small if "int" in kind else "x" if "str" in kind else None)
        try:
            out.append(cls(**kwargs))
        except (TypeError, ValueError):
            continue
    return out


def _choices(match: Match[Any]) -> list[tuple[int, Sequence[Move]]]:
    return [(p, match.legal_moves(p)) for p in range(match.players) if match.may_act(p)]


def _refused(match: Match[Any], player: int, move: Move, why: str) -> None:
    try:
        match.submit(player, move)
    except IllegalMove as refusal:
        assert refusal.reason, f"the refusal of {move!r} gives no reason"
        return
    raise AssertionError(f"{why}: {move!r} by player {player} was accepted")


# -- the checks at one moment of a match ---------------------------------------------------------


def _listed_accepted(match: Match[Any], rng: Rng) -> None:
    for player, legal in _choices(match):
        sample = list(legal) if len(legal) <= 6 else [rng.choice(legal) for _ in range(6)]
        for move in sample:
            try:
                match.copy().submit(player, move)
            except IllegalMove as refusal:
                raise AssertionError(f"listed {move!r} of player {player} refused: {refusal}") from None


def _unlisted_refused(match: Match[Any], rng: Rng) -> None:
    before = _fingerprint(match)
    choices = _choices(match)
    acting = {p for p, _ in choices}
    for player, legal in choices:
        listed = set(legal)
        for move in list(legal)[:4]:
            for bad in _mutants(move, rng):
                if bad not in listed:
                    _refused(match, player, bad, "an unlisted move")
            for other in range(match.players):
                if other not in acting:
                    _refused(match, other, move, "a move by a player not asked")
    _refused(match, match.players, choices[0][1][0], "a move by no seat")
    player, legal = choices[0]
    for cls in match.game.moves:
        for bad in _samples(cls):
            if bad not in set(legal):
                _refused(match, player, bad, "an unlisted move")
    assert _fingerprint(match) == before, "a refused move changed the match"


def _views_hide_secrets(match: Match[Any], step: int) -> bool:
    """Whether some re-deal changed the state (the check was live)."""
    live = False
    for observer in [None, *range(match.players)]:
        other = match.copy(state=redeal(match.state, observer, Rng(step * 7919 + (observer or 0))))
        live = live or other.state != match.state
        assert view_bytes(other, observer) == view_bytes(match, observer), (
            f"player {observer}'s view changed when only what they cannot see changed")
    return live


def _commits_hidden(match: Match[Any]) -> None:
    if match.phase.act is not Act.SIMULTANEOUS:
        return
    pending = match.to_act
    for committer in pending:
        if len(pending) < 2:
            return  # this commit would reveal: views may differ then
        legal = match.legal_moves(committer)
        if len(legal) < 2:
            continue
        first, second = match.copy(), match.copy()
        first.submit(committer, legal[0])
        second.submit(committer, legal[-1])
        for viewer in [None, *range(match.players)]:
            if viewer != committer:
                assert view_bytes(first, viewer) == view_bytes(second, viewer), (
                    f"player {viewer} can tell player {committer}'s hidden commit from the view")
                assert log_bytes(first, viewer) == log_bytes(second, viewer), (
                    f"player {viewer} can tell player {committer}'s hidden commit from the log")
        return


def _flow_hides_secrets(match: Match[Any], rng: Rng) -> None:
    """Twins: what the others hold is dealt again among them; the same moves follow.

    Before each move the twins must ask the same players, and show the observer the same
    view and log. Made only where no hidden commit is pending (a commit names what its
    player held); a trial ends when the twins' public logs part (a card revealed by the
    rules, a forced last trick, shows what was held: that is play, not a leak), so a leak
    that shows only together with such a public difference is for the game's own twin
    tests to catch."""
    if any(c is not None for c in match.flow.commits):
        return
    for observer in range(match.players):
        seen: int | None = observer
        twin = match.copy(state=redeal(match.state, observer, rng, piles=False))
        if twin.state == match.state:
            # One other holding (two players): deal it again with the piles. The observer's
            # own draws may then differ, so only what everyone sees is compared.
            twin, seen = match.copy(state=redeal(match.state, observer, rng)), None
            if twin.state == match.state:
                continue
        one, two = match.copy(), twin
        start = len(one.log)
        for _ in range(TWIN_STEPS):
            assert one.to_act == two.to_act, (
                f"who is asked ({one.to_act} or {two.to_act}) depends on what player {observer} "
                "cannot see")
            assert view_bytes(one, seen) == view_bytes(two, seen), (
                f"player {seen}'s view depends on what others hold")
            assert log_bytes(one, seen, start) == log_bytes(two, seen, start), (
                f"player {seen}'s log depends on what others hold")
            if one.is_over:
                break
            player = one.to_act[0]
            legal, twins = one.legal_moves(player), two.legal_moves(player)
            if player == observer and seen is not None:
                assert list(legal) == list(twins), "a player's own options depend on others' holdings"
            both = [m for m in legal if m in twins]
            if not both:
                break
            move = rng.choice(both)
            one.submit(player, move)
            two.submit(player, move)
            if log_bytes(one, None, start) != log_bytes(two, None, start):
                break


def _search_copy(match: Match[Any], step: int) -> None:
    for observer in [None, *range(match.players)]:
        copy = match.determinized(observer, seed=step * 31 + 7)
        assert not copy.moves, "a search copy keeps the moves (others' secret choices among them)"
        codec = codec_for(match.game)
        kept = pack([codec.unstructure(e, Entry) for e in copy.log])
        assert kept == log_bytes(match, observer), (
            f"a search copy for player {observer} keeps log entries they did not see")
        assert copy.rng_state != match.rng_state, "a search copy can predict the real draws"
        others = [c for p, c in enumerate(match.flow.commits) if p != observer and c is not None]
        if not others:
            assert view_bytes(copy, observer) == view_bytes(match, observer), (
                f"a search copy for player {observer} shows them something else")
        for _, part in hidden_parts(copy.state, observer):
            assert not getattr(part, "value", None), (
                f"a search copy for player {observer} keeps another player's secret")
        if not copy.is_over:
            player, legal = copy.next_choice() or (None, ())
            assert player is not None and legal, "a search copy has no one to act"
            copy.play_listed(player, 0)


def _save_reload(match: Match[Any], registry: Registry) -> None:
    loaded = load_match(match.save(), registry)
    assert loaded.state_hash() == match.state_hash(), "the loaded match differs"
    assert loaded.moves == match.moves and loaded.to_act == match.to_act, "the loaded match differs"
    assert log_bytes(loaded, None) == log_bytes(match, None), "the loaded log differs"


def _start_from_state(match: Match[Any], case: Case, registry: Registry) -> None:
    if len(match.flow.stack) != 1 or any(c is not None for c in match.flow.commits):
        return
    phase = None if match.game.pending is not None else match.flow.top.phase
    started = start_match(case.game, match.state, case.players, phase=phase, seed=3,
                          options=dict(case.options), registry=registry)
    loaded = load_match(started.save(), registry)
    assert loaded.state_hash() == started.state_hash() and loaded.start is not None


# -- one case, one game ---------------------------------------------------------------------------


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
               thorough: bool = True) -> list[Failure]:
    """Play one seeded random match of ``case`` and run every check; the failures."""
    registry = registry or default_registry()
    seed = 17 + case.players if seed is None else seed
    run = _Run(case)
    match = run.check("ends", None, lambda: new_match(case.game, case.players, seed,
                                                      dict(case.options), registry=registry))
    if match is None:
        return list(run.failures.values())
    rng = Rng(seed)
    hashes = [match.state_hash()]
    live = False
    cap = ENDLESS_MOVES if case.game.may_not_end else MAX_MOVES
    step = 0
    while not match.is_over and step < cap:
        if not run.check("ends", step, _someone_acts, match):
            break
        if thorough and _every(step):
            run.check("listed-accepted", step, _listed_accepted, match, rng)
            run.check("unlisted-refused", step, _unlisted_refused, match, rng)
            live = run.check("views-hide-secrets", step, _views_hide_secrets, match, step) or live
            run.check("commits-hidden", step, _commits_hidden, match)
        if thorough and step % 10 == 0:
            run.check("flow-hides-secrets", step, _flow_hides_secrets, match, rng)
            run.check("search-copy", step, _search_copy, match, step)
        if thorough and (step < 25 or step % 40 == 0):
            run.check("save-reload", step, _save_reload, match, registry)
            run.check("start-from-state", step, _start_from_state, match, case, registry)
        if run.check("ends", step, _random_move, match, rng) is None:
            break
        hashes.append(match.state_hash())
        step += 1
    if not match.is_over and not case.game.may_not_end and "ends" not in run.failures:
        run.failures["ends"] = Failure("ends", case.id, step, f"no end after {cap} random moves")
    run.check("ends", step, _result_fits, match, case)
    run.check("save-reload", step, _save_reload, match, registry)
    run.check("replay", step, _replays, match, registry, hashes)
    run.check("same-seed-same-bytes", None, _same_bytes, case, registry, seed, match)
    if live is False and thorough and any(hidden_parts(match.state, p) for p in range(match.players)):
        run.failures.setdefault("views-hide-secrets", Failure(
            "views-hide-secrets", case.id, None, "re-dealing never changed anything: the check was not live"))
    return list(run.failures.values())


def _someone_acts(match: Match[Any]) -> bool:
    choices = _choices(match)
    assert choices, f"nobody can act in {match.phase.name!r}"
    assert set(match.to_act) <= {p for p, _ in choices}, "a player to act may not act"
    for player, legal in choices:
        assert legal, f"player {player} must act in {match.phase.name!r} but has no legal move"
        assert len(set(legal)) == len(legal), "legal moves are listed once each"
    return True


def _random_move(match: Match[Any], rng: Rng) -> bool:
    choices = _choices(match)
    pending = [c for c in choices if c[0] in match.to_act]
    player, legal = rng.choice(choices if rng.below(10) == 0 else pending)
    entries = match.submit(player, rng.choice(legal))
    assert entries, "a move records at least one event"
    return True


def _result_fits(match: Match[Any], case: Case) -> None:
    result = match.result
    if not match.is_over:
        assert result is None, "an unfinished match has no result"
        return
    assert result is not None, "a finished match has a result"
    assert len(result.ranks) == case.players and min(result.ranks) == 1, "ranks from 1, one per seat"
    assert all(1 <= r <= case.players for r in result.ranks), "ranks within the table"
    assert not match.legal_moves(0) and match.to_act == (), "nobody acts after the end"


def _replays(match: Match[Any], registry: Registry, hashes: list[bytes]) -> None:
    data = match.save()
    last = len(hashes) - 1
    for k in sorted({0, 1, last // 3, last // 2, last - 1, last} & set(range(last + 1))):
        replayed = load_match(data, registry, upto=k)
        assert replayed.state_hash() == hashes[k], f"re-playing the save to move {k} gives another state"


def _same_bytes(case: Case, registry: Registry, seed: int, played: Match[Any]) -> None:
    again = new_match(case.game, case.players, seed=seed, options=dict(case.options), registry=registry)
    for player, move in played.moves:
        again.submit(player, move)
    assert again.save() == played.save(), "the same seed and moves gave other bytes"


def check_game(game: Game[Any], registry: Registry | None = None, *, thorough: bool = True
               ) -> list[Failure]:
    """Every case of ``game`` (each option value, each player count); the failures."""
    out: list[Failure] = []
    for case in cases(game):
        out += check_case(case, registry, thorough=thorough)
    return out
