"""Analyze, generate, DIMACS (a round trip through another SAT solver, pycosat), SVG
pictures, pickling and the options of the package."""

from __future__ import annotations

import json
import pickle
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import List

import gridsat
import pycosat
import pytest

from conftest import INSTANCES, ROOT, answers

def _one_of_each_format() -> List[Path]:
    """For every kind, the first instance of each file extension in its folder."""
    chosen: List[Path] = []
    for kind in gridsat.kinds():
        seen = set()
        for path in sorted((INSTANCES / kind).iterdir()):
            if path.suffix != ".answer" and path.suffix not in seen:
                seen.add(path.suffix)
                chosen.append(path)
    return chosen


ONE_OF_EACH_KIND = _one_of_each_format()


def test_kinds() -> None:
    # Every kind the library knows has its folder of instances, named after it.
    kinds = gridsat.kinds()
    assert len(set(kinds)) == len(kinds) > 0
    assert sorted(kinds) == sorted(p.name for p in INSTANCES.iterdir() if p.is_dir())


def test_analyze_a_unique_puzzle_forces_every_cell() -> None:
    path = INSTANCES / "magnets" / "janko-6x6.magnets"
    analysis = gridsat.analyze(path)
    assert analysis.solutions == "one"
    assert analysis.forced_cells == analysis.total_cells == 36
    assert analysis.cells == analysis.solution == answers(path)[0][0]
    assert analysis.other_solution is None and analysis.differing_cells == []
    assert analysis.difficulty["level"] in ("easy", "medium", "hard")


def test_analyze_several_solutions_marks_the_open_cells() -> None:
    path = INSTANCES / "123" / "several-6x6.123"
    grids, every = answers(path)
    analysis = gridsat.read(path).analyze()
    assert every and analysis.solutions == "several"
    assert analysis.solution in grids and analysis.other_solution in grids
    assert analysis.solution != analysis.other_solution
    open_cells = [(r + 1, c + 1) for r, row in enumerate(analysis.cells) for c, cell in enumerate(row) if cell == "?"]
    assert len(open_cells) == analysis.total_cells - analysis.forced_cells > 0
    # A cell is forced exactly when every solution has the same symbol there.
    differing_in_some = {(r + 1, c + 1) for r in range(6) for c in range(6) if len({g[r][c] for g in grids}) > 1}
    assert set(open_cells) == differing_in_some
    for row, col in analysis.differing_cells:
        assert analysis.solution[row - 1][col - 1] != analysis.other_solution[row - 1][col - 1]


def test_analyze_without_solution_names_the_conflicting_clues() -> None:
    analysis = gridsat.analyze(ROOT / "tests" / "bad_input" / "magnets" / "count-too-big.magnets")
    assert analysis.solutions == "none" and analysis.solution is None
    assert analysis.conflict is not None
    assert analysis.conflict["rules_alone"] or analysis.conflict["clues"]


def test_analyze_rates_hanjie_by_line_logic() -> None:
    # webpbn #65: line logic stops with cells open, probing finishes it.
    difficulty = gridsat.analyze(INSTANCES / "hanjie" / "webpbn-00065.non").difficulty
    assert (difficulty["level"], difficulty["measure"]) == ("medium", "lines")
    lines = difficulty["lines"]
    assert difficulty["variables"] == 1360 and difficulty["open"] == 0
    assert len(lines["open_after_line_logic"]) == 1360 - difficulty["by_propagation"] == lines["by_probing"] > 0
    assert lines["open_after_probing"] == [] and "impossible_line" not in lines
    garden = gridsat.analyze(INSTANCES / "hanjie" / "colour-garden.xml").difficulty
    assert (garden["level"], garden["measure"], garden["by_propagation"]) == ("easy", "lines", 100)
    magnets = gridsat.analyze(INSTANCES / "magnets" / "janko-6x6.magnets").difficulty
    assert magnets["measure"] == "cnf" and "lines" not in magnets


