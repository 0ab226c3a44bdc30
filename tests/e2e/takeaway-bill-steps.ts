import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LONG, money, movements, printsMade } from './front-office-steps';
import { columnOf, fromMenu, rupees, sum, tableRows, trialBalance } from './screen-reading';
import { HAPPY_HOUR, percentOf } from './takeaway-steps';

// The take-away counter's steps from the kitchen's slip on (takeaway.e2e.ts): the KOT, the bill with the first-order
// offer, cash with change, the day reports and the books.

/** The customer's first-order offer as the bill names it. */
export const OFFER = 'Offer WELCOME20 (20% off your first order)';

/** The amount of a row of a figures table (the make-bill dialog's and the printed bill's "Bill figures"). */
export const figure = async (scope: Locator, row: string | RegExp) =>
  rupees(
    await scope
      .getByRole('table', { name: 'Bill figures' })
      .getByRole('row')
      .filter({ has: scope.page().getByRole('rowheader', { name: row, exact: true }) })
      .getByRole('cell')
      .textContent(),
  );

/** F2: the kitchen's slip carries the token the backend gives the order; printed, and put away. */
export async function sendKot(page: Page) {
  await page.keyboard.press('F2');
  await page.getByText(/^KOT for Order TA-[A-Z0-9]{6}: 4 lines for the kitchen\.$/).waitFor();
  const slip = page.getByRole('article', { name: /^KOT KITCHEN, Order TA-[A-Z0-9]{6}$/ });
  await slip.getByText('Token 1', { exact: true }).waitFor(LONG);
  await slip
    .getByRole('cell', { name: 'Biryani lunch box 1 × Chicken dum biryani, 1 × Fresh lime juice', exact: true })
    .waitFor();
  await page.getByRole('heading', { level: 2, name: 'Token 1' }).waitFor(LONG);
  await printsMade(page, 1);
  await page.getByRole('region', { name: 'KOT slips' }).getByRole('button', { name: 'Done' }).click();
}

/** The bill's figures as the Make bill dialog shows them. */
export interface BillFigures {
  subtotal: number;
  offerOff: number;
  cgst: number;
  sgst: number;
  roundOff: number;
  total: number;
}

/**
 * F4: the Make bill dialog with the customer's first-order offer named, on the subtotal of the lines; left open once
 * it has faded in, as the cashier sees it. Answers the dialog and its figures.
 */
export async function billFigures(page: Page, outletName: string, subtotal: number) {
  await page.keyboard.press('F4');
  const making = page.getByRole('dialog', { name: `Make bill: Token 1, ${outletName}` });
  await making.getByRole('status').getByText(`${OFFER} applied.`).waitFor(LONG);
  expect(await figure(making, 'Subtotal')).toBe(subtotal);
  const offerOff = percentOf(subtotal, 20);
  expect(await figure(making, OFFER)).toBe(-offerOff);
  const [cgst, sgst, roundOff, total] = [
    await figure(making, /^CGST /),
    await figure(making, /^SGST /),
    await figure(making, 'Round-off'),
    await figure(making, 'Total'),
  ];
  expect(total).toBe(sum([subtotal, -offerOff, cgst, sgst, roundOff]));
  // Once the dialog has faded in, as the cashier sees it.
  await expect.poll(() => making.evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');
  const figures: BillFigures = { subtotal, offerOff, cgst, sgst, roundOff, total };
  return { making, figures };
}

/**
 * Make bill; the printed bill: its number, the token, the customer, the happy hour on its line and the offer.
 * Answers the bill's number.
 */
export async function printedBill(
  page: Page,
  making: Locator,
  bill: { customer: string; phone: string; offerOff: number; total: number },
): Promise<string> {
  const { customer, phone, offerOff, total } = bill;
  await making.getByRole('button', { name: 'Make bill' }).click();
  const title = page
    .getByRole('dialog', { name: /^Bill / })
    .getByRole('heading', { level: 3, name: /^Bill [A-Z]+\/\d{2}-\d{6}$/ });
  await title.waitFor(LONG);
  const seq = (await title.textContent())!.replace('Bill ', '');
  const printed = page.getByRole('article', { name: `Bill ${seq} for printing` });
  await printed.getByText('Token 1', { exact: true }).waitFor();
  await printed.getByText(`${customer} · ${phone}`, { exact: true }).waitFor();
  await printed.getByRole('cell', { name: `Masala chai Happy hour: ${HAPPY_HOUR.code}`, exact: true }).waitFor();
  expect(await figure(printed, OFFER)).toBe(-offerOff);
  expect(await figure(printed, 'Total')).toBe(total);
  await printsMade(page, 2);
  await page
    .getByRole('dialog', { name: `Bill ${seq}` })
    .getByRole('button', { name: 'Close the bill' })
    .click();
  await page.getByText('Reopen the order to add items.').waitFor();
  return seq;
}

/** F8: 500 in cash, the change shown; settled, and the server has it: nothing waits, no bill is left to settle. */
export async function settleInCash(page: Page, seq: string, total: number) {
  await page.keyboard.press('F8');
  const settle = page.getByRole('dialog', { name: `Settle bill ${seq}` });
  await settle.getByText(`Total payable ₹ ${money(total)}`).waitFor();
  await settle.getByLabel('Cash handed over (₹)').fill('500');
  await settle
    .getByRole('status')
    .getByText(`Change to give ₹ ${money(sum([500, -total]))}`)
    .waitFor();
  await settle.getByRole('button', { name: 'Settle' }).click();
  await settle.waitFor({ state: 'detached' });
  await page.getByText('Token 1 settled.').waitFor();
  const settled = page.getByRole('group', { name: `Settled bill ${seq}` });
  await settled.getByText(`Bill ${seq} settled: Cash ₹${money(total)}.`).waitFor();
  await settled.getByRole('button', { name: 'No print' }).click();
  await page.getByText('No open orders.').waitFor(LONG);
  // The server has it: nothing waits to be sent, and no bill is left to settle.
  await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });
  await page.getByRole('button', { name: 'Unsettled bills' }).click();
  await page.getByRole('region', { name: 'Unsettled bills' }).getByText('Every bill is settled.').waitFor(LONG);
}

