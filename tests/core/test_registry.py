"""The registry: entry points, invalid plugins, unknown games, and observer hooks."""

from __future__ import annotations

import importlib.metadata
from typing import Any

import attrs
import pytest

import senet
import senet.registry
from senet import PluginError, UnknownGame, hookimpl
from tests.core.games import RELAY, VOTE, Ask, Finish, Pick, Reply, Step, Stepped, VoteState


class Games:
    """A plugin object handing over the games it was given."""

    def __init__(self, *games: object) -> None:
        self.games = list(games)

    @hookimpl
    def senet_games(self) -> list[object]:
        return self.games


class Raiser:
    @hookimpl
    def senet_games(self) -> list[object]:
        raise RuntimeError("no games today")


class Misspelt:
    @hookimpl
    def senet_gamez(self) -> list[object]:
        return []


class WrongArgument:
    @hookimpl
    def senet_match_started(self, game: object) -> None:
        pass


class Recorder:
    """An observer plugin that writes down every call; it declares nothing, so it is told
    what a spectator sees."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, Any]] = []

    @hookimpl
    def senet_match_started(self, match: senet.Observed | senet.Match[Any]) -> None:
        self.calls.append(("started", match, None))

    @hookimpl
    def senet_event_recorded(self, match: senet.Observed | senet.Match[Any], entry: senet.Entry) -> None:
        self.calls.append(("event", match, entry))

    @hookimpl
    def senet_match_ended(self, match: senet.Observed | senet.Match[Any], result: senet.Result) -> None:
        self.calls.append(("ended", match, result))

    def of(self, kind: str, match: senet.Match[Any] | None = None) -> list[Any]:
        return [p for k, m, p in self.calls if k == kind and (match is None or m is match)]

    def told(self, kind: str) -> list[Any]:
        """What the hook's ``match`` argument was, call by call."""
        return [m for k, m, _ in self.calls if k == kind]


class Auditor(Recorder):
    """An observer that declares it sees everything: it is told the match itself."""

    @hookimpl
    def senet_observes(self) -> str:
        return "everything"


