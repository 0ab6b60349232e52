"""What makes a Tigris table impossible: the game's ``check``, for position builders
(:func:`senet.testing.position`) and for the start state of a save, read before anything is
replayed. A table that passes can be viewed by every seat, drawn, have its legal moves
listed and be played from without an exception; each problem is one line that starts with
the fields it is about. Two layers, the second only when the first found nothing (that
the player asked has a legal move is checked by the engine for every game,
:mod:`senet.validity`):

1. **shape**: every field has its declared type; one hand, catastrophe count, screen of
   points and treasure count per player (2-4); every number in range (square codes for the
   board and the players, squares, colours, seats, hand sizes up to six, catastrophes up
   to two, turns and points a save can hold);
2. **the table**: the 153 tiles each in one place (board, hands, bag, out of the game, the
   tile chosen for placing), no more of a colour than the game has; blue tiles on the
   river, other tiles and leaders on land, each leader once and next to a face-up red
   tile; treasures on temples (or the monuments built on them), no more than the board's;
   catastrophes on the board as many as the players spent; monuments on face-down
   blocks, each once, and every face-down tile under one; the action under way (choice,
   conflict, unification, wars, placed) as the flow leaves it; turn 0 is the set-up table.
"""

from __future__ import annotations

from senet import Hand, Pile, Secret
from senet.validity import int_in as _int
from senet.validity import short_repr as _show

from .layout import GRID, LAYOUTS, NEIGHBOURS, SQUARES, label
from .state import (
    BLUE,
    CATASTROPHE,
    CATASTROPHES,
    COLOUR_INDEX,
    COLOURS,
    EMPTY,
    FACE_DOWN,
    HAND,
    LEADER,
    LEADER_NAMES,
    TILE_COUNTS,
    Choice,
    Colour,
    Conflict,
    ConflictKind,
    EndReason,
    Kind,
    Monument,
    MonumentName,
    Side,
    TigrisState,
    leader_code,
    leader_of,
    tally,
)

__all__ = ["NUMBER_MAX", "PLAYERS", "TILES", "check"]

PLAYERS = range(2, 5)
TILES = sum(TILE_COUNTS)
"""153 tiles in all."""
NUMBER_MAX = 2**63 - 1
"""The largest turn number or point count a table may show: every later one fits in a save."""
_RED_CODE = 1


def _square(value: object) -> bool:
    return _int(value, 0, SQUARES - 1)


def _where(square: int) -> str:
    return f"square {square} ({label(square)})"


# -- 1. shape -------------------------------------------------------------------------------------


def _tiles_shape(name: str, items: object, most: int) -> list[str]:
    if type(items) is not tuple or len(items) > most or not all(_int(t, 0, 3) for t in items):
        return [f"{name}: tiles 0-3 (red, blue, green, black), at most {most}; not {_show(items)}"]
    if list(items) != sorted(items):
        return [f"{name}: the tiles are kept sorted; not {_show(items)}"]
    return []


def _per_player(name: str, value: object, n: int, low: int, high: int, what: str) -> list[str]:
    if type(value) is not tuple or len(value) != n or not all(_int(v, low, high) for v in value):
        return [f"{name}, hands: {what} for each of the {n} players, each {low}-{high}; not {_show(value)}"]
    return []


def _player_shape(s: TigrisState) -> list[str]:
    n = len(s.hands)
    out: list[str] = []
    for p, hand in enumerate(s.hands):
        if type(hand) is not Hand or hand.owner != p or not hand.known:
            out.append(f"hands[{p}]: player {p}'s hand, whole; not {_show(hand)}")
        else:
            out += _tiles_shape(f"hands[{p}]", hand.items, HAND)
    if type(s.bag) is not Pile:
        out.append(f"bag: a Pile; not {_show(s.bag)}")
    else:
        out += _tiles_shape("bag", s.bag.items, TILES)
    out += _per_player("catastrophes", s.catastrophes, n, 0, CATASTROPHES, "the catastrophes left")
    most = max(len(lay.temples) for lay in LAYOUTS.values())
    out += _per_player("treasures_won", s.treasures_won, n, 0, most, "the treasures taken")
    if type(s.points) is not tuple or len(s.points) != n:
        out.append(f"points, hands: a screen of points for each of the {n} players; not {_show(s.points)}")
    else:
        for p, screen in enumerate(s.points):
            value = screen.value if type(screen) is Secret else None
            if type(screen) is not Secret or screen.owner != p or type(value) is not tuple or \
                    len(value) != 4 or not all(_int(v, 0, NUMBER_MAX) for v in value):
                out.append(f"points[{p}]: player {p}'s points, 4 counts 0-2**63-1 (red, blue, green, "
                           f"black); not {_show(screen)}")
            elif screen.shown != (s.open_scoring or s.ended is not None):
                out.append(f"points[{p}].shown, open_scoring, ended: the points are shown exactly with "
                           "open_scoring or once the game is over")
    return out


