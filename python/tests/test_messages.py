"""What the package says of a wrong argument or input, in the user's terms: a size given as a
tuple, an answer file given as a puzzle, an input of no known kind (one short message
that names where the formats are listed); and the package's namespace, its public names
alone."""

from __future__ import annotations

import types

import gridsat
import pytest

from conftest import INSTANCES


def test_a_size_given_as_a_tuple_is_named_as_given() -> None:
    with pytest.raises(gridsat.UsageError) as raised:
        gridsat.generate("magnets", (-1, 4), seed=1)
    assert str(raised.value) == "size (-1, 4): a grid needs at least 1 cell per side"
    with pytest.raises(gridsat.UsageError) as raised:
        gridsat.generate("magnets", (5000, 4), seed=1)
    assert str(raised.value) == "size (5000, 4): a grid has at most 4096 cells per side"
    with pytest.raises(TypeError, match=r"^size \(6\.5, 4\): the width and the height are whole numbers \(int\)$"):
        gridsat.generate("magnets", (6.5, 4), seed=1)
    with pytest.raises(TypeError, match=r"^size is a str such as \"10x10\" or a tuple \(width, height\), not \(6, 6, 6\)$"):
        gridsat.generate("magnets", (6, 6, 6), seed=1)  # type: ignore[arg-type]
    # A size as text is read as the command line reads --size, and a good tuple works.
    with pytest.raises(gridsat.UsageError, match="^a grid needs at least 1 cell per side, found `0x4`$"):
        gridsat.generate("magnets", "0x4", seed=1)
    assert gridsat.generate("magnets", [4, 3], seed=1).puzzle.size == (4, 3)
    assert gridsat.generate("magnets", (4, 3), seed=1).puzzle.name == "magnets-4x3-s1.magnets"


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


def test_the_namespace_holds_the_public_names_and_the_submodules() -> None:
    public = {name for name in dir(gridsat) if not name.startswith("_")}
    modules = {name for name in public if isinstance(getattr(gridsat, name), types.ModuleType)}
    assert modules <= {"batch", "errors"}
    assert public - modules == set(gridsat.__all__)
    assert len(gridsat.__all__) == len(set(gridsat.__all__))
    assert all(hasattr(gridsat, name) for name in gridsat.__all__)
