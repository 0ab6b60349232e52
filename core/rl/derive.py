"""The action encoding of a game that declares none, derived from its move classes.

The numbering, for one option set and player count: the decisions in the order the game
declares them, each decision's move classes in order (a class two decisions take comes once),
and within a class every combination of its fields' values, in field order with the last
field varying fastest (:mod:`senet.rl.domains` says each field's values). An ``int`` field
numbers the range it declares (:func:`senet.actions.bounded`, :func:`senet.actions.seat`),
else every value from the least to the greatest the explored matches listed
(:mod:`senet.rl.explore`). A game whose moves hold a field with no finite domain (a text, a
tuple of any length), or an undeclared ``int`` field no explored match listed, is refused,
naming the field. The observation's tuples with no hint are written to the longest length
the explored matches showed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..actions import Capacity, Hint, MoveTable
from ..errors import IllegalMove, UnknownGame
from ..game import Game
from ..options import OptionValue
from ..values import Move
from .domains import Declared, NotFinite, Product, Seen, count, leaves, move_shapes, values
from .explore import MATCHES, Explored, explore

__all__ = ["MAX_ACTIONS", "DerivedEncoding", "derived_encoding"]

MAX_ACTIONS = 100_000
"""The most actions a derived encoding may have (a larger one is refused, naming its size)."""

_FIX = ("declare its range with senet.actions.bounded (or seat), or the whole numbering with the "
        "game's actions.py face, ENCODING (docs/rl.md)")


def _key(options: Mapping[str, OptionValue], players: int) -> tuple[Any, ...]:
    return (players, *sorted(options.items()))


class DerivedEncoding:
    """An :class:`senet.actions.ActionEncoding` derived from a game's move classes."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        try:
            self.shapes = move_shapes(game)
        except NotFinite as exc:
            raise UnknownGame(f"the game {game.name!r} has no action encoding and its moves' fields "
                              f"are not finite ({exc}): declare one as ENCODING in the "
                              "game's actions.py face (docs/rl.md)") from None
        self._configs: dict[tuple[Any, ...], tuple[MoveTable, Explored, dict[str, range]]] = {}

    def derived(self, options: Mapping[str, OptionValue], players: int
                ) -> tuple[MoveTable, Explored, dict[str, range]]:
        """The numbering for these options and player count (made once), what the explored
        matches showed, and the range of each undeclared int field."""
        key = _key(options, players)
        found = self._configs.get(key)
        if found is None:
            found = self._configs[key] = self._derive(dict(options), players)
        return found

    def _derive(self, options: dict[str, OptionValue], players: int
                ) -> tuple[MoveTable, Explored, dict[str, range]]:
        explored = explore(self.game, players, options, self.shapes)
        seen = {path: range(low, high + 1) for path, (low, high) in explored.ints.items()}
        for shape in self.shapes.values():
            missing = _unseen(shape, seen)
            if missing is not None:
                raise UnknownGame(
                    f"the game {self.game.name!r} has no action encoding, and {missing} is an int field "
                    f"that declares no range and that no move of {explored.matches} explored matches "
                    f"held, so its values are not known: {_FIX}")
        total = sum(count(s, seen, options, players) for s in self.shapes.values())
        if total > MAX_ACTIONS:
            raise UnknownGame(f"the game {self.game.name!r} has no action encoding, and the one derived "
                              f"from its moves would have {total:,} actions (at most {MAX_ACTIONS:,}): "
                              "declare one as ENCODING in the game's actions.py face (docs/rl.md)")
        listed = tuple(m for s in self.shapes.values() for m in values(s, seen, options, players))
        table = MoveTable(lambda o, p: listed)  # it checks that no move comes twice
        return table, explored, seen

    def size(self, options: Mapping[str, OptionValue], players: int) -> int:
        """How many actions there are."""
        return self.derived(options, players)[0].size(options, players)

    def encode(self, move: Move, options: Mapping[str, OptionValue], players: int) -> int:
        """The number of ``move`` (:class:`senet.IllegalMove` if it has none, saying why)."""
        table = self.derived(options, players)[0]
        try:
            return table.encode(move, options, players)
        except IllegalMove:
            raise IllegalMove(self.unnumbered(move, options, players), "invalid") from None

    def decode(self, action: int, options: Mapping[str, OptionValue], players: int) -> Move:
        """The move numbered ``action``."""
        return self.derived(options, players)[0].decode(action, options, players)

    def unnumbered(self, move: Move, options: Mapping[str, OptionValue], players: int) -> str:
        """Why ``move`` has no number: the field outside its range, and how to declare it."""
        shape = self.shapes.get(type(move))
        if shape is None:
            return (f"{move!r} has no action number: {type(move).__qualname__} is not a move class any "
                    f"decision of {self.game.name!r} declares")
        _, explored, seen = self.derived(options, players)
        for leaf, value in leaves(shape, move):
            if isinstance(leaf, Seen) and value not in seen[leaf.path]:
                span = seen[leaf.path]
                return (f"{move!r} has no action number: {leaf.path} is {value}, and the derived "
                        f"numbering covers {span.start}-{span.stop - 1}, the values {explored.matches} "
                        f"explored matches listed (the field declares no range): {_FIX}")
            if isinstance(leaf, Declared):
                declared = values(leaf, seen, options, players)
                if value not in declared:
                    ends = f"{declared[0]} to {declared[-1]}" if declared else "empty"
                    return (f"{move!r} has no action number: {leaf.path} is {value}, outside the range "
                            f"its field declares ({ends})")
        return f"{move!r} has no action number: a value of one of its fields is outside the derived numbering"

    def fallback(self, options: Mapping[str, OptionValue], players: int) -> Callable[[str], Hint]:
        """The hint of a state tuple the game gives none for: the longest the explored matches showed."""
        lengths = self.derived(options, players)[1].lengths
        return lambda path: Capacity(lengths.get(path, 0))

    def strings(self, options: Mapping[str, OptionValue], players: int) -> tuple[str, ...]:
        """The texts the explored matches' states held."""
        return self.derived(options, players)[1].strings

    def describe(self, options: Mapping[str, OptionValue], players: int) -> str:
        """How the numbering is made, with each undeclared int field's range (for the docs page)."""
        _, explored, seen = self.derived(options, players)
        lines = ["Derived by `senet.rl` from the move classes (the game declares no numbering): the "
                 "decisions in declaration order, each decision's move classes in order, and within a "
                 "class every combination of its fields' values, the last field fastest (False before "
                 "True, enum members and `Literal` values in declaration order, `None` first)."]
        ranges = [f"`{path}`: {span.start}-{span.stop - 1}" for path, span in sorted(seen.items())]
        if ranges:
            lines.append(f"Int fields that declare no range, numbered over the values {explored.matches} "
                         f"explored matches listed (seeds 0-{MATCHES - 1}): {'; '.join(ranges)}.")
        return " ".join(lines)


def _unseen(shape: Product, seen: Mapping[str, range]) -> str | None:
    """The first undeclared int field of ``shape`` that no explored move held."""
    stack: list[Any] = [shape]
    while stack:
        node = stack.pop(0)
        if isinstance(node, Seen) and node.path not in seen:
            return node.path
        stack.extend(getattr(node, "parts", ()))
    return None


_derived: dict[int, tuple[Game[Any], DerivedEncoding]] = {}


def derived_encoding(game: Game[Any]) -> DerivedEncoding:
    """The derived encoding of ``game`` (one per game object, so exploration runs once per option
    set and player count); :class:`senet.UnknownGame` if its moves are not finite."""
    found = _derived.get(id(game))
    if found is None or found[0] is not game:
        found = _derived[id(game)] = (game, DerivedEncoding(game))
    return found[1]

