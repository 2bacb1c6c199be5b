"""The independent rule oracle of scripts/bench (standard library only): readers of the puzzle
files and checks that a solution (rows of cell characters, as gridsat's JSON and the .answer
files write them) keeps each kind's rules.  Written from the rules, never from gridsat's code.

The peer adapters (scripts/peer_*.py, run with the venv of scripts/setup-peer.sh) read their
puzzles with the same readers.  `valid(kind, path, rows)` is what the driver calls: True,
False, or None when this oracle cannot read the file (an inline ID, an Olšák .g file).
"""
import xml.etree.ElementTree as ET


class PuzzleError(Exception):
    """A file this oracle cannot read."""


def read_text(path):
    with open(path, encoding='utf-8') as f:
        return f.read()


def content_lines(text):
    """The stripped lines of a native file without blank and `#` comment lines."""
    return [ln for ln in (ln.strip() for ln in text.splitlines()) if ln and not ln.startswith('#')]


def parse_header(text, kind):
    """The `KIND WxH` header of a native file: (width, height, the lines after it)."""
    lines = content_lines(text)
    head = lines[0].split() if lines else []
    if len(head) != 2 or head[0] != kind or 'x' not in head[1]:
        raise PuzzleError(f'expected a "{kind} WxH" header')
    try:
        width, height = (int(v) for v in head[1].split('x'))
    except ValueError:
        raise PuzzleError(f'bad size {head[1]!r}') from None
    return width, height, lines[1:]


def parse_grid(text, kind, cells):
    """A native file of one character per cell (123, Yin Yang): (width, height, row strings)."""
    width, height, lines = parse_header(text, kind)
    rows = [ln.replace(' ', '').replace('\t', '') for ln in lines]
    if len(rows) != height or any(len(r) != width or set(r) - set(cells) for r in rows):
        raise PuzzleError(f'expected {height} rows of {width} cells over {cells!r}')
    return width, height, rows


def parse_magnets(text):
    """A native .magnets file: (width, height, {'cols+': [...], ...} with -1 for `?`, layout rows
    over L R T B *)."""
    width, height, lines = parse_header(text, 'magnets')
    counts = {}
    while lines and lines[0].split()[0] in ('cols+', 'cols-', 'rows+', 'rows-'):
        label, *vals = lines.pop(0).split()
        counts[label] = [-1 if v == '?' else int(v) for v in vals]
    if len(counts) != 4 or len(lines) != height or any(len(r) != width for r in lines):
        raise PuzzleError('expected four count lines and the layout')
    return width, height, counts, lines


def _clue(text):
    text = text.strip()
    return [] if text in ('', '0') else [int(part) for part in text.split(',')]


def parse_non(text):
    """A .non file: (row clues, column clues), each a list of run lengths; other keyword lines
    (title, by, goal, ...) skipped."""
    lines = [ln.strip() for ln in text.splitlines()]
    size, clues, i = {}, {}, 0
    while i < len(lines):
        words = lines[i].split(None, 1)
        i += 1
        if not words:
            continue
        key = words[0].lower()
        if key in ('width', 'height'):
            size[key] = int(words[1])
        elif key in ('rows', 'columns'):
            n = size['height' if key == 'rows' else 'width']
            clues[key] = [_clue(lines[i + k]) for k in range(n)]
            i += n
    if set(clues) != {'rows', 'columns'}:
        raise PuzzleError('no rows or no columns section')
    return clues['rows'], clues['columns']


def parse_xml(text):
    """A webpbn XML puzzle: (row clues, column clues, background character), each clue a list of
    (length, cell character) runs."""
    root = ET.fromstring(text)
    puzzle = root if root.tag == 'puzzle' else root.find('puzzle')
    if puzzle is None:
        raise PuzzleError('no <puzzle> element')
    chars = {c.get('name'): c.get('char') for c in puzzle.findall('color')}
    default = puzzle.get('defaultcolor', 'black')
    background = chars.get(puzzle.get('backgroundcolor', 'white'), '.')
    clues = {}
    for section in puzzle.findall('clues'):
        clues[section.get('type')] = [
            [(int(c.text), chars.get(c.get('color', default), '#')) for c in line.findall('count')]
            for line in section.findall('line')]
    if set(clues) != {'rows', 'columns'}:
        raise PuzzleError('expected <clues type="rows"> and <clues type="columns">')
    return clues['rows'], clues['columns'], background


def components(rows):
    """The 4-connected groups of equal cells of a grid of row strings, as lists of (row, col)."""
    h, w = len(rows), len(rows[0]) if rows else 0
    seen, groups = set(), []
    for start in ((r, c) for r in range(h) for c in range(w)):
        if start in seen:
            continue
        seen.add(start)
        stack, group = [start], []
        while stack:
            r, c = stack.pop()
            group.append((r, c))
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= rr < h and 0 <= cc < w and (rr, cc) not in seen and rows[rr][cc] == rows[r][c]:
                    seen.add((rr, cc))
                    stack.append((rr, cc))
        groups.append(group)
    return groups


