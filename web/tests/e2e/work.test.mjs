// The page at work: an edit that makes a puzzle non-unique, play with hint and check, Stop
// during a long count, bad input, generate against the command line, several puzzles in one
// text, drawing a nonogram's picture, export, and a phone's narrow viewport.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setup, instance, answerRows, hashText, hashUrl, verdict, analyzed, grid, marked, cell, result, ROOT, MODE } from './helpers.mjs';
import { LONG, BAD } from './fake/keys.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env.close(); });

const button = (page, name) => page.getByRole('button', { name, exact: true });
const resultMatches = (page, re) => page.waitForFunction((s) => new RegExp(s).test(document.getElementById('result').textContent), re.source);
async function tap(page, r, c, times = 1) {
  for (let i = 0; i < times; i++) await cell(page, r, c).click();
}

test('an edit that makes the puzzle non-unique marks the open cells; the address follows', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashText(instance('123/generated-6x6.123')));
  assert.equal(await verdict(page), 'unique');
  await analyzed(page);
  assert.deepEqual(await marked(page, 'data-open'), []);
  await tap(page, 3, 0, 2); // the given 2 at r4c1: 3, then none
  assert.equal(await verdict(page), 'several');
  await analyzed(page);
  const open = await marked(page, 'data-open');
  assert.ok(open.length > 0, 'open cells marked');
  assert.ok(open.includes('2,3'), 'r3c4 is open');
  assert.match(await page.$eval('#details', (e) => e.textContent), /Several solutions/);
  const hash = decodeURIComponent(new URL(page.url()).hash);
  assert.ok(hash.startsWith('#text=123 6x6\n'), hash);
  assert.ok(!hash.includes('\n2.....'), 'the removed given is gone from the link');
  await button(page, 'Undo').click(); // back to 3 at r4c1
  await button(page, 'Undo').click(); // back to the file
  assert.equal(await verdict(page), 'unique');
  assert.equal(await page.inputValue('#input'), instance('123/generated-6x6.123'));
  assert.deepEqual(page.problems, []);
});

test('play: Check names the wrong cell, Hint gives it first, then a next cell with its reason', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashText(instance('123/cspuz-4x4.123')));
  await verdict(page);
  await page.getByLabel('Play').check();
  await tap(page, 0, 0, 2); // 2
  await tap(page, 0, 3, 2); // 2
  await tap(page, 1, 0, 3); // 3: wrong (the solution has 1)
  await tap(page, 1, 2, 3); // 3
  assert.deepEqual(await grid(page), ['2212', '3?3?', '????', '21??']);
  await button(page, 'Check').click();
  await resultMatches(page, /Mistakes/);
  assert.deepEqual(await marked(page, 'data-wrong'), ['1,0']);
  assert.match(await result(page), /r2c1 is 3 but the solution has 1/);
  await button(page, 'Hint').click();
  await resultMatches(page, /First put right/);
  assert.deepEqual(await marked(page, 'data-hint'), []);
  await tap(page, 1, 0, 2); // 3 -> ? -> 1
  await button(page, 'Hint').click();
  await resultMatches(page, /Next: r2c2 = 3/);
  assert.deepEqual(await marked(page, 'data-hint'), ['1,1']);
  assert.match(await result(page), /follows from/);
  await button(page, 'Check').click();
  await resultMatches(page, /No mistakes so far/);
  assert.deepEqual(page.problems, []);
});

test('Stop during a long count ends it at once; a new solve then works', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashText(LONG));
  await verdict(page);
  await page.getByLabel('Count limit').fill('100000000');
  await button(page, 'Count').click();
  await resultMatches(page, /at least \d+ so far/);
  assert.equal(await page.isVisible('#busy'), true);
  const t0 = Date.now();
  await button(page, 'Stop').click();
  await resultMatches(page, /^Stopped\.$/);
  assert.ok(Date.now() - t0 < 2000);
  assert.equal(await page.isVisible('#busy'), false);
  await page.goto(env.url + hashText(instance('yinyang/pzprjs-test-5x5.yinyang')));
  assert.equal(await verdict(page), 'unique');
  await button(page, 'Solve').click();
  await resultMatches(page, /Solved/);
  assert.deepEqual(await grid(page), answerRows('yinyang/pzprjs-test-5x5.answer'));
  assert.deepEqual(page.problems, []);
});

