"""The tool runners of scripts/bench-hanjie (standard library only) and what the report needs
to know about the puzzles and tools: gridsat (its engines), nonogrid and the peer
(scripts/peer_nonograms.py) on one puzzle each, as bench_hanjie_report.py's docstring
describes them.  Each runner returns the tool's row for raw.jsonl (without the puzzle's own
fields): status solved | unsatisfiable | invalid | timeout | error, wall_seconds, exit, limit
(on a timeout), and what the tool says about the picture.  The process runners they share
with the other benchmarks (run_limited, run_tool, run_gridsat_json, run_peer_process) are in
bench_common.py; nonosolve's rows come from the peers kit (bench_hanjie_kit.py).  Also here:
the hard puzzles (their own time limit), the published figures (parsed from the README of the
benchmark folder), and the verdict, time and cell of a row.
"""
import os
import re

from bench_common import first_error_line, read_text, run_gridsat_json, run_peer_process, run_tool
from bench_format import fmt_s as common_fmt_s, fmt_x
from peer_nonograms import is_valid

PEER_STARTUP_GRACE = 10.0  # seconds: Python start-up, OR-Tools import and warm-up of the peer

# gridsat's engines, each a tool of its own: key -> the `gridsat solve` flags.  `gridsat` is
# the default (auto: the line engine within a conflict budget, then the CNF on varisat).
GRIDSAT_ENGINES = {'gridsat': (), 'gridsat-sat': ('--engine', 'sat'), 'gridsat-own': ('--engine', 'own')}
TOOL_NAMES = {'gridsat': 'gridsat (auto)', 'gridsat-sat': 'gridsat --engine sat',
              'gridsat-own': 'gridsat --engine own', 'nonogrid': 'nonogrid', 'peer': 'multi-puzzle-solver',
              'nonosolve': 'nonosolve (CPU s)'}

# The slow puzzles (file names without .non): they get --hard-timeout instead of --timeout.
HARD_PUZZLES = ('knotty', 'faase', 'meow')

# The names of the published figures ("Published figures to beat" in the README of
# ../shared/corpus/hanjie-bench/) -> the puzzle files (names without .non) they are for.
PUBLISHED_FILES = {
    'Knotty': ('knotty',), 'Faase': ('faase',), 'Meow': ('meow',), 'Gettys': ('webpbn-22336',),
    'Sierp': ('webpbn-12548',), 'Nature': ('webpbn-09892',), 'Thing': ('webpbn-18297',),
    '9-Dom': ('webpbn-08098', '09-dom'),
}
PUBLISHED_HEADING = 'Published figures to beat'
PUBLISHED_WHO = ("FastNonogramSolver's self-reported medians (CPU seconds, up to two solutions) "
                 'on a Xeon Gold 5416S')


def stem(path):
    """A puzzle's file name without its directory and extension: what HARD_PUZZLES and
    PUBLISHED_FILES name."""
    return os.path.splitext(os.path.basename(path))[0]


def published_figures(readme):
    """The published figures of the README's "Published figures to beat" section: (figures by
    puzzle stem, {stem: {"name", "seconds"}}, and the problems met: a missing file, section or
    name).  The figures are the first comma-separated list of `NAME SECONDS s` in the section
    (a later list there, nonogrid's, is not theirs)."""
    try:
        text = read_text(readme)
    except (OSError, UnicodeDecodeError) as e:
        return {}, [f'published figures: cannot read {readme} ({e})']
    start = text.find(PUBLISHED_HEADING)
    if start < 0:
        return {}, [f'published figures: no "{PUBLISHED_HEADING}" section in {readme}']
    section = text[start:]
    end = section.find('\n#', 1)
    section = ' '.join((section if end < 0 else section[:end]).split())
    item = r'[\w-]+ \d+(?:\.\d+)? s'
    found = re.search(rf'{item}(?:, {item})+', section)
    if not found:
        return {}, [f'published figures: no list of "NAME SECONDS s" in the section of {readme}']
    figures, problems = {}, []
    for name, secs in re.findall(r'([\w-]+) (\d+(?:\.\d+)?) s', found.group(0)):
        if name not in PUBLISHED_FILES:
            problems.append(f'published figures: {name} ({secs} s) names no puzzle file this script knows')
            continue
        for s in PUBLISHED_FILES[name]:
            figures[s] = {'name': name, 'seconds': float(secs)}
    missing = [n for n in PUBLISHED_FILES if not any(figures.get(s, {}).get('name') == n for s in PUBLISHED_FILES[n])]
    if missing:
        problems.append(f'published figures: {", ".join(missing)} not found in {readme}')
    return figures, problems


