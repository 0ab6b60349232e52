"""Board helpers: grids, connected groups and score tracks."""

from __future__ import annotations

import pytest

from senet import Grid, connected_groups, group_of, score_steps


@pytest.fixture
def grid() -> Grid:
    return Grid(3, 4)


def test_neighbours_at_corners(grid: Grid) -> None:
    assert grid.neighbours((0, 0)) == ((0, 1), (1, 0))
    assert grid.neighbours((0, 3)) == ((0, 2), (1, 3))
    assert grid.neighbours((2, 0)) == ((1, 0), (2, 1))
    assert grid.neighbours((2, 3)) == ((1, 3), (2, 2))


def test_neighbours_on_edges_and_inside(grid: Grid) -> None:
    assert grid.neighbours((0, 1)) == ((0, 0), (0, 2), (1, 1))
    assert grid.neighbours((1, 0)) == ((0, 0), (1, 1), (2, 0))
    assert grid.neighbours((1, 3)) == ((0, 3), (1, 2), (2, 3))
    assert grid.neighbours((2, 2)) == ((1, 2), (2, 1), (2, 3))
    assert grid.neighbours((1, 1)) == ((0, 1), (1, 0), (1, 2), (2, 1))


def test_neighbours_are_symmetric_and_inside(grid: Grid) -> None:
    for cell in grid.cells():
        for other in grid.neighbours(cell):
            assert other in grid
            assert cell in grid.neighbours(other)


def test_single_cell_grid_has_no_neighbours() -> None:
    assert Grid(1, 1).neighbours((0, 0)) == ()


def test_contains(grid: Grid) -> None:
    assert (0, 0) in grid and (2, 3) in grid
    for outside in ((3, 0), (0, 4), (-1, 0), (0, -1), (1,), (1, 1, 1), "ab", None, (1.0, 1), [1, 1]):
        assert outside not in grid


def test_cells_row_by_row(grid: Grid) -> None:
    cells = list(grid.cells())
    assert len(cells) == 12
    assert cells[:5] == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]


def test_index_and_cell_round_trip(grid: Grid) -> None:
    for i, cell in enumerate(grid.cells()):
        assert grid.index(cell) == i
        assert grid.cell(i) == cell
    assert grid.index((2, 1)) == 9 and grid.cell(9) == (2, 1)


def test_label(grid: Grid) -> None:
    assert grid.label((0, 0)) == "A1"
    assert grid.label((2, 3)) == "D3"
    wide = Grid(1, 60)
    assert wide.label((0, 25)) == "Z1"
    assert wide.label((0, 26)) == "AA1"
    assert wide.label((0, 27)) == "AB1"
    assert wide.label((0, 51)) == "AZ1"
    assert wide.label((0, 52)) == "BA1"
    assert Grid(12, 1).label((11, 0)) == "A12"
    assert len({wide.label(c) for c in wide.cells()}) == 60


# -- groups ---------------------------------------------------------------------------------

SHAPE = (
    "XX..X",
    "X..XX",
    "..X..",
    "XXX.X",
)


def _stones(shape: tuple[str, ...]) -> list[tuple[int, int]]:
    return [(r, c) for r, line in enumerate(shape) for c, ch in enumerate(line) if ch == "X"]


def _grid(shape: tuple[str, ...]) -> Grid:
    return Grid(len(shape), len(shape[0]))


def test_group_of_follows_edges_not_corners() -> None:
    grid, stones = _grid(SHAPE), set(_stones(SHAPE))
    assert group_of((0, 0), stones.__contains__, grid.neighbours) == {(0, 0), (0, 1), (1, 0)}
    assert group_of((2, 2), stones.__contains__, grid.neighbours) == {(2, 2), (3, 0), (3, 1), (3, 2)}
    assert group_of((0, 4), stones.__contains__, grid.neighbours) == {(0, 4), (1, 3), (1, 4)}
    assert group_of((3, 4), stones.__contains__, grid.neighbours) == {(3, 4)}


def test_group_of_a_non_member_is_empty() -> None:
    grid, stones = _grid(SHAPE), set(_stones(SHAPE))
    assert group_of((0, 2), stones.__contains__, grid.neighbours) == frozenset()


def test_connected_groups_in_first_seen_order() -> None:
    grid = _grid(SHAPE)
    groups = connected_groups(_stones(SHAPE), grid.neighbours)
    assert groups == [
        frozenset({(0, 0), (0, 1), (1, 0)}),
        frozenset({(0, 4), (1, 3), (1, 4)}),
        frozenset({(2, 2), (3, 0), (3, 1), (3, 2)}),
        frozenset({(3, 4)}),
    ]
    assert connected_groups(reversed(_stones(SHAPE)), grid.neighbours)[0] == frozenset({(3, 4)})


def test_connected_groups_partition_the_nodes() -> None:
    grid = Grid(5, 5)
    nodes = [c for c in grid.cells() if (c[0] * 3 + c[1] * 7) % 4 != 0]
    groups = connected_groups(nodes, grid.neighbours)
    assert sorted(c for g in groups for c in g) == sorted(nodes)
    assert sum(len(g) for g in groups) == len(nodes)


