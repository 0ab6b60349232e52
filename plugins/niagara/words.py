"""Niagara's words: its moves and events in a sentence for whoever reads (:mod:`senet.faces`).

With the chooser's view, a move says what it would do (how many points it
costs and leaves, what reaching land collects), so a choice can be made
without working the rules out by hand. Also here, the words the terminal's
table (``table.py``) and the browser's picture (``picture.py``) take from here:
a gem's, a card's and a place's names, and the line saying where the turn stands.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import View, Words, does, who, whose

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
from .river import LAND, REACH, SITE, Place
from .state import Canoe, NiagaraState, Turn

__all__ = ["WORDS", "card_short", "card_words", "gem_word", "niagara_state", "place_word", "points_words",
           "status"]

WORDS = Words()
"""Niagara's words: one function per move type and per event type."""


def gem_word(gem: int) -> str:
    """``"amethyst"`` for gem 1, and so on (``"gem 9"`` for a number that is no gem)."""
    return GEM_NAMES[gem - 1] if gem in GEMS else f"gem {gem}"


def _a(gem: int) -> str:
    name = gem_word(gem)
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def card_words(card: int) -> str:
    """``"the cloud"`` or ``"the 4"``."""
    return "the cloud" if card == CLOUD else f"the {card}"


def card_short(card: int) -> str:
    """``"cloud"`` or ``"4"``."""
    return "cloud" if card == CLOUD else str(card)


def place_word(at: Place) -> str:
    """``"land"`` or the space's name (``"6a"``)."""
    return "land" if at == LAND else at


def points_words(n: int) -> str:
    """``"1 point"``, ``"3 points"``."""
    return f"{n} point{'' if n == 1 else 's'}"


def niagara_state(view: View | None) -> NiagaraState | None:
    """The Niagara state a view shows (``None``: no view, or not Niagara's)."""
    state = view.state if view is not None else None
    return state if isinstance(state, NiagaraState) else None


def status(table: NiagaraState, viewer: int | None, over: bool) -> str:
    """Where the turn stands: who acts with which card, the canoe's points, what is left to do."""
    t = table.turn
    if over:
        return "the game is over"
    if t is None:
        return "choosing paddle cards" if not table.played else "between turns"
    out = f"{who(t.player, viewer)} acting with {card_words(t.card)}"
    if t.canoe is not None:
        stage = "paddled: loads and unloads now come after" if t.paddled else "not paddled yet"
        out += f"; canoe {t.canoe} has {points_words(t.points)} ({stage})"
    if t.must:
        out += f"; still to move: canoe {' and '.join(map(str, t.must))}"
    if t.may:
        out += f"; may launch: canoe {t.may[0]}"
    if t.unloaded_gems or t.loaded_gems:
        out += ("; this turn unloaded " + (", ".join(map(gem_word, t.unloaded_gems)) or "nothing")
                + ", loaded " + (", ".join(map(gem_word, t.loaded_gems)) or "nothing"))
    return out


# -- moves --------------------------------------------------------------------------------------


@WORDS.move(PlayCard)
def _play_card(move: PlayCard, view: View | None) -> str:
    if move.card == CLOUD:
        return "play the cloud (move the weather; no canoe moves)"
    return f"play the {move.card}"


@WORDS.move(Recover)
def _recover(move: Recover, view: View | None) -> str:
    return f"pay {_a(move.gem)} (value {move.gem}) to bring a lost canoe back to land"


@WORDS.move(SkipRecover)
def _skip_recover(move: SkipRecover, view: View | None) -> str:
    return "leave your lost canoe lost (keep your gems)"


@WORDS.move(SkipLaunch)
def _skip_launch(move: SkipLaunch, view: View | None) -> str:
    return "leave your canoe on land this turn"


@WORDS.move(SkipSteal)
def _skip_steal(move: SkipSteal, view: View | None) -> str:
    return "take nothing"


@WORDS.move(Steal)
def _steal(move: Steal, view: View | None) -> str:
    gem = _canoe_of(niagara_state(view), move.player, move.canoe)
    what = _a(gem.gem) if gem is not None and gem.gem is not None else "the gem"
    return f"take {what} from {whose(move.player, _chooser(view))} canoe {move.canoe}"


def _chooser(view: View | None) -> int | None:
    return view.player if view is not None else None


def _canoe_of(table: NiagaraState | None, player: int, canoe: int) -> Canoe | None:
    if table is None or not (0 <= player < len(table.canoes) and 0 <= canoe < len(table.canoes[player])):
        return None
    return table.canoes[player][canoe]


