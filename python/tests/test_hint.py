"""Hints (``Puzzle.hint``) played to the end, wrong cells, the answer's forms and errors,
and the mends that ``analyze`` suggests for a puzzle with several solutions."""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import List

import gridsat
import pytest

from conftest import INSTANCES, answers


def _fill(rows: List[str], cell: List[int], value: str) -> List[str]:
    """``rows`` with ``value`` at the 1-based ``[row, column]``."""
    row, column = cell[0] - 1, cell[1] - 1
    line = rows[row]
    return rows[:row] + [line[:column] + value + line[column + 1 :]] + rows[row + 1 :]


@pytest.mark.parametrize(
    "name", ["hanjie/webpbn-00001.non", "123/cspuz-4x4.123", "yinyang/pzprjs-test-5x5.yinyang", "magnets/tatham-3x3.magnets"]
)
def test_hints_played_to_the_end_give_the_solution(name: str) -> None:
    path = INSTANCES / name
    puzzle = gridsat.read(path)
    solution = answers(path)[0][0]
    hint = puzzle.hint()
    rows = ["?" * puzzle.width] * puzzle.height
    for _ in range(puzzle.width * puzzle.height + 1):
        if hint.status == "solved":
            break
        assert hint.status == "next" and hint.solutions == "one"
        step = hint.step
        assert step is not None
        assert step["deduction"] in ("line_logic", "propagation", "probing", "search")
        assert str(hint) == step["explanation"]
        # Every cell the step fixes is the solution's.
        for fix in step["fixes"]:
            r, c = fix["cell"]
            assert solution[r - 1][c - 1] == fix["value"]
            rows = _fill(rows, fix["cell"], fix["value"])
        hint = puzzle.hint(rows)
    assert hint.status == "solved" and hint.cells == solution
    assert hint.filled_cells == hint.total_cells
    assert pickle.loads(pickle.dumps(hint)) == hint


def test_a_wrong_cell_is_named_first() -> None:
    path = INSTANCES / "123" / "cspuz-4x4.123"
    hint = gridsat.hint(path, "????\n1312\n????\n????\n")
    assert hint.status == "wrong" and hint.step is None
    assert hint.wrong_cells == [{"cell": [2, 3], "value": "1", "expected": "3"}]
    assert hint.broken_rules
    assert str(hint) == "wrong"


def test_the_answer_as_rows_text_or_path(tmp_path: Path) -> None:
    puzzle = gridsat.read(INSTANCES / "123" / "cspuz-4x4.123")
    rows = ["2??2", "1332", "2313", "????"]
    answer = tmp_path / "so-far.answer"
    answer.write_text("\n".join(rows) + "\n")
    hints = [puzzle.hint(rows), puzzle.hint("\n".join(rows)), puzzle.hint(answer)]
    # The same but for the time each took.
    assert len({(h.status, tuple(h.cells), str(h.step)) for h in hints}) == 1
    assert hints[0].step is not None and hints[0].step["value"] == "3"
    assert hints[0].cells == ["2212", "1332", "2313", "21??"]


def test_bad_answers_raise() -> None:
    puzzle = gridsat.read(INSTANCES / "123" / "cspuz-4x4.123")
    with pytest.raises(gridsat.ParseError, match="the solution has 3 rows, expected 4"):
        puzzle.hint(["????"] * 3)
    with pytest.raises(gridsat.ParseError, match="a hint reads one"):
        puzzle.hint("????\n" * 4 + "\n" + "????\n" * 4)
    with pytest.raises(TypeError):
        puzzle.hint(42)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="unexpected keyword argument 'engine'"):
        puzzle.hint(engine="sat")  # type: ignore[call-arg]


def test_several_solutions_hint_forced_cells_and_analyze_mends_them() -> None:
    path = INSTANCES / "123" / "several-6x6.123"
    hint = gridsat.hint(path)
    assert hint.status == "next" and hint.solutions == "several"
    analysis = gridsat.analyze(path)
    step = hint.step
    assert step is not None
    r, c = step["cell"]
    assert analysis.cells is not None and analysis.cells[r - 1][c - 1] == step["value"]
    assert analysis.mends and analysis.mend_note is None
    for mend in analysis.mends:
        assert len(mend["clues"]) == 1 and mend["cells"][0] in [list(cell) for cell in analysis.differing_cells]
    # A mend written into the puzzle leaves one solution.
    (row, column), clue = analysis.mends[0]["cells"][0], analysis.mends[0]["clues"][0]
    lines = path.read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("123 ")) + 1
    lines[start + row - 1] = _fill([lines[start + row - 1]], [1, column], clue[-1])[0]
    assert gridsat.parse("\n".join(lines) + "\n").count().count == 1
    magnets = gridsat.analyze(INSTANCES / "magnets" / "janko-8x8-two-solutions.magnets")
    assert magnets.mends == [] and magnets.mend_note is not None and magnets.mend_note.startswith("every count is given")
