import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { demoBarcode } from '../../src/mocks/pos/seeds/items';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { columnOf, fromMenu, rupees, sum, tableRows, trialBalance } from './screen-reading';

/**
 * Selling in the production build (issue 17): a shop counter's sale and its return (1015), an online order from
 * the shop to delivery (1014), and a B2B invoice with its gate pass and the customer's receipt (1002). Every
 * browser profile starts from the demo seeds, so each test's figures are its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const LONG = { timeout: 20_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Rupees as the screens show them (1,080.00). */
const money = (amount: number) => formatMoney(toPaise(amount));
/** The row of `scope` headed `header`, exactly or matching (the inner locator of a filter is relative to the row, so it starts from the page). */
const rowOf = (scope: Page | Locator, header: string | RegExp) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
};

/** The Total row of a figures table (the counter's "Sale figures", a slip's "Bill figures"). */
async function totalIn(scope: Locator | Page, caption: string): Promise<number> {
  return rupees(await scope.getByRole('table', { name: caption }).getByRole('row', { name: /^Total / }).getByRole('cell').textContent());
}

/**
 * Counts the browser's print requests instead of opening its dialog (from the next page loaded in the profile on),
 * so a test can see that a slip was sent to the printer.
 */
async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { printRequests: number };
    counted.printRequests = 0;
    window.print = () => {
      counted.printRequests += 1;
    };
  });
}
const printRequests = (page: Page) => page.evaluate(() => (window as unknown as { printRequests?: number }).printRequests ?? 0);
/** Waits until the page has asked to print `count` times since it was loaded. */
const printsMade = (page: Page, count: number) => expect.poll(() => printRequests(page), LONG).toBe(count);

