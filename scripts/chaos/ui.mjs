// The chaos run's cashier at the screens: sign-in, the restaurant's classic terminal, the take-away counter and the
// shop counter, worked with the keys and buttons a person uses (the steps of tests/e2e/restaurant-steps.ts,
// takeaway.e2e.ts and sales-counter.e2e.ts). Each step waits for what the screen says, never for the server: the
// operations go to the client's queue and the screens go on while it sends them.

import { readOutbox } from './browser-state.mjs';

export const LAYOUT = '/applayout-sidebar-large';
const LONG = { timeout: 30_000 };
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rupees as a screen prints them (₹1,080.00, -12.50) to integer paise, without going through a float. */
export function paiseOf(text) {
  const cleaned = String(text ?? '').replace(/[^\d.-]/g, '');
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/** Where the chaos driver's bundle is served, from the app's own origin so that it shares the app's storage. */
export const DRIVER_PATH = '/chaos-driver/';

/** Loads the chaos driver into a page of the app, ready for the edition (its `load` answer). */
export async function loadDriver(page, base, edition) {
  await page.addScriptTag({ url: `${base}${DRIVER_PATH.slice(1)}driver.js`, type: 'module' });
  await page.waitForFunction(() => 'chaosDriver' in globalThis);
  return page.evaluate((name) => globalThis.chaosDriver.load(name), edition);
}

export async function signIn(page, base, company, user) {
  await page.goto(`${base}#/sessions/login`);
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', ...LONG });
  await page.getByLabel('Company code').fill(String(company));
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(`${user}123`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /User menu for/ }).waitFor(LONG);
}

