"""gridsat: solve, count, analyze and generate pencil puzzles by compiling them to SAT,
every kind the gridsat library knows (:func:`kinds` names them; the README shows each).

A puzzle is given as text: a puzzle file's content, a Simon Tatham game ID or a puzz.link
URL, its kind told from the text unless ``kind`` names it. A file is read with
:func:`read` (its extension then chooses the format, as on the command line), or passed to
the functions below as a :class:`pathlib.Path`; a ``str`` is always the text itself.

>>> import gridsat
>>> result = gridsat.solve("123 4x4\\n. 2 1 .\\n. . . .\\n. . . .\\n2 1 . .\\n")
>>> result.status, result.unique, result.solution
('solved', True, ['2212', '1332', '2313', '2133'])

Every call runs with the GIL released, so threads solve in parallel. Errors are the
exceptions of :mod:`gridsat.errors` with the library's messages; a puzzle without a
solution is a result with status ``"unsatisfiable"``, not an error.
"""

from . import errors
from ._functions import (
    PuzzleLike,
    analyze,
    count,
    decode,
    dimacs,
    formats,
    generate,
    hint,
    kinds,
    parse,
    puzzle_files,
    read,
    read_all,
    solve,
)
from ._native import Analysis, Check, CountResult, Generated, Hint, SolveResult
from ._native import __version__ as __version__
from ._puzzle import Answer, Puzzle
from .errors import (
    DifficultyNotFoundError,
    EncodingBugError,
    FileError,
    GridsatError,
    ParseError,
    SolverError,
    TimeoutError,
    TooLargeError,
    UnknownKindError,
    UsageError,
    WrongKindError,
)

__all__ = [
    "Analysis",
    "Answer",
    "Check",
    "CountResult",
    "DifficultyNotFoundError",
    "EncodingBugError",
    "FileError",
    "Generated",
    "GridsatError",
    "Hint",
    "ParseError",
    "Puzzle",
    "PuzzleLike",
    "SolveResult",
    "SolverError",
    "TimeoutError",
    "TooLargeError",
    "UnknownKindError",
    "UsageError",
    "WrongKindError",
    "analyze",
    "count",
    "decode",
    "dimacs",
    "formats",
    "generate",
    "hint",
    "kinds",
    "parse",
    "puzzle_files",
    "read",
    "read_all",
    "solve",
]
