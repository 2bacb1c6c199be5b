"""Shared helpers of the benchmark scripts in scripts/ (standard library only): files,
logging, processes, running a generated set and the command lines.

Used by the report helpers of the per-kind benchmarks, bench_KIND_report.py (and
bench_hanjie_tools.py), run with the system python3, and (for read_text) by the peers,
peer_*.py, run with the venv python of scripts/setup-peer.sh; each puts its own directory first on sys.path and
imports this file from beside it.  The figures and Markdown report formatting are in
bench_format.py, the peers' side in peer_common.py.  What it holds:

  * files: log (time-stamped, to stderr), log_problems, read_text, read_params (a set's
    `params` file written by bench-123 / bench-magnets), read_solution (a generator's
    .answer file), JSON lines (parse_jsonl, write_jsonl, append_jsonl), load_json,
    load_json_files, save_json;
  * processes: kill_group (SIGKILL to a process's own group), run_timed (one process with
    a limit, timed with time.perf_counter around subprocess.run), TOOL_ENV / run_limited /
    run_tool (one process in its own group with a wall-clock limit, killed on a timeout,
    timed in wall-clock and CPU seconds),
    last_json_object, first_error_line;
  * one puzzle, one process (the benchmarks of collections of files): run_gridsat_json
    (`gridsat solve --format json FILE`), run_peer_process (a peer script on one file);
  * a generated set (the benchmarks of generated sets; gridsat_per_process also by those of
    files): GRIDSAT_VERDICTS, gridsat_in_process (one
    `gridsat solve FILE... --format json`), gridsat_verdict_json, gridsat_per_process
    (`gridsat solve FILE`, a process per puzzle), PEER_STARTUP_GRACE and peer_run (one peer
    process over the whole set under a per-puzzle watchdog), time_in_process and time_set
    (all of these on a set, writing their raw JSON lines), gridsat_problems and
    generator_problems (the checks every puzzle gets), save_set_summary;
  * gridsat's other solvers (every bench script; the embedded CaDiCaL, from a build with
    --features cadical that scripts/bench_common.sh makes): VARIANTS, add_variant_arguments
    (--gridsat-cadical BIN), variants_of, variant_answers and variant_problems (a variant's
    answers get gridsat's checks and must agree with varisat's);
  * command lines: cli (subcommands with argparse), add_set_arguments,
    add_report_arguments.
"""
import argparse
import glob
import json
import os
import resource
import select
import signal
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


def open_set(set_dir, ext, results):
    """A set of puzzles for a `measure` step: its absolute directory, its params, and its
    `*.EXT` files in order (exits when there are none); creates the results directory."""
    set_dir = os.path.abspath(set_dir)
    files = sorted(glob.glob(os.path.join(set_dir, f'*.{ext}')))
    if not files:
        raise SystemExit(f'no .{ext} files in {set_dir}')
    os.makedirs(results, exist_ok=True)
    return set_dir, read_params(set_dir), files


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
    """A generator's .answer file as row strings (blank and `#` lines left out), or None."""
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


# The tools run without RUST_BACKTRACE / RUST_LOG: a backtrace on a panic (nonogrid's way of
# saying "no solution") or debug logging would be timed too.
TOOL_ENV = {k: v for k, v in os.environ.items() if k not in ('RUST_BACKTRACE', 'RUST_LIB_BACKTRACE', 'RUST_LOG')}


