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
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { readBooks } from './chaos/books.mjs';
import { readJournal, readOutbox, setBackendDown, setChaos } from './chaos/browser-state.mjs';
import { serveBuild } from './static-server.mjs';
import {
  chooseOutlet,
  counterSale,
  DRIVER_PATH,
  kotsOf,
  loadDriver as loadDriverInto,
  openScreen,
  screenUsable,
  serveCounterOrder,
  serveTable,
  signIn,
} from './chaos/ui.mjs';
import { tallyRun } from './chaos/tally.mjs';

const args = process.argv.slice(2);
const option = (name) =>
  args.filter((arg) => arg.startsWith(`--${name}=`)).flatMap((arg) => arg.slice(name.length + 3).split(','));
const EDITIONS = {
  restaurant: {
    company: 1010,
    user: 'staff',
    route: '/pos/res-billing-classy',
    heading: 'Restaurant billing',
    faultPaths: [
      'api/POSClassyBilling/setCompleteKOTInformation',
      'api/pos/makePOSBillByTableNo',
      'api/pos/setSettleBill',
      'api/pos/IPosPendingTableInfo',
      'api/pos/getUnsettledBills',
    ],
  },
  counter: {
    company: 1015,
    user: 'staff',
    route: '/pos/sale-classy',
    heading: 'Sales (classic)',
    faultPaths: ['api/POSCounterBilling/setCounterBill', 'api/POSCounterBilling/getCounterBills'],
  },
  takeaway: {
    company: 1012,
    user: 'staff',
    route: '/takeaway/billing-classy',
    heading: 'Take-away billing',
    faultPaths: [
      'api/TakeAwayBilling/SetCounterKOT',
      'api/TakeAwayBilling/MakeCounterBill',
      'api/TakeAwayBilling/SetSettleBill',
      'api/TakeAwayBilling/GetOpenOrders',
      'api/TakeAwayBilling/GetUnsettledBills',
    ],
  },
};
const editions = option('edition').length > 0 ? option('edition') : ['restaurant', 'counter', 'takeaway'];
for (const name of editions)
  if (!EDITIONS[name]) throw new Error(`--edition=${name}: only ${Object.keys(EDITIONS).join(', ')}`);
const seeds = option('seed').length > 0 ? option('seed').map(Number) : [1, 2, 3];
if (seeds.some((seed) => !Number.isInteger(seed))) throw new Error('--seed takes whole numbers');
const ORDERS = Number(option('orders')[0] ?? 200);
/** Of them, at the screens (the rest through the same client code, scripts/chaos/driver.ts). */
const UI_ORDERS = 8;
const NO_BUILD = args.includes('--no-build');
// `--without=reload,second-tab,offline,faults`: leaves those out, to tell which one a problem needs.
const WITHOUT = new Set(option('without'));
for (const what of WITHOUT)
  if (!['reload', 'second-tab', 'offline', 'faults'].includes(what))
    throw new Error(`--without=${what}: only reload, second-tab, offline and faults`);
const VERBOSE = args.includes('--verbose');
const START = option('start')[0];
if (START && !/^\d{2}:\d{2}$/.test(START)) throw new Error('--start takes a time of day, HH:MM');
/** When the pages' clock starts: now, or today at --start. */
const startTime = () => (START ? new Date(`${new Date().toDateString()} ${START}`).getTime() : Date.now());
const OUT_DIR = '/tmp/chaos-dist';
const DRIVER_DIR = '/tmp/chaos-driver';
const PORT = 4273;
const BASE = `http://127.0.0.1:${PORT}/`;

