// Records what the real command line answers for a few fixed puzzles, so that the fake
// bindings (gridsat.js beside this file) can answer the page exactly as the real ones would
// until the wasm build exists. Run: node make-fixtures.mjs [path/to/gridsat]
// Writes fixtures.json beside this file.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { keyOf, EDITED, LONG, BAD } from './keys.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');
const gridsat = process.argv[2] || process.env.GRIDSAT_BIN || process.env.GRIDSAT || join(root, 'target', 'debug', 'gridsat');
const tmp = mkdtempSync(join(tmpdir(), 'gridsat-fixtures-'));

function run(args, input) {
  try {
    return { out: execFileSync(gridsat, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }), code: 0 };
  } catch (e) {
    return { out: e.stdout, err: e.stderr, code: e.status };
  }
}
const json = (args, input) => {
  const r = run([...args, '--format', 'json', '-'], input);
  return JSON.parse(r.out);
};

export const PUZZLES = [
  'magnets/tatham-3x3.magnets', 'magnets/janko-6x6.magnets', 'magnets/janko-8x8-two-solutions.magnets',
  '123/cspuz-4x4.123', '123/generated-6x6.123', '123/several-6x6.123',
  'hanjie/pzprjs-6x6.non', 'hanjie/colour-garden.xml',
  'yinyang/pzprjs-test-5x5.yinyang', 'yinyang/generated-6x9.yinyang',
];
const kindOf = (p) => p.split('/')[0];

const fx = { puzzles: {}, hints: {}, generate: {}, urls: {} };
function record(text, kind) {
  const k = keyOf(text);
  const entry = { kind };
  entry.solve = json(['solve', '--kind', kind], text);
  entry.count = json(['count', '--kind', kind, '--limit', '1000'], text);
  entry.analyze = json(['analyze', '--kind', kind], text);
  entry.hint = json(['hint', '--kind', kind], text);
  entry.dimacs = run(['dimacs', '--kind', kind, '-'], text).out.slice(0, 3000);
  entry.svg = run(['draw', '--kind', kind, '-'], text).out;
  if (entry.solve.solution) {
    const sol = join(tmp, 'sol.answer');
    writeFileSync(sol, entry.solve.solution.join('\n') + '\n');
    entry.svgSolved = run(['draw', '--kind', kind, '--solution', sol, '-'], text).out;
  }
  fx.puzzles[k] = entry;
  return entry;
}
for (const p of PUZZLES) record(readFileSync(join(root, 'instances', p), 'utf8'), kindOf(p));
for (const [kind, text] of EDITED) record(text, kind);
// A bad puzzle (checkerboard of givens): no solution, a conflict named.
record('yinyang 3x3\nB W .\nW B .\n. . .\n', 'yinyang');
// Bad input: the library's message (line and column) is what the page must show.
for (const bad of BAD) record(bad, 'magnets');
// A puzzle of very many solutions, for a long count (the fake never finishes counting it).
fx.slow = keyOf(LONG);
record(LONG, '123');

// Hints and checks on given fills (the tests make these fills).
const FILLS = [
  ['123/cspuz-4x4.123', '2212\n3?3?\n????\n21??\n'],
  ['123/cspuz-4x4.123', '2212\n1?3?\n????\n21??\n'],
  ['123/cspuz-4x4.123', '2212\n1332\n2313\n2133\n'],
];
for (const [p, fill] of FILLS) {
  const text = readFileSync(join(root, 'instances', p), 'utf8');
  const ans = join(tmp, 'fill.answer');
  writeFileSync(ans, fill);
  const r = run(['hint', '--format', 'json', '--kind', kindOf(p), '-', ans], text);
  fx.hints[keyOf(text) + '|' + keyOf(fill)] = JSON.parse(r.out);
}

// Generated puzzles, as `gridsat generate` prints them.
const GEN = [['magnets', '5x5', '7'], ['123', '5x5', '7'], ['yinyang', '5x5', '7'], ['hanjie', '5x5', '7'], ['hanjie', '6x6', '7', '3']];
for (const [kind, size, seed, colours] of GEN) {
  const args = ['generate', kind, '--size', size, '--seed', seed];
  if (colours) args.push('--colours', colours);
  const text = run(args).out;
  const [width, height] = size.split('x').map(Number);
  const sol = [];
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /solution:/.test(l));
  for (let i = at + 1; i < lines.length && sol.length < height; i++) {
    const m = lines[i].match(/^(?:# |<!-- )(\S+)/);
    if (m) sol.push(m[1]);
  }
  const play = lines.filter((l) => l.startsWith('# play: ')).map((l) => l.slice(8));
  fx.generate[[kind, size, seed, colours || '1'].join('|')] = {
    kind, width, height, seed, text, solution: sol,
    extension: { magnets: 'magnets', 123: '123', yinyang: 'yinyang', hanjie: colours ? 'xml' : 'non' }[kind],
    play_links: play, level: null,
  };
  record(text, kind);
}

// Links the fake reads as their native files (the real bindings read any link).
fx.urls['https://pzprxs.vercel.app/p?fillomino/t/4/4/g21o21h'] = ['123', readFileSync(join(root, 'instances/123/cspuz-4x4.123'), 'utf8')];
fx.urls['https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h'] = ['hanjie', readFileSync(join(root, 'instances/hanjie/pzprjs-6x6.non'), 'utf8')];
fx.urls['3x3:201,102,120,111,LRTT*BBLR'] = ['magnets', readFileSync(join(root, 'instances/magnets/tatham-3x3.magnets'), 'utf8')];

writeFileSync(join(here, 'fixtures.json'), JSON.stringify(fx));
console.log(`fixtures.json: ${Object.keys(fx.puzzles).length} puzzles, ${Object.keys(fx.hints).length} fills, ${Object.keys(fx.generate).length} generated`);
