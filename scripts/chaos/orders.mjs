// The orders of a chaos run: the driver's, in waves through the client code the screens call, and the cashier's, one
// at a time at the screen.
import { readOutbox } from './browser-state.mjs';
import { serveCounterOrder, serveTable } from './billing.mjs';
import { kotsOf } from './billing-steps.mjs';
import { ORDERS, say } from './options.mjs';
import { counterSale } from './shop-counter.mjs';
import { chooseOutlet, screenUsable } from './ui.mjs';

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
export async function driverWave(run, waveSize) {
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
export async function uiOrder(run, page) {
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
