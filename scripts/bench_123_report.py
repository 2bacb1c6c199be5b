#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-123 (standard library only).

    bench_123_report.py measure --set-dir DIR --name N --label L --mode check|first
                                --results DIR --gridsat BIN [--paper SECONDS]
                                [--peer-python PY --peer-script S] [--timeout SECONDS]
                                [--gridsat-cadical BIN]
    bench_123_report.py gen-time --gridsat BIN --size WxH --count N --seed S
                                 --results DIR [--timeout SECONDS] [--gridsat-cadical BIN]
    bench_123_report.py report --results DIR [--order NAME...]

`measure` times one set (DIR holds *.123, for generated sets their *.answer files,
and a `params` file written by bench-123).  --mode check: every solver decides
uniqueness (gridsat's default solve, the peer asked for up to 2 solutions); --mode first:
first solution only (`gridsat solve --first`, the peer asked for 1).  It writes, under
--results:
    <name>.gridsat-json.jsonl     `gridsat solve FILE... --format json`, one process for
                                  the whole set; stats.seconds is the in-process time
    <name>.gridsat-cadical-json.jsonl  the same with --solver cadical-embedded, run by the
                                  --gridsat-cadical binary (a build with --features cadical),
                                  when given; checked as gridsat's own answers are, and its
                                  verdicts against varisat's
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
.answer); it writes gen-<WxH>.gen.json (and the puzzles under gen/<WxH>/).  With
--gridsat-cadical it does the same with `gridsat generate ... --solver cadical-embedded`
(puzzles under gen/<WxH>-cadical/, checked by the --gridsat binary, i.e. varisat).
`report` prints the Markdown tables for every summary under --results and writes them
to results.md there.

