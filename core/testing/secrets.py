"""The conformance suite's proof that secrets stay secret: twin matches and search copies.

**Twins.** At a step of a match, for each seat and a spectator, the suite makes a twin:
the same match with everything that viewer cannot see dealt again (hands and piles pool
by pool, the values of others' secrets shuffled among them; others' pending commits
withdrawn in both). The viewer cannot tell the two apart, so they must give the viewer
the same view, the same options, the same "who is asked" and the same texts (``render``,
``describe_move``, the browser drawing). Then the same move is played in both, and the
viewer's new log entries must be the same, until a declared reveal tells them apart: a
field declared :func:`senet.revealed`, an event whose class is declared
:func:`senet.revealing` (its occurrence is the reveal), the contents of a container the
viewer may see (a card drawn into their own hand), or the engine's reveal of
simultaneous commits. After
a move whose entries are the same the twins are compared again. A difference nothing
declared explains fails the check, naming the viewer, the step, and the event and field
(or the state field, or the text) that carried it. Fresh twins at every step mean a leak
is caught at the move that makes it, whatever came before.

Search copies are checked by :mod:`senet.testing.copies`, with the same twins.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from .. import faces
from ..create import start_match
from ..dealing import redeal
from ..decisions import Ask
from ..draw import drawn
from ..errors import SenetError
from ..flow import Flow, Revealed
from ..hidden import Container, hidden_parts
from ..match import Match
from ..reveals import is_revealing, revealed_fields
from ..rng import Rng, seed_state
from ..seen import redact
from ..values import Move

__all__ = ["base", "differences", "twin_state", "twins_agree", "who"]

TEXT_STEPS = 8
"""Texts (terminal table, move words, browser drawing) are compared at each of the first
steps and every 50th after, for one viewer in turn: drawing them at every step for everyone
was nineteen twentieths of the check's time (a Tigris table takes 0.1 s to draw as text)."""


def who(viewer: int | None) -> str:
    """A viewer in words."""
    return "a spectator" if viewer is None else f"seat {viewer}"


# -- twins ---------------------------------------------------------------------------------------


def twin_state(state: Any, viewer: int | None, rng: Rng, keep: int | None = None) -> Any:
    """``state`` with what ``viewer`` cannot see dealt again (containers ``keep`` may see stay)."""
    return redeal(state, viewer, rng, shuffle_secrets=True, keep=keep)


def base(match: Match[Any], viewer: int | None) -> Match[Any]:
    """A copy of ``match`` whose pending commits other than ``viewer``'s are withdrawn (they
    name what their players hold, which a twin deals again)."""
    one = match.copy()
    commits = match.flow.commits
    if any(c is not None for p, c in enumerate(commits) if p != viewer):
        kept = tuple(c if p == viewer else None for p, c in enumerate(commits))
        one.flow = Flow(match.flow.at, kept, match.flow.over)
    return one


def twins_agree(match: Match[Any], rng: Rng, step: int) -> None:
    """For every seat and a spectator: twins that viewer cannot tell apart look the same to it,
    before and after the same move (see the module's docstring)."""
    if step == 0:
        _set_up_agrees(match, rng)
        for viewer in [None, *range(match.players)]:
            _no_copies(match, viewer, [(f"the log's {e.event.tag}", e.event) for e in match.log_for(viewer)])
    texted = step % (match.players + 1) - 1 if step < TEXT_STEPS or step % 50 == 0 else -2
    for viewer in [None, *range(match.players)]:
        texts = (viewer if viewer is not None else -1) == texted
        one = base(match, viewer)
        two = one.copy(state=twin_state(one.state, viewer, rng))
        if two.state == one.state:
            continue
        _same_now(one, two, viewer, texts, "")
        if one.is_over:
            continue
        actor = one.to_act[0]
        common = _common(one, two, actor)
        if not common and actor != viewer:
            # The actor's own holding kept: their move is then one they may make in both.
            two = one.copy(state=twin_state(one.state, viewer, rng, keep=actor))
            if two.state != one.state:
                _same_now(one, two, viewer, texts, "")
                common = _common(one, two, actor)
        if not common:
            continue
        move = rng.choice(common)
        start = len(one.log)
        try:
            one.submit(actor, move)
        except SenetError:
            continue
        two.submit(actor, move)
        said = f" after seat {actor} played {move!r}"
        if _same_entries(one, two, viewer, start, said, texts):
            _same_now(one, two, viewer, texts, said)


