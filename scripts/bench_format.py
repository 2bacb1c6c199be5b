"""Figures and Markdown report formatting of the benchmark scripts in scripts/ (standard
library only).

Used by the report helpers bench_123_report.py (and bench_123_tables.py),
bench_magnets_report.py, bench_hanjie_report.py and bench_yinyang_report.py, run with the
system python3; each puts
its own directory first on sys.path and imports this file from beside it.  Files,
processes and running a set are in bench_common.py.  What it holds:

  * figures: median, limited_stats (median and maximum with timeouts as +infinity),
    in_process_figures, summary_figures (a set's in-process, whole-process, variants', CNF
    size and peer figures, from bench_common.time_set's result), row_figures (the same from
    rows of one process per puzzle with a status: bench-yinyang);
  * Markdown reports: fmt_s (a duration), ratio / fmt_ratio (peer ÷ gridsat), fmt_x (a
    ratio to two significant digits when small), md_row /
    md_header (table lines), median_max_cell, total_cell, peer_total_cell, verdicts_cell,
    split_problems, bullets, peer_answered, method_note (the sentences on how the times
    are taken), machine_info / machine_text / machine_line (the machine a run is on),
    order_summaries, write_report (results.md and stdout);
  * gridsat's other solvers (bench_common.VARIANTS: the embedded CaDiCaL) in the reports:
    variants_in (which were measured), variant_ratio_cell (varisat ÷ a variant),
    variant_columns / variant_cells and variant_total_columns / variant_total_cells (table
    columns), variant_verdicts and variant_note (sentences).
"""
import math
import os
import platform
import statistics
import time

# ---------------------------------------------------------------- figures

def median(xs):
    return statistics.median(xs) if xs else None


def limited_stats(secs, timeouts):
    """Median and maximum of secs, with each of the timeouts counted as +infinity."""
    return {'median': median(secs + [float('inf')] * timeouts),
            'max': float('inf') if timeouts else max(secs, default=None)}


def in_process_figures(inproc, batch_wall):
    """Total, median, maximum and slowest puzzle of the stats.seconds of the puzzles one
    `gridsat solve FILE... --format json` ({file: JSON object}) solved, and its wall time."""
    ok = [g['stats']['seconds'] for g in inproc.values() if g.get('status') == 'solved']
    slowest = max(inproc.values(), key=lambda g: g.get('stats', {}).get('seconds', -1), default=None)
    return {'total': sum(ok), 'median': median(ok), 'max': max(ok, default=None), 'n': len(ok),
            'batch_wall': batch_wall, 'slowest': slowest and os.path.basename(slowest['input'])}


