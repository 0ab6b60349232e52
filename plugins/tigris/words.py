"""Words for people: a function per move type and per event type, registered on ``WORDS``.

Squares are named as on the drawn board: column letter A-P, row from 1
(``(row 4, col 5)`` is ``F5``). With the chooser's view a move says what it
would do: who a tile scores for, which kingdoms it joins and the wars that
follow, the revolt a leader starts, what a catastrophe destroys.
"""

from __future__ import annotations

from senet import View, Words, who, whose

from .board import red_next_to, regions, unsupported
from .events import (
    ActionChosen,
    ActionEnded,
    CatastrophePlaced,
    ConflictResolved,
    DrawReason,
    GameEnded,
    KingdomsUnited,
    LeaderPlaced,
    LeaderReturned,
    LeaderWithdrawn,
    MonumentBuilt,
    MonumentDeclined,
    Passed,
    ReturnReason,
    RevoltStarted,
    Scored,
    ScoreReason,
    SupportCommitted,
    TilePlaced,
    TilesDrawn,
    TilesRemoved,
    TilesSwapped,
    TreasuresTaken,
    TurnStarted,
    UnificationRemoved,
    WarStarted,
)
from .layout import label, square_of
from .moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
from .names import board_of, leader_at, leader_name, plural, square_words, their, tile_counts, tile_name
from .rules_aftermath import tile_outcome
from .state import (
    CATASTROPHE,
    COLOUR_INDEX,
    COLOURS,
    Colour,
    ConflictKind,
    EndReason,
    Kind,
    TigrisState,
    leader_of,
    tally,
)

__all__ = ["WORDS"]

WORDS = Words()
"""Tigris & Euphrates' words (:mod:`senet.faces`)."""


# -- moves ---------------------------------------------------------------------------------------


@WORDS.move(ChooseTile)
def _choose_tile(move: ChooseTile, view: View | None) -> str:
    board = board_of(view)
    player = view.player if view is not None else None
    held = f" (you hold {board.held(player)[COLOUR_INDEX[move.colour]]})" if (
        board is not None and player is not None and move.colour in COLOUR_INDEX) else ""
    return f"place a {tile_name(move.colour)} tile{held}"


@WORDS.move(PlaceLeader)
def _place_leader(move: PlaceLeader, view: View | None) -> str:
    return f"place your {leader_name(move.colour)}"


@WORDS.move(MoveLeader)
def _move_leader(move: MoveLeader, view: View | None) -> str:
    return f"move your {leader_name(move.colour)}{leader_at(view, move.colour)}"


@WORDS.move(WithdrawLeader)
def _withdraw_leader(move: WithdrawLeader, view: View | None) -> str:
    return f"withdraw your {leader_name(move.colour)}{leader_at(view, move.colour)}"


@WORDS.move(ChooseCatastrophe)
def _choose_catastrophe(move: ChooseCatastrophe, view: View | None) -> str:
    return "place a catastrophe"


@WORDS.move(ChooseSwap)
def _choose_swap(move: ChooseSwap, view: View | None) -> str:
    return "swap tiles (discard some, draw as many)"


@WORDS.move(Pass)
def _pass(move: Pass, view: View | None) -> str:
    board = board_of(view)
    left = board.actions if board is not None else 0
    return "pass: end your turn" + (f" ({plural(left, 'action')} unused)" if left else "")


@WORDS.move(Discard)
def _discard(move: Discard, view: View | None) -> str:
    return f"discard {tile_counts((move.red, move.blue, move.green, move.black))}"


@WORDS.move(PickWar)
def _pick_war(move: PickWar, view: View | None) -> str:
    return f"fight the {move.colour} war next"


@WORDS.move(BuildMonument)
def _build_monument(move: BuildMonument, view: View | None) -> str:
    return f"build the {move.monument} monument on the block at {square_words(move.row, move.col)}"


