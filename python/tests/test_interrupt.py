"""Ctrl-C stops a long call: each runs in a child process that gets SIGINT a moment after the
call starts, and must raise ``KeyboardInterrupt`` within a few seconds (the work takes from
ten seconds, the analysis, to hours, the count, to its end), with nothing of the call left:
no thread more than before it, none still working, no solver program, no temporary file.
The bound is generous, for a loaded machine; the calls stop within a tenth of a second
when it is idle."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Optional

import pytest

from conftest import INSTANCES

#: How long a call may take to raise KeyboardInterrupt after SIGINT: well below the time
#: each of them works when nothing stops it (the analysis, the shortest, works 10 s more).
BOUND = 5.0

#: An empty 6x6 123 grid: counting its solutions takes hours.
EMPTY_123 = "123 6x6\n" + ". . . . . .\n" * 6

# The child: makes a first call (the thread that works for the main thread's calls starts
# with it), announces the call (CALL, replaced by it), makes it, and reports how it ended,
# with what the process holds then: its threads (from /proc on Linux), the processor time
# they take in the next half second, the solver program's process, its temporary
# directory's content. The call is in the code itself: a
# KeyboardInterrupt out of `eval` would make the child end on SIGINT even when caught.
CHILD = textwrap.dedent(
    """
    import json, os, sys, time
    from pathlib import Path
    import gridsat, gridsat.batch

    directory = Path(sys.argv[1])

    def threads():
        return len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else None

    gridsat.solve("123 4x4\\n. 2 1 .\\n. . . .\\n. . . .\\n2 1 . .\\n")
    before = threads()
    print("calling", flush=True)
    try:
        CALL
        print(json.dumps({"interrupted": False}), flush=True)
        sys.exit(0)
    except KeyboardInterrupt:
        pass
    solver_alive = None
    if (directory / "pid").exists():
        try:
            os.kill(int((directory / "pid").read_text()), 0)
            solver_alive = True
        except ProcessLookupError:
            solver_alive = False
    cpu = time.process_time()
    time.sleep(0.5)
    report = {
        "interrupted": True,
        "threads": [before, threads()],
        "busy": time.process_time() - cpu,
        "solver_alive": solver_alive,
        "temporary": sorted(os.listdir(directory / "tmp")),
    }
    print(json.dumps(report), flush=True)
    """
)


def _interrupt(call: str, directory: Path, started: Optional[Path] = None) -> dict:
    """Runs ``call`` in a child process, sends it SIGINT one second after the call starts
    (or once the file ``started`` exists), and returns what the child reports, with
    ``seconds`` from the signal to its end."""
    (directory / "tmp").mkdir()
    env = dict(os.environ, TMPDIR=str(directory / "tmp"))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.replace("CALL", call), str(directory)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "calling\n"
        time.sleep(1.0)
        while started is not None and not started.exists() and child.poll() is None:
            time.sleep(0.01)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=120)
        seconds = time.monotonic() - sent
    finally:
        child.kill()
        child.wait()
    assert child.returncode == 0, err
    report = json.loads(out)
    report["seconds"] = seconds
    return report


CALLS = {
    "count": f"gridsat.parse({EMPTY_123!r}).count()",
    "generate": "gridsat.generate('magnets', (40, 40), seed=1)",
    "analyze": "gridsat.analyze(gridsat.parse('yinyang 30x30\\n' + ('.' * 30 + '\\n') * 30))",
    "generate_record": "gridsat.batch.generate_record('magnets', (40, 40), 1)",
}


@pytest.mark.parametrize("call", CALLS.values(), ids=CALLS.keys())
def test_ctrl_c_stops_a_long_call_and_leaves_no_thread(call: str, tmp_path: Path) -> None:
    report = _interrupt(call, tmp_path)
    assert report["interrupted"], "the call ended by itself before the signal"
    assert report["seconds"] < BOUND
    before, after = report["threads"]
    assert after == before  # no thread more than before the call
    assert report["busy"] < 0.25  # none still working (a solver would take the half second)
    assert report["temporary"] == []


def test_ctrl_c_kills_the_solver_program_and_removes_its_files(tmp_path: Path) -> None:
    solver = f"cmd:{sys.executable} {Path(__file__).with_name('sleeping_solver.py')} {tmp_path}"
    puzzle = INSTANCES / "yinyang" / "cspuz-generated-6x6.yinyang"
    report = _interrupt(f"gridsat.read({str(puzzle)!r}).solve(solver={solver!r})", tmp_path, tmp_path / "pid")
    assert report["interrupted"] and report["seconds"] < BOUND
    assert report["solver_alive"] is False
    assert report["temporary"] == []  # the CNF and the solver's output went with it


SMALL = "123 4x4\n. 2 1 .\n. . . .\n. . . .\n2 1 . .\n"


def test_a_call_from_a_signal_handler_during_a_call_gets_a_thread_of_its_own(tmp_path: Path) -> None:
    """A handler that solves while the main thread's call counts: the worker is taken, so
    the handler's call works on a thread of its own, and Ctrl-C then stops the count."""
    call = (
        "(signal.signal(signal.SIGUSR1, lambda *_: print(json.dumps(gridsat.solve(SMALL).solution), flush=True)), "
        f"gridsat.parse({EMPTY_123!r}).count())"
    )
    code = CHILD.replace("import json, os, sys, time", f"import json, os, signal, sys, time\nSMALL = {SMALL!r}")
    (tmp_path / "tmp").mkdir()
    child = subprocess.Popen(
        [sys.executable, "-c", code.replace("CALL", call), str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "calling\n"
        time.sleep(1.0)
        child.send_signal(signal.SIGUSR1)
        solved = json.loads(child.stdout.readline())
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=120)
    finally:
        child.kill()
        child.wait()
    assert solved == ["2212", "1332", "2313", "2133"]
    assert child.returncode == 0, err
    assert json.loads(out)["interrupted"]


def test_a_process_forked_after_calls_makes_calls_of_its_own() -> None:
    """The thread that works for the main thread's calls is not forked with the process: a
    child forked after calls starts its own (the parent's is not waited for in vain)."""
    code = textwrap.dedent(
        f"""
        import os, gridsat
        print(gridsat.solve({SMALL!r}).solution, flush=True)
        pid = os.fork()
        if pid == 0:
            print(gridsat.solve({SMALL!r}).solution, flush=True)
            os._exit(0)
        os.waitpid(pid, 0)
        """
    )
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert child.returncode == 0, child.stderr
    assert child.stdout.splitlines() == [str(["2212", "1332", "2313", "2133"])] * 2
