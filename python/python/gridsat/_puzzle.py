"""A parsed puzzle and what gridsat computes about it: solve, count, analyze, generate.

Every object here is a frozen dataclass of plain values, so it pickles (for process pools
and Dask) and compares by value. A :class:`Puzzle` keeps its text and is parsed again by
the library in each call, with the GIL released (see the extension's module docs).
"""

from __future__ import annotations

import collections.abc
import json
import os
from dataclasses import dataclass, field, fields
from typing import Any, Dict, List, Optional, Sequence, Tuple, Type, TypeVar, Union

from . import _native
from .errors import GridsatError, ParseError, UsageError

Rows = List[str]
Report = TypeVar("Report")

#: A grid as the methods that check or draw one take it: rows of symbols (a list of str,
#: as :attr:`SolveResult.solution` gives them), the text of an answer (an answer file's
#: content, as ``gridsat verify`` reads it: rows, several grids separated by blank lines,
#: comments, or the JSON of ``gridsat solve --format json``), or a :class:`pathlib.Path` of
#: an answer file.
Answer = Union[str, Sequence[str], "os.PathLike[str]"]


def _say_path_given_as_text(error: GridsatError, text: str, how: str) -> None:
    """When ``text``, which did not parse, is the path of a file or directory that exists
    (a common slip: a ``str`` is always the text itself), makes ``error`` say so and ``how``
    to read the file, instead of all that the text is not."""
    path = text.strip()
    if not path or "\n" in path or not os.path.exists(path):
        return
    origin = getattr(error, "origin", None) or "<string>"
    if os.path.isdir(path):
        what = "a directory: gridsat.puzzle_files(path) lists its puzzle files"
    else:
        what = f"a file: {how}"
    error.message = f"{origin}: `{path}` is {what} (a str is the text itself, never a path)"
    error.args = (error.message,)


def _answer_text(solution: Answer, method: str) -> Tuple[str, Optional[str]]:
    """The text of an answer as :data:`Answer` allows it, and the name of the file it came
    from (None when given as text or rows). Anything else is a :class:`TypeError`."""
    if isinstance(solution, str):
        return solution, None
    if isinstance(solution, os.PathLike):
        name, text, _extension = _native.read(os.fspath(solution), None)
        return text, name
    if isinstance(solution, collections.abc.Sequence) and all(isinstance(row, str) for row in solution):
        return "\n".join(solution), None
    raise TypeError(
        f"{method} takes a grid as a list of rows (str, as SolveResult.solution gives them), an answer's "
        f"text (a str) or a pathlib.Path of an answer file, not {type(solution).__name__}"
    )


def _of_report(cls: "Type[Report]", puzzle: "Puzzle", report: str, picture: str = "") -> "Report":
    """A result dataclass from the JSON the extension gives (``--format json``): each of
    its fields that the JSON has (the others keep their defaults), and the picture."""
    values = dict(json.loads(report), puzzle=puzzle, picture=picture)
    names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
    return cls(**{name: values[name] for name in names if name in values})