@WORDS.move(MoveWeather)
def _move_weather(move: MoveWeather, view: View | None) -> str:
    table = niagara_state(view)
    how = "faster" if move.step > 0 else "slower"
    if table is None:
        return f"weather {move.step:+d} (the river flows {how})"
    return f"weather {table.weather:+d} -> {table.weather + move.step:+d} (the river flows {how})"


@WORDS.move(PickCanoe)
def _pick_canoe(move: PickCanoe, view: View | None) -> str:
    player = _chooser(view)
    canoe = _canoe_of(niagara_state(view), player if player is not None else -1, move.canoe)
    if canoe is None or canoe.at is None:
        return f"move canoe {move.canoe}"
    if canoe.at == LAND:
        return f"launch canoe {move.canoe} from land"
    cargo = f", carrying {_a(canoe.gem)}" if canoe.gem is not None else ", empty"
    return f"move canoe {move.canoe} (on {canoe.at}{cargo})"


def _moving(view: View | None) -> tuple[Turn | None, Canoe | None]:
    """The turn under way and the chooser's canoe moving in it (``None`` where unknown)."""
    table = niagara_state(view)
    turn = table.turn if table is not None else None
    player = _chooser(view)
    if turn is None or turn.canoe is None or player is None:
        return turn, None
    return turn, _canoe_of(table, player, turn.canoe)


@WORDS.move(Unload)
def _unload(move: Unload, view: View | None) -> str:
    turn, canoe = _moving(view)
    if canoe is None or canoe.at is None or canoe.gem is None or turn is None:
        return "unload the gem (2 points)"
    return (f"unload the {gem_word(canoe.gem)} at site {SITE.get(canoe.at, '?')} "
            f"(2 points, {points_words(turn.points - 2)} left)")


@WORDS.move(Load)
def _load(move: Load, view: View | None) -> str:
    turn, canoe = _moving(view)
    if canoe is None or canoe.at is None or turn is None:
        return f"load {_a(move.gem)} (2 points)"
    return (f"load {_a(move.gem)} at site {SITE.get(canoe.at, '?')} "
            f"(2 points, {points_words(turn.points - 2)} left)")


@WORDS.move(Paddle)
def _paddle(move: Paddle, view: View | None) -> str:
    turn, canoe = _moving(view)
    if canoe is None or canoe.at is None or turn is None:
        return f"paddle to {place_word(move.to)}"
    path = next(((d, up) for p, d, up in REACH[canoe.at] if p == move.to), None)
    if path is None:
        return f"paddle to {place_word(move.to)}"
    spaces, up = path
    text = f"paddle {'upstream' if up else 'downstream'} {spaces} to {place_word(move.to)}"
    left = turn.points - spaces
    if move.to == LAND:
        extra = [f"collect the {gem_word(canoe.gem)}"] if canoe.gem is not None else []
        if left:
            extra.append(f"{points_words(left)} {'lapses' if left == 1 else 'lapse'}")
        return f"{text} ({', '.join(extra)})" if extra else text
    if left:
        return f"{text} ({points_words(left)} left to unload or load there)"
    return text


# -- events -------------------------------------------------------------------------------------


def _players(players: Sequence[int], viewer: int | None) -> str:
    return ", ".join(who(p, viewer) for p in players)


@WORDS.event(GameStarted)
def _game_started(e: GameStarted, viewer: int | None) -> str:
    return f"{does(e.start, viewer, 'starts')} (drawn at random)"


@WORDS.event(RoundStarted)
def _round_started(e: RoundStarted, viewer: int | None) -> str:
    return f"round {e.round}: {does(e.start, viewer, 'starts')}"


@WORDS.event(CardsTakenBack)
def _cards_taken_back(e: CardsTakenBack, viewer: int | None) -> str:
    return f"{_players(e.players, viewer)}: all 7 paddle cards played, all taken back"


@WORDS.event(CardsRevealed)
def _cards_revealed(e: CardsRevealed, viewer: int | None) -> str:
    cards = ", ".join(f"{who(p, viewer)} {card_short(c)}" for p, c in enumerate(e.cards))
    return f"cards: {cards}" + (" (each had one card left)" if e.forced else "")


@WORDS.event(TurnStarted)
def _turn_started(e: TurnStarted, viewer: int | None) -> str:
    return f"{who(e.player, viewer)}: {card_words(e.card)}"


