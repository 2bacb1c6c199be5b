"""Files of several puzzles: ``gridsat generate --count N`` writes them separated by lines
``---``, and the computer tournaments' sets number them by lines ``$N``. ``read`` takes one
by its address ``PATH#K`` and ``read_all`` takes them all, named as ``gridsat solve PATH``
names them; a batch solves each, as the command line does."""

from __future__ import annotations

from pathlib import Path
from typing import List

import gridsat
import pytest
from gridsat import batch

from conftest import ROOT

#: Three Hanjie puzzles of 25x25 in the tournaments' set format (`$1`, `$2`, `$3`).
TOURNAMENT_SET = ROOT / "tests" / "data" / "hanjie" / "tournament-three.txt"


def _generated(directory: Path, count: int = 4) -> "tuple[Path, List[gridsat.Generated]]":
    """A file of ``count`` new 123 puzzles separated by lines ``---``, as ``gridsat generate
    123 --count N`` writes them, and the puzzles."""
    made = [gridsat.generate("123", (5, 5), seed=seed) for seed in range(count)]
    path = directory / "four.123"
    path.write_text("---\n".join(generated.puzzle.text for generated in made))
    return path, made


def test_read_takes_one_puzzle_of_several_by_its_number(tmp_path: Path) -> None:
    path, made = _generated(tmp_path)
    second = gridsat.read(f"{path}#2")
    assert second.name == f"{path}#2"
    assert second.text == made[1].puzzle.text
    assert second.solve().solution == made[1].solution
    assert gridsat.read(Path(f"{path}#4")).solve().solution == made[3].solution
    with pytest.raises(gridsat.ParseError) as raised:
        gridsat.read(f"{path}#5")
    assert str(raised.value) == f"{path}: no puzzle 5: the input holds 4 puzzles (`#1` to `#4`), separated by lines `---`"


def test_read_all_gives_every_puzzle_named_as_the_command_line_names_it(tmp_path: Path) -> None:
    path, made = _generated(tmp_path)
    puzzles = gridsat.read_all(path)
    assert [puzzle.name for puzzle in puzzles] == [f"{path}#{k}" for k in range(1, 5)]
    assert [puzzle.solve().solution for puzzle in puzzles] == [generated.solution for generated in made]
    # A file of one puzzle is a list of one, the puzzle read reads.
    one = tmp_path / "one.123"
    one.write_text(made[0].puzzle.text)
    assert gridsat.read_all(one) == [gridsat.read(one)]
    # A numbered set: each puzzle named by its `$N`.
    tournament = gridsat.read_all(TOURNAMENT_SET, "hanjie")
    assert [puzzle.name for puzzle in tournament] == [f"{TOURNAMENT_SET}#{n}" for n in (1, 2, 3)]
    assert all(puzzle.size == (25, 25) for puzzle in tournament)
    assert gridsat.read(f"{TOURNAMENT_SET}#2", "hanjie") == tournament[1]


def test_an_error_in_one_puzzle_names_the_line_of_the_file(tmp_path: Path) -> None:
    path, made = _generated(tmp_path, 3)
    lines = path.read_text().splitlines(keepends=True)
    third_starts = [i for i, line in enumerate(lines) if line == "---\n"][1] + 1
    bad_line = next(i for i in range(third_starts, len(lines)) if lines[i].startswith((".", "1", "2", "3")))
    lines[bad_line] = "7" + lines[bad_line][1:]
    path.write_text("".join(lines))
    with pytest.raises(gridsat.ParseError) as raised:
        gridsat.read_all(path)
    assert (raised.value.origin, raised.value.line, raised.value.column) == (f"{path}#3", bad_line + 1, 1)
    with pytest.raises(gridsat.ParseError) as alone:
        gridsat.read(f"{path}#3")
    assert str(alone.value) == str(raised.value)
    assert gridsat.read(f"{path}#2").solve().solution == made[1].solution


def test_a_batch_solves_each_puzzle_of_a_file_of_several(tmp_path: Path) -> None:
    path, made = _generated(tmp_path)
    single = tmp_path / "single.123"
    single.write_text(made[0].puzzle.text)
    records = batch.solve_records([path, single])
    assert [record["input"] for record in records] == [f"{path}#{k}" for k in range(1, 5)] + [str(single)]
    assert [record["solution"] for record in records] == [generated.solution for generated in made] + [made[0].solution]
    assert all(record["status"] == "solved" and record["unique"] for record in records)
    # One puzzle by its address; a file of several is one puzzle too many for solve_record.
    assert batch.solve_record(f"{path}#3")["solution"] == made[2].solution
    several = batch.solve_record(path)
    assert several["status"] == "error" and "gridsat.read_all(path)" in several["error"]
    # A bad puzzle is an error record in its place; the others are solved.
    path.write_text(path.read_text().replace("---\n", "---\n123 2x2\n7 .\n. .\n---\n", 1))
    records = batch.solve_records([path])
    assert [record["status"] for record in records] == ["solved", "error", "solved", "solved", "solved"]
    assert records[1]["input"] == f"{path}#2" and records[1]["error_type"] == "ParseError"
    missing = batch.solve_records([tmp_path / "missing.123"])
    assert [(record["input"], record["error_type"]) for record in missing] == [(str(tmp_path / "missing.123"), "FileError")]
