#!/usr/bin/env node
// Moves files or folders and rewrites every relative import that reaches them (static, dynamic, re-exports,
// vi.mock), in the moved files too, and the repository paths that docs and comments name.
//   node scripts/move-files.mjs <from> <to> [<from> <to> ...]   (paths from the repository root)
// --dry prints the plan without touching anything.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--dry');
const dry = process.argv.includes('--dry');
if (args.length === 0 || args.length % 2) {
  console.error('usage: node scripts/move-files.mjs <from> <to> [<from> <to> ...] [--dry]');
  process.exit(1);
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedSet = new Set(tracked);
const strip = (path) => path.replace(/\/$/, '');

/** Every tracked file's new path, from each pair (a file, or a folder and everything under it). */
const moves = new Map();
const prefixes = [];
for (let i = 0; i < args.length; i += 2) {
  const from = strip(args[i]);
  const to = strip(args[i + 1]);
  if (trackedSet.has(from)) {
    moves.set(from, to);
  } else {
    const under = tracked.filter((file) => file.startsWith(`${from}/`));
    if (under.length === 0) throw new Error(`nothing tracked at ${from}`);
    for (const file of under) moves.set(file, to + file.slice(from.length));
  }
  prefixes.push([from.replace(/\.(tsx?|mjs|js)$/, ''), to.replace(/\.(tsx?|mjs|js)$/, '')]);
}
for (const to of moves.values()) {
  if (trackedSet.has(to) && !moves.has(to)) throw new Error(`${to} exists already`);
}

const CODE = /\.(tsx?|mts|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts', '/index.ts', '/index.tsx'];
const SPECIFIER =
  /((?:from|import)\s*\(?\s*|vi\.(?:mock|doMock|unmock|importActual|importMock)\(\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The tracked file a specifier reaches from a file, and how it was written (the suffix left off). */
function reach(fromFile, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  for (const suffix of EXTENSIONS) {
    if (trackedSet.has(base + suffix)) return { file: base + suffix, suffix };
  }
  return undefined;
}

function rewrite(file, text) {
  const newFile = moves.get(file) ?? file;
  return text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const target = reach(file, specifier);
    if (!target) return whole;
    const newTarget = moves.get(target.file) ?? target.file;
    if (newTarget === target.file && newFile === file) return whole;
    const written = newTarget.slice(0, newTarget.length - target.suffix.length);
    let next = posix.relative(posix.dirname(newFile), written);
    if (!next.startsWith('.')) next = `./${next}`;
    return `${lead}${quote}${next}${quote}`;
  });
}

/** Repository paths named in prose: `src/engine/pos/...` becomes the new path. */
function renamePaths(text) {
  let out = text;
  for (const [from, to] of prefixes) {
    const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(^|[^\\w/.-])${escaped}(?=[^\\w-]|$)`, 'gm'), `$1${to}`);
  }
  return out;
}

let changed = 0;
const results = new Map();
for (const file of tracked) {
  if (!existsSync(join(root, file))) continue;
  const isCode = CODE.test(file);
  if (!isCode && !/\.(md|json|sh|yml|yaml)$/.test(file)) continue;
  if (file === 'package-lock.json') continue;
  const text = readFileSync(join(root, file), 'utf8');
  let next = isCode ? rewrite(file, text) : text;
  next = renamePaths(next);
  if (next !== text || moves.has(file)) results.set(file, next);
  if (next !== text) changed++;
}

console.log(`${moves.size} files move, ${changed} files change`);
if (dry) {
  for (const [from, to] of moves) console.log(`  ${from} -> ${to}`);
  process.exit(0);
}
for (const [file, text] of results) writeFileSync(join(root, file), text);
for (const [from, to] of moves) {
  mkdirSync(dirname(join(root, to)), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: root });
  // git mv keeps the old text in the index: stage the rewritten one, so a checkout cannot bring the old imports back.
  execFileSync('git', ['add', '--', to], { cwd: root });
}
console.log(`moved; now: npx tsc --noEmit -p tsconfig.json && npx eslint . && npx biome format --write .`);
