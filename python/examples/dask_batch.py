#!/usr/bin/env python3
"""Solve a directory of puzzles and generate a batch of new ones on a Dask cluster.

gridsat has no scheduler of its own beyond one machine (``gridsat solve --jobs N``); for
hundreds of thousands of puzzles, Dask (``dask.distributed``) spreads the work over worker
processes on one machine or many. Each task is one puzzle file (``--chunk`` files), done
by ``gridsat.batch``, which returns plain records and never raises for bad input: one bad
puzzle comes back as an error record and the others' results are kept. A file of several
puzzles (``gridsat generate --count N``) gives a record for each, named ``FILE#K`` as
``gridsat solve FILE`` names them. Results come back in input order, as JSON lines (the
fields of ``gridsat solve --format json``). A directory stands for its puzzle files, as
for ``gridsat solve DIR`` (``gridsat.puzzle_files``: by extension, not in
subdirectories). The exit code is the command line's: 2 when an input could not be
read or solved, else 3 when one reached the time limit, else 1 when one has no solution.

    python examples/dask_batch.py --solve ../instances/* --workers 2
    python examples/dask_batch.py --generate yinyang:10x10:100 --seed 7 --save out/
    python examples/dask_batch.py --scheduler tcp://HOST:8786 --solve puzzles/
    python examples/dask_batch.py --bench          # puzzles/s with 1 and 2 workers

Without ``--scheduler`` a LocalCluster of ``--workers`` processes (one thread each) runs
here, its scratch space in a temporary directory of its own; with it, the work goes to a
cluster started elsewhere (``dask scheduler``, ``dask worker``), whose workers need gridsat
installed.

Records are printed as they come, in input order (``--out`` writes them at the end).
Ctrl-C stops the run as it stops ``gridsat solve``: the records of the tasks finished by
then are kept (printed, written, saved), one line on standard error says how many inputs
were not done, the exit code is 130, and nothing is left behind: the tasks cancelled, the
local cluster's worker processes stopped and its scratch space removed. The workers leave
Ctrl-C to this process (they ignore SIGINT, which a terminal sends to them too), so that
they are stopped in order rather than killed half-way. A second Ctrl-C ends the run at
once.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Iterable, Iterator, List, Optional, Sequence, Tuple

import dask
from dask.distributed import Client, Future, LocalCluster

import gridsat
from gridsat.batch import Record, error_record, generate_records, generation_input, solve_record, solve_records


def puzzle_files(paths: Iterable[str]) -> Tuple[List[str], List[Record]]:
    """The files to solve, as ``gridsat solve`` takes its inputs: each file named, and the
    puzzle files directly in each directory named (``gridsat.puzzle_files``, sorted); and
    an error record for each directory that cannot be read or holds no puzzle file."""
    found: List[str] = []
    failed: List[Record] = []
    for path in paths:
        if not os.path.isdir(path):
            found.append(path)
            continue
        try:
            found += [os.fspath(file) for file in gridsat.puzzle_files(path)]
        except gridsat.GridsatError as error:
            failed.append(error_record(path, error))
    return found, failed


def chunks(items: Sequence, size: int) -> List[Sequence]:
    """``items`` in runs of ``size`` (the last may be shorter)."""
    return [items[i : i + size] for i in range(0, len(items), size)]


def task_records(future: Future, names: Sequence[str]) -> List[Record]:
    """The records of one task (for the chunk of inputs ``names``), once it has ended; a task
    that failed in Dask itself (a worker lost, a bug) gives an error record for each of its
    inputs, so the batch always comes back whole."""
    try:
        return future.result()
    except Exception as error:  # noqa: BLE001 - any failure of one task is its records
        return [error_record(name, error) for name in names]


def in_order(futures: Sequence[Future], inputs: Sequence[Sequence[str]]) -> List[Record]:
    """The records of the futures (each a list, for one chunk of inputs) in input order."""
    return [record for names, future in zip(inputs, futures) for record in task_records(future, names)]


class CtrlC:
    """Ctrl-C (SIGINT) while the run goes on, noted (:attr:`pressed`) instead of raised: a
    KeyboardInterrupt inside one of Dask's waits can make it log tracebacks of its own. A
    second Ctrl-C ends the process at once, with exit code 130."""

    def __init__(self) -> None:
        self.pressed = False

    def __enter__(self) -> "CtrlC":
        self.previous = signal.signal(signal.SIGINT, self.note)
        return self

    def __exit__(self, *exception: object) -> None:
        signal.signal(signal.SIGINT, self.previous)

    def note(self, _signal: int, _frame: object) -> None:
        if self.pressed:
            os._exit(130)
        self.pressed = True


#: How often the wait for a task looks at Ctrl-C.
POLL = 0.05


def collect(
    futures: Sequence[Future], inputs: Sequence[Sequence[str]], emit: Callable[[Record], None], ctrl_c: CtrlC
) -> Tuple[List[Record], bool]:
    """The records of the futures in input order, each passed to ``emit`` as soon as it and
    those before it are in; and whether Ctrl-C stopped the wait. Then the records are those
    of the tasks ended by then (in input order, less the others), and the other tasks are
    cancelled."""
    records: List[Record] = []
    for waited, (names, future) in enumerate(zip(inputs, futures)):
        while not future.done() and not ctrl_c.pressed:
            time.sleep(POLL)
        if ctrl_c.pressed:
            break
        for record in task_records(future, names):
            records.append(record)
            emit(record)
    else:
        return records, False
    for names, future in zip(inputs[waited:], futures[waited:]):
        if future.done():
            for record in task_records(future, names):
                records.append(record)
                emit(record)
    futures[0].client.cancel(list(futures[waited:]))
    return records, True


def solve_tasks(
    client: Client, paths: Sequence[str], unique: bool = True, chunk: int = 1, timeout: Optional[float] = None
) -> Tuple[List[Future], List[List[str]]]:
    """The tasks that solve every file of ``paths`` on the cluster, ``chunk`` files a task,
    each puzzle within ``timeout`` seconds when given, and the inputs of each."""
    parts = chunks(paths, chunk)
    futures = client.map(solve_records, parts, unique=unique, timeout=timeout, pure=False)
    return futures, [list(part) for part in parts]


def solve_all(
    client: Client, paths: Sequence[str], unique: bool = True, chunk: int = 1, timeout: Optional[float] = None
) -> List[Record]:
    """Solves every file of ``paths`` on the cluster (:func:`solve_tasks`): the record of each
    puzzle, in input order."""
    return in_order(*solve_tasks(client, paths, unique, chunk, timeout))


def generation_plan(kinds: Sequence[str], size: str, count: int, seed: int) -> List[Tuple[str, str, int]]:
    """``count`` puzzles of ``size``, the kinds in turn, seeds ``seed``, ``seed + 1``, ..."""
    return [(kinds[i % len(kinds)], size, seed + i) for i in range(count)]


def generate_tasks(
    client: Client, plan: Sequence[Tuple[str, str, int]], chunk: int = 1, difficulty: Optional[str] = None
) -> Tuple[List[Future], List[List[str]]]:
    """The tasks that generate every ``(kind, size, seed)`` of ``plan`` on the cluster (of
    ``difficulty`` when given), ``chunk`` puzzles a task, and the inputs of each."""
    parts = chunks(plan, chunk)
    futures = client.map(generate_records, parts, difficulty=difficulty, pure=False)
    return futures, [[generation_input(*item) for item in part] for part in parts]


def generate_all(
    client: Client, plan: Sequence[Tuple[str, str, int]], chunk: int = 1, difficulty: Optional[str] = None
) -> List[Record]:
    """Generates every ``(kind, size, seed)`` of ``plan`` on the cluster
    (:func:`generate_tasks`), in plan order."""
    return in_order(*generate_tasks(client, plan, chunk, difficulty))


def save(records: Sequence[Record], directory: Path) -> None:
    """Writes each generated puzzle and its ``.answer`` file (as ``gridsat generate --out``)."""
    directory.mkdir(parents=True, exist_ok=True)
    for record in records:
        if record["status"] != "generated":
            continue
        puzzle = directory / record["input"]
        puzzle.write_text(record["text"])
        rows = "\n".join(record["solution"])
        answer = f"# The solution of {puzzle.name}, planted by gridsat's generator\n{rows}\n"
        puzzle.with_suffix(".answer").write_text(answer)


def local_cluster(workers: int) -> LocalCluster:
    """``workers`` worker processes of one thread each (gridsat releases the GIL, but one
    thread per process keeps one solve per core), without the dashboard. The processes
    ignore SIGINT (they start with it ignored, and keep it so): Ctrl-C at a terminal reaches
    every process of its group, and this one closes the cluster itself."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
        )
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def connected(scheduler: Optional[str], workers: int) -> Iterator[Client]:
    """A client of the cluster at ``scheduler``, or of a local cluster of ``workers``
    processes (:func:`local_cluster`) whose scratch space (Dask's ``temporary-directory``:
    worker directories and their lock files) is a temporary directory of its own; the
    client and the cluster are closed and that directory removed when the block ends,
    however it ends."""
    if scheduler is not None:
        with Client(scheduler) as client:
            yield client
        return
    scratch = tempfile.mkdtemp(prefix="dask-batch-")
    try:
        with dask.config.set({"temporary-directory": scratch}):
            with local_cluster(workers) as cluster, Client(cluster) as client:
                yield client
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def summary(records: Sequence[Record], seconds: float) -> str:
    """``N puzzles in T s (P puzzles/s): S solved (U unique), G generated, ...``."""
    by_status: dict = {}
    for record in records:
        by_status[record["status"]] = by_status.get(record["status"], 0) + 1
    unique = sum(1 for r in records if r.get("unique") is True)
    parts = [f"{n} {status}" + (f" ({unique} unique)" if status == "solved" else "") for status, n in by_status.items()]
    rate = len(records) / seconds if seconds > 0 else float("inf")
    return f"{len(records)} puzzles in {seconds:.2f} s ({rate:.1f} puzzles/s): {', '.join(parts)}"


