"""Stubs of the extension module (python/src/lib.rs): the library's commands, each with the
GIL released, and the classes of their results (python/src/results.rs). A puzzle argument
is any object with the attributes ``text``, ``name``, ``extension``, ``kind`` and
``encoding`` (a :class:`gridsat.Puzzle`), kept in the results that concern it. Checked
against the built extension by ``stubtest`` (scripts/python-test)."""

import builtins
from typing import Any, Dict, List, Optional, Protocol, Sequence, Tuple, TypedDict, Union, final, type_check_only

from typing_extensions import Self, Unpack

__version__: str

__all__ = [
    "__version__",
    "GridsatError",
    "ParseError",
    "UnknownKindError",
    "WrongKindError",
    "UsageError",
    "TimeoutError",
    "DifficultyNotFoundError",
    "FileError",
    "TooLargeError",
    "SolverError",
    "EncodingBugError",
    "SolveResult",
    "CountResult",
    "Analysis",
    "Hint",
    "Check",
    "Generated",
    "describe",
    "solve",
    "count",
    "analyze",
    "hint",
    "dimacs",
    "decode",
    "verify",
    "svg",
    "native",
    "generate",
    "read",
    "read_puzzle",
    "read_puzzles",
    "puzzle_files",
    "kinds",
]

class _PuzzleText(Protocol):
    @property
    def text(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def extension(self) -> Optional[str]: ...
    @property
    def kind(self) -> Optional[str]: ...
    @property
    def encoding(self) -> Optional[str]: ...

class _UnparsedText(_PuzzleText, Protocol):
    """A text not parsed yet, one puzzle of a file of several: the lines of the file before
    it, so that its errors name the file's lines (0 when absent)."""

    @property
    def line_offset(self) -> int: ...

# The exceptions (python/src/errors.rs), re-exported by gridsat.errors.

class GridsatError(Exception):
    message: str
    def __init__(error, message: str, /, **attributes: Any) -> None: ...

class ParseError(GridsatError, ValueError):
    origin: Optional[str]
    line: Optional[int]
    column: Optional[int]
    detail: Optional[str]

class UnknownKindError(ParseError): ...

class WrongKindError(ParseError):
    looks_like: Optional[str]

class UsageError(GridsatError, ValueError):
    option: Optional[str]

class TimeoutError(GridsatError, builtins.TimeoutError): ...

class DifficultyNotFoundError(GridsatError):
    found: Optional[Dict[str, int]]

class FileError(GridsatError, OSError):
    path: Optional[str]

class TooLargeError(GridsatError):
    input: Optional[str]
    limit: Optional[str]
    enough: Optional[int]

class SolverError(GridsatError): ...
class EncodingBugError(GridsatError): ...

@type_check_only
class Options(TypedDict, total=False):
    """The keyword options the calls share (python/src/options.rs), each call taking those it
    has a use for (``analyze``: ``solver`` and ``max_memory``; ``dimacs`` and ``decode``:
    ``max_memory``); any other keyword is a :class:`TypeError`."""

    #: The SAT solver (``--solver``): ``auto`` (the default), ``varisat``,
    #: ``cadical-embedded``, a preset program or ``cmd:PROGRAM ARGS``.
    solver: Optional[str]
    #: The engine (``--engine``): ``auto`` (the default), ``own`` or ``sat``.
    engine: Optional[str]
    #: Bytes a CNF may need (``--max-memory``; 4 GiB by default).
    max_memory: Optional[int]

@final
class SolveResult:
    def __new__(
        cls,
        puzzle: Any,
        status: str,
        unique: Optional[bool],
        solution: Optional[List[str]],
        other_solution: Optional[List[str]] = ...,
        checked: bool = ...,
        violations: List[str] = ...,
        reason: Optional[str] = ...,
        matches_goal: Optional[bool] = ...,
        stats: Optional[Dict[str, Any]] = ...,
        picture: str = ...,
    ) -> Self: ...
    @property
    def puzzle(self) -> Any: ...
    @property
    def status(self) -> str: ...
    @property
    def unique(self) -> Optional[bool]: ...
    @property
    def solution(self) -> Optional[List[str]]: ...
    @property
    def other_solution(self) -> Optional[List[str]]: ...
    @property
    def checked(self) -> bool: ...
    @property
    def violations(self) -> List[str]: ...
    @property
    def reason(self) -> Optional[str]: ...
    @property
    def matches_goal(self) -> Optional[bool]: ...
    @property
    def stats(self) -> Optional[Dict[str, Any]]: ...
    @property
    def picture(self) -> str: ...
    @property
    def solved(self) -> bool: ...
    def svg(self) -> str: ...
    def _repr_svg_(self) -> str: ...
    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]: ...

@final
class CountResult:
    def __new__(
        cls,
        puzzle: Any,
        count: int,
        complete: bool,
        stats: Optional[Dict[str, Any]] = ...,
        timed_out: bool = ...,
    ) -> Self: ...
    @property
    def puzzle(self) -> Any: ...
    @property
    def count(self) -> int: ...
    @property
    def complete(self) -> bool: ...
    @property
    def stats(self) -> Optional[Dict[str, Any]]: ...
    @property
    def timed_out(self) -> bool: ...
    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]: ...

