"""The Markdown tables of scripts/bench-yinyang (`bench_yinyang_report.py report`; standard
library only): every size and mode, the overviews by mode and size, the generator and the
issue's targets, made from the <set>.summary.json files that `bench_yinyang_report.py
measure` writes under --results.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import load_json_files  # noqa: E402  (standard library only, beside this script)
from bench_format import (  # noqa: E402  (standard library only, beside this script)
    bullets, fmt_s, fmt_x, machine_line, md_header, md_row, median_max_cell, order_summaries, ratio,
    variant_note, variant_ratio_cell, variants_in, verdicts_cell, write_report)

# Targets from the issue.
TARGET_20 = 0.5           # s: a 20x20 puzzle with its uniqueness verdict, whole process
TARGET_40 = 5.0           # s: a 40x40 puzzle with its uniqueness verdict, whole process
TARGET_LAYERS_20 = 2e6    # clauses: the layered CNF of a 20x20 puzzle
# The figures for the peer, in-process, by grid width.
PEER_REFERENCE = {10: 0.05, 15: 0.11, 20: 2.26}
DEFAULT = 'default'       # the user's command, `gridsat solve FILE`
PEER = 'peer'


def figures_of(s, mode):
    """The figures of one command on one set: DEFAULT, PEER or a --connectivity mode."""
    if mode == DEFAULT:
        return s['default']
    if mode == PEER:
        return s['peer']
    return next((m for m in s['modes'] if m['mode'] == mode), None)


def mode_label(mode):
    """DEFAULT, PEER, a --connectivity mode or a variant's key (`MODE --solver LABEL`)."""
    if mode == DEFAULT:
        return '`gridsat solve` (default)'
    if mode == PEER:
        return 'peer (CP-SAT, ≤ 2 solutions)'
    return f'`--connectivity {mode}`'


def variant_cell(s, m):
    """The mode's median ÷ the variant's (in-process; whole process) on a variant's row."""
    base = figures_of(s, m['variant']['of'])
    if base is None or 'skipped' in base:
        return 'n/a'
    return '; '.join(variant_ratio_cell(base[k]['median'], m[k]['median'], s['limit'])
                     for k in ('in_process', 'whole'))


def cnf_cell(m):
    cnf = m.get('cnf') if m else None
    if not cnf or cnf['variables'] is None:
        return '—'
    return f'{cnf["variables"]:,.0f} / {cnf["clauses"]:,.0f}'


def extra_cell(m):
    extra = (m or {}).get('extra_stats') or {}
    return ', '.join(f'{k} {v:g}' for k, v in extra.items()) or '—'


def all_modes(summaries):
    seen = []
    for s in summaries:
        for m in s['modes']:
            if m['mode'] not in seen:
                seen.append(m['mode'])
    return seen


def peer_median(s):
    """The peer's in-process median on a set, or None (not run, skipped)."""
    peer = s['peer']
    return peer['in_process']['median'] if peer and 'skipped' not in peer else None


def ratio_cell(s, ours):
    """peer in-process median ÷ ours (a median), with timeouts (+infinity) on either side."""
    pm = peer_median(s)
    if pm is None or ours is None:
        return 'n/a'
    if pm == float('inf') and ours == float('inf'):
        return 'n/a (both timed out)'
    if pm == float('inf'):
        return f'>{fmt_x(s["limit"] / ours)} (peer timed out)'
    if ours == float('inf'):
        return f'<{fmt_x(pm / s["limit"])} (gridsat timed out)'
    return fmt_x(ratio(pm, ours))


def skipped_cell(m):
    """A short cell for a command that was not run on a set."""
    return m['skipped'].replace('skipped above', 'skipped, >').replace('not run: timed out at', 'timed out at')


