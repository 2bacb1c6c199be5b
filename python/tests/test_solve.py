"""Solving and counting every kind: the instances of the repository (whose answer files
were found independently of gridsat where they say "Every solution"), Tatham IDs and
puzz.link URLs given inline."""

from __future__ import annotations

import re
from pathlib import Path
from typing import List

import gridsat
import pytest

from conftest import INSTANCES, answers, instance_files, instance_id


def test_every_instance_solves_to_a_known_answer(instance: Path) -> None:
    grids, every = answers(instance)
    result = gridsat.read(instance).solve()
    assert result.puzzle.kind == instance.parent.name
    assert result.status == "solved" and result.solved and result.checked
    assert result.solution in grids
    if every:
        assert result.unique == (len(grids) == 1)
    if result.unique is False:
        assert result.other_solution in grids and result.other_solution != result.solution
    else:
        assert result.other_solution is None
    assert result.stats["variables"] >= 0 and result.stats["seconds"] >= 0


def test_every_instance_is_told_from_its_text_alone(instance: Path) -> None:
    puzzle = gridsat.parse(instance.read_text())
    assert puzzle.kind == instance.parent.name
    assert puzzle.name == "<string>" and puzzle.extension is None


COMPLETE = [path for path in instance_files() if answers(path)[1]]


@pytest.mark.parametrize("instance", COMPLETE, ids=instance_id)
def test_count_finds_every_solution(instance: Path) -> None:
    """Where the answer file lists every solution (found independently of gridsat)."""
    grids, _ = answers(instance)
    counted = gridsat.count(gridsat.read(instance), limit=len(grids) + 1)
    assert (counted.count, counted.complete) == (len(grids), True)


def test_count_stops_at_its_limit() -> None:
    grids, every = answers(INSTANCES / "123" / "pzprjs-3x3-empty.123")
    assert every and len(grids) > 3
    counted = gridsat.count(gridsat.read(INSTANCES / "123" / "pzprjs-3x3-empty.123"), limit=3)
    assert (counted.count, counted.complete) == (3, False)
    with pytest.raises(gridsat.UsageError, match="limit must be at least 1, not 0"):
        gridsat.count(gridsat.read(INSTANCES / "123" / "pzprjs-3x3-empty.123"), limit=0)


def test_without_uniqueness_the_verdict_is_unknown() -> None:
    path = INSTANCES / "magnets" / "janko-8x8-two-solutions.magnets"
    result = gridsat.solve(path, unique=False)
    assert result.unique is None and result.solution in answers(path)[0]


def test_a_file_path_is_read_and_a_str_is_text(tmp_path: Path) -> None:
    path = INSTANCES / "magnets" / "tatham-3x3.magnets"
    by_path = gridsat.solve(path)
    assert by_path.puzzle.name == str(path) and by_path.puzzle.extension == "magnets"
    assert gridsat.solve(path.read_text()).solution == by_path.solution
    assert gridsat.solve(gridsat.read(str(path))).solution == by_path.solution
    with pytest.raises(gridsat.UnknownKindError):
        gridsat.solve(str(path))  # a str is the puzzle's text, never a path


def _line_of(path: Path, prefix: str) -> str:
    return next(line for line in path.read_text().splitlines() if line.startswith(prefix))


INLINE = [
    # Simon Tatham's Magnets ID of tatham-3x3.magnets (its header comment names it).
    (_line_of(INSTANCES / "magnets" / "tatham-3x3.magnets", "# Tatham ID ").split()[-1], "magnets/tatham-3x3.magnets"),
    # puzz.link URLs of the 123 puzzle (Fillomino with groups of at most 3), any host.
    (_line_of(INSTANCES / "123" / "cspuz-4x4-url.123", "http"), "123/cspuz-4x4-url.123"),
    ("https://puzz.link/p?fillomino/t/4/4/g21o21h", "123/cspuz-4x4-url.123"),
    # Yin Yang as its pzv.jp URL.
    (_line_of(INSTANCES / "yinyang" / "cspuz-generated-6x6-url.yinyang", "http"), "yinyang/cspuz-generated-6x6-url.yinyang"),
    # Magnets and Nonogram as puzz.link URLs (the pzprjs test puzzles the files cite).
    ("https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400", "magnets/pzprjs-5x5.magnets"),
    (_line_of(INSTANCES / "hanjie" / "pzprjs-6x6-url.non", "http"), "hanjie/pzprjs-6x6-url.non"),
]


