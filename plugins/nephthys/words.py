"""Words for people: a function per move type and per event type, registered on ``WORDS``.

Row positions count from 1 here (from 0 in moves and events). Cards are
written ``blue 5`` in sentences and ``B5`` on the table (K is black), with
``S`` for the start card and ``*`` for a Book of Isis. With the mover's view,
a move says what it would bring (the set it takes and its fame).
"""

from __future__ import annotations

from senet import View, Words, does, who, whom, whose

from . import events as ev
from . import flow_phases as ph
from . import moves as mv
from . import names as nm
from .cards import card_name, technique_of
from .sets import completes, kind_of
from .societies import SOCIETIES, Effect
from .state import Amulet, Stage
from .techniques import SetKind, powers

__all__ = ["WORDS"]

WORDS = Words()
"""Age of Nephthys' words (:mod:`senet.faces`)."""


# -- moves ---------------------------------------------------------------------------------------


@WORDS.move(mv.PlayTechnique)
def _play_technique(move: mv.PlayTechnique, view: View | None) -> str:
    paid = f", paying {card_name(move.pay)} from your display" if move.pay is not None else ""
    t = technique_of(move.card)
    if view is None:  # a line of the log (a choice revealed): the card's text is its rules
        return f"play {card_name(move.card)} as {t.name}{paid.replace('your', 'the')}"
    return f"play {card_name(move.card)} as {t.name}: {t.text}{paid}"


@WORDS.move(mv.SkipTechnique)
def _skip_technique(move: mv.SkipTechnique, view: View | None) -> str:
    if view is not None and view.phase == ph.TECHNIQUE:
        return "play no technique (none of your cards can be played)"
    return "play no extra technique"


@WORDS.move(mv.TakeBook)
def _take_book(move: mv.TakeBook, view: View | None) -> str:
    return f"take the Book of Isis {card_name(move.book)[5:]}"


@WORDS.move(mv.NameStart)
def _name_start(move: mv.NameStart, view: View | None) -> str:
    player = nm.seat_of(view)
    return "name yourself start player" if move.player == player else \
        f"name {who(move.player, player)} start player"


@WORDS.move(mv.UseNephthys)
def _use_nephthys(move: mv.UseNephthys, view: View | None) -> str:
    table, player = nm.neph_state(view), nm.seat_of(view)
    size = powers(table.seats[player].techniques).row if table and player is not None else 5
    return f"amulet of Nephthys: discard the row and deal {size} new cards"


@WORDS.move(mv.UseKhnum)
def _use_khnum(move: mv.UseKhnum, view: View | None) -> str:
    return "amulet of Khnum: discard hand cards, then draw as many"


@WORDS.move(mv.SwapCards)
def _swap_cards(move: mv.SwapCards, view: View | None) -> str:
    table = nm.neph_state(view)
    cards = ""
    if table is not None and 0 <= move.left < len(table.row) - 1:
        cards = f" ({card_name(table.row[move.left])} and {card_name(table.row[move.left + 1])})"
    return f"Shuffle: swap row positions {move.left + 1} and {move.left + 2}{cards}"


@WORDS.move(mv.TakeBlock)
def _take_block(move: mv.TakeBlock, view: View | None) -> str:
    """Row positions taken; with the mover's view, the set they make and its fame."""
    table, player = nm.neph_state(view), nm.seat_of(view)
    where = (f"row position {move.first + 1}" if move.first == move.last
             else f"row positions {move.first + 1}-{move.last + 1}")
    if table is None or player is None or not 0 <= move.first <= move.last < len(table.row):
        return f"take {where}"
    block = table.row[move.first:move.last + 1]
    p = powers(table.seats[player].techniques)
    kind = SetKind.SINGLE if len(block) == 1 else kind_of(block, p)
    if kind is None:
        return f"take {where}: {nm.listed(block)} (add hand cards next)"
    hand = table.seats[player].hand
    more = any(completes((*block, h), hand[:i] + hand[i + 1:], p) for i, h in enumerate(hand))
    return (f"take {where}: {nm.listed(block)} ({nm.KIND_NAMES[kind]}, {len(block)} fame"
            f"{'; or add hand cards' if more else ''})")


