#!/usr/bin/env python3
"""Timing and reporting helper for scripts/bench-hanjie (standard library only).

    bench_hanjie_report.py measure --results DIR --gridsat BIN [--no-own] [--gridsat-cadical BIN]
                                   [--nonogrid BIN] [--peer-python PY --peer-script S]
                                   [--timeout SECONDS] [--hard-timeout SECONDS]
                                   [--nonosolve [--nonogram-kit DIR]]
                                   [--published README.md] [--corpus DIR] [--bench-corpus DIR]
                                   [--run NAME] [--version TEXT] FILE.non...
    bench_hanjie_report.py report --results DIR

`measure` runs every tool on every puzzle, one process at a time (tools and
puzzles strictly sequential), and writes under --results:
    meta.json                 run name, limits, versions, machine, date, puzzle order (each
                              with its limit), the published figures
    raw.jsonl                 one JSON object per (tool, puzzle), appended as it goes:
                              {"tool", "puzzle", "file", "width", "height", "status", ...}
                              status is solved | unsatisfiable | invalid | timeout | error
    nonogrid-input/*.non      the stripped copies nonogrid reads (see below)
    nonogrid-output/*.out     nonogrid's stdout per puzzle (its pictures)
    nonosolve.csv, nonosolve.md, nonosolve-kit.log, kit-scratch/
                              (with --nonosolve) the peers kit's CSV, table, output and
                              scratch files of its nonosolve run
`report` prints the Markdown table and totals and writes them to results.md.
Puzzles under --corpus are named by their path there (ndom/09-dom), those under
--bench-corpus bench/NAME, others by their file name.

The tools:
  gridsat   `gridsat solve --format json FILE` (solve + uniqueness check) with its default
            engine (auto: the line engine, a CDCL search with the line solver as propagator,
            within a budget of conflicts, then the CNF on varisat; stats.engine says which
            answered), and the same with `--engine sat` (always the CNF on varisat) and
            `--engine own` (the line engine without a budget; --no-own leaves it out).  Time:
            wall clock of the whole process (time.perf_counter around the subprocess:
            start-up, parsing, search, uniqueness, printing); stats.seconds (in-process) and
            the CNF size are recorded from its JSON.
  gridsat --solver cadical-embedded  (with --gridsat-cadical BIN, a build with --features
            cadical) the same command with the embedded CaDiCaL (which runs the CNF), timed
            and checked the same way; the report divides `--engine sat`'s (varisat's) times
            by its (whole process; in-process).  Puzzles that line logic decides are
            answered without a CNF, so neither SAT solver runs on them ("(no search)").
  nonogrid  `nonogrid --max-solutions 2 STRIPPED.non`, whole-process wall clock as for
            gridsat.  nonogrid 0.7.3 panics on .non metadata lines (its "simple" parser
            takes everything after `columns` as clues, so `goal "0101..."` is read as a
            clue) and drops blank lines (an empty clue written as a blank line would shift
            every later clue), so it gets a copy holding only width/height/rows/columns
            and the clue lines, with `0` for an empty clue, written under --results only.
            Its output: line solving and
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
  nonosolve (with --nonosolve) hyouv/FastNonogramSolver, the record holder, run by the
            nonogram peers kit (../shared/peers/nonograms/ beside the project root, or
            --nonogram-kit DIR, or $NONOGRAM_KIT; bench_hanjie_kit.py): after the gridsat
            tools, one `bench.py --mode two --solvers nonosolve --csv nonosolve.csv` on the
            same files, in the same order, with the same limits (--limit, --limit-for on the
            hard puzzles), which runs `nonosolve -q -n 2 --json F FILE` (up to two solutions)
            per puzzle and checks its grids against the clues.  Time: CPU seconds (user + system)
            of the whole process, as the kit measures it, under a CPU-time limit; its rows
            are read back into raw.jsonl (tool nonosolve).  The report divides gridsat's
            default CPU seconds (cpu_seconds in raw.jsonl: the whole process, measured
            here) by nonosolve's.  When the kit or the binary is missing, meta.json says why
            and the column says "not built" (the kit's README says how to build it).

The published figures (--published, the README of the benchmark folder): the list in its
"Published figures to beat" section, FastNonogramSolver's self-reported medians on another
machine; bench_hanjie_tools.PUBLISHED_FILES says which puzzle each name is.  The report
divides gridsat's default time by them, by `--engine sat`'s and by nonogrid's (> 1: gridsat's
default is slower).

Every tool gets --timeout seconds per puzzle, --hard-timeout on the slow ones
(bench_hanjie_tools.HARD_PUZZLES: knotty, faase, meow) (the peer process gets
PEER_STARTUP_GRACE more for Python start-up and imports; an in-process time over
the limit also counts as a timeout).  A process that runs out of time is killed
(SIGKILL to its own process group only).  The tools run with RUST_BACKTRACE and
RUST_LOG removed from the environment (a panic backtrace would be timed too).  The
runners of the tools and the cells of a row are in bench_hanjie_tools.py, the helpers
shared with the other benchmarks in bench_common.py, bench_format.py and peer_common.py.
"""
import os
import platform
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPT_DIR)
from bench_common import (  # noqa: E402  (standard library only, beside this script)
    add_variant_arguments, append_jsonl, cli, load_json, log, parse_jsonl, read_text, save_json, variants_of)