@pytest.mark.parametrize("kind", gridsat.kinds())
def test_generate_is_seeded_unique_and_solves_back_to_its_solution(kind: str) -> None:
    made = gridsat.generate(kind, (7, 6), seed=11)
    assert made.seed == 11 and made.puzzle.kind == kind and made.puzzle.size == (7, 6)
    again = gridsat.generate(kind, "7x6", seed=11)
    assert (again.puzzle.text, again.solution) == (made.puzzle.text, made.solution)
    assert gridsat.generate(kind, "7x6", seed=12).puzzle.text != made.puzzle.text
    solved = made.puzzle.solve()
    assert (solved.status, solved.unique, solved.solution) == ("solved", True, made.solution)
    assert gridsat.count(made.puzzle, limit=2).count == 1
    assert "seed 11" in made.puzzle.text
    assert made.play_link is None or made.play_link in made.puzzle.text
    # Every play link is written with the puzzle, as `gridsat generate` writes them.
    links = made.puzzle.play_links
    assert all(f"# play: {link}" in made.puzzle.text or f"play: {link}" in made.puzzle.text for link in links)
    if kind in ("magnets", "hanjie"):
        assert [link.split("/")[2] for link in links] == ["www.chiark.greenend.org.uk", "puzz.link"], links


def test_generate_options() -> None:
    colour = gridsat.generate("hanjie", (8, 8), seed=2, colours=3)
    assert colour.puzzle.extension == "xml" and colour.puzzle.solve().solution == colour.solution
    stripped = gridsat.generate("magnets", (6, 6), seed=2, strip=True)
    assert stripped.puzzle.solve().unique is True
    assert gridsat.generate("magnets", (6, 6), seed=2).puzzle.text != stripped.puzzle.text
    several = gridsat.generate("magnets", (6, 6), seed=4, unique=False)
    assert several.puzzle.verify(several.solution).valid
    made = gridsat.generate("yinyang", "6x6")  # a random seed, kept to make it again
    assert gridsat.generate("yinyang", "6x6", seed=made.seed).puzzle.text == made.puzzle.text


def _clauses(dimacs: str) -> List[List[int]]:
    lines = [line for line in dimacs.splitlines() if line and not line.startswith("c")]
    header, body = lines[0].split(), " ".join(lines[1:]).split()
    assert header[:2] == ["p", "cnf"]
    clauses, clause = [], []
    for literal in map(int, body):
        if literal == 0:
            clauses.append(clause)
            clause = []
        else:
            clause.append(literal)
    assert len(clauses) == int(header[3]) and clause == []
    assert max(abs(l) for c in clauses for l in c) <= int(header[2])
    return clauses


def _answer(model: List[int]) -> str:
    return "s SATISFIABLE\nv " + " ".join(map(str, model)) + " 0\n"


@pytest.mark.parametrize("path", ONE_OF_EACH_KIND, ids=lambda p: p.name)
def test_dimacs_solved_by_pycosat_decodes_to_the_known_answer(path: Path) -> None:
    puzzle = gridsat.read(path)
    text = puzzle.dimacs()
    assert text == gridsat.dimacs(path)  # deterministic
    assert any(line.startswith("c ind ") for line in text.splitlines())
    model = pycosat.solve(_clauses(text))
    assert isinstance(model, list)
    decoded = puzzle.decode(_answer(model))
    assert decoded.status == "solved" and decoded.unique is None
    assert decoded.solution in answers(path)[0]


def test_dimacs_of_another_encoding_decodes_with_that_encoding() -> None:
    path = INSTANCES / "hanjie" / "webpbn-00016.non"
    dfa = gridsat.read(path, encoding="dfa")
    assert dfa.dimacs() != gridsat.read(path).dimacs()
    decoded = dfa.decode(_answer(pycosat.solve(_clauses(dfa.dimacs()))))
    assert decoded.solution == answers(path)[0][0]


def test_an_unsatisfiable_answer_is_the_solvers_claim() -> None:
    # No solution, and no reason visible without search (which would check the claim).
    puzzle = gridsat.read(ROOT / "tests" / "bad_input" / "magnets" / "impossible-by-search.magnets")
    assert pycosat.solve(_clauses(puzzle.dimacs())) == "UNSAT"
    decoded = puzzle.decode("s UNSATISFIABLE\n")
    assert decoded.status == "unsatisfiable" and decoded.checked is False and decoded.reason is None


def _svg_root(svg: str) -> ElementTree.Element:
    root = ElementTree.fromstring(svg)
    assert root.tag in ("svg", "{http://www.w3.org/2000/svg}svg")
    return root


@pytest.mark.parametrize("path", ONE_OF_EACH_KIND, ids=lambda p: p.name)
def test_svg_pictures_are_valid_xml(path: Path) -> None:
    puzzle = gridsat.read(path)
    result = puzzle.solve()
    empty, solved = puzzle._repr_svg_(), result._repr_svg_()
    _svg_root(empty), _svg_root(solved)
    assert empty != solved and solved == puzzle.svg(result.solution)
    _svg_root(puzzle.analyze()._repr_svg_())
    _svg_root(gridsat.generate(puzzle.kind, "5x5", seed=1)._repr_svg_())