/** Nothing on the page is wider than the phone's 375 px screen (nothing scrolls sideways). */
async function fitsPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${where} is ${width} px wide on a 375 px screen`).toBeLessThanOrEqual(375);
}

// ---------------------------------------------------------------------------------------------------------
// A shop counter (1015).

const SHOP = 1015;
/** The shelf's Toor dal 1 kg (PI-0005) carries its EAN-13 (src/mocks/pos/seeds/items.ts). */
const DAL = { name: 'Toor dal 1 kg', barcode: demoBarcode(SHOP, 'PI-0005'), mrp: 165 };
const RICE = { name: 'Sona masoori rice 5 kg', code: 'PI-0001', mrp: 345 };

/** A scanner types the barcode and Enter; the cashier types `3*code` and Enter. The box empties for the next one. */
async function ring(page: Page, typed: string) {
  const entry = page.getByRole('combobox', { name: 'Code, barcode or name' });
  await entry.fill(typed);
  await entry.press('Enter');
  await expect.poll(() => entry.inputValue()).toBe('');
}

const quantityOf = (page: Page, item: string) => page.getByLabel(`Quantity of ${item}`, { exact: true }).inputValue();

/** F8 (or the button, tapped on a phone), cash handed over, change shown; answers the printed bill's dialog and its number. */
async function settleInCash(page: Page, total: number, handed: number, how: 'key' | 'tap', check?: (where: string) => Promise<void>): Promise<{ printed: Locator; seq: string }> {
  if (how === 'key') await page.keyboard.press('F8');
  else await page.getByRole('button', { name: 'Bill and settle (F8)' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Settle bill (number pending)' });
  await dialog.getByText(`Total payable ₹ ${money(total)}`).waitFor();
  await dialog.getByLabel('Cash handed over (₹)').fill(String(handed));
  await dialog.getByRole('status').getByText(`Change to give ₹ ${money(sum([handed, -total]))}`).waitFor();
  await check?.('the settle dialog');
  if (how === 'key') await dialog.getByRole('button', { name: 'Settle' }).click();
  else await dialog.getByRole('button', { name: 'Settle' }).tap();
  // The slip's heading names the bill the dialog is titled with (the counter's series, CA for counter 1).
  const slipTitle = page.getByRole('dialog', { name: /^Bill CA\d{2}-\d{6}$/ }).getByRole('heading', { name: /^Bill CA\d{2}-\d{6}$/ });
  await slipTitle.waitFor(LONG);
  const seq = (await slipTitle.textContent())!.replace('Bill ', '');
  return { printed: page.getByRole('dialog', { name: `Bill ${seq}` }), seq };
}

describe('a counter sale and its return in the browser (1015)', () => {
  it('desktop: scans a barcode twice and 3*code, bills and settles in cash with change (printed); the sales list reprints it; a return above what was sold is refused beside its line, one comes back in cash on a credit note, and the bill can no longer be cancelled', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await countPrints(context);
    await signInAndWait(page, SHOP, 'admin');
    await visitScreen(page, '/pos/sale-classy');
    await page.getByRole('heading', { level: 1, name: 'Sales (classic)' }).waitFor();
    await page.getByLabel('Outlet', { exact: true }).selectOption('C01');

    // Two scans of the same packet make one line of two; 3*code three sacks of rice.
    await ring(page, DAL.barcode);
    await expect.poll(() => quantityOf(page, DAL.name)).toBe('1');
    await ring(page, DAL.barcode);
    await expect.poll(() => quantityOf(page, DAL.name)).toBe('2');
    await ring(page, `3*${RICE.code}`);
    await expect.poll(() => quantityOf(page, RICE.name)).toBe('3');
    expect(await page.getByRole('table', { name: 'Sale lines' }).getByRole('rowheader').allTextContents()).toEqual([DAL.name, RICE.name]);
    // The counter's price list is the printed price (tax inside): the bill comes to the shelf's prices.
    const total = sum([2 * DAL.mrp, 3 * RICE.mrp]);
    await expect.poll(() => totalIn(page, 'Sale figures')).toBe(total);
    const axeProblems = await seriousViolations(page, 'the counter with two lines');

    const { printed, seq } = await settleInCash(page, total, 1500, 'key');
    await printed.getByRole('status').getByText(`Change to give ₹ ${money(sum([1500, -total]))}`).waitFor();
    const slip = printed.getByRole('article', { name: `Bill ${seq} for printing` });
    await slip.getByText('Counter sale', { exact: true }).waitFor();
    expect(await totalIn(slip, 'Bill figures')).toBe(total);
    await printsMade(page, 1);
    await printed.getByRole('button', { name: 'Close the bill' }).click();
    await printed.waitFor({ state: 'detached' });
    await page.getByText('Nothing rung up yet: scan or find an item.').waitFor();

    // The sales list: the bill, paid in cash; its copy is marked REPRINT.
    await visitScreen(page, '/pos/pos-sales');
    const listed = rowOf(page.getByRole('table', { name: 'Counter bills' }), seq);
    await listed.getByRole('cell', { name: 'Cash', exact: true }).waitFor(LONG);
    expect(rupees(await listed.getByRole('cell').nth(5).textContent())).toBe(total);
    await listed.getByRole('cell', { name: 'Settled', exact: true }).waitFor();
    await listed.getByRole('button', { name: `Cancel bill ${seq}` }).waitFor();
    await listed.getByRole('button', { name: `Open bill ${seq}` }).click();
    const copy = page.getByRole('dialog', { name: `Bill ${seq}` });
    await copy.getByRole('article', { name: `Bill ${seq} for printing` }).waitFor();
    expect(await copy.getByText('REPRINT', { exact: true }).count()).toBe(0);
    await copy.getByRole('button', { name: `Reprint bill ${seq}` }).click();
    await copy.getByText('REPRINT', { exact: true }).waitFor(LONG);
    await printsMade(page, 1);
    await copy.getByRole('button', { name: 'Close the bill' }).click();
    await copy.waitFor({ state: 'detached' });

    // The return: the bill found by its number; three packets asked back of two sold are refused beside the line.
    await visitScreen(page, '/pos/pos-sale-return');
    await page.getByRole('button', { name: 'New sale return' }).click();
    await page.getByRole('heading', { level: 1, name: 'New sale return: find the bill' }).waitFor();
    await page.getByLabel('Bill number or customer').fill(seq);
    await page.getByRole('button', { name: `Return goods of ${seq}` }).click();
    await page.getByRole('heading', { level: 1, name: `New sale return: bill ${seq}` }).waitFor(LONG);
    const dalBack = page.getByLabel(`Return quantity, ${DAL.name}`);
    await dalBack.fill('3');
    await page.getByLabel('Reason for the return').fill('Packet torn');
    await page.getByRole('button', { name: 'Save the return' }).click();
    await rowOf(page, DAL.name).getByText(`${DAL.name}: at most 2 can be returned (2 sold).`).waitFor();
    expect(await dalBack.inputValue()).toBe('3');
    axeProblems.push(...(await seriousViolations(page, 'the sale return with a refused line')));
    expect(axeProblems).toEqual([]);

    await dalBack.fill('1');
    await expect.poll(() => page.getByLabel('Refund', { exact: true }).textContent()).toContain(`Refund${money(DAL.mrp)}`);
    await page.getByRole('button', { name: 'Save the return' }).click();
    const note = page.getByRole('heading', { level: 1, name: /^Credit note SRT\d{2}-\d{2}\/\d{4}$/ });
    await note.waitFor(LONG);
    const noteSeq = (await note.textContent())!.replace('Credit note ', '');
    const paper = page.getByRole('article', { name: `Credit note ${noteSeq}` });
    await paper.getByText(`Sale return against bill ${seq}`).waitFor();
    await paper.getByText('Refunded in cash').waitFor();
    await printsMade(page, 1);
    expect(rupees(await rowOf(paper, 'Refund').getByRole('cell').textContent())).toBe(DAL.mrp);

    // Back on the sales list: the bill names its return and no longer offers Cancel.
    await visitScreen(page, '/pos/pos-sales');
    const returned = rowOf(page.getByRole('table', { name: 'Counter bills' }), seq);
    await returned.getByRole('cell', { name: `Returns ${noteSeq}`, exact: true }).waitFor(LONG);
    await returned.getByRole('button', { name: `Open bill ${seq}` }).waitFor();
    expect(await returned.getByRole('button', { name: `Cancel bill ${seq}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('phone (375 px): the cashier rings up a sale on the touch counter from tiles and settles it in cash, never scrolling sideways', async () => {
    const { context, page, errors } = await openPhone(browser);
    await countPrints(context);
    const fits = (where: string) => fitsPhone(page, where);
    await signInAndWait(page, SHOP, 'staff');
    await visitScreen(page, '/pos/pos-billing-stylish');
    await page.getByRole('heading', { level: 1, name: 'Billing (stylish)' }).waitFor();
    await page.getByLabel('Outlet', { exact: true }).selectOption('C01');
    await fits('the touch counter');
    await page.getByRole('list', { name: 'Item groups' }).getByRole('button', { name: /^Snacks and biscuits \d+ items$/ }).tap();
    const chips = 'Salted potato chips 52 g';
    await page.getByRole('button', { name: new RegExp(`^Add ${escape(chips)}, ₹`) }).tap();
    await page.getByRole('button', { name: `More ${chips}` }).tap();
    await expect.poll(() => quantityOf(page, chips)).toBe('2');
    await fits('the touch counter with a line');
    const total = await totalIn(page, 'Sale figures');
    expect(total).toBe(40);
    const { printed, seq } = await settleInCash(page, total, 100, 'tap', fits);
    await fits('the printed bill');
    await printsMade(page, 1);
    expect(await totalIn(printed.getByRole('article', { name: `Bill ${seq} for printing` }), 'Bill figures')).toBe(total);
    await printed.getByRole('button', { name: 'Close the bill' }).tap();
    await printed.waitFor({ state: 'detached' });
    await page.getByText('Nothing rung up yet: scan or find an item.').waitFor();
    await fits('the touch counter after the sale');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------
// An online shop (1014): the visitor's store and the company's desks.

const ONLINE = 1014;
const STORE = `/ecommerce/store?shop=${ONLINE}`;
const MY_ORDERS = `/ecommerce/orders?shop=${ONLINE}`;

/** A visitor's order: products added from the store, then the basket's checkout, cash on delivery; answers its number and total. */
async function placeOrder(shop: Page, goods: Array<[string, number]>, customer: { name: string; phone: string; address: string }): Promise<{ seq: string; total: number }> {
  await visitScreen(shop, STORE);
  let expected = 0;
  let pieces = 0;
  for (const [name, qty] of goods) {
    const card = shop.getByRole('article', { name, exact: true });
    const price = rupees(await card.getByText(/^Price ₹/).textContent());
    // The product's name is a visually hidden span, a block of its own to the browser: "Add to basket : <name>".
    for (let n = 0; n < qty; n += 1) await card.getByRole('button', { name: new RegExp(`^Add to basket ?: ${escape(name)}$`) }).click();
    await card.getByText(`${qty} in the basket`).waitFor();
    expected = sum([expected, qty * price]);
    pieces += qty;
  }
  await shop.getByRole('link', { name: `Basket, ${pieces} items` }).click();
  await shop.getByRole('heading', { level: 1, name: 'Basket and checkout' }).waitFor();
  // The store prices the basket itself; prices include tax, so it comes to the prices shown.
  const place = shop.getByRole('button', { name: `Place the order for ₹ ${money(expected)}` });
  await place.waitFor(LONG);
  await shop.getByLabel('Your name').fill(customer.name);
  await shop.getByLabel('Phone').fill(customer.phone);
  await shop.getByLabel('Delivery address').fill(customer.address);
  await shop.getByLabel('Cash on delivery').check();
  await place.click();
  await shop.getByRole('heading', { level: 1, name: 'My orders' }).waitFor(LONG);
  const card = shop.getByRole('article', { name: /^Order ONL\d{2}-\d{6}$/ }).first();
  await card.getByText('Placed: waiting for the store to accept it').waitFor(LONG);
  const seq = (await card.getByRole('heading').textContent())!.replace('Order ', '');
  await card.getByText(`Total ₹ ${money(expected)} · Cash on delivery`).waitFor();
  return { seq, total: expected };
}

/** A desk's row of an order (its header holds the number and the time it was placed). */
const orderRow = (desk: Page, seq: string) => desk.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: new RegExp(`^${escape(seq)}`) }) });
const said = (desk: Page, text: string | RegExp) => desk.getByRole('status').getByText(text).waitFor(LONG);

