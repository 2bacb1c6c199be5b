// The bindings in node against the built dist (scripts/web-test builds it first): every
// export, each instance of each kind, the command line's JSON and generated text, errors,
// time limits and texts of several puzzles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gridsat, read, instances, grids, cli, timeless, thrown, root, gridsatBin as gridsatBinPath } from './support.mjs';

const EXPORTS = ['solve', 'count', 'analyze', 'hint', 'verify', 'generate', 'dimacs', 'svg', 'native',
  'answer', 'puzzles', 'kinds', 'formats', 'version'];

test('every export of the contract is a function', () => {
  for (const name of EXPORTS) assert.equal(typeof gridsat[name], 'function', name);
  assert.match(gridsat.version(), /^\d+\.\d+\.\d+/);
  assert.equal(gridsat.version(), cli('--version').trim().split(' ').pop());
});

test('kinds and formats are the command line\'s', () => {
  const kinds = gridsat.kinds();
  assert.deepEqual(kinds.map((k) => k.name).sort(), ['123', 'hanjie', 'magnets', 'yinyang']);
  for (const kind of kinds) {
    assert.ok(kind.title && kind.extensions.length && kind.formats, kind.name);
  }
  // The same words as --help (which clap wraps to its width).
  const words = (text) => text.replace(/\s+/g, ' ').trim();
  assert.ok(words(cli('--help')).includes(words(gridsat.formats())), gridsat.formats());
});

// Each kind's instances, solved in the page's engines (varisat and the kinds' own): the
// verdict and the solution(s) of the answer file.
for (const { file, kind, answer } of instances()) {
  test(`solve ${file}`, () => {
    const expected = grids(read(answer));
    const report = gridsat.solve(read(file), { name: file });
    assert.equal(report.input, file);
    assert.equal(report.kind, kind === '123' ? '123' : kind);
    if (expected.length === 0) {
      assert.equal(report.status, 'unsatisfiable');
      return;
    }
    assert.equal(report.status, 'solved');
    assert.equal(report.unique, expected.length === 1, 'unique');
    const keys = expected.map((g) => g.join('\n'));
    assert.ok(keys.includes(report.solution.join('\n')), 'a solution of the answer file');
    if (expected.length > 1) assert.ok(keys.includes(report.other_solution.join('\n')));
  });
}

// The objects equal the command line's --format json, for one instance of each kind.
const SAMPLES = ['instances/magnets/janko-6x6.magnets', 'instances/123/cspuz-4x4.123',
  'instances/hanjie/webpbn-00006.non', 'instances/yinyang/cspuz-generated-6x6.yinyang',
  'instances/hanjie/colour-garden.xml', 'instances/magnets/janko-8x8-two-solutions.magnets'];
for (const file of SAMPLES) {
  test(`the objects of ${file} are the command line's`, () => {
    const text = read(file);
    const json = (...args) => timeless(JSON.parse(cli(...args, '--format', 'json')));
    assert.deepEqual(timeless(gridsat.solve(text, { name: file })), json('solve', file));
    assert.deepEqual(timeless(gridsat.count(text, { name: file, limit: 5 })), json('count', file, '--limit', '5'));
    assert.deepEqual(timeless(gridsat.analyze(text, { name: file })), json('analyze', file));
    assert.deepEqual(timeless(gridsat.hint(text, null, { name: file })), json('hint', file));
    const answer = file.replace(/\.[^.]+$/, '.answer');
    assert.deepEqual(
      timeless(gridsat.verify(text, read(answer), { name: file, answer_name: answer })),
      json('verify', file, answer),
    );
    assert.equal(gridsat.dimacs(text, { name: file }), cli('dimacs', file));
    assert.equal(gridsat.svg(text, null, { name: file }).trimEnd(), cli('draw', file).trimEnd());
  });
}

test('engines: own and sat give the same solution, auto too', () => {
  const file = 'instances/hanjie/webpbn-00016.non';
  const text = read(file);
  const [own, sat, auto] = ['own', 'sat', 'auto'].map((engine) => gridsat.solve(text, { engine }));
  assert.deepEqual(own.solution, sat.solution);
  assert.deepEqual(auto.solution, sat.solution);
  assert.match(own.stats.engine, /^(own|logic)$/); // logic: decided by reasoning alone
  assert.equal(sat.stats.engine, 'sat');
  assert.ok(gridsat.solve(text, { solver: 'varisat', unique: false }).solution);
});

