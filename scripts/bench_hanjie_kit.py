"""The nonogram peers' kit of scripts/bench-hanjie (standard library only): nonosolve
(hyouv/FastNonogramSolver, the record holder) and LalaFrogKK (the tournament champion), run
through the kit's own runner, bench.py, in ../shared/peers/nonograms/ beside the project root
(--nonogram-kit DIR or $NONOGRAM_KIT elsewhere).  The kit is shared, not part of gridsat: it is
called, never copied or changed, and how it runs and reads each peer is its business; its
README.md says how the peers are built (under ~/.cache/gridsat-peers/).

What is here:
  * where the kit and the nonosolve binary are, and why a peer cannot run (kit_problem,
    nonosolve_problem: the column says so instead of failing);
  * run_kit: `python3 bench.py ...` with its scratch directory inside the results directory
    (BENCH_SCRATCH: never the kit's default /tmp/peers/bench, which another run may be using)
    and GRIDSAT set to the binary being timed; its output goes to a log file;
  * nonosolve_rows: the kit's CSV of a `--mode two --solvers nonosolve` run read back into
    rows for bench-hanjie's raw.jsonl (tool "nonosolve"), matched to the files by order and
    checked by name.

The kit times each solver as a whole process in CPU seconds (user + system of the process and
its descendants), with a CPU-time limit (RLIMIT_CPU) and a wall backstop, and checks every grid
a solver reports against the clues with its own checker (nonocheck.py).

The tournament mode of scripts/bench-hanjie (--taai) is this file's command line:

    bench_hanjie_kit.py taai --results DIR --gridsat BIN [--version TEXT] [--nonogram-kit DIR]
                             [--limit SECONDS] [--set-cap SECONDS] [--first-n K] [--no-peers] SET.txt
    bench_hanjie_kit.py taai-report --results DIR

`taai` runs `bench.py --mode first --taai SET.txt` (the first solution of each puzzle, the
tournament rule) with the solvers gridsat, nonosolve, lalafrog, nonosolve-set and gridsat-set
(only gridsat and gridsat-set with --no-peers; a peer that is not built is left out, and
lalafrog, which reads exactly 1000 puzzles of 25x25, is left out of other sets, saying so),
and writes under --results: meta.json (the set, the solvers and those left out with the
reason, the limits, versions, machine and load at start and end), taai.csv and taai.md (the
kit's per-puzzle rows and table), kit.log (its output) and kit-scratch/ (the split .non files
and the whole-set runs' files).  `taai-report` writes results.md (the kit's table under a
heading saying what was run, then its problems: disagreements and invalid grids, and the
notes) and prints it.
"""
import csv
import os
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPT_DIR)
from bench_common import cli, load_json, log, read_text, save_json  # noqa: E402  (beside this script)
from bench_format import bullets, machine_info, machine_text, write_report  # noqa: E402  (beside this script)

PROJECT_ROOT = os.path.dirname(SCRIPT_DIR)
KIT_ENV = 'NONOGRAM_KIT'
DEFAULT_KIT = os.path.join(os.path.dirname(PROJECT_ROOT), 'shared', 'peers', 'nonograms')
HOME = os.path.expanduser('~')
# The same rule as the kit's bench.py: $NONOSOLVE, else its build directory.
NONOSOLVE = os.environ.get('NONOSOLVE', os.path.join(HOME, '.cache', 'gridsat-peers', 'nonosolve', 'nonosolve'))
NONOSOLVE_WHO = 'nonosolve (hyouv/FastNonogramSolver, the record holder; built by the kit)'
LALAFROG = os.environ.get('LALAFROG', os.path.join(HOME, '.cache', 'gridsat-peers', 'lalafrog', 'lalafrog'))
# LalaFrogKK's config.h as the kit builds it: P_SIZE 25, NUM_OF_QUESTIONS 1000.
LALAFROG_SET = (1000, 25)
# The tournament mode's solvers, in the kit's names, and what each one is.
TAAI_SOLVERS = {
    'gridsat': 'gridsat solve --first, one process per puzzle (the kit\'s split .non files)',
    'nonosolve': 'nonosolve -n 1, one process per puzzle (the same files)',
    'lalafrog': 'LalaFrogKK (CGI-LAB/Nonogram, the TAAI/TCGA/Computer Olympiad champion 2011-2015), '
                'the whole set in one process',
    'nonosolve-set': 'nonosolve --taai, the whole set in one process',
    'gridsat-set': 'gridsat solve --first -j 1 on all the split files, one process',
}


