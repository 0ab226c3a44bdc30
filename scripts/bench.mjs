#!/usr/bin/env node
// Performance budget figures: what the sign-in page loads, per build, and how soon it
// is usable on a phone profile with the demo backend on and off, measured in real headless Chromium
// against `vite preview`; the list and accounts benchmark pages. Prints the figures; exits 1 when over budget.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './chromium.mjs';
import { BUDGET } from './bench/budget.mjs';
import { chunkSizes, kb, moduleChunks } from './bench/chunk-sizes.mjs';
import { measurePhone, measureSignIn, PHONE } from './bench/sign-in-page.mjs';
import {
  overBudget,
  printHotel,
  printHrd,
  printLedger,
  printList,
  printPalette,
  printPos,
  printProduction,
  printRecords,
  printSales,
  printSchool,
  printStock,
} from './bench/page-figures.mjs';

// `--only=sign-in`: only the sign-in figures (both builds); `--only=stock`: only the stock figures; `--only=pos`: only
// the restaurant figures; `--only=sales`: only the counter and offer figures; `--only=hotel`: only the front office
// figures; `--only=hrd`: only the HR and payroll figures; `--only=school`: only the school figures;
// `--only=production`: only the production figures; `--only=palette`: only the command palette's figure;
// `--only=records`: only the palette's records search; `--no-build`: reuse the last builds.
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const NO_BUILD = process.argv.includes('--no-build');
/** Fresh pages the records search is measured on. */
const RECORDS_PAGES = 5;
const PAGE_ONLY = ['stock', 'pos', 'sales', 'hotel', 'hrd', 'school', 'production', 'palette', 'records'];
if (ONLY && !['sign-in', ...PAGE_ONLY].includes(ONLY))
  throw new Error(
    `--only=${ONLY}: only --only=sign-in, --only=stock, --only=pos, --only=sales, --only=hotel, --only=hrd, --only=school, --only=production, --only=palette and --only=records are known`,
  );

function build(outDir, env, extra = []) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', ...extra], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
}