const say = (...words) => VERBOSE && console.log(`  [${new Date().toISOString().slice(11, 19)}]`, ...words);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: the run's own seeded choices (orders, items, when the reloads, the second tab and the outage come). */
function seeded(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** The faults of a seed: about two calls in five of the queue's routes meet one, one in three is slowed. */
const chaosSetting = (seed, only) => ({
  seed,
  drop: 0.08,
  error: 0.08,
  html: 0.06,
  lostAnswer: 0.08,
  twice: 0.08,
  slow: 0.35,
  maxDelayMs: 5000,
  only,
});

function build() {
  const steps = [
    ['the app', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir']],
    ['the driver', ['vite', 'build', '--config', 'scripts/chaos/vite.driver.config.mjs', '--outDir', DRIVER_DIR]],
  ];
  for (const [what, command] of steps) {
    const result = spawnSync('npx', command, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`build of ${what} failed`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// One run: an edition's terminal, one seed.

/** A page of the terminal, signed in already (the profile's session), with the driver loaded for the edition. */
async function openTerminal(run, page) {
  await openScreen(page, BASE, run.edition.route, run.edition.heading);
  await loadDriver(run, page);
}

const loadDriver = (run, page) => loadDriverInto(page, BASE, run.name);

/** The page's screen back where the cashier works (after a reload the terminal starts afresh). */
async function reload(run, page) {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: run.edition.heading }).waitFor({ timeout: 30_000 });
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await loadDriver(run, page);
}

/**
 * Moves every page's clock on (timers due in between fire: the outbox's back-off, the chaos delays), then lets the
 * pages work.
 */
async function passTime(run, ms, settleMs = 150) {
  await run.context.clock.fastForward(ms);
  run.clockMs += ms;
  await sleep(settleMs);
}

function orderSpec(run, outlet, tableNo) {
  const { rng, items } = run;
  const kots = Array.from({ length: rng.int(1, 3) }, () =>
    Array.from({ length: rng.int(1, 3) }, () => ({ item: rng.pick(items).code, qty: rng.int(1, 3) })),
  );
  return { outlet, ...(tableNo ? { tableNo } : {}), kots, extraCash: rng.int(0, 300) };
}

/**
 * The driver's orders of one wave: new ones on every free lane (a table or counter slot with nothing of it in the
 * outbox).
 */
async function driverWave(run, waveSize) {
  const page = run.pages.a;
  if (run.name === 'counter') {
    const sales = Array.from({ length: Math.min(waveSize, ORDERS - run.made.length) }, () => ({
      outlet: run.rng.pick(run.outlets),
      lines: Array.from({ length: run.rng.int(1, 4) }, () => ({
        item: run.rng.pick(run.items).code,
        qty: run.rng.int(1, 3),
      })),
      extraCash: run.rng.int(0, 200),
    }));
    const made = await Promise.all(
      sales.map((spec) => page.evaluate((given) => globalThis.chaosDriver.counterSale(given), spec)),
    );
    for (const sale of made) run.made.push({ source: 'driver', ...sale });
    return made.length;
  }
  const waiting = new Set((await readOutbox(page)).map((entry) => entry.group));
  let started = 0;
  for (const lane of run.lanes) {
    if (started >= waveSize || run.made.length >= ORDERS) break;
    if (lane.group && waiting.has(lane.group)) continue;
    const made = await page.evaluate(
      (given) => globalThis.chaosDriver.serveOrder(given),
      orderSpec(run, lane.outlet, lane.tableNo),
    );
    lane.group = `${made.outlet}|${made.tableNo}`;
    run.made.push({ source: 'driver', kots: made.kotIds.length, ...made });
    started += 1;
  }
  return started;
}

/** One order at the screen of page `page` (the cashier at the terminal). */
async function uiOrder(run, page) {
  const { rng } = run;
  const pickItems = (count) => Array.from({ length: count }, () => rng.pick(run.uiItems));
  const started = Date.now();
  const screen = await screenUsable(page);
  if (!screen.usable) {
    run.notes.push(
      `${run.edition.heading}${run.offline ? ' (offline)' : ''} showed "${screen.said}" with Try again in place of the terminal: no order could be taken there`,
    );
    run.uiRefused += 1;
    return;
  }
  if (run.name === 'counter') {
    const lines = [...new Map(pickItems(rng.int(1, 3)).map((item) => [item.code, item])).values()].map((item) => ({
      ...item,
      qty: rng.int(1, 2),
    }));
    const outlet = rng.pick(run.outlets);
    await chooseOutlet(page, outlet);
    const sale = await counterSale(page, { lines, extraCash: rng.int(0, 100) });
    run.made.push({
      source: 'ui',
      outlet,
      totalPaise: sale.total,
      seq: sale.seq,
      items: lines.map((line) => ({ item: line.code, qty: line.qty })),
    });
  } else if (run.name === 'restaurant') {
    const table = run.uiTables.shift();
    if (!table) throw new Error('no table is left for the screens');
    await chooseOutlet(page, table.outlet);
    const kots = kotsOf(pickItems(rng.int(1, 4)), rng.int(1, 2));
    const served = await serveTable(page, {
      outlet: table.outlet,
      table: table.tableNo,
      kots,
      extraCash: rng.int(0, 300),
    });
    run.made.push({
      source: 'ui',
      outlet: table.outlet,
      tableNo: table.tableNo,
      kots: served.kots,
      printedPaise: served.printed,
      totalPaise: served.total,
    });
    run.notes.push(...served.notes);
  } else {
    const outlet = run.outlets[0];
    await chooseOutlet(page, outlet);
    const kots = kotsOf(pickItems(rng.int(1, 4)), rng.int(1, 2));
    const served = await serveCounterOrder(page, { outlet, kots, extraCash: rng.int(0, 300) });
    run.made.push({
      source: 'ui',
      outlet,
      tableNo: served.code,
      kots: served.kots,
      printedPaise: served.printed,
      totalPaise: served.total,
    });
    run.notes.push(...served.notes);
  }
  run.uiMs.push(Date.now() - started);
  say(`UI order ${run.made.filter((order) => order.source === 'ui').length} in ${Date.now() - started} ms`);
}

/** Every page's outbox empties (or holds only what the server refused), with the network and the server sound again. */
async function drain(run) {
  const page = run.pages.a;
  await setChaos(page, null);
  await setBackendDown(page, false);
  await run.context.setOffline(false);
  // Each round lets the longest back-off (30 s) pass; what still waits after ten rounds without change waits for good.
  let last = '';
  let still = 0;
  for (let round = 0; round < 80 && still < 10; round += 1) {
    const kept = await readOutbox(page);
    const waiting = kept.filter((entry) => entry.state === 'waiting');
    if (waiting.length === 0) return kept;
    const now = waiting
      .map((entry) => entry.id)
      .sort()
      .join();
    still = now === last ? still + 1 : 0;
    last = now;
    if (round % 10 === 9) say(`draining: ${waiting.length} waiting, e.g. ${JSON.stringify(waiting[0])}`);
    await passTime(run, 31_000, 300);
  }
  return readOutbox(page);
}

async function playRun(browser, name, seed) {
  const edition = EDITIONS[name];
  const started = Date.now();
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  // The page's timers and Date are the run's clock: minutes offline pass in a moment (the outbox's back-off included).
  await context.clock.install({ time: startTime() });
  const errors = [];
  const watch = (page, label) => {
    page.on('pageerror', (error) => errors.push(`${label}: ${error.message}`));
  };
  const a = await context.newPage();
  watch(a, 'tab 1');
  const run = {
    name,
    seed,
    edition,
    context,
    pages: { a, b: null },
    made: [],
    notes: [],
    uiMs: [],
    uiRefused: 0,
    offline: false,
    clockMs: 0,
    events: [],
    rng: seeded(seed * 7919 + Object.keys(EDITIONS).indexOf(name)),
  };
  try {
    await signIn(a, BASE, edition.company, edition.user);
    await openScreen(a, BASE, edition.route, edition.heading);
    const setup = await loadDriver(run, a);
    run.today = setup.today;
    const before = await readBooks(a, edition.company, setup.today);
    const stocked = new Set(setup.stock.map((row) => row.item));
    // Items whose price the terminal takes as it is (no open rate), sold without stock limits; a few are the screens'
    // alone.
    const usable = setup.items.filter((item) => !item.openRate && !item.kind && !stocked.has(item.code));
    const shuffled = [...usable].sort(() => run.rng.next() - 0.5);
    run.uiItems = shuffled.slice(0, 4);
    run.items = name === 'counter' ? shuffled.slice(4) : shuffled;
    run.outlets = setup.outlets
      .filter((outlet) =>
        name === 'restaurant'
          ? outlet.outletType === 'DINE'
          : name === 'takeaway'
            ? outlet.code === 'MAIN' || !outlet.autoSettle
            : true,
      )
      .map((outlet) => outlet.code);
    if (name === 'restaurant') {
      const tables = setup.tables.filter((table) => run.outlets.includes(table.outlet));
      // The screens serve the first tables of each outlet, each once; the driver every other table, again and again.
      const uiTables = run.outlets.flatMap((outlet) =>
        tables.filter((table) => table.outlet === outlet).slice(0, UI_ORDERS / 2),
      );
      run.uiTables = uiTables.map((table) => ({ outlet: table.outlet, tableNo: table.code }));
      run.lanes = tables
        .filter((table) => !uiTables.includes(table))
        .map((table) => ({ outlet: table.outlet, tableNo: table.code, group: '' }));
    } else if (name === 'takeaway') {
      run.lanes = Array.from({ length: 12 }, (_, at) => ({ outlet: run.outlets[at % run.outlets.length], group: '' }));
    }
    say(
      `${name} seed ${seed}: outlets ${run.outlets.join(', ')}; ${run.items.length} items for the driver, UI items ${run.uiItems.map((item) => item.code).join(', ')}`,
    );

    if (!WITHOUT.has('faults')) await setChaos(a, chaosSetting(seed, edition.faultPaths));
    const rng = run.rng;
    // When the unreliable moments come, in waves of the driver's orders.
    const moments = {
      ui: new Set([0, 2, rng.int(4, 7), rng.int(14, 17), rng.int(18, 21), rng.int(22, 26)]),
      reload: new Set([rng.int(3, 6), rng.int(14, 19)]),
      secondTab: rng.int(6, 9),
      closeSecondTab: rng.int(22, 28),
      offline: rng.int(9, 12),
    };
    // One order at the screen while the browser is offline.
    moments.ui.add(moments.offline + 1);
    if (WITHOUT.has('reload')) moments.reload.clear();
    if (WITHOUT.has('second-tab')) moments.secondTab = -1;
    if (WITHOUT.has('offline')) moments.offline = -1;
    const offlineWaves = rng.int(3, 5);
    const waveSize = name === 'counter' ? 6 : 8;
    let wave = 0;
    let offlineUntil = -1;
    for (; run.made.length < ORDERS && wave < 400; wave += 1) {
      if (moments.reload.has(wave) && offlineUntil < wave) {
        run.events.push(`reload at wave ${wave}`);
        say(`reload of tab 1 (wave ${wave})`);
        await reload(run, a);
      }
      if (wave === moments.secondTab) {
        run.events.push(`second tab from wave ${wave}`);
        say(`second tab of the terminal (wave ${wave})`);
        const b = await context.newPage();
        watch(b, 'tab 2');
        run.pages.b = b;
        await openTerminal(run, b);
      }
      if (wave === moments.closeSecondTab && run.pages.b) {
        run.events.push(`second tab closed at wave ${wave}`);
        await run.pages.b.close();
        run.pages.b = null;
      }
      if (wave === moments.offline) {
        run.events.push(`offline for ${offlineWaves} minutes from wave ${wave}`);
        say(`offline for ${offlineWaves} minutes`);
        await context.setOffline(true);
        await setBackendDown(a, true);
        run.offline = true;
        offlineUntil = wave + offlineWaves;
      }
      if (moments.ui.has(wave)) await uiOrder(run, wave % 2 === 1 && run.pages.b ? run.pages.b : a);
      await driverWave(run, waveSize);
      if (offlineUntil >= wave) {
        // A minute of the outage passes: every queued operation's tries fail and back off.
        await passTime(run, 60_000, 300);
        if (wave === offlineUntil) {
          say('back online');
          await setBackendDown(a, false);
          await context.setOffline(false);
          run.offline = false;
        }
      } else {
        await passTime(run, rng.int(1, 8) * 1000, 250);
      }
      if (wave % 5 === 4) say(`wave ${wave}: ${run.made.length} orders made`);
    }
    // The rest of the screens' orders, then everything delivered.
    while (run.made.filter((order) => order.source === 'ui').length < UI_ORDERS && run.uiRefused < 3)
      await uiOrder(run, a);
    const kept = await drain(run);
    const journal = await readJournal(a);
    // A fresh tab reads the server: its demo backend starts from the store, not from another tab's memory.
    const c = await context.newPage();
    watch(c, 'checking tab');
    await openScreen(c, BASE, '/dashboard/dashboardmain', /./);
    const after = await readBooks(c, edition.company, run.today);
    const result = tallyRun({ name, made: run.made, before, after, kept, reached: new Set(journal.reached) });
    return {
      ...result,
      name,
      seed,
      seconds: (Date.now() - started) / 1000,
      faults: journal.tally,
      events: run.events,
      clockMinutes: run.clockMs / 60_000,
      uiOrders: run.uiMs.length,
      uiMs: run.uiMs,
      notes: run.notes,
      errors,
    };
  } catch (error) {
    // What the screens showed when the run stopped, to tell a product fault from the script's.
    for (const [label, page] of Object.entries(run.pages)) {
      if (!page || page.isClosed()) continue;
      const file = `/tmp/chaos-stopped-${name}-${seed}-${label}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.log(`  the screen of tab ${label} when the run stopped: ${file}`);
      // What its demo backend was doing: calls under way, and who holds or waits for the tabs' turn.
      const state = await page
        .evaluate(async () => ({
          online: navigator.onLine,
          underWay: globalThis.erpDemoBackend?.underWay,
          calls: [...(globalThis.erpDemoBackend?.calls ?? [])],
          // This page's id among the lock holders: it holds a lock of its own for the moment of the query.
          me: await navigator.locks.request(
            `chaos-who-${Math.random()}`,
            async () =>
              (await navigator.locks.query()).held.find((lock) => lock.name.startsWith('chaos-who-'))?.clientId,
          ),
          locks: await navigator.locks.query(),
        }))
        .catch((failure) => ({ failure: String(failure) }));
      console.log(`  tab ${label}: ${JSON.stringify(state)}`);
    }
    for (const line of errors) console.log(`  page error: ${line}`);
    throw error;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------

const rupees = (paise) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function printRun(result) {
  console.log(
    `\n## ${result.name}, seed ${result.seed}: ${result.orders} orders (${result.uiOrders} at the screens), ${result.seconds.toFixed(0)} s; clock moved ${result.clockMinutes.toFixed(1)} min`,
  );
  console.log(`events: ${result.events.join('; ')}`);
  const f = result.faults;
  console.log(
    `faults met: ${f.calls ?? 0} calls to the queue's routes: ${f.drop ?? 0} dropped, ${f.error ?? 0} 500/502, ${f.html ?? 0} HTML pages, ${f.lostAnswer ?? 0} answers lost after processing, ${f.twice ?? 0} processed twice, ${f.delayed ?? 0} delayed`,
  );
  for (const row of result.kinds) {
    console.log(
      `${row.kind.padEnd(12)} made ${String(row.made).padStart(4)}, sent ${String(row.sent).padStart(4)}, on the server ${String(row.onServer).padStart(4)}, lost ${row.lost}, doubled ${row.doubled}`,
    );
  }
  console.log(
    `trial balance agrees: ${result.trialAgrees ? 'yes' : 'NO'}; Cash in hand moved ${rupees(result.cashMoved)}, settled total ${rupees(result.settledTotal)} (made ${rupees(result.madeTotal)}): ${result.cashAgrees ? 'agrees' : 'DISAGREES'}`,
  );
  if (result.printedDisagree > 0)
    console.log(`bills printed at the screen for another amount than the server's: ${result.printedDisagree}`);
  for (const note of result.notes) console.log(`  seen at the screen: ${note}`);
  for (const problem of result.problems) console.log(`  problem: ${problem}`);
  for (const error of result.errors.slice(0, 5)) console.log(`  page error: ${error}`);
}

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
console.log('\n## summary (edition, seed: per operation made/sent/on server/lost/doubled; books; seconds)');
for (const result of results) {
  if (result.failed) {
    console.log(`${result.name}, seed ${result.seed}: did not finish`);
    continue;
  }
  const figures = result.kinds
    .map((row) => `${row.kind} ${row.made}/${row.sent}/${row.onServer}/${row.lost}/${row.doubled}`)
    .join('; ');
  const printed =
    result.printedDisagree > 0 ? `; ${result.printedDisagree} printed bill(s) DISAGREE with the server` : '';
  console.log(
    `${result.name}, seed ${result.seed}: ${figures}; trial balance ${result.trialAgrees ? 'agrees' : 'DISAGREES'}; cash ${result.cashAgrees ? 'agrees' : 'DISAGREES'}${printed}; ${result.seconds.toFixed(0)} s`,
  );
}
const bad = results.filter((result) => result.failed || !result.ok);
console.log(
  bad.length === 0
    ? '\nNothing lost, nothing doubled, the books agree.'
    : `\n${bad.length} run(s) with lost or doubled operations or figures that disagree.`,
);
process.exit(bad.length === 0 ? 0 : 1);
