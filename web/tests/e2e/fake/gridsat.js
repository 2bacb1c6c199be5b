// A fake of the bindings' module (web/src -> gridsat.js), for developing and testing the page
// before the wasm build exists. It answers with the command line's own JSON, recorded by
// make-fixtures.mjs for a few fixed puzzles (fixtures.json); any other text is refused with a
// message saying so. Same calls and shapes as web/notes' contract; never used by the real page.
import { keyOf } from './keys.mjs';

let fx = null;
export const version = 'fake';

export default async function init() {
  const res = await fetch(new URL('./fixtures.json', import.meta.url));
  fx = await res.json();
}

function fail(message, kind = 'parse') {
  const e = new Error(message);
  e.kind = kind;
  const m = message.match(/:(\d+):(\d+):/);
  if (m) { e.line = Number(m[1]); e.column = Number(m[2]); }
  throw e;
}

function resolve(text, opts) {
  if (opts && opts.index) text = splitPuzzles(text)[opts.index - 1] || '';
  const t = String(text).trim();
  if (fx.urls[t]) return fx.urls[t][1];
  return text;
}

function entry(text, what, opts) {
  const e = fx.puzzles[keyOf(resolve(text, opts))];
  if (!e) fail('fake bindings: no fixture for this puzzle (tests/e2e/fake/make-fixtures.mjs records them)', 'usage');
  const r = e[what];
  if (r && r.status === 'error') fail(r.error.replace(/^<stdin>:/, 'puzzle:'));
  return e;
}

const named = (obj, opts) => ({ ...structuredClone(obj), input: (opts && opts.name) || 'puzzle' });

export function solve(text, opts = {}) { return named(entry(text, 'solve', opts).solve, opts); }
export function analyze(text, opts = {}) { return named(entry(text, 'analyze', opts).analyze, opts); }

export function count(text, opts = {}) {
  const key = keyOf(resolve(text, opts));
  if (key === fx.slow && (opts.limit === undefined || opts.limit > 1000)) {
    // The real count of this puzzle takes far longer than any test; so does this one.
    const until = Date.now() + 10 * 60 * 1000;
    while (Date.now() < until) { /* busy, as a long count is */ }
    fail('timed out', 'timeout');
  }
  const r = named(entry(text, 'count', opts).count, opts);
  if (opts.limit !== undefined && r.count >= opts.limit) { r.count = opts.limit; r.complete = false; }
  return r;
}

export function hint(text, answerText, opts = {}) {
  const e = entry(text, 'hint', opts);
  if (answerText == null) return named(e.hint, opts);
  const r = fx.hints[keyOf(resolve(text, opts)) + '|' + keyOf(answerText)];
  if (!r) fail('fake bindings: no fixture for this fill', 'usage');
  return named(r, opts);
}

export function generate(kind, opts = {}) {
  const key = [kind, opts.size, String(opts.seed), String(opts.colours || 1)].join('|');
  const r = fx.generate[key];
  if (!r) fail('fake bindings: no fixture for generate ' + key, 'usage');
  return structuredClone(r);
}

export function dimacs(text, opts = {}) { return entry(text, 'dimacs', opts).dimacs; }
export function svg(text, rows, opts = {}) {
  const e = entry(text, 'svg', opts);
  return rows ? e.svgSolved : e.svg;
}

export function native(text, opts = {}) {
  const e = entry(text, 'solve', opts);
  const t = String(text).trim();
  const links = fx.urls[t] ? [t] : [];
  return { kind: e.kind, text: resolve(text, opts), width: e.solve.width, height: e.solve.height, links };
}

export function answer(text, rows, opts = {}) { entry(text, 'solve', opts); return rows.join('\n') + '\n'; }

export function verify(text, answerText) {
  const h = hint(text, answerText);
  return { input: 'puzzle', valid: h.status !== 'wrong' && !h.cells.some((r) => r.includes('?')), broken_rules: h.broken_rules };
}

export function puzzles(text) {
  const parts = splitPuzzles(text);
  return parts.map((p, i) => {
    const e = entry(p, 'solve');
    return { index: i + 1, name: parts.length > 1 ? `puzzle#${i + 1}` : 'puzzle', kind: e.kind, width: e.solve.width, height: e.solve.height };
  });
}

// Texts of several puzzles, as generate --count prints them: a line `---` between two.
export function splitPuzzles(text) {
  return String(text).split(/^---\s*$/m).filter((p) => p.trim());
}

export function kinds() { return ['magnets', 'hanjie', '123', 'yinyang']; }
export function formats() { return []; }
