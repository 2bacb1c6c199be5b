"""The exceptions gridsat raises, one class per kind of error of the library.

Every message is the library's own, as the command line prints it after ``gridsat:``
(without the command-line flag it suggests, such as ``--kind`` or ``--max-memory``; an
input of no known kind names :func:`gridsat.formats` and ``kind=`` instead).
A puzzle without a solution is not an error: it is a result whose ``status`` is
``"unsatisfiable"``.

Every class pickles with its attributes, so an error raised in a worker process (Dask,
multiprocessing) arrives whole. The classes are made by the extension from one table
(python/src/errors.rs), with the library's errors they stand for; their attributes are
None unless the error fills them.
"""

from ._native import (
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
    "GridsatError",
    "ParseError",
    "UnknownKindError",
    "WrongKindError",
    "UsageError",
    "FileError",
    "TooLargeError",
    "TimeoutError",
    "DifficultyNotFoundError",
    "SolverError",
    "EncodingBugError",
]