def _shape(s: TigrisState) -> list[str]:
    hands = s.hands
    if type(hands) is not tuple or len(hands) not in PLAYERS:
        return [f"hands: one hand per player, {PLAYERS.start}-{PLAYERS.stop - 1} players; not {_show(hands)}"]
    n = len(hands)
    out: list[str] = []
    if not isinstance(s.side, Side):
        out.append(f"side: standard or advanced; not {_show(s.side)}")
    for field in ("open_scoring", "acting"):
        if type(getattr(s, field)) is not bool:
            out.append(f"{field}: True or False; not {_show(getattr(s, field))}")
    codes = (EMPTY, *range(1, 7), *range(LEADER, LEADER + 4 * n))
    if type(s.cells) is not tuple or len(s.cells) != SQUARES:
        out.append(f"cells: a code for each of the {SQUARES} squares; not {_show(s.cells)}")
    else:
        out += [f"cells[{sq}]: 0 empty, 1-4 a tile, 5 face down, 6 a catastrophe or a leader "
                f"{LEADER}-{LEADER + 4 * n - 1} ({n} players); not {_show(code)}"
                for sq, code in enumerate(s.cells) if type(code) is not int or code not in codes][:5]
    out += _player_shape(s)
    for field in ("treasures", "declined"):
        value = getattr(s, field)
        if type(value) is not tuple or not all(_square(v) for v in value) or \
                list(value) != sorted(set(value)):
            out.append(f"{field}: squares 0-{SQUARES - 1}, ascending, each once; not {_show(value)}")
    if type(s.monuments) is not tuple or not all(
            type(m) is Monument and isinstance(m.name, MonumentName) and _square(m.square)
            for m in s.monuments):
        out.append(f"monuments: monuments (a name, a square 0-{SQUARES - 1}); not {_show(s.monuments)}")
    if not _int(s.discarded, 0, TILES):
        out.append(f"discarded: 0-{TILES} tiles out of the game; not {_show(s.discarded)}")
    if not _int(s.turn, 0, NUMBER_MAX):
        out.append(f"turn: 0 (not dealt) to 2**63-1; not {_show(s.turn)}")
    if not _int(s.active, 0, n - 1):
        out.append(f"active: a seat 0-{n - 1}; not {_show(s.active)}")
    if not _int(s.actions, 0, 2):
        out.append(f"actions: 0-2 actions left; not {_show(s.actions)}")
    for field in ("unification", "placed"):
        value = getattr(s, field)
        if value is not None and not _square(value):
            out.append(f"{field}: a square 0-{SQUARES - 1} or None; not {_show(value)}")
    if type(s.wars) is not tuple or not all(isinstance(w, Colour) for w in s.wars) or \
            len(set(s.wars)) != len(s.wars):
        out.append(f"wars: colours, each once; not {_show(s.wars)}")
    if s.ended is not None and not isinstance(s.ended, EndReason):
        out.append(f"ended: None, 'bag' or 'treasures'; not {_show(s.ended)}")
    out += _choice_shape(s.choice)
    out += _conflict_shape(s.conflict, n)
    return out


def _choice_shape(c: object) -> list[str]:
    if c is None:
        return []
    if type(c) is not Choice or not isinstance(c.kind, Kind):
        return [f"choice: a Choice or None; not {_show(c)}"]
    out = []
    coloured = c.kind in (Kind.TILE, Kind.LEADER)
    if coloured != isinstance(c.colour, Colour):
        out.append(f"choice.colour: a colour for a tile or a leader, else None; not {_show(c.colour)}")
    if c.origin is not None and (c.kind is not Kind.LEADER or not _square(c.origin)):
        out.append(f"choice.origin: a square 0-{SQUARES - 1} a leader moves from, else None; "
                   f"not {_show(c.origin)}")
    return out


