#!/usr/bin/env python3
"""Scripting benchmark: gridsat's Python package against the peer Python solver people
script with (PyPI multi-puzzle-solver, OR-Tools CP-SAT), in one Python process, on the
same puzzle files (run by scripts/bench-python, which makes the sets and the venv).

Both decide uniqueness (the peer is asked for at most two solutions). gridsat's time is a
whole call from Python, `gridsat.solve(gridsat.read(path))`: reading, parsing, solving,
verifying and the result's conversion to Python; the peer's is its own in-process time
(building its Board and solving, not reading or parsing the file), so the comparison
leans in the peer's favour. One untimed solve of each first (OR-Tools' and gridsat's
one-time start-up), then each file once. Verdicts must agree, and the solutions where
both say unique; a disagreement is printed and makes the exit status 1.

    bench_python.py KIND:SET:FILE... [KIND:SET:FILE...]    (KIND: magnets, hanjie, 123, yinyang)
"""
import os
import statistics
import sys
import time

import gridsat

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peer_123  # noqa: E402  (beside this script)
import peer_magnets  # noqa: E402
import peer_nonograms  # noqa: E402
import peer_yinyang  # noqa: E402

PEERS = {
    "magnets": peer_magnets.run_file,
    "hanjie": peer_nonograms.run_file,
    "123": lambda path: peer_123.run_file(path, 2),
    "yinyang": lambda path: peer_yinyang.run_file(path, 2),
}


def gridsat_row(path):
    start = time.perf_counter()
    result = gridsat.solve(gridsat.read(path))
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "status": result.status, "unique": result.unique, "solution": result.solution}


def agree(kind, mine, peer):
    """Whether the two verdicts (and the unique solutions) agree."""
    if "error" in peer:
        return False
    if peer["solutions"] == 0:
        return mine["status"] == "unsatisfiable"
    if mine["status"] != "solved" or mine["unique"] != (peer["solutions"] == 1):
        return False
    if peer["solutions"] == 1:
        theirs = peer["solution"]
        if kind == "hanjie":
            return [row.replace("#", "1").replace(".", "0") for row in mine["solution"]] == [
                row.replace("#", "1").replace(".", "0") for row in theirs
            ]
        return mine["solution"] == theirs
    return True


def main(argv):
    sets = {}
    for arg in argv:
        kind, name, path = arg.split(":", 2)
        sets.setdefault((kind, name), []).append(path)
    disagreements = 0
    print("| set | puzzles | gridsat median ms | peer median ms | gridsat total s | peer total s | peer ÷ gridsat (totals) |")
    print("|---|---|---|---|---|---|---|")
    for (kind, name), paths in sets.items():
        PEERS[kind](paths[0])  # untimed: one-time start-up of each
        gridsat_row(paths[0])
        mine, theirs = [], []
        for path in paths:
            ours, peer = gridsat_row(path), PEERS[kind](path)
            if not agree(kind, ours, peer):
                disagreements += 1
                said = peer.get("error", peer.get("solutions"))
                print(f"disagreement on {path}: gridsat {ours['status']} unique={ours['unique']}, peer {said}", file=sys.stderr)
                continue
            mine.append(ours["seconds"])
            theirs.append(peer["seconds"])
        if not mine:
            continue
        print(
            f"| {name} | {len(mine)} | {statistics.median(mine) * 1e3:.2f} | {statistics.median(theirs) * 1e3:.2f}"
            f" | {sum(mine):.3f} | {sum(theirs):.3f} | {sum(theirs) / sum(mine):.0f}x |"
        )
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