from bench_format import (  # noqa: E402  (standard library only, beside this script)
    bullets, fmt_x, machine_info, machine_text, md_header, md_row, split_problems, variant_note, write_report)
from peer_common import PuzzleError  # noqa: E402  (standard library only, beside this script)
from bench_hanjie_tools import (  # noqa: E402
    GRIDSAT_ENGINES, HARD_PUZZLES, PEER_STARTUP_GRACE, PUBLISHED_WHO, TOOL_NAMES, cell, cnf_cell, cpu_ratio_cell,
    engine_cell, fmt_s, in_process_of, picture_check, published_figures, published_ratio_cell, ratio_cell, run_gridsat,
    run_nonogrid, run_peer, stem, time_of, unique_cell, verdict, write_stripped)
from peer_nonograms import parse_non  # noqa: E402  (standard library only)
from bench_hanjie_kit import (  # noqa: E402  (standard library only, beside this script)
    NONOSOLVE, NONOSOLVE_WHO, kit_dir, kit_problem, nonosolve_problem, nonosolve_rows, run_kit)


# ---------------------------------------------------------------- measure

def tool_version(cmd):
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=60).stdout.strip().splitlines()[-1]
    except (OSError, subprocess.SubprocessError, IndexError):
        return 'unknown'


def peer_version(python):
    """The versions of multi-puzzle-solver and OR-Tools in the peer's Python."""
    return tool_version([python, '-c', 'from importlib.metadata import version as v; '
                         'print(f"multi-puzzle-solver {v(\'multi-puzzle-solver\')}, ortools {v(\'ortools\')}")'])


def label_of(path, corpus, bench_corpus):
    ap = os.path.abspath(path)
    for root, prefix in ((corpus, ''), (bench_corpus, 'bench/')):
        if root and ap.startswith(os.path.abspath(root) + os.sep):
            return prefix + os.path.splitext(os.path.relpath(ap, os.path.abspath(root)))[0]
    return stem(ap)


