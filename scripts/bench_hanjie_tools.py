"""The tool runners of scripts/bench-hanjie (standard library only): gridsat, nonogrid and
the peer (scripts/peer_nonograms.py) on one puzzle each, as bench_hanjie_report.py's
docstring describes them.  Each returns the tool's row for raw.jsonl (without the
puzzle's own fields): status solved | unsatisfiable | invalid | timeout | error,
wall_seconds, exit, and what the tool says about the picture.
"""
import json
import os
import re
import subprocess
import time

from bench_common import kill_group
from peer_nonograms import is_valid

PEER_STARTUP_GRACE = 10.0  # seconds: Python start-up, OR-Tools import and warm-up of the peer
# The tools run without RUST_BACKTRACE / RUST_LOG: a backtrace on a panic (nonogrid's way of
# saying "no solution") or debug logging would be timed too.
TOOL_ENV = {k: v for k, v in os.environ.items() if k not in ('RUST_BACKTRACE', 'RUST_LIB_BACKTRACE', 'RUST_LOG')}


def run_limited(cmd, limit):
    """Runs cmd with a wall-clock limit; returns (seconds, exit status or None on timeout, out, err)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env=TOOL_ENV)
    try:
        out, err = proc.communicate(timeout=limit)
        return time.perf_counter() - t0, proc.returncode, out, err
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, err = proc.communicate()
        return time.perf_counter() - t0, None, out, err


def last_json_object(text):
    """The last line of text that starts with `{` and parses as JSON, or None."""
    obj = None
    for line in text.splitlines():
        if line.strip().startswith('{'):
            try:
                obj = json.loads(line)
            except ValueError:
                pass
    return obj


def first_error_line(err, code):
    """The most telling line of a crash: a Rust panic message, else the last non-empty line."""
    lines = [ln.strip() for ln in (err or '').splitlines() if ln.strip()]
    for i, ln in enumerate(lines):
        if ln.startswith("thread '") and 'panicked' in ln:
            return f'panic: {lines[i + 1]}' if i + 1 < len(lines) else ln
    msg = lines[-1] if lines else 'no message'
    if code is not None and code < 0:
        return f'killed by signal {-code}: {msg}'
    return f'exit status {code}: {msg}'


def picture_check(p, picture):
    """Adds what can be said about a picture: satisfies the clues, equals the goal."""
    out = {'picture_ok': is_valid(p, picture)}
    if p.goal is not None:
        out['matches_goal'] = picture == p.goal
    return out


def run_tool(cmd, run_limit, limit):
    """Runs a tool on one puzzle; returns (row, stdout, stderr): the row holds the wall time and
    the exit status, and status timeout (limit) when it ran out of run_limit seconds."""
    secs, code, out, err = run_limited(cmd, run_limit)
    row = {'wall_seconds': secs, 'exit': code}
    if code is None:
        row.update(status='timeout', limit=limit)
    return row, out, err


def run_gridsat(gridsat, path, p, limit):
    row, out, err = run_tool([gridsat, 'solve', '--format', 'json', path], limit, limit)
    if row['exit'] is None:
        return row
    code = row['exit']
    obj = last_json_object(out)
    if obj is None or obj.get('status') not in ('solved', 'unsatisfiable', 'invalid'):
        row.update(status='error', error=first_error_line(err, code) if code else 'no JSON object on stdout')
        return row
    row.update(status=obj['status'], unique=obj.get('unique'), stats=obj.get('stats'))
    if obj['status'] == 'invalid':
        row['error'] = f'gridsat reports the input invalid: {obj.get("reason") or obj.get("error") or ""}'.strip()
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
    row, out, err = run_tool([python, script, path], limit + PEER_STARTUP_GRACE, limit)
    if row['exit'] is None:
        return row
    obj = last_json_object(out)
    if obj is None:
        row.update(status='error', error=first_error_line(err, row['exit']))
        return row
    if 'error' in obj:
        row.update(status='error', error=obj['error'])
        return row
    row.update(seconds=obj['seconds'], build_seconds=obj.get('build_seconds'),
               solve_seconds=obj.get('solve_seconds'), solutions=obj['solutions'])
    if obj['seconds'] > limit:
        row.update(status='timeout', limit=limit, note=f'finished after {obj["seconds"]:.1f} s, over the limit')
        return row
    if obj['solutions'] == 0:
        row['status'] = 'unsatisfiable'
    else:
        row.update(status='solved', unique=obj['solutions'] == 1)
    row['picture'] = obj.get('solution')
    return row
