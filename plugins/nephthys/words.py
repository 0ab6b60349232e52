"""Text and terminal drawing: moves, events and the table, in words a player reads.

Row positions count from 1 here (from 0 in moves and events). Cards are
written ``blue 5`` in sentences and ``B5`` on the table (K is black), with
``S`` for the start card and ``*`` for a Book of Isis. With the mover's view,
a move says what it would bring (the set it takes and its fame).
"""

from __future__ import annotations

from collections.abc import Iterable

from senet import Event, Hand, Move, View, Words, does, who, whom, whose

from . import events as ev
from . import moves as mv
from . import phases as ph
from .cards import card_name, technique_of
from .sets import completes, kind_of
from .societies import SOCIETIES, Effect, Season, Side
from .state import Amulet, EndReason, NephState, Stage, TokenReason
from .techniques import SetKind, powers

__all__ = ["KIND_NAMES", "describe_event", "describe_move", "listed", "society_text", "who", "whose"]

KIND_NAMES = {SetKind.SINGLE: "single", SetKind.COLOUR: "colour set", SetKind.STAIRS: "stairs",
              SetKind.TWO_PAIRS: "two pairs", SetKind.FULL_HOUSE: "full house",
              SetKind.THREE_PAIRS: "three pairs", SetKind.NO_SET: "?"}
_ENDINGS = {EndReason.FAME: "someone reached 31 fame", EndReason.ROW: "the row ran empty",
            EndReason.ROUNDS: "the solo game's last round"}
_STEPS = {Stage.BOOKS: "techniques revealed", Stage.NAME: "the start player is named",
          Stage.EXTRA: "step 4: an extra technique for players 7 or more behind the leader",
          Stage.EXTRA_BOOKS: "extra techniques revealed", Stage.ROUND_END: "— round end —",
          Stage.LIMIT: "hand limits"}
