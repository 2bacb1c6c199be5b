#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-yinyang (standard library only).

    bench_yinyang_report.py measure --set-dir DIR --name N --label L --results DIR --gridsat BIN
                                    --modes MODE... [--complete-up-to W] [--skip-note TEXT]
                                    [--peer-python PY --peer-script S] [--timeout SECONDS]
                                    [--gridsat-cadical BIN --variant-modes MODE...]
    bench_yinyang_report.py report --results DIR [--order NAME...]

`measure` times one generated set (DIR holds *.yinyang, their *.answer files, a `params`
file and gen.jsonl, the generator's wall time per puzzle, all written by bench-yinyang).
Every run is one process per puzzle, strictly one at a time, each with --timeout seconds:
  * the user's command, `gridsat solve FILE` (default connectivity, uniqueness checked;
    text output, its verdict line read), timed with time.perf_counter around the process;
  * each MODE: `gridsat solve --format json --connectivity MODE FILE`: the process's wall
    time (whole process) and its stats.seconds (in-process: CNF build + solve + uniqueness),
    the CNF size (stats.variables / stats.clauses; for lazy, the CNF before any cut) and any
    other numbers in stats; the solution and the uniqueness verdict are checked.  The modes
    layers* and tree* (complete CNF) are skipped on grids wider than --complete-up-to;
  * with --gridsat-cadical BIN (a build with --features cadical), for each MODE of
    --variant-modes, right after that MODE: `gridsat solve --format json --connectivity MODE
    --solver cadical-embedded FILE` (key "MODE --solver cadical-embedded"), timed, skipped
    and checked as the MODE itself is; the report divides the MODE's medians by its;
  * the peer, scripts/peer_yinyang.py FILE (multi-puzzle-solver, CP-SAT, up to 2
    solutions), one process per puzzle after an untimed 6x6 warm-up in that process:
    in-process = its Board construction + search; whole process = the process's wall time
    minus the warm-up (Python start-up and imports count, the one-time OR-Tools start-up that
    the warm-up absorbs does not: this favours the peer by some 20 ms).
After a timeout, the remaining puzzles of the set are not run for that command (reported as
"not run"), nor are larger sets (a summary of a smaller set under --results shows the timeout:
"not run: timed out at WxW").  The peer process gets PEER_STARTUP_GRACE seconds more than the
limit for start-up; an in-process time over the limit still counts as a timeout.  Every answer is checked against the generator's .answer, for uniqueness, and
by an independent check of the rules (peer_common.is_valid_yinyang); any difference is a
MISMATCH, logged at once and listed first in the report.  It writes, under --results:
    <name>.raw.jsonl      one JSON object per (command, puzzle): tool, mode, file, status
                          (solved | unsatisfiable | invalid | timeout | error | not run),
                          wall_seconds, seconds (in-process), unique, stats, solution, ...
    <name>.summary.json   the figures the tables are made of, plus every problem
`report` (its tables are made in bench_yinyang_tables.py) prints the Markdown tables for every summary under --results and writes them to
results.md there.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import (  # noqa: E402  (standard library only, beside this script)
    PEER_STARTUP_GRACE, add_report_arguments, add_set_arguments, append_jsonl, cli,
    gridsat_per_process, load_json_files, log, log_problems, open_set, parse_jsonl,
    read_solution, read_text, run_gridsat_json, run_peer_process, save_json, variants_of)
from bench_format import (  # noqa: E402  (standard library only, beside this script)
    machine_info, median, median_max_cell, row_figures)
from peer_common import is_valid_yinyang, parse_native_grid  # noqa: E402  (standard library only)
from bench_yinyang_tables import (  # noqa: E402  (beside this script)
    DEFAULT, PEER, cnf_cell, figures_of, report)


def is_complete(mode):
    """Whether a --connectivity value (or a variant's key, "MODE --solver ...") builds a complete
    CNF (layers or tree): the big ones."""
    return mode.split(',')[0].split()[0] in ('layers', 'tree')


def read_puzzle(path):
    """The givens of a native .yinyang file as row strings over '.', 'B', 'W'."""
    return parse_native_grid(read_text(path), 'yinyang', '.BW')[2]


def answer_problems(base, who, row, givens, want):
    """What is wrong with one answer to a puzzle generated as unique: row has status, unique and
    solution (the peer's in picture)."""
    status = row['status']
    if status in ('timeout', 'not run'):
        return []
    if status == 'error':
        return [f'ERROR {who}: {row.get("error")}']
    if status != 'solved':
        return [f'MISMATCH {base}: {who} says {status} ({row.get("error") or "no solution"}), '
                f'but the puzzle was generated with a unique solution']
    out = []
    if row.get('unique') is not True:
        verdict = 'NOT unique' if row.get('unique') is False else 'uniqueness not decided'
        out.append(f'MISMATCH {base}: {who} says {verdict}, but the puzzle was generated as unique')
    solution = row.get('solution', row.get('picture'))
    if solution is None:
        if 'verdict' not in row:  # the text run prints a picture, not rows: checked in JSON runs
            out.append(f'MISMATCH {base}: {who} gives no solution rows')
    elif solution != want:
        out.append(f'MISMATCH {base}: {who}\'s solution differs from the generator\'s .answer')
    if solution is not None and not is_valid_yinyang(givens, solution):
        out.append(f'MISMATCH {base}: {who}\'s solution breaks the rules (independent check)')
    return out


