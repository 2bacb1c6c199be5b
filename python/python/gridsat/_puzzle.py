"""A parsed puzzle and what gridsat computes about it: solve, count, analyze, hint, verify.

A :class:`Puzzle` is a frozen dataclass of plain values: it pickles (for process pools and
Dask) and compares by value, keeps its text and is parsed again by the library in each
call, with the GIL released (see the extension's module docs). The results are the
extension's classes (:class:`SolveResult`, :class:`CountResult`, :class:`Analysis`,
:class:`Hint`, :class:`Check`, :class:`Generated`), made from the library's reports:
frozen too, compared by value, and picklable.
"""

from __future__ import annotations

import collections.abc
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, List, Optional, Sequence, Tuple, Union

from . import _native
from ._native import Analysis, Check, CountResult, Hint, SolveResult
from .errors import GridsatError, ParseError, UsageError

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from ._native import Options

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

    def solve(self, unique: bool = True, timeout: Optional[float] = None, **options: "Unpack[Options]") -> "SolveResult":
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
        return _native.solve(self, unique, timeout, **options)

    def count(
        self, limit: Optional[int] = None, timeout: Optional[float] = None, **options: "Unpack[Options]"
    ) -> "CountResult":
        """Counts the solutions, up to ``limit`` when given (``gridsat count``); each one is
        checked against the rules. ``timeout`` (seconds) stops the count with what it found
        by then: a result with ``timed_out`` True and ``complete`` False, not an error.
        ``max_memory``: as for :meth:`solve`."""
        if limit is not None and limit < 1:
            raise UsageError(f"limit must be at least 1, not {limit}")
        return _native.count(self, limit, timeout, **options)

    def analyze(self, *, timeout: Optional[float] = None, **options: "Unpack[Options]") -> "Analysis":
        """Forced cells, two differing solutions or conflicting clues, and difficulty
        (``gridsat analyze``). ``timeout``, ``solver`` and ``max_memory``: as for
        :meth:`solve` (its own searches take no ``engine``)."""
        return _native.analyze(self, timeout, **options)

    def hint(
        self, answer: Optional[Answer] = None, *, timeout: Optional[float] = None, **options: "Unpack[Options]"
    ) -> "Hint":
        """The next cell a person can find, and why (``gridsat hint``): from the puzzle and
        the cells filled in ``answer`` so far (one grid, ``?`` for a cell not filled in: rows,
        an answer's text or a :class:`pathlib.Path` of an answer file, as :meth:`verify`
        takes it; None: an empty grid). The answer's wrong cells come first (status
        ``"wrong"``); else ``step`` names the cell, its value and the clues and filled cells
        it follows from (status ``"next"``), or the status says why there is none
        (``"solved"``, ``"no_solution"``, ``"nothing_forced"``). ``timeout``, ``solver`` and
        ``max_memory``: as for :meth:`analyze`."""
        if answer is None:
            return _native.hint(self, None, None, timeout, **options)
        text, name = _answer_text(answer, "hint")
        try:
            return _native.hint(self, text, name, timeout, **options)
        except ParseError as error:
            if isinstance(answer, str):
                _say_path_given_as_text(error, answer, "pass it as a pathlib.Path")
            raise

    def dimacs(self, **options: "Unpack[Options]") -> str:
        """The complete CNF in DIMACS (``gridsat dimacs``): comments name every cell
        variable; another solver's answer to it goes to :meth:`decode`."""
        return _native.dimacs(self, **options)

    def decode(self, answer: "Union[str, os.PathLike[str]]", **options: "Unpack[Options]") -> "SolveResult":
        """Reads another SAT solver's answer to :meth:`dimacs` (``s``/``v`` lines, MiniSat's
        result file, or bare literals: its text, or a :class:`pathlib.Path` of the file),
        checks it, decodes and verifies it (``gridsat decode``). ``unique`` of the result is
        None: one answer says nothing of others."""
        if isinstance(answer, os.PathLike):
            answer = _native.read(os.fspath(answer), None)[1]
        elif not isinstance(answer, str):
            raise TypeError(f"decode takes the answer's text (a str) or a pathlib.Path, not {type(answer).__name__}")
        try:
            return _native.decode(self, answer, **options)
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
        return checks[0]

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
