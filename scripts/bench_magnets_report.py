#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-magnets (standard library only).

    bench_magnets_report.py measure --set-dir DIR --label L --results DIR --gridsat BIN
                                    [--peer-python PY --peer-script S] [--timeout SECONDS]
                                    [--gridsat-cadical BIN]
    bench_magnets_report.py report --results DIR

`measure` times one generated set (DIR holds *.magnets, their *.answer files
and a `params` file written by bench-magnets) and writes, under --results:
    <set>.gridsat-json.jsonl     `gridsat solve FILE... --format json`, one process for
                                 the whole set; stats.seconds is the in-process time
    <set>.gridsat-cadical-json.jsonl  the same with --solver cadical-embedded, run by the
                                 --gridsat-cadical binary (a build with --features cadical),
                                 when given; checked as gridsat's own answers are, and its
                                 verdicts against varisat's
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
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import (  # noqa: E402  (standard library only, beside this script)
    add_report_arguments, add_set_arguments, cli, generator_problems, gridsat_problems,
    gridsat_verdict_json, load_json_files, open_set, read_solution, save_set_summary, time_set,
    variant_problems, variants_of)
from bench_format import (  # noqa: E402  (standard library only, beside this script)
    bullets, fmt_ratio, fmt_s, machine_line, md_header, md_row, median_max_cell, method_note,
    order_summaries, peer_answered, peer_total_cell, ratio, split_problems, summary_figures,
    total_cell, variant_cells, variant_columns, variant_note, variant_total_cells, variant_total_columns,
    variant_verdicts, variants_in, verdicts_cell, write_report)


def peer_verdict(row):
    if row is None:
        return 'not run'
    if 'timeout' in row:
        return 'timeout'
    if 'error' in row:
        return 'error'
    return {0: 'none', 1: 'unique', 2: 'multiple'}[row['solutions']]


# ---------------------------------------------------------------- measure

def measure(args):
    set_dir, params, files = open_set(args.set_dir, 'magnets', args.results)
    name = os.path.basename(set_dir.rstrip('/'))
    res = lambda suffix: os.path.join(args.results, f'{name}.{suffix}')  # noqa: E731
    peer = (args.peer_python, args.peer_script, (), '') if args.peer_python else None
    run = time_set(name, files, res, args.gridsat, args.timeout, peer=peer, variants=variants_of(args))

    # Verdicts: gridsat (JSON run), gridsat (per-process run), peer, and the generator's answer.
    expect_unique = params.get('mode') == 'unique'
    problems = []
    verdict_counts = {}
    for f in files:
        g = run.inproc.get(f)
        gv = gridsat_verdict_json(g)
        verdict_counts[gv] = verdict_counts.get(gv, 0) + 1
        pr = run.peer_rows.get(f)
        pv = peer_verdict(pr)
        base = os.path.basename(f)
        problems += gridsat_problems(base, g, gv, run.per_proc_by_file.get(f), ('unique', 'multiple'))
        if args.peer_python and pv in ('unique', 'multiple', 'none') and pv != gv:
            problems.append(f'DISAGREEMENT {base}: gridsat says {gv}, peer says {pv}')
        if args.peer_python and pv == 'error':
            problems.append(f'{base}: peer error: {pr.get("error")}')
        want = read_solution(f[:-len('.magnets')] + '.answer') if expect_unique else None
        if expect_unique:
            problems += generator_problems(base, g, gv, pr, pv, want)
        problems += variant_problems(run, f, base, gridsat_verdict_json, gv, ('unique', 'multiple'), want)

    summary = {
        'set': name,
        'label': args.label,
        'params': params,
        'puzzles': len(files),
        'gridsat_verdicts': verdict_counts,
        **summary_figures(run, args.timeout, peer_verdict),
    }
    save_set_summary(res('summary.json'), name, summary, params, problems)


# ---------------------------------------------------------------- report