def run_all(files, run_one, timeout_note):
    """run_one(file) for each file until one times out; the rest become {"status": "not run"}."""
    rows, stopped = [], False
    for f in files:
        if stopped:
            rows.append({'file': f, 'status': 'not run', 'reason': timeout_note})
            continue
        row = {'file': f, **run_one(f)}
        rows.append(row)
        stopped = row['status'] == 'timeout'
    return rows


def verdict_of(row):
    if row['status'] != 'solved':
        return row['status']
    return {True: 'unique', False: 'multiple'}.get(row.get('unique'), 'undecided')


def verdict_counts(rows):
    vs = [verdict_of(r) for r in rows]
    return {v: vs.count(v) for v in sorted(set(vs))}


def extra_stats(rows):
    """Medians of the numbers in stats other than seconds, variables and clauses (lazy
    connectivity reports cut_rounds and cuts there, left out of the JSON when zero: a row
    with stats but without the key counts as 0)."""
    stats = [r['stats'] for r in rows if r.get('stats')]
    keys = sorted({k for st in stats for k, v in st.items() if k not in ('seconds', 'variables', 'clauses')
                   and isinstance(v, (int, float)) and not isinstance(v, bool)})
    return {k: median([st.get(k, 0) for st in stats]) for k in keys}


# ---------------------------------------------------------------- measure

def earlier_timeout(earlier, key):
    """The smallest size among the summaries of smaller sets on which command key timed out."""
    for s in sorted(earlier, key=lambda s: s['width'] * s['height']):
        m = figures_of(s, key)
        if m and 'skipped' not in m and any((m.get(k) or {}).get('timeouts') for k in ('whole', 'in_process')):
            return s['size']
    return None


def gridsat_text(gridsat, f, limit):
    """`gridsat solve FILE` (the user's command, text output) as a row with a status."""
    r = gridsat_per_process(gridsat, [f], limit)[0]
    if 'timeout' in r:
        return {'status': 'timeout', 'limit': limit}
    ok = r['verdict'] in ('unique', 'multiple')
    row = {'status': 'solved' if ok else 'error', 'wall_seconds': r['seconds'], 'exit': r['exit'],
           'verdict': r['verdict'], 'unique': {'unique': True, 'multiple': False}.get(r['verdict'])}
    if not ok:
        row['error'] = f'`gridsat solve` printed no verdict line (exit {r["exit"]})'
    return row


def gridsat_json(gridsat, f, limit, mode, flags=()):
    """`gridsat solve --format json --connectivity MODE [flags] FILE` as a row with a status."""
    row, obj = run_gridsat_json(gridsat, f, limit, ['--connectivity', mode, *flags])
    if obj is not None:
        row['seconds'] = (obj.get('stats') or {}).get('seconds')
        row['solution'] = obj.get('solution')
        if obj.get('other_solution') is not None:
            row['other_solution'] = obj['other_solution']
    return row


def peer_process(python, script, f, limit):
    """scripts/peer_yinyang.py FILE as a row with a status; process_seconds is its wall time
    minus the warm-up."""
    row = run_peer_process(python, script, f, limit, PEER_STARTUP_GRACE)
    if row['status'] not in ('timeout', 'error'):
        row['process_seconds'] = row['wall_seconds'] - row.get('warmup_seconds', 0.0)
    return row


