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
here; with it, the work goes to a cluster started elsewhere (``dask scheduler``, ``dask
worker``), whose workers need gridsat installed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Iterable, List, Optional, Sequence, Tuple

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


def in_order(futures: Sequence[Future], inputs: Sequence[Sequence[str]]) -> List[Record]:
    """The records of the futures (each a list, for one chunk of inputs) in input order; a
    task that failed in Dask itself (a worker lost, a bug) gives an error record for each
    of its inputs, so the batch always comes back whole."""
    records: List[Record] = []
    for names, future in zip(inputs, futures):
        try:
            records += future.result()
        except Exception as error:  # noqa: BLE001 - any failure of one task is its records
            records += [error_record(name, error) for name in names]
    return records


def solve_all(
    client: Client, paths: Sequence[str], unique: bool = True, chunk: int = 1, timeout: Optional[float] = None
) -> List[Record]:
    """Solves every file of ``paths`` on the cluster, ``chunk`` files a task, each within
    ``timeout`` seconds when given: one record each, in input order."""
    parts = chunks(paths, chunk)
    futures = client.map(solve_records, parts, unique=unique, timeout=timeout, pure=False)
    return in_order(futures, parts)


def generation_plan(kinds: Sequence[str], size: str, count: int, seed: int) -> List[Tuple[str, str, int]]:
    """``count`` puzzles of ``size``, the kinds in turn, seeds ``seed``, ``seed + 1``, ..."""
    return [(kinds[i % len(kinds)], size, seed + i) for i in range(count)]


def generate_all(
    client: Client, plan: Sequence[Tuple[str, str, int]], chunk: int = 1, difficulty: Optional[str] = None
) -> List[Record]:
    """Generates every ``(kind, size, seed)`` of ``plan`` on the cluster (of ``difficulty``
    when given), ``chunk`` puzzles a task, in plan order."""
    parts = chunks(plan, chunk)
    futures = client.map(generate_records, parts, difficulty=difficulty, pure=False)
    return in_order(futures, [[generation_input(*item) for item in part] for part in parts])


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
    thread per process keeps one solve per core), without the dashboard."""
    return LocalCluster(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
    )


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
    cluster = None if args.scheduler else local_cluster(args.workers)
    with Client(args.scheduler or cluster) as client:
        start = time.perf_counter()
        solved = solve_all(client, paths, not args.first, args.chunk, args.timeout)
        records = failed + solved + generate_all(client, plan, args.chunk, args.difficulty)
        seconds = time.perf_counter() - start
    if cluster is not None:
        cluster.close()
    lines = "".join(json.dumps(record) + "\n" for record in records)
    if args.out:
        args.out.write_text(lines)
    else:
        sys.stdout.write(lines)
    if args.save:
        save(records, args.save)
    print(summary(records, seconds), file=sys.stderr)
    return exit_code(records)


if __name__ == "__main__":
    sys.exit(main())
