#!/usr/bin/env node
// The shortest way to the bill the chaos run once lost with a second tab of the terminal, with no fault but slow
// answers. Each tab of the restaurant terminal runs its own demo backend over the one IndexedDB and keeps its own copy
// of the bills in memory; before the tabs took turns (src/mocks/core/tab-turns.ts), their writes were not taken one at
// a time, so two bills took the same number and the later overwrote the earlier. Two cashiers, one in each tab, serve
// three tables at once (a KOT, its bill and its settlement each). Exits 1 when a bill is missing or doubled.
//
//   node scripts/chaos/two-tabs.mjs       (after scripts/chaos.mjs has built /tmp/chaos-dist and /tmp/chaos-driver)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { readBooks } from './books.mjs';
import { readOutbox, setChaos } from './browser-state.mjs';
import { serveBuild } from '../static-server.mjs';
import { DRIVER_PATH, loadDriver, openScreen, signIn } from './ui.mjs';

const PORT = 4274;
const BASE = `http://127.0.0.1:${PORT}/`;
const server = await serveBuild('/tmp/chaos-dist', PORT, { [DRIVER_PATH]: '/tmp/chaos-driver' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function terminal(page) {
  await openScreen(page, BASE, '/pos/res-billing-classy', 'Restaurant billing');
  return loadDriver(page, BASE, 'restaurant');
}

/** A table served in the tab (a KOT, its bill, cash), and waited for until the outbox has sent all three. */
async function serve(page, tableNo) {
  const made = await page.evaluate((spec) => globalThis.chaosDriver.serveOrder(spec), {
    outlet: 'DIN',
    tableNo,
    kots: [[{ item: 'PI-0004', qty: 1 }]],
    extraCash: 0,
  });
  // Until the outbox holds none of the table's operations, or only what it will not send (refused, or waiting for
  // a bill that is not there) after 45 s.
  let left = [];
  for (let tries = 0; tries < 450; tries += 1) {
    left = (await readOutbox(page)).filter((entry) => entry.group === `DIN|${tableNo}`);
    if (left.length === 0) break;
    await page.waitForTimeout(100);
  }
  return {
    ...made,
    left: left.map(
      (entry) => `${entry.endpoint.split('/').pop()} ${entry.state} after ${entry.attempts} tries: ${entry.error}`,
    ),
  };
}

let failed = false;
try {
  const context = await browser.newContext();
  const one = await context.newPage();
  await signIn(one, BASE, 1010, 'staff');
  const { today } = await terminal(one);
  const two = await context.newPage();
  await terminal(two);
  // A slow server (every KOT, bill and settlement answered within 3 s, nothing lost) and two cashiers at work: tab 1
  // serves T6 and T8 while tab 2 serves T7, so each tab mostly has a call under way.
  await setChaos(one, {
    seed: 1,
    slow: 1,
    maxDelayMs: 3000,
    only: ['setCompleteKOTInformation', 'makePOSBillByTableNo', 'setSettleBill'],
  });
  const made = await Promise.all([serve(one, 'T6'), serve(two, 'T7'), serve(one, 'T8')]);
  await setChaos(one, null);
  const check = await context.newPage();
  await openScreen(check, BASE, '/dashboard/dashboardmain', /./);
  const { bills } = await readBooks(check, 1010, today);
  for (const order of made) {
    const found = bills.filter((bill) => bill.billId === order.billId);
    console.log(
      `${order.tableNo}: ${found.length === 0 ? 'NO BILL on the server' : found.map((bill) => `bill ${bill.seq} (number ${bill.billNo}), ${bill.status}`).join(', ')}${order.left.length > 0 ? `; still in the outbox: ${order.left.join('; ')}` : ''}`,
    );
    if (found.length !== 1) failed = true;
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
