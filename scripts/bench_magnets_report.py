#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-magnets (standard library only).

    bench_magnets_report.py measure --set-dir DIR --label L --results DIR --gridsat BIN
                                    [--peer-python PY --peer-script S] [--timeout SECONDS]
    bench_magnets_report.py report --results DIR

`measure` times one generated set (DIR holds *.magnets, their *.solution files
and a `params` file written by bench-magnets) and writes, under --results:
    <set>.gridsat-json.jsonl     `gridsat solve FILE... --format json`, one process for
                                 the whole set; stats.seconds is the in-process time
    <set>.gridsat-process.jsonl  `gridsat solve FILE`, one process per puzzle, timed with
                                 time.perf_counter around subprocess.run (wall clock of the
                                 whole process: start-up, parsing, CNF, solve, uniqueness,
                                 printing the picture)
    <set>.peer.jsonl             peer_magnets.py lines (in-process seconds), or
                                 {"file", "timeout": SECONDS} when a puzzle ran out of time
    <set>.summary.json           the figures the table is made of, plus every disagreement
`report` prints the Markdown tables for every summary under --results and writes
them to results.md there.

The peer runs as one process over the whole set (so Python start-up and the
OR-Tools import are paid once, as for gridsat's in-process figure) under a
watchdog: when no answer arrives for a puzzle within --timeout seconds of the
previous one (plus a start-up grace for the first), the peer process is killed,
the puzzle is recorded as a timeout and the peer is restarted on the rest.
"""
import argparse
import glob
import json
import os
import platform
import select
import signal
import statistics
import subprocess
import sys
import time

PEER_STARTUP_GRACE = 15.0  # seconds: Python start-up, imports and warm-up of a fresh peer
GRIDSAT_VERDICTS = {
    'solved: the solution is unique': 'unique',
    'solved: NOT unique, another solution:': 'multiple',
    'no solution': 'none',
}


def log(msg):
    print(f'[{time.strftime("%H:%M:%S")}] {msg}', file=sys.stderr, flush=True)


def read_params(set_dir):
    params = {}
    with open(os.path.join(set_dir, 'params'), encoding='utf-8') as f:
        for line in f:
            for item in line.split():
                if '=' in item:
                    k, v = item.split('=', 1)
                    params[k] = v
    return params


def read_solution(path):
    try:
        with open(path, encoding='utf-8') as f:
            return [ln.strip() for ln in f if ln.strip()]
    except OSError:
        return None


def write_jsonl(path, rows):
    with open(path, 'w', encoding='utf-8') as f:
        for row in rows:
            f.write(json.dumps(row) + '\n')


# ---------------------------------------------------------------- gridsat

def gridsat_in_process(gridsat, files, timeout):
    """One `gridsat solve --format json` process over all files; returns {file: object}."""
    budget = timeout * len(files) + 60
    proc = subprocess.run([gridsat, 'solve', *files, '--format', 'json'],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=budget)
    out = {}
    for line in proc.stdout.splitlines():
        if line.strip():
            obj = json.loads(line)
            out[obj['input']] = obj
    if proc.returncode != 0:
        log(f'gridsat solve --format json exited with {proc.returncode}: {proc.stderr.strip()[:500]}')
    return out


def gridsat_verdict_json(obj):
    if obj is None or obj.get('status') == 'error':
        return 'error'
    if obj.get('status') == 'unsatisfiable':
        return 'none'
    if obj.get('status') != 'solved':
        return obj.get('status', 'error')
    return {True: 'unique', False: 'multiple'}.get(obj.get('unique'), 'unchecked')


def gridsat_per_process(gridsat, files, timeout):
    """`gridsat solve FILE`, a process per puzzle, as a user would run it."""
    subprocess.run([gridsat, '--version'], stdout=subprocess.DEVNULL, check=True)  # page the binary in
    rows = []
    for path in files:
        t0 = time.perf_counter()
        try:
            proc = subprocess.run([gridsat, 'solve', path], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, timeout=timeout)
            seconds = time.perf_counter() - t0
        except subprocess.TimeoutExpired:
            rows.append({'file': path, 'timeout': timeout})
            continue
        verdict = 'error'
        for line in proc.stdout.splitlines():
            for prefix, v in GRIDSAT_VERDICTS.items():
                if line.startswith(prefix):
                    verdict = v
        rows.append({'file': path, 'seconds': seconds, 'exit': proc.returncode, 'verdict': verdict})
    return rows


# ---------------------------------------------------------------- peer

def peer_run(python, script, files, timeout, stderr_path):
    """peer_magnets.py over files with a per-puzzle watchdog; returns one row per file, in order."""
    rows = []
    pending = list(files)
    with open(stderr_path, 'ab') as err:
        while pending:
            proc = subprocess.Popen([python, script, *pending], stdout=subprocess.PIPE, stderr=err,
                                    start_new_session=True)
            fd = proc.stdout.fileno()
            buf = b''
            done = 0
            deadline = time.monotonic() + timeout + PEER_STARTUP_GRACE
            restart_from = None
            while True:
                wait = deadline - time.monotonic()
                ready = select.select([fd], [], [], max(0.0, wait))[0] if wait > 0 else []
                if not ready:
                    # Out of time on pending[done]: kill this peer process (its own group) only.
                    try:
                        os.killpg(proc.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                    proc.wait()
                    rows.append({'file': pending[done], 'timeout': timeout})
                    log(f'peer: timeout (> {timeout} s) on {pending[done]}')
                    restart_from = done + 1
                    break
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    proc.wait()
                    if done < len(pending):
                        rows.append({'file': pending[done],
                                     'error': f'peer process exited with status {proc.returncode}'})
                        restart_from = done + 1
                    break
                buf += chunk
                while b'\n' in buf:
                    line, buf = buf.split(b'\n', 1)
                    if not line.strip():
                        continue
                    obj = json.loads(line)
                    if obj.get('file') != pending[done]:
                        raise SystemExit(f'peer answered for {obj.get("file")}, expected {pending[done]}')
                    rows.append(obj)
                    done += 1
                    deadline = time.monotonic() + timeout
            proc.stdout.close()
            pending = pending[restart_from:] if restart_from is not None else []
    return rows


def peer_verdict(row):
    if row is None:
        return 'not run'
    if 'timeout' in row:
        return 'timeout'
    if 'error' in row:
        return 'error'
    return {0: 'none', 1: 'unique', 2: 'multiple'}[row['solutions']]


# ---------------------------------------------------------------- figures

def median(xs):
    return statistics.median(xs) if xs else None


def measure(args):
    set_dir = os.path.abspath(args.set_dir)
    name = os.path.basename(set_dir.rstrip('/'))
    params = read_params(set_dir)
    files = sorted(glob.glob(os.path.join(set_dir, '*.magnets')))
    if not files:
        raise SystemExit(f'no .magnets files in {set_dir}')
    os.makedirs(args.results, exist_ok=True)
    res = lambda suffix: os.path.join(args.results, f'{name}.{suffix}')  # noqa: E731

    log(f'{name}: gridsat in-process (one `solve --format json` over {len(files)} files)')
    t0 = time.perf_counter()
    inproc = gridsat_in_process(args.gridsat, files, args.timeout)
    batch_wall = time.perf_counter() - t0
    write_jsonl(res('gridsat-json.jsonl'), [inproc.get(f, {'input': f, 'status': 'missing'}) for f in files])

    log(f'{name}: gridsat whole process (one `solve FILE` process per puzzle)')
    per_proc = gridsat_per_process(args.gridsat, files, args.timeout)
    write_jsonl(res('gridsat-process.jsonl'), per_proc)

    peer_rows = {}
    if args.peer_python:
        log(f'{name}: peer (per-puzzle limit {args.timeout} s)')
        t0 = time.perf_counter()
        rows = peer_run(args.peer_python, args.peer_script, files, args.timeout, res('peer.stderr.log'))
        peer_wall = time.perf_counter() - t0
        write_jsonl(res('peer.jsonl'), rows)
        peer_rows = {r['file']: r for r in rows}
    else:
        peer_wall = None

    # Verdicts: gridsat (JSON run), gridsat (per-process run), peer, and the generator's answer.
    expect_unique = params.get('mode') == 'unique'
    problems = []
    verdict_counts = {}
    for f in files:
        g = inproc.get(f)
        gv = gridsat_verdict_json(g)
        verdict_counts[gv] = verdict_counts.get(gv, 0) + 1
        pp = next((r for r in per_proc if r['file'] == f), None)
        ppv = 'timeout' if pp is None or 'timeout' in pp else pp['verdict']
        pr = peer_rows.get(f)
        pv = peer_verdict(pr)
        base = os.path.basename(f)
        if gv not in ('unique', 'multiple'):
            problems.append(f'{base}: gridsat (json) verdict {gv}: {(g or {}).get("error", "")}')
        if ppv != gv:
            problems.append(f'{base}: gridsat per-process verdict {ppv} differs from the json run ({gv})')
        if pp and 'exit' in pp and pp['exit'] != 0:
            problems.append(f'{base}: gridsat solve exited with {pp["exit"]}')
        if args.peer_python and pv in ('unique', 'multiple', 'none') and pv != gv:
            problems.append(f'DISAGREEMENT {base}: gridsat says {gv}, peer says {pv}')
        if args.peer_python and pv == 'error':
            problems.append(f'{base}: peer error: {pr.get("error")}')
        if expect_unique:
            want = read_solution(f[:-len('.magnets')] + '.solution')
            if gv != 'unique':
                problems.append(f'{base}: generated as unique but gridsat says {gv}')
            elif g.get('solution') != want:
                problems.append(f'{base}: gridsat solution differs from the generator\'s .solution')
            if pv == 'unique' and pr.get('solution') != want:
                problems.append(f'{base}: peer solution differs from the generator\'s .solution')

    ok_in = [g['stats']['seconds'] for g in inproc.values() if g.get('status') == 'solved']
    ok_pp = [r['seconds'] for r in per_proc if 'seconds' in r]
    pp_timeouts = sum(1 for r in per_proc if 'timeout' in r)
    # The first puzzle of a peer process gets a start-up grace on the watchdog, so it can
    # finish past the limit: such an answer still counts as a verdict but as a timeout here.
    peer_ok = [r['seconds'] for r in peer_rows.values() if 'seconds' in r and r['seconds'] <= args.timeout]
    peer_timeouts = sum(1 for r in peer_rows.values()
                        if 'timeout' in r or r.get('seconds', 0) > args.timeout)
    peer_errors = sum(1 for r in peer_rows.values() if 'error' in r)
    slowest = max(inproc.values(), key=lambda g: g.get('stats', {}).get('seconds', -1), default=None)
    slowest_pp = max((r for r in per_proc if 'seconds' in r), key=lambda r: r['seconds'], default=None)
    slowest_peer = max((r for r in peer_rows.values() if 'seconds' in r), key=lambda r: r['seconds'],
                       default=None)

    summary = {
        'set': name,
        'label': args.label,
        'params': params,
        'puzzles': len(files),
        'gridsat_verdicts': verdict_counts,
        'gridsat_in_process': {'total': sum(ok_in), 'median': median(ok_in), 'max': max(ok_in, default=None),
                               'n': len(ok_in), 'batch_wall': batch_wall,
                               'slowest': slowest and os.path.basename(slowest['input'])},
        'gridsat_process': {'total': sum(ok_pp), 'median': median(ok_pp), 'max': max(ok_pp, default=None),
                            'n': len(ok_pp), 'timeouts': pp_timeouts,
                            'slowest': slowest_pp and os.path.basename(slowest_pp['file'])},
        'cnf': {'variables': median([g['stats']['variables'] for g in inproc.values() if 'stats' in g]),
                'clauses': median([g['stats']['clauses'] for g in inproc.values() if 'stats' in g])},
        'peer': None if not args.peer_python else {
            'total': sum(peer_ok), 'n': len(peer_ok), 'timeouts': peer_timeouts, 'errors': peer_errors,
            # timeouts count as +infinity for the median and the maximum
            'median': median(peer_ok + [float('inf')] * peer_timeouts),
            'max': float('inf') if peer_timeouts else max(peer_ok, default=None),
            'wall': peer_wall, 'limit': args.timeout,
            'slowest': slowest_peer and os.path.basename(slowest_peer['file']),
            'verdicts': {v: sum(1 for r in peer_rows.values() if peer_verdict(r) == v)
                         for v in sorted({peer_verdict(r) for r in peer_rows.values()})},
        },
        'generate_seconds': float(params['generate_seconds']) if 'generate_seconds' in params else None,
        'problems': problems,
    }
    with open(res('summary.json'), 'w', encoding='utf-8') as f:
        json.dump(summary, f, indent=1, default=str)
    log(f'{name}: done; {len(problems)} problem(s)')
    for p in problems:
        log('  ' + p)


# ---------------------------------------------------------------- report

def fmt_s(x, limit=None):
    if x is None:
        return 'n/a'
    if x == float('inf'):
        return f'>{limit:g} s' if limit else 'timeout'
    if x == 0:
        return '0 s'
    if x < 1e-3:
        return f'{x * 1e6:.0f} µs'
    if x < 1:
        return f'{x * 1e3:.1f} ms'
    return f'{x:.2f} s'


def fmt_ratio(peer, ours):
    if peer is None or not ours:
        return 'n/a'
    if peer == float('inf'):
        return 'n/a (peer median timed out)'
    r = peer / ours
    return f'{r:.1f}×' if r < 100 else f'{r:.0f}×'


def machine_line():
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
    return (f'Machine: nproc {len(os.sched_getaffinity(0))}, {cpu}; '
            f'{platform.system()} {platform.release()}; load average at report time {load}; '
            f'date {time.strftime("%Y-%m-%d %H:%M:%S %Z")}')


def report(args):
    summaries = []
    for path in sorted(glob.glob(os.path.join(args.results, '*.summary.json'))):
        with open(path, encoding='utf-8') as f:
            summaries.append(json.load(f))
    if args.order:
        order = {name: i for i, name in enumerate(args.order)}
        summaries = [s for s in summaries if s['set'] in order]
        summaries.sort(key=lambda s: order[s['set']])

    out = []
    out.append('| set | puzzles | verdicts (gridsat) | gridsat in-process median / max | '
               'gridsat whole process median / max | peer median / max | '
               'peer median ÷ gridsat whole-process median | median CNF vars / clauses | '
               'generator s per unique puzzle |')
    out.append('|---|---:|---|---:|---:|---:|---:|---:|---:|')
    for s in summaries:
        gi, gp, peer, cnf = s['gridsat_in_process'], s['gridsat_process'], s['peer'], s['cnf']
        verdicts = ', '.join(f'{n} {v}' for v, n in sorted(s['gridsat_verdicts'].items()))
        if peer:
            lim = peer['limit']
            peer_cell = f'{fmt_s(peer["median"], lim)} / {fmt_s(peer["max"], lim)}'
            if peer['timeouts']:
                peer_cell += f' ({peer["timeouts"]} timed out)'
            if peer['errors']:
                peer_cell += f' ({peer["errors"]} errors)'
            ratio = fmt_ratio(peer['median'], gp['median'])
        else:
            peer_cell, ratio = 'not run', 'n/a'
        gen = s['generate_seconds']
        if s['params'].get('mode') == 'unique' and gen is not None:
            gen_cell = fmt_s(gen / s['puzzles'])
        elif gen is not None:
            gen_cell = f'— (not unique; {fmt_s(gen / s["puzzles"])} each)'
        else:
            gen_cell = 'n/a'
        gp_cell = f'{fmt_s(gp["median"])} / {fmt_s(gp["max"])}'
        if gp.get('timeouts'):
            gp_cell += f' ({gp["timeouts"]} timed out)'
        out.append(f'| {s["label"]} | {s["puzzles"]} | {verdicts} | '
                   f'{fmt_s(gi["median"])} / {fmt_s(gi["max"])} | {gp_cell} | {peer_cell} | {ratio} | '
                   f'{cnf["variables"]:.0f} / {cnf["clauses"]:.0f} | {gen_cell} |')
    out.append('')
    out.append('Totals per set (sum over puzzles; slowest puzzle in brackets):')
    out.append('')
    out.append('| set | gridsat in-process total | gridsat whole-process total | peer in-process total | '
               'generate wall total |')
    out.append('|---|---:|---:|---:|---:|')
    for s in summaries:
        gi, gp, peer = s['gridsat_in_process'], s['gridsat_process'], s['peer']
        if peer:
            pt = fmt_s(peer['total'])
            if peer['timeouts']:
                pt += f' + {peer["timeouts"]} × >{peer["limit"]:g} s'
            pt += f' [{peer["slowest"] or "—"}]'
        else:
            pt = 'not run'
        out.append(f'| {s["label"]} | {fmt_s(gi["total"])} [{gi["slowest"]}] | '
                   f'{fmt_s(gp["total"])} [{gp["slowest"]}] | {pt} | {fmt_s(s["generate_seconds"])} |')
    out.append('')
    problems = [p for s in summaries for p in s['problems']]
    disagreements = [p for p in problems if p.startswith('DISAGREEMENT')]
    run = sum(s['puzzles'] for s in summaries if s['peer'])
    answered = sum(s['peer']['verdicts'].get(v, 0) for s in summaries if s['peer']
                   for v in ('unique', 'multiple', 'none'))
    if disagreements:
        out.append(f'**{len(disagreements)} UNIQUENESS DISAGREEMENT(S) between gridsat and the peer:**')
        out.extend(f'- {p}' for p in disagreements)
    else:
        out.append(f'Uniqueness verdicts: gridsat and the peer agree on every puzzle the peer answered '
                   f'({answered} answered of {run} run on the peer; timeouts and errors are not verdicts).')
    others = [p for p in problems if not p.startswith('DISAGREEMENT')]
    if others:
        out.append(f'**{len(others)} other problem(s):**')
        out.extend(f'- {p}' for p in others)
    out.append('')
    out.append('In-process: gridsat `stats.seconds` (CNF build + solve + uniqueness check) from one '
               '`gridsat solve --format json` over the set; peer: Board construction + CP-SAT search for '
               'up to 2 solutions (scripts/peer_magnets.py). Whole process: `gridsat solve FILE`, one '
               'process per puzzle, timed with time.perf_counter around subprocess.run. The ratio '
               'divides the peer\'s in-process median by gridsat\'s whole-process median (conservative '
               'for gridsat). Both solvers are single-threaded here (varisat; CP-SAT with '
               'enumerate_all_solutions). Generator times are the wall time of `gridsat generate` / count, '
               'measured when the set was generated.')
    out.append('')
    out.append(machine_line())
    out.append('')
    out.append('Reference, the seed\'s CLP(FD) solver: 865 s average per 12x12 puzzle, max 20,609 s.')
    text = '\n'.join(out) + '\n'
    with open(os.path.join(args.results, 'results.md'), 'w', encoding='utf-8') as f:
        f.write(text)
    print(text, end='')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    m = sub.add_parser('measure')
    m.add_argument('--set-dir', required=True)
    m.add_argument('--label', required=True)
    m.add_argument('--results', required=True)
    m.add_argument('--gridsat', required=True)
    m.add_argument('--peer-python')
    m.add_argument('--peer-script')
    m.add_argument('--timeout', type=float, default=120.0)
    r = sub.add_parser('report')
    r.add_argument('--results', required=True)
    r.add_argument('--order', nargs='*')
    args = ap.parse_args()
    if args.cmd == 'measure':
        measure(args)
    else:
        report(args)


if __name__ == '__main__':
    main()
