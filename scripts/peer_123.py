#!/usr/bin/env python3
"""The 123 puzzle on multi-puzzle-solver's `filling` (Fillomino) Board with digits 1-3 (CP-SAT),
which is exactly the 123 puzzle; see peer_common.py."""
import sys

import numpy as np
from puzzle_solver.core.utils import get_all_pos
from puzzle_solver.core.utils_ortools import SingleSolution
from puzzle_solver.puzzles.filling.filling import Board

from peer_common import main, run_file, solve_board
from bench_rules import parse_grid

GRIDSAT_KIND = "123"
BENCH_SETS = [("10x10", 10), ("20x20", 3)]  # scripts/bench-python's sets, the first alone with --quick


def decode(board, solver):
    """The decoder of Board.solve_and_print: cell -> digit."""
    return SingleSolution(assignment={pos: d for pos in get_all_pos(board.V, board.H) for d in board.digits
                                      if solver.Value(board.model_vars[(d, pos)]) == 1})


def solve(text, max_solutions):
    width, height, rows = parse_grid(text, '123', '.123')
    grid = np.array([[' ' if ch == '.' else ch for ch in row] for row in rows])
    return solve_board(lambda: Board(board=grid, digits=(1, 2, 3)), decode, str, width, height, max_solutions)


def bench_run(path):
    return run_file(solve, path)


if __name__ == '__main__':
    sys.exit(main(solve))
