"""The peers' side of the benchmark scripts in scripts/ (standard library only): reading
native puzzle files, the peers' per-file rows and their --help / --check.

Used by the peers peer_123.py, peer_magnets.py, peer_nonograms.py and peer_yinyang.py, run
with the venv python of scripts/setup-peer.sh (each puts its own directory first on sys.path
and imports this file from beside it), and for a few names by the report helpers:
content_lines and is_valid_123 by bench_123_report.py, PuzzleError by
bench_hanjie_report.py, parse_native_grid and is_valid_yinyang by bench_yinyang_report.py.
What it holds:

  * PuzzleError, content_lines / parse_header (native `KIND WxH` files), parse_native_grid
    (a native file of one character per cell: 123, Yin Yang);
  * peer_file_row (one file's JSON row, a failure turned into {"file", "error"}),
    peer_early_exit (--help, --check), check_result / report_checks (the --check output),
    peer_main (the command line of a peer that takes --no-warmup and --max-solutions:
    peer_123.py, peer_yinyang.py);
  * is_valid_123, is_valid_yinyang (the puzzles' rules: the independent checks that the peers
    and the report helpers apply to every solution), components (4-connected groups of equal
    cells, which both use).
"""
import json
import sys
import time

# ---------------------------------------------------------------- the peers' side

class PuzzleError(Exception):
    pass


def content_lines(text):
    """The lines of a native puzzle file, stripped, without blank and `#` comment lines."""
    return [ln for ln in (ln.strip() for ln in text.splitlines()) if ln and not ln.startswith('#')]


def parse_header(text, kind):
    """Reads the `KIND WxH` header of a native file; returns (width, height, the content lines
    after it)."""
    lines = content_lines(text)
    if not lines:
        raise PuzzleError('empty file')
    head = lines[0].split()
    if len(head) != 2 or head[0] != kind or 'x' not in head[1]:
        raise PuzzleError(f'bad header line {lines[0]!r}, expected "{kind} WxH"')
    try:
        width, height = (int(v) for v in head[1].split('x'))
    except ValueError:
        raise PuzzleError(f'bad size {head[1]!r}') from None
    if width < 1 or height < 1:
        raise PuzzleError(f'bad size {head[1]!r}')
    return width, height, lines[1:]


def parse_native_grid(text, kind, cells):
    """A native file of one character per cell: `KIND WxH`, then H rows over the characters
    of cells (spaces between cells allowed), `#` comment lines.  Returns (width, height, the
    row strings)."""
    width, height, lines = parse_header(text, kind)
    rows = [ln.replace(' ', '').replace('\t', '') for ln in lines]
    if len(rows) != height:
        raise PuzzleError(f'{len(rows)} rows, expected {height}')
    for r, row in enumerate(rows):
        if len(row) != width:
            raise PuzzleError(f'row {r} has {len(row)} cells, expected {width}')
        for c, ch in enumerate(row):
            if ch not in cells:
                raise PuzzleError(f'bad cell {ch!r} at row {r} col {c}')
    return width, height, rows


def peer_file_row(path, work):
    """work() (reads path, solves it, returns its row); a file that cannot be read or parsed,
    or a failure of the package, gives {"file", "error"} instead."""
    try:
        return work()
    except (OSError, UnicodeDecodeError, PuzzleError) as e:
        return {'file': path, 'error': str(e)}
    except Exception as e:  # the package itself failed
        return {'file': path, 'error': f'peer solver failed: {type(e).__name__}: {e}'}


def peer_early_exit(argv, doc, checks, check_row):
    """-h / --help prints doc (status 0); --check runs check_row(*c) for each c in checks and
    reports them (report_checks); None for anything else."""
    if argv and argv[0] in ('-h', '--help'):
        print(doc.strip())
        return 0
    if argv == ['--check']:
        return report_checks(check_row(*c) for c in checks)
    return None


def check_result(name, ok, first, want_rows, **fields):
    """One --check row: it passes when ok and, if want_rows is given, first equals it."""
    return {'check': name, 'ok': ok and (want_rows is None or first == want_rows), **fields, 'solution': first}


