"""The tool runners of scripts/bench-hanjie (standard library only): gridsat, nonogrid and
the peer (scripts/peer_nonograms.py) on one puzzle each, as bench_hanjie_report.py's
docstring describes them.  Each returns the tool's row for raw.jsonl (without the
puzzle's own fields): status solved | unsatisfiable | invalid | timeout | error,
wall_seconds, exit, and what the tool says about the picture.  The process runners they
share with the other benchmarks (run_limited, run_tool, run_gridsat_json, run_peer_process)
are in bench_common.py.
"""
import re

from bench_common import first_error_line, run_gridsat_json, run_peer_process, run_tool
from peer_nonograms import is_valid

PEER_STARTUP_GRACE = 10.0  # seconds: Python start-up, OR-Tools import and warm-up of the peer


def picture_check(p, picture):
    """Adds what can be said about a picture: satisfies the clues, equals the goal."""
    out = {'picture_ok': is_valid(p, picture)}
    if p.goal is not None:
        out['matches_goal'] = picture == p.goal
    return out


def run_gridsat(gridsat, path, p, limit, flags=()):
    row, obj = run_gridsat_json(gridsat, path, limit, flags)
    if obj is None:
        return row
    if obj.get('solution') is not None and p is not None:
        row.update(picture_check(p, obj['solution']))
    row['gridsat_json'] = obj
    return row


def write_stripped(p, path):
    lines = [f'width {p.width}', f'height {p.height}', '', 'rows']
    lines += [','.join(map(str, c)) or '0' for c in p.rows]
    lines += ['', 'columns']
    lines += [','.join(map(str, c)) or '0' for c in p.columns]
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')


def nonogrid_pictures(out, p):
    """The pictures nonogrid printed: each 'k-th solution:' block, or the final board render."""
    lines = out.splitlines()
    pics = []
    for i, ln in enumerate(lines):
        if re.fullmatch(r'\d+-th solution:', ln.strip()):
            block = lines[i + 1:i + 1 + p.height]
            pics.append([''.join('#' if ch == '■' else '.' for ch in b.strip()) for b in block])
    if pics:
        return pics, 'sat'
    # Solved by line solving / probing: the board render ends with the picture rows, each
    # ending in its W cells separated by single spaces (a wide row clue can touch the first
    # cell, as in "12. . ■", so the cells are taken by position, not by splitting).
    span = 2 * p.width - 1
    rows = [list(ln.rstrip()[-span:][::2]) for ln in lines if ln.strip()][-p.height:]
    if len(rows) == p.height and all(len(r) == p.width and set(r) <= {'■', '.'} for r in rows):
        return [[''.join('#' if ch == '■' else '.' for ch in r) for r in rows]], 'logic'
    return [], 'logic'


def run_nonogrid(nonogrid, stripped, p, limit, out_path):
    row, out, err = run_tool([nonogrid, '--max-solutions', '2', stripped], limit, limit)
    with open(out_path, 'w', encoding='utf-8') as f:
        f.write(out)
        if err:
            f.write('\n--- stderr ---\n' + err)
    row = {'input': stripped, **row}
    code = row['exit']
    if code is None:
        return row
    if code != 0:
        reason = first_error_line(err, code)
        if 'Puzzle is unsatisfied' in err or 'Bad puzzle' in err:
            row.update(status='unsatisfiable', note=f'reported by a panic ({reason})')
        else:
            row.update(status='error', error=reason)
        return row
    pics, method = nonogrid_pictures(out, p)
    if not pics:
        row.update(status='error', error='could not read a picture from its output')
        return row
    n = min(len(pics), 2)
    row.update(status='solved', method=method, solutions=n, unique=n == 1)
    row.update(picture_check(p, pics[0]))
    return row


def run_peer(python, script, path, limit):
    return run_peer_process(python, script, path, limit, PEER_STARTUP_GRACE)
