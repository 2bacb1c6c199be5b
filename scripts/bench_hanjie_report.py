#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-hanjie (standard library only).

    bench_hanjie_report.py measure --results DIR --gridsat BIN [--gridsat-cadical BIN]
                                   [--nonogrid BIN] [--peer-python PY --peer-script S]
                                   [--timeout SECONDS]
                                   [--corpus DIR] [--run NAME] [--version TEXT] FILE.non...
    bench_hanjie_report.py report --results DIR

`measure` runs every tool on every puzzle, one process at a time (tools and
puzzles strictly sequential), and writes under --results:
    meta.json                 run name, limit, versions, machine, date, puzzle order
    raw.jsonl                 one JSON object per (tool, puzzle), appended as it goes:
                              {"tool", "puzzle", "file", "width", "height", "status", ...}
                              status is solved | unsatisfiable | invalid | timeout | error
    nonogrid-input/*.non      the stripped copies nonogrid reads (see below)
    nonogrid-output/*.out     nonogrid's stdout per puzzle (its pictures)
`report` prints the Markdown table and totals and writes them to results.md.

The tools:
  gridsat   `gridsat solve --format json FILE` (solve + uniqueness check).  Time: wall
            clock of the whole process (time.perf_counter around the subprocess: start-up,
            parsing, CNF, solve, uniqueness, printing); stats.seconds (in-process) and the
            CNF size are recorded from its JSON.
  gridsat --solver cadical-embedded  (with --gridsat-cadical BIN, a build with --features
            cadical) the same command with the embedded CaDiCaL, timed and checked the same
            way; the report divides gridsat's (varisat's) times by its (whole process;
            in-process).  Puzzles that line logic decides are answered without a CNF, so
            neither SAT solver runs on them ("(no search)").
  nonogrid  `nonogrid --max-solutions 2 STRIPPED.non`, whole-process wall clock as for
            gridsat.  nonogrid 0.7.3 panics on .non metadata lines (its "simple" parser
            takes everything after `columns` as clues, so `goal "0101..."` is read as a
            clue) and drops blank lines (an empty clue written as a blank line would shift
            every later clue), so it gets a copy holding only width/height/rows/columns
            and the clue lines, with `0` for an empty clue.  Its output: line solving and
            probing first (sound deductions: when they finish the picture, it is the only
            solution and nothing more is printed); otherwise a varisat SAT search that
            prints "1-th solution:", "2-th solution:", ... adding a blocking clause after
            each; without --max-solutions it enumerates *every* solution, with
            --max-solutions 2 it stops after a second one, i.e. it decides uniqueness as
            gridsat does.  No solution: it panics ("Puzzle is unsatisfied", or "Bad puzzle"
            from propagation), read here as unsatisfiable.  Its own --timeout only applies
            to the backtracking solver, not the SAT build used here.
  peer      scripts/peer_nonograms.py FILE (multi-puzzle-solver, OR-Tools CP-SAT, at most 2
            solutions), one process per puzzle; time: its in-process seconds (model build +
            CP-SAT search, without Python start-up and imports); the process wall time is
            recorded too.

Every tool gets --timeout seconds per puzzle (the peer process gets
PEER_STARTUP_GRACE more for Python start-up and imports; an in-process time over
the limit also counts as a timeout).  A process that runs out of time is killed
(SIGKILL to its own process group only).  The tools run with RUST_BACKTRACE and
RUST_LOG removed from the environment (a panic backtrace would be timed too).  The
runners of the tools are in bench_hanjie_tools.py, the helpers shared with the
other benchmarks in bench_common.py, bench_format.py and peer_common.py.
"""
import os
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPT_DIR)
from bench_common import (  # noqa: E402  (standard library only, beside this script)
    add_variant_arguments, append_jsonl, cli, load_json, log, parse_jsonl, read_text, save_json, variants_of)
from bench_format import (  # noqa: E402  (standard library only, beside this script)
    bullets, fmt_s as common_fmt_s, fmt_x, machine_info, machine_text, md_header, md_row, split_problems,
    variant_note, write_report)
from peer_common import PuzzleError  # noqa: E402  (standard library only, beside this script)
from bench_hanjie_tools import (  # noqa: E402
    PEER_STARTUP_GRACE, picture_check, run_gridsat, run_nonogrid, run_peer, write_stripped)
from peer_nonograms import parse_non  # noqa: E402  (standard library only)

TOOLS = ('gridsat', 'nonogrid', 'peer')
TOOL_NAMES = {'gridsat': 'gridsat', 'nonogrid': 'nonogrid', 'peer': 'multi-puzzle-solver'}


def verdict(row):
    """'unique' | 'multiple' | 'none' | None (no verdict: timeout, error, not run)."""
    if row is None:
        return None
    if row['status'] == 'unsatisfiable':
        return 'none'
    if row['status'] == 'solved':
        return {True: 'unique', False: 'multiple'}.get(row.get('unique'))
    return None


# ---------------------------------------------------------------- measure

def tool_version(cmd):
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=60).stdout.strip().splitlines()[-1]
    except (OSError, subprocess.SubprocessError, IndexError):
        return 'unknown'


def label_of(path, corpus):
    ap = os.path.abspath(path)
    if corpus:
        root = os.path.abspath(corpus)
        if ap.startswith(root + os.sep):
            return os.path.splitext(os.path.relpath(ap, root))[0]
    return os.path.splitext(os.path.basename(ap))[0]


def measure(args):
    os.makedirs(args.results, exist_ok=True)
    raw = os.path.join(args.results, 'raw.jsonl')
    ng_in = os.path.join(args.results, 'nonogrid-input')
    ng_out = os.path.join(args.results, 'nonogrid-output')
    variants = {v.key: v for v in variants_of(args)}
    tools = ['gridsat', *variants]
    versions = {'gridsat': args.version or tool_version([args.gridsat, '--version'])}
    for v in variants.values():
        versions[v.key] = f'{args.version or tool_version([v.gridsat, "--version"])}, built with --features cadical'
    if args.nonogrid:
        tools.append('nonogrid')
        versions['nonogrid'] = tool_version([args.nonogrid, '--version']) + ' (features sat)'
        os.makedirs(ng_in, exist_ok=True)
        os.makedirs(ng_out, exist_ok=True)
    if args.peer_python:
        tools.append('peer')
        versions['peer'] = tool_version([args.peer_python, '-c',
                                         'from importlib.metadata import version as v; '
                                         'print(f"multi-puzzle-solver {v(\'multi-puzzle-solver\')}, '
                                         'ortools {v(\'ortools\')}")'])
    puzzles = []
    seen = set()
    for path in args.files:
        label = label_of(path, args.corpus)
        while label in seen:
            label += "'"
        seen.add(label)
        puzzles.append((label, os.path.abspath(path)))
    meta = {'run': args.run, 'limit': args.timeout, 'tools': tools, 'versions': versions,
            'names': {v.key: v.who for v in variants.values()},
            'variants': {v.key: v.label for v in variants.values()},
            'machine': machine_info('load_at_start'), 'started': time.strftime('%Y-%m-%d %H:%M:%S %Z'),
            'peer_startup_grace': PEER_STARTUP_GRACE,
            'puzzles': [{'puzzle': lb, 'file': f} for lb, f in puzzles]}
    save_json(os.path.join(args.results, 'meta.json'), meta)

    # Page the binaries in, so the first puzzle does not pay for it.
    names = {**TOOL_NAMES, **meta['names']}
    for binary in [args.gridsat, *(v.gridsat for v in variants.values())]:
        subprocess.run([binary, '--version'], stdout=subprocess.DEVNULL)
    if args.nonogrid:
        subprocess.run([args.nonogrid, '--version'], stdout=subprocess.DEVNULL)

    for i, (label, path) in enumerate(puzzles, 1):
        try:
            p = parse_non(read_text(path))
        except (OSError, UnicodeDecodeError, PuzzleError) as e:
            log(f'{label}: cannot read it ({e}); every tool gets it anyway')
            p = None
        base = {'puzzle': label, 'file': path}
        if p is not None:
            base.update(width=p.width, height=p.height, goal=p.goal is not None)
        for tool in tools:
            if p is None and tool != 'gridsat':
                row = {'status': 'error', 'error': 'the benchmark could not parse the file'}
            elif tool == 'gridsat':
                row = run_gridsat(args.gridsat, path, p, args.timeout)
            elif tool in variants:
                row = run_gridsat(variants[tool].gridsat, path, p, args.timeout, variants[tool].flags)
            elif tool == 'nonogrid':
                stripped = os.path.join(ng_in, label.replace('/', '__') + '.non')
                write_stripped(p, stripped)
                row = run_nonogrid(args.nonogrid, stripped, p, args.timeout,
                                   os.path.join(ng_out, label.replace('/', '__') + '.out'))
            else:
                row = run_peer(args.peer_python, args.peer_script, path, args.timeout)
                if row.get('picture') is not None and p is not None:
                    row.update(picture_check(p, row['picture']))
            row = {'tool': tool, **base, **row}
            append_jsonl(raw, row)
            if row['status'] == 'timeout':
                shown = f'timeout (> {args.timeout:g} s)'
            elif row['status'] == 'error':
                shown = f'error: {row.get("error")}'
            else:
                t = row['seconds'] if tool == 'peer' else row['wall_seconds']
                shown = f'{row["status"]}{"" if verdict(row) in (None, "none") else ", " + verdict(row)} ' \
                        f'in {fmt_s(t)}'
            log(f'[{i}/{len(puzzles)}] {label}: {names[tool]} {shown}')
    meta['finished'] = time.strftime('%Y-%m-%d %H:%M:%S %Z')
    save_json(os.path.join(args.results, 'meta.json'), meta)


# ---------------------------------------------------------------- report

def fmt_s(x):
    # Whole seconds from 100 s on; a zero total (no puzzle counted) reads "0 µs" in this table.
    return '0 µs' if x == 0 else common_fmt_s(x, whole_from=100)


def time_of(row):
    """The figure a tool is timed by: in-process for the peer, whole process otherwise."""
    if row is None or row['status'] in ('timeout', 'error'):
        return None
    return row['seconds'] if row['tool'] == 'peer' else row['wall_seconds']


def cell(row, limit):
    if row is None:
        return 'not run'
    if row['status'] == 'timeout':
        return f'>{limit:g} s'
    if row['status'] == 'error':
        return f'error ({row.get("error", "?")})'.replace('|', '\\|')
    t = fmt_s(time_of(row))
    v = verdict(row)
    if row['tool'] == 'nonogrid' and row.get('method') == 'logic':
        t += ' (logic)'
    if v in ('multiple', 'none') or row['status'] == 'invalid':
        t += f' ({v or row["status"]})'
    return t


def ratio_cell(num, den, limit):
    """num / den, with bounds when one side timed out."""
    if num is None or den is None:
        return 'n/a'
    tn, td = time_of(num), time_of(den)
    n_to, d_to = num['status'] == 'timeout', den['status'] == 'timeout'
    if tn is not None and td:
        return fmt_x(tn / td)
    if n_to and td:
        return f'>{fmt_x(limit / td)}'
    if d_to and tn:
        return f'<{fmt_x(tn / limit)}'
    return 'n/a'


def in_process_of(row):
    """gridsat's stats.seconds on a puzzle it answered, or None."""
    if row is None or row['status'] in ('timeout', 'error'):
        return None
    return (row.get('stats') or {}).get('seconds')


def variant_cells(g, c, limit):
    """A variant's cell and varisat ÷ it (whole process; in-process) on one puzzle: g is gridsat's
    row (varisat), c the variant's."""
    if c is None:
        return ['not run', 'n/a']
    shown = cell(c, limit)
    if (c.get('stats') or {}).get('search') is False:
        shown += ' (no search)'
    gi, ci = in_process_of(g), in_process_of(c)
    return [shown, f'{ratio_cell(g, c, limit)}; {fmt_x(gi / ci) if gi and ci else "n/a"}']


def unique_cell(row):
    v = verdict(row)
    if v is None:
        return '?' if row is None else {'timeout': '? (timeout)', 'error': '? (error)'}.get(row['status'], '?')
    return {'unique': 'yes', 'multiple': 'no', 'none': 'no solution'}[v]


def report(args):
    meta = load_json(os.path.join(args.results, 'meta.json'))
    raw = parse_jsonl(read_text(os.path.join(args.results, 'raw.jsonl')))
    rows = {(r['puzzle'], r['tool']): r for r in raw}
    limit = meta['limit']
    tools = meta['tools']
    names = {**TOOL_NAMES, **meta.get('names', {})}
    variants = list(meta.get('variants', {}).items())
    puzzles = [p['puzzle'] for p in meta['puzzles']]
    m = meta['machine']

    out = [f'## Hanjie benchmark ({meta["run"]} run, limit {limit:g} s per tool and puzzle)', '']
    out.append(machine_text(m, 'at start', 'load_at_start') + '. '
               f'Run started {meta["started"]}, finished {meta.get("finished", "(unfinished)")}.')
    out.append('')
    out.append('Versions: ' + '; '.join(f'{names[t]}: {meta["versions"].get(t, "?")}' for t in tools) + '.')
    out.append('')
    variant_cols = [c for _, label in variants
                    for c in (f'gridsat {label} (solve + uniqueness)',
                              f'varisat ÷ {label} (whole process; in-process; > 1: {label} faster)')]
    out += md_header(['puzzle', 'size', 'gridsat (solve + uniqueness)', 'unique? (gridsat)', *variant_cols,
                      'nonogrid `-m 2` (solve + uniqueness)', 'nonogrid / gridsat',
                      'multi-puzzle-solver (in-process, ≤ 2 solutions)', 'CNF vars / clauses'],
                     'llrl' + 'rr' * len(variants) + 'rrrr')
    problems = []
    for pz in puzzles:
        g, n, pe = rows.get((pz, 'gridsat')), rows.get((pz, 'nonogrid')), rows.get((pz, 'peer'))
        any_row = g or n or pe or {}
        size = f'{any_row["width"]}×{any_row["height"]}' if 'width' in any_row else '?'
        cnf = 'n/a'
        if g and g.get('stats'):
            cnf = f'{g["stats"]["variables"]:,} / {g["stats"]["clauses"]:,}'
        out.append(md_row([pz, size, cell(g, limit), unique_cell(g),
                           *(c for k, _ in variants for c in variant_cells(g, rows.get((pz, k)), limit)),
                           cell(n, limit) if 'nonogrid' in tools else 'not run',
                           ratio_cell(n, g, limit) if 'nonogrid' in tools else 'n/a',
                           cell(pe, limit) if 'peer' in tools else 'not run', cnf]))
        verdicts = {t: verdict(rows.get((pz, t))) for t in tools}
        given = {t: v for t, v in verdicts.items() if v is not None}
        if len(set(given.values())) > 1:
            problems.append(f'DISAGREEMENT on {pz}: ' +
                            ', '.join(f'{names[t]} says {v}' for t, v in given.items()))
        for t in tools:
            r = rows.get((pz, t))
            if r is None:
                continue
            if r['status'] == 'error':
                problems.append(f'{pz}: {names[t]} error: {r.get("error")}')
            if r.get('picture_ok') is False:
                problems.append(f'{pz}: {names[t]}\'s picture does not satisfy the clues')
            if r.get('matches_goal') is False and verdict(r) == 'unique':
                problems.append(f'{pz}: {names[t]} says unique but its picture differs from the goal')
    out.append('')

    # Totals.
    finished_all = [pz for pz in puzzles
                    if all(time_of(rows.get((pz, t))) is not None for t in tools)]
    out += md_header(['totals'] + [names[t] for t in tools], 'l' + 'r' * len(tools))
    tot_fin, tot_lim, timeouts, errors = [], [], [], []
    for t in tools:
        trs = [rows.get((pz, t)) for pz in puzzles]
        tot_fin.append(sum(time_of(rows[(pz, t)]) for pz in finished_all))
        tot_lim.append(sum(time_of(r) if r['status'] != 'timeout' else limit
                           for r in trs if r and r['status'] != 'error'))
        timeouts.append(sum(1 for r in trs if r and r['status'] == 'timeout'))
        errors.append(sum(1 for r in trs if r and r['status'] == 'error'))
    out.append(md_row([f'total over the {len(finished_all)} of {len(puzzles)} puzzles every tool finished',
                       *map(fmt_s, tot_fin)]))
    out.append(md_row([f'total, timeouts counted at {limit:g} s (errors left out)', *map(fmt_s, tot_lim)]))
    out.append(md_row(['timeouts', *timeouts]))
    out.append(md_row(['errors', *errors]))
    out.append('')

    answered = sum(1 for pz in puzzles if sum(verdict(rows.get((pz, t))) is not None for t in tools) >= 2)
    disagreements, others = split_problems(problems)
    if disagreements:
        out += bullets('UNIQUENESS DISAGREEMENT(S)', disagreements)
    elif len(tools) > 1:
        out.append(f'Verdicts (unique / several / no solution) agree on every puzzle that two or more tools '
                   f'answered ({answered} of {len(puzzles)}).')
    checked = sum(1 for r in rows.values() if r.get('picture_ok'))
    goal_ok = sum(1 for r in rows.values() if r.get('matches_goal'))
    out.append(f'Pictures checked against the clues: {checked} ok; equal to the file\'s goal: {goal_ok}.')
    if others:
        out.append('')
        out += bullets('other problem(s)', others)
    out.append('')
    out.append(
        'gridsat: wall clock of the whole `gridsat solve --format json FILE` process (parse, CNF, solve, '
        'uniqueness check); `stats.seconds` (in-process) is in raw.jsonl. '
        'nonogrid: wall clock of the whole `nonogrid --max-solutions 2 FILE` process on a copy stripped to '
        'width/height/rows/columns (it panics on metadata lines such as `goal`); "(logic)" = solved by its line '
        'solver + probing alone, which proves the picture is the only one; otherwise its varisat SAT search '
        'looked for a second solution (it enumerates all solutions unless `-m` caps them; `-m 2` decides '
        'uniqueness like gridsat). nonogrid / gridsat > 1 means gridsat is faster. '
        'multi-puzzle-solver: in-process seconds of scripts/peer_nonograms.py (CP-SAT model build + search for '
        'up to 2 solutions; Python start-up and imports excluded, process wall time in raw.jsonl). '
        f'Every tool ran alone (sequentially), with a limit of {limit:g} s per puzzle '
        f'(the peer process {meta.get("peer_startup_grace", PEER_STARTUP_GRACE):g} s more for start-up). '
        '"(multiple)": the tool found two solutions. CNF size: gridsat\'s `stats`. ' +
        variant_note(variants, 'the same `gridsat solve --format json --solver cadical-embedded FILE` process per '
                               'puzzle; "(no search)": line logic decided the puzzle without a CNF, so no SAT '
                               'solver ran', 'the two times of each puzzle (whole process; in-process '
                                             '`stats.seconds`)'))
    write_report(args.results, out)


def add_measure_arguments(m):
    m.add_argument('--results', required=True)
    m.add_argument('--gridsat', required=True)
    m.add_argument('--nonogrid')
    m.add_argument('--peer-python')
    m.add_argument('--peer-script', default=os.path.join(SCRIPT_DIR, 'peer_nonograms.py'))
    m.add_argument('--timeout', type=float, default=60.0)
    m.add_argument('--corpus')
    m.add_argument('--run', default='custom')
    m.add_argument('--version')
    add_variant_arguments(m)
    m.add_argument('files', nargs='+')


def main():
    cli(__doc__, {'measure': (measure, add_measure_arguments),
                  'report': (report, lambda r: r.add_argument('--results', required=True))})


if __name__ == '__main__':
    main()
