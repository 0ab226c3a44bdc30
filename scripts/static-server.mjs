// Serves a production build as a static host does, for the browser tests (tests/e2e/global-setup.ts) and the chaos
// run (scripts/chaos.mjs). Plain JavaScript so that both Node scripts and the TypeScript tests import it
// (static-server.d.mts gives its types).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A file by its path, the app's page for any other GET (hash routes never reach the server, but a stray path gets
 * the app, as `vite preview` gives it), 404 for anything else (an API call the demo backend did not take). `mounts`
 * serves other folders under a path prefix from the same origin (no fallback page there).
 *
 * Not `vite preview`: it compresses every answer afresh, and each browser profile loads the app's 2.7 MB of scripts
 * anew, so the preview server spent more CPU than the browser's own process (20 s of 70 in the phone tests,
 * 26 Nov 2026) on a two-core machine the browsers already fill. Files are read once and kept.
 */
export function serveBuild(root, port, mounts = {}) {
  const base = resolve(root);
  const mounted = Object.entries(mounts).map(([prefix, folder]) => ({ prefix, folder: resolve(folder) }));
  const files = new Map();
  const read = (path) => {
    let file = files.get(path);
    if (!file) {
      file = readFile(path).catch(() => null);
      files.set(path, file);
    }
    return file;
  };
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const mount = mounted.find((candidate) => pathname.startsWith(candidate.prefix));
      const from = mount?.folder ?? base;
      const path = normalize(
        join(from, mount ? pathname.slice(mount.prefix.length) : pathname === '/' ? 'index.html' : pathname),
      );
      const found = path.startsWith(from) ? await read(path) : null;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(404).end();
        return;
      }
      const body = found ?? (mount ? null : await read(join(base, 'index.html')));
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'Content-Type': TYPES[extname(found ? path : 'index.html')] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}
