"""Stubs of the extension module (python/src/lib.rs): the library's commands, each with the
GIL released. A puzzle argument is any object with the attributes ``text``, ``name``,
``extension``, ``kind`` and ``encoding`` (a :class:`gridsat.Puzzle`); reports come back as
the JSON text of ``--format json``."""

from typing import List, Optional, Protocol, Tuple

__version__: str

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

def describe(puzzle: _PuzzleText) -> Tuple[str, int, int]: ...
def solve(
    puzzle: _PuzzleText,
    unique: bool = True,
    timeout: Optional[float] = None,
    solver: Optional[str] = None,
    engine: Optional[str] = None,
    max_memory: Optional[int] = None,
) -> Tuple[str, str]: ...
def count(
    puzzle: _PuzzleText,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
    solver: Optional[str] = None,
    engine: Optional[str] = None,
    max_memory: Optional[int] = None,
) -> str: ...
def analyze(
    puzzle: _PuzzleText,
    solver: Optional[str] = None,
    timeout: Optional[float] = None,
    max_memory: Optional[int] = None,
) -> Tuple[str, str]: ...
def dimacs(puzzle: _PuzzleText, max_memory: Optional[int] = None) -> str: ...
def decode(puzzle: _PuzzleText, answer: str, max_memory: Optional[int] = None) -> Tuple[str, str]: ...
def verify(puzzle: _PuzzleText, answer: str, name: Optional[str] = None) -> List[Tuple[List[str], int, int]]: ...
def svg(puzzle: _PuzzleText, solution: Optional[str] = None, name: Optional[str] = None) -> str: ...
def native(puzzle: _PuzzleText) -> Tuple[str, str, List[str]]: ...
def generate(
    kind: str,
    size: str,
    seed: int,
    strip: bool = False,
    unique: bool = True,
    density: Optional[float] = None,
    colours: Optional[int] = None,
    solver: Optional[str] = None,
    engine: Optional[str] = None,
    timeout: Optional[float] = None,
    max_memory: Optional[int] = None,
    difficulty: Optional[str] = None,
) -> Tuple[str, List[str], str]: ...
def read(path: str, max_input_size: Optional[int] = None) -> Tuple[str, str, Optional[str]]: ...
def puzzle_files(path: str) -> List[str]: ...
def kinds() -> List[Tuple[str, str, List[str], str]]: ...