def measure(args):
    os.makedirs(args.results, exist_ok=True)
    raw = os.path.join(args.results, 'raw.jsonl')
    ng_in = os.path.join(args.results, 'nonogrid-input')
    ng_out = os.path.join(args.results, 'nonogrid-output')
    variants = {v.key: v for v in variants_of(args)}
    engines = {k: f for k, f in GRIDSAT_ENGINES.items() if not (args.no_own and k == 'gridsat-own')}
    tools = [*engines, *variants]
    version = args.version or tool_version([args.gridsat, '--version'])
    versions = {k: version for k in engines}
    for v in variants.values():
        versions[v.key] = f'{args.version or tool_version([v.gridsat, "--version"])}, built with --features cadical'
    if args.nonogrid:
        tools.append('nonogrid')
        versions['nonogrid'] = tool_version([args.nonogrid, '--version']) + ' (features sat, xml)'
        os.makedirs(ng_in, exist_ok=True)
        os.makedirs(ng_out, exist_ok=True)
    if args.peer_python:
        tools.append('peer')
        versions['peer'] = peer_version(args.peer_python)
    nonosolve = None
    if args.nonosolve:
        kit = kit_dir(args.nonogram_kit)
        nonosolve = {'kit': kit, 'binary': NONOSOLVE, 'problem': nonosolve_problem(kit),
                     'missing': 'kit' if kit_problem(kit) else 'binary'}
        if nonosolve['problem']:
            log(f'nonosolve left out: {nonosolve["problem"]}')
        else:
            tools.append('nonosolve')
            versions['nonosolve'] = f'{NONOSOLVE_WHO}, {NONOSOLVE}, through {kit}/bench.py'
    published, published_problems = published_figures(args.published) if args.published else ({}, [])
    for p in published_problems:
        log(p)
    puzzles = []
    seen = set()
    for path in args.files:
        label = label_of(path, args.corpus, args.bench_corpus)
        while label in seen:
            label += "'"
        seen.add(label)
        limit = args.hard_timeout if stem(path) in HARD_PUZZLES else args.timeout
        puzzles.append({'puzzle': label, 'file': os.path.abspath(path), 'limit': limit,
                        'published': published.get(stem(path))})
    meta = {'run': args.run, 'limit': args.timeout, 'hard_limit': args.hard_timeout,
            'hard_puzzles': list(HARD_PUZZLES), 'tools': tools, 'versions': versions,
            'names': {v.key: v.who for v in variants.values()},
            'variants': {v.key: v.label for v in variants.values()},
            'published_source': args.published, 'published_problems': published_problems,
            'machine': {**machine_info('load_at_start'), 'arch': platform.machine()}, 'started': time.strftime('%Y-%m-%d %H:%M:%S %Z'),
            'peer_startup_grace': PEER_STARTUP_GRACE, 'puzzles': puzzles, 'nonosolve': nonosolve}
    save_json(os.path.join(args.results, 'meta.json'), meta)

    # Page the binaries in, so the first puzzle does not pay for it.
    names = {**TOOL_NAMES, **meta['names']}
    for binary in [args.gridsat, *(v.gridsat for v in variants.values())]:
        subprocess.run([binary, '--version'], stdout=subprocess.DEVNULL)
    if args.nonogrid:
        subprocess.run([args.nonogrid, '--version'], stdout=subprocess.DEVNULL)

    for i, pz in enumerate(puzzles, 1):
        label, path, limit = pz['puzzle'], pz['file'], pz['limit']
        try:
            p = parse_non(read_text(path))
        except (OSError, UnicodeDecodeError, PuzzleError) as e:
            log(f'{label}: cannot read it ({e}); every tool gets it anyway')
            p = None
        base = {'puzzle': label, 'file': path}
        if p is not None:
            base.update(width=p.width, height=p.height, goal=p.goal is not None)
        for tool in tools:
            if tool == 'nonosolve':
                continue  # all the puzzles at once, below
            if p is None and tool not in engines:
                row = {'status': 'error', 'error': 'the benchmark could not parse the file'}
            elif tool in engines:
                row = run_gridsat(args.gridsat, path, p, limit, engines[tool])
            elif tool in variants:
                row = run_gridsat(variants[tool].gridsat, path, p, limit, variants[tool].flags)
            elif tool == 'nonogrid':
                stripped = os.path.join(ng_in, label.replace('/', '__') + '.non')
                write_stripped(p, stripped)
                row = run_nonogrid(args.nonogrid, stripped, p, limit,
                                   os.path.join(ng_out, label.replace('/', '__') + '.out'))
            else:
                row = run_peer(args.peer_python, args.peer_script, path, limit)
                if row.get('picture') is not None and p is not None:
                    row.update(picture_check(p, row['picture']))
            row = {'tool': tool, **base, **row}
            append_jsonl(raw, row)
            if row['status'] == 'timeout':
                shown = f'timeout (> {limit:g} s)'
            elif row['status'] == 'error':
                shown = f'error: {row.get("error")}'
            else:
                shown = f'{row["status"]}{"" if verdict(row) in (None, "none") else ", " + verdict(row)} ' \
                        f'in {fmt_s(time_of(row))}'
                if tool in engines:
                    shown += f' [engine: {engine_cell(row)}]'
            log(f'[{i}/{len(puzzles)}] {label}: {names[tool]} {shown}')
    if 'nonosolve' in tools:
        measure_nonosolve(args, puzzles, raw)
    meta['finished'] = time.strftime('%Y-%m-%d %H:%M:%S %Z')
    meta['machine']['load_at_end'] = machine_info()['load']
    save_json(os.path.join(args.results, 'meta.json'), meta)