@WORDS.move(mv.AddCard)
def _add_card(move: mv.AddCard, view: View | None) -> str:
    return f"add {card_name(move.card)} from your hand"


@WORDS.move(mv.TakeSet)
def _take_set(move: mv.TakeSet, view: View | None) -> str:
    table, player = nm.neph_state(view), nm.seat_of(view)
    if table is not None and table.take is not None and player is not None:
        take = table.take
        cards = (*table.row[take.first:take.last + 1], *take.added)
        p = powers(table.seats[player].techniques)
        kind = SetKind.SINGLE if len(cards) == 1 else kind_of(cards, p)
        named = nm.KIND_NAMES[kind] if kind is not None else "set"
        return f"take {nm.listed(cards)} ({named}, {len(cards)} fame)"
    return "take the set"


@WORDS.move(mv.KeepDisplay)
def _keep_display(move: mv.KeepDisplay, view: View | None) -> str:
    return "keep your display (the cards just taken are discarded)"


@WORDS.move(mv.ReplaceDisplay)
def _replace_display(move: mv.ReplaceDisplay, view: View | None) -> str:
    return "make the cards just taken your display (your display is discarded)"


@WORDS.move(mv.StoreCard)
def _store_card(move: mv.StoreCard, view: View | None) -> str:
    return f"store {card_name(move.card)} (1 fame at the end)"


@WORDS.move(mv.StealFrom)
def _steal_from(move: mv.StealFrom, view: View | None) -> str:
    table = nm.neph_state(view)
    fame = f" (has {table.seats[move.player].fame} fame)" if table and \
        0 <= move.player < len(table.seats) else ""
    return f"take fame from {who(move.player, nm.seat_of(view))}{fame}"


@WORDS.move(mv.Achieve)
def _achieve(move: mv.Achieve, view: View | None) -> str:
    table = nm.neph_state(view)
    side = next((o.side for o in table.societies if o.society == move.society), None) \
        if table else None
    said = f" ({side}): {nm.society_text(move.society, side)}" if side else ""
    return f"achieve society {move.society}{said}"


@WORDS.move(mv.PayCard)
def _pay_card(move: mv.PayCard, view: View | None) -> str:
    table = nm.neph_state(view)
    toward = ""
    if table is not None and table.paying is not None:
        ident = table.paying.society
        side = next((o.side for o in table.societies if o.society == ident), None)
        if side is not None:
            cost = SOCIETIES[ident].side(side).cost
            toward = f" toward society {ident} ({cost.describe()})"
    return f"pay {card_name(move.card)} from your display{toward}"


@WORDS.move(mv.SelfStudy)
def _self_study(move: mv.SelfStudy, view: View | None) -> str:
    return "self-study: discard hand cards, then draw that many + 1"


@WORDS.move(mv.Discard)
def _discard(move: mv.Discard, view: View | None) -> str:
    table, player = nm.neph_state(view), nm.seat_of(view)
    if view is not None and view.phase == ph.HAND_LIMIT and table is not None and player is not None:
        limit = powers(table.seats[player].techniques).hand_limit
        left = table.seats[player].hand_size - limit
        return f"discard {card_name(move.card)} (hand limit {limit}: {nm.plural(left, 'card')} to go)"
    return f"discard {card_name(move.card)}"


@WORDS.move(mv.StopDiscarding)
def _stop_discarding(move: mv.StopDiscarding, view: View | None) -> str:
    table = nm.neph_state(view)
    picked = len(table.picking.picked) if table and table.picking else 0
    if view is not None and view.phase == ph.KHNUM:
        return f"discard no more: draw {picked}"
    return f"discard no more: draw {picked + 1}"


# -- events: set-up and rounds -------------------------------------------------------------------


@WORDS.event(ev.HandDealt)
def _hand_dealt(e: ev.HandDealt, viewer: int | None) -> str:
    return nm.drawn_words(e.player, e.count, e.cards, viewer).replace("drew", "got", 1) + \
        " (and the start card)"


