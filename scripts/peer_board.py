"""What the peer scripts (peer_123.py, peer_magnets.py, peer_nonograms.py, peer_yinyang.py)
share in driving multi-puzzle-solver: build the package's Board, ask CP-SAT for up to N
solutions through the package's own generic_solve_all (with the solution decoder that the
Board's solve_and_print uses), and read the first solution back as rows.  Needs the venv
made by scripts/setup-peer.sh (puzzle_solver, OR-Tools).
"""
import contextlib
import sys
import time

from puzzle_solver.core.utils import get_pos
from puzzle_solver.core.utils_ortools import generic_solve_all


def solve_board(make_board, to_solution, cell, width, height, max_solutions):
    """Returns (solutions found, capped at max_solutions; the first as rows of cell(value)
    over its assignment, or None; seconds in make_board(); seconds searching).  The package
    prints on stdout (an exception's text before re-raising it), so stdout goes to stderr
    while it runs."""
    with contextlib.redirect_stdout(sys.stderr):
        t0 = time.perf_counter()
        board = make_board()
        t1 = time.perf_counter()
        sols = generic_solve_all(board, to_solution, max_solutions=max_solutions,
                                 callback=None, verbose=False)
        t2 = time.perf_counter()
    first = None
    if sols:
        a = sols[0].assignment
        first = [''.join(cell(a[get_pos(x=c, y=r)]) for c in range(width)) for r in range(height)]
    return len(sols), first, t1 - t0, t2 - t1