def measure_nonosolve(args, puzzles, raw):
    """nonosolve on every puzzle through the kit's runner (one run, the files in order), its
    rows appended to raw.jsonl; an error row for each puzzle the kit wrote nothing for."""
    kit = kit_dir(args.nonogram_kit)
    files = [pz['file'] for pz in puzzles]
    csv_path = os.path.join(args.results, 'nonosolve.csv')
    log_path = os.path.join(args.results, 'nonosolve-kit.log')
    kit_args = ['--mode', 'two', '--solvers', 'nonosolve', '--limit', f'{args.timeout:g}',
                *(a for s in HARD_PUZZLES for a in ('--limit-for', f'{s}={args.hard_timeout:g}')),
                '--csv', csv_path, '--md', os.path.join(args.results, 'nonosolve.md'), *files]
    log(f'nonosolve on {len(files)} puzzle(s) through the kit ({kit}/bench.py; its output in {log_path})')
    code = run_kit(kit, kit_args, os.path.join(args.results, 'kit-scratch'), args.gridsat, log_path)
    rows = nonosolve_rows(csv_path, files) if os.path.exists(csv_path) else [None] * len(files)
    failed = f'the kit wrote no row (bench.py exit status {code}; see nonosolve-kit.log)'
    for pz, row in zip(puzzles, rows):
        if row is None:
            row = {'status': 'error', 'error': failed}
        append_jsonl(raw, {'tool': 'nonosolve', 'puzzle': pz['puzzle'], 'file': pz['file'], **row})


# ---------------------------------------------------------------- report

def variant_cells(g, c):
    """A variant's cell and varisat ÷ it (whole process; in-process) on one puzzle: g is the row
    of gridsat --engine sat (the CNF on varisat), c the variant's."""
    if c is None:
        return ['not run', 'n/a']
    shown = cell(c)
    if (c.get('stats') or {}).get('search') is False:
        shown += ' (no search)'
    gi, ci = in_process_of(g), in_process_of(c)
    return [shown, f'{ratio_cell(g, c)}; {fmt_x(gi / ci) if gi and ci else "n/a"}']


def limits_text(meta):
    hard = ', '.join(meta.get('hard_puzzles', ()))
    text = f'limit {meta["limit"]:g} s per tool and puzzle'
    if meta.get('hard_limit') is not None and hard:
        text += f', {meta["hard_limit"]:g} s for {hard}'
    return text


def puzzle_problems(pz, rows, tools, names):
    """Disagreements of verdicts, errors and wrong pictures on one puzzle."""
    problems = []
    given = {t: v for t in tools if (v := verdict(rows.get((pz, t)))) is not None}
    if len(set(given.values())) > 1:
        problems.append(f'DISAGREEMENT on {pz}: ' + ', '.join(f'{names[t]} says {v}' for t, v in given.items()))
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
    return problems


