"""The Markdown tables of scripts/bench-123 (`bench_123_report.py report`; standard library
only): every set, the seed paper's figures, the generator, the issue's targets and the
totals, made from the <name>.summary.json and gen-<WxH>.gen.json files that
`bench_123_report.py measure` and `gen-time` write under --results.
"""
import os

from bench_common import load_json_files
from bench_format import (
    bullets, fmt_ratio, fmt_s, machine_line, md_header, md_row, median_max_cell, method_note,
    order_summaries, peer_answered, peer_total_cell, ratio, split_problems, total_cell,
    variant_cells, variant_columns, variant_note, variant_total_cells, variant_total_columns,
    variant_verdicts, variants_in, verdicts_cell, write_report)

# Targets from the issue.
TARGET_UNIQUE_100 = 1.0   # s: a unique 100x100 puzzle solved with its uniqueness verdict
TARGET_GEN_15 = 2.0       # s: one clue-minimal 15x15 puzzle generated


def size_key(size):
    w, h = (int(v) for v in size.split('x'))
    return (w * h, w)


def share_cell(givens, cells):
    return f'{givens:g} ({100 * givens / cells:.0f}%)'


def every_set(summaries, variants):
    out = ['### Every set', '']
    out += md_header(['set', 'puzzles', 'verdicts (gridsat)', 'gridsat in-process median / max',
                      'gridsat whole process median / max', *variant_columns(variants), 'peer median / max',
                      'peer ÷ gridsat (medians: peer ÷ whole process; peer ÷ in-process)',
                      'median CNF vars / clauses', 'median givens', 'generator s per unique puzzle'],
                     'lrlrr' + 'rr' * len(variants) + 'rrrrr')
    for s in summaries:
        gi, gp, peer, cnf = s['gridsat_in_process'], s['gridsat_process'], s['peer'], s['cnf']
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
        cnf_cell = 'n/a' if cnf['variables'] is None else f'{cnf["variables"]:.0f} / {cnf["clauses"]:.0f}'
        out.append(md_row([s['label'], s['puzzles'], verdicts_cell(s['gridsat_verdicts']), median_max_cell(gi),
                           median_max_cell(gp), *variant_cells(s, variants, gi),
                           median_max_cell(peer, peer['limit']) if peer else 'not run',
                           rr, cnf_cell, share_cell(s['givens_median'], s['cells']), gen_cell]))
    out.append('')
    return out


def against_paper(summaries):
    paper = [s for s in summaries if s.get('paper')]
    if not paper:
        return []
    out = ['### Against the seed paper (SICStus CLP(FD), best options)', '']
    out += md_header(['set', 'seed paper', 'gridsat in-process median', 'gridsat whole process median',
                      'peer median'], 'lrrrr')
    for s in paper:
        note = '' if s['mode'] == 'first' or s['params'].get('mode') == 'unique' else \
            ' (paper: first solution only)'
        peer = s['peer']
        pm = fmt_s(peer['median'], peer['limit']) if peer else 'not run'
        out.append(md_row([s['label'], f'{fmt_s(float(s["paper"]))}{note}',
                           fmt_s(s['gridsat_in_process']['median']), fmt_s(s['gridsat_process']['median']), pm]))
    out.append('')
    out.append('The paper\'s times are from its own machine and its own unique puzzles of these sizes; '
               'the comparison is of the same kinds of inputs, not of the same puzzles. Its empty-board '
               'times are for the first solution only.')
    out.append('')
    return out


def generator(gens):
    if not gens:
        return []
    variants = variants_in(gens)
    out = ['### Generator: one clue-minimal unique puzzle per process', '']
    out += md_header(['size', 'puzzles', 'wall per puzzle median / max', 'total', 'median givens',
                      *variant_columns(variants, 'wall per puzzle')], 'lrrrr' + 'rr' * len(variants))
    for g in gens:
        gv = g['givens_median']
        gv_cell = 'n/a' if gv is None else share_cell(gv, g['cells'])
        out.append(md_row([g['size'], g['count'], median_max_cell(g, g['limit']), fmt_s(g['total']), gv_cell,
                           *variant_cells(g, variants, g, limit=g['limit'])]))
    out.append('')
    if variants:
        out.append('With `--solver cadical-embedded` the generator makes other puzzles from the same seeds (its '
                   'checks find other models); each is checked by varisat (unique, the generator\'s solution).')
        out.append('')
    return out


def targets(summaries, gens):
    out = ['### Targets', '']
    out += md_header(['target', 'measured', 'met?'], 'lll')
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
    return out


def totals(summaries, variants):
    out = ['Totals per set (sum over puzzles; slowest puzzle in brackets):', '']
    out += md_header(['set', 'gridsat in-process total', 'gridsat whole-process total',
                      *variant_total_columns(variants),
                      'peer in-process total (of which Board construction)', 'generate wall total'],
                     'lrr' + 'r' * len(variants) + 'rr')
    for s in summaries:
        gen = fmt_s(s['generate_seconds']) if s['params'].get('mode') == 'unique' else '—'
        out.append(md_row([s['label'], total_cell(s['gridsat_in_process']), total_cell(s['gridsat_process']),
                           *variant_total_cells(s, variants), peer_total_cell(s['peer'], build=True), gen]))
    out.append('')
    return out


def verdicts_and_problems(summaries, gens):
    out = []
    disagreements, others = split_problems([p for s in summaries for p in s['problems']])
    run, answered = peer_answered(summaries, ('unique', 'multiple', 'none', 'solved'))
    if disagreements:
        out += bullets('DISAGREEMENT(S) between the solvers (gridsat, its variants, the peer)', disagreements)
    elif run:
        out.append(f'Verdicts: gridsat and the peer agree on every puzzle the peer answered '
                   f'({answered} answered of {run} run on the peer; timeouts and errors are not verdicts; '
                   f'unique solutions are equal, and every solution printed passes an independent check '
                   f'of the rules).')
    else:
        out.append('Peer not run; every gridsat solution passes an independent check of the rules.')
    out += variant_verdicts(summaries, variants_in(summaries))
    others += [p for g in gens for p in g['problems']]
    if others:
        out += bullets('other problem(s)', others)
    out.append('')
    return out


def report(args):
    summaries = order_summaries(load_json_files(os.path.join(args.results, '*.summary.json')), args.order)
    gens = sorted(load_json_files(os.path.join(args.results, '*.gen.json')), key=lambda g: size_key(g['size']))
    variants = variants_in(summaries)
    out = every_set(summaries, variants) + against_paper(summaries) + generator(gens) + \
        targets(summaries, gens) + totals(summaries, variants) + verdicts_and_problems(summaries, gens)
    out.append(method_note(
        'CNF build + solve + uniqueness check, or first solution with `--first`',
        'up to 2 solutions (1 for "first solution" sets), timed in-process after an untimed warm-up',
        'scripts/peer_123.py', 'gridsat solve FILE [--first]',
        between='Empty boards are the same board timed several times (one file per run). ',
        after='"generator s per unique puzzle" is the wall time of `gridsat generate --count N` / N, measured '
              'when the set was generated (sets are cached); the generator table is measured afresh on every '
              'run. ' + variant_note(variants, 'one `gridsat solve FILE... --format json --solver cadical-embedded` '
                                           'over each set (in-process `stats.seconds`) and, in the generator '
                                           'table, `gridsat generate --solver cadical-embedded`')))
    out.append('')
    out.append(machine_line())
    write_report(args.results, out)
