#!/usr/bin/env node
// The chaos run: a seeded service of at least 200 orders (tables, take-away orders or counter sales) played in
// Debian's Chromium against the production build and its demo backend, made unreliable on purpose (the demo
// backend's chaos switch, src/mocks/core/chaos-switch.ts: dropped calls, 0-5 s delays, 500 and 502, the static
// host's page with 200, answers lost after the server acted, calls processed twice), with reloads, a second tab of
// the terminal, and the browser offline for minutes (the page's clock moved on instead of waiting). Then it counts,
// per operation, what the cashier made, what reached the server, what the server holds, what was lost and what
// doubled, and checks the books. Prints the figures; exits 1 when anything is lost or doubled or a figure disagrees.
//
//   node scripts/chaos.mjs                                    every edition with seeds 1, 2 and 3
//   node scripts/chaos.mjs --seed=2 --edition=counter         one run (both options repeat or take a list: --seed=1,2)
//   node scripts/chaos.mjs --orders=50 --no-build --verbose   fewer orders; reuse the last builds; say each step
//   node scripts/chaos.mjs --start=15:25                        the pages' clock starts at that time today (a happy
//                                                              hour's edge, say) instead of now
//   node scripts/chaos.mjs --without=second-tab,reload         leave out a kind of trouble (also offline, faults)
//
// The run's parts are under scripts/chaos/: options.mjs (these options), editions.mjs, build.mjs, play.mjs (one run)
// and report.mjs (what is printed).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { build } from './chaos/build.mjs';
import { DRIVER_DIR, editions, NO_BUILD, OUT_DIR, PORT, seeds } from './chaos/options.mjs';
import { playRun } from './chaos/play.mjs';
import { printRun, printSummary } from './chaos/report.mjs';
import { DRIVER_PATH } from './chaos/ui.mjs';
import { serveBuild } from './static-server.mjs';

if (!NO_BUILD) build();
const server = await serveBuild(OUT_DIR, PORT, { [DRIVER_PATH]: DRIVER_DIR });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = [];
try {
  for (const name of editions) {
    for (const seed of seeds) {
      try {
        const result = await playRun(browser, name, seed);
        results.push(result);
        printRun(result);
      } catch (error) {
        console.log(`\n## ${name}, seed ${seed}: the run stopped: ${error instanceof Error ? error.stack : error}`);
        results.push({ name, seed, failed: true });
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
printSummary(results);
const bad = results.filter((result) => result.failed || !result.ok);
console.log(
  bad.length === 0
    ? '\nNothing lost, nothing doubled, the books agree.'
    : `\n${bad.length} run(s) with lost or doubled operations or figures that disagree.`,
);
process.exit(bad.length === 0 ? 0 : 1);
