// How long the page takes from an edit to its verdict (a benchmark, not a test): each
// 15x15 instance opened, then a cell tapped N times (each tap a new puzzle), the time from
// the tap to data-verdict set measured in the page (performance.now(), a MutationObserver).
// Each tap waits for the analysis of the one before (no worker restarted in between).
// Run: node web/tests/e2e/verdict-time.mjs [N]   (the page as helpers.mjs serves it)
import { setup, instance, hashText, verdict, cell, MODE } from './helpers.mjs';

const N = Number(process.argv[2] || 5);
const CASES = [['123/generated-15x15.123', 0, 1], ['yinyang/generated-15x15.yinyang', 0, 1]];
const env = await setup();
console.log(`page: ${MODE}; debounce included; ${N} taps each`);
for (const [puzzle, r, c] of CASES) {
  const page = await env.newPage();
  await page.goto(env.url + hashText(instance(puzzle)));
  await verdict(page, 60000);
  const times = [];
  for (let i = 0; i < N; i++) {
    await page.waitForSelector('#board[data-analysis=done]', { timeout: 60000 });
    await page.evaluate(() => {
      window.__t = new Promise((ok) => {
        const el = document.getElementById('verdict');
        new MutationObserver((_, o) => { if (el.dataset.verdict) { o.disconnect(); ok(performance.now()); } })
          .observe(el, { attributes: true });
      });
      window.__t0 = 0;
      document.getElementById('board').addEventListener('pointerup', () => { window.__t0 = performance.now(); }, { once: true, capture: true });
    });
    await cell(page, r, c).click();
    times.push(await page.evaluate(async () => (await window.__t) - window.__t0));
  }
  times.sort((a, b) => a - b);
  console.log(`${puzzle}: median ${times[times.length >> 1].toFixed(0)} ms, min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)} (verdict ${await page.$eval('#verdict', (e) => e.dataset.verdict)})`);
}
await env.close();
