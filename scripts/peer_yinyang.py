#!/usr/bin/env python3
"""Yin Yang on multi-puzzle-solver's yin_yang Board (CP-SAT: connectivity of both colours, no
2x2 block of one colour, and the redundant checkerboard and border rules); see peer_common.py."""
import sys

import numpy as np
from puzzle_solver.core.utils_ortools import SingleSolution
from puzzle_solver.puzzles.yin_yang.yin_yang import Board

from peer_common import main, run_file, solve_board
from bench_rules import parse_grid

GRIDSAT_KIND = "yinyang"
BENCH_SETS = [("10x10", 10), ("20x20", 3)]  # scripts/bench-python's sets, the first alone with --quick


def decode(board, solver):
    """The decoder of Board.solve_and_print: cell -> 'B' | 'W'."""
    return SingleSolution(assignment={pos: 'B' if solver.BooleanValue(v) else 'W' for pos, v in board.B.items()})


def solve(text, max_solutions):
    width, height, rows = parse_grid(text, 'yinyang', '.BW')
    grid = np.array([[' ' if ch == '.' else ch for ch in row] for row in rows])
    return solve_board(lambda: Board(board=grid), decode, str, width, height, max_solutions)


def bench_run(path):
    return run_file(solve, path)


if __name__ == '__main__':
    sys.exit(main(solve))
