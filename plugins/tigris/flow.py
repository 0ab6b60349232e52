"""The game's flow: its phases, and the loop that carries an action through to its end.

The active player's turn phase ("action") asks for the first step of an
action. Everything after it is decided by :func:`advance`, which stops only
for a real decision and pushes it as a prompt to the one player who decides:

- "square": where the chosen tile, leader or catastrophe goes (if not forced);
- "discard": which tiles a swap discards (if the hand holds more than one tile);
- "attack" / "defend": the tiles each side of a revolt or war commits;
- "war": which war the active player fights next (if several are open);
- "monument": build a monument on the completed block, or decline;
- "treasure": which treasure a trader's owner leaves in their kingdom.

Each prompt's move pops the prompt and calls :func:`advance`, so the stack
returns to "action", where the next action (or the next player's turn) begins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from senet import Move, Phase, Tx, prompt, turn

from .aftermath import (
    final_points,
    legal_monuments,
    legal_treasures,
    legal_wars,
    monument_offers,
    monument_reason,
    open_wars,
    resolution,
    revolt_at,
    tile_outcome,
    treasure_due,
    treasure_reason,
    war_event,
    war_reason,
)
from .board import regions, unsupported
from .events import (
    ActionChosen,
    ActionEnded,
    CatastrophePlaced,
    GameEnded,
    LeaderPlaced,
    LeaderReturned,
    LeaderWithdrawn,
    MonumentBuilt,
    MonumentDeclined,
    Passed,
    Scored,
    SupportCommitted,
    TilePlaced,
    TilesDrawn,
    TilesSwapped,
    TreasuresTaken,
    TurnStarted,
    UnificationRemoved,
)
from .layout import GRID, square_of
from .moves import (
    ACTION_MOVES,
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
    discard_options,
    discard_reason,
    has_action,
    legal_actions,
    legal_discards,
    legal_squares,
    legal_support,
    square_reason,
    squares_for,
    support_reason,
)
from .state import COLOUR_INDEX, COLOURS, HAND, RED, Counts, TigrisState, leader_of

__all__ = ["ACTION", "ATTACK", "DEFEND", "DISCARD", "MONUMENT", "SQUARE", "TREASURE", "WAR",
           "advance", "phases"]

ACTION, SQUARE, DISCARD, ATTACK, DEFEND = "action", "square", "discard", "attack", "defend"
WAR, MONUMENT, TREASURE = "war", "monument", "treasure"
State = TigrisState


# -- the bag ---------------------------------------------------------------------------------------


def draw(tx: Tx[State], player: int, count: int, why: str) -> bool:
    """Draw ``count`` tiles for ``player`` (at random: the bag has no order); ``False`` if the bag
    could not supply them all, which ends the game at once (the tiles drawn stay in hand)."""
    bag = list(tx.state.bag)
    drawn = [0, 0, 0, 0]
    for _ in range(count):
        total = sum(bag)
        if not total:
            break
        pick = tx.rng.below(total)
        colour = 0
        while pick >= bag[colour]:
            pick -= bag[colour]
            colour += 1
        bag[colour] -= 1
        drawn[colour] += 1
    got = sum(drawn)
    if got:
        tiles: Counts = (drawn[0], drawn[1], drawn[2], drawn[3])
        tx.emit(TilesDrawn(player, got, why, tiles))
    if got < count:
        _end(tx, "bag")
        return False
    return True


def _end(tx: Tx[State], why: str) -> None:
    points = final_points(tx.state)
    tx.emit(GameEnded(why, tuple(min(p) for p in points), points))
    tx.end()


# -- turns -----------------------------------------------------------------------------------------


def _set_up(tx: Tx[State]) -> None:
    """Deal six tiles to everyone, and choose the first player at random."""
    s = tx.state
    for player in range(s.players):
        if not draw(tx, player, HAND, "deal"):
            return
    tx.emit(TurnStarted(tx.rng.below(s.players), 1))


def _end_turn(tx: Tx[State]) -> None:
    """Monument points for the active player, refills from the active player on, the end checks,
    and the next player's turn."""
    s = tx.state
    active = s.active
    reg = regions(s.cells)
    for monument in s.monuments:
        region = reg.label[monument.square]
        for name in monument.name.split("-"):
            at = reg.leader_in(region, COLOUR_INDEX[name])
            if at is not None and leader_of(s.cells[at])[0] == active:
                tx.emit(Scored(active, "monument", s.open_scoring, name, 1))
    for step in range(s.players):
        player = (active + step) % s.players
        need = HAND - sum(tx.state.hands[player])
        if need > 0 and not draw(tx, player, need, "refill"):
            return
    if len(tx.state.treasures) <= 2:
        _end(tx, "treasures")
        return
    tx.emit(TurnStarted((active + 1) % s.players, s.turn + 1))