def test_verify_lists_the_broken_rules() -> None:
    path = INSTANCES / "magnets" / "tatham-3x3.magnets"
    puzzle, solution = gridsat.read(path), answers(path)[0][0]
    assert puzzle.verify(solution) == gridsat.Check(broken=[], unknown=0, cells=9)
    wrong = ["-" + solution[0][1:]] + solution[1:]
    check = puzzle.verify(wrong)
    assert not check.valid and check.broken
    partial = puzzle.verify(["?" + solution[0][1:]] + solution[1:])
    assert (partial.valid, partial.unknown, partial.broken) == (False, 1, [])


def test_verify_and_svg_take_an_answers_text_or_file_as_well_as_rows(tmp_path: Path) -> None:
    path = INSTANCES / "123" / "generated-6x6.123"
    puzzle, rows = gridsat.read(path), answers(path)[0][0]
    valid = gridsat.Check(broken=[], unknown=0, cells=36)
    answer = path.with_suffix(".answer")
    # The answer file as text (with its comment), as a Path, as rows, and solve's JSON line.
    assert puzzle.verify(answer.read_text()) == puzzle.verify(answer) == puzzle.verify(rows) == valid
    assert puzzle.verify(tuple(rows)) == valid
    from gridsat import batch

    assert puzzle.verify(json.dumps(batch.solve_record(path))) == valid
    # Text is read as a grid, not character by character.
    wrong = puzzle.verify("333133\n" * 6)
    assert wrong.cells == 36 and not wrong.valid and wrong.broken
    assert puzzle.svg("\n".join(rows)) == puzzle.svg(rows) == puzzle.svg(answer) != puzzle.svg()
    several = INSTANCES / "123" / "several-6x6.answer"
    with pytest.raises(gridsat.UsageError, match="holds 18 grids; verify checks one at a time"):
        gridsat.read(several.with_suffix(".123")).verify(several)
    # Neither text, rows nor a path.
    for bad in (b"333133\n" * 6, [3, 3, 3], 333133, None, iter(rows)):
        with pytest.raises(TypeError, match="verify takes a grid as a list of rows"):
            puzzle.verify(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="svg takes a grid"):
        puzzle.svg(b"333133")  # type: ignore[arg-type]


@pytest.mark.parametrize("kind, level", [("magnets", "easy"), ("magnets", "medium"), ("123", "hard")])
def test_generate_keeps_a_puzzle_of_the_difficulty_asked_for(kind: str, level: str) -> None:
    made = gridsat.generate(kind, (6, 6), seed=1, difficulty=level)
    assert made.puzzle.analyze().difficulty["level"] == level
    assert made.puzzle.solve().solution == made.solution
    assert f"seed 1, unique, {level}" in made.puzzle.text
    again = gridsat.generate(kind, "6x6", seed=1, difficulty=level)
    assert (again.puzzle.text, again.solution) == (made.puzzle.text, made.solution)


def test_an_unknown_difficulty_is_a_usage_error() -> None:
    with pytest.raises(gridsat.UsageError, match=r"^unknown difficulty `tricky`: expected one of easy, medium, hard$"):
        gridsat.generate("magnets", (6, 6), seed=1, difficulty="tricky")


def test_no_puzzle_of_the_difficulty_in_its_attempts_is_an_error_of_its_own() -> None:
    # Stripped 123 puzzles are clue-minimal: never easy (the command line's own example).
    with pytest.raises(gridsat.DifficultyNotFoundError, match=r"^no easy 123 puzzle of size 6x6 in 50 attempts \(seed 1; found .*\): try more attempts, another size, seed or difficulty") as raised:
        gridsat.generate("123", (6, 6), seed=1, difficulty="easy")
    found = raised.value.found
    assert found is not None and found["easy"] == 0 and sum(found.values()) == 50, found
    assert not isinstance(raised.value, gridsat.UsageError)
    # attempts= bounds the puzzles made, as --attempts does.
    with pytest.raises(gridsat.DifficultyNotFoundError, match=r" in 3 attempts ") as raised:
        gridsat.generate("123", (6, 6), seed=1, difficulty="easy", attempts=3)
    assert raised.value.found is not None and sum(raised.value.found.values()) == 3
    # The error pickles with what it found (Dask brings it back from a worker).
    again = pickle.loads(pickle.dumps(raised.value))
    assert (again.found, str(again)) == (raised.value.found, str(raised.value))