def _set_up_agrees(match: Match[Any], rng: Rng) -> None:
    """Twins of the state ``setup`` dealt, before the flow's first automatic steps (a deal
    that logs events): each viewer must see the same log, view and flow from both."""
    if match.start is not None or len(match.moves):
        return
    game, players, options = match.game, match.players, dict(match.options)
    first = game.setup(players, options, Rng(seed_state(match.seed)))
    for viewer in [None, *range(players)]:
        twin = twin_state(first, viewer, rng)
        if twin == first:
            continue
        try:
            one = start_match(game, first, players, seed=match.seed, options=options)
            two = start_match(game, twin, players, seed=match.seed, options=options)
        except SenetError:
            return  # a set-up state the game refuses to start from: the twins of play still run
        if _same_entries(one, two, viewer, 0, " when the game is set up", True):
            _same_now(one, two, viewer, False, " when the game is set up")


def _no_copies(match: Match[Any], viewer: int | None, shown: list[tuple[str, Any]]) -> None:
    """No public part of what ``viewer`` is shown holds the very set of components of a
    container hidden from them (three or more, of a pool whose components each exist once:
    a hand copied into a public field when the game is set up, which twins made later
    cannot tell apart)."""
    pools: dict[str, list[Any]] = {}
    for name, part in hidden_parts(match.state, None):
        pools.setdefault(name, []).extend(part.contents())
    unique = set()  # pools of components that each exist once (numbered cards, not crops)
    for name, stock in pools.items():
        try:
            if len(set(stock)) == len(stock):
                unique.add(name)
        except TypeError:
            continue
    secret: dict[frozenset[Any], Container] = {}
    for name, part in hidden_parts(match.state, viewer):
        items = part.contents()
        if name in unique and len(items) >= 3 and all(type(i) is not bool for i in items):
            try:
                kinds = frozenset(items)
            except TypeError:
                continue
            if len(kinds) == len(items):
                secret[kinds] = part
    if not secret:
        return
    for where, value in shown:
        for path, run in _public_runs(value, where):
            try:
                found = secret.get(frozenset(run))
            except TypeError:
                continue
            if found is not None and len(run) == len(found.contents()):
                owner = getattr(found, "owner", None)
                whose = f"seat {owner}'s hidden cards" if owner is not None else "hidden cards"
                raise AssertionError(f"{who(viewer)} is shown {path}, which holds {whose} "
                                     "hidden from them")


def _public_runs(value: Any, path: str) -> list[tuple[str, tuple[Any, ...]]]:
    """Every tuple, list or set of three or more plain values in the public part of ``value``."""
    out: list[tuple[str, tuple[Any, ...]]] = []
    todo: list[tuple[str, Any]] = [(path, value)]
    while todo:
        where, item = todo.pop()
        if isinstance(item, Container):
            continue
        if isinstance(item, (tuple, list, frozenset, set)):
            items = tuple(item)
            if len(items) >= 3 and all(type(i) in (int, str) for i in items):
                out.append((where, items))
            else:
                todo += [(f"{where}[{i}]", x) for i, x in enumerate(items)]
        elif attrs.has(type(item)):
            todo += [(f"{where}.{f.name}", getattr(item, f.name)) for f in attrs.fields(type(item))]
    return out


def _common(one: Match[Any], two: Match[Any], actor: int) -> list[Move]:
    theirs = two.legal_moves(actor)
    return [m for m in one.legal_moves(actor) if m in theirs]