def summary_figures(run, limit, peer_verdict, build=False):
    """The timing part of a set's summary from time_set's result: gridsat in-process and
    whole-process figures, each variant's in-process figures and verdict counts (under
    variants, by key; the counts are variant_problems'), the median CNF size, and the peer's
    figures (None without a peer;
    build adds the total of its Board construction times).  An answer of the peer past the
    limit (the first puzzle of a peer process gets a start-up grace on the watchdog) still
    counts as a verdict but as a timeout here."""
    inproc, per_proc = run.inproc, run.per_proc
    ok_pp = [r['seconds'] for r in per_proc if 'seconds' in r]
    slowest_pp = max((r for r in per_proc if 'seconds' in r), key=lambda r: r['seconds'], default=None)
    figures = {
        'gridsat_in_process': in_process_figures(inproc, run.batch_wall),
        'variants': {key: {'label': m.variant.label, 'who': m.variant.who,
                           **in_process_figures(m.inproc, m.batch_wall), 'verdicts': m.verdicts}
                     for key, m in run.variants.items()},
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


def row_figures(rows, seconds_of, limit):
    """Median, maximum (timeouts as +infinity), total and slowest puzzle of rows that each have
    a status (timeout, error and `not run` are counted, not timed) and a file; seconds_of(row)
    is the time of a row that finished, or None."""
    timed = [(seconds_of(r), r) for r in rows if r['status'] not in ('timeout', 'error', 'not run')]
    timed = [(t, r) for t, r in timed if t is not None]
    secs = [t for t, _ in timed]
    timeouts = sum(1 for r in rows if r['status'] == 'timeout')
    slowest = max(timed, key=lambda tr: tr[0], default=(None, None))[1]
    return {'n': len(secs), 'timeouts': timeouts, 'errors': sum(1 for r in rows if r['status'] == 'error'),
            'not_run': sum(1 for r in rows if r['status'] == 'not run'), **limited_stats(secs, timeouts),
            'total': sum(secs), 'slowest': slowest and os.path.basename(slowest['file']), 'limit': limit}


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


def fmt_x(r):
    """A ratio with two significant digits below 0.1 (0.0041×), as bench-hanjie and
    bench-yinyang show them."""
    if r >= 100:
        return f'{r:.0f}×'
    if r >= 10:
        return f'{r:.1f}×'
    if r >= 0.1 or r <= 0:
        return f'{r:.2f}×'
    return f'{r:.{1 - math.floor(math.log10(r))}f}×'  # two significant digits: 0.0041×


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
    if d.get('not_run'):
        cell += f' ({d["not_run"]} not run)'
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


def variants_in(summaries, key='variants'):
    """(key, label) of every gridsat variant (bench_common.VARIANTS) measured in any of the
    summaries (under summary[key]), in order; empty when none was (--no-cadical)."""
    seen = {}
    for s in summaries:
        for k, d in (s.get(key) or {}).items():
            seen.setdefault(k, d['label'])
    return list(seen.items())


def variant_ratio_cell(ours, theirs, limit=None):
    """gridsat's (varisat's) median ÷ a variant's, with a timeout (+infinity) on either side."""
    if ours is None or theirs is None:
        return 'n/a'
    inf = float('inf')
    if ours == inf and theirs == inf:
        return 'n/a (both timed out)'
    if ours == inf:
        return f'>{fmt_x(limit / theirs)} (varisat timed out)' if limit and theirs else 'n/a (varisat timed out)'
    if theirs == inf:
        return f'<{fmt_x(ours / limit)} (variant timed out)' if limit else 'n/a (variant timed out)'
    return fmt_x(ours / theirs) if theirs else 'n/a'


def variant_columns(variants, what='in-process'):
    """The columns of each variant in a table: its median / max and varisat ÷ it."""
    return [c for _, label in variants
            for c in (f'gridsat {label} {what} median / max',
                      f'varisat ÷ {label} ({what} medians; > 1: {label} faster)')]


def variant_cells(s, variants, ours, key='variants', limit=None):
    """The cells of variant_columns for one set: s[key][variant] are the variant's figures,
    ours gridsat's (varisat's) own."""
    cells = []
    for k, _ in variants:
        d = (s.get(key) or {}).get(k)
        if d is None:
            cells += ['not run', 'n/a']
        else:
            cells += [median_max_cell(d, limit), variant_ratio_cell(ours['median'], d['median'], limit)]
    return cells


def variant_total_columns(variants):
    return [f'gridsat {label} in-process total' for _, label in variants]


def variant_total_cells(s, variants):
    return [total_cell(s['variants'][k]) if k in (s.get('variants') or {}) else 'not run' for k, _ in variants]


def variant_verdicts(summaries, variants):
    """A sentence per variant on its verdicts over the summaries (summary['variants'][key]
    ['verdicts']): that they are varisat's on every puzzle, or how many problems it has."""
    out = []
    for key, label in variants:
        counts, n = {}, 0
        for s in summaries:
            d = (s.get('variants') or {}).get(key)
            if d:
                n += s['puzzles']
                for v, c in d['verdicts'].items():
                    counts[v] = counts.get(v, 0) + c
        flag = f'--solver {label}'
        bad = [p for s in summaries for p in s['problems'] if flag in p]
        if bad:
            out.append(f'gridsat `{flag}` ({verdicts_cell(counts)}): {len(bad)} problem(s), in the list of problems.')
        else:
            out.append(f'gridsat `{flag}` gives varisat\'s verdict on each of the {n} puzzles '
                       f'({verdicts_cell(counts)}), and its solutions pass the same checks.')
    return out


def variant_note(variants, how, divides='the two medians measured in the same run'):
    """The sentences on the variants measured (none: they were skipped)."""
    if not variants:
        return 'gridsat with the embedded CaDiCaL (`--solver cadical-embedded`) was not measured (--no-cadical).'
    labels = ', '.join(f'`--solver {label}`' for _, label in variants)
    return (f'gridsat is also measured with {labels} (a build with `--features cadical`), {how}; '
            f'varisat ÷ it divides {divides}, so > 1 means the embedded '
            f'solver is faster; it gets the same checks as varisat (verdicts, solutions).')


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