def per_size_and_mode(summaries):
    modes = all_modes(summaries)
    extra = any(m.get('extra_stats') for s in summaries for m in s['modes'])
    cols = ['size (puzzles)', 'solver / mode', 'verdicts', 'whole process median / max',
            'in-process median / max', 'CNF vars / clauses (median)']
    if extra:
        cols.append('other stats (median)')
    cols.append('peer ÷ gridsat (medians: peer in-process ÷ whole process; ÷ in-process)')
    variants = variants_in(summaries)
    cols += [f'varisat ÷ {label} (medians: in-process; whole process; > 1: {label} faster)'
             for _, label in variants]
    out = ['### Time per size and mode (solve + uniqueness check)', '']
    out += md_header(cols, 'llrrrr' + ('r' if extra else '') + 'r' + 'r' * len(variants))
    for s in summaries:
        peer = s['peer']
        size = f'{s["size"]} ({s["puzzles"]})'
        for mode in [DEFAULT] + modes + ([PEER] if peer else []):
            m = figures_of(s, mode)
            if m is None:
                continue
            if 'skipped' in m:
                continue  # in the overview tables
            inp = m.get('in_process')
            if mode == PEER:
                ref = PEER_REFERENCE.get(s['width'])
                rr = f'(the issue\'s peer figure: {fmt_s(ref)} in-process)' if ref else '—'
            elif peer and 'skipped' not in peer:
                rr = f'{ratio_cell(s, m["whole"]["median"])}; {ratio_cell(s, inp["median"]) if inp else "—"}'
            elif peer:
                rr = f'n/a (peer {peer["skipped"]})'.replace('peer not run:', 'peer')
            else:
                rr = 'n/a (no peer)'
            row = [size, mode_label(mode), verdicts_cell(m['verdicts']), median_max_cell(m['whole'], s['limit']),
                   median_max_cell(inp, s['limit']) if inp else '—', cnf_cell(m)]
            if extra:
                row.append(extra_cell(m))
            row.append(rr)
            row += [variant_cell(s, m) if m.get('variant', {}).get('key') == k else '—' for k, _ in variants]
            out.append(md_row(row))
    out.append('')
    out.append('Commands not run on a size (skipped with --quick, or after timing out on a smaller size) are left '
               'out of this table; the overview tables below show them.')
    out.append('')
    return out


def matrix(summaries, title, cell, note=''):
    """A table of one figure: a row per command, a column per size."""
    modes = [DEFAULT] + all_modes(summaries) + ([PEER] if any(s['peer'] for s in summaries) else [])
    out = [f'### {title}', '']
    out += md_header(['solver / mode'] + [s['size'] for s in summaries], 'l' + 'r' * len(summaries))
    for mode in modes:
        cells = []
        for s in summaries:
            m = figures_of(s, mode)
            cells.append('—' if m is None else skipped_cell(m) if 'skipped' in m else cell(s, m, mode))
        measured = [c for c, s in zip(cells, summaries) if 'skipped' not in (figures_of(s, mode) or {})]
        if any(c != '—' for c in measured):
            out.append(md_row([mode_label(mode)] + cells))
    out.append('')
    if note:
        out += [note, '']
    return out


def whole_cell(s, m, mode):
    return fmt_s(m['whole']['median'], s['limit'])


def clauses_cell(s, m, mode):
    cnf = m.get('cnf')
    if not cnf or cnf['clauses'] is None or 'variant' in m:  # a variant's CNF is its mode's
        return '—'
    c = cnf['clauses']
    return f'{c / 1e6:.2f} M' if c >= 1e6 else f'{c / 1e3:.1f} k' if c >= 1e4 else f'{c:.0f}'


def generator(summaries):
    gens = [s for s in summaries if s['generator']['n']]
    if not gens:
        return []
    out = ['### Generator: `gridsat generate yinyang --size WxW --seed S`, one process per puzzle', '']
    out += md_header(['size', 'puzzles', 'wall per puzzle median / max', 'total', 'median givens',
                      'generated by, at'], 'lrrrrl')
    for s in gens:
        g = s['generator']
        out.append(md_row([s['size'], g['n'], median_max_cell(g), fmt_s(g['total']),
                           f'{s["givens_median"]:g} ({100 * s["givens_median"] / s["cells"]:.0f}%)',
                           f'{g["generated_by"]}, {g["generated_at"]}']))
    out.append('')
    out.append('The sets are cached: these times are from when each set was made (`--fresh-sets` makes them anew).')
    out.append('')
    return out


