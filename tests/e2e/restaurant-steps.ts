import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { signInAndWait, visitScreen } from './browser';
import { columnOf, tableRows as reportRows } from './screen-reading';

// A restaurant service as the cashier of 1010 works it, and what the manager reads of it: the steps the restaurant's
// end-to-end files share (restaurant-service.e2e.ts, restaurant-offline.e2e.ts).

export const COMPANY = 1010;
export const CLASSIC = '/pos/res-billing-classy';
export const TOUCH = '/pos/res-billing-stylish';
/** Today in the test's clock (the page's: tests/e2e/browser.ts installs it from this one), as yyyy-MM-dd. */
const todayIso = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
export const LONG = { timeout: 20_000 };
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Rupees as the screens print them (₹1,080.00 or 1,080.00) read back as a number. */
export const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** Rupees as the screens show them (1,080.00). */
export const money = (rupees: number) => formatMoney(toPaise(rupees));
/** Adds rupees to the paisa. */
export const sum = (values: number[]) => fromPaise(sumPaise(values.map(toPaise)));

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userdetails'))).toBeNull();
}

export async function switchUser(page: Page, user: 'admin' | 'staff') {
  await signOut(page);
  await signInAndWait(page, COMPANY, user);
}

/** The demo backend's "server unreachable" switch (src/mocks/core/fault-switch.ts). */
/**
 * What the console may say while the backend is down and just after: refused requests, and the browser's own update
 * check of the demo backend's service worker racing the reload (CI saw "Failed to update a ServiceWorker ... Not found"
 * once; nothing the person sees).
 */
export const OUTAGE_ERRORS =
  /Failed to fetch|Failed to load resource|ERR_FAILED|Network Error|Failed to update a ServiceWorker/i;

export async function backend(page: Page, state: 'down' | 'up') {
  await page.evaluate(
    (down) =>
      down ? localStorage.setItem('erp.demo.backendDown', '1') : localStorage.removeItem('erp.demo.backendDown'),
    state === 'down',
  );
}

// ---------------------------------------------------------------------------------------------------------
// The terminal, as a cashier works it.

export async function openTerminal(page: Page, route: string, outlet: string) {
  await visitScreen(page, route);
  await page.getByLabel('Outlet', { exact: true }).selectOption(outlet);
}

export const tile = (page: Page, table: string, state: string, amount?: number) =>
  page.getByRole('button', {
    name: new RegExp(`^${escape(table)}, ${state}${amount === undefined ? '' : `, ₹${escape(money(amount))}`}(,|$)`),
  });

export async function openTable(page: Page, table: string) {
  await tile(page, table, 'free').click();
  await page.getByRole('heading', { name: `Table ${table}` }).waitFor();
}

export const orderRow = (page: Page, item: string) =>
  page
    .getByRole('table', { name: 'Order lines' })
    .getByRole('row', { name: new RegExp(`^${escape(item)}( \\(selected\\))? Less`) });