def kit_dir(given=None):
    """The kit's directory: given (an option), else $NONOGRAM_KIT, else ../shared/peers/nonograms
    beside the project root."""
    return os.path.abspath(given or os.environ.get(KIT_ENV) or DEFAULT_KIT)


def kit_problem(kit):
    """Why the kit cannot be used (its runner is missing), or None."""
    if not os.path.isfile(os.path.join(kit, 'bench.py')):
        return f'no nonogram peers kit at {kit} (no bench.py there; --nonogram-kit DIR or ${KIT_ENV} names it)'
    return None


def nonosolve_problem(kit):
    """Why nonosolve cannot run (the kit or the binary is missing), or None."""
    problem = kit_problem(kit)
    if problem:
        return problem
    if not (os.path.isfile(NONOSOLVE) and os.access(NONOSOLVE, os.X_OK)):
        return (f'nonosolve is not built ({NONOSOLVE} is missing; {os.path.join(kit, "README.md")} says how: '
                f'{os.path.join(kit, "build-nonosolve.sh")}, a few minutes)')
    return None


def run_kit(kit, args, scratch, gridsat, log_path, python=None):
    """`python3 KIT/bench.py ARGS` with BENCH_SCRATCH=scratch and GRIDSAT=gridsat; its stdout and
    stderr go to log_path, and its progress lines (not its Markdown table) to the log on stderr.
    Returns its exit status."""
    os.makedirs(scratch, exist_ok=True)
    env = {**os.environ, 'BENCH_SCRATCH': scratch, 'GRIDSAT': gridsat}
    cmd = [python or sys.executable, os.path.join(kit, 'bench.py'), *args]
    with open(log_path, 'w', encoding='utf-8') as out:
        out.write('$ ' + ' '.join(cmd) + '\n')
        out.flush()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        for line in proc.stdout:
            out.write(line)
            out.flush()
            if line.strip() and not line.startswith('|'):
                log(f'kit: {line.rstrip()}')
        return proc.wait()


def read_kit_csv(path):
    """The rows of the kit's --csv file (dicts: solver, puzzle, mode, limit, cpu, wall, verdict,
    check, disagree, note)."""
    with open(path, newline='', encoding='utf-8') as f:
        return list(csv.DictReader(f))


def kit_stem(path):
    """How the kit names a puzzle file: its name without directory and extension."""
    return os.path.splitext(os.path.basename(path))[0]


