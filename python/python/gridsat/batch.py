"""One puzzle's work as a plain record, for batches run by any engine (Dask,
``concurrent.futures``, multiprocessing, Ray): each function takes picklable arguments,
returns a dict of plain values (JSON-ready), and never raises for bad input, so one bad
puzzle comes back as an error record beside the others' results instead of ending the
batch.

A solve record has the fields of ``gridsat solve --format json``: ``input`` (``PATH#K`` for
puzzle K of a file of several, as the command line names it), ``kind``,
``width``, ``height``, ``status``, ``unique``, ``checked``, ``solution``,
``other_solution``, ``stats`` (and ``reason``, ``violations`` when there are any). An
input that cannot be read or solved gives ``{"input", "status": "error", "error",
"error_type"}``: the library's message and the name of the exception's class; one not
solved within its time limit ``{"input", "status": "timeout", "timeout"}`` (seconds), as
``gridsat solve --timeout SECS --format json`` prints it.
"""

from __future__ import annotations

import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _native, errors, generate, read
from ._functions import _read_part
from ._puzzle import Puzzle
from .errors import GridsatError

Record = Dict[str, Any]


def error_record(input: str, error: BaseException) -> Record:
    """The record of an input whose work raised ``error``."""
    return {"input": input, "status": "error", "error": str(error), "error_type": type(error).__name__}


def timeout_record(input: str, timeout: float) -> Record:
    """The record of an input whose work reached its time limit of ``timeout`` seconds."""
    return {"input": input, "status": "timeout", "timeout": timeout}


def solve_record(
    path: "Union[str, os.PathLike[str]]",
    kind: Optional[str] = None,
    unique: bool = True,
    timeout: Optional[float] = None,
) -> Record:
    """Reads and solves the puzzle at ``path`` (a file of one puzzle, or ``PATH#K``, puzzle K
    of a file of several: :func:`gridsat.read`): its solve record, its error record, or (a
    puzzle not solved within ``timeout`` seconds) its timeout record, and the worker goes on
    with the next. A file of several puzzles is an error record: :func:`solve_records`
    solves each."""
    try:
        puzzle = read(path, kind)
    except GridsatError as error:
        return error_record(os.fspath(path), error)
    return _solved(puzzle, unique, timeout)


def _file_records(
    path: "Union[str, os.PathLike[str]]", kind: Optional[str], unique: bool, timeout: Optional[float]
) -> List[Record]:
    """The record of each puzzle of the file at ``path`` (one, or each of several, named
    ``PATH#K``: :func:`gridsat.read_all`), as ``gridsat solve PATH`` solves them; one error
    record for a file that cannot be read, and one for each puzzle that is not valid."""
    try:
        parts = _native.read_puzzles(os.fspath(path), None)
    except GridsatError as error:
        return [error_record(os.fspath(path), error)]
    records: List[Record] = []
    for part in parts:
        try:
            puzzle = _read_part(part, kind, None)
        except GridsatError as error:
            records.append(error_record(part[0], error))
            continue
        records.append(_solved(puzzle, unique, timeout))
    return records


def _solved(puzzle: Puzzle, unique: bool, timeout: Optional[float]) -> Record:
    """The record of solving ``puzzle`` (:func:`solve_record`), named as the puzzle is."""
    try:
        result = puzzle.solve(unique, timeout)
    except GridsatError as error:
        if isinstance(error, errors.TimeoutError) and timeout is not None:
            return timeout_record(puzzle.name, timeout)
        return error_record(puzzle.name, error)
    record: Record = {
        "input": puzzle.name,
        "kind": puzzle.kind,
        "width": puzzle.width,
        "height": puzzle.height,
        "status": result.status,
        "unique": result.unique,
        "checked": result.checked,
        "solution": result.solution,
        "other_solution": result.other_solution,
        "stats": result.stats,
    }
    if result.reason is not None:
        record["reason"] = result.reason
    if result.violations:
        record["violations"] = result.violations
    return record


def generation_input(kind: str, size: Union[str, Tuple[int, int]], seed: int) -> str:
    """What a generated puzzle's record calls it before its format is known:
    ``KIND-WxH-sSEED`` (the name of the file the command line would write, less the
    extension)."""
    return f"{kind}-{size if isinstance(size, str) else '%dx%d' % tuple(size)}-s{seed}"


def generate_record(
    kind: str, size: Union[str, Tuple[int, int]], seed: int, difficulty: Optional[str] = None
) -> Record:
    """Generates one puzzle (of ``difficulty`` when given, as :func:`gridsat.generate`):
    ``{"input", "status": "generated", "kind", "width", "height", "seed", "text",
    "solution", "play_link"}`` (``text`` is the native file to save), or its error record;
    ``input`` is the name of the file the command line would write (``KIND-WxH-sSEED.EXT``)."""
    input = generation_input(kind, size, seed)
    try:
        made = generate(kind, size, seed, difficulty=difficulty)
    except GridsatError as error:
        return error_record(input, error)
    puzzle = made.puzzle
    return {
        "input": puzzle.name,
        "status": "generated",
        "kind": puzzle.kind,
        "width": puzzle.width,
        "height": puzzle.height,
        "seed": made.seed,
        "text": puzzle.text,
        "solution": made.solution,
        "play_link": made.play_link,
    }


def solve_records(
    paths: "Sequence[Union[str, os.PathLike[str]]]",
    kind: Optional[str] = None,
    unique: bool = True,
    timeout: Optional[float] = None,
) -> List[Record]:
    """The records of every puzzle of the files at ``paths``, in order, as ``gridsat solve
    PATHS`` solves them: :func:`solve_record` of each file of one puzzle (or ``PATH#K``),
    and of each puzzle of a file of several, named ``PATH#1``, ``PATH#2``, ... (a file that
    cannot be read is one error record, a puzzle of it that is not valid one more). One
    task for several puzzles, when each takes so little time that a batch engine's cost per
    task would dominate."""
    return [record for path in paths for record in _file_records(path, kind, unique, timeout)]


def generate_records(
    plan: "Sequence[Tuple[str, Union[str, Tuple[int, int]], int]]", difficulty: Optional[str] = None
) -> List[Record]:
    """:func:`generate_record` of each ``(kind, size, seed)``, in order (see :func:`solve_records`)."""
    return [generate_record(kind, size, seed, difficulty) for kind, size, seed in plan]
