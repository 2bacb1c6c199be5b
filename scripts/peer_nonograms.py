#!/usr/bin/env python3
"""Nonograms on multi-puzzle-solver's nonograms Boards (CP-SAT): .non files on the black-and-white
Board, webpbn XML with colours on the coloured one; see peer_common.py.  Pictures are rows of
'#' and '.' (black and white) or of the XML's <color char> characters."""
import sys

from puzzle_solver.core.utils_ortools import SingleSolution
from puzzle_solver.puzzles.nonograms import nonograms, nonograms_colored

from peer_common import main, run_file, solve_board
from bench_rules import parse_non, parse_xml

GRIDSAT_KIND = "hanjie"
BENCH_SETS = [("20x20", 10), ("30x30", 3)]  # scripts/bench-python's sets, the first alone with --quick
BENCH_STRIP_COMMENTS = True  # for scripts/bench-python: this reader is given files without comments


def solve(text, max_solutions):
    if text.lstrip().startswith('<'):
        rows, cols, background = parse_xml(text)

        def decode(board, solver):
            return SingleSolution(assignment={
                pos: next((ink for ink, var in d.items() if solver.value(var) == 1), background)
                for pos, d in board.model_vars.items()})
        board = lambda: nonograms_colored.Board(top=[list(c) for c in cols], side=[list(r) for r in rows])  # noqa: E731
        return solve_board(board, decode, str, len(cols), len(rows), max_solutions)
    rows, cols = parse_non(text)

    def decode(board, solver):
        return SingleSolution(assignment={pos: solver.value(var) for pos, var in board.model_vars.items()})
    board = lambda: nonograms.Board(top=cols, side=rows)  # noqa: E731
    return solve_board(board, decode, lambda v: '#' if v else '.', len(cols), len(rows), max_solutions)


def bench_run(path):
    return run_file(solve, path)


def bench_same_solution(ours, theirs):
    """Whether gridsat's rows (`#`, `.`) and the peer's (`1`, `0` or `#`, `.`) are one picture."""
    def plain(rows):
        return [row.replace("#", "1").replace(".", "0") for row in rows]
    return plain(ours) == plain(theirs)


if __name__ == '__main__':
    sys.exit(main(solve))
