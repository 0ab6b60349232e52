"""The game's flow: the one question the engine asks (:func:`pending`), and the decisions.

Where the turn stands is read off the state: a chosen action waiting for its
square or tiles (``choice``), a conflict and its commits (``conflict``), wars
at the unification tile, a monument offer (``placed``), a treasure due, an
action under way (``acting``), actions left (``actions``). The decisions:

- "action": the first step of an action (asked only if the active player can do
  anything but pass; whether they can is public, see ``rules.has_action``);
- "square": where the chosen tile, leader or catastrophe goes;
- "discard": which tiles a swap discards;
- "attack" / "defend": the tiles each side of a revolt or war commits. These are
  **private**: how many options a side has depends on the tiles behind their
  screen, so they are asked even with the single option "commit nothing"
  (skipping them would tell the table that the side holds no tile of the colour);
- "war": which war the active player fights next;
- "monument": build a monument on the completed block, or decline;
- "treasure": which treasure a trader's owner leaves in their kingdom.

The public decisions with a single option are played by the engine.
"""

from __future__ import annotations

from senet import Ask, Auto, Decision, Hand, Secret, Tx

from .board import regions
from .events import (
    ActionChosen,
    CatastrophePlaced,
    DrawReason,
    LeaderPlaced,
    LeaderWithdrawn,
    MonumentBuilt,
    MonumentDeclined,
    Passed,
    SupportCommitted,
    TilePlaced,
    TilesSwapped,
    TreasuresTaken,
)
from .flow_turns import (
    action_over,
    deal,
    draw,
    forced_pass,
    lift_unification,
    resolve,
    return_unsupported,
    turn_over,
)
from .layout import GRID, square_of
from .moves import (
    ACTION_MOVES,
    Action,
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
from .rules import (
    action_reason,
    attack_options,
    defence_options,
    discard_reason,
    has_action,
    legal_actions,
    legal_discards,
    legal_monuments,
    legal_squares,
    legal_support,
    legal_treasures,
    legal_wars,
    monument_reason,
    square_reason,
    support_reason,
    treasure_reason,
    war_reason,
)
from .rules_aftermath import monument_offers, open_wars, revolt_at, tile_outcome, treasure_due, war_event
from .state import COLOUR_INDEX, COLOURS, RED, Kind, Role, TigrisState, tiles_of

__all__ = ["ACTION", "ATTACK", "DECISIONS", "DEFEND", "DISCARD", "MONUMENT", "SQUARE", "TREASURE",
           "WAR", "pending"]

State = TigrisState
Building = BuildMonument | DeclineMonument


# -- the first step of an action -------------------------------------------------------------------


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_DRAWREASON_SWAP = DrawReason.SWAP
_KIND_CATASTROPHE = Kind.CATASTROPHE
_KIND_LEADER = Kind.LEADER
_KIND_SWAP = Kind.SWAP
_KIND_TILE = Kind.TILE
_ROLE_ATTACKER = Role.ATTACKER
_ROLE_DEFENDER = Role.DEFENDER


def _play_action(tx: Tx[State], player: int, move: Action) -> None:
    s = tx.state
    match move:
        case Pass():
            tx.emit(Passed(player))
        case WithdrawLeader(colour=colour):
            square = regions(s.cells).leader_at[4 * player + COLOUR_INDEX[colour]]
            tx.emit(LeaderWithdrawn(player, colour, square))
        case ChooseSwap():
            tx.emit(ActionChosen(player, _KIND_SWAP))
        case ChooseTile(colour=colour):
            tx.emit(ActionChosen(player, _KIND_TILE, colour))
        case PlaceLeader(colour=colour):
            tx.emit(ActionChosen(player, _KIND_LEADER, colour))
        case MoveLeader(colour=colour):
            origin = regions(s.cells).leader_at[4 * player + COLOUR_INDEX[colour]]
            tx.emit(ActionChosen(player, _KIND_LEADER, colour, origin))
        case ChooseCatastrophe():
            tx.emit(ActionChosen(player, _KIND_CATASTROPHE))


# -- the second step -------------------------------------------------------------------------------


def _play_square(tx: Tx[State], player: int, move: Square) -> None:
    """Put the chosen tile, leader or catastrophe on the square."""
    square = square_of(move.row, move.col)
    s = tx.state
    choice = s.choice
    assert square is not None and choice is not None
    if choice.kind is _KIND_TILE:
        assert choice.colour is not None
        outcome = tile_outcome(s, COLOUR_INDEX[choice.colour], square)
        tx.emit(TilePlaced(player, choice.colour, square))
        if outcome is not None:
            tx.emit(outcome)
    elif choice.kind is _KIND_LEADER:
        assert choice.colour is not None
        tx.emit(LeaderPlaced(player, choice.colour, square, choice.origin))
        revolt = revolt_at(tx.state, square)
        if revolt is not None:
            tx.emit(revolt)
    else:
        code = s.cells[square]
        destroyed = COLOURS[code - 1] if 1 <= code <= 4 else None
        tx.emit(CatastrophePlaced(player, square, destroyed))
        return_unsupported(tx)


def _play_discard(tx: Tx[State], player: int, move: Discard) -> None:
    tiles = tiles_of((move.red, move.blue, move.green, move.black))
    tx.emit(TilesSwapped(player, len(tiles), Hand(player, tiles)))
    draw(tx, player, len(tiles), _DRAWREASON_SWAP)


# -- conflicts, monuments, treasures ---------------------------------------------------------------


def _play_support(tx: Tx[State], player: int, move: Support) -> None:
    s = tx.state
    c = s.conflict
    assert c is not None
    attacking = c.attack is None
    options = attack_options(s) if attacking else defence_options(s)
    forced = Secret(player, len(options) == 1)  # it tells what they hold: theirs to see
    tx.emit(SupportCommitted(player, _ROLE_ATTACKER if attacking else _ROLE_DEFENDER, COLOURS[c.support],
                             move.tiles, forced))


def _play_war(tx: Tx[State], player: int, move: PickWar) -> None:
    tx.emit(war_event(tx.state, move.colour))


def _play_monument(tx: Tx[State], player: int, move: Building) -> None:
    s = tx.state
    if isinstance(move, BuildMonument):
        square = square_of(move.row, move.col)
        assert square is not None
        colour = s.cells[square] - 1
        tx.emit(MonumentBuilt(player, move.monument, square, COLOURS[colour]))
        if colour == RED:
            return_unsupported(tx)
    else:
        tx.emit(MonumentDeclined(player, tuple(sorted({top for top, _ in monument_offers(s)}))))


def _play_treasure(tx: Tx[State], player: int, move: LeaveTreasure) -> None:
    due = treasure_due(tx.state)
    assert due is not None
    left = move.row * GRID.cols + move.col
    tx.emit(TreasuresTaken(player, tuple(t for t in due[1] if t != left)))


ACTION = Decision[State, Action](
    "action", ACTION_MOVES, options=legal_actions, play=_play_action, refusal=action_reason,
                  help="choose an action: a tile, a leader, a catastrophe, a swap, or pass")
SQUARE = Decision("square", Square, options=legal_squares, play=_play_square, refusal=square_reason,
                  help="choose the square")
DISCARD = Decision("discard", Discard, options=legal_discards, play=_play_discard,
                   refusal=discard_reason, help="swap: choose the tiles to discard")
ATTACK = Decision("attack", Support, options=legal_support, play=_play_support, refusal=support_reason,
                  private=True, help="attacker: commit tiles to the conflict")
DEFEND = Decision("defend", Support, options=legal_support, play=_play_support, refusal=support_reason,
                  private=True, help="defender: commit tiles to the conflict")
WAR = Decision("war", PickWar, options=legal_wars, play=_play_war, refusal=war_reason,
               help="choose the war to fight next")
MONUMENT = Decision[State, Building]("monument", (BuildMonument, DeclineMonument), options=legal_monuments,
                    play=_play_monument, refusal=monument_reason, help="build a monument, or decline")
TREASURE = Decision("treasure", LeaveTreasure, options=legal_treasures, play=_play_treasure,
                    refusal=treasure_reason, help="choose the treasure your kingdom keeps")
DECISIONS = (ACTION, SQUARE, DISCARD, ATTACK, DEFEND, WAR, MONUMENT, TREASURE)


_MOST = 4
"""The most players (the asks are made once per decision and seat)."""
_ASK = {d.name: tuple(Ask(d, seat) for seat in range(_MOST)) for d in DECISIONS}
_DEAL = Auto("deal", deal)
_RESOLVE = Auto("resolve", resolve)
_UNIFICATION = Auto("unification", lift_unification)
_ACTION_OVER = Auto("action over", action_over)
_TURN_OVER = Auto("turn over", turn_over)
_FORCED_PASS = Auto("forced pass", forced_pass)


def pending(s: State) -> Ask[State] | Auto[State] | None:
    """What happens next, read off the state: the deal; the chosen action's square or tiles;
    a conflict's commits and outcome; the wars at the unification tile; a monument; a
    treasure; the end of the action, of the turn; the next action (or a forced pass)."""
    if s.ended is not None:
        return None
    if s.turn == 0:
        return _DEAL
    if s.choice is not None:
        return _ASK["discard" if s.choice.kind is _KIND_SWAP else "square"][s.active]
    c = s.conflict
    if c is not None:
        if c.attack is None:
            return _ASK["attack"][c.attacker]
        if c.defence is None:
            return _ASK["defend"][c.defender]
        return _RESOLVE
    if s.unification is not None:
        return _ASK["war"][s.active] if open_wars(s) else _UNIFICATION
    if s.acting:
        if s.placed is not None and monument_offers(s):
            return _ASK["monument"][s.active]
        due = treasure_due(s)
        if due is not None:
            return _ASK["treasure"][due[0]]
        return _ACTION_OVER
    if s.actions <= 0:
        return _TURN_OVER
    if has_action(s, s.active):
        return _ASK["action"][s.active]
    return _FORCED_PASS
