// Helpers the kind editors share: reading native text line by line, grids of characters.

/** The lines of a text without `#` comments and blank lines, trimmed. */
export function contentLines(text) {
  return String(text).replace(/\r/g, '').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

/** Parses `KIND WxH` (the first line of .magnets, .123, .yinyang files). */
export function header(line, kind) {
  const m = line && line.match(new RegExp(`^${kind}\\s+(\\d+)x(\\d+)$`));
  if (!m) throw new Error(`expected \`${kind} WxH\` as the first line`);
  return [Number(m[1]), Number(m[2])];
}

/** A height x width array filled by f(r, c). */
export function grid(width, height, f) {
  return Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => f(r, c)));
}

/** Copy of a grid resized to width x height, new cells `fill`. */
export function resizeGrid(cells, width, height, fill) {
  return grid(width, height, (r, c) => (cells[r] && cells[r][c] !== undefined ? cells[r][c] : fill));
}

/** A list resized to n items, new items `fill`. */
export function resizeList(list, n, fill) {
  return Array.from({ length: n }, (_, i) => (i < list.length ? list[i] : fill));
}

/** Nearest edge of a cell to a point at (fx, fy) inside it (fractions 0..1): the neighbour's offset. */
export function nearestEdge(fx, fy) {
  const d = [[fy, -1, 0], [1 - fy, 1, 0], [fx, 0, -1], [1 - fx, 0, 1]];
  d.sort((a, b) => a[0] - b[0]);
  return [d[0][1], d[0][2]];
}

/** Next item of a cycle after `v`. */
export function cycle(list, v) {
  const i = list.indexOf(v);
  return list[(i + 1) % list.length];
}
