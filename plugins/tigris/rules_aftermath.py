"""What an action causes, as pure functions of the state: points for a tile, revolts, wars
and their outcome, monuments offered, treasures due, and the final count."""

from __future__ import annotations

from senet import Result, Secret, blocks_containing

from .board import red_next_to, regions
from .events import (
    ConflictResolved,
    KingdomsUnited,
    LeaderReturned,
    ReturnReason,
    RevoltStarted,
    Scored,
    ScoreReason,
    TilesRemoved,
    WarStarted,
)
from .layout import GRID, LAYOUTS, NEIGHBOURS
from .state import (
    BLACK,
    COLOUR_INDEX,
    COLOURS,
    GREEN,
    LEADER,
    MONUMENTS,
    RED,
    Colour,
    ConflictKind,
    Counts,
    MonumentName,
    TigrisState,
    leader_of,
    monument_colours,
    tile_code,
)

__all__ = [
    "final_points", "monument_offers", "open_wars", "resolution", "result", "revolt_at", "scored",
    "tile_outcome", "treasure_due", "war_event",
]

_BLOCKS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(GRID.index(cell) for cell in block) for block in blocks_containing(GRID, GRID.cell(sq)))
    for sq in range(GRID.rows * GRID.cols))
"""Per square, the 2 x 2 blocks holding it as square numbers (top-left first), worked out once:
``blocks_containing`` order, asked after every tile placed."""


_MONUMENTS_OF = tuple(tuple(n for n in MONUMENTS if colour in monument_colours(n)) for colour in range(4))
"""Per colour, the monuments of that colour, in :data:`MONUMENTS` order."""


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_CONFLICTKIND_REVOLT = ConflictKind.REVOLT
_SCOREREASON_REVOLT = ScoreReason.REVOLT
_SCOREREASON_TILE = ScoreReason.TILE
_SCOREREASON_WAR = ScoreReason.WAR


def scored(state: TigrisState, player: int, why: ScoreReason, colour: int, points: int) -> Scored:
    """``player`` gains ``points`` of ``colour``, behind their screen unless scoring is open."""
    return Scored(player, why, Secret(player, (COLOURS[colour], points), shown=state.open_scoring))


# -- a tile, a leader ------------------------------------------------------------------------------


def tile_outcome(state: TigrisState, colour: int, square: int) -> Scored | KingdomsUnited | None:
    """What a tile of ``colour`` about to go on ``square`` does: a point if it touches one kingdom
    (to the leader of its colour there, else to the king), a joining if it touches two."""
    reg = regions(state.cells)
    kingdoms = reg.kingdoms_at(square)
    if len(kingdoms) == 1:
        at = reg.leader_in(kingdoms[0], colour)
        if at is None:
            at = reg.leader_in(kingdoms[0], BLACK)
        if at is None:
            return None
        return scored(state, leader_of(state.cells[at])[0], _SCOREREASON_TILE, colour, 1)
    if len(kingdoms) == 2:
        first, second = kingdoms
        wars = tuple(COLOURS[c] for c in range(4)
                     if reg.leader_in(first, c) is not None and reg.leader_in(second, c) is not None)
        return KingdomsUnited(square, wars)
    return None


def revolt_at(state: TigrisState, square: int) -> RevoltStarted | None:
    """The revolt the leader just placed on ``square`` starts, if its kingdom has its colour."""
    cells = state.cells
    reg = regions(cells)
    player, colour = leader_of(cells[square])
    for other in reg.leaders[reg.label[square]]:
        if other != square and (cells[other] - LEADER) % 4 == colour:
            defender = leader_of(cells[other])[0]
            return RevoltStarted(COLOURS[colour], player, defender, square, other,
                                 red_next_to(cells, square), red_next_to(cells, other))
    return None


# -- wars ------------------------------------------------------------------------------------------


def _war_leaders(state: TigrisState, colour: int) -> list[int]:
    """The squares of the leaders of ``colour`` whose kingdom touches the unification tile."""
    unification = state.unification
    assert unification is not None
    reg = regions(state.cells, unification)
    out: list[int] = []
    for player in range(state.players):
        at = reg.leader_at[4 * player + colour]
        if at >= 0 and reg.touches(reg.label[at], unification):
            out.append(at)
    return out


def open_wars(state: TigrisState) -> list[Colour]:
    """The wars still to fight: both leaders on the board, in different kingdoms that both
    touch the unification tile."""
    if state.unification is None:
        return []
    reg = regions(state.cells, state.unification)
    out: list[Colour] = []
    for name in state.wars:
        leaders = _war_leaders(state, COLOUR_INDEX[name])
        if len(leaders) == 2 and reg.label[leaders[0]] != reg.label[leaders[1]]:
            out.append(name)
    return out


