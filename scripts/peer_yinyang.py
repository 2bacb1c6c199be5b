#!/usr/bin/env python3
"""Peer Yin Yang solver for benchmarking: the PyPI package `multi-puzzle-solver` (pinned in
scripts/setup-peer.sh; its `yin_yang` Board is a CP-SAT model).

Usage (with the venv python printed by scripts/setup-peer.sh):
    peer_yinyang.py [--no-warmup] [--max-solutions N] FILE...   one JSON object per file and line
    peer_yinyang.py --check          solve the built-in examples, compare answers

Before the files, the built-in 6x6 example is solved once, untimed, so that OR-Tools'
one-time start-up cost is not charged to the first file; --no-warmup skips that (for timing
the whole process: start-up, imports, parsing, model, search).  --max-solutions (default 2)
is how many solutions the solver is asked for: 2 decides uniqueness.  Exit status is 0 even
when some files gave errors.

Per file:
    {"file", "width", "height", "max_solutions", "solutions": 0..N, "seconds", "build_seconds",
     "solve_seconds", "solution"}
where solutions is capped at max_solutions, seconds = build_seconds + solve_seconds is the
in-process time (time.perf_counter) for building the package's Board (the CP-SAT model, in
Python) and solving it -- not Python start-up, imports or reading/parsing the file -- and
solution is the first solution found as row strings over 'B', 'W', or null when there is
none; warmup_seconds (with the warm-up) is how long the warm-up took: the benchmark runs one
process per file and takes the process's wall time minus it as the whole-process time.  A
file that cannot be parsed gives {"file", "error"} instead.

How the package is driven (multi-puzzle-solver 1.1.10,
puzzle_solver/puzzles/yin_yang/yin_yang.py):
  * Board(board): board is a numpy array of shape (height, width) of one-character strings,
    ' ' for an empty cell, 'B' or 'W' for a given.  The constructor builds the whole model: a
    Boolean per cell (black), the givens, no 2x2 block of one colour, no 2x2 checkerboard
    (redundant), each colour one connected component (the package's
    force_connected_component, for black and for white), and at most one black-to-white
    transition around the border (redundant).
  * Board.solve_and_print() enumerates *all* solutions (no limit argument), so we call the
    package's own generic_solve_all(..., max_solutions=N) with the same solution decoder that
    solve_and_print uses (a SingleSolution whose .assignment maps Pos(x, y) -> 'B'/'W').
    generic_solve_all sets enumerate_all_solutions (CP-SAT then searches with one worker) and
    stops after N distinct solutions.  It prints an exception's text on stdout before
    re-raising it, so stdout goes to stderr while it runs.
"""
import contextlib
import os
import sys
import time

import numpy as np
from puzzle_solver.core.utils import get_pos
from puzzle_solver.core.utils_ortools import SingleSolution, generic_solve_all
from puzzle_solver.puzzles.yin_yang.yin_yang import Board

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import read_text  # noqa: E402  (standard library only, beside this script)
from peer_common import (  # noqa: E402  (standard library only, beside this script)
    check_result, is_valid_yinyang, parse_native_grid, peer_file_row, peer_main)


class Puzzle:
    def __init__(self, width, height, rows):
        self.width, self.height = width, height
        self.rows = rows  # list of row strings over '.', 'B', 'W'


def parse_native(text):
    """The native format gridsat reads: `yinyang WxH`, then H rows of `.`/`B`/`W` (spaces
    between cells allowed), `#` comment lines."""
    return Puzzle(*parse_native_grid(text, 'yinyang', '.BW'))


def _board_to_solution(board, solver):
    # Same decoder as Board.solve_and_print uses internally.
    return SingleSolution(assignment={pos: 'B' if solver.BooleanValue(var) else 'W'
                                      for pos, var in board.B.items()})


def solve(p, max_solutions=2):
    """Returns (number of solutions capped at max_solutions, first solution rows or None,
    seconds building the Board, seconds searching)."""
    with contextlib.redirect_stdout(sys.stderr):
        t0 = time.perf_counter()
        grid = np.array([[' ' if ch == '.' else ch for ch in row] for row in p.rows])
        board = Board(board=grid)
        t1 = time.perf_counter()
        sols = generic_solve_all(board, _board_to_solution, max_solutions=max_solutions,
                                 callback=None, verbose=False)
        t2 = time.perf_counter()
    first = None
    if sols:
        a = sols[0].assignment
        first = [''.join(a[get_pos(x=c, y=r)] for c in range(p.width)) for r in range(p.height)]
    return len(sols), first, t1 - t0, t2 - t1


def run_file(path, max_solutions):
    def work():
        p = parse_native(read_text(path))
        n, first, build, search = solve(p, max_solutions)
        return {'file': path, 'width': p.width, 'height': p.height, 'max_solutions': max_solutions,
                'solutions': n, 'seconds': build + search, 'build_seconds': build,
                'solve_seconds': search, 'solution': first}
    return peer_file_row(path, work)


# (name, text, max_solutions, expected number of solutions, expected first solution or None)
CHECKS = [
    ('gridsat-generated-6x6', """\
# generated by gridsat 0.1.0: seed 1, puzzle 1 of 2, unique
yinyang 6x6
WB.W..
..B...
...B..
.W....
...W..
......
""", 2, 1, ['WBBWWW', 'WWBWBW', 'WBBBBW', 'WWBWBW', 'WBBWBW', 'WWWWWW']),
    ('empty-3x3-two-or-more', 'yinyang 3x3\n...\n...\n...\n', 2, 2, None),
    ('empty-3x3-first', 'yinyang 3x3\n...\n...\n...\n', 1, 1, None),
    # White at two corners and black at the other two cut the border into four runs.
    ('no-solution-4-border-runs', 'yinyang 3x3\nW.B\n...\nB.W\n', 2, 0, None),
    ('no-solution-2x2-given', 'yinyang 2x2\nBB\nBB\n', 2, 0, None),
]


def check_row(name, text, max_n, want_n, want_rows):
    p = parse_native(text)
    n, first, build, search = solve(p, max_n)
    good = n == want_n
    if want_n:
        good = good and first is not None and is_valid_yinyang(p.rows, first)
    return check_result(name, good, first, want_rows, max_solutions=max_n, solutions=n,
                        expected_solutions=want_n, seconds=build + search)


def main(argv):
    return peer_main(argv, __doc__, 'peer_yinyang.py', CHECKS, check_row,
                     lambda max_solutions: solve(parse_native(CHECKS[0][1]), max_solutions), run_file)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