def keeps_givens(givens, rows, cells):
    """rows has the shape of givens, holds only cells and keeps every given ('.' = none)."""
    return (len(rows) == len(givens)
            and all(len(r) == len(g) and not set(r) - set(cells) for g, r in zip(givens, rows))
            and all(g in ('.', v) for gr, r in zip(givens, rows) for g, v in zip(gr, r)))


def valid_123(givens, rows):
    """Every group of equal numbers is exactly as large as its number."""
    return keeps_givens(givens, rows, '123') and all(
        len(g) == int(rows[g[0][0]][g[0][1]]) for g in components(rows))


def valid_yinyang(givens, rows):
    """Each colour is one 4-connected group and no 2x2 block has one colour."""
    if not keeps_givens(givens, rows, 'BW'):
        return False
    colours = [rows[g[0][0]][g[0][1]] for g in components(rows)]
    return len(colours) == len(set(colours)) and not any(
        rows[r][c] == rows[r][c + 1] == rows[r + 1][c] == rows[r + 1][c + 1]
        for r in range(len(rows) - 1) for c in range(len(rows[0]) - 1))


def valid_magnets(puzzle, rows):
    """Each domino is +- or neutral, no two equal poles touch, every count holds."""
    width, height, counts, layout = puzzle
    if len(rows) != height or any(len(r) != width for r in rows):
        return False
    cols = [''.join(r[c] for r in rows) for c in range(width)]
    for r in range(height):
        for c in range(width):
            v, shape = rows[r][c], layout[r][c]
            if shape == '*' and v != 'x':
                return False
            partner = {'L': (r, c + 1), 'T': (r + 1, c)}.get(shape)
            if partner and (v, rows[partner[0]][partner[1]]) not in (('+', '-'), ('-', '+'), ('x', 'x')):
                return False
            if v in '+-' and ((c + 1 < width and rows[r][c + 1] == v) or (r + 1 < height and rows[r + 1][c] == v)):
                return False
    lines = {'rows': rows, 'cols': cols}
    return all(want == -1 or lines[label[:-1]][i].count(label[-1]) == want
               for label, wants in counts.items() for i, want in enumerate(wants))


def runs(cells, background='.'):
    """The (length, cell) runs of a line of cells, the background left out."""
    out, prev = [], background
    for ch in cells:
        if ch != background:
            if ch == prev:
                out[-1] = (out[-1][0] + 1, ch)
            else:
                out.append((1, ch))
        prev = ch
    return out


def valid_nonogram(row_clues, col_clues, rows, background='.'):
    """Every row and column has exactly its clue's runs; clues are lists of (length, cell)."""
    if len(rows) != len(row_clues) or any(len(r) != len(col_clues) for r in rows):
        return False
    cols = [''.join(r[c] for r in rows) for c in range(len(col_clues))]
    return all(runs(line, background) == clue
               for lines, clues in ((rows, row_clues), (cols, col_clues)) for line, clue in zip(lines, clues))


def valid_hanjie(path, rows):
    if path.endswith('.xml'):
        row_clues, col_clues, background = parse_xml(read_text(path))
        inks = {ink for clue in row_clues + col_clues for _, ink in clue}
        if len(inks) == 1:  # black and white: the filled cells may print as '#'
            ink = inks.pop()
            rows = [''.join(background if ch == background else ink for ch in r) for r in rows]
        return valid_nonogram(row_clues, col_clues, rows, background)
    row_clues, col_clues = parse_non(read_text(path))
    as_runs = [[(n, '#') for n in clue] for clue in row_clues], [[(n, '#') for n in clue] for clue in col_clues]
    return valid_nonogram(*as_runs, rows)


def valid(kind, path, rows):
    """Whether rows solve the puzzle in path, or None when this oracle cannot read the file."""
    try:
        if kind == 'hanjie' and path.endswith(('.non', '.xml')):
            return valid_hanjie(path, rows)
        if kind == 'magnets' and path.endswith('.magnets'):
            return valid_magnets(parse_magnets(read_text(path)), rows)
        if kind == '123' and path.endswith('.123'):
            return valid_123(parse_grid(read_text(path), '123', '.123')[2], rows)
        if kind == 'yinyang' and path.endswith('.yinyang'):
            return valid_yinyang(parse_grid(read_text(path), 'yinyang', '.BW')[2], rows)
    except (PuzzleError, ValueError, IndexError, KeyError, ET.ParseError, OSError):
        return None
    return None
