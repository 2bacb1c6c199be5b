#!/usr/bin/env python3
"""Magnets on multi-puzzle-solver's magnets Board (CP-SAT); see peer_common.py.  The Board pairs
runs of 'H' and 'V' cells into dominoes and cannot model a singleton cell ('*': an error row)."""
import sys

import numpy as np
from puzzle_solver.core.utils_ortools import SingleSolution
from puzzle_solver.puzzles.magnets.magnets import Board

from peer_common import main, run_file, solve_board
from bench_rules import PuzzleError, parse_magnets

GRIDSAT_KIND = "magnets"
BENCH_SETS = [("12x12", 20), ("20x20", 5)]  # scripts/bench-python's sets, the first alone with --quick


def decode(board, solver):
    """The decoder of Board.solve_and_print: cell -> (magnet, '+' | '-' | 'x')."""
    return SingleSolution(assignment={pos: (m.uid, s) for m in board.magnets for (pos, s) in m.str_rep
                                      if solver.BooleanValue(m.is_active)})


def solve(text, max_solutions):
    width, height, counts, layout = parse_magnets(text)
    if any('*' in row for row in layout):
        raise PuzzleError("the peer's Board cannot represent singleton cells ('*')")

    def make_board():
        return Board(board=np.array([['H' if ch in 'LR' else 'V' for ch in row] for row in layout]),
                     top_pos=np.array(counts['cols+']), top_neg=np.array(counts['cols-']),
                     side_pos=np.array(counts['rows+']), side_neg=np.array(counts['rows-']))
    return solve_board(make_board, decode, lambda v: v[1], width, height, max_solutions)


def bench_run(path):
    return run_file(solve, path)


if __name__ == '__main__':
    sys.exit(main(solve))