/** Serves a build with `vite preview` until `stop()`. */
async function servePreview(outDir, port) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}/`;
  const stop = () => process.kill(-server.pid); // npx and the vite process it started
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

const builds = [
  {
    label: 'demo backend off (VITE_API_BASE_URL set)',
    outDir: 'dist-bench-real',
    env: { VITE_API_BASE_URL: 'http://127.0.0.1:9/' },
    port: 4181,
  },
  { label: 'demo backend on (default)', outDir: 'dist-bench-demo', env: { VITE_API_BASE_URL: '' }, port: 4182 },
];

/** Builds the benchmark pages once and runs each in its own Chromium page; answers each page's `benchResult`. */
async function measureBenchPages(port, pages) {
  // A page the bench config does not list yet is added to its inputs (vite merges the arrays).
  const listed = readFileSync('vite.bench.config.ts', 'utf8');
  const missing = pages.filter((name) => !listed.includes(`./bench/${name}`)).map((name) => resolve('bench', name));
  if (missing.length === 0) {
    const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.bench.config.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('build of the benchmark pages failed');
  } else {
    const { build: viteBuild } = await import('vite');
    await viteBuild({
      configFile: 'vite.bench.config.ts',
      logLevel: 'error',
      build: { rollupOptions: { input: missing } },
    });
  }
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--config',
      'vite.bench.config.ts',
      '--outDir',
      '../.bench/list',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer(`http://127.0.0.1:${port}/${pages[0]}`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const figures = [];
    for (const name of pages) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/${name}`);
      figures.push(await page.evaluate(() => globalThis.benchResult));
      await page.close();
    }
    await browser.close();
    return figures;
  } finally {
    process.kill(-server.pid); // npx and the vite process it started
  }
}

let failed = false;
const servers = [];
if (!PAGE_ONLY.includes(ONLY)) {
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const b of builds) {
      if (!NO_BUILD) build(b.outDir, b.env, ['--manifest']);
      servers.push(await servePreview(b.outDir, b.port));
      const m = await measureSignIn(browser, servers.at(-1).base);
      console.log(`\n## ${b.label}`);
      console.log(
        `sign-in page JavaScript: ${kb(m.js)} gzip (budget ${kb(BUDGET.signInJs)}, applies to the demo-off build)`,
      );
      console.log(`sign-in page CSS:        ${kb(m.css)} gzip (budget ${kb(BUDGET.signInCss)})`);
      console.log(`files the sign-in page loaded:\n  ${m.files.join('\n  ')}`);
      console.log(
        `largest chunks:\n  ${chunkSizes(b.outDir)
          .slice(0, 8)
          .map((c) => `${c.name} ${kb(c.gzip)}`)
          .join('\n  ')}`,
      );
      if (b.env.VITE_API_BASE_URL) {
        const demoChunk = m.files.some((f) => f.includes('browser-'));
        console.log(`demo backend chunk loaded: ${demoChunk ? 'yes (wrong)' : 'no'}`);
        if (m.js > BUDGET.signInJs || m.css > BUDGET.signInCss || demoChunk) failed = true;
        if (ONLY) continue;
        const { own, shared } = moduleChunks(b.outDir);
        console.log(
          `module chunks, each module's own code (gzip, budget ${kb(BUDGET.moduleChunk)} each):\n  ${own.map((c) => `${c.module} ${kb(c.gzip)}`).join('\n  ')}`,
        );
        console.log(
          `largest chunks the modules share:\n  ${shared
            .slice(0, 6)
            .map((c) => `${c.name} ${kb(c.gzip)} (${c.users} modules)`)
            .join('\n  ')}`,
        );
        if (own.some((c) => c.gzip > BUDGET.moduleChunk)) failed = true;
      }
    }
    const [off, on] = await measurePhone(browser, servers);
    await browser.close();
    const ms = (value) => `${value.toFixed(0)} ms`;
    const each = (runs, key) => runs.map((r) => r[key].toFixed(0)).join(', ');
    console.log(
      `\n## sign-in page on a phone profile (CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.latencyMs} ms round trip, ${(PHONE.downloadBytesPerS * 8) / 1e6} Mbps down, ${(PHONE.uploadBytesPerS * 8) / 1e3} kbps up; cold, median of ${PHONE.samples})`,
    );
    for (const [label, m] of [
      ['demo backend off', off],
      ['demo backend on ', on],
    ]) {
      console.log(
        `${label}: first contentful paint ${ms(m.fcp)} (${each(m.runs, 'fcp')}); password box usable ${ms(m.usable)} (${each(m.runs, 'usable')}; on screen at ${ms(m.visible)})`,
      );
    }
    const fcpRatio = on.fcp / off.fcp;
    const usableRatio = on.usable / off.usable;
    console.log(
      `demo on / demo off: first contentful paint ${fcpRatio.toFixed(2)}x, password box usable ${usableRatio.toFixed(2)}x (budget ${BUDGET.demoSlowdown}x each)`,
    );
    if (fcpRatio > BUDGET.demoSlowdown || usableRatio > BUDGET.demoSlowdown) failed = true;
  } finally {
    for (const server of servers) server.stop();
  }
}
if (ONLY === 'sign-in') {
  console.log(failed ? '\nbudget: OVER' : '\nbudget: within');
  process.exit(failed ? 1 : 0);
}

if (PAGE_ONLY.includes(ONLY)) {
  // The records search is measured on fresh pages, each keystroke's figure the median over them (printRecords).
  const pages =
    ONLY === 'records' ? Array.from({ length: RECORDS_PAGES }, () => 'records-bench.html') : [`${ONLY}-bench.html`];
  const figuresOfPages = await measureBenchPages(4183, pages);
  const [figures] = figuresOfPages;
  if (ONLY === 'stock') printStock(figures);
  else if (ONLY === 'sales') printSales(figures);
  else if (ONLY === 'hotel') printHotel(figures);
  else if (ONLY === 'hrd') printHrd(figures);
  else if (ONLY === 'school') printSchool(figures);
  else if (ONLY === 'production') printProduction(figures);
  else if (ONLY === 'palette') printPalette(figures);
  else if (ONLY === 'records') printRecords(figuresOfPages);
  else printPos(figures);
  failed ||= overBudget();
  console.log(failed ? '\nbudget: OVER' : '\nbudget: within');
  process.exit(failed ? 1 : 0);
}

const [list, ledger, stock, pos, sales, hotel, hrd, school, production, palette] = await measureBenchPages(4183, [
  'list-bench.html',
  'ledger-bench.html',
  'stock-bench.html',
  'pos-bench.html',
  'sales-bench.html',
  'hotel-bench.html',
  'hrd-bench.html',
  'school-bench.html',
  'production-bench.html',
  'palette-bench.html',
]);
printList(list);
printLedger(ledger);
printStock(stock);
printPos(pos);
printSales(sales);
printHotel(hotel);
printHrd(hrd);
printSchool(school);
printProduction(production);
printPalette(palette);
failed ||= overBudget();
console.log(failed ? '\nbudget: OVER' : '\nbudget: within');
process.exit(failed ? 1 : 0);
