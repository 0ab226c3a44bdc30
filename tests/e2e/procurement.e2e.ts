import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Chooses `text` in the searchable picker labelled `name`: types it, clicks the option whose label ends `(code)`, or that contains the text. */
async function pick(page: Page, name: string, text: string, code = text) {
  await page.getByLabel(label(name)).fill(text);
  await page.getByRole('option', { name: new RegExp(`\\(${code}\\)$`) }).first().click();
}

/** The quantity of an item in a store as the closing stock report shows it today. */
async function stockOf(page: Page, store: string, item: string): Promise<number> {
  await visitScreen(page, `/inventory/inv-rep-closing-stock?p.toDate=${today}&p.detail=${store}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: item, exact: true }) }).first();
  await row.waitFor();
  // The column the table heads "Quantity" (the store is the group's heading, not a column of its rows).
  const table = page.getByRole('table').filter({ has: row });
  const column = (await table.getByRole('columnheader').allTextContents()).findIndex((text) => text.trim().startsWith('Quantity'));
  const cells = await row.getByRole('cell').allTextContents();
  return Number(cells[column]!.replace(/,/g, ''));
}

describe('procure to stock in the browser (commerce, 1002)', () => {
  it('orders, approves, receives part of the order and then the rest; the closing stock rises by each receipt and the order ends received', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAndWait(page, 1002);
    const before = await stockOf(page, 'WH', 'ITM-0001');

    await visitScreen(page, '/procurement/pur-stock-orders?record=new');
    await page.getByLabel(label('Order date')).fill(today);
    await pick(page, 'Supplier', 'SUP-002');
    await page.getByRole('button', { name: 'Add a line to items' }).click();
    await pick(page, 'Item, line 1', 'ITM-0001');
    await page.getByLabel(label('Quantity, line 1')).fill('10');
    await page.getByLabel(label('Rate, line 1')).fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchase orders' }).waitFor();
    // The commerce company's orders wait for approval (pur_ord 2): approve the new one.
    const approve = page.getByRole('button', { name: /^Approve PO\d{2}-\d{2}\/\d{4}$/ }).first();
    const number = (await approve.getAttribute('aria-label'))!.replace('Approve ', '');
    await approve.click();
    const orderRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: number }) });
    await orderRow.getByText('Approved').waitFor();

    const receive = async (quantity: string) => {
      await visitScreen(page, '/procurement/pur-stock-purchases?record=new');
      await page.getByLabel(label('Receipt date')).fill(today);
      await pick(page, 'Supplier', 'SUP-002');
      await pick(page, 'Against order', number, '\\d+');
      await page.getByRole('button', { name: 'Fill the lines with what is pending' }).click();
      await pick(page, 'Store, line 1', 'WH');
      await page.getByLabel(label('Quantity, line 1')).fill(quantity);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Goods receipts' }).waitFor();
    };
    await receive('4');
    expect(await stockOf(page, 'WH', 'ITM-0001')).toBe(before + 4);
    await receive('6');
    expect(await stockOf(page, 'WH', 'ITM-0001')).toBe(before + 10);

    await visitScreen(page, '/procurement/pur-stock-orders');
    await page.getByRole('row').filter({ has: page.getByRole('cell', { name: number }) }).getByText('Received').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