def measure(args):
    set_dir, params, files = open_set(args.set_dir, 'yinyang', args.results)
    name = args.name
    raw = os.path.join(args.results, f'{name}.raw.jsonl')
    if os.path.exists(raw):
        os.remove(raw)
    givens = {f: read_puzzle(f) for f in files}
    wants = {f: read_solution(f[:-len('.yinyang')] + '.answer') for f in files}
    w, h = (int(v) for v in params['size'].split('x'))
    limit = args.timeout
    after_timeout = f'not run: an earlier puzzle of this set timed out (> {limit:g} s)'
    earlier = [s for s in load_json_files(os.path.join(args.results, '*.summary.json'))
               if s['set'] != name and s['width'] * s['height'] < w * h]
    problems = []

    # (key, who, one process on a file -> row, what it reports: in-process time, CNF size)
    commands = [(DEFAULT, '`gridsat solve FILE`', lambda f: gridsat_text(args.gridsat, f, limit), False)]
    keys = []  # the --connectivity modes and, after each of --variant-modes, its variants
    variants = {}  # variant key (MODE --solver ...) -> (variant, MODE)
    for mode in args.modes:
        keys.append(mode)
        commands.append((mode, f'gridsat --connectivity {mode}',
                         lambda f, mode=mode: gridsat_json(args.gridsat, f, limit, mode), True))
        for v in variants_of(args) if mode in args.variant_modes else []:
            key = f'{mode} {" ".join(v.flags)}'
            keys.append(key)
            variants[key] = (v, mode)
            commands.append((key, f'gridsat --connectivity {key}',
                             lambda f, mode=mode, v=v: gridsat_json(v.gridsat, f, limit, mode, v.flags), True))
    if args.peer_python:
        commands.append((PEER, 'the peer', lambda f: peer_process(args.peer_python, args.peer_script, f, limit),
                         True))
    results = {}
    for key, who, one, in_process in commands:
        before = earlier_timeout(earlier, key)
        if key not in (DEFAULT, PEER) and is_complete(key) and args.complete_up_to and w > args.complete_up_to:
            results[key] = {'skipped': f'skipped above {args.complete_up_to} wide{args.skip_note}'}
        elif before:
            results[key] = {'skipped': f'not run: timed out at {before}'}
        if 'skipped' in results.get(key, {}):
            log(f'{name}: {who}: {results[key]["skipped"]}')
            continue
        log(f'{name}: {who}, {len(files)} process(es)')
        rows = run_all(files, one, after_timeout)
        for r in rows:
            append_jsonl(raw, {'tool': PEER if key == PEER else 'gridsat', 'mode': key, **r})
            for p in answer_problems(os.path.basename(r['file']), who, r, givens[r['file']], wants[r['file']]):
                if p not in problems:  # an error repeated on every puzzle is listed once
                    problems.append(p)
                    if p.startswith('MISMATCH'):
                        log(f'!!! {name}: {p}')
        whole = (lambda r: r.get('process_seconds')) if key == PEER else (lambda r: r.get('wall_seconds'))
        m = {'whole': row_figures(rows, whole, limit), 'verdicts': verdict_counts(rows)}
        shown = f'whole process {median_max_cell(m["whole"], limit)}'
        if in_process:
            m['in_process'] = row_figures(rows, lambda r: r.get('seconds'), limit)
            shown += f', in-process {median_max_cell(m["in_process"], limit)}'
        if key == PEER:
            m['build_total'] = sum(r.get('build_seconds') or 0 for r in rows if r['status'] == 'solved')
        elif key != DEFAULT:
            stats = [r['stats'] for r in rows if r.get('stats')]
            m['cnf'] = {'variables': median([s['variables'] for s in stats if 'variables' in s]),
                        'clauses': median([s['clauses'] for s in stats if 'clauses' in s]),
                        'max_clauses': max((s['clauses'] for s in stats if 'clauses' in s), default=None)}
            m['extra_stats'] = extra_stats(rows)
            if m['cnf']['variables'] is not None:
                shown += f', CNF {cnf_cell(m)}'
        results[key] = m
        log(f'{name}: {who}: {shown}')

    gen_path = os.path.join(set_dir, 'gen.jsonl')
    gen_secs = [r['seconds'] for r in (parse_jsonl(read_text(gen_path)) if os.path.exists(gen_path) else [])
                if 'seconds' in r]
    summary = {
        'set': name, 'label': args.label, 'params': params, 'size': params['size'], 'width': w, 'height': h,
        'puzzles': len(files), 'cells': w * h,
        'givens_median': median([sum(ch != '.' for row in g for ch in row) for g in givens.values()]),
        'limit': limit, 'load_at_start': machine_info()['load'],
        'generator': {'n': len(gen_secs), 'median': median(gen_secs), 'max': max(gen_secs, default=None),
                      'total': sum(gen_secs), 'generated_by': params.get('generated_by', '?').replace('_', ' '),
                      'generated_at': params.get('generated_at')},
        'default': results[DEFAULT],
        'modes': [{'mode': key, **results[key],
                   **({'variant': {'key': variants[key][0].key, 'label': variants[key][0].label,
                                   'of': variants[key][1]}} if key in variants else {})} for key in keys],
        'variants': {v.key: {'label': v.label} for v, _ in variants.values()},
        'peer': results.get(PEER),
        'problems': problems,
    }
    save_json(os.path.join(args.results, f'{name}.summary.json'), summary)
    log_problems(f'{name}: done', problems)


# ---------------------------------------------------------------- report

def add_measure_arguments(m):
    add_set_arguments(m, timeout=300.0)
    m.add_argument('--name', required=True)
    m.add_argument('--modes', nargs='+', required=True, help='--connectivity values, e.g. lazy tree layers')
    m.add_argument('--complete-up-to', type=int, default=0,
                   help='skip the layers* and tree* modes on grids wider than this (0: never)')
    m.add_argument('--skip-note', default='', help='appended to "skipped above W wide"')
    m.add_argument('--variant-modes', nargs='*', default=[],
                   help='the --modes that each variant (--gridsat-cadical) is also run on')


def main():
    cli(__doc__, {'measure': (measure, add_measure_arguments), 'report': (report, add_report_arguments)})


if __name__ == '__main__':
    main()
