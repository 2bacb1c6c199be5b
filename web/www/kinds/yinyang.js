// Yin Yang editor: the model of a .yinyang file (given black and white circles), its text, and
// the edit (a tap cycles a cell: none, black, white).
import { contentLines, header, grid, resizeGrid, cycle } from './common.js';

export const kind = 'yinyang';
export const extension = 'yinyang';
export const values = () => ['B', 'W'];
export const tools = [{ id: 'circles', label: 'Circles (tap: black, white, none)' }];
export const hasGivens = true;

export const blank = (width, height) => ({ kind, width, height, cells: grid(width, height, () => '.') });

export function parse(text) {
  const lines = contentLines(text);
  const [width, height] = header(lines[0], 'yinyang');
  const m = blank(width, height);
  lines.slice(1, height + 1).forEach((line, r) => { m.cells[r] = [...line.replace(/\s+/g, '')]; });
  return m;
}

export const serialize = (m) => [`yinyang ${m.width}x${m.height}`, ...m.cells.map((r) => r.join(''))].join('\n') + '\n';

export function edit(model, tool, hit) {
  if (hit.row === undefined) return null;
  const m = structuredClone(model);
  m.cells[hit.row][hit.col] = cycle(['.', 'B', 'W'], m.cells[hit.row][hit.col]);
  return m;
}

export function resize(model, width, height) {
  return { ...blank(width, height), cells: resizeGrid(model.cells, width, height, '.') };
}

export const clues = () => [];
export const givenAt = (m, r, c) => (m.cells[r][c] === '.' ? null : m.cells[r][c]);
export const walls = () => ({});
