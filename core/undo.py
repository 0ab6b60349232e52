"""Taking moves back: a player's own last moves, up to the last point where something was
revealed, and others' moves after theirs only when the table agrees.

A move can be taken back only if playing it taught nobody anything they could not know
before: no draw from the generator (a card drawn, a die rolled, a deck shuffled, also in
the automatic steps after it), no hidden choices revealed, and no event that shows one
seat something the others cannot see (a hand shown), and nothing came into a seat's
hidden hand that the table could not see before (a card drawn into a hand). Such a
move is a **barrier**: what was learnt cannot be unlearnt, so nothing at or before it is
taken back. Moves another player made after yours are taken back too only with the
table's agreement (``agreed=True``: the application asks the others; the engine cannot).

The test is made from the match's own record by playing its moves again from the start
(the same one pipeline, with its log), so it needs nothing kept while playing and costs
one replay when asked; the match taken back is the one the replay reached at that point,
its log and checkpoints included, exactly as if the later moves had never been played.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs

from .create import create_match
from .errors import IllegalMove, OptionError
from .flow import Committed, Entry, Revealed
from .hidden import hidden_parts
from .match import Match
from .seen import redact
from .sim import Sim

__all__ = ["TakeBack", "revealed", "take_back", "take_back_plan"]


@attrs.frozen
class TakeBack:
    """What taking back ``player``'s last move would do (:func:`take_back_plan`)."""

    moves: int
    """How many moves would be taken back: the player's last move and every move after it
    (0: nothing can be)."""
    others: tuple[int, ...] = ()
    """The other players whose moves would be taken back too: they must agree."""
    refusal: str | None = None
    """Why nothing can be taken back (``None`` when ``moves`` is above 0)."""
    code: str = ""
    """The refusal's code: ``nothing_to_take_back``, ``revealed`` or ``cannot_take_back``."""


def take_back_plan(match: Match[Any], player: int) -> TakeBack:
    """Whether ``player``'s last move can be taken back, how many moves that takes back and
    whose agreement it needs; the match is not changed."""
    plan, _ = _plan(match, player)
    return plan


def take_back(match: Match[Any], player: int, *, agreed: bool = False) -> int:
    """Take back ``player``'s last move and every move after it; returns how many moves.

    Refused (:class:`IllegalMove`, the match unchanged) when the player has no move to take
    back, when a move from theirs on revealed something (``revealed``), or when others
    moved since and ``agreed`` is false (``needs_agreement``: ask them first). Observers
    are told the match started again with its log as it now stands.
    """
    plan, earlier = _plan(match, player)
    if plan.refusal is not None:
        raise IllegalMove(plan.refusal, plan.code)
    if plan.others and not agreed:
        names = ", ".join(f"player {p}" for p in plan.others)
        raise IllegalMove(f"taking back player {player}'s move takes back {names}'s too: they must "
                          "agree", "needs_agreement")
    assert earlier is not None
    _adopt(match, earlier)
    return plan.moves


def _plan(match: Match[Any], player: int) -> tuple[TakeBack, Match[Any] | None]:
    """The plan, and the match as it was before ``player``'s last move (when it can be had)."""
    if not isinstance(match, Match):
        raise OptionError(f"take_back needs a senet.Match (with its moves), not {type(match).__name__}")
    if type(player) is not int or not 0 <= player < match.players:
        raise OptionError(f"there is no player {player!r} in this {match.players}-player match")
    if match.unsaveable:
        return _refused("this match continues from a changed state: its moves do not rebuild it",
                        "cannot_take_back"), None
    moves = match.moves
    last = next((i for i in range(len(moves) - 1, -1, -1) if moves[i][0] == player), None)
    if last is None:
        return _refused(f"player {player} has no move to take back", "nothing_to_take_back"), None
    again = _fresh(match)
    earlier: Match[Any] | None = None
    for i, (who, move) in enumerate(moves):
        if i == last:
            earlier = again.copy()
        rng, state = again.rng_state, again.state
        entries = again.submit(who, move)
        if i >= last:
            why = _revealing(rng, state, again, entries)
            if why is not None:
                return _refused(f"move {i + 1} {why}: it cannot be taken back", "revealed"), None
    others = tuple(sorted({who for who, _ in moves[last:]} - {player}))
    return TakeBack(len(moves) - last, others), earlier


def _refused(reason: str, code: str) -> TakeBack:
    return TakeBack(0, (), reason, code)


def _fresh(match: Match[Any]) -> Match[Any]:
    """The match again at its start, with its log (the set-up is the same: seed, options,
    table size, start state)."""
    custom = match.start is not None
    return create_match(match.game, match.players, match.seed, dict(match.options), match.start, custom,
                        None, True, observe=False, confirm=match.confirm)


def revealed(before: Sim[Any], after: Sim[Any], entries: Sequence[Entry]) -> str | None:
    """What playing on from ``before`` to ``after`` revealed, in words (``None``: nothing),
    ``entries`` being the log entries made on the way: the barrier test of taking back."""
    return _revealing(before.rng_state, before.state, after, entries)


def _revealing(rng_before: int, state_before: Any, after: Sim[Any], entries: Sequence[Entry]) -> str | None:
    if after.rng_state != rng_before:
        return "drew at random"
    for entry in entries:
        event = entry.event
        if type(event) is Revealed:
            return "revealed hidden choices"
        if type(event) is Committed:
            continue  # a seat's own hidden choice, seen only by that seat: nothing learnt
        public = redact(entry, None)
        if public is not entry and any(redact(entry, seat) != public for seat in range(after.players)):
            return "showed a seat something the others cannot see"
    if after.state is not state_before and any(
            _private(after.state, seat) - _private(state_before, seat) for seat in range(after.players)):
        return "put something in a seat's hidden hand"
    return None


def _private(state: Any, seat: int) -> Counter[tuple[str, str]]:
    """What ``seat`` sees of the hidden containers that a spectator does not (by pool)."""
    return Counter((pool, repr(item)) for pool, container in hidden_parts(state, None)
                   if not container.hidden_from(seat) for item in container.contents())


def _adopt(match: Match[Any], earlier: Match[Any]) -> None:
    """``match`` becomes ``earlier`` (its position, moves, log and checkpoints), keeping its
    own observer and log setting."""
    observer, keep_log = match._observer, match.keep_log
    match._tx = earlier._tx
    earlier._copy_log(match)
    earlier._copy_checkpoints(match)
    match.keep_log = keep_log
    if not keep_log:
        match.log = []
    if observer is not None:
        match.observe(observer, match.log, loaded=True)
