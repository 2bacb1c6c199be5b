"""The peers' side of the benchmark scripts in scripts/ (standard library only): reading
native puzzle files, the peers' per-file rows and their --help / --check.

Used by the peers peer_123.py, peer_magnets.py and peer_nonograms.py, run with the venv
python of scripts/setup-peer.sh (each puts its own directory first on sys.path and imports
this file from beside it), and for a few names by the report helpers: content_lines and
is_valid_123 by bench_123_report.py, PuzzleError by bench_hanjie_report.py.  What it holds:

  * PuzzleError, content_lines / parse_header (native `KIND WxH` files);
  * peer_file_row (one file's JSON row, a failure turned into {"file", "error"}),
    peer_early_exit (--help, --check), check_result / report_checks (the --check output);
  * is_valid_123 (the 123 puzzle's rules: the independent check that peer_123.py and
    bench_123_report.py apply to every solution).
"""
import json

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


def is_valid_123(givens, rows):
    """Independent check that rows (strings over 1-3) solve the 123 puzzle whose givens are row
    strings over '.', '1'-'3': every given kept, every group of equal numbers exactly as large
    as its number."""
    H = len(givens)
    W = len(givens[0]) if H else 0
    if not isinstance(rows, list) or len(rows) != H or \
            any(len(r) != W or any(ch not in '123' for ch in r) for r in rows):
        return False
    if any(g != '.' and g != v for gr, r in zip(givens, rows) for g, v in zip(gr, r)):
        return False
    seen = [[False] * W for _ in range(H)]
    for r0 in range(H):
        for c0 in range(W):
            if seen[r0][c0]:
                continue
            v = rows[r0][c0]
            seen[r0][c0] = True
            stack, size = [(r0, c0)], 0
            while stack:
                r, c = stack.pop()
                size += 1
                for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= rr < H and 0 <= cc < W and not seen[rr][cc] and rows[rr][cc] == v:
                        seen[rr][cc] = True
                        stack.append((rr, cc))
            if size != int(v):
                return False
    return True
