#!/usr/bin/env python3
"""The colour section of scripts/bench-hanjie (`bench-hanjie --colour`; standard library only).

    bench_hanjie_colour.py measure --results DIR --gridsat BIN [--nonogrid BIN]
                                   [--peer-python PY [--peer-script S]]
                                   [--timeout SECONDS] [--version TEXT]
    bench_hanjie_colour.py report --results DIR

`measure` generates the colour puzzles of COLOUR_PUZZLES (fixed sizes, numbers of inks and
seeds) with `gridsat generate hanjie --size WxH --colours K --seed S --out DIR/puzzles`, and
those of SEVERAL_PUZZLES with `--allow-multiple` too (most with several solutions: search), and
adds webpbn's colour puzzles that nonogrid's crate ships (nonogrid_samples: read in place)
(webpbn XML and the planted picture as .answer beside it), then runs each tool on each
puzzle, one process at a time, and writes under --results:
    meta.json                 limit, versions, machine, date, the puzzles
    raw.jsonl                 one JSON object per (tool, puzzle), as bench_hanjie_report.py's
    nonogrid-output/*.out     nonogrid's stdout per puzzle (its pictures)
`report` prints the Markdown table and writes it to results.md.

The tools, both asked for up to two solutions (the solution and whether it is unique):
  gridsat   `gridsat solve --format json FILE`, its default engine; time: wall clock of the
            whole process.
  nonogrid  `nonogrid --max-solutions 2 FILE` (0.7.3 built with its `xml` feature, which reads
            webpbn XML with colours); time: wall clock of the whole process.  It prints the
            cells in the palette's characters (those of the XML's <color char=...>), as
            gridsat's answers do, so its picture is compared with the .answer directly.
  peer      (with --peer-python, the venv of scripts/setup-peer.sh) scripts/peer_nonograms_colour.py
            FILE: multi-puzzle-solver's coloured nonograms (OR-Tools CP-SAT, at most 2
            solutions), one process per puzzle; time: its in-process seconds (model build +
            search), as in the black-and-white section.
The verdicts (unique / several / none) of all tools must agree, and a tool that says unique must have
found the planted picture (the generator makes the puzzles unique, but for the several-* ones).  A tool whose first run on a
puzzle takes under a second is run REPEATS (5) times and its median wall time reported.
"""
import glob
import os
import re
import statistics
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPT_DIR)
from bench_common import (  # noqa: E402  (standard library only, beside this script)
    append_jsonl, cli, load_json, log, parse_jsonl, read_text, save_json)
from bench_format import machine_info, machine_text, md_header, md_row, write_report  # noqa: E402
from bench_hanjie_report import peer_version, tool_version  # noqa: E402
from bench_hanjie_tools import (  # noqa: E402
    PEER_STARTUP_GRACE, TOOL_NAMES, cell, engine_cell, fmt_s, nonogrid_grids, nonogrid_process, nonogrid_solved,
    ratio_cell, run_gridsat, run_peer, time_of, verdict)

# (size, inks, seed): every size with 2, 3 and 5 inks, and the largest size once more.
COLOUR_PUZZLES = [(size, inks, 1) for size in ('15x15', '25x25', '40x40') for inks in (2, 3, 5)] + \
    [('40x40', inks, 2) for inks in (2, 3, 5)]
# Generated with --allow-multiple (no uniqueness repair): most have several solutions, which
# line logic cannot decide, so the tools search.
SEVERAL_PUZZLES = [('20x20', 3, 1), ('30x30', 5, 3), ('40x40', 3, 5), ('40x40', 5, 6)]
TOOLS = ('gridsat', 'nonogrid', 'peer')


def generate(gridsat, size, inks, seed, out_dir, flags=()):
    """Generates one colour puzzle into out_dir; returns the path of its XML file."""
    proc = subprocess.run([gridsat, 'generate', 'hanjie', '--size', size, '--colours', str(inks),
                           '--seed', str(seed), '--out', out_dir, *flags],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False)
    written = proc.stdout.split()
    if proc.returncode != 0 or len(written) != 1:
        sys.exit(f'bench_hanjie_colour: gridsat generate hanjie --size {size} --colours {inks} --seed {seed} '
                 f'failed (exit {proc.returncode}): {proc.stderr.strip()}')
    return written[0]


