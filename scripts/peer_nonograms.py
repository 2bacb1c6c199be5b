#!/usr/bin/env python3
"""Peer Hanjie (nonogram) solver for benchmarking: the PyPI package
`multi-puzzle-solver` (pinned in scripts/setup-peer.sh; its nonograms Board is a
CP-SAT model).

Usage (with the venv python printed by scripts/setup-peer.sh):
    peer_nonograms.py [--no-warmup] FILE.non...   one JSON object per file, one per line
    peer_nonograms.py --check                     solve built-in examples, compare answers

Before the files, a built-in 5x10 puzzle is solved once, untimed, so that
OR-Tools' one-time start-up cost is not charged to the first file; --no-warmup
skips that.

Per file:
    {"file", "width", "height", "solutions": 0|1|2, "unique": true|false|null,
     "seconds", "build_seconds", "solve_seconds", "solution"}
where solutions is capped at 2 (CP-SAT is asked for at most two distinct
pictures, which decides uniqueness: the search is exhaustive, no time limit),
unique is null when there is no solution, seconds = build_seconds +
solve_seconds is the in-process time (time.perf_counter) for building the
package's Board (the CP-SAT model) and solving it -- not Python start-up,
imports or reading/parsing the file -- and solution is the first picture found
as row strings over '#' and '.', or null.
A file that cannot be read, parsed or solved gives {"file", "error"} instead.

Exit status: 0 when every file was solved, 1 when some file has no solution,
2 when some file gave an error (or bad usage).

The .non reader (parse_non, also used by bench_hanjie_report.py) follows
gridsat's: `width W`, `height H`, `rows` followed by exactly H clue lines,
`columns` followed by exactly W clue lines; a clue line is comma-separated
positive run lengths, `0` or an empty line for none; every other keyword line
(`title`, `by`, `copyright`, `catalogue`, `goal`, `license`, ...) is skipped,
except that `goal "0101..."` is kept for checking answers.

How the package is driven (multi-puzzle-solver 1.1.10,
puzzle_solver.puzzles.nonograms.nonograms):
  * Board(top, side): top is the list of column clues (left to right), side
    the list of row clues (top to bottom), each a list of ints; [] for an
    empty line.  Per line the model has a start variable per run and
    reified "run i covers cell j" booleans.
  * Board.solve_and_print() enumerates *all* solutions (no limit argument),
    so we call the package's own generic_solve_all(..., max_solutions=2) with
    the same solution decoder that solve_and_print uses (cell -> 0/1).
    The package prints "Infeasible: ..." on stdout for a clue longer than its
    line; stdout is redirected to stderr while it runs.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import read_text  # noqa: E402  (standard library only, beside this script)
from peer_common import (  # noqa: E402  (standard library only, beside this script)
    PuzzleError, check_result, peer_early_exit, peer_file_row)

MAX_SOLUTIONS = 2


class Puzzle:
    def __init__(self, width, height, rows, columns, goal=None):
        self.width, self.height = width, height
        self.rows, self.columns = rows, columns  # lists of run-length lists
        self.goal = goal  # list of row strings over '#' '.', or None


def _clue(text, where):
    text = text.strip()
    if text in ('', '0'):
        return []
    runs = []
    for part in text.split(','):
        part = part.strip()
        if not part.isdigit() or int(part) < 1:
            raise PuzzleError(f'{where}: expected comma-separated run lengths, found {text!r}')
        runs.append(int(part))
    return runs


def parse_non(text):
    """Reads a .non file (see the module docstring); returns a Puzzle."""
    lines = [ln.strip() for ln in text.splitlines()]
    width = height = rows = columns = goal_text = None
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        words = line.split(None, 1)
        if not words:
            continue
        key = words[0].lower()
        value = words[1].strip() if len(words) > 1 else ''
        if key in ('width', 'height'):
            if not value.isdigit() or int(value) < 1:
                raise PuzzleError(f'line {i}: expected "{key} N", found {line!r}')
            if key == 'width':
                width = int(value)
            else:
                height = int(value)
        elif key in ('rows', 'columns'):
            count = height if key == 'rows' else width
            if count is None:
                raise PuzzleError(f'line {i}: `{key}` before `{"height" if key == "rows" else "width"}`')
            if i + count > len(lines):
                raise PuzzleError(f'`{key}` needs {count} clue lines, the file ends after {len(lines) - i}')
            clues = [_clue(lines[i + k], f'line {i + k + 1}') for k in range(count)]
            i += count
            if key == 'rows':
                if rows is not None:
                    raise PuzzleError('a second `rows` section')
                rows = clues
            else:
                if columns is not None:
                    raise PuzzleError('a second `columns` section')
                columns = clues
        elif key == 'goal':
            goal_text = value.strip('"')
        elif key[0].isalpha():
            continue  # title, by, copyright, catalogue, license, ...
        else:
            raise PuzzleError(f'line {i}: expected a keyword, found {line!r}')
    for name, v in (('width', width), ('height', height), ('rows', rows), ('columns', columns)):
        if v is None:
            raise PuzzleError(f'no `{name}` line')
    goal = None
    if goal_text is not None:
        if len(goal_text) != width * height or set(goal_text) - set('01'):
            raise PuzzleError(f'goal is not {width * height} characters 0/1')
        cells = goal_text.replace('0', '.').replace('1', '#')
        goal = [cells[r * width:(r + 1) * width] for r in range(height)]
    return Puzzle(width, height, rows, columns, goal)


def runs_of(cells):
    runs, n = [], 0
    for c in cells:
        if c == '#':
            n += 1
        elif n:
            runs.append(n)
            n = 0
    if n:
        runs.append(n)
    return runs


def is_valid(p, picture):
    """Independent check that picture (row strings over '#' '.') satisfies p's clues."""
    if picture is None or len(picture) != p.height or any(len(r) != p.width for r in picture):
        return False
    if any(runs_of(picture[r]) != p.rows[r] for r in range(p.height)):
        return False
    return all(runs_of(picture[r][c] for r in range(p.height)) == p.columns[c] for c in range(p.width))


