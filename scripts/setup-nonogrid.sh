#!/usr/bin/env bash
# Installs (or reuses) the peer nonogram solver nonogrid (crates.io, a Rust
# line-solver + backtracking solver, built with its optional features `sat` (a
# varisat search after the line solver) and `xml` (reads webpbn XML, the format of
# colour puzzles)) into the git-ignored scratch directory scripts/out/nonogrid and
# prints the binary's path as the only line on stdout.
#
# Idempotent: when scripts/out/nonogrid/bin/nonogrid already exists and the
# marker scripts/out/nonogrid/features (written after a successful install)
# records the same version and features, it does nothing but print the path; a
# binary built otherwise (an older setup without xml) is rebuilt.  Needs cargo
# and network access to crates.io; compiling takes a few minutes.
#
#   NONOGRID=$(scripts/setup-nonogrid.sh) && "$NONOGRID" --help
#
# Override cargo with CARGO=/path/to/cargo.
set -euo pipefail

NONOGRID_VERSION="0.7.3"
NONOGRID_FEATURES="sat,xml"

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT_DIR="$SCRIPT_DIR/out/nonogrid"
BIN="$ROOT_DIR/bin/nonogrid"
MARKER="$ROOT_DIR/features"
WANTED="nonogrid $NONOGRID_VERSION features $NONOGRID_FEATURES"
CARGO="${CARGO:-cargo}"

if [ -x "$BIN" ] && [ "$(cat "$MARKER" 2>/dev/null)" = "$WANTED" ]; then
    echo "$BIN"
    exit 0
fi

echo "setup-nonogrid: cargo install nonogrid $NONOGRID_VERSION (features: $NONOGRID_FEATURES) into $ROOT_DIR" >&2
mkdir -p "$ROOT_DIR"
rm -f "$MARKER"
# --locked uses the crate's own Cargo.lock when it ships one (reproducible
# dependency versions); without one cargo falls back to resolving afresh.
if ! "$CARGO" install nonogrid --version "$NONOGRID_VERSION" --features "$NONOGRID_FEATURES" \
        --root "$ROOT_DIR" --locked --force >&2; then
    echo "setup-nonogrid: --locked install failed; retrying without --locked" >&2
    "$CARGO" install nonogrid --version "$NONOGRID_VERSION" --features "$NONOGRID_FEATURES" \
        --root "$ROOT_DIR" --force >&2
fi

if [ ! -x "$BIN" ]; then
    echo "setup-nonogrid: install finished but $BIN is missing" >&2
    exit 1
fi
echo "$WANTED" >"$MARKER"
echo "$BIN"