def nonogrid_samples():
    """webpbn's colour puzzles that nonogrid's crate ships (sample-olsak-g/webpbn-color-*.g, each
    with its title and copyright line), read in place from cargo's registry, where
    setup-nonogrid.sh's `cargo install` unpacks the crate: never copied into this repository."""
    home = os.environ.get('CARGO_HOME', os.path.expanduser('~/.cargo'))
    return sorted(glob.glob(os.path.join(home, 'registry', 'src', '*', 'nonogrid-0.7.3', 'sample-olsak-g',
                                         'webpbn-color-*.g')))


def olsak_shape(path):
    """(width, height, colours besides the background, cell characters) of an Olšák .g file: the
    lines of its `: rows` and `: columns` sections, and its `#d` palette (`g:X  #000000  black`:
    cells print as X; the background `0:` as '.')."""
    section, counts, chars = None, {'rows': 0, 'columns': 0}, {'.'}
    for line in read_text(path).splitlines():
        stripped = line.strip()
        if stripped.startswith('#d'):
            section = 'palette'
        elif stripped.startswith(':'):
            section = stripped[1:].strip().split()[0]
        elif section == 'palette':
            m = re.match(r'\s*\S:(\S)?\s+#', line)
            if m and m.group(1):
                chars.add(m.group(1))
        elif section in counts and stripped:
            counts[section] += 1
    return counts['columns'], counts['rows'], len(chars) - 1, chars


def read_answer(xml_path):
    """The planted picture: the rows of the .answer beside the XML (comment lines left out)."""
    text = read_text(os.path.splitext(xml_path)[0] + '.answer')
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith('#')]


def answer_check(row, picture, answer):
    """Whether a tool's picture is the planted one (when it and the puzzle have one)."""
    if picture is not None and answer is not None:
        row['matches_answer'] = picture == answer
    return row


REPEATS = 5
"""Runs of each tool on each puzzle when its first run takes under a second (the figures are
milliseconds, where one run is at the mercy of the machine): the median wall time is
reported."""


def repeated(run, repeats):
    """run()'s row from its first run, with wall_seconds the median of `repeats` runs when the
    first one finished under a second (wall_runs: every run's time)."""
    row = run()
    if row.get('wall_seconds') is None or row['wall_seconds'] >= 1.0 or row.get('status') in ('timeout', 'error'):
        return row
    times = [row['wall_seconds']] + [run().get('wall_seconds') for _ in range(repeats - 1)]
    row['wall_runs'] = times
    row['wall_seconds'] = statistics.median(times)
    return row


def measure_once(tool, pz, answer, args, ng_out):
    """One run of `tool` on puzzle `pz`, its row with the verdict checked against the answer."""
    if tool == 'gridsat':
        row = run_gridsat(args.gridsat, pz['file'], None, args.timeout)
        return answer_check(row, (row.pop('gridsat_json', None) or {}).get('solution'), answer)
    if tool == 'peer':
        row = run_peer(args.peer_python, args.peer_script, pz['file'], args.timeout)
        return answer_check(row, row.get('picture'), answer)
    row, out = nonogrid_process(args.nonogrid, pz['file'], args.timeout,
                                os.path.join(ng_out, pz['puzzle'] + '.out'))
    if out is not None:
        cells = set(pz['cells']) if 'cells' in pz else set(''.join(answer))
        pics, method = nonogrid_grids(out, pz['width'], pz['height'], cells)
        row = answer_check(nonogrid_solved(row, pics, method), pics[0] if pics else None, answer)
    return row