def _await_turn(tx: Tx[State]) -> None:
    """Ask the active player for an action, unless passing is all they can do."""
    while not tx.flow.over and not has_action(tx.state, tx.state.active):
        tx.emit(Passed(tx.state.active, forced=True))
        _end_turn(tx)


def _action_done(tx: Tx[State]) -> None:
    tx.emit(ActionEnded(tx.state.active))
    if tx.state.actions <= 0:
        _end_turn(tx)
    _await_turn(tx)


def _return_unsupported(tx: Tx[State]) -> None:
    """Leaders left with no face-up red tile next to them go back to their owners."""
    for square, player, colour in unsupported(tx.state.cells):
        tx.emit(LeaderReturned(player, COLOURS[colour], square, "temple"))


# -- the loop after an action ----------------------------------------------------------------------


def advance(tx: Tx[State]) -> None:
    """Carry the current action on (conflicts, wars, monument, treasures) until a player must
    decide something, or the action ends and the next one is asked for."""
    while not tx.flow.over:
        s = tx.state
        c = s.conflict
        if c is not None:
            if c.attack is None:
                if len(attack_options(s)) > 1:
                    tx.push(ATTACK, c.attacker)
                    return
                tx.emit(SupportCommitted(c.attacker, "attacker", COLOURS[c.support], 0, forced=True))
            elif c.defence is None:
                if len(defence_options(s)) > 1:
                    tx.push(DEFEND, c.defender)
                    return
                tx.emit(SupportCommitted(c.defender, "defender", COLOURS[c.support], 0, forced=True))
            else:
                for event in resolution(s):
                    tx.emit(event)
                if c.kind == "war":
                    _return_unsupported(tx)
            continue
        if s.unification is not None:
            wars = open_wars(s)
            if len(wars) > 1:
                tx.push(WAR, s.active)
                return
            if wars:
                tx.emit(war_event(s, wars[0]))
            else:
                tx.emit(UnificationRemoved(s.unification))
            continue
        if s.placed is not None and monument_offers(s):
            tx.push(MONUMENT, s.active)
            return
        due = treasure_due(s)
        if due is not None:
            owner, squares, may_leave = due
            if len(may_leave) > 1:
                tx.push(TREASURE, owner)
                return
            tx.emit(TreasuresTaken(owner, tuple(t for t in squares if t != may_leave[0])))
            continue
        _action_done(tx)
        return


# -- the first step of an action -------------------------------------------------------------------


def _on_enter(tx: Tx[State]) -> None:
    if tx.state.turn == 0:
        _set_up(tx)
    _await_turn(tx)


def _play_action(tx: Tx[State], player: int, move: Move) -> None:
    s = tx.state
    if isinstance(move, Pass):
        tx.emit(Passed(player))
        _end_turn(tx)
        _await_turn(tx)
        return
    if isinstance(move, WithdrawLeader):
        colour = COLOUR_INDEX[move.colour]
        square = regions(s.cells).leader_at[4 * player + colour]
        tx.emit(LeaderWithdrawn(player, move.colour, square))
        advance(tx)
        return
    if isinstance(move, ChooseSwap):
        tx.emit(ActionChosen(player, "swap"))
        options = discard_options(tx.state, player)
        if len(options) > 1:
            tx.push(DISCARD, player)
        else:
            _swap(tx, player, options[0])
        return
    if isinstance(move, ChooseTile):
        tx.emit(ActionChosen(player, "tile", move.colour))
    elif isinstance(move, PlaceLeader):
        tx.emit(ActionChosen(player, "leader", move.colour))
    elif isinstance(move, MoveLeader):
        origin = regions(s.cells).leader_at[4 * player + COLOUR_INDEX[move.colour]]
        tx.emit(ActionChosen(player, "leader", move.colour, origin))
    else:
        assert isinstance(move, ChooseCatastrophe)
        tx.emit(ActionChosen(player, "catastrophe"))
    choice = tx.state.choice
    assert choice is not None
    squares = squares_for(tx.state, choice.kind, COLOUR_INDEX.get(choice.colour or "", 0),
                          avoid=choice.origin)
    if len(squares) > 1:
        tx.push(SQUARE, player)
    else:
        _put(tx, player, squares[0])


