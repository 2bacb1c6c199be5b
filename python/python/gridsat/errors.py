"""The exceptions gridsat raises, one class per kind of error of the library.

Every message is the library's own, as the command line prints it after ``gridsat:``
(without the command-line flag it suggests, such as ``--kind`` or ``--max-memory``).
A puzzle without a solution is not an error: it is a result whose ``status`` is
``"unsatisfiable"``.

Every class pickles with its attributes, so an error raised in a worker process (Dask,
multiprocessing) arrives whole.
"""

from __future__ import annotations

import builtins
from typing import Optional

__all__ = [
    "GridsatError",
    "ParseError",
    "UnknownKindError",
    "WrongKindError",
    "UsageError",
    "FileError",
    "TooLargeError",
    "TimeoutError",
    "SolverError",
    "EncodingBugError",
]


class GridsatError(Exception):
    """The base of every error gridsat raises; ``str(error)`` is the library's message."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class ParseError(GridsatError, ValueError):
    """The input is not a valid puzzle (or answer): ``origin`` names it (a file path, or the
    name given to :func:`gridsat.parse`), ``line`` and ``column`` (from 1) say where when
    known, ``detail`` what was found and what was expected."""

    def __init__(
        self,
        message: str,
        *,
        origin: Optional[str] = None,
        line: Optional[int] = None,
        column: Optional[int] = None,
        detail: Optional[str] = None,
    ) -> None:
        super().__init__(message)
        self.origin = origin
        self.line = line
        self.column = column
        self.detail = detail


class UnknownKindError(ParseError):
    """No kind reads the input (its kind was not given and its content shows none), or a
    kind was named that gridsat does not know (then ``line`` is None)."""


class WrongKindError(ParseError):
    """The input was read as one kind (named, or chosen by a file's extension) but its
    content looks like another: ``looks_like`` is that kind's name."""

    def __init__(self, message: str, *, looks_like: Optional[str] = None, **position: object) -> None:
        super().__init__(message, **position)  # type: ignore[arg-type]
        self.looks_like = looks_like


class UsageError(GridsatError, ValueError):
    """An argument the library refuses: an unknown solver, encoding or engine, a size out
    of range, an option a kind has no use for (then ``option`` names it: ``"density"``,
    ``"colours"``, ``"unique"``, ``"strip"``, ``"encoding"``, ``"solver"``, ...)."""

    def __init__(self, message: str, *, option: Optional[str] = None) -> None:
        super().__init__(message)
        self.option = option


class TimeoutError(GridsatError, builtins.TimeoutError):
    """The work reached its ``timeout`` and stopped before an answer (the solver, a
    solver program or the Hanjie engine was stopped; nothing keeps running)."""


class FileError(GridsatError, OSError):
    """A file could not be read or written; ``path`` names it."""

    def __init__(self, message: str, *, path: Optional[str] = None) -> None:
        super().__init__(message)
        self.path = path


class TooLargeError(GridsatError):
    """The work is over a resource limit and was refused before it started: ``limit`` is
    ``"memory"`` (the memory its CNF is estimated to need) or ``"input_size"``, ``enough``
    a round value of that limit (bytes) that would let it through, ``input`` the input
    concerned when known."""

    def __init__(
        self,
        message: str,
        *,
        input: Optional[str] = None,
        limit: Optional[str] = None,
        enough: Optional[int] = None,
    ) -> None:
        super().__init__(message)
        self.input = input
        self.limit = limit
        self.enough = enough


class SolverError(GridsatError):
    """The SAT solver failed (a program that is missing, crashed or gave a wrong model);
    not an answer of unsatisfiable."""


class EncodingBugError(GridsatError):
    """The solver's models show an encoding bug (a grid that breaks a rule): never bad
    input, and never printed as a solution. Please report it."""
