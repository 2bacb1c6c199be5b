"""Shared helpers of the benchmark scripts in scripts/ (standard library only).

Used by the report helpers bench_123_report.py (and bench_123_tables.py),
bench_magnets_report.py and bench_hanjie_report.py (and bench_hanjie_tools.py), run with
the system python3, and by the peers peer_123.py, peer_magnets.py and peer_nonograms.py,
run with the venv python of scripts/setup-peer.sh; each puts its own directory first on
sys.path and imports this file from beside it.  What it holds:

  * files: log (time-stamped, to stderr), log_problems, read_text, read_params (a set's
    `params` file written by bench-123 / bench-magnets), read_solution (a generator's
    .solution file), JSON lines (parse_jsonl, write_jsonl, append_jsonl), load_json,
    load_json_files, save_json;
  * processes: kill_group (SIGKILL to a process's own group), run_timed (one process with
    a limit, timed with time.perf_counter around subprocess.run);
  * a generated set (bench-123, bench-magnets): GRIDSAT_VERDICTS, gridsat_in_process (one
    `gridsat solve FILE... --format json`), gridsat_verdict_json, gridsat_per_process
    (`gridsat solve FILE`, a process per puzzle), PEER_STARTUP_GRACE and peer_run (one peer
    process over the whole set under a per-puzzle watchdog), time_set (all of these on a
    set, writing their raw JSON lines), gridsat_problems and generator_problems (the
    checks every puzzle gets), save_set_summary;
  * figures: median, limited_stats (median and maximum with timeouts as +infinity),
    summary_figures (a set's in-process, whole-process, CNF size and peer figures);
  * Markdown reports: fmt_s (a duration), ratio / fmt_ratio (peer ÷ gridsat), md_row /
    md_header (table lines), median_max_cell, total_cell, peer_total_cell, verdicts_cell,
    split_problems, bullets, peer_answered, method_note (the sentences on how the times
    are taken), machine_info / machine_text / machine_line (the machine a run is on),
    order_summaries, write_report (results.md and stdout);
  * command lines: cli (subcommands with argparse), add_set_arguments,
    add_report_arguments;
  * the peers: PuzzleError, content_lines / parse_header (native `KIND WxH` files),
    peer_file_row (one file's JSON row, a failure turned into {"file", "error"}),
    peer_early_exit (--help, --check), check_result / report_checks (the --check output),
    and is_valid_123 (the 123 puzzle's rules: the independent check that peer_123.py and
    bench_123_report.py apply to every solution).
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
import types

PEER_STARTUP_GRACE = 15.0  # seconds: Python start-up, imports and warm-up of a fresh peer
# The verdict lines of `gridsat solve FILE` (the picture's text output).
GRIDSAT_VERDICTS = {
    'solved: the solution is unique': 'unique',
    'solved: NOT unique, another solution:': 'multiple',
    'solved (uniqueness not checked)': 'solved',
    'no solution': 'none',
}


# ---------------------------------------------------------------- files and logging

def log(msg):
    print(f'[{time.strftime("%H:%M:%S")}] {msg}', file=sys.stderr, flush=True)


def log_problems(head, problems):
    log(f'{head}; {len(problems)} problem(s)')
    for p in problems:
        log('  ' + p)


def read_text(path):
    with open(path, encoding='utf-8') as f:
        return f.read()


def read_params(set_dir):
    """The key=value words of a set's `params` file (every line)."""
    params = {}
    with open(os.path.join(set_dir, 'params'), encoding='utf-8') as f:
        for line in f:
            for item in line.split():
                if '=' in item:
                    k, v = item.split('=', 1)
                    params[k] = v
    return params


def read_solution(path):
    """A generator's .solution file as row strings (blank and `#` lines left out), or None."""
    try:
        with open(path, encoding='utf-8') as f:
            return [ln.strip() for ln in f if ln.strip() and not ln.startswith('#')]
    except OSError:
        return None