@WORDS.move(DeclineMonument)
def _decline_monument(move: DeclineMonument, view: View | None) -> str:
    return "build no monument (the block never becomes one)"


@WORDS.move(LeaveTreasure)
def _leave_treasure(move: LeaveTreasure, view: View | None) -> str:
    return f"leave the treasure on {square_words(move.row, move.col)}, take the others"


@WORDS.move(Square)
def _square(move: Square, view: View | None) -> str:
    """A square; with the chooser's view, what placing there would do."""
    board = board_of(view)
    square = square_of(move.row, move.col)
    if square is None:
        return f"square ({move.row!r}, {move.col!r})"
    where = label(square)
    choice = board.choice if board is not None else None
    if view is None or board is None or choice is None:
        return where
    state = board
    if choice.kind is Kind.TILE and choice.colour in COLOUR_INDEX:
        outcome = tile_outcome(state, COLOUR_INDEX[choice.colour], square)
        if isinstance(outcome, Scored):
            return f"{where}: +1 {choice.colour} for {who(outcome.player, view.player)}"
        if isinstance(outcome, KingdomsUnited):
            wars = f", war in {' & '.join(outcome.wars)}" if outcome.wars else ", no war"
            return f"{where}: joins 2 kingdoms{wars}"
        return where
    if choice.kind is Kind.LEADER:
        return _leader_square(state, square)
    cells = state.cells
    code = cells[square]
    hit = f"destroys a {tile_name(COLOURS[code - 1])}" if 1 <= code <= 4 else ""
    after = (*cells[:square], CATASTROPHE, *cells[square + 1:])
    lost = [f"{whose(p, state.active)} {leader_name(COLOURS[c])} returns" for _, p, c in unsupported(after)]
    said = "; ".join(part for part in (hit, *lost) if part)
    return f"{where}: {said}" if said else where


def _leader_square(state: TigrisState, square: int) -> str:
    where = label(square)
    choice = state.choice
    assert choice is not None and choice.colour is not None
    colour = COLOUR_INDEX[choice.colour]
    reg = regions(state.cells)
    kingdoms = reg.kingdoms_at(square)
    mine = red_next_to(state.cells, square)
    if kingdoms:
        rival = reg.leader_in(kingdoms[0], colour)
        if rival is not None:
            owner = leader_of(state.cells[rival])[0]
            theirs = red_next_to(state.cells, rival)
            return (f"{where}: revolt against {whose(owner, state.active)} {leader_name(choice.colour)} "
                    f"({plural(theirs, 'temple')} to your {mine})")
        return f"{where}: joins a kingdom ({plural(mine, 'temple')})"
    return f"{where}: new kingdom ({plural(mine, 'temple')})"


@WORDS.move(Support)
def _support(move: Support, view: View | None) -> str:
    """Tiles committed; with the chooser's view, the strength it makes and how it ends."""
    board = board_of(view)
    c = board.conflict if board is not None else None
    if c is None:
        return f"commit {plural(move.tiles, 'tile')}"
    colour = Colour.RED if c.kind is ConflictKind.REVOLT else c.colour
    tiles = f"commit {move.tiles} {colour} tile{'' if move.tiles == 1 else 's'}" if move.tiles else (
        "commit nothing")
    if c.attack is None:
        total = c.attack_base + move.tiles
        return f"{tiles}: attack {total} against {c.defence_base} before the defender commits"
    attack = c.attack_base + c.attack
    total = c.defence_base + move.tiles
    outcome = "you win (a tie goes to the defender)" if total >= attack else "you lose"
    return f"{tiles}: defend with {total} against {attack}, {outcome}"


# -- events: playing -----------------------------------------------------------------------------


