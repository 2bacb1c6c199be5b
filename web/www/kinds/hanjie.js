// Hanjie (nonogram) editor: the model of a .non file, or of webpbn XML in colour, its text,
// and the edits: a line's clue typed in, or the picture drawn cell by cell with its clues
// read off it (the designer's way). Runs are {n, c}: length (or '?') and the ink's character.
import { grid, resizeGrid, resizeList } from './common.js';

export const kind = 'hanjie';
export const tools = [{ id: 'clues', label: 'Clues (tap a clue to type it)' }, { id: 'draw', label: 'Draw the picture (clues follow)' }];
export const hasGivens = false;

const BACKGROUND = { name: 'white', char: '.', rgb: 'ffffff' };
const BLACK = { name: 'black', char: '#', rgb: '000000' };
/** Inks offered when a colour is added, in order. */
export const MORE_INKS = [
  { name: 'red', char: 'r', rgb: 'd62728' }, { name: 'blue', char: 'b', rgb: '1f77b4' },
  { name: 'green', char: 'g', rgb: '2ca02c' }, { name: 'orange', char: 'o', rgb: 'ff7f0e' },
  { name: 'purple', char: 'p', rgb: '9467bd' }, { name: 'brown', char: 'n', rgb: '8c564b' },
];

export const isColour = (m) => !(m.palette.inks.length === 1 && m.palette.inks[0].char === '#');
export const extensionOf = (m) => (isColour(m) ? 'xml' : 'non');
export const values = (m) => [...m.palette.inks.map((i) => i.char), m.palette.background.char];

export const blank = (width, height) => ({
  kind, width, height, title: null,
  rows: Array.from({ length: height }, () => []), cols: Array.from({ length: width }, () => []),
  palette: { background: BACKGROUND, inks: [BLACK] }, picture: null,
});

export function parse(text) {
  return String(text).trimStart().startsWith('<') ? parseXml(text) : parseNon(text);
}

function parseNon(text) {
  const lines = String(text).replace(/\r/g, '').split('\n').filter((l) => !l.trim().startsWith('#'));
  let width = 0, height = 0, title = null;
  const sections = {};
  for (let i = 0; i < lines.length; i++) {
    const [word, ...rest] = lines[i].trim().split(/\s+/);
    if (word === 'width') width = Number(rest[0]);
    else if (word === 'height') height = Number(rest[0]);
    else if (word === 'title') title = rest.join(' ').replace(/^"|"$/g, '');
    else if (word === 'rows' || word === 'columns') {
      const n = word === 'rows' ? height : width;
      sections[word] = lines.slice(i + 1, i + 1 + n).map(runsOf);
      i += n;
    }
  }
  if (!width || !height || !sections.rows || !sections.columns) throw new Error('expected width, height, rows and columns');
  return { ...blank(width, height), title, rows: sections.rows, cols: sections.columns };
}

const runsOf = (line) => line.split(/[\s,]+/).filter((t) => t && t !== '0').map((t) => ({ n: t === '?' ? '?' : Number(t), c: '#' }));

function parseXml(text) {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const puzzle = doc.querySelector('puzzle');
  if (!puzzle) throw new Error('no <puzzle> in the XML');
  const bgName = puzzle.getAttribute('backgroundcolor') || 'white';
  const defName = puzzle.getAttribute('defaultcolor') || 'black';
  const colours = [...puzzle.querySelectorAll('color')].map((e) => ({
    name: e.getAttribute('name'), char: e.getAttribute('char') || e.getAttribute('name')[0], rgb: e.textContent.trim(),
  }));
  const byName = (n) => colours.find((c) => c.name === n) || { name: n, char: n === 'black' ? 'X' : n[0], rgb: n === 'black' ? '000000' : '808080' };
  const background = colours.find((c) => c.name === bgName) || BACKGROUND;
  const inks = colours.filter((c) => c.name !== bgName);
  if (!inks.length) inks.push(byName(defName));
  const lines = (type) => [...puzzle.querySelectorAll(`clues[type="${type}"] > line`)].map((l) =>
    [...l.querySelectorAll('count')].map((k) => ({ n: Number(k.textContent.trim()), c: byName(k.getAttribute('color') || defName).char })));
  const rows = lines('rows'), cols = lines('columns');
  const title = puzzle.querySelector('title');
  return { ...blank(cols.length, rows.length), title: title ? title.textContent : null, rows, cols, palette: { background, inks } };
}

export function serialize(m) {
  return isColour(m) ? serializeXml(m) : serializeNon(m);
}