@pytest.mark.parametrize("text, instance", INLINE, ids=[i for _, i in INLINE])
def test_ids_and_urls_solve_as_their_files(text: str, instance: str) -> None:
    grids, _ = answers(INSTANCES / instance)
    result = gridsat.solve(text)
    assert result.puzzle.kind == instance.split("/")[0]
    assert result.puzzle.name == "<string>"
    assert (result.solution, result.unique) == (grids[0], len(grids) == 1)


def _runs(cells: str) -> List[int]:
    return [len(run) for run in re.findall("#+", cells)]


def test_a_tatham_pattern_id_solves_to_a_grid_that_keeps_its_clues() -> None:
    pattern = "4x4:2/1/2/1/1.1/2/1/1"  # 4 column clues, then 4 row clues
    clues = [[int(n) for n in clue.split(".")] for clue in pattern.split(":")[1].split("/")]
    result = gridsat.solve(pattern)
    assert result.puzzle.kind == "hanjie" and result.unique is True
    rows = result.solution
    columns = ["".join(row[c] for row in rows) for c in range(4)]
    assert [_runs(column) for column in columns] == clues[:4]
    assert [_runs(row) for row in rows] == clues[4:]


def test_a_puzzle_without_solution_is_a_status_not_an_exception() -> None:
    result = gridsat.read(gridsat_root() / "tests" / "bad_input" / "magnets" / "count-too-big.magnets").solve()
    assert result.status == "unsatisfiable" and not result.solved
    assert result.solution is None and result.unique is None
    assert result.reason == "row 3 asks for 4 + poles, but 3 cells hold at most 2 without two touching"


def gridsat_root() -> Path:
    return INSTANCES.parent


@pytest.mark.parametrize("path", instance_files()[::4], ids=instance_id)
def test_text_with_a_byte_order_mark_reads_as_its_file(path: Path, tmp_path: Path) -> None:
    # A file saved with a byte-order mark, read by Python as text: the mark stays in the
    # str, and the package reads past it as gridsat.read and the command line do.
    marked = tmp_path / path.name
    marked.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    text = open(marked, encoding="utf-8").read()
    assert text.startswith("\ufeff")
    expected = gridsat.solve(gridsat.read(marked))
    assert expected.solution in answers(path)[0]
    assert gridsat.solve(text).solution == expected.solution
    assert gridsat.parse(text, extension=path.suffix[1:]).size == expected.puzzle.size
    answer = "\ufeff" + path.with_suffix(".answer").read_text().split("\n\n")[0]
    assert gridsat.read(path).verify(answer).valid


def test_puzzle_files_are_those_the_command_line_solves_in_a_directory(tmp_path: Path) -> None:
    for name in ("b.magnets", "a.NON", "a.answer", "heart.txt", ".hidden.123", "c.yinyang"):
        (tmp_path / name).write_text("")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "d.123").write_text("")
    assert gridsat.puzzle_files(tmp_path) == [tmp_path / "a.NON", tmp_path / "b.magnets", tmp_path / "c.yinyang"]
    assert gridsat.puzzle_files(str(tmp_path / "sub")) == [tmp_path / "sub" / "d.123"]
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(gridsat.FileError, match="no puzzle files in this directory") as raised:
        gridsat.puzzle_files(empty)
    assert raised.value.path == str(empty)
    with pytest.raises(gridsat.FileError):
        gridsat.puzzle_files(tmp_path / "missing")
