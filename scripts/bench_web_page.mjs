// The page's side of scripts/bench-web (run by it; node 20, playwright-core from web/'s
// node_modules, Debian's chromium): times gridsat's WebAssembly build in a real Chromium.
//
//   node scripts/bench_web_page.mjs solve DIST REPEATS TIMEOUT    (puzzles.json on one line,
//                                    then puzzle numbers, one a line; a JSON line each back)
//   node scripts/bench_web_page.mjs verdict DIST TAPS < cases.json > times.json
//
// solve: the module of DIST (gridsat.js, gridsat_bg.wasm) imported by a page of DIST's
// origin; each puzzle ({name, text}) of the first line solved once (`first`: the time of
// that first call), then `ready` printed; then for each number K read, puzzle K solved
// REPEATS times (`solve(text, {name, timeout})`, as the page's worker calls it, on the
// page's thread here: nothing else runs there), and a line printed: each call's wall time
// (performance.now()), the library's own `stats.seconds`, and the answer (status, unique,
// solution). The driver runs the native binary on the same puzzle in between, so that the
// machine's drift over minutes does not tilt the comparison.
// verdict: the page itself (DIST/index.html) opened with each case's puzzle ({name, text,
// row, col}); the cell tapped TAPS times (each tap a new puzzle); the time from the tap to
// `data-verdict` set, measured in the page (a MutationObserver), debounce included.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { mkdtempSync, writeFileSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../web/tests/e2e/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'web', 'package.json'))('playwright-core');
const [mode, dist, ...rest] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const input = JSON.parse(mode === 'solve' ? (await lines.next()).value : readFileSync(0, 'utf8'));

const blank = mkdtempSync(join(tmpdir(), 'gridsat-bench-web-'));
writeFileSync(join(blank, 'bench.html'), '<!doctype html><meta charset="utf-8"><title>bench</title>');
const server = await startServer([dist, blank]);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox'],
});
try {
  if (mode === 'solve') await solveTimes(...rest.map(Number));
  else process.stdout.write(JSON.stringify(await verdictTimes(Number(rest[0]))));
} finally {
  await browser.close();
  await server.close();
  rmSync(blank, { recursive: true, force: true });
}

async function solveTimes(repeats, timeout) {
  const page = await browser.newPage();
  await page.goto(server.url + 'bench.html');
  const version = await page.evaluate(async () => {
    window.gridsat = await import('/gridsat.js');
    await window.gridsat.default();
    return window.gridsat.version();
  });
  const userAgent = await page.evaluate(() => navigator.userAgent);
  // A first pass over every puzzle, one call each (the first call of a puzzle: WebAssembly
  // starts in V8's baseline compiler and its hot functions are optimised as they run), then
  // the timed pass.
  const first = [];
  for (const { name, text } of input) {
    first.push(await page.evaluate(({ name, text, timeout }) => {
      const t0 = performance.now();
      try {
        window.gridsat.solve(text, { name, timeout });
      } catch { /* the timed pass records it */ }
      return (performance.now() - t0) / 1000;
    }, { name, text, timeout }));
  }
  process.stdout.write(JSON.stringify({ ready: true, version, userAgent }) + '\n');
  for (let line = await lines.next(); !line.done; line = await lines.next()) {
    const i = Number(line.value);
    const { name, text } = input[i];
    const result = await page.evaluate(({ name, text, repeats, timeout, first }) => {
      const runs = [];
      let answer = null;
      for (let i = 0; i < repeats; i++) {
        const t0 = performance.now();
        try {
          const r = window.gridsat.solve(text, { name, timeout });
          const wall = (performance.now() - t0) / 1000;
          runs.push({ wall, seconds: r.stats ? r.stats.seconds : null });
          answer = { status: r.status, unique: r.unique, solution: r.solution || null };
        } catch (e) {
          const wall = (performance.now() - t0) / 1000;
          runs.push({ wall, seconds: null });
          answer = { status: e.kind === 'timeout' ? 'timeout' : 'error', error: String(e.message) };
        }
        if (answer.status === 'timeout' || answer.status === 'error') break; // once is enough
      }
      return { name, first, runs, answer };
    }, { name, text, repeats, timeout, first: first[i] });
    process.stdout.write(JSON.stringify(result) + '\n');
  }
  await page.close();
}

async function verdictTimes(taps) {
  const results = [];
  for (const { name, text, row, col } of input) {
    const page = await browser.newPage();
    await page.goto(server.url + 'index.html#text=' + encodeURIComponent(text));
    const ready = () => page.waitForSelector('#board[data-analysis=done]', { timeout: 120000 });
    await ready();
    const times = [];
    const verdicts = [];
    for (let i = 0; i < taps; i++) {
      await ready();
      await page.evaluate(() => {
        window.__verdictAt = new Promise((ok) => {
          const el = document.getElementById('verdict');
          new MutationObserver((_, o) => {
            if (el.dataset.verdict) { o.disconnect(); ok([performance.now(), el.dataset.verdict]); }
          }).observe(el, { attributes: true });
        });
        document.getElementById('board').addEventListener('pointerup', () => { window.__tapAt = performance.now(); },
          { once: true, capture: true });
      });
      await page.locator(`#board [data-row="${row}"][data-col="${col}"]`).first().click();
      const [at, verdict] = await page.evaluate(async () => {
        const none = new Promise((ok) => setTimeout(() => ok([null, 'none came']), 20000));
        const [t, v] = await Promise.race([window.__verdictAt, none]);
        return [t === null ? null : t - window.__tapAt, v];
      });
      times.push(at === null ? null : at / 1000);
      verdicts.push(verdict);
      if (at === null) break; // the tap changed nothing: no new verdict to wait for
    }
    await page.close();
    results.push({ name, times, verdicts });
  }
  return { results };
}
