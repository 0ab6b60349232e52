"""The steps nobody decides: the deal, drawing from the bag, the end of an action and of a turn.

Each is an automatic step of the flow (:func:`.flow.pending` names them): it
emits its events, which change the state, and the flow asks again.
"""

from __future__ import annotations

from senet import Hand, Tx

from .board import regions, unsupported
from .events import (
    ActionEnded,
    DrawReason,
    GameEnded,
    LeaderReturned,
    Passed,
    ReturnReason,
    ScoreReason,
    TilesDrawn,
    TurnStarted,
    UnificationRemoved,
)
from .rules_aftermath import final_points, resolution, scored
from .state import COLOURS, HAND, ConflictKind, EndReason, TigrisState, leader_of, monument_colours, tally

__all__ = ["action_over", "deal", "draw", "end", "forced_pass", "lift_unification", "resolve",
           "return_unsupported", "turn_over"]

State = TigrisState


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_CONFLICTKIND_WAR = ConflictKind.WAR
_DRAWREASON_DEAL = DrawReason.DEAL
_DRAWREASON_REFILL = DrawReason.REFILL
_ENDREASON_BAG = EndReason.BAG
_ENDREASON_TREASURES = EndReason.TREASURES
_RETURNREASON_TEMPLE = ReturnReason.TEMPLE
_SCOREREASON_MONUMENT = ScoreReason.MONUMENT


def draw(tx: Tx[State], player: int, count: int, why: DrawReason) -> bool:
    """Draw ``count`` tiles for ``player`` (at random: the bag has no order, so a colour is
    picked in proportion to its tiles); ``False`` if the bag could not supply them all, which
    ends the game at once (the tiles drawn stay in hand)."""
    bag = list(tally(tx.state.bag))
    drawn: list[int] = []
    for _ in range(count):
        total = bag[0] + bag[1] + bag[2] + bag[3]
        if not total:
            break
        pick = tx.rng.below(total)
        colour = 0
        while pick >= bag[colour]:
            pick -= bag[colour]
            colour += 1
        bag[colour] -= 1
        drawn.append(colour)
    if drawn:
        tx.emit(TilesDrawn(player, len(drawn), why, Hand(player, tuple(sorted(drawn)))))
    if len(drawn) < count:
        end(tx, _ENDREASON_BAG)
        return False
    return True


def end(tx: Tx[State], why: EndReason) -> None:
    """The game is over: the screens come down."""
    points = final_points(tx.state)
    tx.emit(GameEnded(why, tuple(min(p) for p in points), points))
    tx.end()


def deal(tx: Tx[State]) -> None:
    """Deal six tiles to everyone, and choose the first player at random."""
    s = tx.state
    for player in range(s.players):
        if not draw(tx, player, HAND, _DRAWREASON_DEAL):
            return
    tx.emit(TurnStarted(tx.rng.below(s.players), 1))


def turn_over(tx: Tx[State]) -> None:
    """Monument points for the active player, refills from the active player on, the end checks,
    and the next player's turn."""
    s = tx.state
    active = s.active
    reg = regions(s.cells)
    for monument in s.monuments:
        region = reg.label[monument.square]
        for colour in monument_colours(monument.name):
            at = reg.leader_in(region, colour)
            if at is not None and leader_of(s.cells[at])[0] == active:
                tx.emit(scored(s, active, _SCOREREASON_MONUMENT, colour, 1))
    for step in range(s.players):
        player = (active + step) % s.players
        need = HAND - len(tx.state.hands[player])
        if need > 0 and not draw(tx, player, need, _DRAWREASON_REFILL):
            return
    if len(tx.state.treasures) <= 2:
        end(tx, _ENDREASON_TREASURES)
        return
    tx.emit(TurnStarted((active + 1) % s.players, s.turn + 1))


def forced_pass(tx: Tx[State]) -> None:
    """The active player can do nothing but pass (public: their hand is empty)."""
    tx.emit(Passed(tx.state.active, forced=True))


def action_over(tx: Tx[State]) -> None:
    """The action and everything it caused are over."""
    tx.emit(ActionEnded(tx.state.active))


def return_unsupported(tx: Tx[State]) -> None:
    """Leaders left with no face-up red tile next to them go back to their owners."""
    for square, player, colour in unsupported(tx.state.cells):
        tx.emit(LeaderReturned(player, COLOURS[colour], square, _RETURNREASON_TEMPLE))


def resolve(tx: Tx[State]) -> None:
    """Both sides have committed: the conflict's outcome (and, after a war, lost temples)."""
    c = tx.state.conflict
    assert c is not None
    for event in resolution(tx.state):
        tx.emit(event)
    if c.kind is _CONFLICTKIND_WAR:
        return_unsupported(tx)


def lift_unification(tx: Tx[State]) -> None:
    """No war is left to fight at the unification tile: it comes off."""
    square = tx.state.unification
    assert square is not None
    tx.emit(UnificationRemoved(square))
