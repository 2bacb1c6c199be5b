"""Batches on a Dask cluster of worker processes (examples/dask_batch.py): a directory
solved and a batch generated, results in input order, one bad file an error record that
loses none of the others' results, and Ctrl-C, which keeps what finished."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import gridsat
import pytest
from dask.distributed import Client

from conftest import INSTANCES, answers, instance_files

spec = importlib.util.spec_from_file_location("dask_batch", Path(__file__).parents[1] / "examples" / "dask_batch.py")
dask_batch = importlib.util.module_from_spec(spec)
spec.loader.exec_module(dask_batch)


@pytest.fixture(scope="module")
def client():
    with dask_batch.local_cluster(2) as cluster, Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        yield client


def test_a_directory_is_solved_in_order_and_a_bad_file_is_an_error_record(client: Client, tmp_path: Path) -> None:
    for path in instance_files():
        shutil.copy(path, tmp_path / f"{path.parent.name}-{path.name}")
        shutil.copy(path.with_suffix(".answer"), tmp_path / f"{path.parent.name}-{path.with_suffix('.answer').name}")
    bad = tmp_path / "magnets-bad.magnets"
    bad.write_text("magnets 3x3\ncols+ 2 0\n")
    # Not puzzles, as for `gridsat solve DIR`: notes, and files in subdirectories.
    (tmp_path / "heart.txt").write_text("a picture I like\n")
    (tmp_path / "old").mkdir()
    shutil.copy(bad, tmp_path / "old" / "bad.magnets")
    paths, failed = dask_batch.puzzle_files([str(tmp_path)])
    assert failed == [] and paths == [str(p) for p in gridsat.puzzle_files(tmp_path)]
    assert len(paths) == len(instance_files()) + 1 and str(bad) in paths  # answer files left out

    records = dask_batch.solve_all(client, paths)

    assert [r["input"] for r in records] == paths
    with pytest.raises(gridsat.ParseError) as raised:
        gridsat.read(bad).solve()
    failed = [r for r in records if r["status"] == "error"]
    assert failed == [{"input": str(bad), "status": "error", "error": str(raised.value), "error_type": "ParseError"}]
    for record in records:
        if record["input"] == str(bad):
            continue
        grids, every = answers(Path(record["input"]))
        assert record["status"] == "solved" and record["solution"] in grids
        assert record["unique"] == (len(grids) == 1) or not every
        assert record["kind"] == Path(record["input"]).name.split("-")[0]


def test_a_directory_without_puzzles_is_an_error_record_and_a_timeout_a_timeout_record(client: Client, tmp_path: Path) -> None:
    (tmp_path / "heart.txt").write_text("a picture I like\n")
    (tmp_path / "empty").mkdir()
    open_magnets = tmp_path / "open.magnets"
    open_magnets.write_text("8x8:{0},{0},{0},{0},{1}\n".format("." * 8, "LRLRLRLR" * 8))
    paths, failed = dask_batch.puzzle_files([str(tmp_path / "heart.txt"), str(tmp_path / "empty"), str(tmp_path)])
    assert paths == [str(tmp_path / "heart.txt"), str(open_magnets)]  # a file named is an input
    with pytest.raises(gridsat.FileError) as missing:
        gridsat.puzzle_files(tmp_path / "empty")
    assert failed == [{"input": str(tmp_path / "empty"), "status": "error", "error": str(missing.value), "error_type": "FileError"}]
    records = dask_batch.solve_all(client, [str(open_magnets)], timeout=1e-9)
    assert records == [{"input": str(open_magnets), "status": "timeout", "timeout": 1e-9}]
    assert dask_batch.summary(records, 1.0).endswith(": 1 timeout")


def test_the_exit_code_is_the_worst_outcome_as_on_the_command_line() -> None:
    def code(*statuses: str) -> int:
        return dask_batch.exit_code([{"status": status} for status in statuses])

    assert code("solved", "generated") == 0
    assert code("solved", "unsatisfiable") == code("invalid") == 1
    assert code("unsatisfiable", "timeout", "solved") == 3
    assert code("timeout", "error", "unsatisfiable") == 2


def test_a_generated_batch_comes_back_in_order_as_made_here(client: Client) -> None:
    plan = dask_batch.generation_plan(gridsat.kinds(), "6x6", 12, seed=100) + [("sudoku", "6x6", 1)]
    records = dask_batch.generate_all(client, plan, chunk=5)
    assert [(r.get("kind", "sudoku"), r.get("seed", 1)) for r in records] == [(k, s) for k, _, s in plan]
    assert records[-1]["status"] == "error" and records[-1]["error_type"] == "UnknownKindError"
    for record, (kind, size, seed) in zip(records[:-1], plan):
        here = gridsat.generate(kind, size, seed=seed)
        assert (record["text"], record["solution"]) == (here.puzzle.text, here.solution)
        assert gridsat.solve(gridsat.parse(record["text"], kind)).solution == record["solution"]
    medium = dask_batch.generate_all(client, [("magnets", "6x6", 1)], difficulty="medium")
    assert medium[0]["text"] == gridsat.generate("magnets", "6x6", seed=1, difficulty="medium").puzzle.text


def test_each_puzzle_of_a_file_of_several_is_a_record_as_the_command_line_solves_it(client: Client, tmp_path: Path) -> None:
    made = [gridsat.generate(kind, "6x6", seed=1) for kind in gridsat.kinds()]
    several = tmp_path / "several.txt"
    several.write_text("---\n".join(generated.puzzle.text for generated in made))
    single = INSTANCES / "123" / "cspuz-4x4.123"
    records = dask_batch.solve_all(client, [str(several), str(single)])
    assert [r["input"] for r in records] == [f"{several}#{k}" for k in range(1, len(made) + 1)] + [str(single)]
    assert [r["solution"] for r in records[:-1]] == [generated.solution for generated in made]
    assert all(r["status"] == "solved" for r in records)


def test_a_task_lost_in_dask_is_an_error_record_for_each_of_its_inputs(client: Client) -> None:
    future = client.submit(_raise, pure=False)
    records = dask_batch.in_order([future], [["a", "b"]])
    assert [(r["input"], r["status"], r["error_type"]) for r in records] == [(i, "error", "RuntimeError") for i in "ab"]


def _raise() -> None:
    raise RuntimeError("lost")


def test_ctrl_c_keeps_the_finished_records_says_one_line_and_leaves_nothing(tmp_path: Path) -> None:
    """Ctrl-C at a terminal (SIGINT to the example's process group, its workers included)
    while two puzzles of minutes are being generated: the records finished by then are
    printed, one line says the run was interrupted, the exit code is 130, and no process
    of the run, no Dask scratch space is left."""
    quick = [str(p) for p in sorted((INSTANCES / "magnets").glob("*.magnets"))[:3]]
    script = Path(__file__).parents[1] / "examples" / "dask_batch.py"
    (tmp_path / "tmp").mkdir()
    run = subprocess.Popen(
        [sys.executable, str(script), "--solve", *quick, "--generate", "magnets:40x40:2", "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env=dict(os.environ, TMPDIR=str(tmp_path / "tmp")),
        start_new_session=True,
    )
    try:
        assert run.stdout is not None
        first = run.stdout.readline()  # the first record: the cluster runs
        os.killpg(run.pid, signal.SIGINT)
        rest, err = run.communicate(timeout=120)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
        run.wait()
    records = [json.loads(line) for line in (first + rest).splitlines()]
    assert run.returncode == 130, err
    # Those of the quick puzzles solved by then, each once, in input order.
    names = [r["input"] for r in records]
    assert 1 <= len(names) == len(set(names)) and set(names) <= set(quick) and names == sorted(names, key=quick.index)
    assert all(r["status"] == "solved" for r in records)
    # One line on stop, no traceback (before it, Dask may warn that the port of another
    # cluster running here, this module's, is taken).
    assert "Traceback" not in err
    stop = err.splitlines()[-1]
    seconds = stop.split("after ")[1].split(" s:")[0]
    kept = "1 record" if len(records) == 1 else f"{len(records)} records"
    assert stop == (
        f"dask_batch.py: interrupted after {seconds} s: {kept} kept, "
        f"the work on the others stopped ({len(quick) + 2} inputs in all)"
    )
    # Every process of the run's session has ended (one that init has yet to reap, a
    # zombie, is no longer running).
    session = subprocess.run(["ps", "-o", "stat=,pid=,cmd=", "-g", str(run.pid)], capture_output=True, text=True)
    assert [line for line in session.stdout.splitlines() if not line.startswith("Z")] == []
    assert os.listdir(tmp_path / "tmp") == [] and not (tmp_path / "dask-scratch-space").exists()
