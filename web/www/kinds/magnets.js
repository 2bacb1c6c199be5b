// Magnets editor: the model of a .magnets file (domino layout, four count lines), its text,
// and the edits the page offers (join two cells into a domino or split one; set a count).
import { contentLines, header, grid, resizeList, nearestEdge } from './common.js';

export const kind = 'magnets';
export const extension = 'magnets';
/** Play values: the answer file's characters, in the order a tap cycles through them. */
export const values = () => ['+', '-', 'x'];
export const tools = [{ id: 'dominoes', label: 'Dominoes (tap near a side)' }, { id: 'counts', label: 'Counts (tap a number)' }];
export const hasGivens = false;

const COUNT_LINES = ['cols+', 'rows+', 'cols-', 'rows-'];
const PARTNER = { L: [0, 1], R: [0, -1], T: [1, 0], B: [-1, 0] };

export function blank(width, height) {
  const layout = grid(width, height, (r, c) => (c % 2 === 0 && c + 1 < width ? 'L' : c % 2 === 1 ? 'R' : '*'));
  const none = (n) => Array(n).fill(null);
  return { kind, width, height, layout, counts: { 'cols+': none(width), 'rows+': none(height), 'cols-': none(width), 'rows-': none(height) } };
}

export function parse(text) {
  const lines = contentLines(text);
  const [width, height] = header(lines[0], 'magnets');
  const m = blank(width, height);
  let row = 0;
  for (const line of lines.slice(1)) {
    const [name, ...rest] = line.split(/\s+/);
    if (COUNT_LINES.includes(name)) {
      m.counts[name] = rest.map((v) => (v === '?' ? null : Number(v)));
    } else if (row < height) {
      m.layout[row++] = [...line.replace(/\s+/g, '')];
    }
  }
  return m;
}

export function serialize(m) {
  const counts = COUNT_LINES.map((n) => `${n} ${m.counts[n].map((v) => (v === null ? '?' : v)).join(' ')}`);
  return [`magnets ${m.width}x${m.height}`, ...counts, ...m.layout.map((r) => r.join(''))].join('\n') + '\n';
}

function partner(m, r, c) {
  const d = PARTNER[m.layout[r][c]];
  return d ? [r + d[0], c + d[1]] : null;
}

function split(m, r, c) {
  const p = partner(m, r, c);
  m.layout[r][c] = '*';
  if (p) m.layout[p[0]][p[1]] = '*';
}

/** Joins the cell and its neighbour nearest the tap into a domino, or splits them if they are one. */
export function edit(model, tool, hit) {
  if (tool !== 'dominoes' || hit.row === undefined) return null;
  const m = structuredClone(model);
  const [dr, dc] = nearestEdge(hit.fx, hit.fy);
  const [r, c, r2, c2] = [hit.row, hit.col, hit.row + dr, hit.col + dc];
  if (r2 < 0 || c2 < 0 || r2 >= m.height || c2 >= m.width) { split(m, r, c); return m; }
  const p = partner(m, r, c);
  if (p && p[0] === r2 && p[1] === c2) { split(m, r, c); return m; }
  split(m, r, c);
  split(m, r2, c2);
  const [a, b] = dr ? ['T', 'B'] : ['L', 'R'];
  const first = dr + dc > 0;
  m.layout[r][c] = first ? a : b;
  m.layout[r2][c2] = first ? b : a;
  return m;
}

/** The clues around the grid, for drawing and editing: id, side and index. */
export function clues(m) {
  const out = [];
  for (const name of COUNT_LINES) {
    m.counts[name].forEach((v, i) => out.push({ id: `${name}:${i}`, line: name, index: i, text: v === null ? '' : String(v) }));
  }
  return out;
}

export function clueLabel(id) {
  const [name, i] = id.split(':');
  const n = Number(i) + 1;
  return `${name.startsWith('cols') ? 'Column' : 'Row'} ${n}: count of ${name.endsWith('+') ? '+' : '-'} (empty for unknown)`;
}
export function clueText(m, id) {
  const [name, i] = id.split(':');
  const v = m.counts[name][Number(i)];
  return v === null ? '' : String(v);
}
export function setClue(model, id, text) {
  const [name, i] = id.split(':');
  const t = text.trim();
  if (t !== '' && t !== '?' && !/^\d+$/.test(t)) throw new Error('a count is a whole number, or empty for unknown');
  const m = structuredClone(model);
  m.counts[name][Number(i)] = t === '' || t === '?' ? null : Number(t);
  return m;
}

export function resize(model, width, height) {
  const m = blank(width, height);
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) m.layout[r][c] = '*';
  for (let r = 0; r < Math.min(height, model.height); r++) {
    for (let c = 0; c < Math.min(width, model.width); c++) {
      const p = partner(model, r, c);
      const inside = p && p[0] < height && p[1] < width;
      m.layout[r][c] = inside ? model.layout[r][c] : '*';
    }
  }
  m.counts = {
    'cols+': resizeList(model.counts['cols+'], width, null), 'cols-': resizeList(model.counts['cols-'], width, null),
    'rows+': resizeList(model.counts['rows+'], height, null), 'rows-': resizeList(model.counts['rows-'], height, null),
  };
  return m;
}

/** Thick lines of the drawing: every side of a cell not shared with its domino partner. */
export function walls(m, r, c) {
  const p = partner(m, r, c);
  const side = (dr, dc) => !(p && p[0] === r + dr && p[1] === c + dc);
  return { top: side(-1, 0), bottom: side(1, 0), left: side(0, -1), right: side(0, 1) };
}
export const givenAt = () => null;
export const singleton = (m, r, c) => m.layout[r][c] === '*';