def _conflict_shape(c: object, n: int) -> list[str]:
    if c is None:
        return []
    if type(c) is not Conflict or not isinstance(c.kind, ConflictKind) or not isinstance(c.colour, Colour):
        return [f"conflict: a Conflict (a kind, a colour) or None; not {_show(c)}"]
    out = []
    for field in ("attacker", "defender"):
        if not _int(getattr(c, field), 0, n - 1):
            out.append(f"conflict.{field}: a seat 0-{n - 1}; not {_show(getattr(c, field))}")
    for field in ("attacker_square", "defender_square"):
        if not _square(getattr(c, field)):
            out.append(f"conflict.{field}: a square 0-{SQUARES - 1}; not {_show(getattr(c, field))}")
    for field in ("attack_base", "defence_base"):
        if not _int(getattr(c, field), 0, SQUARES):
            out.append(f"conflict.{field}: 0-{SQUARES} tiles; not {_show(getattr(c, field))}")
    for field in ("attack", "defence"):
        value = getattr(c, field)
        if value is not None and not _int(value, 0, HAND):
            out.append(f"conflict.{field}: None (not decided) or 0-{HAND} tiles; not {_show(value)}")
    return out


# -- 2. the table ---------------------------------------------------------------------------------


def _tiles(s: TigrisState) -> list[str]:
    """Every tile in one place; no colour more often than the game has it."""
    out = []
    board = [sum(1 for code in s.cells if code == colour + 1) for colour in range(4)]
    hands = [sum(tally(h)[colour] for h in s.hands) for colour in range(4)]
    bag = tally(s.bag)
    held = [0, 0, 0, 0]
    if s.choice is not None and s.choice.kind is Kind.TILE and s.choice.colour is not None:
        held[COLOUR_INDEX[s.choice.colour]] = 1
    for colour in range(4):
        seen = board[colour] + hands[colour] + bag[colour] + held[colour]
        if seen > TILE_COUNTS[colour]:
            out.append(f"cells, hands, bag: {seen} {COLOURS[colour]} tiles ({board[colour]} on the board, "
                       f"{hands[colour]} in hands, {bag[colour]} in the bag); "
                       f"the game has {TILE_COUNTS[colour]}")
    down = s.cells.count(FACE_DOWN)
    total = sum(board) + sum(hands) + sum(bag) + sum(held) + down + s.discarded
    if total != TILES:
        out.append(f"cells, hands, bag, discarded: {total} tiles in all ({sum(board) + down} on the board, "
                   f"{sum(hands)} in hands, {sum(bag)} in the bag, {s.discarded} out of the game, "
                   f"{sum(held)} chosen); the game has {TILES}")
    return out


def _board(s: TigrisState) -> list[str]:
    """Tiles, leaders, catastrophes and treasures where they can be."""
    river, out = LAYOUTS[s.side].river, []
    cut = s.unification
    for sq, code in enumerate(s.cells):
        if code in (1, 2, 3, 4) and river[sq] != (code - 1 == BLUE):
            what = "a blue tile on land" if code - 1 == BLUE else f"a {COLOURS[code - 1]} tile on the river"
            out.append(f"cells[{sq}]: {what} at {_where(sq)} (blue tiles go on the river, "
                       "the others on land)")
        elif code >= LEADER:
            player, colour = leader_of(code)
            if river[sq]:
                out.append(f"cells[{sq}]: player {player}'s {LEADER_NAMES[colour]} on the river "
                           f"at {_where(sq)}")
            elif not any(s.cells[m] == _RED_CODE and m != cut for m in NEIGHBOURS[sq]):
                out.append(f"cells[{sq}]: player {player}'s {LEADER_NAMES[colour]} at {_where(sq)} has no "
                           "face-up red tile next to it (it would have returned)")
    for code in range(LEADER, LEADER + 4 * len(s.hands)):
        if s.cells.count(code) > 1:
            player, colour = leader_of(code)
            out.append(f"cells: player {player}'s {LEADER_NAMES[colour]} is on {s.cells.count(code)} squares")
    spent = sum(CATASTROPHES - left for left in s.catastrophes)
    if s.cells.count(CATASTROPHE) != spent:
        out.append(f"cells, catastrophes: {s.cells.count(CATASTROPHE)} catastrophes on the board, but the "
                   f"players spent {spent}")
    temples = len(LAYOUTS[s.side].temples)
    if len(s.treasures) + sum(s.treasures_won) > temples:
        out.append(f"treasures, treasures_won: {len(s.treasures)} on the board and {sum(s.treasures_won)} "
                   f"taken; the {s.side} board has {temples}")
    out += [f"treasures: {_where(sq)} holds no temple (a treasure stays on its red tile)"
            for sq in s.treasures if s.cells[sq] not in (_RED_CODE, FACE_DOWN)]
    return out


def _block(top: int) -> tuple[int, ...] | None:
    row, col = divmod(top, GRID.cols)
    if row >= GRID.rows - 1 or col >= GRID.cols - 1:
        return None
    return (top, top + 1, top + GRID.cols, top + GRID.cols + 1)