@WORDS.event(ev.DiscardStarted)
def _discard_started(e: ev.DiscardStarted, viewer: int | None) -> str:
    return f"{card_name(e.card)} was turned onto the discard pile"


@WORDS.event(ev.RowRefilled)
def _row_refilled(e: ev.RowRefilled, viewer: int | None) -> str:
    return f"the row was refilled: {nm.listed(e.cards)}"


@WORDS.event(ev.DeckReshuffled)
def _deck_reshuffled(e: ev.DeckReshuffled, viewer: int | None) -> str:
    return f"the deck ran out: the discard pile ({nm.plural(e.cards, 'card')}) was shuffled into it"


@WORDS.event(ev.CardsDrawn)
def _cards_drawn(e: ev.CardsDrawn, viewer: int | None) -> str:
    return nm.drawn_words(e.player, e.count, e.cards, viewer) + f" ({e.why})"


@WORDS.event(ev.SocietyDealt)
def _society_dealt(e: ev.SocietyDealt, viewer: int | None) -> str:
    top = f"; the society deck shows society {e.top}" if e.top is not None else ""
    return f"society {e.society} opened ({e.side}): {nm.society_text(e.society, e.side)}{top}"


@WORDS.event(ev.SocietySetAside)
def _society_set_aside(e: ev.SocietySetAside, viewer: int | None) -> str:
    return f"society {e.society} was set aside"


@WORDS.event(ev.SocietyDeckRebuilt)
def _society_deck_rebuilt(e: ev.SocietyDeckRebuilt, viewer: int | None) -> str:
    return f"the society discards became a new deck, {e.up} side up (top: society {e.top})"


@WORDS.event(ev.StartChosen)
def _start_chosen(e: ev.StartChosen, viewer: int | None) -> str:
    return f"{does(e.player, viewer, 'is')} the provisional start player, with the first-scholar token"


@WORDS.event(ev.RoundStarted)
def _round_started(e: ev.RoundStarted, viewer: int | None) -> str:
    return f"— round {e.round}: technique phase —"


@WORDS.event(ev.StepBegun)
def _step_begun(e: ev.StepBegun, viewer: int | None) -> str:
    if e.player is not None:
        phase = "research" if e.stage is Stage.RESEARCH else "society"
        return f"— {whose(e.player, viewer)} {phase} turn —"
    return nm.STEP_WORDS.get(e.stage, str(e.stage))


@WORDS.event(ev.GameEnded)
def _game_ended(e: ev.GameEnded, viewer: int | None) -> str:
    return f"— the game ended after round {e.round} ({nm.ENDINGS[e.why]}) —"


@WORDS.event(ev.StorageScored)
def _storage_scored(e: ev.StorageScored, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} gained {e.cards} fame for stored cards"


# -- events: techniques -------------------------------------------------------------------------


@WORDS.event(ev.TechniquesPlayed)
def _techniques_played(e: ev.TechniquesPlayed, viewer: int | None) -> str:
    plays = "; ".join(
        f"{who(p.player, viewer)}: {card_name(p.card)} as {technique_of(p.card).name}"
        + (f" (paid {card_name(p.pay)})" if p.pay is not None else "") for p in e.plays)
    return f"{'extra techniques' if e.extra else 'techniques'} played: {plays}"


@WORDS.event(ev.BookTaken)
def _book_taken(e: ev.BookTaken, viewer: int | None) -> str:
    if e.book is None:
        return f"{who(e.player, viewer)} played Isis, but no Book of Isis is left"
    return f"{who(e.player, viewer)} took the Book of Isis {card_name(e.book)[5:]}"


@WORDS.event(ev.StartNamed)
def _start_named(e: ev.StartNamed, viewer: int | None) -> str:
    return f"{who(e.by, viewer)} named {whom(e.player, viewer, e.by)} start player"


@WORDS.event(ev.TokenTaken)
def _token_taken(e: ev.TokenTaken, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} took the first-scholar token from " \
           f"{whom(e.previous, viewer, e.player)} {nm.TOKEN_HOW[e.why]}"