# -- the second step -------------------------------------------------------------------------------


def _put(tx: Tx[State], player: int, square: int) -> None:
    """Put the chosen tile, leader or catastrophe on ``square``, then carry the action on."""
    s = tx.state
    choice = s.choice
    assert choice is not None
    if choice.kind == "tile":
        assert choice.colour is not None
        outcome = tile_outcome(s, COLOUR_INDEX[choice.colour], square)
        tx.emit(TilePlaced(player, choice.colour, square))
        if outcome is not None:
            tx.emit(outcome)
    elif choice.kind == "leader":
        assert choice.colour is not None
        tx.emit(LeaderPlaced(player, choice.colour, square, choice.origin))
        revolt = revolt_at(tx.state, square)
        if revolt is not None:
            tx.emit(revolt)
    else:
        code = s.cells[square]
        destroyed = COLOURS[code - 1] if 1 <= code <= 4 else None
        tx.emit(CatastrophePlaced(player, square, destroyed))
        _return_unsupported(tx)
    advance(tx)


def _play_square(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, Square)
    tx.pop()
    square = square_of(move.row, move.col)
    assert square is not None
    _put(tx, player, square)


def _swap(tx: Tx[State], player: int, move: Discard) -> None:
    tiles: Counts = (move.red, move.blue, move.green, move.black)
    count = sum(tiles)
    tx.emit(TilesSwapped(player, count, tiles))
    if draw(tx, player, count, "swap"):
        advance(tx)


def _play_discard(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, Discard)
    tx.pop()
    _swap(tx, player, move)


# -- conflicts, monuments, treasures ---------------------------------------------------------------


def _play_support(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, Support)
    tx.pop()
    c = tx.state.conflict
    assert c is not None
    role = "attacker" if c.attack is None else "defender"
    tx.emit(SupportCommitted(player, role, COLOURS[c.support], move.tiles))
    advance(tx)


def _play_war(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, PickWar)
    tx.pop()
    tx.emit(war_event(tx.state, move.colour))
    advance(tx)


def _play_monument(tx: Tx[State], player: int, move: Move) -> None:
    tx.pop()
    s = tx.state
    if isinstance(move, BuildMonument):
        square = square_of(move.row, move.col)
        assert square is not None
        colour = s.cells[square] - 1
        tx.emit(MonumentBuilt(player, move.monument, square, COLOURS[colour]))
        if colour == RED:
            _return_unsupported(tx)
    else:
        assert isinstance(move, DeclineMonument)
        tx.emit(MonumentDeclined(player, tuple(sorted({top for top, _ in monument_offers(s)}))))
    advance(tx)


def _play_treasure(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, LeaveTreasure)
    tx.pop()
    due = treasure_due(tx.state)
    assert due is not None
    left = move.row * GRID.cols + move.col
    tx.emit(TreasuresTaken(player, tuple(t for t in due[1] if t != left)))
    advance(tx)


def _actor(state: State) -> int:
    return state.active


def _legal_action(state: State, player: int) -> Sequence[Move]:
    return legal_actions(state, player)


def phases() -> tuple[Phase[Any], ...]:
    """The turn phase and the prompts an action may raise."""
    return (
        turn(ACTION, actor=_actor, legal=_legal_action, play=_play_action, check=action_reason,
             on_enter=_on_enter, moves=ACTION_MOVES,
             help="choose an action: a tile, a leader, a catastrophe, a swap, or pass"),
        prompt(SQUARE, legal=legal_squares, play=_play_square, check=square_reason, moves=(Square,),
               help="choose the square"),
        prompt(DISCARD, legal=legal_discards, play=_play_discard, check=discard_reason,
               moves=(Discard,), help="swap: choose the tiles to discard"),
        prompt(ATTACK, legal=legal_support, play=_play_support, check=support_reason,
               moves=(Support,), help="attacker: commit tiles to the conflict"),
        prompt(DEFEND, legal=legal_support, play=_play_support, check=support_reason,
               moves=(Support,), help="defender: commit tiles to the conflict"),
        prompt(WAR, legal=legal_wars, play=_play_war, check=war_reason, moves=(PickWar,),
               help="choose the war to fight next"),
        prompt(MONUMENT, legal=legal_monuments, play=_play_monument, check=monument_reason,
               moves=(BuildMonument, DeclineMonument), help="build a monument, or decline"),
        prompt(TREASURE, legal=legal_treasures, play=_play_treasure, check=treasure_reason,
               moves=(LeaveTreasure,), help="choose the treasure your kingdom keeps"),
    )
