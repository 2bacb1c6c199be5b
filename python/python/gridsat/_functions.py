"""The functions of the package (``gridsat.parse``, ``gridsat.solve``, ...), which
``gridsat/__init__.py`` exports: what they take as a puzzle (:data:`PuzzleLike`), reading
files of one puzzle or several, and the calls, each of which makes a :class:`Puzzle` and
calls its method or the extension. Kept out of ``__init__`` so that the package's namespace
holds its public names and nothing else (no ``os``, no ``List``)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple, Union

from . import _native
from ._native import Analysis, CountResult, Generated, Hint, SolveResult
from ._puzzle import Answer, Puzzle, _say_path_given_as_text
from .errors import ParseError, UsageError

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from ._native import Options

#: What the functions accept as a puzzle: a parsed :class:`Puzzle`, its text (content, ID
#: or URL), or the path of a file.
PuzzleLike = Union[Puzzle, str, "os.PathLike[str]"]


class _Unparsed:
    """A puzzle's text before its kind and size are known (what ``_native.describe`` reads),
    and for one puzzle of a file of several, the lines of the file before it."""

    def __init__(
        self,
        text: str,
        name: str,
        extension: Optional[str],
        kind: Optional[str],
        encoding: Optional[str],
        line_offset: int = 0,
    ):
        self.text, self.name, self.extension, self.kind, self.encoding = text, name, extension, kind, encoding
        self.line_offset = line_offset


def parse(
    text: str,
    kind: Optional[str] = None,
    *,
    name: str = "<string>",
    extension: Optional[str] = None,
    encoding: Optional[str] = None,
) -> Puzzle:
    """Parses a puzzle from its text (a puzzle file's content, a Tatham game ID or a
    puzz.link URL). ``kind`` names its kind (one of :func:`kinds`), else it is told from
    the text; ``name`` is what error messages call it; ``extension`` chooses the format as
    a file's would (``non``, ``xml``, ``g``...); ``encoding`` chooses the kind's CNF
    encoding.

    Raises :class:`ParseError` (with ``line`` and ``column``), :class:`UnknownKindError`
    or :class:`WrongKindError` for text that is not a puzzle of that kind; when the text is
    the path of a file or directory, the message says so and how to read it. A byte-order
    mark at the start of the text (from a file saved with one) is read past. A text of
    several puzzles separated by lines ``---`` (as ``gridsat generate --count N`` prints
    them) is a :class:`ParseError` at the second one, which names how many there are.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse takes the puzzle's text as a str, not {type(text).__name__}: use gridsat.read(path) for a file")
    try:
        return _parse(_Unparsed(text, name, extension, kind, encoding))
    except ParseError as error:
        _say_path_given_as_text(error, text, "read it with gridsat.read(path), or pass a pathlib.Path")
        raise


def _parse(unparsed: _Unparsed) -> Puzzle:
    """The puzzle of ``unparsed``, parsed by the library."""
    found, width, height = _native.describe(unparsed)
    return Puzzle(
        text=unparsed.text,
        name=unparsed.name,
        kind=found,
        width=width,
        height=height,
        extension=unparsed.extension,
        encoding=unparsed.encoding,
    )


def _read_part(part: Tuple[str, str, Optional[str], int], kind: Optional[str], encoding: Optional[str]) -> Puzzle:
    """The puzzle of one part of a file as the extension reads them (name, text, extension
    and the lines of the file before it): its errors name the lines of the file."""
    name, text, extension, line_offset = part
    return _parse(_Unparsed(text, name, extension, kind, encoding, line_offset))


def read(
    path: "Union[str, os.PathLike[str]]",
    kind: Optional[str] = None,
    *,
    encoding: Optional[str] = None,
    max_input_size: Optional[int] = None,
) -> Puzzle:
    """Reads the puzzle file at ``path`` as the command line does: UTF-8 (with or without a
    byte-order mark), at most ``max_input_size`` bytes (64 MiB by default: a larger file is
    a :class:`TooLargeError`), its format chosen by the extension (one a kind reads, such as
    ``.non`` or ``.xml``) or the content. Of a file of several puzzles (separated by lines
    ``---``, as ``gridsat generate --count N`` writes them, or a tournament set of lines
    ``$N``), ``PATH#K`` reads puzzle K, named so, as on the command line: ``read("set.txt#2")``
    (:func:`read_all` reads them all). Raises :class:`FileError` when the file cannot be
    read, and :class:`ParseError` for a file of several puzzles without ``#K``, or a ``#K``
    it does not hold."""
    return _read_part(_native.read_puzzle(os.fspath(path), max_input_size), kind, encoding)