class SeatWatcher(Recorder):
    """An observer that declares it sees what one seat sees."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    @hookimpl
    def senet_observes(self) -> int:
        return self.seat


def _renamed(game: senet.Game[Any], name: str) -> senet.Game[Any]:
    return attrs.evolve(game, name=name)


# -- entry points ---------------------------------------------------------------------------


def test_entry_points_find_nimmt() -> None:
    registry = senet.Registry(entry_points=True)
    assert "nimmt" in registry.names()
    assert registry.owners["nimmt"] == "nimmt"
    assert "nimmt" not in registry.failures
    assert registry.get("nimmt").name == "nimmt"


def test_without_entry_points_the_registry_is_empty() -> None:
    registry = senet.Registry(entry_points=False)
    assert registry.names() == [] and registry.failures == {}


class _BrokenEntryPoint:
    name = "broken"
    value = "senet_games.broken_plugin"
    group = "senet"

    def load(self) -> object:
        raise ImportError("No module named 'senet_games.broken_plugin'")


class _InvalidEntryPoint:
    name = "invalid"
    value = "somewhere:Misspelt"
    group = "senet"

    def load(self) -> object:
        return Misspelt()


def test_a_broken_entry_point_is_recorded_and_the_rest_still_load(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = importlib.metadata.entry_points

    def fake(**kwargs: Any) -> list[Any]:
        assert kwargs == {"group": "senet"}
        return [_BrokenEntryPoint(), *real(**kwargs), _InvalidEntryPoint()]

    monkeypatch.setattr(importlib.metadata, "entry_points", fake)
    registry = senet.Registry()
    assert sorted(registry.failures) == ["broken", "invalid"]
    assert "ImportError" in registry.failures["broken"]
    assert "senet_games.broken_plugin" in registry.failures["broken"]
    assert "senet_gamez" in registry.failures["invalid"]
    assert "nimmt" in registry.names()
    with pytest.raises(UnknownGame, match="failed to load"):
        registry.get("broken")


# -- invalid plugins ------------------------------------------------------------------------


def _unchanged(registry: senet.Registry, label: str) -> None:
    assert registry.names() == ["relay", "vote"]
    assert registry.pm.get_plugin(label) is None


def test_senet_games_raising_names_the_plugin(registry: senet.Registry) -> None:
    with pytest.raises(PluginError, match="raiser") as info:
        registry.register(Raiser(), name="raiser")
    assert info.value.plugin == "raiser"
    assert "RuntimeError" in str(info.value) and "no games today" in str(info.value)
    _unchanged(registry, "raiser")
    assert senet.new_match("relay", 2, registry=registry).to_act == (0,)


@pytest.mark.parametrize("given", [["not a game"], [RELAY.decisions[0]], [None]])
def test_a_plugin_returning_something_else_than_games(registry: senet.Registry,
                                                      given: list[object]) -> None:
    with pytest.raises(PluginError, match=r"not a senet\.Game") as info:
        registry.register(Games(*given), name="odd")
    assert info.value.plugin == "odd"
    _unchanged(registry, "odd")


def test_a_plugin_returning_a_game_instead_of_a_list(registry: senet.Registry) -> None:
    class Single:
        @hookimpl
        def senet_games(self) -> object:
            return _renamed(RELAY, "single")

    with pytest.raises(PluginError, match="list"):
        registry.register(Single(), name="single")
    _unchanged(registry, "single")


def test_a_duplicate_name_from_another_plugin(registry: senet.Registry) -> None:
    first = Games(_renamed(VOTE, "shared"))
    registry.register(first, name="first")
    with pytest.raises(PluginError) as info:
        registry.register(Games(_renamed(RELAY, "shared")), name="second")
    assert info.value.plugin == "second"
    assert "'shared'" in str(info.value) and "'first'" in str(info.value)
    assert registry.get("shared").state_type is VoteState
    assert registry.owners["shared"] == "first"


def test_a_duplicate_name_within_one_plugin(registry: senet.Registry) -> None:
    with pytest.raises(PluginError, match="'twin'"):
        registry.register(Games(_renamed(RELAY, "twin"), _renamed(VOTE, "twin")), name="twins")
    assert "twin" not in registry.names()


def test_a_plugin_with_bad_and_good_games_adds_none(registry: senet.Registry) -> None:
    with pytest.raises(PluginError):
        registry.register(Games(_renamed(RELAY, "good"), "bad"), name="mixed")
    assert "good" not in registry.names()


def test_a_misspelt_hook_fails_loudly(registry: senet.Registry) -> None:
    with pytest.raises(PluginError, match="senet_gamez") as info:
        registry.register(Misspelt(), name="misspelt")
    assert info.value.plugin == "misspelt"
    _unchanged(registry, "misspelt")
    registry.register(Games(_renamed(RELAY, "later")), name="later")
    assert "later" in registry.names()


def test_a_hook_with_a_wrong_argument(registry: senet.Registry) -> None:
    with pytest.raises(PluginError, match="wrong"):
        registry.register(WrongArgument(), name="wrong")
    _unchanged(registry, "wrong")


def test_registering_the_same_plugin_twice_keeps_the_first(registry: senet.Registry) -> None:
    recorder = Recorder()
    registry.register(recorder, name="recorder")
    with pytest.raises(PluginError):
        registry.register(recorder, name="recorder")
    match = senet.new_match("relay", 2, registry=registry)
    assert recorder.of("started") == [None]
    assert match.to_act == (0,)


def test_add_game_checks_the_declaration(registry: senet.Registry) -> None:
    with pytest.raises(PluginError):
        registry.add_game("relay")  # type: ignore[arg-type]
    with pytest.raises(PluginError, match="no decisions"):
        registry.add_game(attrs.evolve(RELAY, name="empty", decisions=()))
    with pytest.raises(PluginError, match="already registered"):
        registry.add_game(_renamed(VOTE, "relay"))
    registry.add_game(RELAY)  # the same declaration again is harmless
    assert registry.names() == ["relay", "vote"]


def test_a_phase_move_missing_from_the_game_moves(registry: senet.Registry) -> None:
    with pytest.raises(PluginError, match="Ask"):
        registry.add_game(attrs.evolve(RELAY, name="short", moves=RELAY.moves[:2]))


@attrs.frozen
class _TaggedState(senet.Tagged, tag="untagged/state"):
    """A state type written to saves under a tag of its own."""

    n: int = 0


def test_a_tagged_state_type_missing_from_tagged(registry: senet.Registry) -> None:
    with pytest.raises(PluginError, match="tagged"):
        registry.add_game(attrs.evolve(RELAY, name="untagged", state_type=_TaggedState, tagged=()))


# -- unknown games --------------------------------------------------------------------------


def test_unknown_game_lists_the_installed_ones(registry: senet.Registry) -> None:
    with pytest.raises(UnknownGame) as info:
        registry.get("chess")
    assert "'chess'" in str(info.value) and "relay, vote" in str(info.value)
    with pytest.raises(UnknownGame, match="none"):
        senet.Registry(entry_points=False).get("relay")
    with pytest.raises(UnknownGame):
        senet.new_match("chess", 2, registry=registry)


# -- observers ------------------------------------------------------------------------------


@pytest.fixture
def recorder(registry: senet.Registry) -> Recorder:
    """An observer that sees everything, so that it is told the match itself."""
    plugin = Auditor()
    registry.register(plugin, name="recorder")
    return plugin


def test_observers_see_a_match_from_start_to_end(registry: senet.Registry,
                                                 recorder: Recorder) -> None:
    match = senet.new_match("relay", 2, registry=registry)
    assert recorder.of("started", match) == [None]
    for player, move in ((0, Ask(1)), (1, Reply()), (0, Step())):
        entries = match.submit(player, move)
        assert recorder.of("event", match)[-len(entries):] == entries
    assert recorder.of("ended") == []
    match.submit(1, Finish())  # the final decision's lone Done is played: the match ends
    assert recorder.of("event", match) == match.log
    assert recorder.of("ended", match) == [match.result]
    assert [k for k, _, _ in recorder.calls].count("started") == 1


def test_what_each_plugin_observes_is_asked_once_and_kept(registry: senet.Registry) -> None:
    registry.register(Recorder(), name="quiet")
    registry.register(Auditor(), name="auditor")
    registry.register(SeatWatcher(1), name="seat")
    registry.register(Games(_renamed(RELAY, "more")), name="games-only")
    assert registry.observing == {"quiet": "spectator", "auditor": "everything", "seat": 1}


def test_a_spectator_observer_sees_no_commit_and_no_hand(registry: senet.Registry) -> None:
    spectator = Recorder()  # declares nothing: a spectator
    registry.register(spectator, name="spectator")
    match = senet.new_match("vote", 2, registry=registry)
    match.submit(0, Pick(2))
    [entry] = spectator.of("event")
    assert entry.event == senet.Committed(0, None)
    [told] = spectator.told("started")
    assert isinstance(told, senet.Observed) and not isinstance(told, senet.Match)
    assert (told.game, told.players, told.viewer, told.view.player) == ("vote", 2, None, None)
    assert dict(told.options) == dict(match.options)
    [after] = spectator.told("event")
    assert after.move_count == 1 and after.view.committed == (True, False)
    assert after.view.my_commit is None and not after.is_over and after.result is None
    for hidden in ("state", "moves", "seed", "log", "rng_state", "flow"):
        assert not hasattr(after, hidden)


def test_an_everything_observer_sees_every_secret(registry: senet.Registry) -> None:
    auditor = Auditor()
    registry.register(auditor, name="auditor")
    match = senet.new_match("vote", 2, registry=registry)
    match.submit(0, Pick(2))
    [entry] = auditor.of("event", match)
    assert entry.event == senet.Committed(0, Pick(2))
    assert auditor.told("event") == [match]


def test_a_seat_observer_sees_what_its_player_sees(registry: senet.Registry) -> None:
    seat = SeatWatcher(1)
    registry.register(seat, name="seat")
    match = senet.new_match("vote", 3, registry=registry)
    match.submit(0, Pick(2))
    match.submit(1, Pick(1))
    theirs, mine = seat.of("event")
    assert theirs.event == senet.Committed(0, None)
    assert mine.event == senet.Committed(1, Pick(1))
    told = seat.told("event")[-1]
    assert isinstance(told, senet.Observed) and told.viewer == 1 and told.view.my_commit == Pick(1)


def test_a_seat_observer_of_a_match_without_that_seat_sees_what_a_spectator_sees(
    registry: senet.Registry,
) -> None:
    seat = SeatWatcher(2)
    registry.register(seat, name="seat")
    match = senet.new_match("vote", 2, registry=registry)
    match.submit(0, Pick(2))
    [entry] = seat.of("event")
    assert entry.event == senet.Committed(0, None)
    assert seat.told("event")[-1].viewer is None


def test_observers_see_hidden_hands_as_they_declared() -> None:
    import senet_games.nimmt.classic

    registry = senet.Registry(entry_points=False)
    registry.register(senet_games.nimmt.classic)
    spectator, seat, auditor = Recorder(), SeatWatcher(0), Auditor()
    for name, plugin in (("spectator", spectator), ("seat", seat), ("auditor", auditor)):
        registry.register(plugin, name=name)
    match = senet.new_match("nimmt-classic", 3, seed=4, registry=registry)
    hand = match.state.hands[0]
    dealt = [e.event for e in spectator.of("event") if type(e.event).__name__ == "HandDealt"]
    assert dealt and all(not d.cards.known and len(d.cards) == len(hand) for d in dealt)
    mine = [e.event for e in seat.of("event") if type(e.event).__name__ == "HandDealt"]
    assert [d.cards for d in mine if d.player == 0] == [hand]
    assert all(not d.cards.known for d in mine if d.player != 0)
    everything = [e.event for e in auditor.of("event", match) if type(e.event).__name__ == "HandDealt"]
    assert all(d.cards.known for d in everything) and len(everything) == 3
    [told] = spectator.told("started")
    assert all(not h.known for h in told.view.state.hands)
    [told] = seat.told("started")
    assert told.view.state.hands[0] == hand and not told.view.state.hands[1].known


@pytest.mark.parametrize("answer", ["all", "Spectator", True, -1, 1.0, None, [0]])
def test_an_observer_declaring_nonsense_is_refused(registry: senet.Registry, answer: object) -> None:
    class Odd(Recorder):
        @hookimpl
        def senet_observes(self) -> object:
            return answer

    with pytest.raises(PluginError, match="senet_observes") as info:
        registry.register(Odd(), name="odd")
    assert info.value.plugin == "odd"
    _unchanged(registry, "odd")
    assert "odd" not in registry.observing


def test_an_observer_whose_declaration_raises_is_refused(registry: senet.Registry) -> None:
    class Raising(Recorder):
        @hookimpl
        def senet_observes(self) -> str:
            raise RuntimeError("cannot say")

    with pytest.raises(PluginError, match="cannot say"):
        registry.register(Raising(), name="raising")
    _unchanged(registry, "raising")


def test_refused_moves_are_not_observed(registry: senet.Registry, recorder: Recorder) -> None:
    match = senet.new_match("relay", 2, registry=registry)
    before = list(recorder.calls)
    with pytest.raises(senet.IllegalMove):
        match.submit(1, Step())
    assert recorder.calls == before


def test_observers_see_start_match_and_declarations(registry: senet.Registry,
                                                    recorder: Recorder) -> None:
    started = senet.start_match("vote", VoteState(tallies=(0, 0)), 2, registry=registry)
    direct = senet.new_match(RELAY, 2, registry=registry)
    assert recorder.of("started", started) == [None]
    assert recorder.of("started", direct) == [None]
    assert recorder.of("event", direct) == direct.log


def test_observers_see_a_loaded_match(registry: senet.Registry, recorder: Recorder) -> None:
    match = senet.new_match("relay", 2, registry=registry)
    match.submit(0, Step())
    loaded = senet.load_match(match.save(), registry)
    assert recorder.of("started", loaded) == [None]
    loaded.submit(1, Step())
    assert recorder.of("event", loaded) == loaded.log[-1:]


def test_copies_are_not_observed(registry: senet.Registry, recorder: Recorder) -> None:
    match = senet.new_match("relay", 2, registry=registry)
    twin = match.copy()
    before = list(recorder.calls)
    twin.submit(0, Step())
    assert recorder.calls == before


def test_matches_without_a_registry_are_not_observed(recorder: Recorder) -> None:
    senet.new_match(RELAY, 2).submit(0, Step())
    assert recorder.calls == []


def test_matches_named_through_the_default_registry_are_observed(
    monkeypatch: pytest.MonkeyPatch, registry: senet.Registry, recorder: Recorder
) -> None:
    monkeypatch.setattr(senet.registry, "default_registry", lambda: registry)
    match = senet.new_match("relay", 2)
    match.submit(0, Step())
    assert recorder.of("started", match) == [None]
    assert recorder.of("event", match) == match.log


class Shouter:
    """An observer that appends its name to a shared list."""

    def __init__(self, name: str, heard: list[str]) -> None:
        self.name, self.heard = name, heard

    @hookimpl
    def senet_match_started(self, match: senet.Observed) -> None:
        self.heard.append(self.name)


def test_observers_are_called_in_registration_order(registry: senet.Registry) -> None:
    # core/hookspecs.py: "called for every match made with a registry, in registration order".
    heard: list[str] = []
    for name in ("first", "second", "third"):
        registry.register(Shouter(name, heard), name=name)
    senet.new_match("relay", 2, registry=registry)
    assert heard == ["first", "second", "third"]


class Faulty:
    """An observer that fails on every step."""

    @hookimpl
    def senet_event_recorded(self, match: senet.Observed, entry: senet.Entry) -> None:
        if isinstance(entry.event, Stepped):
            raise RuntimeError("observer broke")


def test_a_failing_observer_is_disabled_and_named_and_the_move_stands(registry: senet.Registry
                                                                       ) -> None:
    registry.register(Faulty(), name="faulty")
    match = senet.new_match("relay", 2, registry=registry)
    match.submit(0, Step())
    assert "observer broke" in registry.failures["faulty"]
    assert registry.pm.get_plugin("faulty") is None and "faulty" not in registry.observing
    # The move itself was made: the match is consistent, and its save replays it.
    assert match.moves == [(0, Step())] and match.to_act == (1,)
    assert senet.load_match(match.save(), registry).state_hash() == match.state_hash()


def test_a_registry_without_observers_gives_none(registry: senet.Registry) -> None:
    assert registry.observer() is None
    assert senet.new_match("relay", 2, registry=registry).submit(0, Step())