test('generate: the same text as the command line for a seed, each kind', () => {
  for (const [kind, size] of [['magnets', '6x6'], ['123', '5x5'], ['hanjie', '10x10'], ['yinyang', '6x6']]) {
    for (const seed of ['7', 12345678901234567890n, 42]) {
      const made = gridsat.generate(kind, { size, seed });
      assert.equal(made.text, cli('generate', kind, '--size', size, '--seed', String(seed)), `${kind} ${seed}`);
      assert.equal(made.seed, String(seed));
      assert.equal(made.kind, kind);
      assert.equal(`${made.width}x${made.height}`, size);
      const solved = gridsat.solve(made.text, { name: `x.${made.extension}` });
      assert.deepEqual(solved.solution, made.solution);
    }
  }
  const hard = gridsat.generate('hanjie', { size: '8x8', seed: 3, difficulty: 'easy' });
  assert.equal(hard.level, 'easy');
  assert.equal(hard.text, cli('generate', 'hanjie', '--size', '8x8', '--seed', '3', '--difficulty', 'easy'));
  const colour = gridsat.generate('hanjie', { size: '6x6', seed: 5, colours: 3 });
  assert.equal(colour.text, cli('generate', 'hanjie', '--size', '6x6', '--seed', '5', '--colours', '3'));
  assert.match(gridsat.generate('magnets', { size: '4x4' }).seed, /^\d+$/);
});

test('several puzzles in one text', () => {
  const text = cli('generate', '123', '--size', '4x4', '--seed', '9', '--count', '3');
  const list = gridsat.puzzles(text, { name: 'set.123' });
  assert.deepEqual(list.map((p) => [p.index, p.name, p.kind, p.width, p.height]), [
    [1, 'set.123#1', '123', 4, 4], [2, 'set.123#2', '123', 4, 4], [3, 'set.123#3', '123', 4, 4]]);
  const error = thrown(() => gridsat.solve(text, { name: 'set.123' }));
  assert.equal(error.kind, 'parse');
  assert.match(error.message, /holds 3 puzzles/);
  const second = gridsat.solve(text, { name: 'set.123', index: 2 });
  assert.equal(second.input, 'set.123#2');
  assert.equal(second.unique, true);
  assert.equal(thrown(() => gridsat.solve(text, { index: 4 })).kind, 'parse');
  // A file with one bad puzzle among good ones: listed with its error.
  const mixed = gridsat.puzzles(`${text}---\n123 2x2\nx y\n`, {});
  assert.equal(mixed.length, 4);
  assert.equal(mixed[3].error.kind, 'parse');
  assert.ok(mixed[3].error.line > 0);
});

test('inputs: a Tatham game ID, a puzz.link URL, webpbn XML, native and answer export', () => {
  const url = read('instances/123/cspuz-4x4-url.123').split('\n').find((l) => l.startsWith('http'));
  const byUrl = gridsat.solve(url, {});
  assert.deepEqual(byUrl.solution, grids(read('instances/123/cspuz-4x4-url.answer'))[0]);
  const native = gridsat.native(read('instances/magnets/tatham-3x3.magnets'), {});
  assert.equal(native.kind, 'magnets');
  assert.ok(native.links.length >= 1);
  const id = native.links.map((link) => link.split('#')[1]).find((part) => part && /^\d+x\d+:/.test(part));
  if (id) assert.equal(gridsat.solve(id, {}).status, 'solved');
  const xml = gridsat.solve(read('instances/hanjie/webpbn-00001.xml'), { name: 'webpbn-00001.xml' });
  assert.equal(xml.status, 'solved');
  const solved = gridsat.solve(native.text, {});
  const answerText = gridsat.answer(native.text, solved.solution, {});
  assert.equal(answerText, `${solved.solution.join('\n')}\n`);
  assert.equal(gridsat.verify(native.text, answerText, {}).valid, true);
  assert.match(gridsat.svg(native.text, solved.solution, {}), /^<svg/);
  assert.equal(thrown(() => gridsat.answer(native.text, ['x'], {})).kind, 'parse');
});