@WORDS.event(ev.FameGained)
def _fame_gained(e: ev.FameGained, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} gained {e.amount} fame ({e.why})"


@WORDS.event(ev.FameStolen)
def _fame_stolen(e: ev.FameStolen, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} took {e.amount} fame from {whom(e.victim, viewer, e.player)}"


# -- events: research ---------------------------------------------------------------------------


@WORDS.event(ev.RowEmpty)
def _row_empty(e: ev.RowEmpty, viewer: int | None) -> str:
    return f"the row is empty: {does(e.player, viewer, 'takes')} nothing; the game ends this round"


@WORDS.event(ev.AmuletUsed)
def _amulet_used(e: ev.AmuletUsed, viewer: int | None) -> str:
    if e.amulet is Amulet.NEPHTHYS:
        return f"{who(e.player, viewer)} used the amulet of Nephthys: the row was discarded"
    return f"{who(e.player, viewer)} used the amulet of Khnum"


@WORDS.event(ev.CardsSwapped)
def _cards_swapped(e: ev.CardsSwapped, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} swapped row positions {e.left + 1} and {e.left + 2}"


@WORDS.event(ev.BlockChosen)
def _block_chosen(e: ev.BlockChosen, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} chose row positions {e.first + 1}-{e.last + 1}"


@WORDS.event(ev.CardAdded)
def _card_added(e: ev.CardAdded, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} added {card_name(e.card)} from hand"


@WORDS.event(ev.SetTaken)
def _set_taken(e: ev.SetTaken, viewer: int | None) -> str:
    added = f" with {nm.listed(e.added)} from hand" if e.added else ""
    return f"{who(e.player, viewer)} took {nm.listed(e.block)}{added} " \
           f"({nm.KIND_NAMES[e.kind]})"


@WORDS.event(ev.DisplayKept)
def _display_kept(e: ev.DisplayKept, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} kept the display; the cards taken are discarded"


@WORDS.event(ev.DisplayReplaced)
def _display_replaced(e: ev.DisplayReplaced, viewer: int | None) -> str:
    old = f" (discarding {nm.listed(e.old)})" if e.old else ""
    return f"the cards taken became {whose(e.player, viewer)} display{old}"


@WORDS.event(ev.CardStored)
def _card_stored(e: ev.CardStored, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} stored {card_name(e.card)}"


@WORDS.event(ev.StashDiscarded)
def _stash_discarded(e: ev.StashDiscarded, viewer: int | None) -> str:
    return f"discarded: {nm.listed(e.cards)}"


@WORDS.event(ev.HandDiscarded)
def _hand_discarded(e: ev.HandDiscarded, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} discarded {nm.listed(e.cards)} ({e.why})"


# -- events: societies --------------------------------------------------------------------------


@WORDS.event(ev.SocietyChosen)
def _society_chosen(e: ev.SocietyChosen, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} will achieve society {e.society}"


@WORDS.event(ev.CardPaid)
def _card_paid(e: ev.CardPaid, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} paid {card_name(e.card)}"


@WORDS.event(ev.SocietyAchieved)
def _society_achieved(e: ev.SocietyAchieved, viewer: int | None) -> str:
    return f"{who(e.player, viewer)} achieved society {e.society} ({e.side}) with {nm.listed(e.paid)}"


@WORDS.event(ev.SocietyEffect)
def _societyeffect_text(e: ev.SocietyEffect, viewer: int | None) -> str:
    if e.what is Effect.STEAL and not e.amount:
        return "society effect: take fame (no other player)"
    return f"society effect: {nm.effect_text(e.what, e.amount)}"


@WORDS.event(ev.SelfStudyBegun)
def _self_study_begun(e: ev.SelfStudyBegun, viewer: int | None) -> str:
    return f"{does(e.player, viewer, 'self-studies')}"


@WORDS.event(ev.SocietiesCleared)
def _societies_cleared(e: ev.SocietiesCleared, viewer: int | None) -> str:
    return f"societies {', '.join(str(s) for s in e.societies)} were discarded"