def test_connected_groups_ignores_duplicates_and_empty_input() -> None:
    grid = Grid(2, 2)
    assert connected_groups([(0, 0), (0, 0), (1, 1)], grid.neighbours) == [
        frozenset({(0, 0)}), frozenset({(1, 1)})]
    assert connected_groups([], grid.neighbours) == []


def test_groups_on_a_graph_that_is_not_a_grid() -> None:
    edges = {"a": "b", "b": "ac", "c": "b", "d": "", "e": "f", "f": "e"}
    groups = connected_groups("fedcba", lambda n: edges[n])
    assert groups == [frozenset("ef"), frozenset("d"), frozenset("abc")]


# -- score tracks ---------------------------------------------------------------------------


def _every_fifth(space: int) -> bool:
    return space % 5 == 0


@pytest.mark.parametrize(
    ("before", "after", "steps"),
    [
        (0, 0, 0), (5, 5, 0),
        (0, 4, 0), (0, 5, 1), (1, 10, 2), (5, 9, 0), (4, 15, 3),
        (10, 5, 1), (10, 6, 0), (11, 4, 2), (5, 0, 1), (5, 4, 0),
        (-3, 3, 1), (3, -6, 2),
    ],
)
def test_score_steps(before: int, after: int, steps: int) -> None:
    assert score_steps(before, after, _every_fifth) == steps


def test_track_bounds_and_marks() -> None:
    from senet import Track

    fame = Track(marks=frozenset({10, 20, 30}), lowest=0, highest=31)
    assert fame.move(28, 5) == 31 and fame.move(2, -5) == 0
    assert fame.reached(8, 21) == (10, 20)
    assert fame.reached(21, 8) == (20, 10)
    assert fame.reached(10, 12) == () and fame.reached(9, 10) == (10,)
    assert fame.reached(5, 5) == ()
    unbounded = Track(marks=frozenset({-5, -15}))
    assert unbounded.move(-100, -3) == -103
    assert unbounded.reached(-3, -16) == (-5, -15)


# -- flat boards: neighbour tables, labelled groups, blocks, maps -----------------------------------


def test_neighbour_table_matches_neighbours(grid: Grid) -> None:
    from senet import neighbour_table

    table = neighbour_table(grid)
    assert table[0] == (1, 4) and table[5] == (1, 4, 6, 9)
    assert all(tuple(grid.index(n) for n in grid.neighbours(grid.cell(i))) == table[i]
               for i in range(grid.rows * grid.cols))


def test_label_groups_numbers_groups_in_board_order_and_cuts(grid: Grid) -> None:
    from senet import label_groups, neighbour_table

    table = neighbour_table(grid)
    member = [c == "x" for c in "xx.x" ".xxx" "x..."]
    label, groups = label_groups(member, table)
    assert groups == [[0, 1, 5, 6, 7, 3], [8]] and label[:4] == [0, 0, -1, 0]
    cells = [grid.cell(i) for i, m in enumerate(member) if m]
    assert sorted(sorted(grid.index(c) for c in g) for g in connected_groups(cells, grid.neighbours)) \
        == sorted(sorted(g) for g in groups)
    label, groups = label_groups(member, table, cut=(6,))
    assert groups == [[0, 1, 5], [3, 7], [8]] and label[6] == -1


def test_adjacent_labels_and_blocks(grid: Grid) -> None:
    from senet import adjacent_labels, blocks_containing, label_groups, neighbour_table

    table = neighbour_table(grid)
    label, _ = label_groups([c == "x" for c in "x.x." "...." "...."], table)
    assert adjacent_labels(1, label, table) == (0, 1)
    assert adjacent_labels(1, label, table, keep=lambda g: g == 1) == (1,)
    assert blocks_containing(grid, (0, 0)) == (((0, 0), (0, 1), (1, 0), (1, 1)),)
    assert [b[0] for b in blocks_containing(grid, (1, 1))] == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_read_map_checks_size_and_legend() -> None:
    from senet import read_map

    legend = {".": "land", "~": "river"}
    assert read_map(["..~", "~.."], legend, rows=2, cols=3) == ("..~", "~..")
    with pytest.raises(ValueError, match="map row 2 has 2 squares"):
        read_map(["...", ".."], legend, rows=2, cols=3)
    with pytest.raises(ValueError, match="unknown square '#'"):
        read_map(["...", ".#."], legend, rows=2, cols=3)


def test_label_member_groups_equals_label_groups(grid: Grid) -> None:
    from senet import label_groups, label_member_groups, neighbour_table

    table = neighbour_table(grid)
    member = [c == "x" for c in "xx.x" ".xxx" "x..."]
    listed = [i for i, inside in enumerate(member) if inside]
    for cut in ((), (6,), (0, 8)):
        assert label_member_groups(listed, len(member), table, cut) == label_groups(member, table, cut)