@WORDS.event(ActionChosen)
def _action_chosen(event: ActionChosen, viewer: int | None) -> str:
    name = who(event.player, viewer)
    if event.kind is Kind.TILE:
        return f"{name} will place a {tile_name(event.colour)} tile"
    if event.kind is Kind.LEADER:
        lifted = f" from {label(event.origin)}" if event.origin is not None else ""
        verb = "move" if event.origin is not None else "place"
        return f"{name} will {verb} {their(event.player, viewer)} {leader_name(event.colour)}{lifted}"
    if event.kind is Kind.CATASTROPHE:
        return f"{name} will place a catastrophe"
    return f"{name} will swap tiles"


@WORDS.event(TilePlaced)
def _tile_placed(event: TilePlaced, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} placed a {tile_name(event.colour)} tile on {label(event.square)}"


@WORDS.event(LeaderPlaced)
def _leader_placed(event: LeaderPlaced, viewer: int | None) -> str:
    return (f"{who(event.player, viewer)} put {their(event.player, viewer)} "
            f"{leader_name(event.colour)} on {label(event.square)}")


@WORDS.event(LeaderWithdrawn)
def _leader_withdrawn(event: LeaderWithdrawn, viewer: int | None) -> str:
    return (f"{who(event.player, viewer)} withdrew {their(event.player, viewer)} "
            f"{leader_name(event.colour)} from {label(event.square)}")


@WORDS.event(LeaderReturned)
def _leader_returned(event: LeaderReturned, viewer: int | None) -> str:
    why = _RETURNED.get(event.why, event.why)
    return (f"{whose(event.player, viewer)} {leader_name(event.colour)} on {label(event.square)} "
            f"went back to the supply: {why}")


@WORDS.event(CatastrophePlaced)
def _catastrophe_placed(event: CatastrophePlaced, viewer: int | None) -> str:
    hit = f", destroying a {tile_name(event.destroyed)} tile" if event.destroyed else ""
    return f"{who(event.player, viewer)} placed a catastrophe on {label(event.square)}{hit}"


@WORDS.event(TilesSwapped)
def _tiles_swapped(event: TilesSwapped, viewer: int | None) -> str:
    which = f": {tile_counts(tally(event.tiles))}" if event.tiles.items else ""
    return f"{who(event.player, viewer)} discarded {plural(event.count, 'tile')} face down{which}"


@WORDS.event(TilesDrawn)
def _tiles_drawn(event: TilesDrawn, viewer: int | None) -> str:
    which = f": {tile_counts(tally(event.tiles))}" if event.tiles.items else ""
    dealt = "were dealt" if event.player == viewer else "was dealt"
    why = {DrawReason.DEAL: dealt, DrawReason.SWAP: "drew",
           DrawReason.REFILL: "refilled with"}.get(event.why, "drew")
    return f"{who(event.player, viewer)} {why} {plural(event.count, 'tile')}{which}"


@WORDS.event(Scored)
def _scored(event: Scored, viewer: int | None) -> str:
    gain = event.gain.value
    what = f"{plural(gain[1], gain[0] + ' point')}" if gain is not None else "victory points (hidden)"
    return f"{who(event.player, viewer)} gained {what} for {_SCORED.get(event.why, event.why)}"


@WORDS.event(TreasuresTaken)
def _treasures_taken(event: TreasuresTaken, viewer: int | None) -> str:
    where = ", ".join(label(t) for t in event.squares)
    return f"{who(event.player, viewer)} took {plural(len(event.squares), 'treasure')} ({where})"


@WORDS.event(MonumentBuilt)
def _monument_built(event: MonumentBuilt, viewer: int | None) -> str:
    return (f"{who(event.player, viewer)} built the {event.monument} monument on the "
            f"{event.colour} block at {label(event.square)}")


@WORDS.event(MonumentDeclined)
def _monument_declined(event: MonumentDeclined, viewer: int | None) -> str:
    where = ", ".join(label(t) for t in event.squares)
    return f"{who(event.player, viewer)} built no monument on the block at {where}"