test('bad input shows the library message next to the input; the page keeps working', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashText(instance('magnets/tatham-3x3.magnets')));
  assert.equal(await verdict(page), 'unique');
  await page.fill('#input', BAD[0]);
  await button(page, 'Open').click();
  await page.waitForSelector('#input-error:not([hidden])');
  const message = await page.$eval('#input-error', (e) => e.textContent);
  assert.match(message, /`Q` is not a layout letter/);
  assert.match(message, /7:2|line 7, column 2/);
  assert.equal(await verdict(page), 'unique', 'the puzzle before stays, with its verdict');
  await page.fill('#input', instance('123/cspuz-4x4.123'));
  await button(page, 'Open').click();
  assert.equal(await verdict(page), 'unique');
  assert.equal(await page.isHidden('#input-error'), true);
  await button(page, 'Solve').click();
  await resultMatches(page, /Solved/);
  assert.deepEqual(await grid(page), answerRows('123/cspuz-4x4.answer'));
  assert.deepEqual(page.problems, []);
});

test('a link that cannot be opened, in the address or typed, shows the library message', { skip: MODE === 'fake' && 'needs the real bindings' }, async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashUrl('https://puzz.link/p?magnets/6/6/0'));
  await page.waitForSelector('#input-error:not([hidden])');
  assert.match(await page.$eval('#input-error', (e) => e.textContent), /r1c1 is in a region of 36 cells/);
  await page.fill('#input', 'p?magnets/6/6/0');
  await button(page, 'Open').click();
  await page.waitForFunction(() => /region of 36 cells/.test(document.getElementById('input-error').textContent)
    && /1:16/.test(document.getElementById('input-error').textContent));
  await page.fill('#input', instance('123/cspuz-4x4.123'));
  await button(page, 'Open').click();
  assert.equal(await verdict(page), 'unique');
  assert.deepEqual(page.problems, []);
});

const gridsatBinary = [process.env.GRIDSAT_BIN, process.env.GRIDSAT, join(ROOT, 'target', 'debug', 'gridsat'), join(ROOT, 'target', 'release', 'gridsat')].find((p) => p && existsSync(p));
for (const [kind, size, colours] of [['123', '5x5'], ['magnets', '5x5'], ['hanjie', '6x6', '3']]) {
  test(`Generate ${kind} ${size}${colours ? ` in ${colours} colours` : ''} seed 7 gives the command line's puzzle`, { skip: !gridsatBinary && 'no gridsat binary (set GRIDSAT)' }, async () => {
    const args = ['generate', kind, '--size', size, '--seed', '7', ...(colours ? ['--colours', colours] : [])];
    const cli = execFileSync(gridsatBinary, args, { encoding: 'utf8' });
    const page = await env.newPage();
    await page.goto(env.url + 'index.html');
    await verdict(page);
    await page.selectOption('#gen-kind', kind);
    await page.fill('#gen-size', size);
    await page.fill('#gen-seed', '7');
    await page.fill('#gen-colours', colours || '1');
    await button(page, 'Generate').click();
    await resultMatches(page, /Generated with seed 7/);
    assert.equal(await page.inputValue('#input'), cli);
    assert.equal(await verdict(page), 'unique');
    if (!colours) assert.ok((await page.$$eval('#play-links a', (a) => a.length)) >= 1, 'play links shown'); // colour: none plays it
    assert.deepEqual(page.problems, []);
  });
}

test('a text of several puzzles lists them to pick from', async () => {
  const page = await env.newPage();
  const text = instance('123/cspuz-4x4.123') + '---\n' + instance('123/generated-6x6.123');
  await page.goto(env.url + hashText(text));
  await page.waitForSelector('#picker-box:not([hidden])');
  assert.equal(await page.$$eval('#picker option', (o) => o.length), 2);
  assert.match(await page.$eval('#puzzle-name', (e) => e.textContent), /4x4/);
  await page.selectOption('#picker', '2');
  await page.waitForFunction(() => /6x6/.test(document.getElementById('puzzle-name').textContent));
  assert.equal(await verdict(page), 'unique');
  assert.deepEqual(page.problems, []);
});