# ---------------------------------------------------------------- runners

def picture_check(p, picture):
    """Adds what can be said about a picture: satisfies the clues, equals the goal."""
    out = {'picture_ok': is_valid(p, picture)}
    if p.goal is not None:
        out['matches_goal'] = picture == p.goal
    return out


def run_gridsat(gridsat, path, p, limit, flags=()):
    row, obj = run_gridsat_json(gridsat, path, limit, flags)
    if obj is None:
        return row
    if obj.get('solution') is not None and p is not None:
        row.update(picture_check(p, obj['solution']))
    row['gridsat_json'] = obj
    return row


def write_stripped(p, path):
    lines = [f'width {p.width}', f'height {p.height}', '', 'rows']
    lines += [','.join(map(str, c)) or '0' for c in p.rows]
    lines += ['', 'columns']
    lines += [','.join(map(str, c)) or '0' for c in p.columns]
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')


def nonogrid_grids(out, width, height, cells):
    """The pictures nonogrid printed, as rows of its own cell characters: each 'k-th solution:'
    block (method 'sat'), or the final board render (method 'logic').  cells: the characters a
    solved cell can show ('■' and '.' in black and white, the palette's characters in colour)."""
    lines = out.splitlines()
    pics = []
    for i, ln in enumerate(lines):
        if re.fullmatch(r'\d+-th solution:', ln.strip()):
            pics.append([b.strip() for b in lines[i + 1:i + 1 + height]])
    if pics:
        return pics, 'sat'
    # Solved by line solving / probing: the board render ends with the picture rows, each
    # ending in its W cells separated by single spaces (a wide row clue can touch the first
    # cell, as in "12. . ■", so the cells are taken by position, not by splitting).
    span = 2 * width - 1
    rows = [ln.rstrip()[-span:][::2] for ln in lines if ln.strip()][-height:]
    if len(rows) == height and all(len(r) == width and set(r) <= set(cells) for r in rows):
        return [rows], 'logic'
    return [], 'logic'


def nonogrid_pictures(out, p):
    """The black-and-white pictures nonogrid printed ('#' and '.'), and how it found them."""
    pics, method = nonogrid_grids(out, p.width, p.height, '■.')
    return [[r.replace('■', '#') for r in pic] for pic in pics], method


def nonogrid_process(nonogrid, path, limit, out_path):
    """`nonogrid --max-solutions 2 FILE` with a limit, its output saved to out_path; returns
    (row, stdout): row is final (timeout, unsatisfiable by a panic, error) when stdout is None."""
    row, out, err = run_tool([nonogrid, '--max-solutions', '2', path], limit, limit)
    with open(out_path, 'w', encoding='utf-8') as f:
        f.write(out)
        if err:
            f.write('\n--- stderr ---\n' + err)
    row = {'input': path, **row}
    code = row['exit']
    if code is None:
        return row, None
    if code != 0:
        reason = first_error_line(err, code)
        if 'Puzzle is unsatisfied' in err or 'Bad puzzle' in err:
            row.update(status='unsatisfiable', note=f'reported by a panic ({reason})')
        else:
            row.update(status='error', error=reason)
        return row, None
    return row, out


def nonogrid_solved(row, pics, method):
    """row completed from the pictures nonogrid printed: solved with its verdict (at most two
    solutions asked), or an error when no picture could be read."""
    if not pics:
        row.update(status='error', error='could not read a picture from its output')
    else:
        n = min(len(pics), 2)
        row.update(status='solved', method=method, solutions=n, unique=n == 1)
    return row


def run_nonogrid(nonogrid, stripped, p, limit, out_path):
    row, out = nonogrid_process(nonogrid, stripped, limit, out_path)
    if out is None:
        return row
    pics, method = nonogrid_pictures(out, p)
    row = nonogrid_solved(row, pics, method)
    if pics:
        row.update(picture_check(p, pics[0]))
    return row


def run_peer(python, script, path, limit):
    return run_peer_process(python, script, path, limit, PEER_STARTUP_GRACE)


# ---------------------------------------------------------------- a row in the report

def verdict(row):
    """'unique' | 'multiple' | 'none' | None (no verdict: timeout, error, not run)."""
    if row is None:
        return None
    if row['status'] == 'unsatisfiable':
        return 'none'
    if row['status'] == 'solved':
        return {True: 'unique', False: 'multiple'}.get(row.get('unique'))
    return None