@final
class Analysis:
    def __new__(
        cls,
        puzzle: Any,
        solutions: str,
        cells: Optional[List[str]],
        forced_cells: int,
        total_cells: int,
        solution: Optional[List[str]] = ...,
        other_solution: Optional[List[str]] = ...,
        differing_cells: List[Tuple[int, int]] = ...,
        conflict: Optional[Dict[str, Any]] = ...,
        reason: Optional[str] = ...,
        difficulty: Optional[Dict[str, Any]] = ...,
        difficulty_error: Optional[str] = ...,
        stats: Optional[Dict[str, Any]] = ...,
        picture: str = ...,
        mends: List[Dict[str, Any]] = ...,
        mend_note: Optional[str] = ...,
    ) -> Self: ...
    @property
    def puzzle(self) -> Any: ...
    @property
    def solutions(self) -> str: ...
    @property
    def cells(self) -> Optional[List[str]]: ...
    @property
    def forced_cells(self) -> int: ...
    @property
    def total_cells(self) -> int: ...
    @property
    def solution(self) -> Optional[List[str]]: ...
    @property
    def other_solution(self) -> Optional[List[str]]: ...
    @property
    def differing_cells(self) -> List[Tuple[int, int]]: ...
    @property
    def conflict(self) -> Optional[Dict[str, Any]]: ...
    @property
    def reason(self) -> Optional[str]: ...
    @property
    def difficulty(self) -> Optional[Dict[str, Any]]: ...
    @property
    def difficulty_error(self) -> Optional[str]: ...
    @property
    def stats(self) -> Optional[Dict[str, Any]]: ...
    @property
    def picture(self) -> str: ...
    @property
    def mends(self) -> List[Dict[str, Any]]: ...
    @property
    def mend_note(self) -> Optional[str]: ...
    def _repr_svg_(self) -> str: ...
    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]: ...

@final
class Hint:
    def __new__(
        cls,
        puzzle: Any,
        status: str,
        solutions: str,
        cells: List[str],
        filled_cells: int,
        total_cells: int,
        wrong_cells: List[Dict[str, Any]] = ...,
        broken_rules: List[str] = ...,
        step: Optional[Dict[str, Any]] = ...,
        stats: Optional[Dict[str, Any]] = ...,
    ) -> Self: ...
    @property
    def puzzle(self) -> Any: ...
    @property
    def status(self) -> str: ...
    @property
    def solutions(self) -> str: ...
    @property
    def cells(self) -> List[str]: ...
    @property
    def filled_cells(self) -> int: ...
    @property
    def total_cells(self) -> int: ...
    @property
    def wrong_cells(self) -> List[Dict[str, Any]]: ...
    @property
    def broken_rules(self) -> List[str]: ...
    @property
    def step(self) -> Optional[Dict[str, Any]]: ...
    @property
    def stats(self) -> Optional[Dict[str, Any]]: ...
    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]: ...

@final
class Check:
    def __new__(cls, broken: List[str], unknown: int, cells: int) -> Self: ...
    @property
    def broken(self) -> List[str]: ...
    @property
    def unknown(self) -> int: ...
    @property
    def cells(self) -> int: ...
    @property
    def valid(self) -> bool: ...
    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]: ...

@final
class Generated:
    def __new__(cls, puzzle: Any, solution: List[str], seed: int) -> Self: ...
    @property
    def puzzle(self) -> Any: ...
    @property
    def solution(self) -> List[str]: ...
    @property
    def seed(self) -> int: ...
    @property
    def play_link(self) -> Optional[str]: ...
    def _repr_svg_(self) -> str: ...
    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]: ...

def describe(puzzle: _UnparsedText) -> Tuple[str, int, int]: ...
def solve(
    puzzle: _PuzzleText, unique: bool = True, timeout: Optional[float] = None, **options: Unpack[Options]
) -> SolveResult: ...
def count(
    puzzle: _PuzzleText, limit: Optional[int] = None, timeout: Optional[float] = None, **options: Unpack[Options]
) -> CountResult: ...
def analyze(puzzle: _PuzzleText, timeout: Optional[float] = None, **options: Unpack[Options]) -> Analysis: ...
def hint(
    puzzle: _PuzzleText,
    answer: Optional[str] = None,
    name: Optional[str] = None,
    timeout: Optional[float] = None,
    **options: Unpack[Options],
) -> Hint: ...
def dimacs(puzzle: _PuzzleText, **options: Unpack[Options]) -> str: ...
def decode(puzzle: _PuzzleText, answer: str, **options: Unpack[Options]) -> SolveResult: ...
def verify(puzzle: _PuzzleText, answer: str, name: Optional[str] = None) -> List[Check]: ...
def svg(puzzle: _PuzzleText, solution: Optional[str] = None, name: Optional[str] = None) -> str: ...
def native(puzzle: _PuzzleText) -> Tuple[str, str, List[str]]: ...
def generate(
    kind: str,
    size: Union[str, Sequence[int]],
    seed: int,
    strip: bool = False,
    unique: bool = True,
    density: Optional[float] = None,
    colours: Optional[int] = None,
    timeout: Optional[float] = None,
    difficulty: Optional[str] = None,
    attempts: Optional[int] = None,
    **options: Unpack[Options],
) -> Tuple[str, List[str], str]: ...
def read(path: str, max_input_size: Optional[int] = None) -> Tuple[str, str, Optional[str]]: ...
def read_puzzle(path: str, max_input_size: Optional[int] = None) -> Tuple[str, str, Optional[str], int]: ...
def read_puzzles(path: str, max_input_size: Optional[int] = None) -> List[Tuple[str, str, Optional[str], int]]: ...
def puzzle_files(path: str) -> List[str]: ...
def kinds() -> List[Tuple[str, str, List[str], str]]: ...
