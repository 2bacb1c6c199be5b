// 123 editor: the model of a .123 file (givens 1, 2, 3 and the borders that part groups), its
// text, and the edits (a tap cycles a given; with the borders tool, the side nearest the tap
// toggles a border).
import { contentLines, header, grid, resizeGrid, nearestEdge, cycle } from './common.js';

export const kind = '123';
export const extension = '123';
export const values = () => ['1', '2', '3'];
export const tools = [{ id: 'givens', label: 'Givens (tap: 1, 2, 3, none)' }, { id: 'borders', label: 'Borders (tap near a side)' }];
export const hasGivens = true;

export const blank = (width, height) => ({ kind, width, height, cells: grid(width, height, () => '.'), borders: [] });

const cellName = (r, c) => `r${r + 1}c${c + 1}`;
/** A border between two neighbouring cells, named as the file names it (the first cell first). */
export function borderName(r, c, r2, c2) {
  const [a, b] = r < r2 || (r === r2 && c < c2) ? [[r, c], [r2, c2]] : [[r2, c2], [r, c]];
  return `${cellName(...a)}-${cellName(...b)}`;
}
export function parseBorder(name) {
  const m = name.match(/^r(\d+)c(\d+)-r(\d+)c(\d+)$/);
  return m ? m.slice(1).map((v) => Number(v) - 1) : null;
}

export function parse(text) {
  const lines = contentLines(text);
  const [width, height] = header(lines[0], '123');
  const m = blank(width, height);
  let row = 0;
  for (const line of lines.slice(1)) {
    if (line.startsWith('borders')) {
      for (const b of line.split(/\s+/).slice(1)) {
        const p = parseBorder(b);
        if (p) m.borders.push(borderName(...p));
      }
    } else if (row < height) {
      m.cells[row++] = [...line.replace(/\s+/g, '')];
    }
  }
  return m;
}

export function serialize(m) {
  const lines = [`123 ${m.width}x${m.height}`, ...m.cells.map((r) => r.join(''))];
  if (m.borders.length) lines.push(`borders ${m.borders.join(' ')}`);
  return lines.join('\n') + '\n';
}

export function edit(model, tool, hit) {
  if (hit.row === undefined) return null;
  const m = structuredClone(model);
  if (tool === 'borders') {
    const [dr, dc] = nearestEdge(hit.fx, hit.fy);
    const [r2, c2] = [hit.row + dr, hit.col + dc];
    if (r2 < 0 || c2 < 0 || r2 >= m.height || c2 >= m.width) return null;
    const name = borderName(hit.row, hit.col, r2, c2);
    m.borders = m.borders.includes(name) ? m.borders.filter((b) => b !== name) : [...m.borders, name];
    return m;
  }
  m.cells[hit.row][hit.col] = cycle(['.', '1', '2', '3'], m.cells[hit.row][hit.col]);
  return m;
}

export function resize(model, width, height) {
  const m = blank(width, height);
  m.cells = resizeGrid(model.cells, width, height, '.');
  m.borders = model.borders.filter((b) => parseBorder(b).every((v, i) => v < (i % 2 ? width : height)));
  return m;
}

export const clues = () => [];
export const givenAt = (m, r, c) => (m.cells[r][c] === '.' ? null : m.cells[r][c]);
/** Rule borders of the drawing (the groups' outlines are drawn from the values). */
export function walls(m, r, c) {
  const has = (r2, c2) => m.borders.includes(borderName(r, c, r2, c2));
  return { top: has(r - 1, c), bottom: has(r + 1, c), left: has(r, c - 1), right: has(r, c + 1) };
}
