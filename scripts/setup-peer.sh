#!/usr/bin/env bash
# Creates (or reuses) a Python venv at scripts/.venv holding the peer solver of
# the benchmarks (for the kinds the scripts/peer_*.py adapters cover), the PyPI
# package `multi-puzzle-solver` (OR-Tools CP-SAT based), and prints the venv's
# python path as the only line on stdout.
#
# Idempotent: when the venv already holds the pinned versions it does nothing
# but print the path.  Needs only python3 (>= 3.9) and network access to PyPI.
#
#   PY=$(scripts/setup-peer.sh) && "$PY" scripts/peer_magnets.py FILE.magnets
#
# Override the interpreter used to create the venv with PYTHON=/path/to/python3.
set -euo pipefail

PEER_PKG="multi-puzzle-solver==1.1.10"
# The engine whose speed is measured; pinned so timings stay comparable.
ORTOOLS_PKG="ortools==9.15.6755"

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$SCRIPT_DIR/.venv"
VPY="$VENV/bin/python"
PYTHON="${PYTHON:-python3}"

want_mps="${PEER_PKG#*==}"
want_ort="${ORTOOLS_PKG#*==}"

ready() {
    [ -x "$VPY" ] && "$VPY" - "$want_mps" "$want_ort" >/dev/null 2>&1 <<'EOF'
import sys
from importlib.metadata import version
assert version("multi-puzzle-solver") == sys.argv[1]
assert version("ortools") == sys.argv[2]
import puzzle_solver.puzzles.magnets.magnets  # noqa: F401
import puzzle_solver.puzzles.filling.filling  # noqa: F401  (the 123 puzzle's peer)
import puzzle_solver.puzzles.yin_yang.yin_yang  # noqa: F401  (the Yin Yang peer)
import puzzle_solver.core.utils_ortools  # noqa: F401
EOF
}

if ready; then
    echo "$VPY"
    exit 0
fi

# A venv that exists but is broken (e.g. its base interpreter vanished) is
# rebuilt from scratch.
if [ -d "$VENV" ] && ! "$VPY" -c 'import sys' >/dev/null 2>&1; then
    echo "setup-peer: removing broken venv at $VENV" >&2
    rm -rf "$VENV"
fi

if [ ! -x "$VPY" ]; then
    echo "setup-peer: creating venv at $VENV with $PYTHON" >&2
    if ! "$PYTHON" -m venv "$VENV" >&2; then
        # e.g. Debian without python3-venv (no ensurepip): make a pip-less venv
        # and let the outer pip install into it below.
        echo "setup-peer: 'venv' with pip failed; retrying --without-pip" >&2
        rm -rf "$VENV"
        "$PYTHON" -m venv --without-pip "$VENV" >&2
    fi
fi

if "$VPY" -m pip --version >/dev/null 2>&1; then
    PIP=("$VPY" -m pip)
else
    # pip >= 22.3 can install into another environment with --python.
    PIP=("$PYTHON" -m pip --python "$VPY")
fi

echo "setup-peer: installing $PEER_PKG $ORTOOLS_PKG" >&2
"${PIP[@]}" install --disable-pip-version-check --no-input -q "$PEER_PKG" "$ORTOOLS_PKG" >&2

if ! ready; then
    echo "setup-peer: install finished but the pinned packages do not import" >&2
    exit 1
fi
echo "$VPY"
