// A tiny static file server for the tests (node only, no dependency): serves files from the
// first of `roots` that has them, on 127.0.0.1 and a free port.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
};

export async function startServer(roots) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const rel = path.endsWith('/') ? path + 'index.html' : path;
    for (const root of roots) {
      const file = join(root, rel);
      if (!file.startsWith(root)) break;
      try {
        if (!(await stat(file)).isFile()) continue;
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
        return res.end(body);
      } catch { /* next root */ }
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, close: () => new Promise((ok) => server.close(ok)) };
}

// Run alone: node server.mjs DIR... (prints the address)
if (process.argv[1] && process.argv[1].endsWith('server.mjs')) {
  const roots = process.argv.slice(2).map((d) => normalize(join(process.cwd(), d)));
  startServer(roots).then((s) => console.log(s.url));
}
