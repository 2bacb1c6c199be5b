"""Figures and Markdown report formatting of the benchmark scripts in scripts/ (standard
library only).

Used by the report helpers bench_123_report.py (and bench_123_tables.py),
bench_magnets_report.py, bench_hanjie_report.py and bench_yinyang_report.py, run with the
system python3; each puts
its own directory first on sys.path and imports this file from beside it.  Files,
processes and running a set are in bench_common.py.  What it holds:

  * figures: median, limited_stats (median and maximum with timeouts as +infinity),
    summary_figures (a set's in-process, whole-process, CNF size and peer figures, from
    bench_common.time_set's result), row_figures (the same from rows of one process per
    puzzle with a status: bench-yinyang);
  * Markdown reports: fmt_s (a duration), ratio / fmt_ratio (peer ÷ gridsat), fmt_x (a
    ratio to two significant digits when small), md_row /
    md_header (table lines), median_max_cell, total_cell, peer_total_cell, verdicts_cell,
    split_problems, bullets, peer_answered, method_note (the sentences on how the times
    are taken), machine_info / machine_text / machine_line (the machine a run is on),
    order_summaries, write_report (results.md and stdout).
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
