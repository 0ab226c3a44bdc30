// A build's chunk sizes (gzip), and each module's own code counted from the build manifest.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function chunkSizes(outDir) {
  return readdirSync(`${outDir}/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gz(readFileSync(`${outDir}/assets/${name}`)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * Each module's own code: its screens.ts chunk plus every chunk only that module's chunk loads
 * (from the build manifest). Chunks several modules share (the engine, react-bootstrap pieces) are
 * not counted against any one module; the largest of them are listed apart.
 */
export function moduleChunks(outDir) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entryClosure = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .flatMap(([key]) => [...closure(key)]),
  );
  const modules = Object.keys(manifest).filter((source) => /^src\/modules\/[^/]+\/screens\.ts$/.test(source));
  const users = new Map();
  for (const key of modules) for (const chunk of closure(key)) users.set(chunk, (users.get(chunk) ?? 0) + 1);
  const size = (key) => gz(readFileSync(`${outDir}/${manifest[key].file}`));
  const own = modules
    .map((key) => ({
      module: key.split('/')[2],
      gzip: [...closure(key)]
        .filter((chunk) => chunk === key || (users.get(chunk) === 1 && !entryClosure.has(chunk)))
        .reduce((sum, chunk) => sum + size(chunk), 0),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const shared = [...users.entries()]
    .filter(([chunk, count]) => count > 1 && !entryClosure.has(chunk))
    .map(([chunk, count]) => ({ name: manifest[chunk].file.replace('assets/', ''), users: count, gzip: size(chunk) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { own, shared };
}
