"""Niagara's moves and events in words.

With the chooser's view, a move says what it would do (how many points it
costs and leaves, what reaching land collects), so a choice can be made
without working the rules out by hand. The table is drawn in ``table.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Event, Move, View, Words, does, who, whose

from .components import CLOUD, GEM_NAMES, GEMS, HOME_SITE
from .events import (
    ActionStarted,
    CanoeChosen,
    CanoeFinished,
    CanoeLost,
    CanoePaddled,
    CanoeRecovered,
    CardsRevealed,
    CardsTakenBack,
    GameEnded,
    GameStarted,
    GemCollected,
    GemLoaded,
    GemStolen,
    GemUnloaded,
    LaunchDeclined,
    RecoveryDeclined,
    RiverFlowed,
    RoundStarted,
    StealDeclined,
    TurnEnded,
    TurnStarted,
    WeatherMoved,
)
from .moves import (
    Load,
    MoveWeather,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Unload,
)
from .river import LAND, REACH, SITE
from .state import Canoe, NiagaraState

__all__ = ["describe_event", "describe_move"]


def _gem(gem: int) -> str:
    return GEM_NAMES[gem - 1] if gem in GEMS else f"gem {gem}"


def _a(gem: int) -> str:
    name = _gem(gem)
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def _card(card: int) -> str:
    return "the cloud" if card == CLOUD else f"the {card}"


def _short_card(card: int) -> str:
    return "cloud" if card == CLOUD else str(card)


def _where(at: str) -> str:
    return "land" if at == LAND else at


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def _state(view: View | None) -> NiagaraState | None:
    state = view.state if view is not None else None
    return state if isinstance(state, NiagaraState) else None


# -- moves --------------------------------------------------------------------------------------


def describe_move(move: Move, view: View | None = None) -> str:
    """A move in words; with the chooser's view, what it would do."""
    table = _state(view)
    player = view.player if view is not None else None
    if isinstance(move, PlayCard):
        if move.card == CLOUD:
            return "play the cloud (move the weather; no canoe moves)"
        return f"play the {move.card}"
    if isinstance(move, Recover):
        return f"pay {_a(move.gem)} (value {move.gem}) to bring a lost canoe back to land"
    if isinstance(move, SkipRecover):
        return "leave your lost canoe lost (keep your gems)"
    if isinstance(move, MoveWeather):
        return _describe_weather(move, table)
    if isinstance(move, SkipLaunch):
        return "leave your canoe on land this turn"
    if isinstance(move, SkipSteal):
        return "take nothing"
    if isinstance(move, Steal):
        gem = _canoe_of(table, move.player, move.canoe)
        what = _a(gem.gem) if gem is not None and gem.gem is not None else "the gem"
        return f"take {what} from {whose(move.player, player)} canoe {move.canoe}"
    if isinstance(move, PickCanoe):
        return _describe_pick(move, table, player)
    return _describe_step(move, table, player)


def _canoe_of(table: NiagaraState | None, player: int, canoe: int) -> Canoe | None:
    if table is None or not (0 <= player < len(table.canoes) and 0 <= canoe < len(table.canoes[player])):
        return None
    return table.canoes[player][canoe]


def _describe_weather(move: MoveWeather, table: NiagaraState | None) -> str:
    how = "faster" if move.step > 0 else "slower"
    if table is None:
        return f"weather {move.step:+d} (the river flows {how})"
    return f"weather {table.weather:+d} -> {table.weather + move.step:+d} (the river flows {how})"


def _describe_pick(move: PickCanoe, table: NiagaraState | None, player: int | None) -> str:
    canoe = _canoe_of(table, player if player is not None else -1, move.canoe)
    if canoe is None or canoe.at is None:
        return f"move canoe {move.canoe}"
    if canoe.at == LAND:
        return f"launch canoe {move.canoe} from land"
    cargo = f", carrying {_a(canoe.gem)}" if canoe.gem is not None else ", empty"
    return f"move canoe {move.canoe} (on {canoe.at}{cargo})"


def _describe_step(move: Move, table: NiagaraState | None, player: int | None) -> str:
    turn = table.turn if table is not None else None
    canoe = None
    if turn is not None and turn.canoe is not None and player is not None:
        canoe = _canoe_of(table, player, turn.canoe)
    if isinstance(move, Unload):
        if canoe is None or canoe.at is None or canoe.gem is None or turn is None:
            return "unload the gem (2 points)"
        return (f"unload the {_gem(canoe.gem)} at site {SITE.get(canoe.at, '?')} "
                f"(2 points, {_points(turn.points - 2)} left)")
    if isinstance(move, Load):
        if canoe is None or canoe.at is None or turn is None:
            return f"load {_a(move.gem)} (2 points)"
        return (f"load {_a(move.gem)} at site {SITE.get(canoe.at, '?')} "
                f"(2 points, {_points(turn.points - 2)} left)")
    if not isinstance(move, Paddle):
        return repr(move)
    if canoe is None or canoe.at is None or turn is None:
        return f"paddle to {_where(move.to)}"
    path = next(((d, up) for p, d, up in REACH[canoe.at] if p == move.to), None)
    if path is None:
        return f"paddle to {_where(move.to)}"
    spaces, up = path
    text = f"paddle {'upstream' if up else 'downstream'} {spaces} to {_where(move.to)}"
    left = turn.points - spaces
    if move.to == LAND:
        extra = [f"collect the {_gem(canoe.gem)}"] if canoe.gem is not None else []
        if left:
            extra.append(f"{_points(left)} {'lapses' if left == 1 else 'lapse'}")
        return f"{text} ({', '.join(extra)})" if extra else text
    if left:
        return f"{text} ({_points(left)} left to unload or load there)"
    return text


