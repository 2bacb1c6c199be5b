"""What the package says of a wrong input, in the user's terms: an answer file given as a
puzzle, an input of no known kind (one short message that names where the formats are
listed)."""

from __future__ import annotations

import gridsat
import pytest

from conftest import INSTANCES


def test_an_answer_file_given_as_a_puzzle_says_so() -> None:
    answer = INSTANCES / "123" / "cspuz-4x4.answer"
    for call in (lambda: gridsat.solve(answer), lambda: gridsat.read(answer), lambda: gridsat.read_all(answer)):
        with pytest.raises(gridsat.ParseError) as raised:
            call()
        assert str(raised.value) == (
            f"{answer}: an answer file, not a puzzle: name its puzzle instead, and check this answer against it with verify"
        )


def test_an_input_of_no_known_kind_gets_one_short_message() -> None:
    with pytest.raises(gridsat.UnknownKindError) as raised:
        gridsat.solve("http://example.com/")
    message = str(raised.value)
    assert message == (
        f"<string>:1: cannot tell which kind of puzzle this is (gridsat reads {', '.join(gridsat.kinds())}): "
        "gridsat.formats() lists the inputs each kind reads, or name the kind with kind="
    )
    assert len(message) < 250
    # formats() lists what each kind reads, as `gridsat --help` does.
    formats = gridsat.formats()
    assert list(formats) == gridsat.kinds()
    assert ".magnets" in formats["magnets"] and "puzz.link" in formats["yinyang"]