test('hint and verify on a partly wrong fill', () => {
  const file = 'instances/magnets/janko-6x6.magnets';
  const solution = grids(read('instances/magnets/janko-6x6.answer'))[0];
  const partial = solution.map((row, r) => (r < 3 ? row : '?'.repeat(row.length)));
  const flip = { '+': '-', '-': '+', x: '+' };
  partial[0] = (flip[partial[0][0]] ?? '+') + partial[0].slice(1);
  const checked = gridsat.verify(read(file), partial.join('\n'), {});
  assert.equal(checked.valid, false);
  assert.equal(checked.grids[0].unknown, 18);
  const hint = gridsat.hint(read(file), partial.join('\n'), { name: file });
  assert.deepEqual(timeless(hint), timeless(JSON.parse(cliWithAnswer(file, partial))));
});

function cliWithAnswer(file, rows) {
  // The command line reads the answer from a file: a temporary one.
  const dir = mkdtempSync(path.join(tmpdir(), 'gridsat-web-'));
  const answer = path.join(dir, 'partial.answer');
  writeFileSync(answer, `${rows.join('\n')}\n`);
  try {
    return cli('hint', file, answer, '--format', 'json');
  } finally {
    rmSync(dir, { recursive: true });
  }
}

test('errors: the library\'s message, kind, line and column', () => {
  const parse = thrown(() => gridsat.solve('magnets 3x3\nthis is not a grid\n', { name: 'bad.magnets' }));
  assert.equal(parse.kind, 'parse');
  assert.equal(typeof parse.line, 'number');
  assert.ok(parse.message.startsWith('bad.magnets'), parse.message);
  const cliMessage = execStderr('solve', '-', 'magnets 3x3\nthis is not a grid\n');
  assert.ok(cliMessage.includes(parse.message.replace(/^bad\.magnets/, '')), `${cliMessage} / ${parse.message}`);
  const column = thrown(() => gridsat.solve('123 2x2\n1 x\n. .\n', {}));
  assert.equal(column.kind, 'parse');
  assert.equal(column.line, 2);
  assert.equal(typeof column.column, 'number');
  assert.equal(thrown(() => gridsat.solve('hello world', {})).kind, 'unknown_kind');
  assert.match(thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { kind: 'chess' })).kind, /^(usage|unknown_kind)$/);
  assert.equal(thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { engine: 'fast' })).kind, 'usage');
  assert.equal(thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { timeout: -1 })).kind, 'usage');
  assert.equal(thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { colour: 2 })).kind, 'usage');
  assert.equal(thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { unique: 'yes' })).kind, 'usage');
  const large = thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { max_input_size: 5 }));
  assert.equal(large.kind, 'too_large');
  assert.equal(large.limit, 'max_input_size');
  const memory = thrown(() => gridsat.solve(cli('generate', 'hanjie', '--size', '30x30', '--seed', '1'), { max_memory: 1000, engine: 'sat' }));
  assert.equal(memory.kind, 'too_large');
  assert.equal(memory.limit, 'max_memory');
  assert.equal(thrown(() => gridsat.generate('hanjie', { size: '0x3' })).kind, 'usage');
  assert.equal(thrown(() => gridsat.generate('hanjie', { size: '5x5', seed: -1 })).kind, 'usage');
  assert.equal(thrown(() => gridsat.generate('hanjie', { size: '5x5', seed: 1.5 })).kind, 'usage');
  assert.equal(thrown(() => gridsat.generate('magnets', { size: '5x5', density: 0.3 })).kind, 'usage');
  assert.equal(thrown(() => gridsat.generate('magnets', { size: '5x5', attempts: 3 })).kind, 'usage');
});

function execStderr(...args) {
  const input = args.pop();
  const run = spawnSync(gridsatBinPath(), args, { cwd: root, input, encoding: 'utf8' });
  return run.stderr;
}