function serializeNon(m) {
  const line = (runs) => (runs.length ? runs.map((r) => r.n).join(',') : '0');
  const head = m.title ? [`title "${m.title}"`] : [];
  return [...head, `width ${m.width}`, `height ${m.height}`, '', 'rows', ...m.rows.map(line), '', 'columns', ...m.cols.map(line)].join('\n') + '\n';
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
function serializeXml(m) {
  const { background, inks } = m.palette;
  const name = (ch) => (inks.find((i) => i.char === ch) || inks[0]).name;
  const line = (runs) => `<line>${runs.map((r) => `<count color="${esc(name(r.c))}">${r.n}</count>`).join('')}</line>`;
  return [
    '<?xml version="1.0"?>', '<puzzleset>',
    `<puzzle type="grid" defaultcolor="${esc(inks[0].name)}" backgroundcolor="${esc(background.name)}">`,
    ...(m.title ? [`<title>${esc(m.title)}</title>`] : []),
    ...[background, ...inks].map((c) => `<color name="${esc(c.name)}" char="${esc(c.char)}">${c.rgb}</color>`),
    '<clues type="columns">', ...m.cols.map(line), '</clues>',
    '<clues type="rows">', ...m.rows.map(line), '</clues>',
    '</puzzle>', '</puzzleset>',
  ].join('\n') + '\n';
}

/** The runs of one line of a picture (cells of the background char are gaps). */
export function runsOfCells(cells, bg) {
  const runs = [];
  let prev = bg;
  for (const ch of cells) {
    if (ch !== bg) {
      if (ch === prev) runs[runs.length - 1].n++;
      else runs.push({ n: 1, c: ch });
    }
    prev = ch;
  }
  return runs;
}

/** The clues of a picture (rows of characters). */
export function cluesOfPicture(m, picture) {
  const bg = m.palette.background.char;
  return {
    rows: picture.map((row) => runsOfCells(row, bg)),
    cols: Array.from({ length: m.width }, (_, c) => runsOfCells(picture.map((row) => row[c]), bg)),
  };
}

/** Draw tool: a tap paints the cell with the chosen ink, or clears it; the clues follow. */
export function edit(model, tool, hit, ink) {
  if (tool !== 'draw' || hit.row === undefined) return null;
  const m = structuredClone(model);
  const bg = m.palette.background.char;
  if (!m.picture) m.picture = grid(m.width, m.height, () => bg);
  const ch = ink || m.palette.inks[0].char;
  m.picture[hit.row][hit.col] = m.picture[hit.row][hit.col] === ch ? bg : ch;
  Object.assign(m, cluesOfPicture(m, m.picture));
  return m;
}

/** Adds the next ink of MORE_INKS (a black-and-white puzzle becomes a colour one). */
export function addInk(model) {
  const m = structuredClone(model);
  const used = new Set(m.palette.inks.map((i) => i.name));
  const next = MORE_INKS.find((i) => !used.has(i.name));
  if (!next) return null;
  if (!isColour(m)) {
    // '#' is no colour character of webpbn XML: black becomes X, in clues and picture alike.
    m.palette.inks = [{ ...BLACK, char: 'X' }];
    for (const line of [...m.rows, ...m.cols]) for (const r of line) r.c = 'X';
    if (m.picture) m.picture = m.picture.map((row) => row.map((ch) => (ch === '#' ? 'X' : ch)));
  }
  m.palette.inks.push(next);
  return m;
}

export function clues(m) {
  return [
    ...m.rows.map((runs, i) => ({ id: `row:${i}`, runs })),
    ...m.cols.map((runs, i) => ({ id: `col:${i}`, runs })),
  ];
}
export const clueLabel = (id) => `${id.startsWith('row') ? 'Row' : 'Column'} ${Number(id.split(':')[1]) + 1} clue: runs such as 3 1${''}`;
export function clueText(m, id) {
  const [side, i] = id.split(':');
  const runs = (side === 'row' ? m.rows : m.cols)[Number(i)];
  return runs.map((r) => (isColour(m) ? `${r.n}${r.c}` : String(r.n))).join(' ');
}
export function setClue(model, id, text) {
  const m = structuredClone(model);
  const [side, i] = id.split(':');
  const runs = text.split(/[\s,]+/).filter((t) => t && t !== '0').map((t) => {
    const k = t.match(/^(\d+|\?)(\S?)$/);
    if (!k) throw new Error(`\`${t}\` is no run: a length (or ?), then in colour the ink's character`);
    const c = k[2] || m.palette.inks[0].char;
    if (!m.palette.inks.some((ink) => ink.char === c)) throw new Error(`\`${c}\` is no ink of this puzzle`);
    return { n: k[1] === '?' ? '?' : Number(k[1]), c };
  });
  (side === 'row' ? m.rows : m.cols)[Number(i)] = runs;
  m.picture = null;
  return m;
}

export function resize(model, width, height) {
  const m = structuredClone(model);
  Object.assign(m, { width, height, rows: resizeList(m.rows, height, []), cols: resizeList(m.cols, width, []) });
  if (m.picture) {
    m.picture = resizeGrid(m.picture, width, height, m.palette.background.char);
    Object.assign(m, cluesOfPicture(m, m.picture));
  }
  return m;
}

export const givenAt = () => null;
export const walls = () => ({});
export const inkRgb = (m, ch) => {
  const ink = [...m.palette.inks, m.palette.background].find((i) => i.char === ch);
  return ink ? `#${ink.rgb}` : null;
};
