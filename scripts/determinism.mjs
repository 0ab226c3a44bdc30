#!/usr/bin/env node
// Runs test files again and again, and on the days where date bugs hide, and prints every failure.
//
//   node scripts/determinism.mjs                      every unit and integration file, 5 runs, then each chosen day
//   node scripts/determinism.mjs --runs=10 FILE...    only these files (unit, integration or end-to-end)
//   node scripts/determinism.mjs --no-days | --no-runs
//   node scripts/determinism.mjs --e2e                the end-to-end suite (build it first: npx vite build)
//
// The days are set through TEST_NOW (tests/setup/test-clock.ts; the browser's clock in tests/e2e/browser.ts).
// Exit status 1 when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DAYS = [
  ['31 March 23:59 (the financial year ends)', '2027-03-31T23:59:00'],
  ['1 April (a financial year starts)', '2027-04-01T09:30:00'],
  ['29 February', '2028-02-29T11:00:00'],
  ['31 December 23:59 (the calendar year ends)', '2026-12-31T23:59:00'],
  ['a Sunday', '2026-11-29T10:00:00'],
  ['five minutes after midnight', '2026-11-26T00:05:00'],
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.split('=')[1] : fallback;
};
const runs = Number(option('runs', '5'));
const files = args.filter((arg) => !arg.startsWith('--'));
const e2e = args.includes('--e2e') || (files.length > 0 && files.every((file) => file.endsWith('.e2e.ts')));
const config = e2e ? ['--config', 'vitest.e2e.config.ts'] : [];
const work = mkdtempSync(join(tmpdir(), 'determinism-'));

/**
 * The failure's first line. A hook that runs out of time is reported with the stack of where it was registered,
 * whose first line is vitest's placeholder: name the hook's place instead.
 */
function firstLine(message) {
  const [first, ...frames] = message.split('\n');
  if (!first.includes('STACK_TRACE_ERROR')) return first;
  const where = frames.find((frame) => !frame.includes('node_modules'))?.trim() ?? 'an unknown place';
  return `a hook ran out of time (registered ${where})`;
}

/** One vitest run; answers the failed tests as "file > test: first line of the message". */
function run(label, env) {
  const report = join(work, 'report.json');
  rmSync(report, { force: true });
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...config, ...files, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let failures;
  let counted = '';
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counted = `${json.numPassedTests} passed, ${json.numFailedTests} failed`;
    failures = json.testResults.flatMap((file) => [
      ...(file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')
        ? [`${file.name}: ${(file.message || 'failed to run').split('\n')[0]}`]
        : []),
      ...file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`,
        ),
    ]);
  } catch {
    const said = String(result.stderr ?? '')
      .trim()
      .split('\n')
      .slice(-5)
      .join(' / ');
    failures = [`the run did not finish (exit ${result.status}): ${said}`];
  }
  if (result.status !== 0 && failures.length === 0) failures = [`vitest exited ${result.status}`];
  console.log(`${failures.length === 0 ? 'ok  ' : 'FAIL'} ${label.padEnd(48)} ${counted.padEnd(24)} ${seconds} s`);
  for (const failure of failures) console.log(`       ${failure}`);
  return failures.length;
}

let failed = 0;
if (!args.includes('--no-runs'))
  for (let turn = 1; turn <= runs; turn += 1) failed += run(`run ${turn} of ${runs}`, {});
if (!args.includes('--no-days')) for (const [label, now] of DAYS) failed += run(`${label}: ${now}`, { TEST_NOW: now });
rmSync(work, { recursive: true, force: true });
console.log(failed === 0 ? '\nEvery run passed.' : `\n${failed} failure(s).`);
process.exit(failed === 0 ? 0 : 1);
