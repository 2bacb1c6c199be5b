#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-123 (standard library only).

    bench_123_report.py measure --set-dir DIR --name N --label L --mode check|first
                                --results DIR --gridsat BIN [--paper SECONDS]
                                [--peer-python PY --peer-script S] [--timeout SECONDS]
    bench_123_report.py gen-time --gridsat BIN --size WxH --count N --seed S
                                 --results DIR [--timeout SECONDS]
    bench_123_report.py report --results DIR [--order NAME...]

`measure` times one set (DIR holds *.123, for generated sets their *.solution files,
and a `params` file written by bench-123).  --mode check: every solver decides
uniqueness (gridsat's default solve, the peer asked for up to 2 solutions); --mode first:
first solution only (`gridsat solve --first`, the peer asked for 1).  It writes, under
--results:
    <name>.gridsat-json.jsonl     `gridsat solve FILE... --format json`, one process for
                                  the whole set; stats.seconds is the in-process time
    <name>.gridsat-process.jsonl  `gridsat solve FILE`, one process per puzzle, timed with
                                  time.perf_counter around subprocess.run (wall clock of the
                                  whole process: start-up, parsing, CNF, solve, uniqueness,
                                  printing the picture)
    <name>.peer.jsonl             peer_123.py lines (in-process seconds), or
                                  {"file", "timeout": SECONDS} when a puzzle ran out of time
    <name>.summary.json           the figures the tables are made of, plus every problem
`gen-time` runs `gridsat generate 123 --size WxH --seed S+i --count 1`, one process per
puzzle (i = 0..N-1), times each with time.perf_counter, counts the givens, and checks
every puzzle with one `gridsat solve --format json` (unique, and the generator's
.solution); it writes gen-<WxH>.gen.json (and the puzzles under gen/<WxH>/).
`report` prints the Markdown tables for every summary under --results and writes them
to results.md there.

The peer runs as one process over the whole set (so Python start-up and the OR-Tools
import are paid once, as for gridsat's in-process figure) under a watchdog: when no
answer arrives for a puzzle within --timeout seconds of the previous one (plus a
start-up grace for the first), the peer process is killed, the puzzle is recorded as a
timeout and the peer is restarted on the rest.  Every solution either solver prints is
checked here by an independent Python check of the rules (is_valid).
"""
import argparse
import glob
import json
import os
import platform
import select
import shutil
import signal
import statistics
import subprocess
import sys
import time

PEER_STARTUP_GRACE = 15.0  # seconds: Python start-up, imports and warm-up of a fresh peer
GRIDSAT_VERDICTS = {
    'solved: the solution is unique': 'unique',
    'solved: NOT unique, another solution:': 'multiple',
    'solved (uniqueness not checked)': 'solved',
    'no solution': 'none',
}
# Targets from the issue.
TARGET_UNIQUE_100 = 1.0   # s: a unique 100x100 puzzle solved with its uniqueness verdict
TARGET_GEN_15 = 2.0       # s: one clue-minimal 15x15 puzzle generated


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


def read_puzzle(path):
    """The givens of a native .123 file as row strings over '.', '1'-'3'."""
    with open(path, encoding='utf-8') as f:
        lines = [ln.strip() for ln in f]
    lines = [ln for ln in lines if ln and not ln.startswith('#')]
    return [ln.replace(' ', '') for ln in lines[1:]]


def read_solution(path):
    try:
        with open(path, encoding='utf-8') as f:
            return [ln.strip() for ln in f if ln.strip() and not ln.startswith('#')]
    except OSError:
        return None


def is_valid(givens, rows):
    """Independent check (same as scripts/peer_123.py): every given kept, every group of
    equal numbers exactly as large as its number."""
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


def write_jsonl(path, rows):
    with open(path, 'w', encoding='utf-8') as f:
        for row in rows:
            f.write(json.dumps(row) + '\n')


# ---------------------------------------------------------------- gridsat

def gridsat_in_process(gridsat, files, flags, timeout):
    """One `gridsat solve --format json` process over all files; returns {file: object}."""
    budget = timeout * len(files) + 60
    proc = subprocess.run([gridsat, 'solve', *files, '--format', 'json', *flags],
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
    return {True: 'unique', False: 'multiple', None: 'solved'}.get(obj.get('unique'), 'error')


def gridsat_per_process(gridsat, files, flags, timeout):
    """`gridsat solve FILE`, a process per puzzle, as a user would run it."""
    subprocess.run([gridsat, '--version'], stdout=subprocess.DEVNULL, check=True)  # page the binary in
    rows = []
    for path in files:
        t0 = time.perf_counter()
        try:
            proc = subprocess.run([gridsat, 'solve', path, *flags], stdout=subprocess.PIPE,
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

def peer_run(python, script, files, max_solutions, timeout, stderr_path):
    """peer_123.py over files with a per-puzzle watchdog; returns one row per file, in order."""
    rows = []
    pending = list(files)
    with open(stderr_path, 'ab') as err:
        while pending:
            proc = subprocess.Popen([python, script, '--max-solutions', str(max_solutions), *pending],
                                    stdout=subprocess.PIPE, stderr=err, start_new_session=True)
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
                    log(f'peer: timeout (> {timeout:g} s) on {pending[done]}')
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


def peer_verdict(row, max_solutions):
    if row is None:
        return 'not run'
    if 'timeout' in row:
        return 'timeout'
    if 'error' in row:
        return 'error'
    n = row['solutions']
    if n == 0:
        return 'none'
    if max_solutions == 1:
        return 'solved'
    return 'unique' if n == 1 else 'multiple'


# ---------------------------------------------------------------- figures

def median(xs):
    return statistics.median(xs) if xs else None


def measure(args):
    set_dir = os.path.abspath(args.set_dir)
    name = args.name
    params = read_params(set_dir)
    files = sorted(glob.glob(os.path.join(set_dir, '*.123')))
    if not files:
        raise SystemExit(f'no .123 files in {set_dir}')
    os.makedirs(args.results, exist_ok=True)
    res = lambda suffix: os.path.join(args.results, f'{name}.{suffix}')  # noqa: E731
    first = args.mode == 'first'
    flags = ['--first'] if first else []
    max_solutions = 1 if first else 2
    what = 'first solution only' if first else 'with the uniqueness check'

    log(f'{name}: gridsat in-process (one `solve --format json{" --first" if first else ""}` '
        f'over {len(files)} files), {what}')
    t0 = time.perf_counter()
    inproc = gridsat_in_process(args.gridsat, files, flags, args.timeout)
    batch_wall = time.perf_counter() - t0
    write_jsonl(res('gridsat-json.jsonl'), [inproc.get(f, {'input': f, 'status': 'missing'}) for f in files])

    log(f'{name}: gridsat whole process (one `solve FILE{" --first" if first else ""}` process per puzzle)')
    per_proc = gridsat_per_process(args.gridsat, files, flags, args.timeout)
    write_jsonl(res('gridsat-process.jsonl'), per_proc)

    peer_rows = {}
    if args.peer_python:
        log(f'{name}: peer, up to {max_solutions} solution(s) (per-puzzle limit {args.timeout:g} s)')
        t0 = time.perf_counter()
        rows = peer_run(args.peer_python, args.peer_script, files, max_solutions, args.timeout,
                        res('peer.stderr.log'))
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
        givens = read_puzzle(f)
        g = inproc.get(f)
        gv = gridsat_verdict_json(g)
        verdict_counts[gv] = verdict_counts.get(gv, 0) + 1
        pp = next((r for r in per_proc if r['file'] == f), None)
        ppv = 'timeout' if pp is None or 'timeout' in pp else pp['verdict']
        pr = peer_rows.get(f)
        pv = peer_verdict(pr, max_solutions)
        base = os.path.basename(f)
        expected = ('solved',) if first else ('unique', 'multiple')
        if gv not in expected:
            problems.append(f'{base}: gridsat (json) verdict {gv}: {(g or {}).get("error", "")}')
        if ppv != gv:
            problems.append(f'{base}: gridsat per-process verdict {ppv} differs from the json run ({gv})')
        if pp and 'exit' in pp and pp['exit'] != 0:
            problems.append(f'{base}: gridsat solve exited with {pp["exit"]}')
        if gv in ('unique', 'multiple', 'solved') and not is_valid(givens, g.get('solution')):
            problems.append(f'{base}: gridsat\'s solution breaks the rules (independent check)')
        if gv == 'multiple' and not is_valid(givens, g.get('other_solution')):
            problems.append(f'{base}: gridsat\'s other solution breaks the rules (independent check)')
        if args.peer_python and pv in ('unique', 'multiple', 'none', 'solved'):
            if pv != gv:
                problems.append(f'DISAGREEMENT {base}: gridsat says {gv}, peer says {pv}')
            elif pv == 'unique' and pr.get('solution') != g.get('solution'):
                problems.append(f'DISAGREEMENT {base}: both say unique but the solutions differ')
            if pv != 'none' and not is_valid(givens, pr.get('solution')):
                problems.append(f'{base}: the peer\'s solution breaks the rules (independent check)')
        if args.peer_python and pv == 'error':
            problems.append(f'{base}: peer error: {pr.get("error")}')
        if expect_unique:
            want = read_solution(f[:-len('.123')] + '.solution')
            if not first and gv != 'unique':
                problems.append(f'{base}: generated as unique but gridsat says {gv}')
            elif g is not None and g.get('solution') != want:
                problems.append(f'{base}: gridsat solution differs from the generator\'s .solution')
            if pv == 'unique' and pr.get('solution') != want:
                problems.append(f'{base}: peer solution differs from the generator\'s .solution')

    ok_in = [g['stats']['seconds'] for g in inproc.values() if g.get('status') == 'solved']
    ok_pp = [r['seconds'] for r in per_proc if 'seconds' in r]
    pp_timeouts = sum(1 for r in per_proc if 'timeout' in r)
    # The first puzzle of a peer process gets a start-up grace on the watchdog, so it can
    # finish past the limit: such an answer still counts as a verdict but as a timeout here.
    peer_ok = [r['seconds'] for r in peer_rows.values() if 'seconds' in r and r['seconds'] <= args.timeout]
    peer_build = [r['build_seconds'] for r in peer_rows.values()
                  if 'build_seconds' in r and r['seconds'] <= args.timeout]
    peer_timeouts = sum(1 for r in peer_rows.values()
                        if 'timeout' in r or r.get('seconds', 0) > args.timeout)
    peer_errors = sum(1 for r in peer_rows.values() if 'error' in r)
    slowest = max(inproc.values(), key=lambda g: g.get('stats', {}).get('seconds', -1), default=None)
    slowest_pp = max((r for r in per_proc if 'seconds' in r), key=lambda r: r['seconds'], default=None)
    slowest_peer = max((r for r in peer_rows.values() if 'seconds' in r), key=lambda r: r['seconds'],
                       default=None)
    givens = [sum(ch != '.' for row in read_puzzle(f) for ch in row) for f in files]
    w, h = (int(v) for v in params['size'].split('x'))

    summary = {
        'set': name,
        'label': args.label,
        'mode': args.mode,
        'paper': args.paper,
        'params': params,
        'puzzles': len(files),
        'cells': w * h,
        'givens_median': median(givens),
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
            'max_solutions': max_solutions,
            'total': sum(peer_ok), 'build_total': sum(peer_build), 'n': len(peer_ok),
            'timeouts': peer_timeouts, 'errors': peer_errors,
            # timeouts count as +infinity for the median and the maximum
            'median': median(peer_ok + [float('inf')] * peer_timeouts),
            'max': float('inf') if peer_timeouts else max(peer_ok, default=None),
            'wall': peer_wall, 'limit': args.timeout,
            'slowest': slowest_peer and os.path.basename(slowest_peer['file']),
            'verdicts': {v: sum(1 for r in peer_rows.values() if peer_verdict(r, max_solutions) == v)
                         for v in sorted({peer_verdict(r, max_solutions) for r in peer_rows.values()})},
        },
        'generate_seconds': float(params['generate_seconds']) if 'generate_seconds' in params else None,
        'problems': problems,
    }
    with open(res('summary.json'), 'w', encoding='utf-8') as f:
        json.dump(summary, f, indent=1, default=str)
    log(f'{name}: done; {len(problems)} problem(s)')
    for p in problems:
        log('  ' + p)


# ---------------------------------------------------------------- generator timing

def gen_time(args):
    size = args.size
    w, h = (int(v) for v in size.split('x'))
    out_dir = os.path.join(args.results, 'gen', size)
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    log(f'generator {size}: {args.count} clue-minimal puzzle(s), one `gridsat generate` process each '
        f'(seeds {args.seed}..{args.seed + args.count - 1})')
    rows, problems = [], []
    for i in range(args.count):
        seed = args.seed + i
        sub = os.path.join(out_dir, f's{seed}')
        t0 = time.perf_counter()
        try:
            proc = subprocess.run([args.gridsat, 'generate', '123', '--size', size, '--seed', str(seed),
                                   '--out', sub], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True, timeout=args.timeout)
            seconds = time.perf_counter() - t0
        except subprocess.TimeoutExpired:
            rows.append({'seed': seed, 'timeout': args.timeout})
            problems.append(f'generate 123 --size {size} --seed {seed}: no puzzle within {args.timeout:g} s')
            log(f'generator {size}: timeout on seed {seed}')
            continue
        puzzles = sorted(glob.glob(os.path.join(sub, '*.123')))
        if proc.returncode != 0 or len(puzzles) != 1:
            rows.append({'seed': seed, 'error': proc.stderr.strip()[:300], 'exit': proc.returncode})
            problems.append(f'generate 123 --size {size} --seed {seed} failed (exit {proc.returncode}): '
                            f'{proc.stderr.strip()[:200]}')
            continue
        givens = sum(ch != '.' for row in read_puzzle(puzzles[0]) for ch in row)
        rows.append({'seed': seed, 'seconds': seconds, 'file': puzzles[0], 'givens': givens})
    files = [r['file'] for r in rows if 'file' in r]
    if files:
        checked = gridsat_in_process(args.gridsat, files, [], args.timeout)
        for f in files:
            g = checked.get(f)
            base = os.path.basename(os.path.dirname(f)) + '/' + os.path.basename(f)
            if gridsat_verdict_json(g) != 'unique':
                problems.append(f'{base}: generated, but gridsat solve says {gridsat_verdict_json(g)}')
            elif g.get('solution') != read_solution(f[:-len('.123')] + '.solution'):
                problems.append(f'{base}: gridsat solution differs from the generator\'s .solution')
    write_jsonl(os.path.join(args.results, f'gen-{size}.gen.jsonl'), rows)
    secs = [r['seconds'] for r in rows if 'seconds' in r]
    timeouts = sum(1 for r in rows if 'timeout' in r)
    summary = {
        'size': size, 'cells': w * h, 'count': args.count, 'n': len(secs), 'timeouts': timeouts,
        'limit': args.timeout,
        'median': median(secs + [float('inf')] * timeouts),
        'max': float('inf') if timeouts else max(secs, default=None),
        'total': sum(secs),
        'givens_median': median([r['givens'] for r in rows if 'givens' in r]),
        'problems': problems,
    }
    with open(os.path.join(args.results, f'gen-{size}.gen.json'), 'w', encoding='utf-8') as f:
        json.dump(summary, f, indent=1, default=str)
    log(f'generator {size}: median {fmt_s(summary["median"], args.timeout)}, '
        f'max {fmt_s(summary["max"], args.timeout)}; {len(problems)} problem(s)')
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


def ratio(peer, ours):
    if peer is None or not ours:
        return None
    return peer / ours


def fmt_ratio(r, peer=None):
    if r is None:
        return 'n/a'
    if r == float('inf'):
        return 'n/a (peer timed out)'
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


def size_key(size):
    w, h = (int(v) for v in size.split('x'))
    return (w * h, w)


def report(args):
    summaries = []
    for path in sorted(glob.glob(os.path.join(args.results, '*.summary.json'))):
        with open(path, encoding='utf-8') as f:
            summaries.append(json.load(f))
    if args.order:
        order = {name: i for i, name in enumerate(args.order)}
        summaries = [s for s in summaries if s['set'] in order]
        summaries.sort(key=lambda s: order[s['set']])
    gens = []
    for path in glob.glob(os.path.join(args.results, '*.gen.json')):
        with open(path, encoding='utf-8') as f:
            gens.append(json.load(f))
    gens.sort(key=lambda g: size_key(g['size']))

    def peer_cell(peer):
        if not peer:
            return 'not run'
        lim = peer['limit']
        cell = f'{fmt_s(peer["median"], lim)} / {fmt_s(peer["max"], lim)}'
        if peer['timeouts']:
            cell += f' ({peer["timeouts"]} timed out)'
        if peer['errors']:
            cell += f' ({peer["errors"]} errors)'
        return cell

    out = []
    out.append('### Every set')
    out.append('')
    out.append('| set | puzzles | verdicts (gridsat) | gridsat in-process median / max | '
               'gridsat whole process median / max | peer median / max | '
               'peer ÷ gridsat (medians: peer ÷ whole process; peer ÷ in-process) | '
               'median CNF vars / clauses | median givens | generator s per unique puzzle |')
    out.append('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|')
    for s in summaries:
        gi, gp, peer, cnf = s['gridsat_in_process'], s['gridsat_process'], s['peer'], s['cnf']
        verdicts = ', '.join(f'{n} {v}' for v, n in sorted(s['gridsat_verdicts'].items()))
        if peer:
            rr = f'{fmt_ratio(ratio(peer["median"], gp["median"]))}; ' \
                 f'{fmt_ratio(ratio(peer["median"], gi["median"]))}'
        else:
            rr = 'n/a'
        gen = s['generate_seconds']
        if s['params'].get('mode') == 'unique' and gen is not None:
            gen_cell = fmt_s(gen / s['puzzles'])
        else:
            gen_cell = '—'
        gp_cell = f'{fmt_s(gp["median"])} / {fmt_s(gp["max"])}'
        if gp.get('timeouts'):
            gp_cell += f' ({gp["timeouts"]} timed out)'
        cnf_cell = 'n/a' if cnf['variables'] is None else f'{cnf["variables"]:.0f} / {cnf["clauses"]:.0f}'
        givens = s['givens_median']
        givens_cell = f'{givens:g} ({100 * givens / s["cells"]:.0f}%)'
        out.append(f'| {s["label"]} | {s["puzzles"]} | {verdicts} | '
                   f'{fmt_s(gi["median"])} / {fmt_s(gi["max"])} | {gp_cell} | {peer_cell(peer)} | {rr} | '
                   f'{cnf_cell} | {givens_cell} | {gen_cell} |')
    out.append('')

    paper = [s for s in summaries if s.get('paper')]
    if paper:
        out.append('### Against the seed paper (SICStus CLP(FD), best options)')
        out.append('')
        out.append('| set | seed paper | gridsat in-process median | gridsat whole process median | '
                   'peer median |')
        out.append('|---|---:|---:|---:|---:|')
        for s in paper:
            note = '' if s['mode'] == 'first' or s['params'].get('mode') == 'unique' else \
                ' (paper: first solution only)'
            peer = s['peer']
            pm = fmt_s(peer['median'], peer['limit']) if peer else 'not run'
            out.append(f'| {s["label"]} | {fmt_s(float(s["paper"]))}{note} | '
                       f'{fmt_s(s["gridsat_in_process"]["median"])} | '
                       f'{fmt_s(s["gridsat_process"]["median"])} | {pm} |')
        out.append('')
        out.append('The paper\'s times are from its own machine and its own unique puzzles of these sizes; '
                   'the comparison is of the same kinds of inputs, not of the same puzzles. Its empty-board '
                   'times are for the first solution only.')
        out.append('')

    if gens:
        out.append('### Generator: one clue-minimal unique puzzle per process')
        out.append('')
        out.append('| size | puzzles | wall per puzzle median / max | total | median givens |')
        out.append('|---|---:|---:|---:|---:|')
        for g in gens:
            lim = g['limit']
            cell = f'{fmt_s(g["median"], lim)} / {fmt_s(g["max"], lim)}'
            if g['timeouts']:
                cell += f' ({g["timeouts"]} timed out)'
            gv = g['givens_median']
            gv_cell = 'n/a' if gv is None else f'{gv:g} ({100 * gv / g["cells"]:.0f}%)'
            out.append(f'| {g["size"]} | {g["count"]} | {cell} | {fmt_s(g["total"])} | {gv_cell} |')
        out.append('')

    # Targets.
    out.append('### Targets')
    out.append('')
    out.append('| target | measured | met? |')
    out.append('|---|---|---|')
    with_peer = [s for s in summaries if s['peer'] and s['peer']['median'] is not None]
    if with_peer:
        def worst(key):
            return min(with_peer, key=lambda s: ratio(s['peer']['median'], s[key]['median']) or 0)
        wp, wi = worst('gridsat_process'), worst('gridsat_in_process')
        rp = ratio(wp['peer']['median'], wp['gridsat_process']['median'])
        ri = ratio(wi['peer']['median'], wi['gridsat_in_process']['median'])
        slower = [s['label'] for s in with_peer
                  if (ratio(s['peer']['median'], s['gridsat_process']['median']) or 0) <= 1]
        out.append(f'| faster than the peer at every size (median per set) | smallest peer ÷ gridsat: '
                   f'{fmt_ratio(rp)} whole process ({wp["label"]}), {fmt_ratio(ri)} in-process '
                   f'({wi["label"]}) | {"yes" if not slower else "NO: " + ", ".join(slower)} |')
    else:
        out.append('| faster than the peer at every size | peer not run | n/a |')
    big = [s for s in summaries if s['params'].get('size') == '100x100' and s['params'].get('mode') == 'unique'
           and s['mode'] == 'check']
    if big:
        s = big[0]
        gp, gi = s['gridsat_process'], s['gridsat_in_process']
        met = gp['max'] is not None and gp['max'] < TARGET_UNIQUE_100 and not gp.get('timeouts') \
            and s['gridsat_verdicts'].get('unique') == s['puzzles']
        out.append(f'| 100x100 unique solved with its uniqueness verdict in under {TARGET_UNIQUE_100:g} s | '
                   f'{s["puzzles"]} puzzle(s): whole process max {fmt_s(gp["max"])}, in-process max '
                   f'{fmt_s(gi["max"])} | {"yes" if met else "NO"} |')
    else:
        out.append('| 100x100 unique solved with its uniqueness verdict in under 1 s | not measured '
                   '(no 100x100 set in this run) | n/a |')
    g15 = [g for g in gens if g['size'] == '15x15']
    if g15:
        g = g15[0]
        met = g['max'] is not None and g['max'] < TARGET_GEN_15 and not g['problems']
        out.append(f'| clue-minimal 15x15 generated in under {TARGET_GEN_15:g} s | {g["n"]} puzzle(s): '
                   f'median {fmt_s(g["median"], g["limit"])}, max {fmt_s(g["max"], g["limit"])} | '
                   f'{"yes" if met else "NO"} |')
    else:
        out.append('| clue-minimal 15x15 generated in under 2 s | not measured | n/a |')
    out.append('')

    out.append('Totals per set (sum over puzzles; slowest puzzle in brackets):')
    out.append('')
    out.append('| set | gridsat in-process total | gridsat whole-process total | peer in-process total '
               '(of which Board construction) | generate wall total |')
    out.append('|---|---:|---:|---:|---:|')
    for s in summaries:
        gi, gp, peer = s['gridsat_in_process'], s['gridsat_process'], s['peer']
        if peer:
            pt = f'{fmt_s(peer["total"])} ({fmt_s(peer["build_total"])})'
            if peer['timeouts']:
                pt += f' + {peer["timeouts"]} × >{peer["limit"]:g} s'
            pt += f' [{peer["slowest"] or "—"}]'
        else:
            pt = 'not run'
        gen = fmt_s(s['generate_seconds']) if s['params'].get('mode') == 'unique' else '—'
        out.append(f'| {s["label"]} | {fmt_s(gi["total"])} [{gi["slowest"]}] | '
                   f'{fmt_s(gp["total"])} [{gp["slowest"]}] | {pt} | {gen} |')
    out.append('')

    problems = [p for s in summaries for p in s['problems']]
    disagreements = [p for p in problems if p.startswith('DISAGREEMENT')]
    run = sum(s['puzzles'] for s in summaries if s['peer'])
    answered = sum(s['peer']['verdicts'].get(v, 0) for s in summaries if s['peer']
                   for v in ('unique', 'multiple', 'none', 'solved'))
    if disagreements:
        out.append(f'**{len(disagreements)} DISAGREEMENT(S) between gridsat and the peer:**')
        out.extend(f'- {p}' for p in disagreements)
    elif run:
        out.append(f'Verdicts: gridsat and the peer agree on every puzzle the peer answered '
                   f'({answered} answered of {run} run on the peer; timeouts and errors are not verdicts; '
                   f'unique solutions are equal, and every solution printed passes an independent check '
                   f'of the rules).')
    else:
        out.append('Peer not run; every gridsat solution passes an independent check of the rules.')
    others = [p for p in problems if not p.startswith('DISAGREEMENT')] + \
        [p for g in gens for p in g['problems']]
    if others:
        out.append(f'**{len(others)} other problem(s):**')
        out.extend(f'- {p}' for p in others)
    out.append('')
    out.append('In-process: gridsat `stats.seconds` (CNF build + solve + uniqueness check, or first solution '
               'with `--first`) from one `gridsat solve --format json` over the set; peer: Board construction '
               '+ CP-SAT search for up to 2 solutions (1 for "first solution" sets), timed in-process after an '
               'untimed warm-up (scripts/peer_123.py). Whole process: `gridsat solve FILE [--first]`, one '
               'process per puzzle, timed with time.perf_counter around subprocess.run. Empty boards are '
               'the same board timed several times (one file per run). Both solvers are single-threaded '
               'here (varisat; CP-SAT with enumerate_all_solutions). "generator s per unique puzzle" is the '
               'wall time of `gridsat generate --count N` / N, measured when the set was generated (sets are '
               'cached); the generator table is measured afresh on every run.')
    out.append('')
    out.append(machine_line())
    text = '\n'.join(out) + '\n'
    with open(os.path.join(args.results, 'results.md'), 'w', encoding='utf-8') as f:
        f.write(text)
    print(text, end='')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    m = sub.add_parser('measure')
    m.add_argument('--set-dir', required=True)
    m.add_argument('--name', required=True)
    m.add_argument('--label', required=True)
    m.add_argument('--mode', choices=('check', 'first'), default='check')
    m.add_argument('--paper', help='the seed paper\'s time for this kind of input, seconds')
    m.add_argument('--results', required=True)
    m.add_argument('--gridsat', required=True)
    m.add_argument('--peer-python')
    m.add_argument('--peer-script')
    m.add_argument('--timeout', type=float, default=300.0)
    g = sub.add_parser('gen-time')
    g.add_argument('--gridsat', required=True)
    g.add_argument('--size', required=True)
    g.add_argument('--count', type=int, required=True)
    g.add_argument('--seed', type=int, default=1)
    g.add_argument('--results', required=True)
    g.add_argument('--timeout', type=float, default=600.0)
    r = sub.add_parser('report')
    r.add_argument('--results', required=True)
    r.add_argument('--order', nargs='*')
    args = ap.parse_args()
    if args.cmd == 'measure':
        measure(args)
    elif args.cmd == 'gen-time':
        gen_time(args)
    else:
        report(args)


if __name__ == '__main__':
    main()