def test_attempts_finds_what_the_command_line_finds_and_needs_a_difficulty() -> None:
    made = gridsat.generate("magnets", (6, 6), seed=1, difficulty="medium", attempts=200)
    assert made.puzzle.text == gridsat.generate("magnets", (6, 6), seed=1, difficulty="medium").puzzle.text
    with pytest.raises(gridsat.UsageError, match=r"^attempts is how many puzzles .* give difficulty= too$") as raised:
        gridsat.generate("magnets", (6, 6), seed=1, attempts=5)
    assert raised.value.option == "attempts"
    with pytest.raises(gridsat.UsageError, match=r"^attempts must be at least 1") as raised:
        gridsat.generate("magnets", (6, 6), seed=1, difficulty="easy", attempts=0)
    assert raised.value.option == "attempts"


def test_a_solution_that_does_not_fit_is_a_parse_error() -> None:
    puzzle = gridsat.read(INSTANCES / "magnets" / "tatham-3x3.magnets")
    with pytest.raises(gridsat.ParseError, match="expected 3"):
        puzzle.svg(["+-"])


def test_results_pickle_whole() -> None:
    result = gridsat.solve(INSTANCES / "123" / "several-6x6.123")
    again = pickle.loads(pickle.dumps(result))
    assert again == result and again.puzzle == result.puzzle
    assert again.puzzle.solve().solution == result.solution
    for value in (gridsat.analyze(result.puzzle), gridsat.count(result.puzzle, limit=2), gridsat.generate("123", "5x5", seed=3)):
        assert pickle.loads(pickle.dumps(value)) == value


def test_the_native_form_render_and_play_link() -> None:
    puzzle = gridsat.read(INSTANCES / "magnets" / "tatham-3x3.magnets")
    assert gridsat.parse(puzzle.to_native()).solve().solution == puzzle.solve().solution
    assert "+" in puzzle.render() or "┌" in puzzle.render()
    assert puzzle.play_link is not None and puzzle.play_link.startswith("http")
    assert puzzle.play_links[0] == puzzle.play_link and len(puzzle.play_links) == 2
    for link in puzzle.play_links:
        assert gridsat.parse(link).solve().solution == puzzle.solve().solution


def test_engines_and_encodings_agree() -> None:
    path = INSTANCES / "hanjie" / "webpbn-00065.non"
    expected = answers(path)[0][0]
    own = gridsat.solve(path, engine="own")
    sat = gridsat.solve(path, engine="sat")
    dfa = gridsat.solve(path, encoding="dfa")
    assert own.solution == sat.solution == dfa.solution == expected
    assert own.stats["engine"] != "sat" and sat.stats["engine"] == dfa.stats["engine"] == "sat"


#: An 8x8 Magnets grid of horizontal dominoes with no count given: billions of solutions.
OPEN_MAGNETS = "8x8:{0},{0},{0},{0},{1}".format("." * 8, "LRLRLRLR" * 8)
#: A 20x20 nonogram whose every line is one cell: each permutation matrix, 20! solutions.
PERMUTATIONS = "width 20\nheight 20\n\nrows\n{0}\ncolumns\n{0}".format("1\n" * 20)


def test_a_timeout_stops_work_that_would_not_end() -> None:
    # Counting without a limit would run for hours: each stops at the limit with what it
    # counted by then, on varisat and on the Hanjie engine; the call returns, nothing keeps
    # running. Other work stops with TimeoutError.
    started = time.monotonic()
    for counted in (gridsat.count(OPEN_MAGNETS, timeout=0.3), gridsat.count(PERMUTATIONS, timeout=0.3, engine="own")):
        assert (counted.complete, counted.timed_out) == (False, True) and counted.count > 0, counted
    with pytest.raises(gridsat.TimeoutError, match="stopped at the time limit") as stopped:
        gridsat.solve(OPEN_MAGNETS, timeout=1e-9)
    assert isinstance(stopped.value, TimeoutError) and isinstance(stopped.value, gridsat.GridsatError)
    with pytest.raises(gridsat.TimeoutError):
        gridsat.generate("yinyang", (30, 30), seed=1, timeout=0.001)
    with pytest.raises(gridsat.TimeoutError):
        gridsat.generate("magnets", (30, 30), seed=1, timeout=0.001, difficulty="hard")
    assert time.monotonic() - started < 60
    # A limit not reached changes nothing.
    path = INSTANCES / "magnets" / "tatham-3x3.magnets"
    limited, plain = gridsat.solve(path, timeout=600), gridsat.solve(path)
    assert (limited.solution, limited.unique) == (plain.solution, plain.unique) != (None, None)
    limited_count, plain_count = gridsat.count(path, timeout=600), gridsat.count(path)
    assert (limited_count.count, limited_count.complete, limited_count.timed_out) == (plain_count.count, True, False)
    for bad in (0, -1, float("nan"), float("inf")):
        with pytest.raises(gridsat.UsageError, match="time limit must be a number of seconds"):
            gridsat.solve(path, timeout=bad)


