import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBarcode } from '../../src/mocks/pos/seeds/items';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { openFromPalette, starting } from './palette-steps';
import { rupees, sum } from './screen-reading';
import { escape, fitsPhone, LONG, money, printsMade, rowOf, totalIn } from './sales-steps';

/**
 * Selling in the production build: a shop counter's sale and its return (1015). Every browser profile
 * starts from the demo seeds, so each test's figures are its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

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

/**
 * F8 (or the button, tapped on a phone), cash handed over, change shown; answers the printed bill's dialog and its
 * number.
 */
async function settleInCash(
  page: Page,
  total: number,
  handed: number,
  how: 'key' | 'tap',
  check?: (where: string) => Promise<void>,
): Promise<{ printed: Locator; seq: string }> {
  if (how === 'key') await page.keyboard.press('F8');
  else await page.getByRole('button', { name: 'Bill and settle (F8)' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Settle bill (number pending)' });
  await dialog.getByText(`Total payable ₹ ${money(total)}`).waitFor();
  await dialog.getByLabel('Cash handed over (₹)').fill(String(handed));
  await dialog
    .getByRole('status')
    .getByText(`Change to give ₹ ${money(sum([handed, -total]))}`)
    .waitFor();
  await check?.('the settle dialog');
  if (how === 'key') await dialog.getByRole('button', { name: 'Settle' }).click();
  else await dialog.getByRole('button', { name: 'Settle' }).tap();
  // The slip's heading names the bill the dialog is titled with (the counter's series, CA for counter 1).
  const slipTitle = page
    .getByRole('dialog', { name: /^Bill CA\d{2}-\d{6}$/ })
    .getByRole('heading', { name: /^Bill CA\d{2}-\d{6}$/ });
  await slipTitle.waitFor(LONG);
  const seq = (await slipTitle.textContent())!.replace('Bill ', '');
  return { printed: page.getByRole('dialog', { name: `Bill ${seq}` }), seq };
}

describe('a counter sale and its return in the browser (1015)', () => {
  it('desktop: scans a barcode twice and 3*code, bills and settles in cash with change (printed); the sales list reprints it; a return above what was sold is refused beside its line, one comes back in cash on a credit note, and the bill can no longer be cancelled', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
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
    expect(await page.getByRole('table', { name: 'Sale lines' }).getByRole('rowheader').allTextContents()).toEqual([
      DAL.name,
      RICE.name,
    ]);
    // The counter's price list is the printed price (tax inside): the bill comes to the shelf's prices.
    const total = sum([2 * DAL.mrp, 3 * RICE.mrp]);
    await expect.poll(() => totalIn(page, 'Sale figures')).toBe(total);
    const axeProblems = await seriousViolations(page, 'the counter with two lines');

    const { printed, seq } = await settleInCash(page, total, 1500, 'key');
    await printed
      .getByRole('status')
      .getByText(`Change to give ₹ ${money(sum([1500, -total]))}`)
      .waitFor();
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
    await expect
      .poll(() => page.getByLabel('Refund', { exact: true }).textContent())
      .toContain(`Refund${money(DAL.mrp)}`);
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
    // Found from anywhere by its number: Ctrl+K, the number and Enter open the bill's slip over the counter's sales.
    await visitScreen(page, '/pos/sale-classy');
    await openFromPalette(page, seq, starting(seq));
    await page.getByRole('dialog', { name: `Bill ${seq}` }).waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('phone (375 px): the cashier rings up a sale on the touch counter from tiles and settles it in cash, never scrolling sideways', async () => {
    const { context, page, errors } = await openPhone(browser);
    const fits = (where: string) => fitsPhone(page, where);
    await signInAndWait(page, SHOP, 'staff');
    await visitScreen(page, '/pos/pos-billing-stylish');
    await page.getByRole('heading', { level: 1, name: 'Billing (stylish)' }).waitFor();
    await page.getByLabel('Outlet', { exact: true }).selectOption('C01');
    await fits('the touch counter');
    await page
      .getByRole('list', { name: 'Item groups' })
      .getByRole('button', { name: /^Snacks and biscuits \d+ items$/ })
      .tap();
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
    expect(await totalIn(printed.getByRole('article', { name: `Bill ${seq} for printing` }), 'Bill figures')).toBe(
      total,
    );
    await printed.getByRole('button', { name: 'Close the bill' }).tap();
    await printed.waitFor({ state: 'detached' });
    await page.getByText('Nothing rung up yet: scan or find an item.').waitFor();
    await fits('the touch counter after the sale');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