def _same_now(one: Match[Any], two: Match[Any], viewer: int | None, texts: bool, said: str) -> None:
    """Who is asked, the viewer's view, options and texts are the same in both twins."""
    if one.to_act != two.to_act:
        asked = (f"seats {list(one.to_act)} in one twin and {list(two.to_act)} in the other "
                 f"(at {one.flow.at!r} / {two.flow.at!r})")
        raise AssertionError(
            f"who is asked{said} depends on what {who(viewer)} cannot see: {asked}; a decision whose "
            "being asked depends on a hidden holding (a lone option) must be declared private")
    mine, theirs = one.view(viewer), two.view(viewer)
    _no_copies(one, viewer, [("view", mine)])
    found = differences(mine, theirs, viewer, "view")
    if found:
        path, _ = found[0]
        raise AssertionError(f"{who(viewer)}'s view{said} depends on what they cannot see: {path} differs "
                             f"({_shown(found)})")
    legal: Sequence[Move] = ()
    if viewer is not None and one.may_act(viewer):
        legal, others = one.legal_moves(viewer), two.legal_moves(viewer)
        if list(legal) != list(others):
            extra = [m for m in legal if m not in others][:2] or [m for m in others if m not in legal][:2]
            raise AssertionError(
                f"{who(viewer)}'s options{said} depend on what they cannot see: {len(legal)} options in "
                f"one twin and {len(others)} in the other (for example {extra!r})")
    if texts:
        _same_texts(one, two, viewer, mine, theirs, legal, said)


def _same_texts(one: Match[Any], two: Match[Any], viewer: int | None, mine: Any, theirs: Any,
                legal: Sequence[Move], said: str) -> None:
    game = one.game
    calls: list[tuple[str, Callable[[Match[Any], Any], Any]]] = []
    render = faces.table(game)
    spoken = faces.words(game)
    if render is not None:
        calls.append(("render", lambda m, v: _text(render(v))))
    if legal:
        calls.append(("describe_move", lambda m, v: [spoken.describe_move(move, v) for move in legal]))
    if faces.picture(game) is not None and viewer is not None:
        calls.append(("draw", lambda m, v: drawn(game, v, legal, viewer).svg))
    for name, call in calls:
        first, second = _told(one, mine, call), _told(two, theirs, call)
        if first != second:
            raise AssertionError(f"{who(viewer)}'s {name} text{said} depends on what they cannot see: "
                                 f"{_first_change(first, second)}")


def _told(match: Match[Any], view: Any, call: Callable[[Match[Any], Any], Any]) -> Any:
    """A text made right after the game was asked about this twin (a game that keeps the last
    state it saw somewhere, in ``pending``, an option list or its view, shows it now)."""
    game, state = match.game, match.state
    now = game.pending(state)
    if isinstance(now, Ask):
        for player in now.players:
            now.decision.options(state, player)
    game.view(state, match.players - 1)
    game.view(state, None)
    return call(match, view)


def _text(rendered: Any) -> str:
    if isinstance(rendered, str):
        return rendered
    try:
        from rich.console import Console
    except ImportError:  # pragma: no cover (rich comes with senet's applications)
        return repr(rendered)
    console = Console(file=io.StringIO(), width=120, color_system=None, record=True)
    console.print(rendered)
    return console.export_text()


def _first_change(first: Any, second: Any) -> str:
    a, b = str(first), str(second)
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return f"{a[max(0, at - 40):at + 40]!r} in one twin, {b[max(0, at - 40):at + 40]!r} in the other"


