// One run of the chaos run: an edition's terminal, one seed. A browser profile and one cashier play the orders in
// waves, with the unreliable moments (reloads, a second tab, the browser offline) among them; then the outbox is
// drained and a fresh tab reads the server for the tally.
import { readBooks } from './books.mjs';
import { readJournal, setBackendDown, setChaos } from './browser-state.mjs';
import { chaosSetting, EDITIONS } from './editions.mjs';
import { shareOut } from './lanes.mjs';
import { BASE, ORDERS, say, startTime, UI_ORDERS, WITHOUT } from './options.mjs';
import { driverWave, uiOrder } from './orders.mjs';
import { drain, loadDriver, openTerminal, passTime, reload } from './run-pages.mjs';
import { seeded } from './seeded.mjs';
import { showStopped } from './stopped.mjs';
import { tallyRun } from './tally.mjs';
import { openScreen, signIn } from './ui.mjs';

export async function playRun(browser, name, seed) {
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
    shareOut(run, setup);

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
    await showStopped(run, errors);
    throw error;
  } finally {
    await context.close();
  }
}
