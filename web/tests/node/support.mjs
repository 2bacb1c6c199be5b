// What the node tests share: the built bindings (web/dist, or $GRIDSAT_WEB_DIST) loaded
// once, the repository's instances and their answer files, and the command line
// ($GRIDSAT_BIN, else target/debug/gridsat or target/release/gridsat) to compare with.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = process.env.GRIDSAT_WEB_DIST ?? path.join(root, 'web/dist');

/** The bindings, initialised (`await init()` with the wasm's bytes: node has no fetch of files). */
export const gridsat = await import(pathToFileURL(path.join(dist, 'gridsat.js')).href);
await gridsat.default({ module_or_path: readFileSync(path.join(dist, 'gridsat_bg.wasm')) });

/** The text of a file of the repository. */
export function read(relative) {
  return readFileSync(path.join(root, relative), 'utf8');
}

/** Every puzzle of instances/<kind>/ with its answer file: [{file (relative), kind}]. */
export function instances() {
  const all = [];
  for (const kind of readdirSync(path.join(root, 'instances')).sort()) {
    for (const name of readdirSync(path.join(root, 'instances', kind)).sort()) {
      if (name.endsWith('.answer')) continue;
      const stem = name.replace(/\.[^.]+$/, '');
      const answer = `instances/${kind}/${stem}.answer`;
      if (existsSync(path.join(root, answer))) {
        all.push({ file: `instances/${kind}/${name}`, kind, answer });
      }
    }
  }
  return all;
}

/**
 * The grids of an answer file, read as the library reads them: lines starting with `# ` or
 * `//` and a `solution` label are comments, grids are separated by blank lines.
 */
export function grids(text) {
  const out = [];
  let grid = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('# ') || line.startsWith('//') || line.toLowerCase() === 'solution') continue;
    if (line === '') {
      if (grid.length) out.push(grid);
      grid = [];
    } else {
      grid.push(line);
    }
  }
  if (grid.length) out.push(grid);
  return out;
}

/** The command line's binary. */
export function gridsatBin() {
  if (process.env.GRIDSAT_BIN) return process.env.GRIDSAT_BIN;
  const targets = [process.env.CARGO_TARGET_DIR, path.join(root, 'target')].filter(Boolean);
  for (const target of targets) {
    for (const profile of ['debug', 'release']) {
      const bin = path.join(target, profile, 'gridsat');
      if (existsSync(bin)) return bin;
    }
  }
  throw new Error('no gridsat binary: build it (cargo build) or set GRIDSAT_BIN');
}

/** Runs the command line in the repository's root; its standard output (any exit code). */
export function cli(...args) {
  try {
    return execFileSync(gridsatBin(), args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (typeof error.stdout === 'string') return error.stdout;
    throw error;
  }
}

/** `value` without the fields that differ from run to run: `stats` and `seconds`, at any depth. */
export function timeless(value) {
  if (Array.isArray(value)) return value.map(timeless);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'stats' && key !== 'seconds')
        .map(([key, field]) => [key, timeless(field)]),
    );
  }
  return value;
}

/** Calls `call` and returns the Error it throws (fails when it throws none, or no Error). */
export function thrown(call) {
  try {
    call();
  } catch (error) {
    if (!(error instanceof Error)) throw new Error(`threw a non-Error: ${String(error)}`);
    return error;
  }
  throw new Error('threw nothing');
}
