#!/usr/bin/env python3
"""Peer Magnets solver for benchmarking: the PyPI package `multi-puzzle-solver`
(pinned in scripts/setup-peer.sh; its magnets Board is a CP-SAT model).

Usage (with the venv python printed by scripts/setup-peer.sh):
    peer_magnets.py [--no-warmup] FILE...   one JSON object per file, one per line
    peer_magnets.py --check                 solve the built-in examples, compare answers

Before the files, the built-in 6x6 example is solved once, untimed, so that
OR-Tools' one-time start-up cost (about 3 ms) is not charged to the first file;
--no-warmup skips that.  Exit status is 0 even when some files gave errors.

Per file:
    {"file", "width", "height", "solutions": 0|1|2, "seconds", "solution"}
where solutions is capped at 2 (the solver is asked for at most two, which
decides uniqueness), seconds is the in-process time (time.perf_counter) for
building the package's Board and solving it -- not Python start-up, imports or
reading/parsing the file -- and solution is the first solution found as row
strings over '+', '-', 'x' (neutral), or null when there is none.
A file that cannot be parsed or represented gives {"file", "error"} instead.

How the package is driven (multi-puzzle-solver 1.1.10):
  * Board(board, top_pos, top_neg, side_pos, side_neg): board is a numpy
    array of shape (height, width) of one-character strings; every cell of a
    horizontal domino is 'H', every cell of a vertical domino is 'V' (the Board
    pairs maximal runs greedily: 'V' with the cell below scanning each column
    top-down, 'H' with the cell to the right scanning each row left-right).
    top_* are per-column counts (left to right), side_* per-row counts (top to
    bottom); -1 means no clue.
  * There is no representation for a cell outside any domino: such a cell has
    no variables and the Board constructor fails with a KeyError, so files with
    singleton cells ('*') are reported as errors.
  * Board.solve_and_print() enumerates *all* solutions (no limit argument), so
    we call the package's own generic_solve_all(..., max_solutions=2) with the
    same solution decoder that solve_and_print uses.  A solution is a
    SingleSolution whose .assignment maps Pos(x, y) -> (magnet uid, '+'|'-'|'x').
"""
import json
import os
import sys

import numpy as np
from puzzle_solver.core.utils_ortools import SingleSolution
from puzzle_solver.puzzles.magnets.magnets import Board

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import read_text  # noqa: E402  (standard library only, beside this script)
from peer_board import solve_board  # noqa: E402  (beside this script)
from peer_common import (  # noqa: E402  (standard library only, beside this script)
    PuzzleError, check_result, parse_header, peer_early_exit, peer_file_row)

MAX_SOLUTIONS = 2


class Puzzle:
    def __init__(self, width, height, cols_pos, cols_neg, rows_pos, rows_neg, layout):
        self.width, self.height = width, height
        self.cols_pos, self.cols_neg = cols_pos, cols_neg  # -1 = no clue
        self.rows_pos, self.rows_neg = rows_pos, rows_neg
        self.layout = layout  # list of row strings over L R T B *


def parse_native(text):
    width, height, lines = parse_header(text, 'magnets')
    counts = {}
    i = 0
    while i < len(lines) and lines[i].split()[0] in ('cols+', 'cols-', 'rows+', 'rows-'):
        label, *vals = lines[i].split()
        if label in counts:
            raise PuzzleError(f'duplicate count line {label}')
        n = width if label.startswith('cols') else height
        if len(vals) != n:
            raise PuzzleError(f'{label} has {len(vals)} values, expected {n}')
        out = []
        for v in vals:
            if v == '?':
                out.append(-1)
            elif v.isdigit():
                out.append(int(v))
            else:
                raise PuzzleError(f'bad count {v!r} in {label}')
        counts[label] = out
        i += 1
    missing = [k for k in ('cols+', 'rows+', 'cols-', 'rows-') if k not in counts]
    if missing:
        raise PuzzleError(f'missing count lines: {" ".join(missing)}')
    layout = lines[i:]
    if len(layout) != height:
        raise PuzzleError(f'{len(layout)} layout rows, expected {height}')
    for r, row in enumerate(layout):
        if len(row) != width:
            raise PuzzleError(f'layout row {r} has {len(row)} cells, expected {width}')
        for c, ch in enumerate(row):
            if ch == 'L' and not (c + 1 < width and row[c + 1] == 'R'):
                raise PuzzleError(f'L at row {r} col {c} has no R to its right')
            if ch == 'R' and not (c > 0 and row[c - 1] == 'L'):
                raise PuzzleError(f'R at row {r} col {c} has no L to its left')
            if ch == 'T' and not (r + 1 < height and layout[r + 1][c] == 'B'):
                raise PuzzleError(f'T at row {r} col {c} has no B below')
            if ch == 'B' and not (r > 0 and layout[r - 1][c] == 'T'):
                raise PuzzleError(f'B at row {r} col {c} has no T above')
            if ch not in 'LRTB*':
                raise PuzzleError(f'bad layout letter {ch!r} at row {r} col {c}')
    return Puzzle(width, height, counts['cols+'], counts['cols-'],
                  counts['rows+'], counts['rows-'], layout)


