"""The CP-SAT peers' side of scripts/bench: driving the PyPI package multi-puzzle-solver (pinned
in scripts/setup-peer.sh, run with its venv python) on puzzle files, one JSON line per file.

Each scripts/peer_KIND.py is one adapter: how to build the package's Board for a file and read a
solution back; `main` here is their command line:

    peer_KIND.py [--max-solutions N] FILE...

Per file: {"file", "solutions" (capped at N, default 2: deciding uniqueness), "seconds" (building
the Board and searching, in-process), "solution" (the first one as row strings, or null)}, or
{"file", "error"}.  The package's Board.solve_and_print enumerates every solution, so the
package's own generic_solve_all is called with max_solutions=N and the Board's decoder.  The
driver times the whole process (CPU seconds); "seconds" is kept beside it.  scripts/bench_python.py
reads GRIDSAT_KIND, BENCH_SETS and bench_run from the adapters.
"""
import contextlib
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_rules import PuzzleError, read_text  # noqa: E402  (standard library only, beside this file)


def solve_board(make_board, decode, cell, width, height, max_solutions):
    """(solutions found, capped; the first as rows of cell(value), or None; seconds).  The
    package prints on stdout, so stdout goes to stderr while it runs."""
    from puzzle_solver.core.utils import get_pos
    from puzzle_solver.core.utils_ortools import generic_solve_all
    with contextlib.redirect_stdout(sys.stderr):
        t0 = time.perf_counter()
        sols = generic_solve_all(make_board(), decode, max_solutions=max_solutions, callback=None, verbose=False)
        seconds = time.perf_counter() - t0
    first = None
    if sols:
        a = sols[0].assignment
        first = [''.join(cell(a[get_pos(x=c, y=r)]) for c in range(width)) for r in range(height)]
    return len(sols), first, seconds


def run_file(solve, path, max_solutions=2):
    """One file's row: solve(text, max_solutions) gives (solutions, first, seconds)."""
    try:
        n, first, seconds = solve(read_text(path), max_solutions)
        return {'file': path, 'solutions': n, 'seconds': seconds, 'solution': first}
    except (OSError, UnicodeDecodeError, PuzzleError, ValueError) as e:
        return {'file': path, 'error': f'cannot read: {e}'}
    except Exception as e:  # the package itself failed
        return {'file': path, 'error': f'peer solver failed: {type(e).__name__}: {e}'}


def main(solve, argv=None):
    """The command line of an adapter: [--max-solutions N] FILE...; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    max_solutions = 2
    if argv[:1] == ['--max-solutions']:
        max_solutions, argv = int(argv[1]), argv[2:]
    if not argv or argv[0].startswith('-'):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    for path in argv:
        print(json.dumps(run_file(solve, path, max_solutions)), flush=True)
    return 0
