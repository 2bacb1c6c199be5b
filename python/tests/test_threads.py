"""The GIL is released while gridsat works: threads solve in parallel and get the same
results as one after another, and another Python thread runs during a solve."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import gridsat

from conftest import INSTANCES, instance_files


def _outcome(result: gridsat.SolveResult):
    return (result.status, result.unique, result.solution, result.other_solution)


def test_threads_give_the_same_results_as_one_after_another() -> None:
    puzzles = [gridsat.read(path) for path in instance_files()] * 2
    serial = [_outcome(puzzle.solve()) for puzzle in puzzles]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(pool.map(lambda puzzle: _outcome(puzzle.solve()), puzzles))
    assert threaded == serial
    seeds = range(8)
    made = [gridsat.generate(gridsat.kinds()[s % 4], "6x6", seed=s) for s in seeds]
    with ThreadPoolExecutor(max_workers=4) as pool:
        made_threaded = list(pool.map(lambda s: gridsat.generate(gridsat.kinds()[s % 4], "6x6", seed=s), seeds))
        counted = list(pool.map(lambda g: gridsat.count(g.puzzle, limit=2).count, made))
        analysed = list(pool.map(lambda g: gridsat.analyze(g.puzzle).solution, made))
    assert made_threaded == made
    assert counted == [1] * len(made)
    assert analysed == [g.solution for g in made]


# Run in a child process: if the GIL were held, the solve would wait for a thread that cannot
# run, and the child would hang until the solver gives up (its own limit) or the limit below.
CHILD = textwrap.dedent(
    """
    import json, sys, threading, time
    from pathlib import Path
    import gridsat

    directory, puzzle_path, solver_script = map(Path, sys.argv[1:4])
    seen = []

    def open_the_gate():
        while not (directory / "started").exists():
            time.sleep(0.01)
        seen.append("ran while the solver waited")  # Python code during the solve
        (directory / "gate").touch()

    thread = threading.Thread(target=open_the_gate)
    thread.start()
    result = gridsat.read(puzzle_path).solve(solver=f"cmd:{sys.executable} {solver_script} {directory}")
    thread.join()
    print(json.dumps({"seen": seen, "status": result.status, "solution": result.solution}))
    """
)


def test_another_thread_runs_while_a_solve_is_in_progress(tmp_path: Path) -> None:
    path = INSTANCES / "yinyang" / "cspuz-generated-6x6.yinyang"
    solver = Path(__file__).with_name("blocking_solver.py")
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path), str(path), str(solver)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert child.returncode == 0, child.stderr
    reported = json.loads(child.stdout)
    assert reported["seen"] == ["ran while the solver waited"]
    assert reported["status"] == "solved"
    assert reported["solution"] == gridsat.read(path).solve().solution