def solve(p):
    """Returns (solutions capped at MAX_SOLUTIONS, first picture or None, build seconds, solve seconds)."""
    from peer_board import solve_board
    from puzzle_solver.core.utils_ortools import SingleSolution
    from puzzle_solver.puzzles.nonograms.nonograms import Board

    def board_to_solution(board, solver):
        # Same decoder as Board.solve_and_print uses internally.
        return SingleSolution(assignment={pos: solver.value(var) for pos, var in board.model_vars.items()})

    def make_board():
        return Board(top=[list(c) for c in p.columns], side=[list(r) for r in p.rows])
    return solve_board(make_board, board_to_solution, lambda filled: '#' if filled else '.',
                       p.width, p.height, MAX_SOLUTIONS)


def nonogram_file_row(path, parse, solve_puzzle, valid):
    """One file's JSON row: parse(text) is the puzzle, solve_puzzle(p) its (solutions, first
    picture, build seconds, search seconds), valid(p, picture) the independent check of the
    picture (black-and-white here, colour in peer_nonograms_colour.py)."""
    def work():
        p = parse(read_text(path))
        n, first, build, search = solve_puzzle(p)
        row = {'file': path, 'width': p.width, 'height': p.height, 'solutions': n,
               'unique': (n == 1) if n else None, 'seconds': build + search,
               'build_seconds': build, 'solve_seconds': search, 'solution': first}
        if first is not None and not valid(p, first):
            row['error'] = 'the peer\'s picture does not satisfy the clues'
        return row
    return peer_file_row(path, work)


def run_file(path):
    return nonogram_file_row(path, parse_non, solve, is_valid)


WARMUP = """\
width 5
height 10
rows
2
2,1
1,1
3
1,1
1,1
2
1,1
1,2
2
columns
2,1
2,1,3
7
1,3
2,1
"""

CHECKS = [
    ('webpbn-1', WARMUP, 1, ['.##..', '.##.#', '..#.#', '.###.', '#.#..',
                             '#.#..', '..##.', '.#.#.', '.#.##', '##...']),
    ('two-solutions', 'width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n', 2, None),
    ('empty-lines', 'width 3\nheight 3\nrows\n3\n0\n\ncolumns\n1\n1\n1\n', 1, ['###', '...', '...']),
    ('no-solution', 'width 2\nheight 2\nrows\n2\n0\ncolumns\n2\n0\n', 0, None),
]


def check_row(name, text, want_n, want_rows):
    p = parse_non(text)
    n, first, build, search = solve(p)
    return check_result(name, n == want_n and (n == 0 or is_valid(p, first)), first, want_rows,
                        solutions=n, expected_solutions=want_n, seconds=build + search)


def main(argv):
    status = peer_early_exit(argv, __doc__, CHECKS, check_row)
    if status is not None:
        return status
    warmup = True
    if argv and argv[0] == '--no-warmup':
        warmup, argv = False, argv[1:]
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    if warmup:
        solve(parse_non(WARMUP))
    status = 0
    for path in argv:
        row = run_file(path)
        print(json.dumps(row), flush=True)
        if 'error' in row:
            status = 2
        elif row['solutions'] == 0:
            status = max(status, 1)
    return status


# For scripts/bench_python.py (read there without importing this file): the gridsat kind
# this peer solves, and the sets scripts/bench-python times it on, (size, puzzles), the
# first alone with --quick.
GRIDSAT_KIND = "hanjie"
BENCH_SETS = [("20x20", 10), ("30x30", 3)]
# The peer's .non reader takes no comment lines (gridsat writes the seed in one).
BENCH_STRIP_COMMENTS = True


def bench_run(path):
    """One file as scripts/bench_python.py times it."""
    return run_file(path)


def bench_same_solution(ours, theirs):
    """Whether gridsat's rows (`#`, `.`) and the peer's (`1`, `0`) are one picture."""
    def plain(rows):
        return [row.replace("#", "1").replace(".", "0") for row in rows]
    return plain(ours) == plain(theirs)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
