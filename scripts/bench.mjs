#!/usr/bin/env node
// Performance budget figures: what the sign-in page loads, per build, and how soon it
// is usable on a phone profile with the demo backend on and off, measured in real headless Chromium
// against `vite preview`; the list and accounts benchmark pages. Prints the figures; exits 1 when over budget.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './chromium.mjs';
import { BUDGET } from './bench/budget.mjs';
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
const PAGE_ONLY = ['stock', 'pos', 'sales', 'hotel', 'hrd', 'school', 'production', 'palette', 'records'];
if (ONLY && !['sign-in', ...PAGE_ONLY].includes(ONLY))
  throw new Error(
    `--only=${ONLY}: only --only=sign-in, --only=stock, --only=pos, --only=sales, --only=hotel, --only=hrd, --only=school, --only=production, --only=palette and --only=records are known`,
  );
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

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

async function measureSignIn(browser, base) {
  const page = await browser.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      loaded.push({ type, url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${base}#/sessions/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const js = loaded.filter((r) => r.type === 'script');
  const css = loaded.filter((r) => r.type === 'stylesheet');
  return {
    js: js.reduce((sum, r) => sum + gz(r.body), 0),
    css: css.reduce((sum, r) => sum + gz(r.body), 0),
    files: loaded.map((r) => `${r.url.replace(base, '')} ${kb(gz(r.body))}`),
  };
}

// A mid-range phone on a slow mobile network: the sign-in page must be usable soon on such a phone, demo backend on or
// off.
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerS: 1.6e6 / 8, uploadBytesPerS: 750e3 / 8, samples: 5 };

/**
 * Runs in the page before its own scripts: notes when the password box is first on screen and
 * enabled (and tells the benchmark, which then types into it), and when a typed key lands in it.
 */
function watchPasswordBox() {
  const { document, MutationObserver, performance } = globalThis; // the page's own
  const marks = { visibleAt: undefined, typedAt: undefined };
  globalThis.signInMarks = marks;
  const box = () => document.querySelector('input[type="password"]');
  const observer = new MutationObserver(() => {
    const input = box();
    if (
      !input ||
      input.disabled ||
      input.readOnly ||
      !input.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      return;
    marks.visibleAt = performance.now();
    observer.disconnect();
    void globalThis.passwordBoxShown();
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'disabled'],
  });
  const onInput = (event) => {
    if (event.target !== box() || event.target.value !== 'x') return;
    marks.typedAt = performance.now();
    document.removeEventListener('input', onInput, true);
  };
  document.addEventListener('input', onInput, true);
}

/** One cold load of the sign-in page on the phone profile, in a fresh context (no cache, no service worker). */
async function phoneSample(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerS,
      uploadThroughput: PHONE.uploadBytesPerS,
    });
    let onShown;
    const shown = new Promise((resolve) => (onShown = resolve));
    await page.exposeBinding('passwordBoxShown', () => onShown());
    await page.addInitScript(watchPasswordBox);
    await page.goto(url, { waitUntil: 'commit' });
    let timer;
    const late = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`no password box on ${url} within 60 s`)), 60_000)),
    );
    await Promise.race([shown, late]).finally(() => clearTimeout(timer));
    await page.locator('input[type="password"]').pressSequentially('x');
    await page.waitForFunction(() => globalThis.signInMarks.typedAt !== undefined);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      visible: globalThis.signInMarks.visibleAt,
      usable: globalThis.signInMarks.typedAt,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Both builds, samples taken in turn (so the machine's load falls on both alike); medians per build. */
async function measurePhone(browser, targets) {
  const samples = targets.map(() => []);
  for (let round = 0; round < PHONE.samples; round++) {
    for (const [index, target] of targets.entries())
      samples[index].push(await phoneSample(browser, `${target.base}#/sessions/login`));
  }
  return samples.map((runs) => ({
    runs,
    fcp: median(runs.map((r) => r.fcp)),
    visible: median(runs.map((r) => r.visible)),
    usable: median(runs.map((r) => r.usable)),
  }));
}

function chunkSizes(outDir) {
  return readdirSync(`${outDir}/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gz(readFileSync(`${outDir}/assets/${name}`)) }))
    .sort((a, b) => b.gzip - a.gzip);
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

/**
 * Each module's own code: its screens.ts chunk plus every chunk only that module's chunk loads
 * (from the build manifest). Chunks several modules share (the engine, react-bootstrap pieces) are
 * not counted against any one module; the largest of them are listed apart.
 */
function moduleChunks(outDir) {
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
  const [figures] = await measureBenchPages(4183, [`${ONLY}-bench.html`]);
  if (ONLY === 'stock') printStock(figures);
  else if (ONLY === 'sales') printSales(figures);
  else if (ONLY === 'hotel') printHotel(figures);
  else if (ONLY === 'hrd') printHrd(figures);
  else if (ONLY === 'school') printSchool(figures);
  else if (ONLY === 'production') printProduction(figures);
  else if (ONLY === 'palette') printPalette(figures);
  else if (ONLY === 'records') printRecords(figures);
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