def targets(summaries):
    out = ['### Targets', '']
    out += md_header(['target', 'measured', 'met?'], 'lll')
    with_peer = [s for s in summaries if peer_median(s) is not None and 'skipped' not in s['default']
                 and s['default']['whole']['median'] is not None]
    if with_peer:
        def r(s, peer_key):
            """peer ÷ gridsat by medians: 0 when gridsat timed out (it cannot count as faster)."""
            p, o = s['peer'][peer_key]['median'], s['default']['whole']['median']
            if p is None or o == float('inf'):
                return 0
            return ratio(p, o)
        worst = min(with_peer, key=lambda s: r(s, 'in_process'))
        worst_w = min(with_peer, key=lambda s: r(s, 'whole'))
        slower = [s['size'] for s in with_peer if r(s, 'in_process') <= 1]
        untested = [s['size'] for s in summaries if s not in with_peer]
        note = f'; peer not measured at {", ".join(untested)}' if untested else ''
        out.append(f'| faster than the peer at every size (`gridsat solve` whole process against the peer '
                   f'in-process, medians) | smallest peer ÷ gridsat: {fmt_x(r(worst, "in_process"))} '
                   f'({worst["size"]}); peer whole process ÷ gridsat whole process: smallest '
                   f'{fmt_x(r(worst_w, "whole"))} ({worst_w["size"]}){note} | '
                   f'{"yes" if not slower else "NO: " + ", ".join(slower)} |')
    else:
        out.append('| faster than the peer at every size | peer not run | n/a |')
    for width, target in ((20, TARGET_20), (40, TARGET_40)):
        s = next((s for s in summaries if s['width'] == width), None)
        text = f'{width}x{width} with the uniqueness verdict in under {target:g} s (whole process, `gridsat solve`)'
        if s is None:
            out.append(f'| {text} | not measured (no {width}x{width} set in this run) | n/a |')
            continue
        d = s['default']
        if 'skipped' in d:
            out.append(f'| {text} | {d["skipped"]} | NO |')
            continue
        met = d['whole']['max'] is not None and d['whole']['max'] < target and \
            d['verdicts'].get('unique') == s['puzzles']
        out.append(f'| {text} | {s["puzzles"]} puzzle(s): median {fmt_s(d["whole"]["median"], s["limit"])}, '
                   f'max {fmt_s(d["whole"]["max"], s["limit"])}; {verdicts_cell(d["verdicts"])} | '
                   f'{"yes" if met else "NO"} |')
    s = next((s for s in summaries if s['width'] == 20), None)
    m = figures_of(s, 'layers') if s else None
    text = f'layered CNF (`--connectivity layers`) of 20x20 under {TARGET_LAYERS_20 / 1e6:g} million clauses'
    if m is None or 'skipped' in m or m['cnf']['max_clauses'] is None:
        out.append(f'| {text} | not measured | n/a |')
    else:
        c = m['cnf']['max_clauses']
        out.append(f'| {text} | max {c:,.0f} clauses ({m["cnf"]["variables"]:,.0f} variables, median) | '
                   f'{"yes" if c < TARGET_LAYERS_20 else "NO"} |')
    out.append('')
    return out


def problems_section(summaries):
    """The MISMATCH lines first (a wrong answer or verdict), then every other problem; or the
    sentence that every answer was right."""
    problems = [f'{s["size"]}: {p}' for s in summaries for p in s['problems']]
    mismatches = [p for p in problems if ': MISMATCH' in p]
    others = [p for p in problems if ': MISMATCH' not in p]
    out = []
    if mismatches:
        out += bullets('MISMATCH(ES): a wrong answer or verdict', mismatches) + ['']
    else:
        out += [f'Answers: every answer given (gridsat in every mode and with every solver, the peer) on the '
                f'{sum(s["puzzles"] for s in summaries)} generated puzzles is "unique" and equals the '
                f'generator\'s solution, and every solution passes an independent check of the rules '
                f'(timeouts, errors and skipped runs give no answer).', '']
    if others:
        out += bullets('other problem(s)', others) + ['']
    return out


def report(args):
    summaries = order_summaries(load_json_files(os.path.join(args.results, '*.summary.json')), args.order)
    summaries.sort(key=lambda s: (s['width'] * s['height'], s['width']))
    out = problems_section(summaries)
    out += per_size_and_mode(summaries)
    out += matrix(summaries, 'Whole-process median by mode and size', whole_cell,
                  'Peer: process wall time minus its untimed warm-up (Python start-up and imports included).')
    out += matrix(summaries, 'CNF clauses by mode and size (median)', clauses_cell,
                  'Lazy modes: the CNF before any cut (cuts are added while solving).')
    out += generator(summaries) + targets(summaries)
    limit = summaries[0]['limit'] if summaries else None
    out.append(
        'Whole process: wall clock of one process per puzzle (time.perf_counter around the subprocess), '
        '`gridsat solve FILE` for the default row and `gridsat solve --format json --connectivity MODE FILE` for '
        'the others; in-process: gridsat\'s `stats.seconds` (CNF build + solve + uniqueness check); peer: '
        'scripts/peer_yinyang.py, one process per puzzle, in-process = Board construction + CP-SAT search for up '
        'to 2 solutions after an untimed warm-up, whole process = process wall time minus the warm-up. '
        f'Every run has a limit of {limit:g} s per puzzle; after a timeout the rest of that set is not run for '
        'that command, nor are the larger sets. Both solvers are single-threaded (varisat; CP-SAT with enumerate_all_solutions). '
        'Raw JSON lines: <set>.raw.jsonl beside this file. ' +
        variant_note(variants_in(summaries), 'rows `--connectivity MODE --solver cadical-embedded`: '
                                             '`gridsat solve --format json --connectivity MODE --solver '
                                             'cadical-embedded FILE`, one process per puzzle right after MODE\'s own',
                     'MODE\'s medians by its (in-process; whole process), measured in the same run'))
    out.append('')
    out.append(machine_line() + '. Load average when each size started: ' +
               ', '.join(f'{s["size"]} {s.get("load_at_start", "?")}' for s in summaries) + '.')
    write_report(args.results, out)