@WORDS.event(CanoeRecovered)
def _canoe_recovered(e: CanoeRecovered, viewer: int | None) -> str:
    paid = f"pays {_a(e.gem)}" if e.gem is not None else "has no gem to pay"
    return f"{does(e.player, viewer, paid)}: canoe {e.canoe} is back on land"


@WORDS.event(RecoveryDeclined)
def _recovery_declined(e: RecoveryDeclined, viewer: int | None) -> str:
    return f"{does(e.player, viewer, 'leaves')} the lost canoe lost"


@WORDS.event(ActionStarted)
def _action_started(e: ActionStarted, viewer: int | None) -> str:
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
    return f"{name}: {points_words(e.card)} for each moving canoe; {rule}"


@WORDS.event(WeatherMoved)
def _weather_moved(e: WeatherMoved, viewer: int | None) -> str:
    return f"{does(e.player, viewer, 'moves')} the weather to {e.weather:+d}"


@WORDS.event(TurnEnded)
def _turn_ended(e: TurnEnded, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} turn is over"


@WORDS.event(RiverFlowed)
def _river_flowed(e: RiverFlowed, viewer: int | None) -> str:
    why = f"lowest card {e.lowest}" if e.lowest else "only clouds"
    head = f"the river flows {e.amount} ({why}, weather {e.weather:+d})"
    if e.arms:
        head += f", arms {' '.join(e.arms)}"
    moved = "; ".join(f"{whose(p, viewer)} canoe {c} {a}->{b}" for p, c, a, b in e.moves)
    return f"{head}: {moved}" if moved else head


@WORDS.event(CanoeLost)
def _canoe_lost(e: CanoeLost, viewer: int | None) -> str:
    gem = (f" with {_a(e.gem)} (back to site {HOME_SITE[e.gem - 1]})"
           if e.gem is not None and e.gem in GEMS else "")
    return f"{whose(e.player, viewer)} canoe {e.canoe} goes over the falls from {e.start}{gem}"


@WORDS.event(GameEnded)
def _game_ended(e: GameEnded, viewer: int | None) -> str:
    won = _players(e.winners, viewer)
    verb = "win" if len(e.winners) > 1 or viewer in e.winners else "wins"
    if not e.qualified:
        return f"the round limit is reached and nobody met a goal: {won} {verb} on gem value"
    return f"the game ends ({_players(e.qualified, viewer)} met a goal): {won} {verb}"


@WORDS.event(CanoeChosen)
def _canoe_chosen(e: CanoeChosen, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} canoe {e.canoe} moves"


@WORDS.event(LaunchDeclined)
def _launch_declined(e: LaunchDeclined, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} canoe {e.canoe} stays on land"


@WORDS.event(GemUnloaded)
def _gem_unloaded(e: GemUnloaded, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} canoe {e.canoe} unloads {_a(e.gem)} at site {e.site}"


@WORDS.event(GemLoaded)
def _gem_loaded(e: GemLoaded, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} canoe {e.canoe} loads {_a(e.gem)} at site {e.site}"


@WORDS.event(CanoePaddled)
def _canoe_paddled(e: CanoePaddled, viewer: int | None) -> str:
    way = "upstream" if e.upstream else "downstream"
    lapsed = f" ({points_words(e.lapsed)} {'lapses' if e.lapsed == 1 else 'lapse'})" if e.lapsed else ""
    return (f"{whose(e.player, viewer)} canoe {e.canoe} paddles {way} {e.spaces}: "
            f"{place_word(e.start)} -> {place_word(e.end)}{lapsed}")


@WORDS.event(GemCollected)
def _gem_collected(e: GemCollected, viewer: int | None) -> str:
    return f"{does(e.player, viewer, 'collects')} {_a(e.gem)}"


@WORDS.event(GemStolen)
def _gem_stolen(e: GemStolen, viewer: int | None) -> str:
    return (f"{whose(e.player, viewer)} canoe {e.canoe} takes {_a(e.gem)} from "
            f"{whose(e.victim, viewer)} canoe {e.victim_canoe}")


@WORDS.event(StealDeclined)
def _steal_declined(e: StealDeclined, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} canoe {e.canoe} takes nothing"


@WORDS.event(CanoeFinished)
def _canoe_finished(e: CanoeFinished, viewer: int | None) -> str:
    return f"{whose(e.player, viewer)} canoe {e.canoe} has finished its move"