/** Opens a screen of the signed-in app by its address (a load: the page and its demo backend start afresh). */
export async function openScreen(page, base, route, heading) {
  await page.goto(`${base}#${LAYOUT}${route}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(LONG);
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', ...LONG });
}

/**
 * Whether the screen can take an order: a screen whose first read failed shows 'Network Error' and Try again in its
 * place (pressed once here; offline it fails again). Answers false, with what the screen said, when it cannot.
 */
export async function screenUsable(page) {
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
  if ((await retry.count()) === 0) return { usable: true };
  const said = (
    (await page
      .getByRole('main')
      .getByRole('alert')
      .first()
      .textContent()
      .catch(() => '')) ?? ''
  )
    .replace('Try again', '')
    .trim();
  await retry
    .first()
    .click()
    .catch(() => undefined);
  try {
    await page.getByLabel('Outlet', { exact: true }).waitFor({ timeout: 10_000 });
    return { usable: true };
  } catch {
    return { usable: false, said };
  }
}

/** The screen's outlet picker, once the screen has read its requirements. */
export async function chooseOutlet(page, outlet) {
  const picker = page.getByLabel('Outlet', { exact: true });
  await picker.waitFor(LONG);
  await picker.selectOption(outlet);
}

// ---------------------------------------------------------------------------------------------------------
// The restaurant's classic terminal and the take-away counter (the same billing engine).

const orderRow = (page, item) =>
  page.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: item });

/** Types a new item's code in the finder and adds the first item found with Enter (a line of its own). */
async function addItem(page, item) {
  const finder = page.getByRole('combobox', { name: 'Find an item' });
  await finder.waitFor(LONG);
  await finder.fill(item.code);
  await page
    .getByRole('listbox', { name: 'Items found' })
    .getByRole('option')
    .first()
    .filter({ hasText: item.name })
    .waitFor(LONG);
  await finder.press('Enter');
  await orderRow(page, item.name).first().waitFor(LONG);
}

/** The order's items split into KOTs, each item on one line of its own (a KOT of nothing new sends nothing). */
export function kotsOf(items, kotCount) {
  const distinct = [...new Map(items.map((item) => [item.code, item])).values()];
  const kots = Array.from({ length: Math.min(kotCount, distinct.length) }, () => []);
  distinct.forEach((item, at) => kots[at % kots.length].push(item));
  return kots;
}

/** The Total row of a dialog's bill figures, in paise. */
async function totalOf(scope) {
  return paiseOf(
    await scope
      .getByRole('table', { name: 'Bill figures' })
      .getByRole('row', { name: /^Total / })
      .getByRole('cell')
      .textContent(),
  );
}

/**
 * F2, then until the terminal has kept the KOT: its message, and every order line saying Sent (the message of an
 * earlier KOT may still be on screen, so the message alone does not tell). Answers the message.
 */
async function sendKot(page, said) {
  // Send KOT is busy while the last KOT waits for its token (take-away, up to 2.5 s): a press then does nothing.
  const button = page.getByRole('group', { name: 'Table commands' }).getByRole('button', { name: /^Send KOT/ });
  const states = page.getByRole('table', { name: 'Order lines' }).locator('tbody tr td:last-child');
  // The last KOT's word closed first, so the one that comes is this KOT's (two KOTs of one line say the same).
  const close = said.getByRole('button', { name: 'Close alert' });
  if (await close.count())
    await close
      .first()
      .click()
      .catch(() => undefined);
  const before = await said.allTextContents();
  await button.and(page.locator(':enabled')).waitFor(LONG);
  await page.keyboard.press('F2');
  let message = '';
  for (let tries = 0; ; tries += 1) {
    const now = await said.allTextContents();
    message ||= now.find((text) => !before.includes(text)) ?? '';
    const all = await states.allTextContents();
    if (message && all.length > 0 && all.every((state) => state.startsWith('Sent'))) return message;
    if (tries > 300)
      throw new Error(
        `the KOT was not kept: the lines say ${all.join(', ')}; the message ${message || 'did not come'}`,
      );
    await page.waitForTimeout(100);
  }
}

/**
 * Presses a key until the dialog it opens shows (a key pressed while the screen is busy does nothing, as for a person).
 */
async function pressFor(page, key, dialog) {
  for (let tries = 1; ; tries += 1) {
    await page.keyboard.press(key);
    try {
      await dialog.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (tries >= 4) throw error;
    }
  }
}

/**
 * What the order shows just before Make bill: a line the cashier sent that is not on screen any more is noted (with
 * a picture of the screen), and the bill is made all the same, as a busy cashier would.
 */
async function notedLines(page, items, where, group) {
  const names = (await page.getByRole('table', { name: 'Order lines' }).locator('tbody tr').allTextContents()).join(
    ' | ',
  );
  const missing = items.filter((item) => !names.includes(item.name)).map((item) => item.name);
  if (missing.length === 0) return [];
  const file = `/tmp/chaos-lines-missing-${Date.now()}.png`;
  await page.screenshot({ path: file }).catch(() => undefined);
  // Where the order's KOTs were then: in the browser's queue (and how), on the server (its KOT tickets), or neither.
  const queued = (await readOutbox(page))
    .filter((entry) => entry.group === group)
    .map(
      (entry) => `${entry.endpoint.split('/').pop()} ${entry.id.slice(0, 8)} ${entry.state} after ${entry.attempts}`,
    );
  const [outlet, tableNo] = group.split('|');
  const onServer = await page.evaluate(
    ({ outlet, tableNo }) =>
      new Promise((resolve) => {
        const opening = globalThis.indexedDB.open('erp-demo');
        opening.onsuccess = () => {
          const query = opening.result.transaction('records').objectStore('records').getAll();
          query.onsuccess = () => {
            const rows = query.result.filter(
              (row) => row.resource === 'pos.kot-ticket' && row.data.outlet === outlet && row.data.tableNo === tableNo,
            );
            opening.result.close();
            resolve([
              ...new Set(
                rows.map(
                  (row) => `${row.data.kotId.slice(0, 8)} (${row.data.lines.map((line) => line.itemName).join(', ')})`,
                ),
              ),
            ]);
          };
        };
      }),
    { outlet, tableNo },
  );
  return [
    `${where}: the order showed ${names || 'no lines'} just before Make bill; ${missing.join(', ')} (sent to the kitchen) not shown. Queued: ${queued.join('; ') || 'nothing'}. KOTs on the server: ${onServer.join('; ') || 'none'} (${file})`,
  ];
}

/** F4: Make bill; answers the total the dialog shows; closes the printed bill. */
async function makeBill(page) {
  const dialog = page.getByRole('dialog', { name: /^Make bill: / });
  await pressFor(page, 'F4', dialog);
  const total = await totalOf(dialog);
  await dialog.getByRole('button', { name: 'Make bill' }).click();
  const printed = page.getByRole('dialog', { name: /^Bill / });
  await printed.getByRole('button', { name: 'Close the bill' }).click(LONG);
  await printed.waitFor({ state: 'detached', ...LONG });
  return total;
}

/**
 * F8: the settle dialog of the bill, paid in cash with `extra` rupees of change; answers what it asked (the cashier
 * takes what the dialog asks, which is the server's bill once it has numbered it).
 */
async function settleInCash(page, extra) {
  const dialog = page.getByRole('dialog', { name: /^Settle bill / });
  await pressFor(page, 'F8', dialog);
  const payable = paiseOf(await dialog.getByText(/^Total payable/).textContent());
  const handed = payable + extra * 100;
  await dialog
    .getByLabel('Cash handed over (₹)')
    .fill(`${Math.floor(handed / 100)}.${String(handed % 100).padStart(2, '0')}`);
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await dialog.waitFor({ state: 'detached', ...LONG });
  return payable;
}

/**
 * A table of the classic terminal from free to settled: its KOTs (F2, each of the given items), Make bill (F4),
 * the settlement in cash (F8). Answers what the cashier saw: the KOTs sent and the bill's total.
 */
export async function serveTable(page, { outlet, table, kots, extraCash }) {
  await page.getByRole('button', { name: new RegExp(`^${escape(table)}, free(,|$)`) }).click(LONG);
  await page.getByRole('heading', { name: `Table ${table}` }).waitFor(LONG);
  for (const kot of kots) {
    for (const item of kot) await addItem(page, item);
    await sendKot(page, page.getByText(new RegExp(`^KOT for ${escape(table)}: \\d+ lines? for the kitchen\\.$`)));
  }
  const notes = await notedLines(page, kots.flat(), `table ${table}`, `${outlet}|${table}`);
  const printed = await makeBill(page);
  await page.getByText('Reopen the table to add items.').waitFor(LONG);
  const total = await settleInCash(page, extraCash);
  await page.getByText(`Table ${table} settled.`).waitFor(LONG);
  const noPrint = page.getByRole('button', { name: 'No print' });
  if (await noPrint.count())
    await noPrint
      .first()
      .click()
      .catch(() => undefined);
  return { kots: kots.length, printed, total, notes };
}

/**
 * A take-away counter order: New order, its KOTs, the bill and cash; answers the order's code (its pseudo table) and
 * total.
 */
export async function serveCounterOrder(page, { outlet, kots, extraCash }) {
  await page.getByRole('button', { name: 'New order' }).click();
  await page.getByRole('heading', { level: 2, name: 'New order' }).waitFor(LONG);
  let code = '';
  for (const kot of kots) {
    for (const item of kot) await addItem(page, item);
    const message = await sendKot(
      page,
      page.getByText(/^KOT for (Order TA-[A-Z0-9]{6}|Token \d+): \d+ lines? for the kitchen\.$/),
    );
    code ||= /TA-[A-Z0-9]{6}/.exec(message)?.[0] ?? '';
  }
  if (!code) throw new Error("the order's code was not on the KOT message");
  const notes = await notedLines(page, kots.flat(), `order ${code}`, `${outlet}|${code}`);
  const printed = await makeBill(page);
  const total = await settleInCash(page, extraCash);
  await page
    .getByText(/settled\.$/)
    .first()
    .waitFor(LONG);
  const noPrint = page.getByRole('button', { name: 'No print' });
  if (await noPrint.count())
    await noPrint
      .first()
      .click()
      .catch(() => undefined);
  return { code, kots: kots.length, printed, total, notes };
}

// ---------------------------------------------------------------------------------------------------------
// The shop counter (1015).

/**
 * Rings up `qty*code` lines, settles in cash (F8); answers the total and the bill's number ('' while it waits to send).
 */
export async function counterSale(page, { lines, extraCash }) {
  const entry = page.getByRole('combobox', { name: 'Code, barcode or name' });
  await entry.waitFor(LONG);
  for (const line of lines) {
    await entry.fill(`${line.qty}*${line.code}`);
    await entry.press('Enter');
    await page.getByLabel(`Quantity of ${line.name}`, { exact: true }).waitFor(LONG);
  }
  await page.keyboard.press('F8');
  const dialog = page.getByRole('dialog', { name: 'Settle bill (number pending)' });
  await dialog.waitFor(LONG);
  const total = paiseOf(await dialog.getByText(/^Total payable/).textContent());
  const handed = total + extraCash * 100;
  await dialog
    .getByLabel('Cash handed over (₹)')
    .fill(`${Math.floor(handed / 100)}.${String(handed % 100).padStart(2, '0')}`);
  await dialog.getByRole('button', { name: 'Settle' }).click();
  // The slip: numbered when the server answered, "(number pending)" when the sale waits in the queue.
  const slip = page.getByRole('dialog', { name: /^Bill / });
  await slip.getByRole('button', { name: 'Close the bill' }).waitFor({ timeout: 60_000 });
  const title =
    (await slip.first().getAttribute('aria-label')) ??
    (await slip.first().getByRole('heading').first().textContent()) ??
    '';
  await slip.getByRole('button', { name: 'Close the bill' }).click();
  await slip.waitFor({ state: 'detached', ...LONG });
  await page.getByText('Nothing rung up yet: scan or find an item.').waitFor(LONG);
  return { total, seq: /[A-Z]{2}\d{2}-\d{6}/.exec(title)?.[0] ?? '' };
}
