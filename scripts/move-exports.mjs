#!/usr/bin/env node
// Points the imports of some of a file's exports at the file that holds them now, splitting an import statement
// where it names exports that went to different files. Moving the declarations themselves is done by hand first.
//   node scripts/move-exports.mjs <old file> <new file> <name> [<name> ...]   (paths from the repository root)
// Re-exports (`export { a } from`) are followed the same way; `import *` of the old file is reported, not changed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const [oldFile, newFile, ...names] = process.argv.slice(2);
if (!oldFile || !newFile || names.length === 0) {
  console.error('usage: node scripts/move-exports.mjs <old file> <new file> <name> [<name> ...]');
  process.exit(1);
}
const moved = new Set(names);
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const trackedSet = new Set(tracked);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const reach = (fromFile, specifier) => {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  for (const suffix of EXTENSIONS) if (trackedSet.has(base + suffix)) return { file: base + suffix, suffix };
  return undefined;
};
const specifierFor = (fromFile, target) => {
  let next = posix.relative(posix.dirname(fromFile), target.replace(/\.(tsx?|mts|mjs|js)$/, ''));
  if (!next.startsWith('.')) next = `./${next}`;
  return next;
};

const STATEMENT = /(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])(\.{1,2}\/[^'"]+)\4;?/g;
let changedFiles = 0;
for (const file of tracked) {
  if (!/\.(tsx?|mts|mjs)$/.test(file)) continue;
  const text = readFileSync(join(root, file), 'utf8');
  if (/import\s+\*\s+as\s+\w+\s+from/.test(text)) {
    for (const match of text.matchAll(/import\s+\*\s+as\s+\w+\s+from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      if (reach(file, match[1])?.file === oldFile) console.warn(`${file}: import * of ${oldFile}, left as it is`);
    }
  }
  const next = text.replace(STATEMENT, (whole, keyword, typeAll, list, quote, specifier) => {
    if (reach(file, specifier)?.file !== oldFile) return whole;
    const parts = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const nameOf = (part) =>
      part
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
    const going = parts.filter((part) => moved.has(nameOf(part)));
    if (going.length === 0) return whole;
    const staying = parts.filter((part) => !moved.has(nameOf(part)));
    const statement = (members, target) =>
      `${keyword}${typeAll ?? ''} { ${members.join(', ')} } from ${quote}${target}${quote};`;
    const out = [];
    if (staying.length > 0) out.push(statement(staying, specifier));
    if (file !== newFile) out.push(statement(going, specifierFor(file, newFile)));
    return out.join('\n');
  });
  if (next !== text) {
    writeFileSync(join(root, file), next);
    changedFiles++;
  }
}
console.log(`${changedFiles} files now import ${names.join(', ')} from ${newFile}`);