def bench(dirs: Sequence[str], plan: Sequence[Tuple[str, str, int]], repeat: int) -> None:
    """Puzzles per second solving ``dirs`` and generating ``plan``: in this process without
    Dask, then on local clusters of 1 and 2 workers with 1 and 10 puzzles a task; the best
    of ``repeat`` runs each, on a cluster started (and warmed up) beforehand."""
    paths, failed = puzzle_files(dirs)
    if failed:
        sys.exit(f"benchmark inputs: {failed[0]['error']}")
    print(f"inputs: {len(paths)} files solved, {len(plan)} puzzles generated; best of {repeat} runs")
    print("| workers | puzzles a task | solve puzzles/s | generate puzzles/s | all puzzles/s |")
    print("|---|---|---|---|---|")

    def report(workers: str, chunk: str, run) -> None:
        best = (float("inf"), float("inf"))
        for _ in range(repeat):
            start = time.perf_counter()
            solved = run(solve=True)
            middle = time.perf_counter()
            made = run(solve=False)
            end = time.perf_counter()
            failed = [r for r in solved + made if r["status"] == "error"]
            if failed or len(solved) != len(paths) or len(made) != len(plan):
                sys.exit(f"benchmark run failed: {failed[:1]}")
            best = min(best, (middle - start, end - middle), key=sum)
        rates = (len(paths) / best[0], len(plan) / best[1], (len(paths) + len(plan)) / sum(best))
        print(f"| {workers} | {chunk} | {rates[0]:.0f} | {rates[1]:.0f} | {rates[2]:.0f} |")

    report("none (no Dask)", "-", lambda solve: solve_records(paths) if solve else generate_records(plan))
    for workers in (1, 2):
        with local_cluster(workers) as cluster, Client(cluster) as client:
            client.run(solve_record, paths[0])  # every worker imports gridsat before timing
            for chunk in (1, 10):

                def run(solve: bool, chunk: int = chunk) -> List[Record]:
                    return solve_all(client, paths, chunk=chunk) if solve else generate_all(client, plan, chunk)

                report(str(workers), str(chunk), run)