def _same_entries(one: Match[Any], two: Match[Any], viewer: int | None, start: int, said: str,
                  texts: bool) -> bool:
    """The viewer's new entries agree up to a declared reveal; whether they agree wholly."""
    mine, theirs = one.log[start:], two.log[start:]
    game = one.game
    for a, b in zip(mine, theirs, strict=False):
        seen_a, seen_b = redact(a, viewer), redact(b, viewer)
        if type(seen_a.event) is not type(seen_b.event):
            if is_revealing(type(seen_a.event)) or is_revealing(type(seen_b.event)):
                return False  # a declared reveal: what follows may differ
            raise AssertionError(
                f"what happens{said} depends on what {who(viewer)} cannot see: event "
                f"{seen_a.event.tag!r} in one twin, {seen_b.event.tag!r} in the other, with no declared "
                f"reveal before it{_ASKED}")
        found = differences(seen_a.event, seen_b.event, viewer, seen_a.event.tag)
        if not found and (seen_a.player, seen_a.phase) != (seen_b.player, seen_b.phase):
            found = [(f"{seen_a.event.tag} (its player or phase)", False)]
        if found:
            leaks = [path for path, explained in found if not explained]
            if leaks and not isinstance(seen_a.event, Revealed):
                raise AssertionError(
                    f"{who(viewer)}'s log{said} depends on what they cannot see: event "
                    f"{seen_a.event.tag!r}, field {leaks[0]} ({_shown(found)}); a hidden value may "
                    "leave its container only through a field declared senet.revealed()")
            return False  # a declared reveal: what follows may differ
        if texts:
            words = (_told(one, seen_a.event, lambda m, e: faces.words(game).describe_event(e, viewer)),
                     _told(two, seen_b.event, lambda m, e: faces.words(game).describe_event(e, viewer)))
            if words[0] != words[1]:
                raise AssertionError(f"{who(viewer)}'s describe_event text{said} depends on what they cannot "
                                     f"see: {_first_change(*words)}")
    if len(mine) != len(theirs):
        longer = (mine if len(mine) > len(theirs) else theirs)[min(len(mine), len(theirs))]
        if is_revealing(type(longer.event)):
            return False
        raise AssertionError(
            f"what happens{said} depends on what {who(viewer)} cannot see: {len(mine)} events in one twin "
            f"and {len(theirs)} in the other (from {longer.event.tag!r}), with no declared reveal before"
            f"{_ASKED}")
    return True


_ASKED = ("; whether a seat is asked must not depend on what it holds (a decision played for a seat "
          "because it had a single option tells everyone so: declare it private)")
"""Why two twins' events part without a reveal: usually whether someone was asked."""


def differences(a: Any, b: Any, viewer: int | None, path: str) -> list[tuple[str, bool]]:
    """Where two values differ, as paths (``view.state.hands[1]``), each with whether a declared
    reveal explains it: a field declared :func:`senet.revealed`, or the inside of a container
    ``viewer`` may see."""
    out: list[tuple[str, bool]] = []
    _diff(a, b, viewer, path, out)
    return out


def _diff(a: Any, b: Any, viewer: int | None, path: str, out: list[tuple[str, bool]]) -> None:
    if a is b or len(out) >= 8:
        return
    if type(a) is not type(b):
        out.append((path, False))
        return
    if isinstance(a, Container):
        if a != b:
            out.append((path, not a.hidden_from(viewer) and _size(a) == _size(b)))
        return
    if attrs.has(type(a)):
        shown = revealed_fields(type(a))
        for field in attrs.fields(type(a)):
            x, y = getattr(a, field.name), getattr(b, field.name)
            if field.name in shown:
                if x != y:
                    out.append((f"{path}.{field.name}", True))
                continue
            _diff(x, y, viewer, f"{path}.{field.name}", out)
        return
    if isinstance(a, (tuple, list)):
        if len(a) != len(b):
            out.append((path, False))
            return
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _diff(x, y, viewer, f"{path}[{i}]", out)
        return
    if isinstance(a, dict):
        if a.keys() != b.keys():
            out.append((path, False))
            return
        for key in a:
            _diff(a[key], b[key], viewer, f"{path}[{key!r}]", out)
        return
    try:
        same = bool(a == b)
    except Exception:
        same = False
    if not same:
        out.append((path, False))


def _size(container: Container) -> int:
    return len(container) if hasattr(container, "__len__") else int(bool(container))


def _shown(found: list[tuple[str, bool]]) -> str:
    return "differs at " + ", ".join(path + (" (declared reveal)" if ok else "") for path, ok in found)
