"""Errors: each library error raises its exception class with the library's message.

The catalogue of bad input (tests/bad_input/: its expected.txt and each folder's, which the
command line's tests check) gives the messages: the package's are the same, less the ``gridsat: `` prefix and
the command-line flag the CLI adds to some (``--kind``, ``--max-memory``)."""

from __future__ import annotations

import pickle
import re
from pathlib import Path
from typing import List, Tuple

import gridsat
import pytest
from gridsat import errors

from conftest import INSTANCES, ROOT

CATALOGUE = ROOT / "tests" / "bad_input"
MANIFESTS = [CATALOGUE / "expected.txt", *sorted(CATALOGUE.glob("*/expected.txt"))]


def _catalogue_entries() -> List[Tuple[int, str, str]]:
    """``(exit code, path, message)`` of the entries ``solve PATH`` (no other argument) of
    a puzzle file that exists (not the answer files the command line refuses)."""
    entries = []
    lines = [line for manifest in MANIFESTS for line in manifest.read_text().splitlines()]
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        code, args, message = (part.strip() for part in line.split(" | ", 2))
        words = args.split()
        if len(words) == 2 and words[0] == "solve" and (ROOT / words[1]).is_file() and not words[1].endswith(".answer"):
            entries.append((int(code), words[1], message))
    return entries


ENTRIES = _catalogue_entries()


def _cli_flag(error: gridsat.GridsatError) -> str:
    """What the command line adds to the library's message: the flag that fixes it."""
    if isinstance(error, gridsat.TooLargeError):
        flag = {"memory": "--max-memory", "input_size": "--max-input-size"}[error.limit]
        return f": raise it with {flag} " + _round_size(error.enough)
    if isinstance(error, gridsat.WrongKindError):
        return f", or read it as one with --kind {error.looks_like}"
    if isinstance(error, gridsat.UnknownKindError):
        return ", or the kind named with --kind"
    return ""


def _round_size(size: int) -> str:
    """`enough` as the command line writes it: whole MiB or GiB."""
    gib, mib = 1 << 30, 1 << 20
    return f"{size // gib}GiB" if size % gib == 0 else f"{size // mib}MiB"


def test_the_catalogue_has_entries_of_each_kind_of_outcome() -> None:
    assert sum(code == 2 for code, _, _ in ENTRIES) > 60 and sum(code == 1 for code, _, _ in ENTRIES) > 5


