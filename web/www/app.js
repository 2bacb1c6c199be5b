// The page: opening puzzles, the editors, the live verdict and the buttons. Work goes to the
// worker (worker-client.js); drawing is draw.js; the address is url-state.js; downloads are
// export.js; per-kind editing is kinds/*.js; the state is state.js.
import { WorkerClient, StoppedError } from './worker-client.js';
import { drawPuzzle } from './draw.js';
import { readHash, writeHash, isLink } from './url-state.js';
import { download, fileName } from './export.js';
import { S, workOptions, emptyPlay, playText, cellsNamed, cellKey, boardView } from './state.js';
import * as magnets from './kinds/magnets.js';
import * as one23 from './kinds/one23.js';
import * as hanjie from './kinds/hanjie.js';
import * as yinyang from './kinds/yinyang.js';

const EDITORS = { magnets, 123: one23, hanjie, yinyang };
const EXAMPLE = 'magnets 3x3\ncols+ 2 0 1\nrows+ 1 0 2\ncols- 1 2 0\nrows- 1 1 1\nLRT\nT*B\nBLR\n';
/**
 * Edits closer together than this make one verdict, asked for this long after the last of
 * them (a stroke, typing); an edit after a quiet spell (a tap) asks at once.
 */
const ANALYZE_DELAY_MS = 60;
/** The live verdict's calls (see analyzeNow). */
const LIVE = new Set(['verdict', 'analysis']);

const $ = (id) => document.getElementById(id);
const client = new WorkerClient();
client.onbusy = (busy) => { $('busy').hidden = !busy; };