def as_float(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def nonosolve_row(r):
    """One kit CSV row of nonosolve (--mode two) as a bench-hanjie row: status solved |
    unsatisfiable | timeout | error, unique, cpu_seconds, wall_seconds, limit, picture_ok (the
    kit's clue check), note."""
    cpu, wall, limit = as_float(r.get('cpu')), as_float(r.get('wall')), as_float(r.get('limit'))
    row = {'cpu_seconds': cpu, 'wall_seconds': wall, 'kit_verdict': r.get('verdict'), 'kit_check': r.get('check')}
    v = r.get('verdict')
    if v in ('unique', 'several'):
        row.update(status='solved', unique=v == 'unique')
    elif v == 'none':
        row.update(status='unsatisfiable')
    elif v == 'timeout':
        row.update(status='timeout', limit=limit)
    else:
        row.update(status='error', error=r.get('note') or f'verdict {v!r} from the kit')
    if r.get('check') == 'ok':
        row['picture_ok'] = True
    elif r.get('check') == 'INVALID':
        row['picture_ok'] = False
    if r.get('note'):
        row['note'] = r['note']
    return row


def nonosolve_rows(csv_path, files):
    """nonosolve's rows for files (in order) from the kit's CSV of a one-solver run (one row per
    file, in the order given): a list parallel to files, None where the kit wrote no row (it
    stopped early).  A row whose puzzle is not the file's name is an error row (the CSV does not
    belong to this run)."""
    rows = [r for r in read_kit_csv(csv_path) if r.get('solver') == 'nonosolve']
    out = []
    for i, path in enumerate(files):
        if i >= len(rows):
            out.append(None)
        elif rows[i].get('puzzle') != kit_stem(path):
            out.append({'status': 'error', 'error': f'the kit\'s row {i + 1} is {rows[i].get("puzzle")!r}, '
                                                    f'not {kit_stem(path)!r}'})
        else:
            out.append(nonosolve_row(rows[i]))
    return out


# ---------------------------------------------------------------- tournament sets

def executable(path):
    return os.path.isfile(path) and os.access(path, os.X_OK)


def set_shape(path):
    """(number of puzzles, their sizes) of a tournament set: each puzzle a `$N` line and then 2N
    clue lines (N columns, N rows; blank lines after them do not count)."""
    sizes, lines = [], None
    for raw in read_text(path).replace('\r', '').split('\n'):
        if raw.startswith('$'):
            if lines is not None:
                sizes.append(lines)
            lines = []
        elif lines is not None:
            lines.append(raw)
    if lines is not None:
        sizes.append(lines)
    out = []
    for block in sizes:
        while block and not block[-1].strip():
            block.pop()
        out.append(len(block) // 2)
    return len(out), sorted(set(out))


def taai_solvers(kit, set_path, peers):
    """The solvers to run on the set, and {solver: why it is left out}."""
    wanted = list(TAAI_SOLVERS) if peers else ['gridsat', 'gridsat-set']
    left_out = {} if peers else {s: '--no-peers' for s in TAAI_SOLVERS if s not in wanted}
    count, sizes = set_shape(set_path)
    for s in list(wanted):
        why = None
        if s.startswith('nonosolve') and not executable(NONOSOLVE):
            why = (f'not built ({NONOSOLVE} is missing; {os.path.join(kit, "README.md")} says how: '
                   f'{os.path.join(kit, "build-nonosolve.sh")})')
        elif s == 'lalafrog' and not executable(LALAFROG):
            why = (f'not built ({LALAFROG} is missing; {os.path.join(kit, "README.md")} says how: '
                   f'{os.path.join(kit, "build-lalafrog.sh")})')
        elif s == 'lalafrog' and (count, sizes) != (LALAFROG_SET[0], [LALAFROG_SET[1]]):
            why = (f'it only reads sets of {LALAFROG_SET[0]} puzzles of {LALAFROG_SET[1]}x{LALAFROG_SET[1]}; this '
                   f'one has {count} of size(s) {", ".join(map(str, sizes)) or "none"}')
        if why:
            wanted.remove(s)
            left_out[s] = why
    return wanted, left_out, count


def taai(args):
    kit = kit_dir(args.nonogram_kit)
    problem = kit_problem(kit)
    if problem:
        raise SystemExit(f'bench_hanjie_kit.py: {problem}')
    os.makedirs(args.results, exist_ok=True)
    solvers, left_out, count = taai_solvers(kit, args.set, not args.no_peers)
    for s, why in left_out.items():
        log(f'{s} left out: {why}')
    meta = {'set': os.path.abspath(args.set), 'puzzles_in_set': count, 'first_n': args.first_n,
            'limit': args.limit, 'set_cap': args.set_cap, 'solvers': solvers, 'left_out': left_out,
            'kit': kit, 'gridsat_version': args.version,
            'binaries': {'nonosolve': NONOSOLVE, 'lalafrog': LALAFROG},
            'machine': machine_info('load_at_start'), 'started': time.strftime('%Y-%m-%d %H:%M:%S %Z')}
    save_json(os.path.join(args.results, 'meta.json'), meta)
    kit_args = ['--mode', 'first', '--taai', os.path.abspath(args.set), '--solvers', ','.join(solvers),
                '--limit', f'{args.limit:g}', '--set-cap', f'{args.set_cap:g}',
                *(['--first-n', str(args.first_n)] if args.first_n else []),
                '--csv', os.path.join(args.results, 'taai.csv'), '--md', os.path.join(args.results, 'taai.md')]
    code = run_kit(kit, kit_args, os.path.join(args.results, 'kit-scratch'), args.gridsat,
                   os.path.join(args.results, 'kit.log'))
    meta.update(kit_exit=code, finished=time.strftime('%Y-%m-%d %H:%M:%S %Z'))
    meta['machine']['load_at_end'] = machine_info()['load']
    save_json(os.path.join(args.results, 'meta.json'), meta)
    if code != 0:
        log(f'the kit\'s bench.py failed (exit status {code}); its output is in {args.results}/kit.log')


def taai_report(args):
    meta = load_json(os.path.join(args.results, 'meta.json'))
    m = meta['machine']
    name = os.path.basename(meta['set'])
    first = f'the first {meta["first_n"]} of {meta["puzzles_in_set"]} puzzles' if meta.get('first_n') else \
        f'{meta["puzzles_in_set"]} puzzles'
    out = [f'## Hanjie tournament set {name} ({first}; first solution, limit {meta["limit"]:g} CPU s per puzzle, '
           f'{meta["set_cap"]:g} CPU s per whole-set run)', '']
    load_end = f', at end {m["load_at_end"]}' if 'load_at_end' in m else ''
    out.append(machine_text(m, 'at start', 'load_at_start') + load_end + '. '
               f'Run started {meta["started"]}, finished {meta.get("finished", "(unfinished)")}.')
    out.append('')
    out.append(f'gridsat: {meta.get("gridsat_version") or "?"}. Peers: nonosolve {meta["binaries"]["nonosolve"]}, '
               f'LalaFrogKK {meta["binaries"]["lalafrog"]}, built by the kit ({meta["kit"]}).')
    out.append('')
    md = os.path.join(args.results, 'taai.md')
    if os.path.exists(md):
        out += read_text(md).rstrip('\n').split('\n')
    else:
        out.append(f'No table: the kit\'s bench.py failed (exit status {meta.get("kit_exit", "?")}); '
                   'see kit.log.')
    out.append('')
    log_path = os.path.join(args.results, 'kit.log')
    loud = [ln.strip().lstrip('!').strip() for ln in read_text(log_path).splitlines()
            if ln.startswith('!!!')] if os.path.exists(log_path) else []
    if loud:
        out += bullets('PROBLEM(S) the kit reported (disagreements, invalid grids)', loud)
    else:
        out.append('The kit reported no disagreement and no invalid grid (every reported grid checked against '
                   'the clues).')
    out.append('')
    notes = ['Solvers: ' + '; '.join(f'{s}: {TAAI_SOLVERS[s]}' for s in meta['solvers']) + '.',
             'Times: CPU seconds (user + system of the process and its descendants) as the kit measures them; '
             'whole-set runs report per-puzzle seconds from their own logs or JSON.',
             'The kit splits the set into one .non file per puzzle for gridsat, nonosolve and gridsat-set '
             '(gridsat\'s own reading of a set, `gridsat solve --first --format taai SET.txt`, is not what is timed '
             'here).']
    if meta.get('first_n'):
        notes.append(f'With --first-n {meta["first_n"]}, lalafrog and nonosolve-set still read the whole set and '
                     'run until they finish it or reach the cap: only their first puzzles count, but their set '
                     'process CPU / wall covers everything they did.')
    if meta['left_out']:
        notes.append('Left out: ' + '; '.join(f'{s}: {why}' for s, why in meta['left_out'].items()) + '.')
    out.append(' '.join(notes))
    write_report(args.results, out)


def add_taai_arguments(p):
    p.add_argument('--results', required=True)
    p.add_argument('--gridsat', required=True)
    p.add_argument('--version')
    p.add_argument('--nonogram-kit', metavar='DIR')
    p.add_argument('--limit', type=float, default=20.0, help='CPU seconds per puzzle (one process per puzzle)')
    p.add_argument('--set-cap', type=float, default=1200.0, help='CPU seconds per whole-set run')
    p.add_argument('--first-n', type=int, metavar='K', help='the first K puzzles of the set only')
    p.add_argument('--no-peers', action='store_true', help='gridsat and gridsat-set only')
    p.add_argument('set', metavar='SET.txt')


def main():
    cli(__doc__, {'taai': (taai, add_taai_arguments),
                  'taai-report': (taai_report, lambda r: r.add_argument('--results', required=True))})


if __name__ == '__main__':
    main()