def measure(args):
    os.makedirs(args.results, exist_ok=True)
    raw = os.path.join(args.results, 'raw.jsonl')
    ng_out = os.path.join(args.results, 'nonogrid-output')
    puzzle_dir = os.path.join(args.results, 'puzzles')
    tools = ['gridsat'] + (['nonogrid'] if args.nonogrid else []) + (['peer'] if args.peer_python else [])
    versions = {'gridsat': args.version or tool_version([args.gridsat, '--version'])}
    if args.nonogrid:
        versions['nonogrid'] = tool_version([args.nonogrid, '--version']) + ' (features sat, xml)'
        os.makedirs(ng_out, exist_ok=True)
    if args.peer_python:
        versions['peer'] = peer_version(args.peer_python)
    puzzles = []
    drawn = [(spec, '', ()) for spec in COLOUR_PUZZLES] + \
        [(spec, 'several-', ('--allow-multiple',)) for spec in SEVERAL_PUZZLES]
    for (size, inks, seed), prefix, flags in drawn:
        # One folder per number of inks: the file names say size and seed only.
        folder = os.path.join(puzzle_dir, f'{prefix}k{inks}')
        path = generate(args.gridsat, size, inks, seed, folder, flags)
        width, height = map(int, size.split('x'))
        puzzles.append({'puzzle': prefix + os.path.splitext(os.path.basename(path))[0] + f'-k{inks}',
                        'file': path, 'width': width, 'height': height, 'colours': inks, 'seed': seed})
    for path in nonogrid_samples():
        width, height, inks, cells = olsak_shape(path)
        puzzles.append({'puzzle': os.path.splitext(os.path.basename(path))[0], 'file': path, 'width': width,
                        'height': height, 'colours': inks, 'cells': ''.join(sorted(cells)), 'webpbn': True})
    meta = {'limit': args.timeout, 'peer_startup_grace': PEER_STARTUP_GRACE, 'tools': tools, 'versions': versions,
            'machine': machine_info('load_at_start'), 'started': time.strftime('%Y-%m-%d %H:%M:%S %Z'),
            'puzzles': puzzles}
    save_json(os.path.join(args.results, 'meta.json'), meta)
    for binary in [args.gridsat, *([args.nonogrid] if args.nonogrid else [])]:
        subprocess.run([binary, '--version'], stdout=subprocess.DEVNULL)  # page it in

    for i, pz in enumerate(puzzles, 1):
        answer = None if pz.get('webpbn') else read_answer(pz['file'])
        for tool in tools:
            if tool == 'peer' and pz.get('webpbn'):
                continue  # the peer script reads webpbn XML only
            row = repeated(lambda: measure_once(tool, pz, answer, args, ng_out), REPEATS)
            row = {'tool': tool, 'puzzle': pz['puzzle'], 'file': pz['file'], **row}
            append_jsonl(raw, row)
            log(f'[{i}/{len(puzzles)}] {pz["puzzle"]}: {TOOL_NAMES[tool]} {row["status"]}'
                f'{", " + verdict(row) if verdict(row) else ""}, {cell(row)}')
    meta['finished'] = time.strftime('%Y-%m-%d %H:%M:%S %Z')
    meta['machine']['load_at_end'] = machine_info()['load']
    save_json(os.path.join(args.results, 'meta.json'), meta)


def agreement_cell(rows):
    """Whether the tools' verdicts agree and a unique picture is the planted one; rows: the
    tools' rows on one puzzle (None: not run)."""
    given = {r['tool']: verdict(r) for r in rows if r is not None}
    if len(given) < 2:
        return 'n/a (one tool run)'
    if None in given.values():
        return '? (a verdict is missing)'
    if len(set(given.values())) > 1:
        return 'NO: ' + ', '.join(f'{TOOL_NAMES[t]} {v}' for t, v in given.items())
    wrong = [TOOL_NAMES[r['tool']] for r in rows
             if r is not None and verdict(r) == 'unique' and r.get('matches_answer') is False]
    return f'NO: {" and ".join(wrong)}: picture differs from the answer' if wrong else f'yes ({verdict(rows[0])})'