def report(args):
    summaries = order_summaries(load_json_files(os.path.join(args.results, '*.summary.json')), args.order)
    variants = variants_in(summaries)

    out = md_header(['set', 'puzzles', 'verdicts (gridsat)', 'gridsat in-process median / max',
                     'gridsat whole process median / max', *variant_columns(variants), 'peer median / max',
                     'peer median ÷ gridsat whole-process median', 'median CNF vars / clauses',
                     'generator s per unique puzzle'], 'lrlrr' + 'rr' * len(variants) + 'rrrr')
    for s in summaries:
        gi, gp, peer, cnf = s['gridsat_in_process'], s['gridsat_process'], s['peer'], s['cnf']
        if peer:
            peer_cell = median_max_cell(peer, peer['limit'])
            rr = fmt_ratio(ratio(peer['median'], gp['median']), 'n/a (peer median timed out)')
        else:
            peer_cell, rr = 'not run', 'n/a'
        gen = s['generate_seconds']
        if s['params'].get('mode') == 'unique' and gen is not None:
            gen_cell = fmt_s(gen / s['puzzles'])
        elif gen is not None:
            gen_cell = f'— (not unique; {fmt_s(gen / s["puzzles"])} each)'
        else:
            gen_cell = 'n/a'
        out.append(md_row([s['label'], s['puzzles'], verdicts_cell(s['gridsat_verdicts']), median_max_cell(gi),
                           median_max_cell(gp), *variant_cells(s, variants, gi), peer_cell, rr,
                           f'{cnf["variables"]:.0f} / {cnf["clauses"]:.0f}', gen_cell]))
    out.append('')
    out.append('Totals per set (sum over puzzles; slowest puzzle in brackets):')
    out.append('')
    out += md_header(['set', 'gridsat in-process total', 'gridsat whole-process total',
                      *variant_total_columns(variants), 'peer in-process total', 'generate wall total'],
                     'lrr' + 'r' * len(variants) + 'rr')
    for s in summaries:
        out.append(md_row([s['label'], total_cell(s['gridsat_in_process']), total_cell(s['gridsat_process']),
                           *variant_total_cells(s, variants), peer_total_cell(s['peer']),
                           fmt_s(s['generate_seconds'])]))
    out.append('')
    disagreements, others = split_problems([p for s in summaries for p in s['problems']])
    run, answered = peer_answered(summaries, ('unique', 'multiple', 'none'))
    if disagreements:
        out += bullets('UNIQUENESS DISAGREEMENT(S) between the solvers (gridsat, its variants, the peer)',
                       disagreements)
    else:
        out.append(f'Uniqueness verdicts: gridsat and the peer agree on every puzzle the peer answered '
                   f'({answered} answered of {run} run on the peer; timeouts and errors are not verdicts).')
    out += variant_verdicts(summaries, variants)
    if others:
        out += bullets('other problem(s)', others)
    out.append('')
    out.append(method_note(
        'CNF build + solve + uniqueness check', 'up to 2 solutions', 'scripts/peer_magnets.py', 'gridsat solve FILE',
        between='The peer ratio divides the peer\'s in-process median by gridsat\'s whole-process median '
                '(conservative for gridsat). ',
        after='Generator times are the wall time of `gridsat generate` / count, measured when the set was '
              'generated. ' + variant_note(variants, 'one `gridsat solve FILE... --format json --solver '
                                                     'cadical-embedded` over each set (in-process `stats.seconds`)')))
    out.append('')
    out.append(machine_line())
    out.append('')
    out.append('Reference, the seed\'s CLP(FD) solver: 865 s average per 12x12 puzzle, max 20,609 s.')
    write_report(args.results, out)


def main():
    cli(__doc__, {'measure': (measure, lambda m: add_set_arguments(m, timeout=120.0)),
                  'report': (report, add_report_arguments)})


if __name__ == '__main__':
    main()