The peer runs as one process over the whole set (so Python start-up and the OR-Tools
import are paid once, as for gridsat's in-process figure) under a watchdog: when no
answer arrives for a puzzle within --timeout seconds of the previous one (plus a
start-up grace for the first), the peer process is killed, the puzzle is recorded as a
timeout and the peer is restarted on the rest.  Every solution either solver prints is
checked here by an independent Python check of the rules (is_valid_123 in
peer_common.py).  The tables of `report` are made in bench_123_tables.py.
"""
import glob
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import (  # noqa: E402  (standard library only, beside this script)
    add_report_arguments, add_set_arguments, add_variant_arguments, cli, generator_problems,
    gridsat_in_process, gridsat_problems, gridsat_verdict_json, log, log_problems, open_set,
    read_solution, run_timed, save_json, save_set_summary, time_set, variant_answers,
    variant_problems, variants_of, write_jsonl)
from bench_format import (  # noqa: E402  (standard library only, beside this script)
    fmt_s, limited_stats, median, summary_figures)
from peer_common import content_lines, is_valid_123  # noqa: E402  (standard library only, beside this script)
from bench_123_tables import report  # noqa: E402


def read_puzzle(path):
    """The givens of a native .123 file as row strings over '.', '1'-'3'."""
    with open(path, encoding='utf-8') as f:
        return [ln.replace(' ', '') for ln in content_lines(f.read())[1:]]


def count_givens(path):
    return sum(ch != '.' for row in read_puzzle(path) for ch in row)


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


# ---------------------------------------------------------------- measure

def measure(args):
    _, params, files = open_set(args.set_dir, '123', args.results)
    name = args.name
    res = lambda suffix: os.path.join(args.results, f'{name}.{suffix}')  # noqa: E731
    first = args.mode == 'first'
    flags = ['--first'] if first else []
    max_solutions = 1 if first else 2
    what = 'first solution only' if first else 'with the uniqueness check'
    peer = (args.peer_python, args.peer_script, ('--max-solutions', str(max_solutions)),
            f', up to {max_solutions} solution(s)') if args.peer_python else None
    run = time_set(name, files, res, args.gridsat, args.timeout, flags, f', {what}', peer, variants_of(args))

    # Verdicts: gridsat (JSON run), gridsat (per-process run), peer, and the generator's answer.
    expect_unique = params.get('mode') == 'unique'
    problems = []
    verdict_counts = {}
    verdict = lambda obj: gridsat_verdict_json(obj, unchecked='solved', other='error')  # noqa: E731
    for f in files:
        givens = read_puzzle(f)
        g = run.inproc.get(f)
        gv = verdict(g)
        verdict_counts[gv] = verdict_counts.get(gv, 0) + 1
        pr = run.peer_rows.get(f)
        pv = peer_verdict(pr, max_solutions)
        base = os.path.basename(f)
        expected = ('solved',) if first else ('unique', 'multiple')
        problems += gridsat_problems(base, g, gv, run.per_proc_by_file.get(f), expected)
        for who, o, ov in [('gridsat', g, gv)] + variant_answers(run, f, verdict):
            if ov in ('unique', 'multiple', 'solved') and not is_valid_123(givens, o.get('solution')):
                problems.append(f'{base}: {who}\'s solution breaks the rules (independent check)')
            if ov == 'multiple' and not is_valid_123(givens, o.get('other_solution')):
                problems.append(f'{base}: {who}\'s other solution breaks the rules (independent check)')
        if args.peer_python and pv in ('unique', 'multiple', 'none', 'solved'):
            if pv != gv:
                problems.append(f'DISAGREEMENT {base}: gridsat says {gv}, peer says {pv}')
            elif pv == 'unique' and pr.get('solution') != g.get('solution'):
                problems.append(f'DISAGREEMENT {base}: both say unique but the solutions differ')
            if pv != 'none' and not is_valid_123(givens, pr.get('solution')):
                problems.append(f'{base}: the peer\'s solution breaks the rules (independent check)')
        if args.peer_python and pv == 'error':
            problems.append(f'{base}: peer error: {pr.get("error")}')
        want = read_solution(f[:-len('.123')] + '.answer') if expect_unique else None
        if expect_unique:
            problems += generator_problems(base, g, gv, pr, pv, want, check_unique=not first)
        problems += variant_problems(run, f, base, verdict, gv, expected, want, check_unique=not first)

    w, h = (int(v) for v in params['size'].split('x'))
    figures = summary_figures(run, args.timeout, lambda r: peer_verdict(r, max_solutions), build=True)
    if figures['peer']:
        figures['peer'] = {'max_solutions': max_solutions, **figures['peer']}
    summary = {
        'set': name,
        'label': args.label,
        'mode': args.mode,
        'paper': args.paper,
        'params': params,
        'puzzles': len(files),
        'cells': w * h,
        'givens_median': median([count_givens(f) for f in files]),
        'gridsat_verdicts': verdict_counts,
        **figures,
    }
    save_set_summary(res('summary.json'), name, summary, params, problems)


# ---------------------------------------------------------------- generator timing

def generate_each(gridsat, flags, size, count, seed, out_dir, timeout):
    """`gridsat generate 123 --size SIZE --seed S --out DIR [flags]`, one process per puzzle (seeds
    seed..seed+count-1), each timed with time.perf_counter; each puzzle is checked with one
    `gridsat solve --format json` (unique, and the generator's .answer) by the caller.
    Returns (rows, problems, the figures of the generator table)."""
    flag_text = ''.join(' ' + f for f in flags)
    log(f'generator {size}: {count} clue-minimal puzzle(s), one `gridsat generate{flag_text}` process each '
        f'(seeds {seed}..{seed + count - 1})')
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    rows, problems = [], []
    for s in range(seed, seed + count):
        sub = os.path.join(out_dir, f's{s}')
        what = f'gridsat generate 123 --size {size} --seed {s}{flag_text}'
        seconds, proc = run_timed([gridsat, 'generate', '123', '--size', size, '--seed', str(s),
                                   '--out', sub, *flags], timeout)
        if proc is None:
            rows.append({'seed': s, 'timeout': timeout})
            problems.append(f'{what}: no puzzle within {timeout:g} s')
            log(f'generator {size}: timeout on seed {s}')
            continue
        puzzles = sorted(glob.glob(os.path.join(sub, '*.123')))
        if proc.returncode != 0 or len(puzzles) != 1:
            rows.append({'seed': s, 'error': proc.stderr.strip()[:300], 'exit': proc.returncode})
            problems.append(f'{what} failed (exit {proc.returncode}): {proc.stderr.strip()[:200]}')
            continue
        rows.append({'seed': s, 'seconds': seconds, 'file': puzzles[0], 'givens': count_givens(puzzles[0])})
    secs = [r['seconds'] for r in rows if 'seconds' in r]
    timeouts = sum(1 for r in rows if 'timeout' in r)
    figures = {'n': len(secs), 'timeouts': timeouts, 'limit': timeout, **limited_stats(secs, timeouts),
               'total': sum(secs), 'givens_median': median([r['givens'] for r in rows if 'givens' in r])}
    return rows, problems, figures


def gen_time(args):
    size = args.size
    w, h = (int(v) for v in size.split('x'))
    runs = [(None, None, args.gridsat, ())] + [(v.key, v.label, v.gridsat, v.flags) for v in variants_of(args)]
    summary = {'size': size, 'cells': w * h, 'count': args.count, 'problems': [], 'variants': {}}
    for key, label, gridsat, flags in runs:
        who = 'gridsat generate' + ''.join(' ' + f for f in flags)
        out_dir = os.path.join(args.results, 'gen', size if key is None else f'{size}-{key}')
        rows, problems, figures = generate_each(gridsat, flags, size, args.count, args.seed, out_dir, args.timeout)
        # Every puzzle is checked by gridsat with its default solver (varisat).
        files = [r['file'] for r in rows if 'file' in r]
        checked = gridsat_in_process(args.gridsat, files, args.timeout) if files else {}
        for f in files:
            g = checked.get(f)
            base = os.path.basename(os.path.dirname(f)) + '/' + os.path.basename(f)
            gv = gridsat_verdict_json(g, unchecked='solved', other='error')
            if gv != 'unique':
                problems.append(f'{base}: generated by `{who}`, but gridsat solve says {gv}')
            elif g.get('solution') != read_solution(f[:-len('.123')] + '.answer'):
                problems.append(f'{base}: gridsat solution differs from the .answer of `{who}`')
        write_jsonl(os.path.join(args.results, f'gen-{size}{"" if key is None else "-" + key}.gen.jsonl'), rows)
        summary['problems'] += problems
        if key is None:
            summary.update(figures)
        else:
            summary['variants'][key] = {'label': label, 'who': who, **figures}
        log_problems(f'generator {size}, `{who}`: median {fmt_s(figures["median"], args.timeout)}, '
                     f'max {fmt_s(figures["max"], args.timeout)}', problems)
    save_json(os.path.join(args.results, f'gen-{size}.gen.json'), summary)


def add_measure_arguments(m):
    add_set_arguments(m, timeout=300.0)
    m.add_argument('--name', required=True)
    m.add_argument('--mode', choices=('check', 'first'), default='check')
    m.add_argument('--paper', help='the seed paper\'s time for this kind of input, seconds')


def add_gen_time_arguments(g):
    g.add_argument('--gridsat', required=True)
    g.add_argument('--size', required=True)
    g.add_argument('--count', type=int, required=True)
    g.add_argument('--seed', type=int, default=1)
    g.add_argument('--results', required=True)
    g.add_argument('--timeout', type=float, default=600.0)
    add_variant_arguments(g)


def main():
    cli(__doc__, {'measure': (measure, add_measure_arguments), 'gen-time': (gen_time, add_gen_time_arguments),
                  'report': (report, add_report_arguments)})


if __name__ == '__main__':
    main()
