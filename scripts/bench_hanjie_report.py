#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-hanjie (standard library only).

    bench_hanjie_report.py measure --results DIR --gridsat BIN [--nonogrid BIN]
                                   [--peer-python PY --peer-script S] [--timeout SECONDS]
                                   [--corpus DIR] [--run NAME] [--version TEXT] FILE.non...
    bench_hanjie_report.py report --results DIR

`measure` runs every tool on every puzzle, one process at a time (tools and
puzzles strictly sequential), and writes under --results:
    meta.json                 run name, limit, versions, machine, date, puzzle order
    raw.jsonl                 one JSON object per (tool, puzzle), appended as it goes:
                              {"tool", "puzzle", "file", "width", "height", "status", ...}
                              status is solved | unsatisfiable | invalid | timeout | error
    nonogrid-input/*.non      the stripped copies nonogrid reads (see below)
    nonogrid-output/*.out     nonogrid's stdout per puzzle (its pictures)
`report` prints the Markdown table and totals and writes them to results.md.

The tools:
  gridsat   `gridsat solve --format json FILE` (solve + uniqueness check).  Time: wall
            clock of the whole process (time.perf_counter around the subprocess: start-up,
            parsing, CNF, solve, uniqueness, printing); stats.seconds (in-process) and the
            CNF size are recorded from its JSON.
  nonogrid  `nonogrid --max-solutions 2 STRIPPED.non`, whole-process wall clock as for
            gridsat.  nonogrid 0.7.3 panics on .non metadata lines (its "simple" parser
            takes everything after `columns` as clues, so `goal "0101..."` is read as a
            clue) and drops blank lines (an empty clue written as a blank line would shift
            every later clue), so it gets a copy holding only width/height/rows/columns
            and the clue lines, with `0` for an empty clue.  Its output: line solving and
            probing first (sound deductions: when they finish the picture, it is the only
            solution and nothing more is printed); otherwise a varisat SAT search that
            prints "1-th solution:", "2-th solution:", ... adding a blocking clause after
            each; without --max-solutions it enumerates *every* solution, with
            --max-solutions 2 it stops after a second one, i.e. it decides uniqueness as
            gridsat does.  No solution: it panics ("Puzzle is unsatisfied", or "Bad puzzle"
            from propagation), read here as unsatisfiable.  Its own --timeout only applies
            to the backtracking solver, not the SAT build used here.
  peer      scripts/peer_nonograms.py FILE (multi-puzzle-solver, OR-Tools CP-SAT, at most 2
            solutions), one process per puzzle; time: its in-process seconds (model build +
            CP-SAT search, without Python start-up and imports); the process wall time is
            recorded too.

Every tool gets --timeout seconds per puzzle (the peer process gets
PEER_STARTUP_GRACE more for Python start-up and imports; an in-process time over
the limit also counts as a timeout).  A process that runs out of time is killed
(SIGKILL to its own process group only).  The tools run with RUST_BACKTRACE and
RUST_LOG removed from the environment (a panic backtrace would be timed too).
"""
import argparse
import json
import math
import os
import platform
import re
import signal
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPT_DIR)
from peer_nonograms import PuzzleError, is_valid, parse_non  # noqa: E402  (standard library only)

PEER_STARTUP_GRACE = 10.0  # seconds: Python start-up, OR-Tools import and warm-up of the peer
TOOLS = ('gridsat', 'nonogrid', 'peer')
# The tools run without RUST_BACKTRACE / RUST_LOG: a backtrace on a panic (nonogrid's way of
# saying "no solution") or debug logging would be timed too.
TOOL_ENV = {k: v for k, v in os.environ.items() if k not in ('RUST_BACKTRACE', 'RUST_LIB_BACKTRACE', 'RUST_LOG')}
TOOL_NAMES = {'gridsat': 'gridsat', 'nonogrid': 'nonogrid', 'peer': 'multi-puzzle-solver'}


def log(msg):
    print(f'[{time.strftime("%H:%M:%S")}] {msg}', file=sys.stderr, flush=True)


def append_jsonl(path, row):
    with open(path, 'a', encoding='utf-8') as f:
        f.write(json.dumps(row) + '\n')


def run_limited(cmd, limit):
    """Runs cmd with a wall-clock limit; returns (seconds, exit status or None on timeout, out, err)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env=TOOL_ENV)
    try:
        out, err = proc.communicate(timeout=limit)
        return time.perf_counter() - t0, proc.returncode, out, err
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        return time.perf_counter() - t0, None, out, err


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


def verdict(row):
    """'unique' | 'multiple' | 'none' | None (no verdict: timeout, error, not run)."""
    if row is None:
        return None
    if row['status'] == 'unsatisfiable':
        return 'none'
    if row['status'] == 'solved':
        return {True: 'unique', False: 'multiple'}.get(row.get('unique'))
    return None


def picture_check(p, picture):
    """Adds what can be said about a picture: satisfies the clues, equals the goal."""
    out = {'picture_ok': is_valid(p, picture)}
    if p.goal is not None:
        out['matches_goal'] = picture == p.goal
    return out


# ---------------------------------------------------------------- the tools

def run_gridsat(gridsat, path, p, limit):
    secs, code, out, err = run_limited([gridsat, 'solve', '--format', 'json', path], limit)
    row = {'wall_seconds': secs, 'exit': code}
    if code is None:
        row.update(status='timeout', limit=limit)
        return row
    obj = None
    for line in out.splitlines():
        if line.strip().startswith('{'):
            try:
                obj = json.loads(line)
            except ValueError:
                pass
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
    secs, code, out, err = run_limited([nonogrid, '--max-solutions', '2', stripped], limit)
    with open(out_path, 'w', encoding='utf-8') as f:
        f.write(out)
        if err:
            f.write('\n--- stderr ---\n' + err)
    row = {'input': stripped, 'wall_seconds': secs, 'exit': code}
    if code is None:
        row.update(status='timeout', limit=limit)
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
    secs, code, out, err = run_limited([python, script, path], limit + PEER_STARTUP_GRACE)
    row = {'wall_seconds': secs, 'exit': code}
    if code is None:
        row.update(status='timeout', limit=limit)
        return row
    obj = None
    for line in out.splitlines():
        if line.strip().startswith('{'):
            try:
                obj = json.loads(line)
            except ValueError:
                pass
    if obj is None:
        row.update(status='error', error=first_error_line(err, code))
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


# ---------------------------------------------------------------- measure

def machine():
    cpu = 'unknown CPU'
    try:
        with open('/proc/cpuinfo', encoding='utf-8') as f:
            for line in f:
                if line.startswith('model name'):
                    cpu = line.split(':', 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        with open('/proc/loadavg', encoding='utf-8') as f:
            load = ' '.join(f.read().split()[:3])
    except OSError:
        load = '?'
    try:
        nproc = len(os.sched_getaffinity(0))
    except AttributeError:
        nproc = os.cpu_count()
    return {'nproc': nproc, 'cpu': cpu, 'os': f'{platform.system()} {platform.release()}',
            'load_at_start': load}


def tool_version(cmd):
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=60).stdout.strip().splitlines()[-1]
    except (OSError, subprocess.SubprocessError, IndexError):
        return 'unknown'


def label_of(path, corpus):
    ap = os.path.abspath(path)
    if corpus:
        root = os.path.abspath(corpus)
        if ap.startswith(root + os.sep):
            return os.path.splitext(os.path.relpath(ap, root))[0]
    return os.path.splitext(os.path.basename(ap))[0]


def measure(args):
    os.makedirs(args.results, exist_ok=True)
    raw = os.path.join(args.results, 'raw.jsonl')
    ng_in = os.path.join(args.results, 'nonogrid-input')
    ng_out = os.path.join(args.results, 'nonogrid-output')
    tools = ['gridsat']
    versions = {'gridsat': args.version or tool_version([args.gridsat, '--version'])}
    if args.nonogrid:
        tools.append('nonogrid')
        versions['nonogrid'] = tool_version([args.nonogrid, '--version']) + ' (features sat)'
        os.makedirs(ng_in, exist_ok=True)
        os.makedirs(ng_out, exist_ok=True)
    if args.peer_python:
        tools.append('peer')
        versions['peer'] = tool_version([args.peer_python, '-c',
                                         'from importlib.metadata import version as v; '
                                         'print(f"multi-puzzle-solver {v(\'multi-puzzle-solver\')}, '
                                         'ortools {v(\'ortools\')}")'])
    puzzles = []
    seen = set()
    for path in args.files:
        label = label_of(path, args.corpus)
        while label in seen:
            label += "'"
        seen.add(label)
        puzzles.append((label, os.path.abspath(path)))
    meta = {'run': args.run, 'limit': args.timeout, 'tools': tools, 'versions': versions,
            'machine': machine(), 'started': time.strftime('%Y-%m-%d %H:%M:%S %Z'),
            'peer_startup_grace': PEER_STARTUP_GRACE,
            'puzzles': [{'puzzle': lb, 'file': f} for lb, f in puzzles]}
    with open(os.path.join(args.results, 'meta.json'), 'w', encoding='utf-8') as f:
        json.dump(meta, f, indent=1)

    # Page the binaries in, so the first puzzle does not pay for it.
    subprocess.run([args.gridsat, '--version'], stdout=subprocess.DEVNULL)
    if args.nonogrid:
        subprocess.run([args.nonogrid, '--version'], stdout=subprocess.DEVNULL)

    for i, (label, path) in enumerate(puzzles, 1):
        try:
            with open(path, encoding='utf-8') as f:
                p = parse_non(f.read())
        except (OSError, UnicodeDecodeError, PuzzleError) as e:
            log(f'{label}: cannot read it ({e}); every tool gets it anyway')
            p = None
        base = {'puzzle': label, 'file': path}
        if p is not None:
            base.update(width=p.width, height=p.height, goal=p.goal is not None)
        for tool in tools:
            if p is None and tool != 'gridsat':
                row = {'status': 'error', 'error': 'the benchmark could not parse the file'}
            elif tool == 'gridsat':
                row = run_gridsat(args.gridsat, path, p, args.timeout)
            elif tool == 'nonogrid':
                stripped = os.path.join(ng_in, label.replace('/', '__') + '.non')
                write_stripped(p, stripped)
                row = run_nonogrid(args.nonogrid, stripped, p, args.timeout,
                                   os.path.join(ng_out, label.replace('/', '__') + '.out'))
            else:
                row = run_peer(args.peer_python, args.peer_script, path, args.timeout)
                if row.get('picture') is not None and p is not None:
                    row.update(picture_check(p, row['picture']))
            row = {'tool': tool, **base, **row}
            append_jsonl(raw, row)
            if row['status'] == 'timeout':
                shown = f'timeout (> {args.timeout:g} s)'
            elif row['status'] == 'error':
                shown = f'error: {row.get("error")}'
            else:
                t = row['seconds'] if tool == 'peer' else row['wall_seconds']
                shown = f'{row["status"]}{"" if verdict(row) in (None, "none") else ", " + verdict(row)} ' \
                        f'in {fmt_s(t)}'
            log(f'[{i}/{len(puzzles)}] {label}: {TOOL_NAMES[tool]} {shown}')
    meta['finished'] = time.strftime('%Y-%m-%d %H:%M:%S %Z')
    with open(os.path.join(args.results, 'meta.json'), 'w', encoding='utf-8') as f:
        json.dump(meta, f, indent=1)


# ---------------------------------------------------------------- report

def fmt_s(x):
    if x is None:
        return 'n/a'
    if x < 1e-3:
        return f'{x * 1e6:.0f} µs'
    if x < 1:
        return f'{x * 1e3:.1f} ms'
    if x < 100:
        return f'{x:.2f} s'
    return f'{x:.0f} s'


def fmt_x(r):
    if r >= 100:
        return f'{r:.0f}×'
    if r >= 10:
        return f'{r:.1f}×'
    if r >= 0.1 or r <= 0:
        return f'{r:.2f}×'
    return f'{r:.{1 - math.floor(math.log10(r))}f}×'  # two significant digits: 0.0041×


def time_of(row):
    """The figure a tool is timed by: in-process for the peer, whole process otherwise."""
    if row is None or row['status'] in ('timeout', 'error'):
        return None
    return row['seconds'] if row['tool'] == 'peer' else row['wall_seconds']


def cell(row, limit):
    if row is None:
        return 'not run'
    if row['status'] == 'timeout':
        return f'>{limit:g} s'
    if row['status'] == 'error':
        return f'error ({row.get("error", "?")})'.replace('|', '\\|')
    t = fmt_s(time_of(row))
    v = verdict(row)
    if row['tool'] == 'nonogrid' and row.get('method') == 'logic':
        t += ' (logic)'
    if v in ('multiple', 'none') or row['status'] == 'invalid':
        t += f' ({v or row["status"]})'
    return t


def ratio_cell(num, den, limit):
    """num / den, with bounds when one side timed out."""
    if num is None or den is None:
        return 'n/a'
    tn, td = time_of(num), time_of(den)
    n_to, d_to = num['status'] == 'timeout', den['status'] == 'timeout'
    if tn is not None and td:
        return fmt_x(tn / td)
    if n_to and td:
        return f'>{fmt_x(limit / td)}'
    if d_to and tn:
        return f'<{fmt_x(tn / limit)}'
    return 'n/a'


def unique_cell(row):
    v = verdict(row)
    if v is None:
        return '?' if row is None else {'timeout': '? (timeout)', 'error': '? (error)'}.get(row['status'], '?')
    return {'unique': 'yes', 'multiple': 'no', 'none': 'no solution'}[v]


def report(args):
    with open(os.path.join(args.results, 'meta.json'), encoding='utf-8') as f:
        meta = json.load(f)
    rows = {}
    with open(os.path.join(args.results, 'raw.jsonl'), encoding='utf-8') as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                rows[(r['puzzle'], r['tool'])] = r
    limit = meta['limit']
    tools = meta['tools']
    puzzles = [p['puzzle'] for p in meta['puzzles']]
    m = meta['machine']

    out = [f'## Hanjie benchmark ({meta["run"]} run, limit {limit:g} s per tool and puzzle)', '']
    out.append(f'Machine: nproc {m["nproc"]}, {m["cpu"]}; {m["os"]}; load average at start {m["load_at_start"]}. '
               f'Run started {meta["started"]}, finished {meta.get("finished", "(unfinished)")}.')
    out.append('')
    out.append('Versions: ' + '; '.join(f'{TOOL_NAMES[t]}: {meta["versions"].get(t, "?")}' for t in tools) + '.')
    out.append('')
    out.append('| puzzle | size | gridsat (solve + uniqueness) | unique? (gridsat) | '
               'nonogrid `-m 2` (solve + uniqueness) | nonogrid / gridsat | '
               'multi-puzzle-solver (in-process, ≤ 2 solutions) | CNF vars / clauses |')
    out.append('|---|---|---:|---|---:|---:|---:|---:|')
    problems = []
    for pz in puzzles:
        g, n, pe = rows.get((pz, 'gridsat')), rows.get((pz, 'nonogrid')), rows.get((pz, 'peer'))
        any_row = g or n or pe or {}
        size = f'{any_row["width"]}×{any_row["height"]}' if 'width' in any_row else '?'
        cnf = 'n/a'
        if g and g.get('stats'):
            cnf = f'{g["stats"]["variables"]:,} / {g["stats"]["clauses"]:,}'
        out.append(f'| {pz} | {size} | {cell(g, limit)} | {unique_cell(g)} | '
                   f'{cell(n, limit) if "nonogrid" in tools else "not run"} | '
                   f'{ratio_cell(n, g, limit) if "nonogrid" in tools else "n/a"} | '
                   f'{cell(pe, limit) if "peer" in tools else "not run"} | {cnf} |')
        verdicts = {t: verdict(rows.get((pz, t))) for t in tools}
        given = {t: v for t, v in verdicts.items() if v is not None}
        if len(set(given.values())) > 1:
            problems.append(f'DISAGREEMENT on {pz}: ' +
                            ', '.join(f'{TOOL_NAMES[t]} says {v}' for t, v in given.items()))
        for t in tools:
            r = rows.get((pz, t))
            if r is None:
                continue
            if r['status'] == 'error':
                problems.append(f'{pz}: {TOOL_NAMES[t]} error: {r.get("error")}')
            if r.get('picture_ok') is False:
                problems.append(f'{pz}: {TOOL_NAMES[t]}\'s picture does not satisfy the clues')
            if r.get('matches_goal') is False and verdict(r) == 'unique':
                problems.append(f'{pz}: {TOOL_NAMES[t]} says unique but its picture differs from the goal')
    out.append('')

    # Totals.
    finished_all = [pz for pz in puzzles
                    if all(time_of(rows.get((pz, t))) is not None for t in tools)]
    out.append('| totals | ' + ' | '.join(TOOL_NAMES[t] for t in tools) + ' |')
    out.append('|---|' + '---:|' * len(tools))
    tot_fin, tot_lim, timeouts, errors = [], [], [], []
    for t in tools:
        trs = [rows.get((pz, t)) for pz in puzzles]
        tot_fin.append(sum(time_of(rows[(pz, t)]) for pz in finished_all))
        tot_lim.append(sum(time_of(r) if r['status'] != 'timeout' else limit
                           for r in trs if r and r['status'] != 'error'))
        timeouts.append(sum(1 for r in trs if r and r['status'] == 'timeout'))
        errors.append(sum(1 for r in trs if r and r['status'] == 'error'))
    out.append(f'| total over the {len(finished_all)} of {len(puzzles)} puzzles every tool finished | ' +
               ' | '.join(fmt_s(x) for x in tot_fin) + ' |')
    out.append(f'| total, timeouts counted at {limit:g} s (errors left out) | ' +
               ' | '.join(fmt_s(x) for x in tot_lim) + ' |')
    out.append('| timeouts | ' + ' | '.join(str(x) for x in timeouts) + ' |')
    out.append('| errors | ' + ' | '.join(str(x) for x in errors) + ' |')
    out.append('')

    answered = sum(1 for pz in puzzles if sum(verdict(rows.get((pz, t))) is not None for t in tools) >= 2)
    disagreements = [p for p in problems if p.startswith('DISAGREEMENT')]
    if disagreements:
        out.append(f'**{len(disagreements)} UNIQUENESS DISAGREEMENT(S):**')
        out.extend(f'- {p}' for p in disagreements)
    elif len(tools) > 1:
        out.append(f'Verdicts (unique / several / no solution) agree on every puzzle that two or more tools '
                   f'answered ({answered} of {len(puzzles)}).')
    checked = sum(1 for r in rows.values() if r.get('picture_ok'))
    goal_ok = sum(1 for r in rows.values() if r.get('matches_goal'))
    out.append(f'Pictures checked against the clues: {checked} ok; equal to the file\'s goal: {goal_ok}.')
    others = [p for p in problems if not p.startswith('DISAGREEMENT')]
    if others:
        out.append('')
        out.append(f'**{len(others)} other problem(s):**')
        out.extend(f'- {p}' for p in others)
    out.append('')
    out.append(
        'gridsat: wall clock of the whole `gridsat solve --format json FILE` process (parse, CNF, solve, '
        'uniqueness check); `stats.seconds` (in-process) is in raw.jsonl. '
        'nonogrid: wall clock of the whole `nonogrid --max-solutions 2 FILE` process on a copy stripped to '
        'width/height/rows/columns (it panics on metadata lines such as `goal`); "(logic)" = solved by its line '
        'solver + probing alone, which proves the picture is the only one; otherwise its varisat SAT search '
        'looked for a second solution (it enumerates all solutions unless `-m` caps them; `-m 2` decides '
        'uniqueness like gridsat). nonogrid / gridsat > 1 means gridsat is faster. '
        'multi-puzzle-solver: in-process seconds of scripts/peer_nonograms.py (CP-SAT model build + search for '
        'up to 2 solutions; Python start-up and imports excluded, process wall time in raw.jsonl). '
        f'Every tool ran alone (sequentially), with a limit of {limit:g} s per puzzle '
        f'(the peer process {meta.get("peer_startup_grace", PEER_STARTUP_GRACE):g} s more for start-up). '
        '"(multiple)": the tool found two solutions. CNF size: gridsat\'s `stats`.')
    text = '\n'.join(out) + '\n'
    with open(os.path.join(args.results, 'results.md'), 'w', encoding='utf-8') as f:
        f.write(text)
    print(text, end='')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    m = sub.add_parser('measure')
    m.add_argument('--results', required=True)
    m.add_argument('--gridsat', required=True)
    m.add_argument('--nonogrid')
    m.add_argument('--peer-python')
    m.add_argument('--peer-script', default=os.path.join(SCRIPT_DIR, 'peer_nonograms.py'))
    m.add_argument('--timeout', type=float, default=60.0)
    m.add_argument('--corpus')
    m.add_argument('--run', default='custom')
    m.add_argument('--version')
    m.add_argument('files', nargs='+')
    r = sub.add_parser('report')
    r.add_argument('--results', required=True)
    args = ap.parse_args()
    if args.cmd == 'measure':
        measure(args)
    else:
        report(args)


if __name__ == '__main__':
    main()
