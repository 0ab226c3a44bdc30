// Serves the production build as a static host does (tests/e2e/static-server.ts, in plain JavaScript), and the chaos
// driver's bundle under /chaos-driver/ from the same origin, so the driver shares the app's storage.
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

export const DRIVER_PATH = '/chaos-driver/';

/**
 * A file by its path, the app's page for any other GET (a static host's fallback), 404 for anything else (an API
 * call the demo backend did not take). Files are read once and kept: every browser page loads the app's scripts.
 */
export function serveBuild(root, driverRoot, port) {
  const base = resolve(root);
  const driverBase = resolve(driverRoot);
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
      const driver = pathname.startsWith(DRIVER_PATH);
      const from = driver ? driverBase : base;
      const path = normalize(join(from, driver ? pathname.slice(DRIVER_PATH.length) : pathname === '/' ? 'index.html' : pathname));
      const found = path.startsWith(from) ? await read(path) : null;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(404).end();
        return;
      }
      const body = found ?? (driver ? null : await read(join(base, 'index.html')));
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': TYPES[extname(found ? path : 'index.html')] ?? 'application/octet-stream', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : body);
    })();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}
