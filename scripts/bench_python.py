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

    bench_python.py KIND:SET:FILE... [KIND:SET:FILE...]    (KIND: one of gridsat.kinds())
    bench_python.py --sets [--quick]

The peers are the scripts/peer_*.py that declare the kind they solve (GRIDSAT_KIND), the
sets to time them on (BENCH_SETS) and how to run one file (bench_run); `--sets` prints the
sets, `KIND SIZE COUNT STRIP` a line (STRIP 1: the peer's reader takes no comment lines), for
the kinds gridsat knows, in its order, without importing the peers.
"""
import ast
import glob
import importlib
import os
import statistics
import sys
import time

import gridsat

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def declared(path):
    """The module-level constants a peer script declares, read without importing it."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                found[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return found


def peers():
    """The peer scripts beside this one by the gridsat kind each solves, for the kinds gridsat
    knows: (module name, its declared constants)."""
    found = {}
    for path in sorted(glob.glob(os.path.join(HERE, "peer_*.py"))):
        constants = declared(path)
        kind = constants.get("GRIDSAT_KIND")
        if kind in gridsat.kinds():
            found[kind] = (os.path.basename(path)[:-3], constants)
    return found


def print_sets(quick):
    for kind in gridsat.kinds():
        module = peers().get(kind)
        if module is None:
            continue
        constants = module[1]
        sets = constants["BENCH_SETS"][:1] if quick else constants["BENCH_SETS"]
        for size, count in sets:
            print(kind, size, count, int(bool(constants.get("BENCH_STRIP_COMMENTS"))))


def gridsat_row(path):
    start = time.perf_counter()
    result = gridsat.solve(gridsat.read(path))
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "status": result.status, "unique": result.unique, "solution": result.solution}


def agree(peer_module, mine, peer):
    """Whether the two verdicts (and the unique solutions) agree."""
    if "error" in peer:
        return False
    if peer["solutions"] == 0:
        return mine["status"] == "unsatisfiable"
    if mine["status"] != "solved" or mine["unique"] != (peer["solutions"] == 1):
        return False
    if peer["solutions"] == 1:
        same = getattr(peer_module, "bench_same_solution", lambda ours, theirs: ours == theirs)
        return same(mine["solution"], peer["solution"])
    return True


def main(argv):
    if argv[:1] == ["--sets"]:
        print_sets("--quick" in argv[1:])
        return 0
    modules = {kind: importlib.import_module(name) for kind, (name, _) in peers().items()}
    sets = {}
    for arg in argv:
        kind, name, path = arg.split(":", 2)
        sets.setdefault((kind, name), []).append(path)
    disagreements = 0
    print("| set | puzzles | gridsat median ms | peer median ms | gridsat total s | peer total s | peer ÷ gridsat (totals) |")
    print("|---|---|---|---|---|---|---|")
    for (kind, name), paths in sets.items():
        peer_module = modules[kind]
        peer_module.bench_run(paths[0])  # untimed: one-time start-up of each
        gridsat_row(paths[0])
        mine, theirs = [], []
        for path in paths:
            ours, peer = gridsat_row(path), peer_module.bench_run(path)
            if not agree(peer_module, ours, peer):
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
