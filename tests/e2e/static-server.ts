import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
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
 * Serves the production build (dist/) as a static host does: a file by its path, the app's page for any other GET
 * (hash routes never reach the server, but a stray path gets the app, as `vite preview` gives it), 404 for anything
 * else (an API call the demo backend did not take).
 *
 * Not `vite preview`: it compresses every answer afresh, and each browser profile of the suite loads the app's 2.7 MB
 * of scripts anew, so the preview server spent more CPU than the browser's own process (20 s of 70 in the phone
 * tests, 26 Nov 2026) on a two-core machine the browsers already fill. Files are read once and kept.
 */
export function serveBuild(root: string, port: number): Promise<Server> {
  const base = resolve(root);
  const files = new Map<string, Promise<Buffer | null>>();
  const read = (path: string) => {
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
      const path = normalize(join(base, pathname === '/' ? 'index.html' : pathname));
      const inside = path.startsWith(base);
      const found = inside ? await read(path) : null;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(404).end();
        return;
      }
      const body = found ?? (await read(join(base, 'index.html')));
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