test('time limits: solve throws, count answers what it counted', () => {
  const big = cli('generate', 'hanjie', '--size', '40x40', '--seed', '2', '--allow-multiple', '--density', '0.5');
  const started = performance.now();
  const counted = gridsat.count(emptyMagnets(12), { timeout: 0.3 });
  assert.ok(performance.now() - started < 5000);
  assert.equal(counted.status, 'timeout');
  assert.equal(counted.complete, false);
  assert.equal(counted.timeout, 0.3);
  assert.equal(typeof counted.count, 'number');
  const stopped = thrown(() => gridsat.analyze(big, { timeout: 0.001 }));
  assert.equal(stopped.kind, 'timeout');
});

function emptyMagnets(n) {
  // A Simon Tatham game ID of horizontal dominoes without any count: very many solutions.
  const counts = '.'.repeat(n);
  return `${n}x${n}:${counts},${counts},${counts},${counts},${'LR'.repeat((n * n) / 2)}`;
}

test('bad input never traps the module: each call throws an Error or answers', () => {
  const texts = ['', '\0\0\0', 'magnets', 'magnets 99999x99999', '123 0x0', '123 3x3\n1 2', '<?xml', '<puzzleset><puzzle>',
    'https://puzz.link/p?magnets/3/3/', 'https://puzz.link/p?fillomino/999999/999999/', '3x3:', '3x3:,,,,,,,,,,,,',
    '\u{1F600}'.repeat(1000), '#'.repeat(100000), 'hanjie 2x2\nrows\n3\n3\ncolumns\n3\n3\n', '$1\n$1\n', '---\n---\n',
    'non\nwidth 99999999999999999999\nheight 1\n', '{"solution": 3}', 'yinyang 3x3\n...\n...\n'];
  const calls = [
    (t) => gridsat.solve(t, {}), (t) => gridsat.count(t, { limit: 2 }), (t) => gridsat.analyze(t, { timeout: 2 }),
    (t) => gridsat.hint(t, t, {}), (t) => gridsat.verify(t, t, {}), (t) => gridsat.dimacs(t, {}),
    (t) => gridsat.svg(t, ['?'], {}), (t) => gridsat.native(t, {}), (t) => gridsat.answer(t, [t], {}),
    (t) => gridsat.puzzles(t, {}), (t) => gridsat.generate(t, { size: t }),
  ];
  for (const text of texts) {
    for (const call of calls) {
      try {
        call(text);
      } catch (error) {
        assert.ok(error instanceof Error, `${JSON.stringify(text.slice(0, 40))}: ${error}`);
        assert.equal(typeof error.kind, 'string', `${JSON.stringify(text.slice(0, 40))}: ${error.message}`);
        assert.ok(!(error instanceof WebAssembly.RuntimeError), `trapped on ${JSON.stringify(text.slice(0, 40))}`);
      }
    }
  }
  for (const bad of [undefined, null, 3, {}, [], () => 1]) {
    assert.equal(typeof thrown(() => gridsat.solve(bad, {})).kind, 'string');
    assert.equal(typeof thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', 'options')).kind, 'string');
  }
  assert.equal(thrown(() => gridsat.solve('123 2x2\n. .\n. .\n', { seed: 10n })).kind, 'usage');
  // Still working after all that.
  assert.equal(gridsat.solve(read('instances/123/cspuz-4x4.123'), {}).unique, true);
});

test('a bug (a panic) is thrown as an Error of kind panic with its message, never a bare trap', async () => {
  // A module of its own (a fresh instance): the one that panicked must not be used again.
  const { readFileSync } = await import('node:fs');
  const { pathToFileURL } = await import('node:url');
  const dist = process.env.GRIDSAT_WEB_DIST ?? path.join(root, 'web/dist');
  const spare = await import(`${pathToFileURL(path.join(dist, 'gridsat.js')).href}?panic-test`);
  await spare.default({ module_or_path: readFileSync(path.join(dist, 'gridsat_bg.wasm')) });
  assert.equal(spare.version(), gridsat.version());
  const error = thrown(() => spare.panic_for_test('an invariant broke'));
  assert.ok(error instanceof Error);
  assert.ok(!(error instanceof WebAssembly.RuntimeError));
  assert.equal(error.kind, 'panic');
  assert.match(error.message, /^gridsat failed on a bug: an invariant broke at \S*panic\.rs:\d+:\d+\. /);
  assert.match(error.message, /loaded again/);
  // The shared module is untouched.
  assert.equal(gridsat.solve(read('instances/123/cspuz-4x4.123'), {}).unique, true);
});