def totals(puzzles, rows, tools, names):
    finished_all = [pz['puzzle'] for pz in puzzles
                    if all(time_of(rows.get((pz['puzzle'], t))) is not None for t in tools)]
    out = md_header(['totals'] + [names[t] for t in tools], 'l' + 'r' * len(tools))
    tot_fin, tot_lim, timeouts, errors = [], [], [], []
    for t in tools:
        trs = [rows.get((pz['puzzle'], t)) for pz in puzzles]
        tot_fin.append(sum(time_of(rows[(pz, t)]) for pz in finished_all))
        tot_lim.append(sum(time_of(r) if r['status'] != 'timeout' else r['limit']
                           for r in trs if r and r['status'] != 'error'))
        timeouts.append(sum(1 for r in trs if r and r['status'] == 'timeout'))
        errors.append(sum(1 for r in trs if r and r['status'] == 'error'))
    out.append(md_row([f'total over the {len(finished_all)} of {len(puzzles)} puzzles every tool finished',
                       *map(fmt_s, tot_fin)]))
    out.append(md_row(['total, timeouts counted at their limit (errors left out)', *map(fmt_s, tot_lim)]))
    out.append(md_row(['timeouts', *timeouts]))
    out.append(md_row(['errors', *errors]))
    return out


def report(args):
    meta = load_json(os.path.join(args.results, 'meta.json'))
    raw = parse_jsonl(read_text(os.path.join(args.results, 'raw.jsonl')))
    rows = {(r['puzzle'], r['tool']): r for r in raw}
    tools = meta['tools']
    names = {**TOOL_NAMES, **meta.get('names', {})}
    variants = list(meta.get('variants', {}).items())
    own = 'gridsat-own' in tools
    peer = 'peer' in tools
    nonosolve = meta.get('nonosolve')  # None: left out (--no-peers); its 'problem': not run, and why
    m = meta['machine']

    out = [f'## Hanjie benchmark ({meta["run"]} run, {limits_text(meta)})', '']
    load_end = f', at end {m["load_at_end"]}' if 'load_at_end' in m else ''
    arch = f' ({m["arch"]})' if 'arch' in m else ''
    out.append(machine_text(m, 'at start', 'load_at_start').replace('; ', f'{arch}; ', 1) + load_end + '. '
               f'Run started {meta["started"]}, finished {meta.get("finished", "(unfinished)")}.')
    out.append('')
    out.append('Versions: ' + '; '.join(f'{names[t]}: {meta["versions"].get(t, "?")}' for t in tools) + '.')
    out.append('')
    variant_cols = [c for _, label in variants
                    for c in (f'gridsat {label}',
                              f'--engine sat ÷ {label} (whole process; in-process; > 1: {label} faster)')]
    out += md_header(['puzzle', 'size', 'gridsat (auto)', 'engine (auto)', 'unique?', 'gridsat --engine sat',
                      *(['gridsat --engine own'] if own else []), *variant_cols, 'nonogrid `-m 2`',
                      *(['nonosolve `-n 2` (CPU s)'] if nonosolve else []),
                      *(['multi-puzzle-solver (in-process)'] if peer else []),
                      'published (FastNonogramSolver, self-reported median, Xeon Gold 5416S)',
                      'auto ÷ sat (> 1: auto slower)', 'auto ÷ nonogrid (> 1: gridsat slower)',
                      *(['auto ÷ nonosolve (CPU s; > 1: gridsat slower)'] if nonosolve else []),
                      'auto ÷ published (> 1: gridsat slower)', 'CNF vars / clauses'],
                     'llrlrr' + 'r' * own + 'rr' * len(variants) + 'r' + 'r' * bool(nonosolve) + 'r' * peer
                     + 'rrr' + 'r' * bool(nonosolve) + 'rr')
    problems = []
    for entry in meta['puzzles']:
        pz = entry['puzzle']
        g, s, o = (rows.get((pz, t)) for t in ('gridsat', 'gridsat-sat', 'gridsat-own'))
        n, pe, ns = rows.get((pz, 'nonogrid')), rows.get((pz, 'peer')), rows.get((pz, 'nonosolve'))
        any_row = next((r for r in (g, s, o, n, pe) if r and 'width' in r), {})
        size = f'{any_row["width"]}×{any_row["height"]}' if any_row else '?'
        pub = entry.get('published')
        out.append(md_row([
            pz, size, cell(g), engine_cell(g), unique_cell(g), cell(s), *([cell(o)] if own else []),
            *(c for k, _ in variants for c in variant_cells(s, rows.get((pz, k)))),
            cell(n) if 'nonogrid' in tools else 'not run', *([nonosolve_cell(ns, nonosolve)] if nonosolve else []),
            *([cell(pe)] if peer else []),
            f'{pub["seconds"]:g} s ({pub["name"]})' if pub else '—',
            ratio_cell(g, s), ratio_cell(g, n) if 'nonogrid' in tools else 'n/a',
            *([cpu_ratio_cell(g, ns)] if nonosolve else []),
            published_ratio_cell(g, pub) if pub else '—', cnf_cell(s)]))
        problems += puzzle_problems(pz, rows, tools, names)
    out.append('')
    out += totals(meta['puzzles'], rows, tools, names)
    out.append('')

    puzzles = [e['puzzle'] for e in meta['puzzles']]
    answered = sum(1 for pz in puzzles if sum(verdict(rows.get((pz, t))) is not None for t in tools) >= 2)
    disagreements, others = split_problems(problems + meta.get('published_problems', []))
    if disagreements:
        out += bullets('UNIQUENESS DISAGREEMENT(S)', disagreements)
    else:
        out.append(f'Verdicts (unique / several / no solution) agree on every puzzle that two or more tools '
                   f'answered ({answered} of {len(puzzles)}).')
    checked = sum(1 for r in rows.values() if r.get('picture_ok'))
    goal_ok = sum(1 for r in rows.values() if r.get('matches_goal'))
    out.append(f'Pictures checked against the clues: {checked} ok; equal to the file\'s goal: {goal_ok}.')
    if others:
        out.append('')
        out += bullets('other problem(s)', others)
    out.append('')
    out.append(' '.join(notes(meta, peer, variants, nonosolve)))
    write_report(args.results, out)


