"""A SAT solver program for test_interrupt.py (``solver="cmd:python sleeping_solver.py
DIR"``, the CNF file added last) that never answers: it writes its process id to
``DIR/pid`` and sleeps, so that only gridsat killing it ends it before its 300 s are up."""

import os
import sys
import time
from pathlib import Path

Path(sys.argv[1], "pid").write_text(str(os.getpid()))
time.sleep(300)
