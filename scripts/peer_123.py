#!/usr/bin/env python3
"""Peer 123-puzzle solver for benchmarking: the PyPI package `multi-puzzle-solver`
(pinned in scripts/setup-peer.sh; its `filling` (Fillomino) Board is a CP-SAT model,
and with digits=(1, 2, 3) it is exactly the 123 puzzle).

Usage (with the venv python printed by scripts/setup-peer.sh):
    peer_123.py [--no-warmup] [--max-solutions N] FILE...   one JSON object per file and line
    peer_123.py --check          solve the built-in examples, compare answers

Before the files, the built-in 6x6 example is solved once, untimed, so that
OR-Tools' one-time start-up cost is not charged to the first file; --no-warmup
skips that.  --max-solutions (default 2) is how many solutions the solver is asked
for: 2 decides uniqueness, 1 is "first solution only" (as `gridsat solve --first`).
Exit status is 0 even when some files gave errors.

Per file:
    {"file", "width", "height", "max_solutions", "solutions": 0..N, "seconds", "build_seconds",
     "solution"}
where solutions is capped at max_solutions, seconds is the in-process time
(time.perf_counter) for building the package's Board and solving it -- not
Python start-up, imports or reading/parsing the file -- build_seconds is the part
of it spent in the Board constructor (building the CP-SAT model in Python), and
solution is the first solution found as row strings over '1', '2', '3', or null when
there is none; warmup_seconds (with the warm-up) is how long the warm-up took.  A file
that cannot be parsed gives {"file", "error"} instead.

How the package is driven (multi-puzzle-solver 1.1.10,
puzzle_solver/puzzles/filling/filling.py):
  * Board(board, digits=(1, 2, 3)): board is a numpy array of shape
    (height, width) of one-character strings, ' ' for an empty cell and the
    given digit otherwise.  The constructor builds the whole model: a Boolean
    per cell and digit, and a Boolean per placement of every fixed polyomino of
    size d (d = 1, 2, 3: 1 + 2 + 6 shapes) at every position, with "exactly one
    digit per cell", "exactly one active placement covers each cell", "an
    active placement's body holds d" and "no cell next to an active placement
    of d holds d".  Placements that would cover a different given are skipped.
  * Board.solve_and_print() enumerates *all* solutions (no limit argument), so
    we call the package's own generic_solve_all(..., max_solutions=N) with the
    same solution decoder that solve_and_print uses (a SingleSolution whose
    .assignment maps Pos(x, y) -> digit).  generic_solve_all sets
    enumerate_all_solutions (CP-SAT then searches with one worker) and stops
    after N distinct solutions.
"""
import os
import sys

import numpy as np
from puzzle_solver.core.utils import get_all_pos
from puzzle_solver.core.utils_ortools import SingleSolution
from puzzle_solver.puzzles.filling.filling import Board

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import read_text  # noqa: E402  (standard library only, beside this script)
from peer_board import solve_board  # noqa: E402  (beside this script)
from peer_common import (  # noqa: E402  (standard library only, beside this script)
    check_result, is_valid_123, parse_native_grid, peer_file_row, peer_main)

DIGITS = (1, 2, 3)


class Puzzle:
    def __init__(self, width, height, rows):
        self.width, self.height = width, height
        self.rows = rows  # list of row strings over '.', '1', '2', '3'


def parse_native(text):
    """The native format gridsat reads: `123 WxH`, then H rows of `.`/1-3 (spaces between
    cells allowed), `#` comment lines."""
    return Puzzle(*parse_native_grid(text, '123', '.123'))


def _board_to_solution(board, solver):
    # Same decoder as Board.solve_and_print uses internally.
    return SingleSolution(assignment={pos: d for pos in get_all_pos(board.V, board.H) for d in board.digits
                                      if solver.Value(board.model_vars[(d, pos)]) == 1})


def solve(p, max_solutions=2):
    """Returns (number of solutions capped at max_solutions, first solution rows or None, seconds,
    seconds spent building the Board)."""
    def make_board():
        grid = np.array([[' ' if ch == '.' else ch for ch in row] for row in p.rows])
        return Board(board=grid, digits=DIGITS)
    n, first, build, search = solve_board(make_board, _board_to_solution, str, p.width, p.height,
                                          max_solutions)
    return n, first, build + search, build


def run_file(path, max_solutions):
    def work():
        p = parse_native(read_text(path))
        n, first, seconds, build = solve(p, max_solutions)
        return {'file': path, 'width': p.width, 'height': p.height, 'max_solutions': max_solutions,
                'solutions': n, 'seconds': seconds, 'build_seconds': build, 'solution': first}
    return peer_file_row(path, work)


# (name, text, max_solutions, expected number of solutions, expected first solution or None)
CHECKS = [
    ('gridsat-generated-6x6', """\
# gridsat generate 123 --size 6x6 --seed 1 (puzzle 1 of 3): unique
123 6x6
.3....
3...2.
......
......
...2..
3..32.
""", 2, 1, ['331333', '313221', '133132', '321232', '323231', '313322']),
    ('empty-4x4-two-or-more', '123 4x4\n....\n....\n....\n....\n', 2, 2, None),
    ('empty-4x4-first', '123 4x4\n....\n....\n....\n....\n', 1, 1, None),
    ('no-solution-1x2', '123 2x1\n11\n', 2, 0, None),
    ('no-solution-3x1', '123 3x1\n3.1\n', 2, 0, None),
]


def check_row(name, text, max_n, want_n, want_rows):
    p = parse_native(text)
    n, first, seconds, _ = solve(p, max_n)
    good = n == want_n
    if want_n:
        good = good and first is not None and is_valid_123(p.rows, first)
    return check_result(name, good, first, want_rows, max_solutions=max_n, solutions=n,
                        expected_solutions=want_n, seconds=seconds)


def main(argv):
    return peer_main(argv, __doc__, 'peer_123.py', CHECKS, check_row,
                     lambda max_solutions: solve(parse_native(CHECKS[0][1]), max_solutions), run_file)


# For scripts/bench_python.py (read there without importing this file): the gridsat kind
# this peer solves, and the sets scripts/bench-python times it on, (size, puzzles), the
# first alone with --quick.
GRIDSAT_KIND = "123"
BENCH_SETS = [("10x10", 10), ("20x20", 3)]


def bench_run(path):
    """One file as scripts/bench_python.py times it: at most two solutions asked for."""
    return run_file(path, 2)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