def test_memory_and_input_limits_are_arguments() -> None:
    path = INSTANCES / "magnets" / "janko-6x6.magnets"
    with pytest.raises(gridsat.TooLargeError) as refused:
        gridsat.solve(path, max_memory=1 << 20)
    assert refused.value.limit == "memory" and refused.value.enough > 1 << 20
    assert "--max-memory" not in str(refused.value)
    assert gridsat.solve(path, max_memory=refused.value.enough).status == "solved"
    with pytest.raises(gridsat.TooLargeError) as large:
        gridsat.read(path, max_input_size=10)
    assert large.value.limit == "input_size"
    with pytest.raises(gridsat.TooLargeError):
        gridsat.generate("magnets", (30, 30), seed=1, max_memory=1 << 20)


def test_refused_options_name_the_keyword() -> None:
    with pytest.raises(gridsat.UsageError) as refused:
        gridsat.generate("magnets", (6, 6), seed=1, density=0.5)
    assert refused.value.option == "density"
    assert str(refused.value) == (
        "density does nothing for Magnets puzzles: their generator takes only strip and unique=False; drop it"
    )
    with pytest.raises(gridsat.UsageError) as multiple:
        gridsat.generate("123", (6, 6), seed=1, unique=False)
    assert multiple.value.option == "unique"
    assert str(multiple.value) == (
        "unique=False does nothing for 123 puzzles: they are always generated unique and clue-minimal; drop it"
    )


def test_a_batch_record_of_a_puzzle_past_its_timeout_is_a_timeout_record() -> None:
    from gridsat import batch

    path = INSTANCES / "magnets" / "janko-6x6.magnets"
    # A nanosecond: past before varisat's first call returns. As the command line's JSON.
    record = batch.solve_record(path, timeout=1e-9)
    assert record == {"input": str(path), "status": "timeout", "timeout": 1e-9}
    assert batch.solve_records([path], timeout=600)[0]["status"] == "solved"


def test_an_option_a_call_does_not_take_is_a_type_error() -> None:
    puzzle = gridsat.read(INSTANCES / "magnets" / "tatham-3x3.magnets")
    with pytest.raises(TypeError, match=r"^solve\(\) got an unexpected keyword argument 'solvr'$"):
        puzzle.solve(solvr="varisat")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"^analyze\(\) got an unexpected keyword argument 'engine'$"):
        gridsat.analyze(puzzle, engine="sat")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"^dimacs\(\) got an unexpected keyword argument 'solver'$"):
        puzzle.dimacs(solver="varisat")  # type: ignore[call-arg]
    # The options every solving call shares reach the library alike.
    for solve in (puzzle.solve, lambda **options: gridsat.solve(puzzle, **options)):
        assert solve(solver="varisat", engine="sat", max_memory=1 << 30).stats["engine"] == "sat"
    with pytest.raises(gridsat.UsageError, match="solver"):
        gridsat.count(puzzle, solver="no-such-solver")


def test_results_are_frozen_and_compare_by_value() -> None:
    result = gridsat.solve(INSTANCES / "magnets" / "tatham-3x3.magnets")
    with pytest.raises(AttributeError):
        result.status = "unsatisfiable"  # type: ignore[misc]
    again = gridsat.SolveResult(*result.__reduce__()[1])
    assert again == result and not (again != result)
    assert repr(result).startswith("SolveResult(status='solved', unique=True, solution=[")
    assert gridsat.Check(broken=[], unknown=1, cells=9) != gridsat.Check(broken=[], unknown=0, cells=9)
    assert result != "solved"
