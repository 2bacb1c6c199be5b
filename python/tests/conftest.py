"""Shared helpers: where the repository's instances are, and their answer files (every
solution, or the one known, as rows; several separated by blank lines)."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import List, Tuple

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTANCES = ROOT / "instances"

# The Ctrl-C tests (test_interrupt.py, test_dask.py) send SIGINT to child processes, which
# must meet it as a person's Python does: with KeyboardInterrupt. A shell runs a background
# job (`scripts/python-test &`) with SIGINT ignored, children inherit that across exec,
# and Python started so leaves it ignored: the children would never see the signal and the
# tests would wait out their timeouts. A handled signal is reset to the default at exec, so
# handling it here gives every child the default, whatever this process was started with.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


def answers(puzzle: Path) -> Tuple[List[List[str]], bool]:
    """The solutions in the answer file beside ``puzzle``, and whether they are every
    solution (the file says ``Every solution of`` on its first line). Comments start with
    ``# `` (a Hanjie row may start with ``#``, a filled cell)."""
    text = puzzle.with_suffix(".answer").read_text()
    grids: List[List[str]] = []
    current: List[str] = []
    for line in text.splitlines():
        if line.startswith(("# ", "//")):
            continue
        if line.strip():
            current.append(line.strip())
        elif current:
            grids.append(current)
            current = []
    if current:
        grids.append(current)
    return grids, text.startswith("# Every solution of")


def instance_files() -> List[Path]:
    """Every puzzle of ``instances/`` that has an answer file."""
    return sorted(p for p in INSTANCES.glob("*/*") if p.suffix != ".answer" and p.with_suffix(".answer").exists())


def instance_id(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


@pytest.fixture(params=instance_files(), ids=instance_id)
def instance(request: pytest.FixtureRequest) -> Path:
    return request.param
