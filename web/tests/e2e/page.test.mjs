// The page's contract, kind by kind: opened by link, solved, the grid read back from the data
// attributes equals the instance's answer; and no console error, no request off the origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, instance, answerRows, hashText, hashUrl, verdict, analyzed, grid, result, MODE } from './helpers.mjs';

let env;
before(async () => { env = await setup(); console.log(`# page served from ${{ dist: 'web/dist (real bindings)', fake: 'web/www + fake bindings', bindings: `web/www + the bindings of ${process.env.GRIDSAT_BINDINGS}` }[MODE]}`); });
after(async () => { await env.close(); });

const CASES = [
  ['magnets/janko-6x6.magnets', 'magnets/janko-6x6.answer'],
  ['123/cspuz-4x4.123', '123/cspuz-4x4.answer'],
  ['hanjie/pzprjs-6x6.non', 'hanjie/pzprjs-6x6.answer'],
  ['hanjie/colour-garden.xml', 'hanjie/colour-garden.answer'],
  ['yinyang/pzprjs-test-5x5.yinyang', 'yinyang/pzprjs-test-5x5.answer'],
];

for (const [puzzle, answer] of CASES) {
  test(`${puzzle}: opened by #text=, verdict unique, Solve draws the answer`, async () => {
    const page = await env.newPage();
    await page.goto(env.url + hashText(instance(puzzle)));
    assert.equal(await verdict(page), 'unique');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.waitForFunction(() => /Solved/.test(document.getElementById('result').textContent));
    assert.deepEqual(await grid(page), answerRows(answer));
    assert.match(await result(page), /unique/);
    assert.deepEqual(page.problems, []);
  });
}

test('a puzz.link URL opened by #url= is solved', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashUrl('https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h'));
  assert.equal(await verdict(page), 'unique');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.waitForFunction(() => /Solved/.test(document.getElementById('result').textContent));
  assert.deepEqual(await grid(page), answerRows('hanjie/pzprjs-6x6.answer'));
  assert.match(decodeURIComponent(new URL(page.url()).hash), /^#url=https:\/\/puzz\.link/);
  assert.deepEqual(page.problems, []);
});

test('two solutions: Solve marks where the second differs', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashText(instance('magnets/janko-8x8-two-solutions.magnets')));
  assert.equal(await verdict(page), 'several');
  await analyzed(page);
  const open = await page.$$eval('[data-row][data-open]', (c) => c.length);
  assert.equal(open, 4);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.waitForFunction(() => /NOT unique/.test(document.getElementById('result').textContent));
  assert.equal(await page.$$eval('[data-row][data-differs]', (c) => c.length), 4);
  assert.deepEqual(page.problems, []);
});

test('no request leaves the page origin (the worker and its wasm included)', async () => {
  const page = await env.newPage();
  const seen = [];
  page.context().on('request', (r) => seen.push(r.url()));
  await page.goto(env.url + hashText(instance('123/cspuz-4x4.123')));
  await verdict(page);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.waitForFunction(() => /Solved/.test(document.getElementById('result').textContent));
  const origin = new URL(env.url).origin;
  const files = seen.map((u) => new URL(u)).filter((u) => u.origin === origin).map((u) => u.pathname.split('/').pop());
  for (const f of ['index.html', 'app.js', 'worker.js', 'gridsat.js']) assert.ok(files.includes(f), `${f} requested: ${files}`);
  if (MODE !== 'fake') assert.ok(files.includes('gridsat_bg.wasm'), 'the wasm is seen as a request (from the worker)');
  assert.deepEqual(seen.filter((u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:')), []);
  assert.deepEqual(page.problems, []);
});
