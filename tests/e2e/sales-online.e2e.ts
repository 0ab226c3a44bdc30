import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';
import { rupees, sum } from './screen-reading';
import { escape, LONG, money, rowOf, totalIn } from './sales-steps';

/**
 * Selling in the production build: an online order from the shop to delivery (1014). Every browser profile
 * starts from the demo seeds, so each test's figures are its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

// ---------------------------------------------------------------------------------------------------------
// An online shop (1014): the visitor's store and the company's desks.

const ONLINE = 1014;
const STORE = `/ecommerce/store?shop=${ONLINE}`;
const MY_ORDERS = `/ecommerce/orders?shop=${ONLINE}`;

/**
 * A visitor's order: products added from the store, then the basket's checkout, cash on delivery; answers its number
 * and total.
 */
async function placeOrder(
  shop: Page,
  goods: Array<[string, number]>,
  customer: { name: string; phone: string; address: string },
): Promise<{ seq: string; total: number }> {
  await visitScreen(shop, STORE);
  let expected = 0;
  let pieces = 0;
  for (const [name, qty] of goods) {
    const card = shop.getByRole('article', { name, exact: true });
    const price = rupees(await card.getByText(/^Price ₹/).textContent());
    // The product's name is a visually hidden span, a block of its own to the browser: "Add to basket : <name>".
    for (let n = 0; n < qty; n += 1)
      await card.getByRole('button', { name: new RegExp(`^Add to basket ?: ${escape(name)}$`) }).click();
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
const orderRow = (desk: Page, seq: string) =>
  desk.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: new RegExp(`^${escape(seq)}`) }) });
const said = (desk: Page, text: string | RegExp) => desk.getByRole('status').getByText(text).waitFor(LONG);

describe('an online order from the shop to delivery in the browser (1014)', () => {
  it('a visitor orders from the store (banner, basket, cash on delivery); the order reaches the desk by itself, is accepted, prepared, dispatched with a delivery boy, delivered, billed and settled in cash; another is rejected; the shop shows the customer both', async () => {
    // One browser: the demo backend keeps its data in the browser, so the shop and the company's desks share it. The
    // visitor's page places orders before anyone signs in ("my orders" are this browser's).
    const { context, page: shop, errors } = await openPage(browser, 1280);
    await visitScreen(shop, STORE);
    await shop.getByRole('heading', { level: 1, name: 'Kart Bazaar Online' }).waitFor();
    await shop
      .getByRole('region', { name: 'Offers' })
      .getByRole('heading', { name: 'Fresh muffins every morning' })
      .waitFor();
    const ritu = { name: 'Ritu Malhotra', phone: '9811022334', address: 'H-12, Sector 31, Gurugram' };
    const first = await placeOrder(
      shop,
      [
        ['Sunflower oil 1 l', 2],
        ['Toor dal 1 kg', 2],
      ],
      ritu,
    );

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
    const second = await placeOrder(shop, [['Tea 500 g', 2]], {
      name: 'Sameer Khan',
      phone: '9876501234',
      address: '7, MG Road, Gurugram',
    });
    await orderRow(desk, second.seq).getByRole('cell', { name: 'New', exact: true }).waitFor({ timeout: 30_000 });

    // Accept, prepare, ready; the second is rejected with the reason the customer will read.
    await row.getByRole('button', { name: `Accept order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} accepted.`);
    await row.getByRole('button', { name: `Start preparing order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} being prepared.`);
    await row.getByRole('button', { name: `Mark ready order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} ready to dispatch.`);
    await orderRow(desk, second.seq)
      .getByRole('button', { name: `Reject… order ${second.seq}` })
      .click();
    const reject = desk.getByRole('dialog', { name: `Reject order ${second.seq}` });
    await reject.getByLabel('Reason (the customer sees it)').fill('Tea is out of stock today');
    await reject.getByRole('button', { name: 'Reject the order' }).click();
    await reject.waitFor({ state: 'detached' });
    await said(desk, `Order ${second.seq} rejected.`);

    // Dispatches: a delivery boy, out, delivered.
    await visitScreen(desk, '/pos/pos-online-dispatches');
    row = orderRow(desk, first.seq);
    const boy = row.getByLabel(`Delivery boy for order ${first.seq}`);
    await boy
      .locator('option')
      .nth(1)
      .waitFor({ state: 'attached', ...LONG });
    const rider = (await boy.locator('option').nth(1).textContent())!.replace(/ \(\d+\)$/, '');
    await boy.selectOption({ index: 1 });
    await said(desk, `Order ${first.seq} goes out with ${rider}.`);
    await row.getByRole('button', { name: `Dispatch order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} is out for delivery.`);
    await row.getByRole('button', { name: `Delivered order ${first.seq}` }).click();
    await said(desk, `Order ${first.seq} delivered.`);

    // Billing: billed and settled in cash at once; the slip names the bill, the order and the cash.
    await visitScreen(desk, '/pos/pos-online-billing');
    await orderRow(desk, first.seq)
      .getByRole('button', { name: `Bill and settle order ${first.seq}` })
      .click();
    const printed = desk.getByRole('dialog', {
      name: new RegExp(`^Bill HD\\d{2}-\\d{6} of order ${escape(first.seq)}$`),
    });
    await printed.waitFor(LONG);
    // The slip's own heading names the bill, the one the dialog is titled with.
    const billSeq = (await printed.getByRole('heading', { name: /^Bill HD\d{2}-\d{6}$/ }).textContent())!.replace(
      'Bill ',
      '',
    );
    await desk.getByRole('dialog', { name: `Bill ${billSeq} of order ${first.seq}` }).waitFor();
    await printed.getByText(`Online order ${first.seq} · ${ritu.name}, ${ritu.phone}`).waitFor();
    expect(rupees(await rowOf(printed, 'Cash').getByRole('cell').textContent())).toBe(first.total);
    expect(await totalIn(printed, 'Bill figures')).toBe(first.total);
    await said(desk, `Order ${first.seq} billed as ${billSeq} and settled in cash.`);
    await printed.getByRole('button', { name: 'Close the bill' }).click();
    await printed.waitFor({ state: 'detached' });

    // The customer's "my orders": the first delivered, the second rejected with its reason.
    await visitScreen(shop, MY_ORDERS);
    await shop
      .getByRole('article', { name: `Order ${first.seq}` })
      .getByText('Delivered', { exact: true })
      .waitFor(LONG);
    const rejected = shop.getByRole('article', { name: `Order ${second.seq}` });
    await rejected.getByText('Rejected by the store', { exact: true }).waitFor();
    await rejected.getByText('Reason: Tea is out of stock today').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