def report_checks(rows):
    """Prints each --check row (a dict whose 'ok' says whether it passed) as a JSON line, then
    a verdict line; returns the exit status."""
    ok = True
    for row in rows:
        ok &= row['ok']
        print(json.dumps(row))
    print('peer check:', 'all ok' if ok else 'FAILED')
    return 0 if ok else 1


def peer_main(argv, doc, prog, checks, check_row, warmup, run_file):
    """The command line of a peer that takes [--no-warmup] [--max-solutions N] FILE...: --help
    and --check as peer_early_exit; warmup(max_solutions) runs before the files unless
    --no-warmup; run_file(path, max_solutions) is each file's JSON row, printed on its own
    line with warmup_seconds added (how long the warm-up took, when there was one: a process
    run on one file minus it is its whole-process time).  Returns the exit status (0 even
    when some files gave errors)."""
    status = peer_early_exit(argv, doc, checks, check_row)
    if status is not None:
        return status
    warm = True
    max_solutions = 2
    while argv and argv[0].startswith('--'):
        if argv[0] == '--no-warmup':
            warm = False
            argv = argv[1:]
        elif argv[0] == '--max-solutions' and len(argv) > 1 and argv[1].isdigit() and int(argv[1]) >= 1:
            max_solutions = int(argv[1])
            argv = argv[2:]
        else:
            print(f'{prog}: bad argument {argv[0]!r}\n\n{doc.strip()}', file=sys.stderr)
            return 2
    if not argv:
        print(doc.strip(), file=sys.stderr)
        return 2
    extra = {}
    if warm:
        t0 = time.perf_counter()
        warmup(max_solutions)
        extra['warmup_seconds'] = time.perf_counter() - t0
    for path in argv:
        print(json.dumps({**run_file(path, max_solutions), **extra}), flush=True)
    return 0


def components(rows):
    """The 4-connected groups of equal cells of a grid of row strings, each a list of (row,
    column)."""
    H = len(rows)
    W = len(rows[0]) if H else 0
    seen = [[False] * W for _ in range(H)]
    groups = []
    for r0 in range(H):
        for c0 in range(W):
            if seen[r0][c0]:
                continue
            v = rows[r0][c0]
            seen[r0][c0] = True
            stack, group = [(r0, c0)], []
            while stack:
                r, c = stack.pop()
                group.append((r, c))
                for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= rr < H and 0 <= cc < W and not seen[rr][cc] and rows[rr][cc] == v:
                        seen[rr][cc] = True
                        stack.append((rr, cc))
            groups.append(group)
    return groups


def _shape_ok(givens, rows, cells):
    """rows is a list of row strings over cells, of the size of givens, keeping every given."""
    H = len(givens)
    W = len(givens[0]) if H else 0
    if not isinstance(rows, list) or len(rows) != H or \
            any(not isinstance(r, str) or len(r) != W or any(ch not in cells for ch in r) for r in rows):
        return False
    return all(g == '.' or g == v for gr, r in zip(givens, rows) for g, v in zip(gr, r))


def is_valid_yinyang(givens, rows):
    """Independent check that rows (strings over 'B', 'W') solve the Yin Yang puzzle whose givens
    are row strings over '.', 'B', 'W': every given kept, the cells of each colour form one
    4-connected group (a colour may be absent), and no 2x2 block has a single colour."""
    if not _shape_ok(givens, rows, 'BW'):
        return False
    colours = [rows[r][c] for r, c in (g[0] for g in components(rows))]
    if len(colours) != len(set(colours)):
        return False
    return not any(rows[r][c] == rows[r][c + 1] == rows[r + 1][c] == rows[r + 1][c + 1]
                   for r in range(len(rows) - 1) for c in range(len(rows[0]) - 1))


def is_valid_123(givens, rows):
    """Independent check that rows (strings over 1-3) solve the 123 puzzle whose givens are row
    strings over '.', '1'-'3': every given kept, every group of equal numbers exactly as large
    as its number."""
    if not _shape_ok(givens, rows, '123'):
        return False
    return all(len(g) == int(rows[g[0][0]][g[0][1]]) for g in components(rows))