# -- events -------------------------------------------------------------------------------------


def _players(players: Sequence[int], viewer: int | None) -> str:
    return ", ".join(who(p, viewer) for p in players)


def describe_event(event: Event, viewer: int | None) -> str:
    """One line of the log as ``viewer`` reads it."""
    said = _describe_round(event, viewer)
    if said is None:
        said = _describe_canoe(event, viewer)
    return said if said is not None else repr(event)


def _describe_round(e: Event, viewer: int | None) -> str | None:
    if isinstance(e, GameStarted):
        return f"{does(e.start, viewer, 'starts')} (drawn at random)"
    if isinstance(e, RoundStarted):
        return f"round {e.round}: {does(e.start, viewer, 'starts')}"
    if isinstance(e, CardsTakenBack):
        return f"{_players(e.players, viewer)}: all 7 paddle cards played, all taken back"
    if isinstance(e, CardsRevealed):
        cards = ", ".join(f"{who(p, viewer)} {_short_card(c)}" for p, c in enumerate(e.cards))
        return f"cards: {cards}" + (" (each had one card left)" if e.forced else "")
    if isinstance(e, TurnStarted):
        return f"{who(e.player, viewer)}: {_card(e.card)}"
    if isinstance(e, CanoeRecovered):
        paid = f"pays {_a(e.gem)}" if e.gem is not None else "has no gem to pay"
        return f"{does(e.player, viewer, paid)}: canoe {e.canoe} is back on land"
    if isinstance(e, RecoveryDeclined):
        return f"{does(e.player, viewer, 'leaves')} the lost canoe lost"
    if isinstance(e, ActionStarted):
        return _describe_action(e, viewer)
    if isinstance(e, WeatherMoved):
        return f"{does(e.player, viewer, 'moves')} the weather to {e.weather:+d}"
    if isinstance(e, TurnEnded):
        return f"{whose(e.player, viewer)} turn is over"
    if isinstance(e, RiverFlowed):
        return _describe_flow(e, viewer)
    if isinstance(e, CanoeLost):
        gem = (f" with {_a(e.gem)} (back to site {HOME_SITE[e.gem - 1]})"
               if e.gem is not None and e.gem in GEMS else "")
        return f"{whose(e.player, viewer)} canoe {e.canoe} goes over the falls from {e.start}{gem}"
    if isinstance(e, GameEnded):
        won = _players(e.winners, viewer)
        verb = "win" if len(e.winners) > 1 or viewer in e.winners else "wins"
        if not e.qualified:
            return f"the round limit is reached and nobody met a goal: {won} {verb} on gem value"
        return f"the game ends ({_players(e.qualified, viewer)} met a goal): {won} {verb}"
    return None


def _describe_action(e: ActionStarted, viewer: int | None) -> str:
    name = who(e.player, viewer)
    if e.card == CLOUD:
        return f"{name}: the cloud moves the weather"
    if len(e.must) == 2:
        rule = "both canoes must move"
    elif e.may:
        rule = f"canoe {e.must[0]} must move, canoe {e.may[0]} may be launched"
    elif e.must:
        rule = "one canoe must move"
    else:
        rule = "no canoe to move"
    return f"{name}: {_points(e.card)} for each moving canoe; {rule}"


def _describe_flow(e: RiverFlowed, viewer: int | None) -> str:
    why = f"lowest card {e.lowest}" if e.lowest else "only clouds"
    head = f"the river flows {e.amount} ({why}, weather {e.weather:+d})"
    if e.arms:
        head += f", arms {' '.join(e.arms)}"
    moved = "; ".join(f"{whose(p, viewer)} canoe {c} {a}->{b}" for p, c, a, b in e.moves)
    return f"{head}: {moved}" if moved else head


def _describe_canoe(e: Event, viewer: int | None) -> str | None:
    if isinstance(e, CanoeChosen):
        return f"{whose(e.player, viewer)} canoe {e.canoe} moves"
    if isinstance(e, LaunchDeclined):
        return f"{whose(e.player, viewer)} canoe {e.canoe} stays on land"
    if isinstance(e, GemUnloaded):
        return f"{whose(e.player, viewer)} canoe {e.canoe} unloads {_a(e.gem)} at site {e.site}"
    if isinstance(e, GemLoaded):
        return f"{whose(e.player, viewer)} canoe {e.canoe} loads {_a(e.gem)} at site {e.site}"
    if isinstance(e, CanoePaddled):
        way = "upstream" if e.upstream else "downstream"
        lapsed = f" ({_points(e.lapsed)} {'lapses' if e.lapsed == 1 else 'lapse'})" if e.lapsed else ""
        return (f"{whose(e.player, viewer)} canoe {e.canoe} paddles {way} {e.spaces}: "
                f"{_where(e.start)} -> {_where(e.end)}{lapsed}")
    if isinstance(e, GemCollected):
        return f"{does(e.player, viewer, 'collects')} {_a(e.gem)}"
    if isinstance(e, GemStolen):
        return (f"{whose(e.player, viewer)} canoe {e.canoe} takes {_a(e.gem)} from "
                f"{whose(e.victim, viewer)} canoe {e.victim_canoe}")
    if isinstance(e, StealDeclined):
        return f"{whose(e.player, viewer)} canoe {e.canoe} takes nothing"
    if isinstance(e, CanoeFinished):
        return f"{whose(e.player, viewer)} canoe {e.canoe} has finished its move"
    return None


WORDS = Words()
WORDS.move(Move)(describe_move)
WORDS.event(Event)(describe_event)