def nonosolve_cell(row, nonosolve):
    """nonosolve's cell: its time (CPU s) and verdict, or "not built" when it could not run."""
    if nonosolve.get('problem'):
        return 'no kit' if nonosolve.get('missing') == 'kit' else 'not built'
    return cell(row)


def notes(meta, peer, variants, nonosolve):
    """The sentences under the table: how each column is measured."""
    yield ('Ratios: auto ÷ X is the time of gridsat\'s default engine (auto) divided by X\'s on the same puzzle, so '
           '> 1 means gridsat (auto) is slower than X, < 1 that it is faster; with a timeout on one side it is a '
           'bound.')
    yield (f'Published: {PUBLISHED_WHO}, from the "Published figures to beat" paragraph of '
           f'{meta.get("published_source") or "(not given)"}: another machine and CPU time, against whole-process '
           'wall clock here, so auto ÷ published is only a rough comparison.')
    yield ('gridsat: wall clock of the whole `gridsat solve --format json [--engine sat|own] FILE` process (parse, '
           'search, uniqueness check); `stats.seconds` (in-process) is in raw.jsonl. engine (auto): what answered '
           'in the default run (`stats.engine`): the own search (own, with the conflicts it learned from) or the '
           'CNF on varisat (sat, after the line engine gave up within its budget); none (logic): line logic '
           'decided the puzzle with no search.')
    yield ('nonogrid: wall clock of the whole `nonogrid --max-solutions 2 FILE` process on a copy stripped to '
           'width/height/rows/columns (it panics on metadata lines such as `goal`); "(logic)" = solved by its line '
           'solver + probing alone, which proves the picture is the only one; otherwise its varisat SAT search '
           'looked for a second solution (`-m 2` decides uniqueness like gridsat).')
    if nonosolve and nonosolve.get('problem'):
        yield f'nonosolve was not measured: {nonosolve["problem"]}.'
    elif nonosolve:
        yield ('nonosolve: hyouv/FastNonogramSolver (the record holder), `nonosolve -q -n 2` (up to two solutions, '
               f'deciding uniqueness), run by the nonogram peers kit ({nonosolve["kit"]}/bench.py --mode two, after '
               'the gridsat tools, its output in nonosolve-kit.log): CPU seconds (user + system) of the whole process '
               'under a CPU-time limit, its grids checked against the clues by the kit; auto ÷ nonosolve divides '
               'gridsat (auto)\'s CPU seconds of the whole process (cpu_seconds in raw.jsonl) by them.')
    else:
        yield 'nonosolve was not measured (--no-peers).'
    if peer:
        yield ('multi-puzzle-solver: in-process seconds of scripts/peer_nonograms.py (CP-SAT model build + search '
               'for up to 2 solutions; Python start-up and imports excluded, process wall time in raw.jsonl).')
    grace = meta.get('peer_startup_grace', PEER_STARTUP_GRACE)
    yield (f'Every tool ran alone (sequentially), {limits_text(meta)}'
           f'{f" (the peer process {grace:g} s more for start-up)" if peer else ""}.')
    yield '"(multiple)": the tool found two solutions. CNF size: `stats` of gridsat --engine sat.'
    if not peer:
        yield 'multi-puzzle-solver (CP-SAT) was not measured (no --cp-sat).'
    if variants:
        yield variant_note(variants, 'the same `gridsat solve --format json --solver cadical-embedded FILE` process '
                                     'per puzzle (the CNF, as --engine sat); "(no search)": line logic decided the '
                                     'puzzle without a CNF, so no SAT solver ran',
                           'the two times of each puzzle (whole process; in-process `stats.seconds`) of '
                           '`--engine sat` (varisat) by its')
    else:
        yield 'gridsat with the embedded CaDiCaL was not measured (no --cadical).'