_TOKEN_HOW = {TokenReason.START: "with the start-player marker",
              TokenReason.DISPLAY: "by the first-scholar comparison",
              TokenReason.SOCIETY: "by a society card"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def listed(cards: Iterable[int]) -> str:
    return ", ".join(card_name(c) for c in cards) or "nothing"


def _neph(view: View | None) -> NephState | None:
    state = view.state if view is not None else None
    return state if isinstance(state, NephState) else None


def society_text(society: int, side: Season) -> str:
    """``3 of one colour -> 3 fame, draw 1``."""
    card: Side = SOCIETIES[society].side(side)
    effects = [_effect(what, amount) for what, amount in card.effects]
    return f"{card.cost.describe()} -> {card.fame} fame" + "".join(f", {e}" for e in effects)


def _effect(what: Effect, amount: int) -> str:
    cards = f"paid card{'s' if amount > 1 else ''}"
    return {Effect.DRAW: f"draw {amount}", Effect.STORE: f"store {amount} {cards}",
            Effect.TOKEN: "take the first-scholar token", Effect.STEAL: f"take {amount} fame"}[what]


def _technique(card: int) -> str:
    t = technique_of(card)
    return f"{t.name}" + (" (costs a display card)" if t.needs_display else "")


# -- moves ---------------------------------------------------------------------------------------


def describe_move(move: Move, view: View | None = None) -> str:
    """A move in words; with the mover's view, what it brings."""
    table = _neph(view)
    player = view.player if view is not None else None
    if isinstance(move, mv.PlayTechnique):
        paid = f", paying {card_name(move.pay)} from your display" if move.pay is not None else ""
        t = technique_of(move.card)
        if view is None:  # a line of the log (a choice revealed): the card's text is its rules
            return f"play {card_name(move.card)} as {t.name}{paid.replace('your', 'the')}"
        return f"play {card_name(move.card)} as {t.name}: {t.text}{paid}"
    if isinstance(move, mv.SkipTechnique):
        if view is not None and view.phase == ph.TECHNIQUE:
            return "play no technique (none of your cards can be played)"
        return "play no extra technique"
    if isinstance(move, mv.TakeBook):
        return f"take the Book of Isis {card_name(move.book)[5:]}"
    if isinstance(move, mv.NameStart):
        return "name yourself start player" if move.player == player else \
            f"name {who(move.player, player)} start player"
    if isinstance(move, mv.UseNephthys):
        size = powers(table.seats[player].techniques).row if table and player is not None else 5
        return f"amulet of Nephthys: discard the row and deal {size} new cards"
    if isinstance(move, mv.UseKhnum):
        return "amulet of Khnum: discard hand cards, then draw as many"
    if isinstance(move, mv.SwapCards):
        cards = ""
        if table is not None and 0 <= move.left < len(table.row) - 1:
            cards = f" ({card_name(table.row[move.left])} and {card_name(table.row[move.left + 1])})"
        return f"Shuffle: swap row positions {move.left + 1} and {move.left + 2}{cards}"
    if isinstance(move, mv.TakeBlock):
        return _describe_block(move, table, player)
    return _describe_rest(move, view, table, player)


def _describe_block(move: mv.TakeBlock, table: NephState | None, player: int | None) -> str:
    where = (f"row position {move.first + 1}" if move.first == move.last
             else f"row positions {move.first + 1}-{move.last + 1}")
    if table is None or player is None or not 0 <= move.first <= move.last < len(table.row):
        return f"take {where}"
    block = table.row[move.first:move.last + 1]
    p = powers(table.seats[player].techniques)
    kind = SetKind.SINGLE if len(block) == 1 else kind_of(block, p)
    if kind is None:
        return f"take {where}: {listed(block)} (add hand cards next)"
    hand = table.seats[player].hand
    more = any(completes((*block, h), hand[:i] + hand[i + 1:], p) for i, h in enumerate(hand))
    return (f"take {where}: {listed(block)} ({KIND_NAMES[kind]}, {len(block)} fame"
            f"{'; or add hand cards' if more else ''})")


def _describe_rest(move: Move, view: View | None, table: NephState | None, player: int | None) -> str:
    if isinstance(move, mv.AddCard):
        return f"add {card_name(move.card)} from your hand"
    if isinstance(move, mv.TakeSet):
        if table is not None and table.take is not None and player is not None:
            take = table.take
            cards = (*table.row[take.first:take.last + 1], *take.added)
            p = powers(table.seats[player].techniques)
            kind = SetKind.SINGLE if len(cards) == 1 else kind_of(cards, p)
            named = KIND_NAMES[kind] if kind is not None else "set"
            return f"take {listed(cards)} ({named}, {len(cards)} fame)"
        return "take the set"
    if isinstance(move, mv.KeepDisplay):
        return "keep your display (the cards just taken are discarded)"
    if isinstance(move, mv.ReplaceDisplay):
        return "make the cards just taken your display (your display is discarded)"
    if isinstance(move, mv.StoreCard):
        return f"store {card_name(move.card)} (1 fame at the end)"
    if isinstance(move, mv.StealFrom):
        fame = f" (has {table.seats[move.player].fame} fame)" if table and \
            0 <= move.player < len(table.seats) else ""
        return f"take fame from {who(move.player, player)}{fame}"
    if isinstance(move, mv.Achieve):
        side = next((o.side for o in table.societies if o.society == move.society), None) \
            if table else None
        said = f" ({side}): {society_text(move.society, side)}" if side else ""
        return f"achieve society {move.society}{said}"
    if isinstance(move, mv.PayCard):
        toward = ""
        if table is not None and table.paying is not None:
            ident = table.paying.society
            side = next((o.side for o in table.societies if o.society == ident), None)
            if side is not None:
                cost = SOCIETIES[ident].side(side).cost
                toward = f" toward society {ident} ({cost.describe()})"
        return f"pay {card_name(move.card)} from your display{toward}"
    if isinstance(move, mv.SelfStudy):
        return "self-study: discard hand cards, then draw that many + 1"
    if isinstance(move, mv.Discard):
        if view is not None and view.phase == ph.HAND_LIMIT and table is not None and player is not None:
            limit = powers(table.seats[player].techniques).hand_limit
            left = table.seats[player].hand_size - limit
            return f"discard {card_name(move.card)} (hand limit {limit}: {_plural(left, 'card')} to go)"
        return f"discard {card_name(move.card)}"
    if isinstance(move, mv.StopDiscarding):
        picked = len(table.picking.picked) if table and table.picking else 0
        if view is not None and view.phase == ph.KHNUM:
            return f"discard no more: draw {picked}"
        return f"discard no more: draw {picked + 1}"
    return repr(move)


# -- events --------------------------------------------------------------------------------------


def describe_event(event: Event, viewer: int | None) -> str:
    """One log line as ``viewer`` reads it (give it events redacted for ``viewer``)."""
    for describe in (_setup_event, _technique_event, _research_event, _society_event):
        said = describe(event, viewer)
        if said is not None:
            return said
    return repr(event)


def _drawn(player: int, count: int, cards: Hand[int], viewer: int | None) -> str:
    what = f": {listed(cards.items)}" if player == viewer and cards.known else ""
    return f"{who(player, viewer)} drew {_plural(count, 'card')}{what}"


def _setup_event(e: Event, viewer: int | None) -> str | None:
    if isinstance(e, ev.HandDealt):
        return _drawn(e.player, e.count, e.cards, viewer).replace("drew", "got", 1) + \
            " (and the start card)"
    if isinstance(e, ev.DiscardStarted):
        return f"{card_name(e.card)} was turned onto the discard pile"
    if isinstance(e, ev.RowRefilled):
        return f"the row was refilled: {listed(e.cards)}"
    if isinstance(e, ev.DeckReshuffled):
        return f"the deck ran out: the discard pile ({_plural(e.cards, 'card')}) was shuffled into it"
    if isinstance(e, ev.CardsDrawn):
        return _drawn(e.player, e.count, e.cards, viewer) + f" ({e.why})"
    if isinstance(e, ev.SocietyDealt):
        top = f"; the society deck shows society {e.top}" if e.top is not None else ""
        return f"society {e.society} opened ({e.side}): {society_text(e.society, e.side)}{top}"
    if isinstance(e, ev.SocietySetAside):
        return f"society {e.society} was set aside"
    if isinstance(e, ev.SocietyDeckRebuilt):
        return f"the society discards became a new deck, {e.up} side up (top: society {e.top})"
    if isinstance(e, ev.StartChosen):
        return f"{does(e.player, viewer, 'is')} the provisional start player, with the first-scholar token"
    if isinstance(e, ev.RoundStarted):
        return f"— round {e.round}: technique phase —"
    if isinstance(e, ev.StepBegun):
        return _step(e, viewer)
    if isinstance(e, ev.GameEnded):
        return f"— the game ended after round {e.round} ({_ENDINGS[e.why]}) —"
    if isinstance(e, ev.StorageScored):
        return f"{who(e.player, viewer)} gained {e.cards} fame for stored cards"
    return None


def _step(e: ev.StepBegun, viewer: int | None) -> str:
    if e.player is not None:
        phase = "research" if e.stage is Stage.RESEARCH else "society"
        return f"— {whose(e.player, viewer)} {phase} turn —"
    return _STEPS.get(e.stage, str(e.stage))


def _technique_event(e: Event, viewer: int | None) -> str | None:
    if isinstance(e, ev.TechniquesPlayed):
        plays = "; ".join(
            f"{who(p.player, viewer)}: {card_name(p.card)} as {technique_of(p.card).name}"
            + (f" (paid {card_name(p.pay)})" if p.pay is not None else "") for p in e.plays)
        return f"{'extra techniques' if e.extra else 'techniques'} played: {plays}"
    if isinstance(e, ev.BookTaken):
        if e.book is None:
            return f"{who(e.player, viewer)} played Isis, but no Book of Isis is left"
        return f"{who(e.player, viewer)} took the Book of Isis {card_name(e.book)[5:]}"
    if isinstance(e, ev.StartNamed):
        return f"{who(e.by, viewer)} named {whom(e.player, viewer, e.by)} start player"
    if isinstance(e, ev.TokenTaken):
        return f"{who(e.player, viewer)} took the first-scholar token from " \
               f"{whom(e.previous, viewer, e.player)} {_TOKEN_HOW[e.why]}"
    if isinstance(e, ev.FameGained):
        return f"{who(e.player, viewer)} gained {e.amount} fame ({e.why})"
    if isinstance(e, ev.FameStolen):
        return f"{who(e.player, viewer)} took {e.amount} fame from {whom(e.victim, viewer, e.player)}"
    return None


def _research_event(e: Event, viewer: int | None) -> str | None:
    if isinstance(e, ev.RowEmpty):
        return f"the row is empty: {does(e.player, viewer, 'takes')} nothing; the game ends this round"
    if isinstance(e, ev.AmuletUsed):
        if e.amulet is Amulet.NEPHTHYS:
            return f"{who(e.player, viewer)} used the amulet of Nephthys: the row was discarded"
        return f"{who(e.player, viewer)} used the amulet of Khnum"
    if isinstance(e, ev.CardsSwapped):
        return f"{who(e.player, viewer)} swapped row positions {e.left + 1} and {e.left + 2}"
    if isinstance(e, ev.BlockChosen):
        return f"{who(e.player, viewer)} chose row positions {e.first + 1}-{e.last + 1}"
    if isinstance(e, ev.CardAdded):
        return f"{who(e.player, viewer)} added {card_name(e.card)} from hand"
    if isinstance(e, ev.SetTaken):
        added = f" with {listed(e.added)} from hand" if e.added else ""
        return f"{who(e.player, viewer)} took {listed(e.block)}{added} " \
               f"({KIND_NAMES[e.kind]})"
    if isinstance(e, ev.DisplayKept):
        return f"{who(e.player, viewer)} kept the display; the cards taken are discarded"
    if isinstance(e, ev.DisplayReplaced):
        old = f" (discarding {listed(e.old)})" if e.old else ""
        return f"the cards taken became {whose(e.player, viewer)} display{old}"
    if isinstance(e, ev.CardStored):
        return f"{who(e.player, viewer)} stored {card_name(e.card)}"
    if isinstance(e, ev.StashDiscarded):
        return f"discarded: {listed(e.cards)}"
    if isinstance(e, ev.HandDiscarded):
        return f"{who(e.player, viewer)} discarded {listed(e.cards)} ({e.why})"
    return None


def _society_event(e: Event, viewer: int | None) -> str | None:
    if isinstance(e, ev.SocietyChosen):
        return f"{who(e.player, viewer)} will achieve society {e.society}"
    if isinstance(e, ev.CardPaid):
        return f"{who(e.player, viewer)} paid {card_name(e.card)}"
    if isinstance(e, ev.SocietyAchieved):
        return f"{who(e.player, viewer)} achieved society {e.society} ({e.side}) with {listed(e.paid)}"
    if isinstance(e, ev.SocietyEffect):
        if e.what is Effect.STEAL and not e.amount:
            return "society effect: take fame (no other player)"
        return f"society effect: {_effect(e.what, e.amount)}"
    if isinstance(e, ev.SelfStudyBegun):
        return f"{does(e.player, viewer, 'self-studies')}"
    if isinstance(e, ev.SocietiesCleared):
        return f"societies {', '.join(str(s) for s in e.societies)} were discarded"
    return None


WORDS = Words()
WORDS.move(Move)(describe_move)
WORDS.event(Event)(describe_event)
