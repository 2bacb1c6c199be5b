// The page per kind, solved, as PNG files in the folder given (scripts/web-screenshots).
import { join, resolve } from 'node:path';
import { setup, instance, hashText, verdict, analyzed, ROOT } from './helpers.mjs';

const SHOTS = [
  ['magnets', 'magnets/janko-6x6.magnets', 'play'],
  ['123', '123/several-6x6.123', 'verdict'],
  ['hanjie', 'hanjie/colour-garden.xml', 'solve'],
  ['yinyang', 'yinyang/pzprjs-test-5x5.yinyang', 'solve'],
];

const out = resolve(ROOT, process.argv[2] || 'docs');
const env = await setup();
try {
  for (const [kind, puzzle, what] of SHOTS) {
    const page = await env.newPage({ viewport: { width: 1100, height: 1100 } });
    await page.goto(env.url + hashText(instance(puzzle)));
    await verdict(page);
    await analyzed(page);
    if (what === 'solve') {
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.waitForFunction(() => /Solved/.test(document.getElementById('result').textContent));
    }
    if (what === 'play') {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.waitForFunction(() => /Next/.test(document.getElementById('result').textContent));
    }
    const file = join(out, `web-${kind}.png`);
    await page.screenshot({ path: file, fullPage: false });
    if (page.problems.length) throw new Error(`${kind}: ${page.problems.join('; ')}`);
    console.log(file);
  }
} finally {
  await env.close();
}
