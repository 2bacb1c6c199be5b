"""A SAT solver program for test_threads.py (``--solver cmd:python blocking_solver.py DIR``,
the CNF file added last): it creates ``DIR/started``, waits until another Python thread of
the test creates ``DIR/gate``, then solves the CNF with pycosat and answers in the SAT
competition format. While it waits, gridsat is inside a solve: a test thread that creates
the gate has run Python code during that solve, which it can only do if the solve
released the GIL. It gives up (exit 1) after 120 s, so that a held GIL fails the test
instead of hanging it."""

import sys
import time
from pathlib import Path

import pycosat

directory, cnf = Path(sys.argv[1]), Path(sys.argv[2])
(directory / "started").touch()
deadline = time.monotonic() + 120
while not (directory / "gate").exists():
    if time.monotonic() > deadline:
        sys.exit("blocking_solver: no gate after 120 s: the GIL was not released")
    time.sleep(0.01)
clauses, clause = [], []
for line in cnf.read_text().splitlines():
    if line.startswith(("c", "p")) or not line.strip():
        continue
    for literal in map(int, line.split()):
        if literal == 0:
            clauses.append(clause)
            clause = []
        else:
            clause.append(literal)
model = pycosat.solve(clauses)
if model == "UNSAT":
    print("s UNSATISFIABLE")
else:
    print("s SATISFIABLE")
    print("v " + " ".join(map(str, model)) + " 0")
