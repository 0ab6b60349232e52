"""Words for people: moves and events (and the board drawing, from :mod:`.draw`).

Squares are named as on the drawn board: column letter A-P, row from 1
(``(row 4, col 5)`` is ``F5``). With the chooser's view a move says what it
would do: who a tile scores for, which kingdoms it joins and the wars that
follow, the revolt a leader starts, what a catastrophe destroys.
"""

from __future__ import annotations

from senet import Event, Move, View, Words, who, whose

from .aftermath import tile_outcome
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
from .names import board_of, leader_name, tile_name
from .state import (
    CATASTROPHE,
    COLOUR_INDEX,
    COLOURS,
    Colour,
    ConflictKind,
    Counts,
    EndReason,
    Kind,
    TigrisState,
    leader_code,
    leader_of,
    tally,
)

__all__ = ["WORDS", "describe_event", "describe_move"]


def _their(player: int, viewer: int | None) -> str:
    """The possessive after the same player was named: ``your`` or ``their``."""
    return "your" if player == viewer else "their"


def _counts(tiles: Counts | tuple[int, ...]) -> str:
    parts = [f"{n} {name}" for name, n in zip(COLOURS, tiles, strict=False) if n]
    return ", ".join(parts) or "none"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _where(row: object, col: object) -> str:
    square = square_of(row, col)
    return label(square) if square is not None else f"({row!r}, {col!r})"


# -- moves ---------------------------------------------------------------------------------------


def describe_move(move: Move, view: View | None = None) -> str:
    """A move in words; with the chooser's view, what it would do."""
    board = board_of(view)
    player = view.player if view is not None else None
    if isinstance(move, ChooseTile):
        held = f" (you hold {board.held(player)[COLOUR_INDEX[move.colour]]})" if (
            board is not None and player is not None and move.colour in COLOUR_INDEX) else ""
        return f"place a {tile_name(move.colour)} tile{held}"
    if isinstance(move, PlaceLeader):
        return f"place your {leader_name(move.colour)}"
    if isinstance(move, MoveLeader):
        return f"move your {leader_name(move.colour)}{_leader_at(board, player, move.colour)}"
    if isinstance(move, WithdrawLeader):
        return f"withdraw your {leader_name(move.colour)}{_leader_at(board, player, move.colour)}"
    if isinstance(move, ChooseCatastrophe):
        return "place a catastrophe"
    if isinstance(move, ChooseSwap):
        return "swap tiles (discard some, draw as many)"
    if isinstance(move, Pass):
        left = board.actions if board is not None else 0
        return "pass: end your turn" + (f" ({_plural(left, 'action')} unused)" if left else "")
    if isinstance(move, Square):
        return _describe_square(move, view, board)
    if isinstance(move, Discard):
        return f"discard {_counts((move.red, move.blue, move.green, move.black))}"
    if isinstance(move, Support):
        return _describe_support(move, board)
    if isinstance(move, PickWar):
        return f"fight the {move.colour} war next"
    if isinstance(move, BuildMonument):
        return f"build the {move.monument} monument on the block at {_where(move.row, move.col)}"
    if isinstance(move, DeclineMonument):
        return "build no monument (the block never becomes one)"
    if isinstance(move, LeaveTreasure):
        return f"leave the treasure on {_where(move.row, move.col)}, take the others"
    return repr(move)


def _leader_at(board: TigrisState | None, player: int | None, colour: Colour) -> str:
    if board is None or player is None:
        return ""
    code = leader_code(player, COLOUR_INDEX.get(colour, 0))
    return f" (on {label(board.cells.index(code))})" if code in board.cells else ""


def _describe_square(move: Square, view: View | None, board: TigrisState | None) -> str:
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
        return _describe_leader_square(state, square)
    cells = state.cells
    code = cells[square]
    hit = f"destroys a {tile_name(COLOURS[code - 1])}" if 1 <= code <= 4 else ""
    after = (*cells[:square], CATASTROPHE, *cells[square + 1:])
    lost = [f"{whose(p, state.active)} {leader_name(COLOURS[c])} returns" for _, p, c in unsupported(after)]
    said = "; ".join(part for part in (hit, *lost) if part)
    return f"{where}: {said}" if said else where


def _describe_leader_square(state: TigrisState, square: int) -> str:
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
                    f"({_plural(theirs, 'temple')} to your {mine})")
        return f"{where}: joins a kingdom ({_plural(mine, 'temple')})"
    return f"{where}: new kingdom ({_plural(mine, 'temple')})"


def _describe_support(move: Support, board: TigrisState | None) -> str:
    c = board.conflict if board is not None else None
    if c is None:
        return f"commit {_plural(move.tiles, 'tile')}"
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


# -- events --------------------------------------------------------------------------------------


def describe_event(event: Event, viewer: int | None) -> str:
    """An event as ``viewer`` (``None``: a spectator) may read it."""
    text = _describe_play(event, viewer)
    if text is None:
        text = _describe_conflict(event, viewer)
    if text is None:
        text = _describe_turn(event, viewer)
    return text if text is not None else repr(event)