@pytest.mark.parametrize("code, path, message", ENTRIES, ids=[path for _, path, _ in ENTRIES])
def test_bad_input_gives_the_catalogues_message(code: int, path: str, message: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the catalogue's paths, as the messages name them, are relative to it
    if code == 1:  # no solution: a result, not an error
        result = gridsat.read(path).solve()
        assert result.status == "unsatisfiable"
        assert ("no solution: " + result.reason if result.reason else "no solution") == message
        return
    with pytest.raises(gridsat.GridsatError) as raised:
        gridsat.read(path).solve()
    error = raised.value
    assert "gridsat: " + str(error) + _cli_flag(error) == message
    if isinstance(error, gridsat.ParseError):
        assert error.origin == path and str(error).startswith(path)
        position = "".join(f":{n}" for n in (error.line, error.column) if n is not None)
        assert str(error) == f"{path}{position}: {error.detail}"


def test_a_parse_error_is_a_value_error_with_its_position() -> None:
    text = "123 4x4\n. 2 1 .\n. . 7 .\n. . . .\n2 1 . .\n"
    with pytest.raises(ValueError) as raised:
        gridsat.parse(text, name="mine.123")
    error = raised.value
    assert type(error) is gridsat.ParseError
    assert (error.origin, error.line, error.column) == ("mine.123", 3, 5)
    assert str(error) == "mine.123:3:5: `7` is not a cell: expected `.` (empty) or a given 1, 2 or 3"
    assert error.detail == "`7` is not a cell: expected `.` (empty) or a given 1, 2 or 3"


def test_a_text_of_several_puzzles_is_refused_at_its_second(tmp_path: Path) -> None:
    """``gridsat generate --count N`` prints puzzles separated by lines ``---``: ``parse`` and
    ``read`` take one puzzle, and say where the second starts and how many there are."""
    one = (INSTANCES / "123" / "cspuz-4x4.123").read_text()
    text = one + "---\n" + one + "---\n" + one
    separator = len(one.splitlines()) + 1
    with pytest.raises(gridsat.ParseError) as raised:
        gridsat.parse(text, name="three.123")
    assert (raised.value.origin, raised.value.line) == ("three.123", separator)
    assert str(raised.value) == (
        f"three.123:{separator}: a second puzzle after this line `---`: the input holds 3 puzzles, and one is expected"
    )
    path = tmp_path / "three.123"
    path.write_text(text)
    with pytest.raises(gridsat.ParseError) as raised:
        gridsat.read(path)
    assert str(raised.value) == (
        f"{path}: holds 3 puzzles (separated by lines `---`), and read takes one: add its number to the path "
        "(`#1` to `#3`), or read them all with gridsat.read_all(path)"
    )
    # One puzzle between separators is read, its errors on the lines of the whole text.
    assert gridsat.parse("---\n" + one + "---\n").kind == "123"
    with pytest.raises(gridsat.ParseError) as raised:
        gridsat.parse("---\n" + one.replace(". . . .", ". 7 . .", 1), name="bad.123")
    assert (raised.value.line, raised.value.column) == (one.splitlines().index(". . . .") + 2, 3)


def test_unknown_kinds() -> None:
    with pytest.raises(gridsat.UnknownKindError) as raised:
        gridsat.parse("hello\n", name="note.txt")
    assert str(raised.value) == (
        f"note.txt:1: cannot tell which kind of puzzle this is (gridsat reads {', '.join(gridsat.kinds())}): "
        "gridsat.formats() lists the inputs each kind reads, or name the kind with kind="
    )
    assert (raised.value.origin, raised.value.line) == ("note.txt", 1)
    for call in (lambda: gridsat.solve("3x3:201,102,120,111,LRTT*BBLR", kind="sudoku"), lambda: gridsat.generate("sudoku", "4x4", seed=1)):
        with pytest.raises(gridsat.UnknownKindError) as raised:
            call()
        assert str(raised.value) == f"unknown puzzle kind `sudoku`: expected one of {', '.join(gridsat.kinds())}"
        assert raised.value.line is None
    assert isinstance(raised.value, gridsat.ParseError) and isinstance(raised.value, ValueError)


def test_a_named_kind_that_the_content_contradicts() -> None:
    text = (INSTANCES / "magnets" / "tatham-3x3.magnets").read_text()
    with pytest.raises(gridsat.WrongKindError) as raised:
        gridsat.parse(text, kind="yinyang", name="t.txt")
    assert raised.value.looks_like == "magnets" and raised.value.origin == "t.txt"
    assert "looks like a Magnets puzzle (`magnets 3x3`), not a Yin Yang puzzle" in str(raised.value)


def test_usage_errors() -> None:
    path = INSTANCES / "magnets" / "tatham-3x3.magnets"
    with pytest.raises(gridsat.UsageError) as raised:
        gridsat.solve(path, solver="nosuch")
    assert str(raised.value) == (
        "unknown solver `nosuch`: expected auto, varisat, cadical-embedded, cadical, kissat, minisat, cryptominisat, picosat, "
        'or cmd:"PROGRAM ARGS"'
    )
    assert isinstance(raised.value, ValueError)
    # A refusal about a puzzle starts with its name, as every error about an input does.
    with pytest.raises(gridsat.UsageError, match=f"^{re.escape(str(path))}: magnets has a single encoding"):
        gridsat.solve(path, encoding="dfa")
    with pytest.raises(gridsat.UsageError, match=r"^unknown hanjie encoding `nosuch`: expected one of placement, dfa, order-cover"):
        gridsat.solve(INSTANCES / "hanjie" / "webpbn-00001.non", encoding="nosuch")
    with pytest.raises(gridsat.UsageError, match=r"^unknown engine `fast`: expected auto, own or sat$"):
        gridsat.solve(path, engine="fast")
    with pytest.raises(gridsat.UsageError, match=r"^a grid needs at least 1 cell per side, found `0x5`$"):
        gridsat.generate("magnets", "0x5", seed=1)
    with pytest.raises(gridsat.UsageError, match=r"^the size `5000x5` is too large: at most 4096 per side$"):
        gridsat.generate("magnets", "5000x5", seed=1)
    with pytest.raises(gridsat.UsageError, match="density"):
        gridsat.generate("hanjie", "4x4", seed=1, density=1.0)
    with pytest.raises(gridsat.UsageError, match="^seed must be a whole number"):
        gridsat.generate("hanjie", "4x4", seed=-1)


def test_file_errors_are_os_errors(tmp_path: Path) -> None:
    missing = tmp_path / "missing.magnets"
    with pytest.raises(OSError) as raised:
        gridsat.read(missing)
    assert type(raised.value) is gridsat.FileError
    assert str(raised.value) == f"{missing}: no such file" and raised.value.path == str(missing)
    with pytest.raises(gridsat.FileError) as raised:
        gridsat.read(tmp_path)
    assert str(raised.value) == f"{tmp_path}: a directory, not a file"


def test_too_large_for_memory_is_refused_before_the_work() -> None:
    path = ROOT / "tests" / "bad_input" / "limits" / "magnets-200x200.magnets"
    puzzle = gridsat.read(path)  # parsing is fine: the CNF is what would be too large
    for work in (puzzle.solve, puzzle.count, puzzle.analyze, puzzle.dimacs):
        with pytest.raises(gridsat.TooLargeError) as raised:
            work()
        error = raised.value
        assert str(error).startswith(f"{path}: this 200x200 magnets puzzle would need about 6.2 GiB for its CNF")
        assert error.limit == "memory" and error.enough > 6 << 30
    with pytest.raises(gridsat.TooLargeError) as raised:
        gridsat.generate("magnets", "180x180", seed=1)
    assert str(raised.value).startswith("generating a 180x180 magnets puzzle would need about 8.1 GiB")
    assert raised.value.input is None


def test_a_solver_that_fails_is_a_solver_error(tmp_path: Path) -> None:
    with pytest.raises(gridsat.SolverError) as raised:
        gridsat.solve(INSTANCES / "magnets" / "tatham-3x3.magnets", solver=f"cmd:{tmp_path / 'no-such-solver'}")
    puzzle = str(INSTANCES / "magnets" / "tatham-3x3.magnets")
    assert str(raised.value).startswith(f"{puzzle}: SAT solver failed: ") and "no-such-solver" in str(raised.value)


ALL = [
    errors.GridsatError("m"),
    errors.ParseError("m", origin="f", line=2, column=3, detail="d"),
    errors.UnknownKindError("m", origin="f", line=1),
    errors.WrongKindError("m", looks_like="magnets", origin="f", line=1, detail="d"),
    errors.UsageError("m", option="density"),
    errors.FileError("m", path="p"),
    errors.TooLargeError("m", input="i", limit="memory", enough=1 << 30),
    errors.TimeoutError("m"),
    errors.DifficultyNotFoundError("m", found={"easy": 0, "medium": 36, "hard": 14}),
    errors.SolverError("m"),
    errors.EncodingBugError("m"),  # only a corrupted encoding raises it (cargo feature fault-injection)
]


@pytest.mark.parametrize("error", ALL, ids=[type(e).__name__ for e in ALL])
def test_every_error_pickles_with_its_attributes(error: gridsat.GridsatError) -> None:
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is type(error) and str(again) == str(error) == "m"
    assert vars(again) == vars(error)
    assert isinstance(again, gridsat.GridsatError)
    assert set(errors.__all__) == {type(e).__name__ for e in ALL}


PATH_GIVEN_AS_TEXT = {
    "solve": gridsat.solve,
    "count": gridsat.count,
    "analyze": gridsat.analyze,
    "dimacs": gridsat.dimacs,
    "parse": gridsat.parse,
    "decode": lambda text: gridsat.decode(text, "s SATISFIABLE\nv 1 0\n"),
    "solve as a kind": lambda text: gridsat.solve(text, kind="magnets"),
}


@pytest.mark.parametrize("how", ["relative", "absolute"])
@pytest.mark.parametrize("function", PATH_GIVEN_AS_TEXT, ids=str)
def test_a_path_given_as_text_says_how_to_read_it(function: str, how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    path = "instances/magnets/janko-6x6.magnets"
    text = path if how == "relative" else str(ROOT / path)
    with pytest.raises(gridsat.ParseError) as raised:
        PATH_GIVEN_AS_TEXT[function](text)
    # What the slip is and how to read the file, not every format the text is not.
    expected = f"<string>: `{text}` is a file: read it with gridsat.read(path), or pass a pathlib.Path (a str is the text itself, never a path)"
    assert str(raised.value) == expected
    assert pickle.loads(pickle.dumps(raised.value)).message == expected
    assert gridsat.solve(Path(text)).status == "solved"


def test_a_directory_given_as_text_says_how_to_list_its_puzzles() -> None:
    text = str(INSTANCES / "magnets")
    with pytest.raises(gridsat.UnknownKindError, match=r"is a directory: gridsat.puzzle_files\(path\) lists its puzzle files"):
        gridsat.solve(text)
    assert gridsat.puzzle_files(text) == sorted((INSTANCES / "magnets").glob("*.magnets"))


def test_an_answer_path_given_as_text_says_to_pass_a_path() -> None:
    path = INSTANCES / "magnets" / "tatham-3x3.magnets"
    puzzle, answer = gridsat.read(path), path.with_suffix(".answer")
    for check in (puzzle.verify, puzzle.svg, puzzle.decode):
        with pytest.raises(gridsat.ParseError, match=r"is a file: pass it as a pathlib.Path"):
            check(str(answer))
    assert puzzle.verify(answer).valid