def parse_jsonl(text):
    """One object per non-blank line."""
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def write_jsonl(path, rows):
    with open(path, 'w', encoding='utf-8') as f:
        for row in rows:
            f.write(json.dumps(row) + '\n')


def append_jsonl(path, row):
    with open(path, 'a', encoding='utf-8') as f:
        f.write(json.dumps(row) + '\n')


def load_json(path):
    with open(path, encoding='utf-8') as f:
        return json.load(f)


def load_json_files(pattern):
    """The JSON files matching a glob pattern, in sorted path order."""
    return [load_json(path) for path in sorted(glob.glob(pattern))]


def save_json(path, obj):
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(obj, f, indent=1, default=str)


# ---------------------------------------------------------------- processes

def kill_group(proc):
    """SIGKILL to proc's own process group (it was started with start_new_session)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def run_timed(cmd, timeout):
    """subprocess.run(cmd) with text stdout/stderr captured and a limit, timed with
    time.perf_counter; returns (seconds, completed process), or (None, None) on a timeout."""
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None
    return time.perf_counter() - t0, proc


# ---------------------------------------------------------------- gridsat and the peer over a set

def gridsat_in_process(gridsat, files, timeout, flags=()):
    """One `gridsat solve --format json` process over all files; returns {file: object}."""
    budget = timeout * len(files) + 60
    proc = subprocess.run([gridsat, 'solve', *files, '--format', 'json', *flags],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=budget)
    out = {obj['input']: obj for obj in parse_jsonl(proc.stdout)}
    if proc.returncode != 0:
        log(f'gridsat solve --format json exited with {proc.returncode}: {proc.stderr.strip()[:500]}')
    return out


def gridsat_verdict_json(obj, unchecked='unchecked', other='unchecked'):
    """unique | multiple | none | error, `unchecked` for a solution whose uniqueness was not
    decided (JSON "unique": null) and `other` for any other "unique" value."""
    if obj is None or obj.get('status') == 'error':
        return 'error'
    if obj.get('status') == 'unsatisfiable':
        return 'none'
    if obj.get('status') != 'solved':
        return obj.get('status', 'error')
    return {True: 'unique', False: 'multiple', None: unchecked}.get(obj.get('unique'), other)


def gridsat_per_process(gridsat, files, timeout, flags=()):
    """`gridsat solve FILE`, a process per puzzle, as a user would run it."""
    subprocess.run([gridsat, '--version'], stdout=subprocess.DEVNULL, check=True)  # page the binary in
    rows = []
    for path in files:
        seconds, proc = run_timed([gridsat, 'solve', path, *flags], timeout)
        if proc is None:
            rows.append({'file': path, 'timeout': timeout})
            continue
        verdict = 'error'
        for line in proc.stdout.splitlines():
            for prefix, v in GRIDSAT_VERDICTS.items():
                if line.startswith(prefix):
                    verdict = v
        rows.append({'file': path, 'seconds': seconds, 'exit': proc.returncode, 'verdict': verdict})
    return rows


def peer_run(python, script, files, timeout, stderr_path, args=()):
    """`python script [args] FILE...` over files with a per-puzzle watchdog; returns one row per
    file, in order: the peer's JSON line, {"file", "timeout"} or {"file", "error"}."""
    rows = []
    pending = list(files)
    with open(stderr_path, 'ab') as err:
        while pending:
            proc = subprocess.Popen([python, script, *args, *pending],
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
                    kill_group(proc)
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


def time_set(name, files, res, gridsat, timeout, flags=(), note='', peer=None):
    """Times one set: gridsat in-process, gridsat a process per puzzle, then the peer when
    peer = (python, script, args, what) is given.  Writes res('gridsat-json.jsonl'),
    res('gridsat-process.jsonl') and res('peer.jsonl') (res(suffix) is a path under the
    results directory).  Returns a namespace: inproc {file: JSON object}, batch_wall,
    per_proc rows, peer_rows {file: row} (empty without a peer), peer_wall (None without)."""
    flag_text = ''.join(' ' + f for f in flags)
    log(f'{name}: gridsat in-process (one `solve --format json{flag_text}` over {len(files)} files){note}')
    t0 = time.perf_counter()
    inproc = gridsat_in_process(gridsat, files, timeout, flags)
    batch_wall = time.perf_counter() - t0
    write_jsonl(res('gridsat-json.jsonl'), [inproc.get(f, {'input': f, 'status': 'missing'}) for f in files])

    log(f'{name}: gridsat whole process (one `solve FILE{flag_text}` process per puzzle)')
    per_proc = gridsat_per_process(gridsat, files, timeout, flags)
    write_jsonl(res('gridsat-process.jsonl'), per_proc)

    peer_rows, peer_wall = {}, None
    if peer:
        python, script, args, what = peer
        log(f'{name}: peer{what} (per-puzzle limit {timeout:g} s)')
        t0 = time.perf_counter()
        rows = peer_run(python, script, files, timeout, res('peer.stderr.log'), args)
        peer_wall = time.perf_counter() - t0
        write_jsonl(res('peer.jsonl'), rows)
        peer_rows = {r['file']: r for r in rows}
    return types.SimpleNamespace(inproc=inproc, batch_wall=batch_wall, per_proc=per_proc,
                                 per_proc_by_file={r['file']: r for r in per_proc},
                                 peer=bool(peer), peer_rows=peer_rows, peer_wall=peer_wall)


def save_set_summary(path, name, summary, params, problems):
    """Writes a set's summary with its generator time (from params) and problems, and logs them."""
    gen = float(params['generate_seconds']) if 'generate_seconds' in params else None
    save_json(path, {**summary, 'generate_seconds': gen, 'problems': problems})
    log_problems(f'{name}: done', problems)


def gridsat_problems(base, g, gv, pp, expected):
    """What is wrong with gridsat's two runs on one puzzle: g its JSON object (verdict gv,
    which should be one of expected), pp its whole-process row."""
    problems = []
    ppv = 'timeout' if pp is None or 'timeout' in pp else pp['verdict']
    if gv not in expected:
        problems.append(f'{base}: gridsat (json) verdict {gv}: {(g or {}).get("error", "")}')
    if ppv != gv:
        problems.append(f'{base}: gridsat per-process verdict {ppv} differs from the json run ({gv})')
    if pp and 'exit' in pp and pp['exit'] != 0:
        problems.append(f'{base}: gridsat solve exited with {pp["exit"]}')
    return problems


def generator_problems(base, g, gv, pr, pv, want, check_unique=True):
    """A puzzle generated as unique, against the generator's solution want: gridsat's verdict
    (when check_unique) and solution, and the peer's solution when it says unique."""
    problems = []
    if check_unique and gv != 'unique':
        problems.append(f'{base}: generated as unique but gridsat says {gv}')
    elif g is not None and g.get('solution') != want:
        problems.append(f'{base}: gridsat solution differs from the generator\'s .solution')
    if pv == 'unique' and pr.get('solution') != want:
        problems.append(f'{base}: peer solution differs from the generator\'s .solution')
    return problems


# ---------------------------------------------------------------- figures

def median(xs):
    return statistics.median(xs) if xs else None


def limited_stats(secs, timeouts):
    """Median and maximum of secs, with each of the timeouts counted as +infinity."""
    return {'median': median(secs + [float('inf')] * timeouts),
            'max': float('inf') if timeouts else max(secs, default=None)}


def summary_figures(run, limit, peer_verdict, build=False):
    """The timing part of a set's summary from time_set's result: gridsat in-process and
    whole-process figures, the median CNF size, and the peer's figures (None without a peer;
    build adds the total of its Board construction times).  An answer of the peer past the
    limit (the first puzzle of a peer process gets a start-up grace on the watchdog) still
    counts as a verdict but as a timeout here."""
    inproc, per_proc = run.inproc, run.per_proc
    ok_in = [g['stats']['seconds'] for g in inproc.values() if g.get('status') == 'solved']
    ok_pp = [r['seconds'] for r in per_proc if 'seconds' in r]
    slowest = max(inproc.values(), key=lambda g: g.get('stats', {}).get('seconds', -1), default=None)
    slowest_pp = max((r for r in per_proc if 'seconds' in r), key=lambda r: r['seconds'], default=None)
    figures = {
        'gridsat_in_process': {'total': sum(ok_in), 'median': median(ok_in), 'max': max(ok_in, default=None),
                               'n': len(ok_in), 'batch_wall': run.batch_wall,
                               'slowest': slowest and os.path.basename(slowest['input'])},
        'gridsat_process': {'total': sum(ok_pp), 'median': median(ok_pp), 'max': max(ok_pp, default=None),
                            'n': len(ok_pp), 'timeouts': sum(1 for r in per_proc if 'timeout' in r),
                            'slowest': slowest_pp and os.path.basename(slowest_pp['file'])},
        'cnf': {'variables': median([g['stats']['variables'] for g in inproc.values() if 'stats' in g]),
                'clauses': median([g['stats']['clauses'] for g in inproc.values() if 'stats' in g])},
        'peer': None,
    }
    if run.peer:
        rows = list(run.peer_rows.values())
        in_time = [r for r in rows if 'seconds' in r and r['seconds'] <= limit]
        ok = [r['seconds'] for r in in_time]
        timeouts = sum(1 for r in rows if 'timeout' in r or r.get('seconds', 0) > limit)
        slowest_peer = max((r for r in rows if 'seconds' in r), key=lambda r: r['seconds'], default=None)
        verdicts = [peer_verdict(r) for r in rows]
        peer = {'total': sum(ok)}
        if build:
            peer['build_total'] = sum(r['build_seconds'] for r in in_time if 'build_seconds' in r)
        peer.update({'n': len(ok), 'timeouts': timeouts, 'errors': sum(1 for r in rows if 'error' in r),
                     **limited_stats(ok, timeouts), 'wall': run.peer_wall, 'limit': limit,
                     'slowest': slowest_peer and os.path.basename(slowest_peer['file']),
                     'verdicts': {v: verdicts.count(v) for v in sorted(set(verdicts))}})
        figures['peer'] = peer
    return figures


# ---------------------------------------------------------------- report formatting

def fmt_s(x, limit=None, whole_from=None):
    """A duration in seconds: µs, ms or s; None is n/a, +infinity a timeout (>LIMIT s);
    from whole_from seconds on (when given) in whole seconds."""
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
    if whole_from is not None and x >= whole_from:
        return f'{x:.0f} s'
    return f'{x:.2f} s'


def ratio(peer, ours):
    if peer is None or not ours:
        return None
    return peer / ours


def fmt_ratio(r, timed_out='n/a (peer timed out)'):
    if r is None:
        return 'n/a'
    if r == float('inf'):
        return timed_out
    return f'{r:.1f}×' if r < 100 else f'{r:.0f}×'


def md_row(cells):
    return '| ' + ' | '.join(str(c) for c in cells) + ' |'


def md_header(columns, aligns):
    """A Markdown table's header and rule; aligns has an 'l' or 'r' per column."""
    return [md_row(columns), '|' + ''.join('---:|' if a == 'r' else '---|' for a in aligns)]


def median_max_cell(d, limit=None):
    """'median / max' of a figures dict, with its timeouts and errors."""
    cell = f'{fmt_s(d["median"], limit)} / {fmt_s(d["max"], limit)}'
    if d.get('timeouts'):
        cell += f' ({d["timeouts"]} timed out)'
    if d.get('errors'):
        cell += f' ({d["errors"]} errors)'
    return cell


def total_cell(d):
    return f'{fmt_s(d["total"])} [{d["slowest"]}]'


def peer_total_cell(peer, build=False):
    if not peer:
        return 'not run'
    cell = fmt_s(peer['total'])
    if build:
        cell += f' ({fmt_s(peer["build_total"])})'
    if peer['timeouts']:
        cell += f' + {peer["timeouts"]} × >{peer["limit"]:g} s'
    return cell + f' [{peer["slowest"] or "—"}]'


def verdicts_cell(counts):
    return ', '.join(f'{n} {v}' for v, n in sorted(counts.items()))


def split_problems(problems):
    """(disagreements between the solvers, every other problem)."""
    return ([p for p in problems if p.startswith('DISAGREEMENT')],
            [p for p in problems if not p.startswith('DISAGREEMENT')])


def bullets(title, items):
    return [f'**{len(items)} {title}:**'] + [f'- {p}' for p in items]


def peer_answered(summaries, verdicts):
    """(puzzles run on the peer, puzzles it gave one of verdicts for) over the summaries."""
    run = sum(s['puzzles'] for s in summaries if s['peer'])
    answered = sum(s['peer']['verdicts'].get(v, 0) for s in summaries if s['peer'] for v in verdicts)
    return run, answered


def method_note(gridsat_work, peer_work, peer_script, whole, between='', after=''):
    """The paragraph on how the times are taken (gridsat in-process and whole process, the peer)."""
    return (f'In-process: gridsat `stats.seconds` ({gridsat_work}) from one `gridsat solve --format json` '
            f'over the set; peer: Board construction + CP-SAT search for {peer_work} ({peer_script}). '
            f'Whole process: `{whole}`, one process per puzzle, timed with time.perf_counter around '
            f'subprocess.run. {between}Both solvers are single-threaded here (varisat; CP-SAT with '
            f'enumerate_all_solutions). {after}')


def machine_info(load_key='load'):
    """nproc, CPU model, OS and the load average now."""
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
    return {'nproc': nproc, 'cpu': cpu, 'os': f'{platform.system()} {platform.release()}', load_key: load}


def machine_text(m, when, load_key='load'):
    return f'Machine: nproc {m["nproc"]}, {m["cpu"]}; {m["os"]}; load average {when} {m[load_key]}'


def machine_line():
    return machine_text(machine_info(), 'at report time') + f'; date {time.strftime("%Y-%m-%d %H:%M:%S %Z")}'


def order_summaries(summaries, order):
    """Only the sets named in order, in that order (all of them, as they are, without one)."""
    if not order:
        return summaries
    rank = {name: i for i, name in enumerate(order)}
    return sorted((s for s in summaries if s['set'] in rank), key=lambda s: rank[s['set']])


def write_report(results, out):
    """Writes the lines out to results.md under results and prints them."""
    text = '\n'.join(out) + '\n'
    with open(os.path.join(results, 'results.md'), 'w', encoding='utf-8') as f:
        f.write(text)
    print(text, end='')


# ---------------------------------------------------------------- command lines

def cli(doc, commands):
    """The command line of a report helper: commands maps each subcommand to (the function
    that runs it on the parsed arguments, the function that adds its arguments)."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    for name, (_, add_arguments) in commands.items():
        add_arguments(sub.add_parser(name))
    args = ap.parse_args()
    commands[args.cmd][0](args)


def add_set_arguments(parser, timeout):
    """The arguments of `measure` for one generated set (bench-123, bench-magnets)."""
    parser.add_argument('--set-dir', required=True)
    parser.add_argument('--label', required=True)
    parser.add_argument('--results', required=True)
    parser.add_argument('--gridsat', required=True)
    parser.add_argument('--peer-python')
    parser.add_argument('--peer-script')
    parser.add_argument('--timeout', type=float, default=timeout)


def add_report_arguments(parser):
    parser.add_argument('--results', required=True)
    parser.add_argument('--order', nargs='*')


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
