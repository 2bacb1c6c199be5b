# Shared by the benchmark scripts of the kinds, scripts/bench-KIND (sourced, after they set
# ROOT, SCRIPT_DIR and OUT and define log): building the gridsat binaries they time.  Their Python side is in bench_common.py and
# bench_format.py.

# build_gridsat NAME CADICAL: builds gridsat (cargo build --release) and times a private copy,
# $OUT/gridsat.bench (GRIDSAT), so that a concurrent rebuild of target/ cannot swap the binary
# mid-run; VERSION names it (version, commit, whether src/ is modified).  With CADICAL=1 it
# also builds gridsat with the embedded CaDiCaL (--features cadical, for `--solver
# cadical-embedded`) in a target directory of its own, scripts/out/target-cadical (target/
# keeps the default build, and neither build undoes the other; the first build compiles
# CaDiCaL's C++ sources, a few minutes), and times a private copy of that,
# $OUT/gridsat-cadical.bench (GRIDSAT_CADICAL).  CADICAL_ARGS is what the report helpers are
# given for it (--gridsat-cadical BIN), empty with CADICAL=0.  NAME is the calling script's
# name, for the error message.
# A binary given in the environment is timed instead and nothing is built: $GRIDSAT (the
# default build) and, with CADICAL=1, $GRIDSAT_CADICAL (VERSION then says it was given, since
# the commit of the checkout need not be the one it was built from).
build_gridsat() {
    local name="$1" cadical="$2" given="${GRIDSAT:-}" given_cadical="${GRIDSAT_CADICAL:-}"
    mkdir -p "$OUT"
    if [ -n "$given" ]; then
        [ -x "$given" ] || { echo "$name: GRIDSAT=$given is not an executable file" >&2; exit 2; }
        log "timing GRIDSAT=$given (not building)"
        [ "$given" -ef "$OUT/gridsat.bench" ] || cp "$given" "$OUT/gridsat.bench"
    else
        log "building gridsat (release)"
        cargo build --release --quiet --manifest-path "$ROOT/Cargo.toml" >&2
        cp "$ROOT/target/release/gridsat" "$OUT/gridsat.bench"
    fi
    GRIDSAT="$OUT/gridsat.bench"
    VERSION="$("$GRIDSAT" --version)"
    if [ -n "$given" ]; then
        VERSION="$VERSION (given: GRIDSAT=$given; checkout at $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo no-git))"
    else
        VERSION="$VERSION at $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo no-git)$(git -C "$ROOT" diff --quiet HEAD -- src 2>/dev/null || echo ' with src/ modified')"
    fi
    log "$VERSION"
    GRIDSAT_CADICAL=
    CADICAL_ARGS=()
    [ "$cadical" = 1 ] || return 0
    if [ -n "$given_cadical" ]; then
        [ -x "$given_cadical" ] || { echo "$name: GRIDSAT_CADICAL=$given_cadical is not an executable file" >&2; exit 2; }
        log "timing GRIDSAT_CADICAL=$given_cadical (not building)"
        [ "$given_cadical" -ef "$OUT/gridsat-cadical.bench" ] || cp "$given_cadical" "$OUT/gridsat-cadical.bench"
        GRIDSAT_CADICAL="$OUT/gridsat-cadical.bench"
        CADICAL_ARGS=(--gridsat-cadical "$GRIDSAT_CADICAL")
        return 0
    fi
    local target="$SCRIPT_DIR/out/target-cadical"
    log "building gridsat (release, --features cadical) in $target"
    cargo build --release --quiet --features cadical --manifest-path "$ROOT/Cargo.toml" \
        --target-dir "$target" >&2 ||
        { echo "$name: the build with --features cadical failed (it needs a C++ compiler); --no-cadical skips it" >&2
          exit 1; }
    cp "$target/release/gridsat" "$OUT/gridsat-cadical.bench"
    GRIDSAT_CADICAL="$OUT/gridsat-cadical.bench"
    CADICAL_ARGS=(--gridsat-cadical "$GRIDSAT_CADICAL")
}
