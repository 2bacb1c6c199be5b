// Shared by the end-to-end tests: the page served (the built web/dist with the real bindings,
// or web/www with the fake bindings of fake/ while no build exists; GRIDSAT_WEB=dist|fake
// chooses), Debian's chromium driven by playwright-core (never a downloaded browser), and
// readers of the page's contract (data-verdict, data-row/col/value, data-hint).
import { chromium } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const WEB = join(here, '..', '..');
export const ROOT = join(WEB, '..');
// scripts/web-test names the build and the command line: GRIDSAT_WEB_DIST, GRIDSAT_BIN.
const dist = process.env.GRIDSAT_WEB_DIST || join(WEB, 'dist');
// GRIDSAT_BINDINGS=DIR: this page's web/www with the bindings (gridsat.js, gridsat_bg.wasm)
// of DIR, e.g. another worktree's web/dist.
const bindings = process.env.GRIDSAT_BINDINGS;
export const MODE = bindings ? 'bindings' : process.env.GRIDSAT_WEB || (existsSync(join(dist, 'gridsat_bg.wasm')) ? 'dist' : 'fake');
const roots = { dist: [dist], fake: [join(WEB, 'www'), join(here, 'fake')], bindings: [join(WEB, 'www'), bindings] }[MODE];

export const instance = (path) => readFileSync(join(ROOT, 'instances', path), 'utf8');
/** The rows of an answer file (its first solution), comments dropped. */
export function answerRows(path) {
  const rows = [];
  for (const line of instance(path).split('\n').filter((l) => !l.startsWith('# ') && l !== '#')) {
    if (!line.trim()) { if (rows.length) break; continue; }
    rows.push(line.trim());
  }
  return rows;
}

/** Starts the server and the browser; returns {url, newPage, close}. */
export async function setup() {
  const server = await startServer(roots);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
  const pages = [];
  const origin = new URL(server.url).origin;
  async function newPage(options = {}) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.problems = [];
    page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
    // Nothing may leave the page's origin: every request is checked, and refused if it does.
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (u.startsWith(origin) || u.startsWith('blob:') || u.startsWith('data:')) return route.continue();
      page.problems.push(`request left the origin: ${u}`);
      return route.abort();
    });
    pages.push(page);
    return page;
  }
  return {
    url: server.url,
    newPage,
    async close() { await browser.close(); await server.close(); },
  };
}

export const hashText = (text) => `index.html#text=${encodeURIComponent(text)}`;
export const hashUrl = (link) => `index.html#url=${encodeURIComponent(link)}`;

/** Waits until the verdict is set (not empty) and returns it. */
export async function verdict(page, timeout = 20000) {
  try {
    await page.waitForFunction(() => document.getElementById('verdict').dataset.verdict !== '', null, { timeout });
  } catch (e) {
    throw new Error(`no verdict: ${JSON.stringify(await pageState(page))}`);
  }
  return page.$eval('#verdict', (e) => e.dataset.verdict);
}

/** Waits until the live analysis (forced and open cells) is done. */
export async function analyzed(page, timeout = 20000) {
  await page.waitForSelector('#board[data-analysis="done"]', { timeout });
}

/** What the page says, for a failing test's message. */
export async function pageState(page) {
  const text = (sel) => page.$eval(sel, (e) => e.textContent).catch(() => null);
  return { input: await page.inputValue('#input').catch(() => null), details: await text('#details'), inputError: await text('#input-error'), result: await text('#result'), name: await text('#puzzle-name'), problems: page.problems };
}

/** The drawn grid as rows of data-value characters ('?' for an empty data-value). */
export function grid(page) {
  return page.$$eval('[data-row][data-col]', (cells) => {
    const rows = [];
    for (const c of cells) {
      const r = Number(c.dataset.row), k = Number(c.dataset.col);
      rows[r] = rows[r] || [];
      rows[r][k] = c.dataset.value === '' ? '?' : c.dataset.value;
    }
    return rows.map((r) => r.join(''));
  });
}

/** Cells (as "r,c", from 0) carrying a data attribute. */
export const marked = (page, attr) => page.$$eval(`[data-row][${attr}]`, (cells) => cells.map((c) => `${c.dataset.row},${c.dataset.col}`));

export const cell = (page, r, c) => page.locator(`[data-row="${r}"][data-col="${c}"]`);
export const result = (page) => page.$eval('#result', (e) => e.textContent);