test('hanjie: drawing the picture gives its clues; undo takes a stroke back', async () => {
  const page = await env.newPage();
  await page.goto(env.url + 'index.html');
  await verdict(page);
  await page.click('summary');
  await page.selectOption('#new-kind', 'hanjie');
  await page.fill('#new-size', '3x3');
  await button(page, 'New').click();
  await page.selectOption('#tool', 'draw');
  await tap(page, 0, 0);
  await tap(page, 0, 1);
  await tap(page, 2, 1);
  const label = (id) => page.$eval(`[data-clue="${id}"]`, (e) => e.getAttribute('aria-label'));
  assert.equal(await label('row:0'), 'Row 1 clue: 2');
  assert.equal(await label('col:1'), 'Column 2 clue: 1 1');
  await button(page, 'Undo').click();
  assert.equal(await label('col:1'), 'Column 2 clue: 1');
  assert.match(await page.inputValue('#input'), /^width 3\nheight 3\n\nrows\n2\n0\n0\n/);
  // Typing a clue in: row 3 becomes 3.
  await page.click('[data-clue="row:2"]');
  await page.fill('#clue-input', '3');
  await page.press('#clue-input', 'Enter');
  assert.equal(await label('row:2'), 'Row 3 clue: 3');
});

test('export: SVG, DIMACS and native text are downloads made in the page', async () => {
  const page = await env.newPage();
  await page.goto(env.url + hashText(instance('magnets/tatham-3x3.magnets')));
  await verdict(page);
  for (const [name, re] of [['SVG', /^<svg/], ['DIMACS', /^c /], ['Native text', /magnets 3x3/]]) {
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
    const body = await new Promise((ok, ko) => download.createReadStream().then((s) => { let t = ''; s.on('data', (d) => { t += d; }); s.on('end', () => ok(t)); s.on('error', ko); }, ko));
    assert.match(body, re, name);
  }
  assert.deepEqual(page.problems, []);
});

test('a phone: narrow viewport, touch, nothing wider than the screen', async () => {
  const page = await env.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.goto(env.url + hashText(instance('hanjie/colour-garden.xml')));
  assert.equal(await verdict(page), 'unique');
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, board: document.querySelector('#board svg').getBoundingClientRect().width }));
  assert.ok(widths.doc <= 360, `page ${widths.doc} px wide`);
  assert.ok(widths.board <= 360, `board ${widths.board} px wide`);
  await page.getByLabel('Play').check();
  await cell(page, 0, 2).tap();
  const firstInk = await page.$eval('#ink option', (o) => o.value); // a tap paints the first ink
  assert.ok(['r', 'g', 'X', 'b'].includes(firstInk), firstInk);
  assert.equal(await cell(page, 0, 2).getAttribute('data-value'), firstInk);
  await button(page, 'Solve').tap();
  await resultMatches(page, /Solved/);
  assert.deepEqual(await grid(page), answerRows('hanjie/colour-garden.answer'));
  assert.deepEqual(page.problems, []);
});

test('magnets and 123 editors: a tap near a side joins a domino or toggles a border; counts are typed in', async () => {
  const page = await env.newPage();
  await page.goto(env.url + 'index.html');
  await verdict(page);
  await page.click('summary');
  await page.selectOption('#new-kind', 'magnets');
  await page.fill('#new-size', '2x2');
  await button(page, 'New').click();
  assert.match(await page.inputValue('#input'), /\nLR\nLR\n$/);
  await cell(page, 0, 0).click({ position: { x: 20, y: 40 } }); // near its bottom side
  assert.match(await page.inputValue('#input'), /\nT\*\nB\*\n$/);
  await page.click('[data-clue="cols+:1"]');
  await page.fill('#clue-input', '1');
  await button(page, 'Set').click();
  assert.match(await page.inputValue('#input'), /\ncols\+ \? 1\n/);
  await page.fill('#width', '3');
  await button(page, 'Resize').click();
  assert.match(await page.inputValue('#input'), /^magnets 3x2\ncols\+ \? 1 \?\n/);
  assert.match(await page.inputValue('#input'), /\nT\*\*\nB\*\*\n$/);
  await page.selectOption('#new-kind', '123');
  await button(page, 'New').click();
  await page.selectOption('#tool', 'borders');
  await cell(page, 0, 0).click({ position: { x: 40, y: 20 } }); // near its right side
  assert.match(await page.inputValue('#input'), /\nborders r1c1-r1c2\n$/);
  await page.selectOption('#tool', 'givens');
  await cell(page, 1, 1).click();
  assert.match(await page.inputValue('#input'), /^123 2x2\n\.\.\n\.1\n/);
  assert.equal(await page.$$eval('.board .rule', (l) => l.length), 1);
});