def read_all(
    path: "Union[str, os.PathLike[str]]",
    kind: Optional[str] = None,
    *,
    encoding: Optional[str] = None,
    max_input_size: Optional[int] = None,
) -> List[Puzzle]:
    """Every puzzle of the file at ``path``, in order, read as :func:`read` reads one: a file
    of several puzzles (separated by lines ``---``, as ``gridsat generate --count N`` writes
    them, or a tournament set of lines ``$N``) gives each, named ``PATH#K`` as ``gridsat
    solve PATH`` names them (K from 1, or the set's ``$N``), and any other file a list of
    its one puzzle. Raises :class:`ParseError` at the first puzzle that is not valid (its
    message names the line of the file); ``read(f"{path}#{k}")`` reads one alone."""
    parts = _native.read_puzzles(os.fspath(path), max_input_size)
    return [_read_part(part, kind, encoding) for part in parts]


def puzzle_files(directory: "Union[str, os.PathLike[str]]") -> List[Path]:
    """The puzzle files directly in ``directory`` (not in its subdirectories), sorted by
    name: those whose extension a kind reads (such as ``.non`` or ``.xml``, in any case),
    less hidden files; answer files and others are left out.
    The files ``gridsat solve DIRECTORY`` solves, by the same rule. Raises
    :class:`FileError` for a directory that cannot be read or holds no puzzle file."""
    return [Path(file) for file in _native.puzzle_files(os.fspath(directory))]


def _as_puzzle(puzzle: PuzzleLike, kind: Optional[str], encoding: Optional[str]) -> Puzzle:
    """A :class:`Puzzle` from what the module functions accept."""
    if isinstance(puzzle, Puzzle):
        if kind is not None and kind.lower() != puzzle.kind:
            return parse(puzzle.text, kind, name=puzzle.name, extension=puzzle.extension, encoding=encoding or puzzle.encoding)
        return puzzle if encoding is None else puzzle.with_encoding(encoding)
    if isinstance(puzzle, os.PathLike):
        return read(puzzle, kind, encoding=encoding)
    return parse(puzzle, kind, encoding=encoding)


def solve(
    puzzle: PuzzleLike,
    kind: Optional[str] = None,
    unique: bool = True,
    timeout: Optional[float] = None,
    *,
    encoding: Optional[str] = None,
    **options: "Unpack[Options]",
) -> SolveResult:
    """Solves a puzzle (text, :class:`Puzzle` or file path) and checks the solution against
    the rules; with ``unique`` also decides whether it is the only one. ``timeout``
    (seconds) stops the work with :class:`TimeoutError`. See :meth:`Puzzle.solve`."""
    chosen = _as_puzzle(puzzle, kind, encoding)
    return chosen.solve(unique, timeout, **options)


def count(
    puzzle: PuzzleLike,
    kind: Optional[str] = None,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    encoding: Optional[str] = None,
    **options: "Unpack[Options]",
) -> CountResult:
    """Counts a puzzle's solutions, up to ``limit`` when given; ``timeout`` stops the count
    with what it found by then (``timed_out``). See :meth:`Puzzle.count`."""
    chosen = _as_puzzle(puzzle, kind, encoding)
    return chosen.count(limit, timeout, **options)


def analyze(
    puzzle: PuzzleLike,
    kind: Optional[str] = None,
    *,
    encoding: Optional[str] = None,
    timeout: Optional[float] = None,
    **options: "Unpack[Options]",
) -> Analysis:
    """Forced cells, two differing solutions or conflicting clues, and difficulty. See
    :meth:`Puzzle.analyze`."""
    chosen = _as_puzzle(puzzle, kind, encoding)
    return chosen.analyze(timeout=timeout, **options)