def fmt_s(x):
    # Whole seconds from 100 s on; a zero total (no puzzle counted) reads "0 µs" in this table.
    return '0 µs' if x == 0 else common_fmt_s(x, whole_from=100)


# The field of a row each tool is timed by, when not wall_seconds.
TIME_FIELDS = {'peer': 'seconds', 'nonosolve': 'cpu_seconds'}


def time_of(row):
    """The figure a tool is timed by: in-process for the peer, CPU seconds of the whole process
    for nonosolve (as the peers kit measures it), wall clock of the whole process otherwise."""
    if row is None or row['status'] in ('timeout', 'error'):
        return None
    return row[TIME_FIELDS.get(row['tool'], 'wall_seconds')]


def cell(row):
    if row is None:
        return 'not run'
    if row['status'] == 'timeout':
        return f'>{row["limit"]:g} s'
    if row['status'] == 'error':
        return f'error ({row.get("error", "?")})'.replace('|', '\\|')
    t = fmt_s(time_of(row))
    v = verdict(row)
    if row['tool'] == 'nonogrid' and row.get('method') == 'logic':
        t += ' (logic)'
    if v in ('multiple', 'none') or row['status'] == 'invalid':
        t += f' ({v or row["status"]})'
    return t


def ratio_cell(num, den):
    """num's time / den's (two rows), with bounds when one side timed out."""
    if num is None or den is None:
        return 'n/a'
    tn, td = time_of(num), time_of(den)
    n_to, d_to = num['status'] == 'timeout', den['status'] == 'timeout'
    if tn is not None and td:
        return fmt_x(tn / td)
    if n_to and td:
        return f'>{fmt_x(num["limit"] / td)}'
    if d_to and tn:
        return f'<{fmt_x(tn / den["limit"])}'
    return 'n/a'


def cpu_of(row):
    """The CPU seconds of a row's whole process (None after a timeout or an error, or in a row of
    a run before they were recorded)."""
    return row.get('cpu_seconds') if row['status'] not in ('timeout', 'error') else None


def cpu_ratio_cell(num, den):
    """num's CPU seconds / den's (two rows, cpu_seconds: the whole process), with bounds when one
    side timed out (its limit then stands for its time)."""
    if num is None or den is None:
        return 'n/a'
    tn, td = cpu_of(num), cpu_of(den)
    if tn is not None and td:
        return fmt_x(tn / td)
    if num['status'] == 'timeout' and td:
        return f'>{fmt_x(num["limit"] / td)}'
    if den['status'] == 'timeout' and tn:
        return f'<{fmt_x(tn / den["limit"])}'
    return 'n/a'


def published_ratio_cell(row, published):
    """row's time / a published figure ({"seconds"}), a bound when row timed out."""
    if row is None or not published:
        return 'n/a'
    t = time_of(row)
    if t is not None:
        return fmt_x(t / published['seconds'])
    if row['status'] == 'timeout':
        return f'>{fmt_x(row["limit"] / published["seconds"])}'
    return 'n/a'


def in_process_of(row):
    """gridsat's stats.seconds on a puzzle it answered, or None."""
    if row is None or row['status'] in ('timeout', 'error'):
        return None
    return (row.get('stats') or {}).get('seconds')


def unique_cell(row):
    v = verdict(row)
    if v is None:
        return '?' if row is None else {'timeout': '? (timeout)', 'error': '? (error)'}.get(row['status'], '?')
    return {'unique': 'yes', 'multiple': 'no', 'none': 'no solution'}[v]


def engine_cell(row):
    """What answered in a gridsat run (its stats): the line engine with its conflicts, the CNF
    (sat), or nothing (line logic decided the puzzle, no search)."""
    stats = (row or {}).get('stats')
    if row is None or row['status'] in ('timeout', 'error') or not stats:
        return '—'
    if stats.get('search') is False:
        return 'none (logic)'
    engine = stats.get('engine', '?')
    if engine == 'own':
        return f'own ({stats.get("clauses", 0):,} conflicts)'
    return engine


def cnf_cell(row):
    """The CNF's size in a run on the CNF (gridsat --engine sat)."""
    stats = (row or {}).get('stats')
    if not stats:
        return 'n/a'
    if stats.get('search') is False:
        return '(no search)'
    return f'{stats["variables"]:,} / {stats["clauses"]:,}'