def _describe_play(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, ActionChosen):
        name = who(event.player, viewer)
        if event.kind is Kind.TILE:
            return f"{name} will place a {tile_name(event.colour)} tile"
        if event.kind is Kind.LEADER:
            lifted = f" from {label(event.origin)}" if event.origin is not None else ""
            verb = "move" if event.origin is not None else "place"
            return f"{name} will {verb} {_their(event.player, viewer)} {leader_name(event.colour)}{lifted}"
        if event.kind is Kind.CATASTROPHE:
            return f"{name} will place a catastrophe"
        return f"{name} will swap tiles"
    if isinstance(event, TilePlaced):
        return f"{who(event.player, viewer)} placed a {tile_name(event.colour)} tile on {label(event.square)}"
    if isinstance(event, LeaderPlaced):
        return (f"{who(event.player, viewer)} put {_their(event.player, viewer)} "
                f"{leader_name(event.colour)} on {label(event.square)}")
    if isinstance(event, LeaderWithdrawn):
        return (f"{who(event.player, viewer)} withdrew {_their(event.player, viewer)} "
                f"{leader_name(event.colour)} from {label(event.square)}")
    if isinstance(event, LeaderReturned):
        why = _RETURNED.get(event.why, event.why)
        return (f"{whose(event.player, viewer)} {leader_name(event.colour)} on {label(event.square)} "
                f"went back to the supply: {why}")
    if isinstance(event, CatastrophePlaced):
        hit = f", destroying a {tile_name(event.destroyed)} tile" if event.destroyed else ""
        return f"{who(event.player, viewer)} placed a catastrophe on {label(event.square)}{hit}"
    if isinstance(event, TilesSwapped):
        which = f": {_counts(tally(event.tiles))}" if event.tiles.items else ""
        return f"{who(event.player, viewer)} discarded {_plural(event.count, 'tile')} face down{which}"
    if isinstance(event, TilesDrawn):
        which = f": {_counts(tally(event.tiles))}" if event.tiles.items else ""
        dealt = "were dealt" if event.player == viewer else "was dealt"
        why = {DrawReason.DEAL: dealt, DrawReason.SWAP: "drew",
               DrawReason.REFILL: "refilled with"}.get(event.why, "drew")
        return f"{who(event.player, viewer)} {why} {_plural(event.count, 'tile')}{which}"
    if isinstance(event, Scored):
        gain = event.gain.value
        what = f"{_plural(gain[1], gain[0] + ' point')}" if gain is not None else "victory points (hidden)"
        return f"{who(event.player, viewer)} gained {what} for {_why(event.why)}"
    if isinstance(event, TreasuresTaken):
        where = ", ".join(label(t) for t in event.squares)
        return f"{who(event.player, viewer)} took {_plural(len(event.squares), 'treasure')} ({where})"
    if isinstance(event, MonumentBuilt):
        return (f"{who(event.player, viewer)} built the {event.monument} monument on the "
                f"{event.colour} block at {label(event.square)}")
    if isinstance(event, MonumentDeclined):
        where = ", ".join(label(t) for t in event.squares)
        return f"{who(event.player, viewer)} built no monument on the block at {where}"
    return None


_RETURNED = {ReturnReason.REVOLT: "it lost the revolt", ReturnReason.WAR: "it lost the war",
             ReturnReason.TEMPLE: "no face-up temple is next to it"}
_SCORED = {ScoreReason.TILE: "a tile", ScoreReason.REVOLT: "winning a revolt",
           ScoreReason.WAR: "winning a war", ScoreReason.MONUMENT: "a monument"}


def _why(why: ScoreReason) -> str:
    return _SCORED.get(why, why)


def _describe_conflict(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, KingdomsUnited):
        wars = (f": the unification tile goes on it, war in {' and '.join(event.wars)}"
                if event.wars else ", no war")
        return f"the tile on {label(event.square)} joined two kingdoms{wars}"
    if isinstance(event, RevoltStarted | WarStarted):
        kind = "revolt" if isinstance(event, RevoltStarted) else f"{event.colour} war"
        counts = "temples next to each leader" if kind == "revolt" else f"{event.colour} tiles per side"
        attacks = "attack" if event.attacker == viewer else "attacks"
        return (f"{kind}: {who(event.attacker, viewer)} ({leader_name(event.colour)} on "
                f"{label(event.attacker_square)}) {attacks} {who(event.defender, viewer)} "
                f"(on {label(event.defender_square)}); {counts}: {event.attack} to {event.defence}")
    if isinstance(event, SupportCommitted):
        forced = " (nothing else was possible)" if event.forced.value else ""
        return (f"{who(event.player, viewer)}, the {event.role}, committed "
                f"{event.count} {event.colour} tile{'' if event.count == 1 else 's'}{forced}")
    if isinstance(event, ConflictResolved):
        kind = "revolt" if event.kind is ConflictKind.REVOLT else f"{event.colour} war"
        return (f"{who(event.winner, viewer)} won the {kind}, {event.attack} (attacker) to "
                f"{event.defence} (defender)")
    if isinstance(event, TilesRemoved):
        where = ", ".join(label(t) for t in event.squares)
        return f"the loser's side lost {_plural(len(event.squares), event.colour + ' tile')}: {where}"
    if isinstance(event, UnificationRemoved):
        return f"the wars are over: the unification tile comes off {label(event.square)}"
    return None


def _describe_turn(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, TurnStarted):
        return f"turn {event.turn}: {who(event.player, viewer)} to play, two actions"
    if isinstance(event, ActionEnded):
        return f"{whose(event.player, viewer)} action is over"
    if isinstance(event, Passed):
        forced = " (nothing else was possible)" if event.forced else ""
        return f"{who(event.player, viewer)} passed{forced}"
    if isinstance(event, GameEnded):
        why = ("the bag could not supply the tiles needed" if event.why == EndReason.BAG
               else "two treasures or fewer are left on the board")
        scores = ", ".join(f"{who(p, viewer)} {s}" for p, s in enumerate(event.scores))
        return f"game over: {why}; weakest colours (treasures added): {scores}"
    return None


WORDS = Words()
WORDS.move(Move)(describe_move)
WORDS.event(Event)(describe_event)
