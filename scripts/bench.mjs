#!/usr/bin/env node
// Performance budget figures (issues 2, 4, 5): what the sign-in page loads, per build, measured in
// real headless Chromium against `vite preview`. Prints the figures; exits 1 when over budget.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './chromium.mjs';

const BUDGET = { signInJs: 150 * 1024, signInCss: 35 * 1024, moduleChunk: 60 * 1024, listMountMs: 200, listSearchMs: 50, listFps: 55, statementMs: 300, ledgerMountMs: 200, ledgerFps: 55 };
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function build(outDir, env, extra = []) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', ...extra], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
}

async function measureSignIn(outDir, port) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  try {
    const base = `http://127.0.0.1:${port}/`;
    await waitForServer(base);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const loaded = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.push({ type, url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(`${base}#/sessions/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    await browser.close();
    const js = loaded.filter((r) => r.type === 'script');
    const css = loaded.filter((r) => r.type === 'stylesheet');
    return {
      js: js.reduce((sum, r) => sum + gz(r.body), 0),
      css: css.reduce((sum, r) => sum + gz(r.body), 0),
      files: loaded.map((r) => `${r.url.replace(base, '')} ${kb(gz(r.body))}`),
    };
  } finally {
    process.kill(-server.pid); // npx and the vite process it started
  }
}

function chunkSizes(outDir) {
  return readdirSync(`${outDir}/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gz(readFileSync(`${outDir}/assets/${name}`)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

const builds = [
  { label: 'demo backend off (VITE_API_BASE_URL set)', outDir: 'dist-bench-real', env: { VITE_API_BASE_URL: 'http://127.0.0.1:9/' }, port: 4181 },
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
  const entryClosure = new Set(Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).flatMap(([key]) => [...closure(key)]));
  const modules = Object.keys(manifest).filter((source) => /^src\/modules\/[^/]+\/screens\.ts$/.test(source));
  const users = new Map();
  for (const key of modules) for (const chunk of closure(key)) users.set(chunk, (users.get(chunk) ?? 0) + 1);
  const size = (key) => gz(readFileSync(`${outDir}/${manifest[key].file}`));
  const own = modules
    .map((key) => ({ module: key.split('/')[2], gzip: [...closure(key)].filter((chunk) => chunk === key || (users.get(chunk) === 1 && !entryClosure.has(chunk))).reduce((sum, chunk) => sum + size(chunk), 0) }))
    .sort((a, b) => b.gzip - a.gzip);
  const shared = [...users.entries()]
    .filter(([chunk, count]) => count > 1 && !entryClosure.has(chunk))
    .map(([chunk, count]) => ({ name: manifest[chunk].file.replace('assets/', ''), users: count, gzip: size(chunk) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { own, shared };
}

/** Builds the benchmark pages once and runs each in its own Chromium page; answers each page's `benchResult`. */
async function measureBenchPages(port, pages) {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.bench.config.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build of the benchmark pages failed');
  const server = spawn('npx', ['vite', 'preview', '--config', 'vite.bench.config.ts', '--outDir', '../.bench/list', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
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
for (const b of builds) {
  build(b.outDir, b.env, ['--manifest']);
  const m = await measureSignIn(b.outDir, b.port);
  console.log(`\n## ${b.label}`);
  console.log(`sign-in page JavaScript: ${kb(m.js)} gzip (budget ${kb(BUDGET.signInJs)}, applies to the demo-off build)`);
  console.log(`sign-in page CSS:        ${kb(m.css)} gzip (budget ${kb(BUDGET.signInCss)})`);
  console.log(`files the sign-in page loaded:\n  ${m.files.join('\n  ')}`);
  console.log(`largest chunks:\n  ${chunkSizes(b.outDir).slice(0, 8).map((c) => `${c.name} ${kb(c.gzip)}`).join('\n  ')}`);
  if (b.env.VITE_API_BASE_URL) {
    const demoChunk = m.files.some((f) => f.includes('browser-'));
    console.log(`demo backend chunk loaded: ${demoChunk ? 'yes (wrong)' : 'no'}`);
    if (m.js > BUDGET.signInJs || m.css > BUDGET.signInCss || demoChunk) failed = true;
    const { own, shared } = moduleChunks(b.outDir);
    console.log(`module chunks, each module's own code (gzip, budget ${kb(BUDGET.moduleChunk)} each):\n  ${own.map((c) => `${c.module} ${kb(c.gzip)}`).join('\n  ')}`);
    console.log(`largest chunks the modules share:\n  ${shared.slice(0, 6).map((c) => `${c.name} ${kb(c.gzip)} (${c.users} modules)`).join('\n  ')}`);
    if (own.some((c) => c.gzip > BUDGET.moduleChunk)) failed = true;
  }
}

const [list, ledger] = await measureBenchPages(4183, ['list-bench.html', 'ledger-bench.html']);
console.log(`\n## list of ${list.rows.toLocaleString('en')} rows (engine list pipeline + virtual table, Chromium)`);
console.log(`mount: ${list.mountCommitMs.toFixed(0)} ms to commit, ${list.mountPaintMs.toFixed(0)} ms to first paint (budget ${BUDGET.listMountMs} ms)`);
console.log(`search keystroke: at most ${list.searchMaxMs.toFixed(1)} ms (each: ${list.searchesMs.map((ms) => ms.toFixed(1)).join(', ')}; budget ${BUDGET.listSearchMs} ms)`);
console.log(`scrolling: ${list.scrollFps.toFixed(1)} fps, ${list.longFrames} frames over 18 ms (budget ${BUDGET.listFps} fps); ${list.renderedRows} table rows in the page`);
if (list.mountPaintMs > BUDGET.listMountMs || list.searchMaxMs > BUDGET.listSearchMs || list.scrollFps < BUDGET.listFps) failed = true;
console.log(`\n## accounts over ${ledger.lines.toLocaleString('en')} ledger lines (demo backend handlers in Chromium, IndexedDB)`);
const statementFigures = Object.entries(ledger.statements.warmMedianMs);
console.log(`statements, median of 5 calls each: ${statementFigures.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')} (budget ${BUDGET.statementMs} ms each)`);
console.log(`first call of all (reads the year from IndexedDB into memory): ${ledger.statements.coldFirstCallMs.toFixed(0)} ms`);
console.log(`ledger of ${ledger.ledger.entries.toLocaleString('en')} entries: answered in ${ledger.ledger.fetchMs.toFixed(0)} ms; renders in ${ledger.ledger.mountCommitMs.toFixed(0)} ms to commit, ${ledger.ledger.mountPaintMs.toFixed(0)} ms to first paint (budget ${BUDGET.ledgerMountMs} ms); scrolling ${ledger.ledger.scrollFps.toFixed(1)} fps (budget ${BUDGET.ledgerFps}); ${ledger.ledger.renderedRows} table rows in the page`);
if (statementFigures.some(([, ms]) => ms > BUDGET.statementMs) || ledger.ledger.mountPaintMs > BUDGET.ledgerMountMs || ledger.ledger.scrollFps < BUDGET.ledgerFps) failed = true;
console.log(failed ? '\nbudget: OVER' : '\nbudget: within');
process.exit(failed ? 1 : 0);