@dataclass(frozen=True)
class Puzzle:
    """A puzzle, parsed and valid: make one with :func:`gridsat.parse` or :func:`gridsat.read`.

    ``name`` is what error messages call it (a file path for :func:`gridsat.read`),
    ``extension`` the file's extension when it came from one (it chooses the format, as on
    the command line), ``kind`` its kind (one of :func:`gridsat.kinds`), ``encoding`` the
    CNF encoding chosen (None: the kind's default).
    """

    text: str = field(repr=False)
    name: str
    kind: str
    width: int
    height: int
    extension: Optional[str] = field(default=None, repr=False)
    encoding: Optional[str] = None

    @property
    def size(self) -> Tuple[int, int]:
        """``(width, height)``."""
        return (self.width, self.height)

    def solve(
        self,
        unique: bool = True,
        timeout: Optional[float] = None,
        *,
        solver: Optional[str] = None,
        engine: Optional[str] = None,
        max_memory: Optional[int] = None,
    ) -> "SolveResult":
        """Solves the puzzle and checks the solution against the rules; with ``unique`` (the
        default) also decides whether it is the only one (``gridsat solve``).

        ``timeout`` (seconds): past it the work stops and :class:`TimeoutError` is raised
        (the solver is interrupted, a solver program killed). ``solver`` is ``varisat`` (the
        default, in-process), a preset program (``cadical``, ``kissat``, ``minisat``,
        ``cryptominisat``, ``picosat``) or ``cmd:PROGRAM ARGS``; ``engine`` is ``auto``,
        ``own`` or ``sat`` (``--engine``). ``max_memory`` (bytes, 4 GiB by default): a
        puzzle whose CNF would need more is refused before it is built
        (:class:`TooLargeError`).
        """
        report = _native.solve(self, unique, timeout, solver, engine, max_memory)
        return _of_report(SolveResult, self, *report)

    def count(
        self,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        *,
        solver: Optional[str] = None,
        engine: Optional[str] = None,
        max_memory: Optional[int] = None,
    ) -> "CountResult":
        """Counts the solutions, up to ``limit`` when given (``gridsat count``); each one is
        checked against the rules. ``timeout`` (seconds) stops the count with what it found
        by then: a result with ``timed_out`` True and ``complete`` False, not an error.
        ``max_memory``: as for :meth:`solve`."""
        if limit is not None and limit < 1:
            raise UsageError(f"limit must be at least 1, not {limit}")
        report = _native.count(self, limit, timeout, solver, engine, max_memory)
        return _of_report(CountResult, self, report)

    def analyze(
        self,
        *,
        solver: Optional[str] = None,
        timeout: Optional[float] = None,
        max_memory: Optional[int] = None,
    ) -> "Analysis":
        """Forced cells, two differing solutions or conflicting clues, and difficulty
        (``gridsat analyze``). ``timeout`` and ``max_memory``: as for :meth:`solve`."""
        return _of_report(Analysis, self, *_native.analyze(self, solver, timeout, max_memory))

    def dimacs(self, *, max_memory: Optional[int] = None) -> str:
        """The complete CNF in DIMACS (``gridsat dimacs``): comments name every cell
        variable; another solver's answer to it goes to :meth:`decode`."""
        return _native.dimacs(self, max_memory)

    def decode(self, answer: "Union[str, os.PathLike[str]]", *, max_memory: Optional[int] = None) -> "SolveResult":
        """Reads another SAT solver's answer to :meth:`dimacs` (``s``/``v`` lines, MiniSat's
        result file, or bare literals: its text, or a :class:`pathlib.Path` of the file),
        checks it, decodes and verifies it (``gridsat decode``). ``unique`` of the result is
        None: one answer says nothing of others."""
        if isinstance(answer, os.PathLike):
            answer = _native.read(os.fspath(answer), None)[1]
        elif not isinstance(answer, str):
            raise TypeError(f"decode takes the answer's text (a str) or a pathlib.Path, not {type(answer).__name__}")
        try:
            return _of_report(SolveResult, self, *_native.decode(self, answer, max_memory))
        except ParseError as error:
            _say_path_given_as_text(error, answer, "pass it as a pathlib.Path")
            raise

    def verify(self, solution: Answer) -> "Check":
        """Checks a grid (``?`` for a cell not filled in) against the rules, as ``gridsat
        verify`` does: rows of symbols as :attr:`SolveResult.solution` gives them, an
        answer's text (a ``str``: an answer file's content, or ``gridsat solve --format
        json``'s line) or a :class:`pathlib.Path` of an answer file (:data:`Answer`). Raises
        :class:`gridsat.ParseError` for a grid that does not fit the puzzle,
        :class:`gridsat.UsageError` for an answer of several grids, :class:`TypeError` for
        anything else than those three."""
        text, name = _answer_text(solution, "verify")
        try:
            checks = _native.verify(self, text, name)
        except ParseError as error:
            if isinstance(solution, str):
                _say_path_given_as_text(error, solution, "pass it as a pathlib.Path")
            raise
        if len(checks) > 1:
            raise UsageError(
                f"{name or self.name + ' (solution)'}: the answer holds {len(checks)} grids; verify checks one at a time"
            )
        broken, unknown, cells = checks[0]
        return Check(broken=broken, unknown=unknown, cells=cells)

    def svg(self, solution: Optional[Answer] = None) -> str:
        """The puzzle as an SVG picture as books print it (``gridsat draw``), filled in with
        ``solution`` when given: rows as :attr:`SolveResult.solution` gives them, an
        answer's text or a :class:`pathlib.Path` of an answer file (:data:`Answer`; its
        first grid, as ``gridsat draw --solution`` draws)."""
        if solution is None:
            return _native.svg(self, None, None)
        text, name = _answer_text(solution, "svg")
        try:
            return _native.svg(self, text, name)
        except ParseError as error:
            if isinstance(solution, str):
                _say_path_given_as_text(error, solution, "pass it as a pathlib.Path")
            raise

    def _repr_svg_(self) -> str:
        return self.svg()

    def to_native(self) -> str:
        """The puzzle in its kind's native file format."""
        return _native.native(self)[0]

    def render(self) -> str:
        """The puzzle drawn as text."""
        return _native.native(self)[1]

    @property
    def play_link(self) -> Optional[str]:
        """Where the puzzle can be played online, when its kind has such a site (the first
        of :attr:`play_links`)."""
        links = _native.native(self)[2]
        return links[0] if links else None

    @property
    def play_links(self) -> List[str]:
        """Every address where the puzzle can be played online (Magnets and Hanjie: Simon
        Tatham's game and puzz.link), as the ``# play:`` lines of ``gridsat generate``."""
        return _native.native(self)[2]

    def with_encoding(self, encoding: Optional[str]) -> "Puzzle":
        """The same puzzle with another CNF encoding (Hanjie: ``placement`` or ``dfa``; Yin
        Yang: ``lazy``, ``layers``, ...; several joined by commas)."""
        from . import parse

        return parse(self.text, self.kind, name=self.name, extension=self.extension, encoding=encoding)