def arguments(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--solve", nargs="*", default=[], metavar="PATH", help="puzzle files or directories to solve")
    parser.add_argument(
        "--generate", action="append", default=[], metavar="KIND:WxH:N", help="generate N puzzles (KIND may be all)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the first generated puzzle (then +1 each)")
    parser.add_argument(
        "--difficulty", choices=["easy", "medium", "hard"], help="generate only puzzles of this difficulty"
    )
    parser.add_argument("--first", action="store_true", help="do not decide uniqueness (solve only)")
    parser.add_argument("--timeout", type=float, help="seconds a puzzle may take (then a timeout record)")
    parser.add_argument("--chunk", type=int, default=1, help="puzzles a task (for puzzles of a few ms each)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local worker processes")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler instead of a local cluster")
    parser.add_argument("--out", type=Path, help="write the JSON lines here instead of standard output")
    parser.add_argument("--save", type=Path, metavar="DIR", help="write each generated puzzle and its .answer here")
    parser.add_argument("--bench", action="store_true", help="puzzles/s with 1 and 2 workers (instances/ and 200 10x10)")
    parser.add_argument("--repeat", type=int, default=3, help="--bench: runs per worker count (the best is kept)")
    return parser.parse_args(argv)


def generation_plans(specs: Sequence[str], seed: int) -> List[Tuple[str, str, int]]:
    """The plan of each ``--generate KIND:WxH:N``, seeds running on from one spec to the next."""
    plan: List[Tuple[str, str, int]] = []
    for spec in specs:
        try:
            kind, size, count = spec.split(":")
            kinds = gridsat.kinds() if kind == "all" else [kind]
            plan += generation_plan(kinds, size, int(count), seed + len(plan))
        except ValueError:
            sys.exit(f"dask_batch.py: --generate {spec}: expected KIND:WxH:N, e.g. all:10x10:100")
    return plan


def exit_code(records: Sequence[Record]) -> int:
    """As the command line's, the worst outcome winning: 2 when an input could not be read
    or solved, else 3 when one reached the time limit, else 1 when a puzzle has no solution
    (or an invalid one), else 0."""
    statuses = {record["status"] for record in records}
    if "error" in statuses:
        return 2
    if "timeout" in statuses:
        return 3
    return 1 if statuses & {"unsatisfiable", "invalid"} else 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = arguments(argv)
    if args.bench:
        instances = Path(__file__).resolve().parents[2] / "instances"
        every_kind = [str(kind) for kind in sorted(instances.iterdir()) if kind.is_dir()]
        bench(args.solve or every_kind, generation_plans(args.generate or ["all:10x10:200"], args.seed), args.repeat)
        return 0
    plan = generation_plans(args.generate, args.seed)
    paths, failed = puzzle_files(args.solve)

    def emit(record: Record) -> None:
        if not args.out:
            print(json.dumps(record), flush=True)

    for record in failed:
        emit(record)
    start = time.perf_counter()
    records = list(failed)
    with CtrlC() as ctrl_c, connected(args.scheduler, args.workers) as client:
        solving = solve_tasks(client, paths, not args.first, args.chunk, args.timeout)
        generating = generate_tasks(client, plan, args.chunk, args.difficulty)
        done, interrupted = collect(solving[0] + generating[0], solving[1] + generating[1], emit, ctrl_c)
        records += done
    seconds = time.perf_counter() - start
    if args.out:
        args.out.write_text("".join(json.dumps(record) + "\n" for record in records))
    if args.save:
        save(records, args.save)
    if interrupted:
        inputs = len(failed) + len(paths) + len(plan)
        kept = f"{len(records)} record{'' if len(records) == 1 else 's'}"
        print(
            f"dask_batch.py: interrupted after {seconds:.1f} s: {kept} kept, the work on the others stopped "
            f"({inputs} inputs in all)",
            file=sys.stderr,
        )
        return 130
    print(summary(records, seconds), file=sys.stderr)
    return exit_code(records)


if __name__ == "__main__":
    sys.exit(main())
