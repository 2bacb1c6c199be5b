// The page's state in one object, and the grids derived from it (what each cell shows and
// which marks it carries). No DOM here.

export const S = {
  sourceText: '', // the text opened (several puzzles maybe)
  index: null, // which of several puzzles (from 1), or null for a text of one
  text: '', // the puzzle's text given to the worker: the original until edited, then the model's
  link: null, // a game ID or puzz.link URL that was opened, until the first edit
  ed: null, model: null, history: [],
  mode: 'edit', tool: null, cursor: [0, 0], ink: null, selectedClue: null,
  verdict: '', analysis: null, analysisSeq: 0,
  solution: null, other: null, showOther: false,
  play: null, marks: {},
};

/**
 * Options of a call of the bindings: the name, and for work that takes one (`timed`: solve,
 * count, analyze, hint, generate) the time limit in seconds. The bindings refuse an option a
 * call does not take. (S.text is always one puzzle: no index.)
 */
export function workOptions(extra = {}, timed = true) {
  const o = { name: 'puzzle', ...extra };
  const t = Number(document.getElementById('timeout').value);
  if (timed && t > 0) o.timeout = t;
  return o;
}

/** A fresh play grid: givens filled in, every other cell '?'. */
export function emptyPlay(ed, m) {
  return Array.from({ length: m.height }, (_, r) => Array.from({ length: m.width }, (_, c) => ed.givenAt(m, r, c) || '?'));
}

/** The play grid as an answer file: rows of characters, '?' for a cell not filled in. */
export const playText = () => S.play.map((r) => r.join('')).join('\n') + '\n';

/** Cells named in a message as r1c2 (1-based) -> set of "r,c" (0-based). */
export function cellsNamed(texts) {
  const set = new Set();
  for (const t of texts) for (const m of String(t).matchAll(/r(\d+)c(\d+)/g)) set.add(`${m[1] - 1},${m[2] - 1}`);
  return set;
}
export const cellKey = ([r, c]) => `${r - 1},${c - 1}`; // CLI JSON cells are 1-based

/** What the board shows now: values (rows) and marks. */
export function boardView() {
  const marks = { ...S.marks };
  let values = null;
  if (S.mode === 'play') values = S.play;
  else if (S.solution) values = S.showOther && S.other ? S.other : S.solution;
  else if (S.analysis && S.analysis.cells) {
    values = S.analysis.cells;
    marks.open = new Set();
    marks.forced = new Set();
    values.forEach((row, r) => [...row].forEach((v, c) => marks[v === '?' ? 'open' : 'forced'].add(`${r},${c}`)));
  }
  marks.cursor = new Set([S.cursor.join(',')]);
  return { values, marks, selectedClue: S.selectedClue };
}