def report(args):
    meta = load_json(os.path.join(args.results, 'meta.json'))
    rows = {(r['puzzle'], r['tool']): r for r in parse_jsonl(read_text(os.path.join(args.results, 'raw.jsonl')))}
    peer = 'peer' in meta['tools']
    m = meta['machine']
    out = [f'## Hanjie benchmark, colour section (limit {meta["limit"]:g} s per tool and puzzle)', '',
           machine_text(m, 'at start', 'load_at_start') + (f', at end {m["load_at_end"]}' if 'load_at_end' in m
                                                             else '') +
           f'. Run started {meta["started"]}, finished {meta.get("finished", "(unfinished)")}.', '',
           'Versions: ' + '; '.join(f'{TOOL_NAMES[t]}: {v}' for t, v in meta['versions'].items()) + '.', '']
    peer_cols = ['multi-puzzle-solver (in-process)', 'gridsat ÷ multi-puzzle-solver'] if peer else []
    out += md_header(['puzzle', 'size', 'colours', 'gridsat', 'engine (gridsat)', 'nonogrid `-m 2`',
                      'gridsat ÷ nonogrid (> 1: gridsat slower)', *peer_cols, 'verdicts agree'],
                     'llrrlrr' + 'rr' * peer + 'l')
    totals = {t: 0.0 for t in TOOLS}
    for pz in meta['puzzles']:
        g, n, pe = (rows.get((pz['puzzle'], t)) for t in TOOLS)
        for t, r in zip(TOOLS, (g, n, pe)):
            totals[t] += time_of(r) or 0.0
        out.append(md_row([pz['puzzle'], f'{pz["width"]}×{pz["height"]}', pz['colours'], cell(g), engine_cell(g),
                           cell(n), ratio_cell(g, n), *([cell(pe), ratio_cell(g, pe)] if peer else []),
                           agreement_cell([g, n, pe])]))
    out.append(md_row(['total (finished runs)', '', '', fmt_s(totals['gridsat']), '', fmt_s(totals['nonogrid']),
                       '', *([fmt_s(totals['peer']), ''] if peer else []), '']))
    out += ['', 'Puzzles: `gridsat generate hanjie --size WxH --colours K --seed S` (K inks besides the '
            'background, the seed in the name), unique by construction; several-*: the same with --allow-multiple '
            '(no uniqueness repair: most have several solutions, which line logic cannot decide, so the tools '
            'search). gridsat and nonogrid: median of 5 runs (one when the first takes a second or more) of the '
            'wall clock of the '
            'whole process: `gridsat solve --format json FILE` (default engine; engine: what answered, '
            '`stats.engine`, or none when line logic and probing decided the puzzle without search) and '
            '`nonogrid --max-solutions 2 FILE` (0.7.3, features sat and xml); "(logic)": nonogrid\'s line solver and '
            'probing alone finished the picture. ' +
            ('multi-puzzle-solver: in-process seconds of scripts/peer_nonograms_colour.py (CP-SAT model build + '
             'search for up to 2 solutions; Python start-up and imports excluded, process wall time in raw.jsonl). '
             if peer else 'multi-puzzle-solver (CP-SAT) was not measured (no --cp-sat). ') +
            'webpbn-color-*: the webpbn colour puzzles (© their authors, named in each file) that nonogrid 0.7.3 '
            'ships in sample-olsak-g/, read in place from cargo\'s registry (Olšák .g; not given to '
            'multi-puzzle-solver, whose script reads XML only). '
            'Verdicts agree: every tool says unique (or every one several), and every picture said to be unique is '
            'the planted answer (generated puzzles).']
    write_report(args.results, out)


def add_measure_arguments(m):
    m.add_argument('--results', required=True)
    m.add_argument('--gridsat', required=True)
    m.add_argument('--nonogrid')
    m.add_argument('--peer-python')
    m.add_argument('--peer-script', default=os.path.join(SCRIPT_DIR, 'peer_nonograms_colour.py'))
    m.add_argument('--timeout', type=float, default=60.0)
    m.add_argument('--version')


def main():
    cli(__doc__, {'measure': (measure, add_measure_arguments),
                  'report': (report, lambda r: r.add_argument('--results', required=True))})


if __name__ == '__main__':
    main()
