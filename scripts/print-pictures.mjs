#!/usr/bin/env node
// Pictures of each print layout for docs/prints.md. The print tests (tests/e2e/prints.e2e.ts) run once in Debian's
// Chromium (playwright-core, as every browser test) against a production build, and each print is photographed as it
// prints (print media, the paper's width: tests/e2e/print-steps.ts, `picture`) into docs/prints/.
//
//   npx vite build --outDir /tmp/prints-dist --emptyOutDir
//   node scripts/print-pictures.mjs --dist=/tmp/prints-dist [--port=4299]
//
// Exit status 1 when the tests fail or a picture is over 150 kB (the docs keep them small).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const option = (name, fallback) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')[1] ?? fallback;

const out = resolve('docs/prints');
const LIMIT = 150 * 1024;
mkdirSync(out, { recursive: true });

const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', 'tests/e2e/prints.e2e.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRINT_PICTURES: out,
    E2E_DIST: resolve(option('dist', process.env.E2E_DIST ?? 'dist')),
    E2E_PORT: option('port', process.env.E2E_PORT ?? '4299'),
    E2E_WORKERS: '1',
  },
});

let failed = run.status !== 0;
for (const name of readdirSync(out)
  .filter((file) => file.endsWith('.png'))
  .sort()) {
  const size = statSync(join(out, name)).size;
  const over = size > LIMIT;
  failed ||= over;
  console.log(`${over ? 'TOO BIG ' : ''}docs/prints/${name}  ${Math.round(size / 1024)} kB`);
}
process.exit(failed ? 1 : 0);