export async function quantityOf(page: Page, item: string): Promise<number> {
  const text = await orderRow(page, item).getByRole('cell').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** Types in the item search and adds the first item found with Enter (waiting for it to be found first). */
export async function addItem(page: Page, typed: string, item: string, quantityAfter: number) {
  const finder = page.getByRole('combobox', { name: 'Find an item' });
  await finder.fill(typed);
  await page
    .getByRole('listbox', { name: 'Items found' })
    .getByRole('option')
    .first()
    .filter({ hasText: item })
    .waitFor();
  await finder.press('Enter');
  await expect.poll(() => quantityOf(page, item)).toBe(quantityAfter);
}

/** How a command is given: its shortcut key, a click on its button, or a tap on a touch screen. */
export type How = 'key' | 'button' | 'tap';
export const KEYS = { 'Send KOT': 'F2', 'Make bill': 'F4', Settle: 'F8' } as const;

export async function command(page: Page, name: keyof typeof KEYS, how: How) {
  // A touch screen has no keys to show: its buttons say only what they do.
  const button = page
    .getByRole('group', { name: 'Table commands' })
    .getByRole('button', { name: how === 'tap' ? name : `${name} ${KEYS[name]}`, exact: true });
  if (how === 'key') await page.keyboard.press(KEYS[name]);
  else if (how === 'tap') await button.tap();
  else await button.click();
}

/**
 * Sends the KOT (F2, the button or a tap) and waits until the server has it: the running table's amount on its
 * tile, or (the touch screen, whose open table hides the tiles) every order line marked Sent.
 */
export async function sendKot(page: Page, table: string, lines: number, amount?: number, how: How = 'key') {
  await command(page, 'Send KOT', how);
  await page.getByText(`KOT for ${table}: ${lines} ${lines === 1 ? 'line' : 'lines'} for the kitchen.`).waitFor();
  if (how !== 'tap') await tile(page, table, 'occupied', amount).waitFor(LONG);
  else
    await expect
      .poll(
        () => page.getByRole('table', { name: 'Order lines' }).locator('tbody tr td:last-child').allTextContents(),
        LONG,
      )
      .toEqual(Array(lines).fill('Sent'));
}

/** The Total row of a bill figures table. */
export async function totalIn(scope: Locator): Promise<number> {
  return rupees(
    await scope
      .getByRole('table', { name: 'Bill figures' })
      .getByRole('row', { name: /^Total / })
      .getByRole('cell')
      .textContent(),
  );
}

export interface BillSteps {
  /** What the cashier sets in the Make bill dialog. */
  fill?: (dialog: Locator) => Promise<void>;
  how?: How;
  /** Looked at with each dialog open (the phone test: nothing wider than the screen). */
  check?: (where: string) => Promise<void>;
}

/** F4: Make bill (with what `fill` sets in the dialog), closes the first print; answers the bill's total. */
export async function makeBill(
  page: Page,
  table: string,
  { fill, how = 'key', check }: BillSteps = {},
): Promise<number> {
  await command(page, 'Make bill', how);
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Make bill: table ${escape(table)},`) });
  await dialog.waitFor();
  await fill?.(dialog);
  const total = await totalIn(dialog);
  await check?.('the Make bill dialog');
  await dialog.getByRole('button', { name: 'Make bill' }).click();
  // Numbered once the server has answered; a bill without a table (a delivery) waiting for it is "(number pending)".
  const printed = page.getByRole('dialog', {
    name: new RegExp(`^Bill (of table ${escape(table)}|\\(number pending\\)|[A-Z]{2}\\d{2}-)`),
  });
  expect(await totalIn(printed)).toBe(total);
  await check?.('the printed bill');
  await printed.getByRole('button', { name: 'Close the bill' }).click();
  await printed.waitFor({ state: 'detached' });
  await page.getByText('Reopen the table to add items.').waitFor();
  return total;
}

/** F8: the settle dialog of the table's bill, its payable checked. */
export async function openSettle(page: Page, total: number, how: How = 'key'): Promise<Locator> {
  await command(page, 'Settle', how);
  const dialog = page.getByRole('dialog', { name: /^Settle bill / });
  await dialog.waitFor();
  await dialog.getByText(`Total payable ₹ ${money(total)}`).waitFor();
  return dialog;
}

export async function confirmSettle(page: Page, dialog: Locator, table: string) {
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`Table ${table} settled.`).waitFor();
  await tile(page, table, 'free').waitFor(LONG);
}

export async function settleInCash(page: Page, table: string, total: number, handed: number) {
  const dialog = await openSettle(page, total);
  await dialog.getByLabel('Cash handed over (₹)').fill(String(handed));
  await dialog
    .getByRole('status')
    .getByText(`Change to give ₹ ${money(sum([handed, -total]))}`)
    .waitFor();
  await confirmSettle(page, dialog, table);
}

// ---------------------------------------------------------------------------------------------------------
// What the manager reads afterwards.

/** The quantity of an item in the kitchen store as the closing stock report shows it today. */
export async function kitchenStock(page: Page, item: string): Promise<number> {
  await visitScreen(page, `/inventory/inv-rep-closing-stock?p.toDate=${todayIso()}&p.detail=KIT`);
  const rows = await reportRows(page, 'Closing stock');
  const quantity = await columnOf(page, 'Closing stock', 'Quantity');
  const row = rows.find((cells) => cells[1] === item);
  if (!row) throw new Error(`${item} is not in the kitchen store's closing stock`);
  return Number(row[quantity]!.replace(/,/g, ''));
}

/** The trial balance as on today: its grand total's debits and credits, and each account's debits by its code. */
export async function trialBalance(
  page: Page,
): Promise<{ debit: number; credit: number; debits: Record<string, number> }> {
  await visitScreen(page, `/accounts/accfinreptrialbalance?p.toDate=${todayIso()}`);
  await page.getByRole('status').getByText('Debits and credits agree.').waitFor(LONG);
  const rows = await reportRows(page, 'Trial balance');
  const [debit, credit] = [
    await columnOf(page, 'Trial balance', 'Debit'),
    await columnOf(page, 'Trial balance', 'Credit'),
  ];
  const total = rows.at(-1)!;
  if (!/total/i.test(total[0]!))
    throw new Error(`The trial balance ends without its grand total: ${total.join(' | ')}`);
  const debits = Object.fromEntries(
    rows.flatMap((cells) => {
      const code = /\((AC\d+)\)$/.exec(cells[0]!)?.[1];
      return code ? [[code, rupees(cells[debit]!)]] : [];
    }),
  );
  return { debit: rupees(total[debit]!), credit: rupees(total[credit]!), debits };
}

/**
 * Today's settlement day report of one outlet (grouped by mode; with no outlet it is grouped by outlet): each mode's
 * subtotal, its bill rows (bill, table, amount) and the grand total.
 */
export async function daySettlement(
  page: Page,
  outlet = 'DIN',
): Promise<{
  modes: Record<string, number>;
  bills: Array<{ seq: string; table: string; amount: number }>;
  total: number;
}> {
  await visitScreen(
    page,
    `/pos/pos-dayrep-settlement?p.frmDate=${todayIso()}&p.toDate=${todayIso()}&p.restaCode=${outlet}`,
  );
  const rows = await reportRows(page, 'Day settlement');
  const [table, amount] = [
    await columnOf(page, 'Day settlement', 'Table'),
    await columnOf(page, 'Day settlement', 'Amount'),
  ];
  const modes = Object.fromEntries(
    rows
      .filter((cells) => cells[0]!.startsWith('Subtotal, '))
      .map((cells) => [cells[0]!.slice('Subtotal, '.length), rupees(cells[amount]!)]),
  );
  const bills = rows
    .filter((cells) => /^[A-Z]{2}\d{2}-\d{6}$/.test(cells[0]!))
    .map((cells) => ({ seq: cells[0]!, table: cells[table]!, amount: rupees(cells[amount]!) }));
  return { modes, bills, total: rupees(rows.at(-1)![amount]!) };
}

/** Today's bills in the list of sales: bill number, table, total, status. */
export async function listOfSales(
  page: Page,
): Promise<{ bills: Array<{ seq: string; table: string; total: number; status: string }>; grand: number }> {
  await visitScreen(page, `/pos/pos-costrep-listofsales?p.frmDate=${todayIso()}&p.toDate=${todayIso()}`);
  const rows = await reportRows(page, 'List of sales');
  const [table, total, status] = [
    await columnOf(page, 'List of sales', 'Table'),
    await columnOf(page, 'List of sales', 'Total'),
    await columnOf(page, 'List of sales', 'Status'),
  ];
  const bills = rows
    .filter((cells) => /^[A-Z]{2}\d{2}-\d{6}$/.test(cells[0]!))
    .map((cells) => ({ seq: cells[0]!, table: cells[table]!, total: rupees(cells[total]!), status: cells[status]! }));
  return { bills, grand: rupees(rows.at(-1)![total]!) };
}

/** The page is no wider than the phone's 375 px screen (nothing scrolls sideways). */
export async function fitsPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide on a 375 px screen`).toBeLessThanOrEqual(375);
}
