#!/usr/bin/env python3
"""Peer colour nonogram solver for benchmarking: the PyPI package `multi-puzzle-solver`
(pinned in scripts/setup-peer.sh; its coloured nonograms Board, OR-Tools CP-SAT), on webpbn
XML with colours (what `gridsat generate hanjie --colours K` writes).

    peer_nonograms_colour.py [--no-warmup] [--max-solutions N] FILE.xml...
                                             one JSON object per file, one per line
    peer_nonograms_colour.py --check         solve built-in examples, compare answers

Each file's line: {"file", "width", "height", "solutions" (capped at --max-solutions, 2 by
default), "unique", "seconds" (model build + search, in-process), "build_seconds",
"solve_seconds", "solution" (the first picture: rows of the palette's characters, those of
<color char=...>, the background's for an empty cell)}, or {"file", "error"}.

How the package is driven (multi-puzzle-solver 1.1.10,
puzzle_solver.puzzles.nonograms.nonograms_colored): Board(top, side), the column clues
(left to right) and the row clues (top to bottom), each a list of (length, colour) runs;
[] for an empty line.  The model has a boolean per cell and ink; a solution is read as
{cell: ink} with the background where no ink is set.  Up to N solutions through
peer_board.solve_board (the package's generic_solve_all).
"""
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peer_common import PuzzleError, check_result, peer_main  # noqa: E402  (standard library only)
from peer_nonograms import nonogram_file_row  # noqa: E402  (standard library only at import)


class ColourPuzzle:
    def __init__(self, rows, columns, background):
        self.rows, self.columns = rows, columns  # lists of [(length, ink character)]
        self.width, self.height = len(columns), len(rows)
        self.background = background  # the character of an empty cell


def parse_xml(text):
    """Reads a webpbn XML puzzle with colours; returns a ColourPuzzle over the <color char>s."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        raise PuzzleError(f'not XML: {e}') from None
    puzzle = root if root.tag == 'puzzle' else root.find('puzzle')
    if puzzle is None:
        raise PuzzleError('no <puzzle> element')
    chars = {c.get('name'): c.get('char') for c in puzzle.findall('color')}
    default = puzzle.get('defaultcolor', 'black')
    background = puzzle.get('backgroundcolor', 'white')
    if None in chars.values() or background not in chars:
        raise PuzzleError('every <color> needs a char, and the background colour must be one of them')
    clues = {}
    for lines in puzzle.findall('clues'):
        runs = []
        for line in lines.findall('line'):
            run = []
            for count in line.findall('count'):
                ink = count.get('color', default)
                if ink not in chars or not (count.text or '').strip().isdigit():
                    raise PuzzleError(f'a <count> with colour {ink!r} and length {count.text!r}')
                run.append((int(count.text), chars[ink]))
            runs.append(run)
        clues[lines.get('type')] = runs
    if set(clues) != {'rows', 'columns'}:
        raise PuzzleError('expected <clues type="rows"> and <clues type="columns">')
    return ColourPuzzle(clues['rows'], clues['columns'], chars[background])


def line_runs(cells, background):
    """The (length, ink) runs of a line of cell characters."""
    runs, prev = [], background
    for c in cells:
        if c != background:
            if c == prev:
                runs[-1] = (runs[-1][0] + 1, c)
            else:
                runs.append((1, c))
        prev = c
    return runs


def is_valid(p, picture):
    """Independent check that picture (rows of cell characters) satisfies p's clues."""
    if picture is None or len(picture) != p.height or any(len(r) != p.width for r in picture):
        return False
    if any(line_runs(picture[r], p.background) != p.rows[r] for r in range(p.height)):
        return False
    return all(line_runs([picture[r][c] for r in range(p.height)], p.background) == p.columns[c]
               for c in range(p.width))


def solve(p, max_solutions):
    """Returns (solutions capped at max_solutions, first picture or None, build seconds, solve seconds)."""
    from peer_board import solve_board
    from puzzle_solver.core.utils_ortools import SingleSolution
    from puzzle_solver.puzzles.nonograms.nonograms_colored import Board

    def board_to_solution(board, solver):
        # As Board.solve_and_print decodes, with the background for a cell without ink.
        return SingleSolution(assignment={
            pos: next((ink for ink, var in d.items() if solver.value(var) == 1), p.background)
            for pos, d in board.model_vars.items()})

    def make_board():
        return Board(top=[list(c) for c in p.columns], side=[list(r) for r in p.rows])
    return solve_board(make_board, board_to_solution, str, p.width, p.height, max_solutions)


def run_file(path, max_solutions):
    return nonogram_file_row(path, parse_xml, lambda p: solve(p, max_solutions), is_valid)


def xml_of(rows, columns):
    """A small webpbn XML puzzle in black (X) and red (r) from clue strings such as 'X1 r1'."""
    def lines(clues):
        return ''.join('<line>' + ''.join(
            f'<count color="{"black" if run[0] == "X" else "red"}">{run[1:]}</count>' for run in clue.split())
            + '</line>' for clue in clues)
    return ('<?xml version="1.0"?><puzzleset><puzzle type="grid" defaultcolor="black" backgroundcolor="white">'
            '<color name="white" char=".">ffffff</color><color name="black" char="X">000000</color>'
            '<color name="red" char="r">d62728</color>'
            f'<clues type="columns">{lines(columns)}</clues><clues type="rows">{lines(rows)}</clues>'
            '</puzzle></puzzleset>')


CHECKS = [
    ('unique', xml_of(['X2 r1', '', 'r1'], ['X1', 'X1', 'r1 r1']), 1, ['XXr', '...', '..r']),
    ('two-solutions', xml_of(['X1 r1', 'X1 r1'], ['X1', 'X1', 'r2']), 2, None),
    ('no-solution', xml_of(['X1', ''], ['r1', '']), 0, None),
]


def check_row(name, text, want_n, want_rows):
    p = parse_xml(text)
    n, first, build, search = solve(p, 2)
    return check_result(name, n == want_n and (n == 0 or is_valid(p, first)), first, want_rows,
                        solutions=n, expected_solutions=want_n, seconds=build + search)


def main(argv):
    return peer_main(argv, __doc__, 'peer_nonograms_colour.py', CHECKS, check_row,
                     lambda n: solve(parse_xml(CHECKS[0][1]), n), run_file)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