// ---- messages -------------------------------------------------------------------------
function showInputError(e) {
  const where = e.line ? ` (line ${e.line}${e.column ? `, column ${e.column}` : ''})` : '';
  $('input-error').textContent = e.message + (e.message.includes(`${e.line}:`) ? '' : where);
  $('input-error').hidden = false;
}
const clearInputError = () => { $('input-error').hidden = true; $('input-error').textContent = ''; };
const setResult = (text) => { $('result').textContent = text; };
function setNotes(items) {
  $('notes').replaceChildren(...items.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
}
/** Errors about the input itself, shown next to it. */
const INPUT_ERRORS = new Set(['parse', 'unknown_kind', 'wrong_kind', 'too_large', 'io']);
function workFailed(e) {
  if (e instanceof StoppedError) return setResult('Stopped.');
  if (INPUT_ERRORS.has(e.kind)) showInputError(e);
  setResult(e.kind === 'timeout' ? `Stopped by the time limit: ${e.message}` : `Error: ${e.message}`);
}

// ---- opening ----------------------------------------------------------------------------
/** A text that cannot be opened: its message beside the input; the puzzle before stays. */
function refused(e) {
  showInputError(e);
  if (S.model) scheduleAnalyze();
}

/** Opens any text gridsat reads; several puzzles are listed to pick from. */
async function openText(text) {
  clearInputError();
  S.analysisSeq++;
  setVerdict('');
  $('input').value = text;
  let list;
  try {
    list = await client.call('puzzles', [text]);
  } catch (e) {
    if (e instanceof StoppedError) return;
    return refused(e);
  }
  if (list.length === 1 && list[0].error) return refused(list[0].error);
  S.sourceText = text;
  const picker = $('picker');
  picker.replaceChildren(...list.map((p) => new Option(p.error ? `${p.index}: ${p.name}: ${p.error.message}` : `${p.index}: ${p.name} (${p.kind} ${p.width}x${p.height})`, p.index)));
  $('picker-box').hidden = list.length < 2;
  await pick(list.length > 1 ? list[0].index : null);
}

async function pick(index) {
  let nat;
  try {
    nat = await client.call('native', [S.sourceText, index ? { index } : {}]);
  } catch (e) {
    if (e instanceof StoppedError) return;
    return refused(e);
  }
  const ed = EDITORS[nat.kind];
  let model;
  try { model = ed.parse(nat.text); } catch (e) { return refused(e); }
  clearInputError();
  S.index = index;
  S.link = !index && isLink(S.sourceText) ? S.sourceText.trim() : null;
  setPuzzle(ed, model, index ? nat.text : S.sourceText, { keepInput: true });
  showLinks(nat.links || []);
}

/** Makes a puzzle current: its editor, model and text; the history starts afresh. */
function setPuzzle(ed, model, text, { keepInput = false } = {}) {
  Object.assign(S, { ed, model, text, history: [], selectedClue: null });
  if (!keepInput) $('input').value = text;
  S.tool = ed.tools[0].id;
  $('tool').replaceChildren(...ed.tools.map((t) => new Option(t.label, t.id)));
  changed({ keepPlay: false });
}

/** After every change of the puzzle: address, stale results dropped, verdict asked for. */
function changed({ keepPlay = false } = {}) {
  writeHash(S.link ? { url: S.link } : { text: S.text });
  S.solution = S.other = null;
  S.showOther = false;
  S.marks = {};
  if (!keepPlay || !S.play || S.play.length !== S.model.height || S.play[0].length !== S.model.width) S.play = emptyPlay(S.ed, S.model);
  else S.play = S.play.map((row, r) => row.map((v, c) => S.ed.givenAt(S.model, r, c) || v)); // givens as they are now
  $('width').value = S.model.width;
  $('height').value = S.model.height;
  $('puzzle-name').textContent = `(${S.model.kind} ${S.model.width}x${S.model.height})`;
  $('undo').disabled = S.history.length === 0;
  $('show-other').hidden = true;
  setResult('');
  scheduleAnalyze();
  render();
}

// ---- editing ----------------------------------------------------------------------------
function applyEdit(model) {
  S.history.push({ model: S.model, text: S.text, link: S.link });
  S.model = model;
  S.text = S.ed.serialize(model);
  S.link = null;
  S.index = null;
  S.sourceText = S.text;
  $('input').value = S.text;
  $('picker-box').hidden = true;
  changed({ keepPlay: true });
}

function undo() {
  const last = S.history.pop();
  if (!last) return;
  Object.assign(S, last);
  $('input').value = S.text;
  changed({ keepPlay: true });
}

function selectClue(id) {
  if (S.mode !== 'edit' || !S.ed.setClue) return;
  S.selectedClue = id;
  $('clue-box').hidden = false;
  $('clue-label').textContent = S.ed.clueLabel(id);
  $('clue-input').value = S.ed.clueText(S.model, id);
  render();
  $('clue-input').focus();
}

function setClue() {
  try {
    applyEdit(S.ed.setClue(S.model, S.selectedClue, $('clue-input').value));
  } catch (e) {
    setResult(`Clue not set: ${e.message}`);
  }
}

function tapCell(cell, event) {
  const r = Number(cell.dataset.row), c = Number(cell.dataset.col);
  const box = cell.getBoundingClientRect();
  S.cursor = [r, c];
  tapAt(r, c, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
}

/** A tap on cell (r, c) at (fx, fy) inside it (fractions): play cycles its value, edit edits. */
function tapAt(r, c, fx, fy) {
  if (S.mode === 'play') {
    if (S.ed.givenAt(S.model, r, c)) return;
    const cycle = ['?', ...S.ed.values(S.model)];
    S.play[r][c] = cycle[(cycle.indexOf(S.play[r][c]) + 1) % cycle.length];
    S.marks = {};
    return render();
  }
  const m = S.ed.edit(S.model, S.tool, { row: r, col: c, fx, fy }, S.ink);
  if (m) applyEdit(m);
}

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
/**
 * The keyboard on the board: arrows move the cursor cell, Space or Enter taps it, and
 * Shift+arrow taps next to that side (joins a domino, toggles a 123 border).
 */
function boardKey(e) {
  if (!S.model || e.target.closest('[data-clue]')) return;
  const d = ARROWS[e.key];
  const [r, c] = S.cursor;
  if (d && e.shiftKey) tapAt(r, c, 0.5 + d[1] / 2, 0.5 + d[0] / 2);
  else if (d) S.cursor = [Math.min(S.model.height - 1, Math.max(0, r + d[0])), Math.min(S.model.width - 1, Math.max(0, c + d[1]))];
  else if (e.key === ' ' || e.key === 'Enter') tapAt(r, c, 0.5, 0.5);
  else return;
  e.preventDefault();
  render();
}

// ---- the live verdict -------------------------------------------------------------------
let analyzeTimer = null;
let lastEditAt = -Infinity;
function scheduleAnalyze() {
  clearTimeout(analyzeTimer);
  const now = performance.now();
  const quiet = now - lastEditAt >= ANALYZE_DELAY_MS;
  lastEditAt = now;
  const seq = ++S.analysisSeq;
  S.analysis = null;
  setVerdict('');
  $('board').dataset.analysis = '';
  analyzeTimer = setTimeout(() => analyzeNow(seq), quiet ? 0 : ANALYZE_DELAY_MS);
}

/**
 * The live verdict, in two steps: `solve` (unique or not) gives the verdict soon, then
 * `analyze` the forced and open cells, the conflict, mends and difficulty, which take longer;
 * #board's data-analysis is "done" after both. The live work of an older edit still running
 * is of no use: when it is all the worker does, the worker is restarted, not waited for.
 */
async function analyzeNow(seq) {
  const waiting = client.waiting();
  if (waiting.length && waiting.every((tag) => LIVE.has(tag))) client.stop();
  let a;
  try {
    const s = await client.call('solve', [S.text, workOptions()], null, 'verdict');
    if (seq !== S.analysisSeq) return;
    setVerdict(s.status === 'unsatisfiable' ? 'none' : s.status === 'solved' ? (s.unique ? 'unique' : 'several') : '');
    $('details').textContent = 'Finding the forced cells…';
    a = await client.call('analyze', [S.text, workOptions()], null, 'analysis');
  } catch (e) {
    if (seq !== S.analysisSeq || e instanceof StoppedError) return;
    if (INPUT_ERRORS.has(e.kind)) showInputError(e);
    $('details').textContent = `No verdict: ${e.message}`;
    $('board').dataset.analysis = 'done';
    return;
  }
  if (seq !== S.analysisSeq) return; // the puzzle changed meanwhile
  $('board').dataset.analysis = 'done';
  S.analysis = a;
  setVerdict({ none: 'none', one: 'unique', several: 'several' }[a.solutions] || '');
  const notes = [];
  const level = a.difficulty && a.difficulty.level ? `; difficulty ${a.difficulty.level}` : '';
  if (a.solutions === 'one') $('details').textContent = `One solution${level}.`;
  if (a.solutions === 'several') {
    $('details').textContent = `Several solutions: ${a.forced_cells} of ${a.total_cells} cells forced, the open ones marked${level}.`;
    for (const mend of a.mends || []) notes.push(`Adding ${mend.clues.join(', ')} makes it unique.`);
    if (a.mend_note) notes.push(a.mend_note);
  }
  if (a.solutions === 'none') {
    $('details').textContent = 'No solution.';
    if (a.conflict) notes.push(`Conflicting clues: ${a.conflict.clues.join(', ')}${a.conflict.rules_alone ? ' (the rules alone)' : ''}`);
    if (a.reason) notes.push(a.reason);
  }
  setNotes(notes);
  render();
}

function setVerdict(v) {
  const el = $('verdict');
  el.dataset.verdict = v;
  el.textContent = { '': '', none: 'no solution', unique: 'unique', several: 'several solutions' }[v];
  if (!v) { $('details').textContent = ''; setNotes([]); }
}

// ---- drawing ------------------------------------------------------------------------------
function render() {
  if (!S.model) return;
  if (S.cursor[0] >= S.model.height || S.cursor[1] >= S.model.width) S.cursor = [0, 0];
  $('board').innerHTML = drawPuzzle(S.ed, S.model, boardView());
  const colour = S.model.kind === 'hanjie';
  $('ink-box').hidden = !colour;
  $('add-ink').hidden = !colour || S.mode !== 'edit';
  if (colour) {
    const inks = S.model.palette.inks;
    if (!inks.some((i) => i.char === S.ink)) S.ink = inks[0].char;
    $('ink').replaceChildren(...inks.map((i) => new Option(`${i.name} (${i.char})`, i.char)));
    $('ink').value = S.ink;
  }
  $('tool-box').hidden = S.mode !== 'edit';
  if (S.mode !== 'edit') $('clue-box').hidden = true;
}

// ---- work -----------------------------------------------------------------------------------
async function solve() {
  setResult('Solving…');
  const t0 = performance.now();
  try {
    const r = await client.call('solve', [S.text, workOptions()]);
    const ms = Math.round(performance.now() - t0);
    S.marks = {};
    if (r.status === 'solved') {
      S.solution = r.solution;
      S.other = r.other_solution;
      setMode('edit');
      let text = r.unique ? 'Solved: the solution is unique.' : r.unique === false ? 'Solved: NOT unique.' : 'Solved (uniqueness not checked).';
      if (r.other_solution) {
        S.marks.differs = new Set();
        r.solution.forEach((row, i) => [...row].forEach((v, j) => { if (r.other_solution[i][j] !== v) S.marks.differs.add(`${i},${j}`); }));
        const names = [...S.marks.differs].map((k) => k.split(',').map((n) => Number(n) + 1)).map(([a, b]) => `r${a}c${b}`);
        text += ` A second solution differs at ${names.join(' ')} (marked).`;
        $('show-other').hidden = false;
      }
      setResult(`${text} ${(r.stats.seconds * 1000).toFixed(1)} ms in the solver, ${ms} ms in all (engine ${r.stats.engine}).`);
    } else {
      S.solution = null;
      setResult(`${r.status === 'unsatisfiable' ? 'No solution' : r.status}${r.reason ? `: ${r.reason}` : ''} (${ms} ms).`);
    }
    render();
  } catch (e) { workFailed(e); }
}

async function count() {
  const limit = Math.max(1, Number($('limit').value) || 1000);
  setResult('Counting…');
  try {
    const r = await client.call('count', [S.text, workOptions({ limit })], (p) => setResult(`Counting… at least ${p.count} so far`));
    if (r.status === 'timeout') return setResult(`Stopped by the time limit: at least ${r.count} solutions.`);
    setResult(r.complete ? `${r.count} solution${r.count === 1 ? '' : 's'} (all counted).` : `At least ${r.count} solutions (the limit ${limit} reached).`);
  } catch (e) { workFailed(e); }
}

async function hint() {
  setResult('Looking for the next cell…');
  try {
    const r = await client.call('hint', [S.text, S.mode === 'play' ? playText() : null, workOptions()]);
    S.marks = {};
    if (r.wrong_cells && r.wrong_cells.length) {
      S.marks.wrong = new Set(r.wrong_cells.map((w) => cellKey(w.cell)));
      setResult(`First put right: ${r.wrong_cells.map((w) => `r${w.cell[0]}c${w.cell[1]} is ${w.value}, not ${w.expected}`).join('; ')}.`);
    } else if (r.step) {
      S.marks.hint = new Set([cellKey(r.step.cell)]);
      S.marks['hint-also'] = new Set(r.step.fixes.map((f) => cellKey(f.cell)).filter((k) => !S.marks.hint.has(k)));
      setResult(`Next: ${r.step.explanation}${r.step.clues.length ? ` (clues: ${r.step.clues.join(', ')})` : ''}.`);
    } else {
      setResult(`No next cell: ${r.status}${r.broken_rules.length ? `; ${r.broken_rules.join('; ')}` : ''}.`);
    }
    render();
  } catch (e) { workFailed(e); }
}

async function check() {
  if (S.mode !== 'play') setMode('play');
  setResult('Checking…');
  try {
    const r = await client.call('hint', [S.text, playText(), workOptions()]);
    S.marks = { wrong: new Set((r.wrong_cells || []).map((w) => cellKey(w.cell))), broken: cellsNamed(r.broken_rules || []) };
    const lines = [];
    for (const w of r.wrong_cells || []) lines.push(`r${w.cell[0]}c${w.cell[1]} is ${w.value} but the solution has ${w.expected}`);
    lines.push(...(r.broken_rules || []));
    const open = S.play.flat().filter((v) => v === '?').length;
    setResult(lines.length ? `Mistakes:\n${lines.join('\n')}` : open ? `No mistakes so far; ${open} cells to fill.` : 'Solved: every cell is right.');
    render();
  } catch (e) { workFailed(e); }
}

function stop() {
  const live = $('board').dataset.analysis !== 'done';
  client.stop();
  clearTimeout(analyzeTimer);
  S.analysisSeq++;
  setResult('Stopped.');
  if (live) $('details').textContent = 'The live verdict was stopped too: the next edit asks for it again.';
}

async function generate() {
  const seed = $('gen-seed').value.trim() || crypto.getRandomValues(new BigUint64Array(1))[0].toString();
  const opts = workOptions({ size: $('gen-size').value.trim(), seed });
  delete opts.name; // generate takes no name
  if ($('gen-difficulty').value) opts.difficulty = $('gen-difficulty').value;
  const colours = Number($('gen-colours').value);
  if ($('gen-kind').value === 'hanjie' && colours > 1) opts.colours = colours;
  setResult('Generating…');
  try {
    const r = await client.call('generate', [$('gen-kind').value, opts]);
    await openText(r.text);
    setResult(`Generated with seed ${r.seed}${r.level ? `, difficulty ${r.level}` : ''}.`);
    $('play-links').replaceChildren(...playLinkItems(r.play_links || []));
  } catch (e) { workFailed(e); }
}

// ---- export -----------------------------------------------------------------------------------
function showLinks(links) {
  $('links').replaceChildren(...playLinkItems(links));
}

/**
 * Where the puzzle can be played, as list items: each link named by its site (`Play on
 * puzz.link`), the whole address its target and tooltip (a Hanjie's runs to hundreds of
 * characters).
 */
function playLinkItems(links) {
  return links.map((href) => {
    const host = new URL(href).hostname;
    const site = host.endsWith('chiark.greenend.org.uk') ? "Simon Tatham's puzzles" : host;
    const li = document.createElement('li');
    li.append(Object.assign(document.createElement('a'), { href, title: href, textContent: `Play on ${site}`, target: '_blank', rel: 'noopener' }));
    return li;
  });
}
const extension = () => (S.ed.extensionOf ? S.ed.extensionOf(S.model) : S.ed.extension);
async function exportAs(what) {
  try {
    if (what === 'native' || what === 'link') {
      const r = await client.call('native', [S.text, workOptions({}, false)]);
      if (what === 'native') return download(fileName(S.model, extension()), r.text);
      if (!r.links.length) return setResult('No link plays this puzzle.');
      showLinks(r.links);
      return download(fileName(S.model, 'url.txt'), r.links.join('\n') + '\n');
    }
    if (what === 'svg') return download(fileName(S.model, 'svg'), await client.call('svg', [S.text, S.solution, workOptions({}, false)]), 'image/svg+xml');
    if (what === 'dimacs') return download(fileName(S.model, 'cnf'), await client.call('dimacs', [S.text, workOptions({}, false)]));
    if (what === 'answer') {
      let rows = S.mode === 'play' ? S.play.map((r) => r.join('')) : S.solution;
      if (!rows) {
        const r = await client.call('solve', [S.text, workOptions()]);
        if (r.status !== 'solved') return setResult('No solution to write.');
        rows = r.solution;
      }
      return download(fileName(S.model, 'answer'), await client.call('answer', [S.text, rows, workOptions({}, false)]));
    }
  } catch (e) { workFailed(e); }
}

// ---- wiring ------------------------------------------------------------------------------------
function setMode(mode) {
  S.mode = mode;
  document.querySelector(`input[name=mode][value="${mode}"]`).checked = true;
  S.marks = {};
  render();
}

async function openFile(file) {
  if (file) await openText(await file.text());
}

function wire() {
  $('open-btn').onclick = () => openText($('input').value);
  $('file').onchange = (e) => openFile(e.target.files[0]);
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => { e.preventDefault(); openFile(e.dataTransfer.files[0]); });
  $('picker').onchange = () => pick(Number($('picker').value));
  $('new-btn').onclick = () => {
    const m = $('new-size').value.match(/^(\d+)x(\d+)$/);
    if (!m) return showInputError(new Error('size: WxH, e.g. 6x6'));
    const ed = EDITORS[$('new-kind').value];
    const model = ed.blank(Number(m[1]), Number(m[2]));
    S.link = null; S.index = null;
    S.sourceText = ed.serialize(model);
    setPuzzle(ed, model, S.sourceText);
  };
  for (const radio of document.querySelectorAll('input[name=mode]')) radio.onchange = () => setMode(radio.value);
  $('tool').onchange = () => { S.tool = $('tool').value; };
  $('ink').onchange = () => { S.ink = $('ink').value; };
  $('add-ink').onclick = () => { const m = S.ed.addInk(S.model); if (m) { applyEdit(m); S.ink = m.palette.inks.at(-1).char; render(); } };
  $('undo').onclick = undo;
  $('resize').onclick = () => {
    const w = Number($('width').value), h = Number($('height').value);
    if (w >= 1 && h >= 1 && (w !== S.model.width || h !== S.model.height)) applyEdit(S.ed.resize(S.model, w, h));
  };
  $('clue-set').onclick = setClue;
  $('clue-input').onkeydown = (e) => { if (e.key === 'Enter') setClue(); };
  // A tap is its pointerup (a click would be lost when the board is redrawn between a quick
  // second tap's down and up); keyboard users activate clues with Enter.
  $('board').addEventListener('pointerup', (e) => {
    if (e.button !== 0) return;
    const clue = e.target.closest('[data-clue]');
    if (clue) return selectClue(clue.dataset.clue);
    const cell = e.target.closest('[data-row]');
    if (cell) tapCell(cell, e);
  });
  $('board').addEventListener('keydown', (e) => {
    const clue = e.target.closest('[data-clue]');
    if (clue && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); selectClue(clue.dataset.clue); }
  });
  $('board').addEventListener('keydown', boardKey);
  $('solve').onclick = solve;
  $('count').onclick = count;
  $('hint').onclick = hint;
  $('check').onclick = check;
  $('stop').onclick = stop;
  $('show-other').onclick = () => { S.showOther = !S.showOther; render(); };
  $('clear-play').onclick = () => { S.play = emptyPlay(S.ed, S.model); S.marks = {}; render(); };
  $('gen-btn').onclick = generate;
  for (const what of ['native', 'link', 'svg', 'answer', 'dimacs']) $(`exp-${what}`).onclick = () => exportAs(what);
  window.addEventListener('hashchange', () => openFromHash());
}

function openFromHash() {
  const h = readHash();
  if (h) return openText(h.text !== undefined ? h.text : h.url);
  return null;
}

wire();
client.call('version', []).then((v) => { $('version').textContent = v; }, () => {});
if (!openFromHash()) openText(EXAMPLE);
