"""A parsed puzzle and what gridsat computes about it: solve, count, analyze, generate.

Every object here is a frozen dataclass of plain values, so it pickles (for process pools
and Dask) and compares by value. A :class:`Puzzle` keeps its text and is parsed again by
the library in each call, with the GIL released (see the extension's module docs).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any, Dict, List, Optional, Tuple, Type, TypeVar

from . import _native
from .errors import UsageError

Rows = List[str]
Report = TypeVar("Report")


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
    the command line), ``kind`` its kind (``magnets``, ``hanjie``, ``123``, ``yinyang``),
    ``encoding`` the CNF encoding chosen (None: the kind's default).
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
        checked against the rules. ``timeout`` and ``max_memory``: as for :meth:`solve`."""
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

    def decode(self, answer: str, *, max_memory: Optional[int] = None) -> "SolveResult":
        """Reads another SAT solver's answer to :meth:`dimacs` (``s``/``v`` lines, MiniSat's
        result file, or bare literals), checks it, decodes and verifies it (``gridsat
        decode``). ``unique`` of the result is None: one answer says nothing of others."""
        return _of_report(SolveResult, self, *_native.decode(self, answer, max_memory))

    def verify(self, solution: Rows) -> "Check":
        """Checks a grid (rows of symbols as :attr:`SolveResult.solution` gives them; ``?``
        for a cell not filled in) against the rules, as ``gridsat verify`` does. Raises
        :class:`gridsat.ParseError` for rows that do not fit the puzzle."""
        broken, unknown, cells = _native.verify(self, list(solution))
        return Check(broken=broken, unknown=unknown, cells=cells)

    def svg(self, solution: Optional[Rows] = None) -> str:
        """The puzzle as an SVG picture as books print it (``gridsat draw``), filled in with
        ``solution`` (rows as :attr:`SolveResult.solution` gives them) when given."""
        return _native.svg(self, solution)

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
        """Where the puzzle can be played online, when its kind has such a site."""
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
    else the limit stopped the count."""

    puzzle: Puzzle = field(repr=False)
    count: int
    complete: bool
    stats: Dict[str, Any] = field(default_factory=dict)


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