_RETURNED = {ReturnReason.REVOLT: "it lost the revolt", ReturnReason.WAR: "it lost the war",
             ReturnReason.TEMPLE: "no face-up temple is next to it"}
_SCORED = {ScoreReason.TILE: "a tile", ScoreReason.REVOLT: "winning a revolt",
           ScoreReason.WAR: "winning a war", ScoreReason.MONUMENT: "a monument"}


# -- events: conflicts ---------------------------------------------------------------------------


@WORDS.event(KingdomsUnited)
def _kingdoms_united(event: KingdomsUnited, viewer: int | None) -> str:
    wars = (f": the unification tile goes on it, war in {' and '.join(event.wars)}"
            if event.wars else ", no war")
    return f"the tile on {label(event.square)} joined two kingdoms{wars}"


def _conflict_started(event: RevoltStarted | WarStarted, viewer: int | None) -> str:
    """A revolt or a war begins: who attacks whom, and the strengths before support."""
    kind = "revolt" if isinstance(event, RevoltStarted) else f"{event.colour} war"
    counts = "temples next to each leader" if kind == "revolt" else f"{event.colour} tiles per side"
    attacks = "attack" if event.attacker == viewer else "attacks"
    return (f"{kind}: {who(event.attacker, viewer)} ({leader_name(event.colour)} on "
            f"{label(event.attacker_square)}) {attacks} {who(event.defender, viewer)} "
            f"(on {label(event.defender_square)}); {counts}: {event.attack} to {event.defence}")


# One function for both (``WORDS.event(RevoltStarted, WarStarted)`` would type it for any Event).
WORDS.event(RevoltStarted)(_conflict_started)
WORDS.event(WarStarted)(_conflict_started)


@WORDS.event(SupportCommitted)
def _support_committed(event: SupportCommitted, viewer: int | None) -> str:
    forced = " (nothing else was possible)" if event.forced.value else ""
    return (f"{who(event.player, viewer)}, the {event.role}, committed "
            f"{event.count} {event.colour} tile{'' if event.count == 1 else 's'}{forced}")


@WORDS.event(ConflictResolved)
def _conflict_resolved(event: ConflictResolved, viewer: int | None) -> str:
    kind = "revolt" if event.kind is ConflictKind.REVOLT else f"{event.colour} war"
    return (f"{who(event.winner, viewer)} won the {kind}, {event.attack} (attacker) to "
            f"{event.defence} (defender)")


@WORDS.event(TilesRemoved)
def _tiles_removed(event: TilesRemoved, viewer: int | None) -> str:
    where = ", ".join(label(t) for t in event.squares)
    return f"the loser's side lost {plural(len(event.squares), event.colour + ' tile')}: {where}"


@WORDS.event(UnificationRemoved)
def _unification_removed(event: UnificationRemoved, viewer: int | None) -> str:
    return f"the wars are over: the unification tile comes off {label(event.square)}"


# -- events: turns -------------------------------------------------------------------------------


@WORDS.event(TurnStarted)
def _turn_started(event: TurnStarted, viewer: int | None) -> str:
    return f"turn {event.turn}: {who(event.player, viewer)} to play, two actions"


@WORDS.event(ActionEnded)
def _action_ended(event: ActionEnded, viewer: int | None) -> str:
    return f"{whose(event.player, viewer)} action is over"


@WORDS.event(Passed)
def _passed(event: Passed, viewer: int | None) -> str:
    forced = " (nothing else was possible)" if event.forced else ""
    return f"{who(event.player, viewer)} passed{forced}"


@WORDS.event(GameEnded)
def _game_ended(event: GameEnded, viewer: int | None) -> str:
    why = ("the bag could not supply the tiles needed" if event.why == EndReason.BAG
           else "two treasures or fewer are left on the board")
    scores = ", ".join(f"{who(p, viewer)} {s}" for p, s in enumerate(event.scores))
    return f"game over: {why}; weakest colours (treasures added): {scores}"