@dataclass(frozen=True)
class Check:
    """What :meth:`Puzzle.verify` finds: ``broken``, every rule the grid breaks (for a partly
    filled grid, those its filled cells break whatever fills the rest); ``unknown`` of its
    ``cells`` not filled in."""

    broken: Rows
    unknown: int
    cells: int

    @property
    def valid(self) -> bool:
        """Whether the grid is a solution: complete, and breaking no rule."""
        return self.unknown == 0 and not self.broken


@dataclass(frozen=True)
class SolveResult:
    """What :meth:`Puzzle.solve` finds: the fields of ``gridsat solve --format json``.

    ``status`` is ``"solved"``, ``"unsatisfiable"`` (no solution: ``reason`` says why when
    it is visible without search) or ``"invalid"`` (the solver's model broke a rule, listed
    in ``violations``: an encoding bug or a wrong external model). ``unique`` is True,
    False (``other_solution`` is then a second one) or None (not checked). ``solution``
    and ``other_solution`` are rows of symbols, as the answer files of ``instances/``.
    ``checked`` is False when a verdict rests on an external solver's word.
    """

    puzzle: Puzzle = field(repr=False)
    status: str
    unique: Optional[bool]
    solution: Optional[Rows]
    other_solution: Optional[Rows] = None
    checked: bool = True
    violations: Rows = field(default_factory=list)
    reason: Optional[str] = None
    matches_goal: Optional[bool] = None
    stats: Dict[str, Any] = field(default_factory=dict)
    picture: str = field(default="", repr=False)

    @property
    def solved(self) -> bool:
        """Whether a solution was found (and verified)."""
        return self.status == "solved"

    def svg(self) -> str:
        """The solved puzzle as an SVG picture (the puzzle alone without a solution)."""
        return self.puzzle.svg(self.solution)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __str__(self) -> str:
        return self.picture


@dataclass(frozen=True)
class CountResult:
    """What :meth:`Puzzle.count` finds: ``count`` solutions, all of them when ``complete``,
    else those found before the ``limit`` or the ``timeout`` stopped the count
    (``timed_out`` says which: True for the time limit)."""

    puzzle: Puzzle = field(repr=False)
    count: int
    complete: bool
    stats: Dict[str, Any] = field(default_factory=dict)
    timed_out: bool = False


@dataclass(frozen=True)
class Analysis:
    """What :meth:`Puzzle.analyze` finds: the fields of ``gridsat analyze --format json``.

    ``solutions`` is ``"none"``, ``"one"`` or ``"several"``; ``cells`` the rows with a
    cell's symbol where every solution has it and ``?`` where they differ;
    ``differing_cells`` the ``(row, column)`` (from 1) where ``solution`` and
    ``other_solution`` differ; ``conflict`` (without solution) ``{"rules_alone", "clues"}``:
    clues that already conflict; ``difficulty`` ``{"level": "easy"|"medium"|"hard",
    "measure": "cnf"|"lines", ...}``: Hanjie is rated by line logic (``"lines"``: easy is line
    solvable, medium needs probing, hard needs search), with ``"lines"``
    ``{"by_probing", "open_after_line_logic", "open_after_probing"}`` (cells as
    ``[row, column]`` from 1) and ``"impossible_line"`` when a line has no filling.
    """

    puzzle: Puzzle = field(repr=False)
    solutions: str
    cells: Optional[Rows]
    forced_cells: int
    total_cells: int
    solution: Optional[Rows] = None
    other_solution: Optional[Rows] = None
    differing_cells: List[Tuple[int, int]] = field(default_factory=list)
    conflict: Optional[Dict[str, Any]] = None
    reason: Optional[str] = None
    difficulty: Optional[Dict[str, Any]] = None
    difficulty_error: Optional[str] = None
    stats: Dict[str, Any] = field(default_factory=dict)
    picture: str = field(default="", repr=False)

    def __post_init__(self) -> None:
        # JSON gives each cell as a list; a pair reads better and compares as one.
        object.__setattr__(self, "differing_cells", [tuple(cell) for cell in self.differing_cells])

    def _repr_svg_(self) -> str:
        return self.puzzle.svg(self.solution if self.solutions == "one" else None)

    def __str__(self) -> str:
        return self.picture


@dataclass(frozen=True)
class Generated:
    """A puzzle made by :func:`gridsat.generate`: the ``puzzle`` (its ``text`` is the native
    file, with the seed and the play link as comments, ready to save), the ``solution``
    planted in it, and the ``seed`` that makes it again."""

    puzzle: Puzzle
    solution: Rows
    seed: int

    @property
    def play_link(self) -> Optional[str]:
        """Where the puzzle can be played online, when its kind has such a site."""
        return self.puzzle.play_link

    def _repr_svg_(self) -> str:
        return self.puzzle.svg()