def children_cpu():
    """User + system CPU seconds of this process's children that have been waited for."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run_limited(cmd, limit, cpu=None):
    """Runs cmd with a wall-clock limit; returns (seconds, exit status or None on timeout, out, err).
    With cpu a dict, cpu['seconds'] is set to the CPU seconds (user + system) of the process and
    of the descendants it waited for: the growth of RUSAGE_CHILDREN over the run, exact when the
    calling process runs its children one at a time, as the benchmarks do."""
    before = children_cpu()
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env=TOOL_ENV)
    try:
        out, err = proc.communicate(timeout=limit)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, err = proc.communicate()
        code = None
    secs = time.perf_counter() - t0
    if cpu is not None:
        cpu['seconds'] = children_cpu() - before
    return secs, code, out, err


def run_tool(cmd, run_limit, limit):
    """Runs a tool on one puzzle; returns (row, stdout, stderr): the row holds the wall time, the
    CPU time of the process (cpu_seconds, as run_limited measures it) and the exit status, and
    status timeout (limit) when it ran out of run_limit seconds."""
    cpu = {}
    secs, code, out, err = run_limited(cmd, run_limit, cpu)
    row = {'wall_seconds': secs, 'cpu_seconds': cpu['seconds'], 'exit': code}
    if code is None:
        row.update(status='timeout', limit=limit)
    return row, out, err


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


# ---------------------------------------------------------------- one puzzle, one process

def run_gridsat_json(gridsat, path, limit, flags=()):
    """`gridsat solve --format json [flags] FILE` with a limit; returns (row, its JSON object or
    None).  row: wall_seconds, exit, status (solved | unsatisfiable | invalid, or timeout |
    error with the reason), and from the JSON unique and stats."""
    row, out, err = run_tool([gridsat, 'solve', '--format', 'json', *flags, path], limit, limit)
    if row['exit'] is None:
        return row, None
    code = row['exit']
    obj = last_json_object(out)
    if obj is None or obj.get('status') not in ('solved', 'unsatisfiable', 'invalid'):
        if obj is not None and obj.get('error'):
            reason = obj['error']
        else:
            reason = first_error_line(err, code) if code else 'no JSON object on stdout'
        row.update(status='error', error=reason)
        return row, None
    row.update(status=obj['status'], unique=obj.get('unique'), stats=obj.get('stats'))
    if obj['status'] == 'invalid':
        row['error'] = f'gridsat reports the input invalid: {obj.get("reason") or obj.get("error") or ""}'.strip()
    return row, obj


def run_peer_process(python, script, path, limit, grace, args=()):
    """`python script [args] FILE` (a peer script printing one JSON line per file) with limit +
    grace seconds; returns its row: wall_seconds, exit, status (solved | unsatisfiable |
    timeout | error), seconds (its in-process time; over limit counts as a timeout),
    build_seconds, solve_seconds, solutions, unique and picture (its first solution), and
    warmup_seconds when the peer reports its warm-up (peer_common.peer_main)."""
    row, out, err = run_tool([python, script, *args, path], limit + grace, limit)
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
    if 'warmup_seconds' in obj:
        row['warmup_seconds'] = obj['warmup_seconds']
    if obj['seconds'] > limit:
        row.update(status='timeout', limit=limit, note=f'finished after {obj["seconds"]:.1f} s, over the limit')
        return row
    if obj['solutions'] == 0:
        row['status'] = 'unsatisfiable'
    else:
        row.update(status='solved', unique=obj['solutions'] == 1)
    row['picture'] = obj.get('solution')
    return row


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


def time_in_process(name, who, gridsat, files, timeout, flags, path, note=''):
    """One `gridsat solve FILE... --format json [flags]` over files, timed and written to path
    (a JSON line per file, {"input", "status": "missing"} for one it did not answer); returns
    ({file: JSON object}, the process's wall time)."""
    log(f'{name}: {who} in-process (one `solve --format json{"".join(" " + f for f in flags)}` '
        f'over {len(files)} files){note}')
    t0 = time.perf_counter()
    inproc = gridsat_in_process(gridsat, files, timeout, flags)
    batch_wall = time.perf_counter() - t0
    write_jsonl(path, [inproc.get(f, {'input': f, 'status': 'missing'}) for f in files])
    return inproc, batch_wall


def time_set(name, files, res, gridsat, timeout, flags=(), note='', peer=None, variants=()):
    """Times one set: gridsat in-process, each of the variants (variants_of) in-process, gridsat
    a process per puzzle, then the peer when peer = (python, script, args, what) is given.
    Writes res('gridsat-json.jsonl'), res('gridsat-KEY-json.jsonl') per variant,
    res('gridsat-process.jsonl') and res('peer.jsonl') (res(suffix) is a path under the
    results directory).  Returns a namespace: inproc {file: JSON object}, batch_wall,
    variants {key: namespace variant, inproc, batch_wall, verdicts (filled by
    variant_problems)}, per_proc rows, peer_rows {file: row} (empty without a peer), peer_wall
    (None without)."""
    inproc, batch_wall = time_in_process(name, 'gridsat', gridsat, files, timeout, flags,
                                         res('gridsat-json.jsonl'), note)
    measured = {}
    for v in variants:
        v_inproc, v_wall = time_in_process(name, v.who, v.gridsat, files, timeout, [*flags, *v.flags],
                                           res(f'gridsat-{v.key}-json.jsonl'), note)
        measured[v.key] = types.SimpleNamespace(variant=v, inproc=v_inproc, batch_wall=v_wall, verdicts={})

    log(f'{name}: gridsat whole process (one `solve FILE{"".join(" " + f for f in flags)}` process per puzzle)')
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
    return types.SimpleNamespace(inproc=inproc, batch_wall=batch_wall, variants=measured, per_proc=per_proc,
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


def generator_problems(base, g, gv, pr, pv, want, check_unique=True, who='gridsat'):
    """A puzzle generated as unique, against the generator's solution want: gridsat's (who's)
    verdict (when check_unique) and solution, and the peer's solution when it says unique."""
    problems = []
    if check_unique and gv != 'unique':
        problems.append(f'{base}: generated as unique but {who} says {gv}')
    elif g is not None and g.get('solution') != want:
        problems.append(f'{base}: {who} solution differs from the generator\'s .answer')
    if pv == 'unique' and pr.get('solution') != want:
        problems.append(f'{base}: peer solution differs from the generator\'s .answer')
    return problems


# ---------------------------------------------------------------- gridsat's other solvers

# The solvers gridsat is measured with besides varisat (its default), each from a binary of
# its own (`--gridsat-KEY BIN` on the helpers' command lines, given by the bench scripts
# unless --no-KEY): key -> (label, the `gridsat solve` flags that choose it).  The embedded
# CaDiCaL needs a build with `--features cadical` (scripts/bench_common.sh).
VARIANTS = {'cadical': ('cadical-embedded', ('--solver', 'cadical-embedded'))}


def add_variant_arguments(parser):
    """--gridsat-KEY BIN for each of VARIANTS."""
    for key, (label, flags) in VARIANTS.items():
        parser.add_argument(f'--gridsat-{key}', metavar='BIN',
                            help=f'a gridsat that has `{" ".join(flags)}`: every set is also solved with it')


def variants_of(args):
    """The VARIANTS given on the command line, as namespaces: key, label, gridsat (the binary),
    flags and who (`gridsat --solver LABEL`, for logs and problems)."""
    return [types.SimpleNamespace(key=key, label=label, gridsat=getattr(args, f'gridsat_{key}'), flags=flags,
                                  who=f'gridsat {" ".join(flags)}')
            for key, (label, flags) in VARIANTS.items() if getattr(args, f'gridsat_{key}', None)]


def variant_answers(run, f, verdict):
    """(who, JSON object, verdict(object)) of every variant measured in run (time_set) on file f."""
    return [(m.variant.who, m.inproc.get(f), verdict(m.inproc.get(f))) for m in run.variants.values()]


def variant_problems(run, f, base, verdict, gv, expected, want=None, check_unique=True):
    """The checks every gridsat run gets, for each variant measured in run on file f: its
    verdict should be one of expected and gridsat's own (varisat's, gv; a DISAGREEMENT
    otherwise) and, for a puzzle generated as unique (want: the generator's solution),
    generator_problems.  Counts each variant's verdicts in run.variants[key].verdicts."""
    problems = []
    for m, (who, obj, vv) in zip(run.variants.values(), variant_answers(run, f, verdict)):
        m.verdicts[vv] = m.verdicts.get(vv, 0) + 1
        if vv not in expected:
            problems.append(f'{base}: {who} verdict {vv}: {(obj or {}).get("error", "")}')
        elif gv in expected and vv != gv:
            problems.append(f'DISAGREEMENT {base}: gridsat (varisat) says {gv}, {who} says {vv}')
        if want is not None:
            problems += generator_problems(base, obj, vv, None, None, want, check_unique, who)
    return problems


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
    add_variant_arguments(parser)


def add_report_arguments(parser):
    parser.add_argument('--results', required=True)
    parser.add_argument('--order', nargs='*')