/** The order's bill as the day reports must list it. */
export interface SoldBill {
  seq: string;
  customer: string;
  phone: string;
  /** What the happy hour took off the chai. */
  happyHourOff: number;
  offerOff: number;
  total: number;
}

/** Day reports > Sales list: the bill with its token, customer, happy hour, offer and cash. */
export async function salesListShows(page: Page, bill: SoldBill) {
  const { seq, customer, phone, offerOff, total } = bill;
  await fromMenu(page, 'POS', 'Day reports', 'Sales list');
  await page.getByRole('heading', { level: 1, name: 'Day sales list' }).waitFor();
  const sales = await tableRows(page, 'Day sales list');
  const column = async (table: string, header: string) => columnOf(page, table, header);
  const listed = sales.find((cells) => cells[0] === seq);
  if (!listed)
    throw new Error(`Bill ${seq} is not in the day sales list: ${sales.map((cells) => cells[0]).join(', ')}`);
  const cellOf = async (header: string) => listed[await column('Day sales list', header)]!;
  expect({
    token: await cellOf('Token'),
    type: await cellOf('Order type'),
    customer: await cellOf('Customer'),
    happyHourOff: rupees(await cellOf('Happy-hour discount')),
    offer: await cellOf('Offer'),
    offerOff: rupees(await cellOf('Offer discount')),
    total: rupees(await cellOf('Total')),
    status: await cellOf('Status'),
    settledBy: await cellOf('Settled by'),
  }).toEqual({
    token: '1',
    type: 'Take-away',
    customer: `${customer} (${phone})`,
    happyHourOff: bill.happyHourOff,
    offer: 'WELCOME20',
    offerOff,
    total,
    status: 'Settled',
    settledBy: 'Cash',
  });
}

/** Day reports > Settlement: the bill in the cash group, for its total. */
export async function settlementShows(page: Page, bill: SoldBill) {
  const { seq, customer, phone, total } = bill;
  const column = async (table: string, header: string) => columnOf(page, table, header);
  await fromMenu(page, 'POS', 'Day reports', 'Settlement');
  await page.getByRole('heading', { level: 1, name: 'Day settlement' }).waitFor();
  const day = await tableRows(page, 'Day settlement');
  const [token, who, amount] = [
    await column('Day settlement', 'Token'),
    await column('Day settlement', 'Customer'),
    await column('Day settlement', 'Amount'),
  ];
  const cashFrom = day.findIndex((cells) => /^Mode: Cash \(\d+\)$/.test(cells[0]!));
  const cashTo = day.findIndex((cells) => cells[0] === 'Subtotal, Cash');
  const paid = day.findIndex((cells) => cells[0] === seq);
  expect(cashFrom >= 0 && cashFrom < paid && paid < cashTo, `bill ${seq} in the cash group of the day settlement`).toBe(
    true,
  );
  expect({ token: day[paid]![token], customer: day[paid]![who], amount: rupees(day[paid]![amount]!) }).toEqual({
    token: '1',
    customer: `${customer} (${phone})`,
    amount: total,
  });
}

/**
 * The books: cash up by the bill; sales (net of the offer), the output taxes and the round-off the other side; nothing
 * else moved.
 */
export async function booksAgree(page: Page, ledgerBefore: Map<string, number>, figures: BillFigures) {
  const { subtotal, offerOff, cgst, sgst, roundOff, total } = figures;
  const moved = movements(ledgerBefore, await trialBalance(page));
  const account = (name: RegExp, what: string) =>
    Object.keys(moved).find((row) => name.test(row)) ?? `(no ${what} account moved)`;
  const expected: Record<string, number> = {
    'Cash in hand (AC001)': total,
    [account(/sales \(AC\d+\)$/i, 'sales')]: -sum([subtotal, -offerOff]),
    [account(/^CGST payable/, 'CGST')]: -cgst,
    [account(/^SGST payable/, 'SGST')]: -sgst,
  };
  if (roundOff !== 0) expected[account(/^Round off/, 'round-off')] = -roundOff;
  expect(moved).toEqual(expected);
}