def hint(
    puzzle: PuzzleLike,
    answer: Optional[Answer] = None,
    kind: Optional[str] = None,
    *,
    timeout: Optional[float] = None,
    **options: "Unpack[Options]",
) -> Hint:
    """The next cell a person can find from the cells filled in ``answer``, and why. See
    :meth:`Puzzle.hint`."""
    return _as_puzzle(puzzle, kind, None).hint(answer, timeout=timeout, **options)


def dimacs(
    puzzle: PuzzleLike, kind: Optional[str] = None, *, encoding: Optional[str] = None, **options: "Unpack[Options]"
) -> str:
    """The puzzle's complete CNF in DIMACS, as ``gridsat dimacs`` writes it."""
    return _as_puzzle(puzzle, kind, encoding).dimacs(**options)


def decode(
    puzzle: PuzzleLike,
    answer: str,
    kind: Optional[str] = None,
    *,
    encoding: Optional[str] = None,
    **options: "Unpack[Options]",
) -> SolveResult:
    """Decodes another SAT solver's answer to :func:`dimacs` of the same puzzle (and
    encoding). See :meth:`Puzzle.decode`."""
    return _as_puzzle(puzzle, kind, encoding).decode(answer, **options)


def generate(
    kind: str,
    size: Union[str, Tuple[int, int]],
    seed: Optional[int] = None,
    *,
    strip: bool = False,
    unique: bool = True,
    density: Optional[float] = None,
    colours: Optional[int] = None,
    difficulty: Optional[str] = None,
    attempts: Optional[int] = None,
    timeout: Optional[float] = None,
    **options: "Unpack[Options]",
) -> Generated:
    """Makes a new puzzle of ``kind``, of ``size`` (``"10x10"`` or ``(width, height)``),
    unique unless ``unique=False``, from ``seed`` (a whole number from 0 to 2**64 - 1; a
    random one when None, kept in :attr:`Generated.seed`). The same seed always makes the
    same puzzle: the first that ``gridsat generate KIND --size WxH --seed SEED`` prints.

    ``strip`` removes clues while the solution stays unique; ``density`` (Hanjie) is the
    share of filled cells, strictly between 0 and 1, ``colours`` (Hanjie, 2 to 12) makes a colour picture.
    ``difficulty`` (``"easy"``, ``"medium"`` or ``"hard"``, as :meth:`Puzzle.analyze`
    rates it) keeps making puzzles until one has it, at most ``attempts`` (50 when None;
    then a :class:`DifficultyNotFoundError`, whose ``found`` counts what was made), as
    ``gridsat generate --difficulty --attempts`` does.
    ``timeout`` (seconds, for all the work) stops it with :class:`TimeoutError`;
    ``max_memory`` (bytes) refuses a size whose solvers would need more
    (:class:`TooLargeError`).
    """
    if seed is None:
        seed = random.randrange(2**64)
    elif not 0 <= seed < 2**64:
        raise UsageError(f"seed must be a whole number from 0 to 18446744073709551615, not {seed}")
    text, solution, extension = _native.generate(
        kind, size, seed, strip, unique, density, colours, timeout, difficulty, attempts, **options
    )
    # The size as given, which the extension checked: its text, or (width, height).
    size_text = size if isinstance(size, str) else "x".join(str(side) for side in size)
    name = f"{kind.lower()}-{size_text}-s{seed}.{extension}"
    puzzle = parse(text, kind, name=name, extension=extension)
    return Generated(puzzle=puzzle, solution=solution, seed=seed)


def kinds() -> List[str]:
    """The names of the puzzle kinds gridsat knows, from the library's registry, in its
    order: what ``kind`` takes everywhere."""
    return [name for name, _title, _extensions, _formats in _native.kinds()]


def formats() -> Dict[str, str]:
    """What each kind reads, by its name (as :func:`kinds` orders them): its files (by
    extension and first line), game IDs and puzz.link URLs, as ``gridsat --help`` lists
    them. What an input of no known kind is checked against (:class:`UnknownKindError`)."""
    return {name: reads for name, _title, _extensions, reads in _native.kinds()}