test('the keyboard edits too: arrows move, Space taps, Shift+arrow taps a side', async () => {
  const page = await env.newPage();
  await page.goto(env.url + 'index.html');
  await verdict(page);
  await page.click('summary');
  await page.selectOption('#new-kind', 'yinyang');
  await page.fill('#new-size', '2x2');
  await button(page, 'New').click();
  await page.focus('#board');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  assert.equal(await page.inputValue('#input'), 'yinyang 2x2\nBW\n..\n');
  await page.selectOption('#new-kind', 'magnets');
  await button(page, 'New').click();
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  assert.match(await page.inputValue('#input'), /\n\*T\n\*B\n$/);
  assert.deepEqual(page.problems, []);
});

test('a file chosen or dropped opens; a Tatham game ID opened by #url= too', async () => {
  const page = await env.newPage();
  await page.goto(env.url + 'index.html');
  await verdict(page);
  await page.setInputFiles('#file', join(ROOT, 'instances', 'yinyang', 'pzprjs-test-5x5.yinyang'));
  await page.waitForFunction(() => /yinyang 5x5/.test(document.getElementById('puzzle-name').textContent));
  assert.equal(await verdict(page), 'unique');
  await page.goto(env.url + 'index.html#url=' + encodeURIComponent('3x3:201,102,120,111,LRTT*BBLR'));
  await page.waitForFunction(() => /magnets 3x3/.test(document.getElementById('puzzle-name').textContent));
  assert.equal(await verdict(page), 'unique');
  // Where to play it: links named by their site, the whole address their target.
  const links = await page.$$eval('#links a', (all) => all.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.ok(links.some(([name, href]) => name === "Play on Simon Tatham's puzzles" && href.endsWith('#3x3:201,102,120,111,LRTT*BBLR')), JSON.stringify(links));
  await button(page, 'Solve').click();
  await resultMatches(page, /Solved/);
  assert.deepEqual(await grid(page), answerRows('magnets/tatham-3x3.answer'));
  // A file dropped on the page opens (a drop event carrying it, as a drag from the desktop).
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'cspuz-4x4.123', { type: 'text/plain' }));
    document.getElementById('board').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, instance('123/cspuz-4x4.123'));
  await page.waitForFunction(() => /123 4x4/.test(document.getElementById('puzzle-name').textContent));
  assert.equal(await verdict(page), 'unique');
  assert.deepEqual(page.problems, []);
});

test('a bug in the module (a panic) is reported with its message; the worker is replaced and works', { skip: MODE !== 'dist' && 'needs the real bindings' }, async () => {
  const page = await env.newPage();
  await page.goto(env.url);
  const seen = await page.evaluate(async () => {
    const { WorkerClient } = await import('./worker-client.js');
    const client = new WorkerClient();
    const first = client.worker;
    let error;
    try { await client.call('panic_for_test', ['an invariant broke']); } catch (e) { error = { kind: e.kind, message: e.message }; }
    const replaced = client.worker !== first;
    const after = await client.call('solve', ['123 2x2\n1 .\n. .\n', {}]);
    client.stop();
    return { error, replaced, status: after.status };
  });
  assert.equal(seen.error.kind, 'panic');
  assert.match(seen.error.message, /^gridsat failed on a bug: an invariant broke at /);
  assert.ok(seen.replaced, 'a fresh worker');
  assert.equal(seen.status, 'solved');
  assert.deepEqual(page.problems, []);
});