def war_event(state: TigrisState, name: Colour) -> WarStarted:
    """The war in colour ``name``: the attacker is the active player if theirs is one of the two
    leaders, else the owner sitting first clockwise from them; strength is the colour's tiles
    on each leader's side (the unification square is on neither)."""
    colour = COLOUR_INDEX[name]
    unification = state.unification
    assert unification is not None
    reg = regions(state.cells, unification)
    first, second = _war_leaders(state, colour)
    owners = {leader_of(state.cells[sq])[0]: sq for sq in (first, second)}
    active, players = state.active, state.players
    attacker = min(owners, key=lambda p: (p - active) % players)
    defender = next(p for p in owners if p != attacker)
    code = tile_code(colour)
    a_sq, d_sq = owners[attacker], owners[defender]
    return WarStarted(name, attacker, defender, a_sq, d_sq, reg.count(reg.label[a_sq], code),
                      reg.count(reg.label[d_sq], code))


_LOST = {ConflictKind.REVOLT: ReturnReason.REVOLT, ConflictKind.WAR: ReturnReason.WAR}
"""Why the loser's leader of a conflict goes back."""


def resolution(state: TigrisState) -> list[ConflictResolved | LeaderReturned | TilesRemoved | Scored]:
    """The end of a conflict both sides have committed to: the higher total wins, a tie goes
    to the defender; the loser's leader returns; a war's loser loses their side's tiles of the
    war's colour (not red ones next to another leader of that side, nor those with a treasure)."""
    c = state.conflict
    assert c is not None and c.attack is not None and c.defence is not None
    attack, defence = c.attack_base + c.attack, c.defence_base + c.defence
    won = attack > defence
    winner, loser = (c.attacker, c.defender) if won else (c.defender, c.attacker)
    lost_at = c.defender_square if won else c.attacker_square
    out: list[ConflictResolved | LeaderReturned | TilesRemoved | Scored] = [
        ConflictResolved(c.kind, c.colour, winner, loser, attack, defence),
        LeaderReturned(loser, c.colour, lost_at, _LOST[c.kind]),
    ]
    if c.kind is _CONFLICTKIND_REVOLT:
        out.append(scored(state, winner, _SCOREREASON_REVOLT, RED, 1))
        return out
    cells = state.cells
    reg = regions(cells, state.unification)
    side = reg.label[lost_at]
    others = set(reg.leaders[side]) - {lost_at}
    code = tile_code(c.support)
    removed = tuple(sorted(
        sq for sq in reg.groups[side]
        if cells[sq] == code and sq not in state.treasures
        and not (c.support == RED and any(n in others for n in NEIGHBOURS[sq]))))
    if removed:
        out.append(TilesRemoved(c.colour, removed))
    out.append(scored(state, winner, _SCOREREASON_WAR, c.support, len(removed) + 1))
    return out


# -- monuments -------------------------------------------------------------------------------------


def monument_offers(state: TigrisState) -> list[tuple[int, MonumentName]]:
    """``(top-left square, monument)`` the active player may build: 2 x 2 blocks of one face-up
    colour holding the tile just placed, never declined, with an unused monument of that colour."""
    placed = state.placed
    if placed is None:
        return []
    cells = state.cells
    code = cells[placed]
    if not 1 <= code <= 4:
        return []
    colour = code - 1
    built = {m.name for m in state.monuments}
    names = [n for n in _MONUMENTS_OF[colour] if n not in built]
    if not names:
        return []
    out: list[tuple[int, MonumentName]] = []
    for squares in _BLOCKS[placed]:
        if squares[0] not in state.declined and all(cells[sq] == code for sq in squares):
            out.extend((squares[0], name) for name in names)
    return out




# -- treasures -------------------------------------------------------------------------------------


def treasure_due(state: TigrisState) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None:
    """The first kingdom (in board order) with a trader and two or more treasures: the trader's
    owner, the kingdom's treasures, and those that may be the one left (corner ones go first)."""
    treasures = state.treasures
    if len(treasures) < 2:
        return None
    reg = regions(state.cells)
    label, leader_at = reg.label, reg.leader_at
    held = [label[t] for t in treasures]  # the region of each treasure
    best: tuple[int, int] | None = None
    for player in range(len(state.hands)):
        at = leader_at[4 * player + GREEN]
        if at >= 0:
            region = label[at]
            if held.count(region) >= 2 and (best is None or region < best[0]):
                best = (region, player)
    if best is None:
        return None
    region, owner = best
    squares = tuple(t for t, r in zip(treasures, held, strict=True) if r == region)
    corners = LAYOUTS[state.side].corners
    plain = tuple(t for t in squares if t not in corners)
    return owner, squares, plain or squares




# -- the end ---------------------------------------------------------------------------------------


def final_points(state: TigrisState) -> tuple[Counts, ...]:
    """Each player's points per colour with every treasure added to their weakest colour."""
    out: list[Counts] = []
    for screen, treasures in zip(state.points, state.treasures_won, strict=True):
        counts = list(screen.value or (0, 0, 0, 0))
        for _ in range(treasures):
            counts[counts.index(min(counts))] += 1
        out.append((counts[0], counts[1], counts[2], counts[3]))
    return tuple(out)


def result(state: TigrisState) -> Result:
    """The weakest colour (treasures added where they help most) wins; ties compare the second
    weakest, then the third, then the fourth; equal on all four share the place."""
    points = final_points(state)
    return Result.from_keys([min(p) for p in points], [tuple(sorted(p)) for p in points])