def _board_to_solution(board, solver):
    # Same decoder as Board.solve_and_print uses internally.
    return SingleSolution(assignment={pos: (magnet.uid, s) for magnet in board.magnets
                                      for (pos, s) in magnet.str_rep
                                      if solver.BooleanValue(magnet.is_active)})


def solve(p):
    """Returns (number of solutions capped at MAX_SOLUTIONS, first solution rows or None, seconds)."""
    if any('*' in row for row in p.layout):
        raise PuzzleError('multi-puzzle-solver magnets Board cannot represent singleton '
                          "cells ('*'): every cell must be half of an 'H' or 'V' domino")
    def make_board():
        grid = np.array([['H' if ch in 'LR' else 'V' for ch in row] for row in p.layout])
        return Board(board=grid,
                     top_pos=np.array(p.cols_pos), top_neg=np.array(p.cols_neg),
                     side_pos=np.array(p.rows_pos), side_neg=np.array(p.rows_neg))
    n, first, build, search = solve_board(make_board, _board_to_solution, lambda v: v[1],
                                          p.width, p.height, MAX_SOLUTIONS)
    return n, first, build + search


def run_file(path):
    def work():
        p = parse_native(read_text(path))
        n, first, seconds = solve(p)
        return {'file': path, 'width': p.width, 'height': p.height, 'solutions': n,
                'seconds': seconds, 'solution': first}
    return peer_file_row(path, work)


def is_valid(p, rows):
    """Independent check that rows solve puzzle p."""
    W, H = p.width, p.height
    for r in range(H):
        for c in range(W):
            v, ch = rows[r][c], p.layout[r][c]
            if ch == '*' and v != 'x':
                return False
            partner = {'L': (r, c + 1), 'T': (r + 1, c)}.get(ch)
            if partner:
                w = rows[partner[0]][partner[1]]
                if (v, w) not in (('+', '-'), ('-', '+'), ('x', 'x')):
                    return False
            if v in '+-' and ((c + 1 < W and rows[r][c + 1] == v) or (r + 1 < H and rows[r + 1][c] == v)):
                return False
    for r in range(H):
        for want, sign in ((p.rows_pos[r], '+'), (p.rows_neg[r], '-')):
            if want != -1 and rows[r].count(sign) != want:
                return False
    for c in range(W):
        col = ''.join(rows[r][c] for r in range(H))
        for want, sign in ((p.cols_pos[c], '+'), (p.cols_neg[c], '-')):
            if want != -1 and col.count(sign) != want:
                return False
    return True


CHECKS = [
    ('janko-6x6', """\
# Janko 6x6 (Tatham ID 6x6:322223,323132,232223,232223,LRTLRTTTBLRBBBTTLRLRBBLRTTLRTTBBLRBB)
magnets 6x6
cols+ 3 2 2 2 2 3
rows+ 3 2 3 1 3 2
cols- 2 3 2 2 2 3
rows- 2 3 2 2 2 3
LRTLRT
TTBLRB
BBTTLR
LRBBLR
TTLRTT
BBLRBB
""", 1, ['+-x+-+', '-+x-+-', '+-+x-+', 'xx-x+-', '+-+-x+', '-+-+x-']),
    ('tatham-8x8-two-solutions', """\
# Tatham ID 8x8:34131323,23131334,43122323,21332243,LRTLRLRT,LRBTTTTB,LRTBBBBT,TTBTLRTB,BBTBTTBT,TTBTBBTB,BBTBLRBT,LRBLRLRB
magnets 8x8
cols+ 3 4 1 3 1 3 2 3
rows+ 2 3 1 3 1 3 3 4
cols- 4 3 1 2 2 3 2 3
rows- 2 1 3 3 2 2 4 3
LRTLRLRT
LRBTTTTB
LRTBBBBT
TTBTLRTB
BBTBTTBT
TTBTBBTB
BBTBLRBT
LRBLRLRB
""", 2, None),
]


def check_row(name, text, want_n, want_rows):
    p = parse_native(text)
    n, first, seconds = solve(p)
    return check_result(name, n == want_n and first is not None and is_valid(p, first), first, want_rows,
                        solutions=n, expected_solutions=want_n, seconds=seconds)


def main(argv):
    status = peer_early_exit(argv, __doc__, CHECKS, check_row)
    if status is not None:
        return status
    if not argv or argv == ['--no-warmup']:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    if argv[0] == '--no-warmup':
        argv = argv[1:]
    else:
        solve(parse_native(CHECKS[0][1]))
    for path in argv:
        print(json.dumps(run_file(path)), flush=True)
    return 0


# For scripts/bench_python.py (read there without importing this file): the gridsat kind
# this peer solves, and the sets scripts/bench-python times it on, (size, puzzles), the
# first alone with --quick.
GRIDSAT_KIND = "magnets"
BENCH_SETS = [("12x12", 20), ("20x20", 5)]


def bench_run(path):
    """One file as scripts/bench_python.py times it."""
    return run_file(path)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