describe('an online order from the shop to delivery in the browser (1014)', () => {
  it('a visitor orders from the store (banner, basket, cash on delivery); the order reaches the desk by itself, is accepted, prepared, dispatched with a delivery boy, delivered, billed and settled in cash; another is rejected; the shop shows the customer both', async () => {
    // One browser: the demo backend keeps its data in the browser, so the shop and the company's desks share it. The
    // visitor's page places orders before anyone signs in ("my orders" are this browser's).
    const { context, page: shop, errors } = await openPage(browser, 1280);
    await visitScreen(shop, STORE);
    await shop.getByRole('heading', { level: 1, name: 'Kart Bazaar Online' }).waitFor();
    await shop.getByRole('region', { name: 'Offers' }).getByRole('heading', { name: 'Fresh muffins every morning' }).waitFor();
    const ritu = { name: 'Ritu Malhotra', phone: '9811022334', address: 'H-12, Sector 31, Gurugram' };
    const first = await placeOrder(shop, [['Sunflower oil 1 l', 2], ['Toor dal 1 kg', 2]], ritu);

    // The company's desk, in a page of its own.
    const desk = await context.newPage();
    desk.on('pageerror', (error) => errors.push(error.message));
    desk.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAndWait(desk, ONLINE, 'admin');
    await visitScreen(desk, '/pos/pos-billing-fancy');
    await desk.getByRole('heading', { level: 1, name: 'Online orders' }).waitFor();
    let row = orderRow(desk, first.seq);
    await row.getByRole('cell', { name: 'New', exact: true }).waitFor(LONG);
    expect(await row.textContent()).toContain('Cash on delivery');
    expect(await row.textContent()).toContain(ritu.name);

    // A second order placed while the desk is open shows there by itself (the desk looks again every few seconds).
    const second = await placeOrder(shop, [['Tea 500 g', 2]], { name: 'Sameer Khan', phone: '9876501234', address: '7, MG Road, Gurugram' });
    await orderRow(desk, second.seq).getByRole('cell', { name: 'New', exact: true }).waitFor({ timeout: 30_000 });

    // Accept, prepare, ready; the second is rejected with the reason the customer will read.
    await row.getByRole('button', { name: `Accept order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} accepted.`);
    await row.getByRole('button', { name: `Start preparing order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} being prepared.`);
    await row.getByRole('button', { name: `Mark ready order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} ready to dispatch.`);
    await orderRow(desk, second.seq).getByRole('button', { name: `Reject… order ${second.seq}` }).click();
    const reject = desk.getByRole('dialog', { name: `Reject order ${second.seq}` });
    await reject.getByLabel('Reason (the customer sees it)').fill('Tea is out of stock today');
    await reject.getByRole('button', { name: 'Reject the order' }).click();
    await reject.waitFor({ state: 'detached' });
    await said(desk, `Order ${second.seq} rejected.`);

    // Dispatches: a delivery boy, out, delivered.
    await visitScreen(desk, '/pos/pos-online-dispatches');
    row = orderRow(desk, first.seq);
    const boy = row.getByLabel(`Delivery boy for order ${first.seq}`);
    await boy.locator('option').nth(1).waitFor({ state: 'attached', ...LONG });
    const rider = (await boy.locator('option').nth(1).textContent())!.replace(/ \(\d+\)$/, '');
    await boy.selectOption({ index: 1 });
    await said(desk, `Order ${first.seq} goes out with ${rider}.`);
    await row.getByRole('button', { name: `Dispatch order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} is out for delivery.`);
    await row.getByRole('button', { name: `Delivered order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} delivered.`);

    // Billing: billed and settled in cash at once; the slip names the bill, the order and the cash.
    await visitScreen(desk, '/pos/pos-online-billing');
    await orderRow(desk, first.seq).getByRole('button', { name: `Bill and settle order ${first.seq}` }).click();
    const printed = desk.getByRole('dialog', { name: new RegExp(`^Bill HD\\d{2}-\\d{6} of order ${escape(first.seq)}$`) });
    await printed.waitFor(LONG);
    // The slip's own heading names the bill, the one the dialog is titled with.
    const billSeq = (await printed.getByRole('heading', { name: /^Bill HD\d{2}-\d{6}$/ }).textContent())!.replace('Bill ', '');
    await desk.getByRole('dialog', { name: `Bill ${billSeq} of order ${first.seq}` }).waitFor();
    await printed.getByText(`Online order ${first.seq} · ${ritu.name}, ${ritu.phone}`).waitFor();
    expect(rupees(await rowOf(printed, 'Cash').getByRole('cell').textContent())).toBe(first.total);
    expect(await totalIn(printed, 'Bill figures')).toBe(first.total);
    await said(desk, `Order ${first.seq} billed as ${billSeq} and settled in cash.`);
    await printed.getByRole('button', { name: 'Close the bill' }).click();
    await printed.waitFor({ state: 'detached' });

    // The customer's "my orders": the first delivered, the second rejected with its reason.
    await visitScreen(shop, MY_ORDERS);
    await shop.getByRole('article', { name: `Order ${first.seq}` }).getByText('Delivered', { exact: true }).waitFor(LONG);
    const rejected = shop.getByRole('article', { name: `Order ${second.seq}` });
    await rejected.getByText('Rejected by the store', { exact: true }).waitFor();
    await rejected.getByText('Reason: Tea is out of stock today').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------------------
// Stock sales of a trading company (1002): an advance, a B2B invoice adjusting it, the gate, the receipt.

const TRADER = 1002;
/** A business customer of the seeds with a GSTIN (Ganesh Kirana Stores), and goods of the main warehouse. */
const BUYER = 'SC-0001';
const GOODS = { store: 'WH', item: 'ITM-0002', name: 'Basmati rice 5 kg' };

/** How an account whose name matches moved between two trial balances (0 for an account in neither). */
function moved(before: Map<string, number>, after: Map<string, number>, name: RegExp): number {
  const names = [...new Set([...before.keys(), ...after.keys()])].filter((account) => name.test(account));
  if (names.length > 1) throw new Error(`More than one account matches ${String(name)}: ${names.join(', ')}`);
  return names.length === 0 ? 0 : sum([after.get(names[0]!) ?? 0, -(before.get(names[0]!) ?? 0)]);
}

/** What the customer owes, as the customers key report shows it. */
async function outstandingOf(page: Page, customer: string): Promise<number> {
  const rows = await tableRows(page, 'List of customers');
  const [code, outstanding] = [await columnOf(page, 'List of customers', 'Code'), await columnOf(page, 'List of customers', 'Outstanding')];
  const row = rows.find((cells) => cells[code] === customer);
  if (!row) throw new Error(`${customer} is not in the list of customers`);
  return rupees(row[outstanding]!);
}

describe('a B2B invoice with its gate pass and the customer’s receipt in the browser (1002)', () => {
  it('an advance in cash from a customer with a GSTIN; an invoice of two of a lot adjusting it, printed as a tax invoice; its gate pass read and cleared at the gate (a wrong code refused and kept); a receipt filled oldest first and printed; the key report and the trial balance agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await countPrints(context);
    await signInAndWait(page, TRADER, 'admin');
    const ledgerBefore = await trialBalance(page);
    await visitScreen(page, '/pos/posstock-keyrep-customers');
    const owedBefore = await outstandingOf(page, BUYER);

    // Sales > Transactions > Advances: 500 in cash, on account.
    await fromMenu(page, 'Sales', 'Transactions', 'Advances');
    await page.getByRole('heading', { level: 1, name: 'Sale advances' }).waitFor();
    await page.getByRole('button', { name: 'New advance' }).click();
    await page.getByRole('heading', { level: 1, name: 'New advance from a customer' }).waitFor(LONG);
    const customer = page.getByLabel('Customer', { exact: true });
    await customer.selectOption(BUYER);
    const buyer = (await customer.locator('option:checked').textContent())!;
    await page.getByLabel('Against').selectOption({ label: 'On account (no order)' });
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByLabel('Received by').selectOption({ label: 'Cash' });
    await page.getByLabel('Account', { exact: true }).selectOption('AC001');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const advanceRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: buyer, exact: true }) });
    await advanceRow.getByRole('rowheader', { name: /^ADRE/ }).waitFor(LONG);
    expect(rupees(await advanceRow.getByRole('cell').nth(4).textContent())).toBe(500);

    // Sales > Sales: a B2B invoice of two of the lot, the advance adjusted.
    await visitScreen(page, '/pos/pos-stock-sales');
    await page.getByRole('button', { name: 'New invoice' }).click();
    await page.getByRole('heading', { level: 1, name: 'New sale invoice' }).waitFor(LONG);
    await page.getByLabel('Customer', { exact: true }).selectOption(BUYER);
    const gstin = /GSTIN (\w{15})$/.exec((await page.getByLabel('Customer', { exact: true }).getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()))!)![1]!;
    expect(await page.getByLabel('Sale type').inputValue()).toBe('B2B');
    await page.getByLabel('Store', { exact: true }).selectOption(GOODS.store);
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Item, line 1').selectOption(GOODS.item);
    const batch = page.getByLabel('Batch, line 1');
    const lot = (await batch.locator('option').nth(1).textContent())!;
    expect(lot).toMatch(/ in stock/);
    await batch.selectOption({ index: 1 });
    await page.getByLabel('Quantity, line 1').fill('2');
    await page.getByLabel('Tax, line 1').selectOption('GST5');
    const rate = rupees(await page.getByLabel('Rate, line 1').inputValue());
    const invoiceTotal = sum([2 * rate, (2 * rate * 5) / 100]);
    const figures = page.getByRole('table', { name: 'Invoice figures' });
    await expect.poll(async () => rupees(await figures.getByRole('row', { name: /^Invoice total/ }).getByRole('cell').textContent())).toBe(invoiceTotal);
    await page.getByText(/^ADRE\S+ of .+: 500\.00 unadjusted of 500\.00$/).waitFor();
    await page.getByLabel('Advance to adjust').fill('500');
    await expect.poll(async () => rupees(await figures.getByRole('row', { name: /^To receive/ }).getByRole('cell').textContent())).toBe(sum([invoiceTotal, -500]));
    await page.getByRole('button', { name: 'Save invoice' }).click();
    const title = page.getByRole('heading', { level: 1, name: /^Invoice SAL\S+/ });
    await title.waitFor(LONG);
    const invoice = (await title.textContent())!.replace('Invoice ', '').trim();

    // The tax invoice: the buyer's GSTIN, the advance adjusted.
    await page.getByRole('button', { name: 'Print invoice' }).click();
    const paper = page.getByRole('article', { name: `Invoice ${invoice}` });
    await paper.getByText(`Tax invoice ${invoice}`).waitFor(LONG);
    await paper.getByText(`Buyer’s GSTIN ${gstin}`).waitFor();
    expect(rupees(await rowOf(paper, 'Invoice total').getByRole('cell').textContent())).toBe(invoiceTotal);
    expect(rupees(await rowOf(paper, 'Advance adjusted').getByRole('cell').textContent())).toBe(-500);
    await printsMade(page, 1);
    await page.getByRole('button', { name: 'Back to the invoice' }).click();

    // The gate pass: its code read off the slip.
    await page.getByRole('button', { name: 'Print gate pass' }).click();
    const pass = page.getByRole('article', { name: `Gate pass ${invoice}` });
    await pass.getByText(`Invoice ${invoice} of `).waitFor(LONG);
    await pass.getByRole('cell', { name: new RegExp(`^${escape(GOODS.name)}`) }).waitFor();
    const code = /Pass code([A-Z0-9]{6})The gate/.exec((await pass.textContent())!)![1]!;
    await printsMade(page, 2);
    await page.getByRole('button', { name: 'Back to the invoice' }).click();
    await page.getByRole('button', { name: 'Back to the list' }).click();

    // Pending dispatches: a wrong code is refused and kept; the right one lets the goods out.
    await page.getByRole('button', { name: 'Pending dispatches' }).click();
    await page.getByRole('button', { name: `Clear ${invoice} at the gate` }).click();
    const gate = page.getByRole('dialog', { name: `Clear ${invoice} at the gate` });
    const typed = gate.getByLabel('Pass code');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    await typed.fill(wrong);
    await gate.getByRole('button', { name: 'Let the goods out' }).click();
    await gate.getByRole('alert').getByText(/The pass code does not match/).waitFor(LONG);
    expect(await typed.inputValue()).toBe(wrong);
    await typed.fill(code);
    await gate.getByRole('button', { name: 'Let the goods out' }).click();
    await gate.waitFor({ state: 'detached', ...LONG });
    await page.getByText('No goods are waiting at the gate.').waitFor(LONG);

    // Sales > Receipts: 600 in cash, filled on the invoice (the customer's oldest, and only, pending bill); printed.
    await visitScreen(page, '/pos/pos-credit-clearances');
    await page.getByRole('button', { name: 'New receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'New receipt' }).waitFor(LONG);
    await page.getByLabel('Customer', { exact: true }).selectOption(BUYER);
    // The bill's header holds its number and what it was for.
    const pending = rowOf(page, new RegExp(`^${escape(invoice)}\\b`));
    await pending.waitFor(LONG);
    expect(rupees(await pending.getByRole('cell').nth(2).textContent())).toBe(sum([invoiceTotal, -500]));
    await page.getByLabel('Amount received').fill('600');
    await expect.poll(async () => rupees(await page.getByLabel(`Settle on ${invoice}`).inputValue())).toBe(600);
    expect(await page.getByLabel('Received by').inputValue()).toBe('CAS');
    await page.getByRole('button', { name: 'Save and print' }).click();
    const receipt = page.getByRole('heading', { level: 1, name: /^Receipt REC\d{4}-\d{5}$/ });
    await receipt.waitFor(LONG);
    await printsMade(page, 1);
    const settled = page.getByRole('table', { name: 'Bills settled' });
    expect((await settled.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([invoice, expect.any(String), money(600)]);

    // What the customer owes: the invoice less the advance and the receipt, in the key report and in the books.
    const owes = sum([invoiceTotal, -500, -600]);
    await fromMenu(page, 'Sales', 'Key reports', 'Customers');
    expect(await outstandingOf(page, BUYER)).toBe(sum([owedBefore, owes]));
    const ledgerAfter = await trialBalance(page);
    expect({
      debtors: moved(ledgerBefore, ledgerAfter, /^Sundry debtors/),
      advances: moved(ledgerBefore, ledgerAfter, /^Advances from customers/),
      cash: moved(ledgerBefore, ledgerAfter, /^Cash in hand \(AC001\)$/),
    }).toEqual({ debtors: owes, advances: 0, cash: 1100 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