def add_measure_arguments(m):
    m.add_argument('--results', required=True)
    m.add_argument('--gridsat', required=True)
    m.add_argument('--no-own', action='store_true', help='leave out gridsat --engine own')
    m.add_argument('--nonogrid')
    m.add_argument('--peer-python')
    m.add_argument('--peer-script', default=os.path.join(SCRIPT_DIR, 'peer_nonograms.py'))
    m.add_argument('--nonosolve', action='store_true',
                   help='add nonosolve through the nonogram peers kit (left out, saying why, when it is not built)')
    m.add_argument('--nonogram-kit', metavar='DIR',
                   help='the nonogram peers kit (default $NONOGRAM_KIT, else ../shared/peers/nonograms beside the '
                        'project root)')
    m.add_argument('--timeout', type=float, default=60.0)
    m.add_argument('--hard-timeout', type=float, default=300.0,
                   help=f'the limit on {", ".join(HARD_PUZZLES)} (bench_hanjie_tools.HARD_PUZZLES)')
    m.add_argument('--published', metavar='README', help='the README with the published figures')
    m.add_argument('--corpus')
    m.add_argument('--bench-corpus')
    m.add_argument('--run', default='custom')
    m.add_argument('--version')
    add_variant_arguments(m)
    m.add_argument('files', nargs='+')


def main():
    cli(__doc__, {'measure': (measure, add_measure_arguments),
                  'report': (report, lambda r: r.add_argument('--results', required=True))})


if __name__ == '__main__':
    main()