def _monuments(s: TigrisState) -> list[str]:
    out = []
    names = [m.name for m in s.monuments]
    if len(set(names)) != len(names):
        out.append("monuments: each monument is built once")
    covered: set[int] = set()
    for i, m in enumerate(s.monuments):
        block = _block(m.square)
        if block is None:
            out.append(f"monuments[{i}].square: {_where(m.square)} is not the top-left of a 2 x 2 block")
        elif covered & set(block) or any(s.cells[sq] != FACE_DOWN for sq in block):
            out.append(f"monuments[{i}].square, cells: the block at {_where(m.square)} is four face-down "
                       "tiles of no other monument")
        else:
            covered |= set(block)
    out += [f"declined: {_where(top)} is not the top-left of a 2 x 2 block"
            for top in s.declined if _block(top) is None]
    return out


def _flow(s: TigrisState) -> list[str]:
    """Where the turn stands: the deal, the action under way, the end."""
    out: list[str] = []
    busy = s.acting or s.choice is not None or s.conflict is not None or s.unification is not None \
        or s.wars or s.placed is not None
    if s.turn == 0:
        if any(len(h) for h in s.hands) or busy or s.ended is not None or s.monuments or s.declined \
                or s.discarded or any(s.treasures_won) or any(p.value != (0, 0, 0, 0) for p in s.points):
            out.append("turn, hands, acting: turn 0 is the set-up table (nothing dealt, nothing under way)")
        return out
    if s.ended is not None:
        if busy:
            out.append("ended, acting, choice, conflict: the game ends between actions, nothing under way")
        return out
    if busy and not s.acting:
        out.append("acting, choice, conflict, unification, placed: these are parts of an action under way "
                   "(acting is False)")
    if s.acting and s.actions == 0:
        out.append("acting, actions: an action under way counts against the actions left (0)")
    if s.choice is not None:
        if s.conflict is not None or s.unification is not None or s.placed is not None:
            out.append("choice, conflict, unification, placed: a chosen action waits for its square first")
        out += _choice(s, s.choice)
    if s.wars and s.unification is None:
        out.append("wars, unification: wars are fought at a unification tile (unification is None)")
    if s.unification is not None and s.cells[s.unification] not in (1, 2, 3, 4):
        out.append(f"unification, cells: the unification tile at {_where(s.unification)} is a face-up tile")
    if s.placed is not None and s.cells[s.placed] not in (1, 2, 3, 4):
        out.append(f"placed, cells: the tile just placed at {_where(s.placed)} is a face-up tile")
    if s.conflict is not None:
        out += _conflict(s, s.conflict)
    return out


def _choice(s: TigrisState, c: Choice) -> list[str]:
    p = s.active
    if c.kind is Kind.CATASTROPHE and not s.catastrophes[p]:
        return [f"choice, catastrophes[{p}]: player {p} chose a catastrophe and has none left"]
    if c.kind is Kind.SWAP and not s.hands[p]:
        return [f"choice, hands[{p}]: player {p} chose to swap and holds no tile"]
    if c.kind is Kind.LEADER and c.colour is not None:
        code = leader_code(p, COLOUR_INDEX[c.colour])
        if code in s.cells:
            return [f"choice.colour, cells: player {p} chose their {c.colour} leader, which is on the board"]
        if c.origin is not None and (s.cells[c.origin] != EMPTY or LAYOUTS[s.side].river[c.origin]):
            return [f"choice.origin: the leader was lifted from {_where(c.origin)}, an empty land square"]
    return []


def _conflict(s: TigrisState, c: Conflict) -> list[str]:
    out = []
    if c.attacker == c.defender:
        out.append("conflict.attacker, conflict.defender: two different players")
    colour = COLOUR_INDEX[c.colour]
    for role, player, sq in (("attacker", c.attacker, c.attacker_square),
                             ("defender", c.defender, c.defender_square)):
        if s.cells[sq] != leader_code(player, colour):
            out.append(f"conflict.{role}_square, cells: player {player}'s {c.colour} leader is not "
                       f"at {_where(sq)}")
    if c.kind is ConflictKind.WAR and s.unification is None:
        out.append("conflict.kind, unification: a war is fought at a unification tile (unification is None)")
    if c.defence is not None and c.attack is None:
        out.append("conflict.defence, conflict.attack: the defender commits after the attacker")
    return out


def check(s: TigrisState) -> list[str]:
    """Everything that makes ``s`` a table that cannot occur (empty: nothing found)."""
    problems = _shape(s)
    if problems:
        return problems
    problems = _tiles(s) + _board(s) + _monuments(s) + _flow(s)
    return problems

