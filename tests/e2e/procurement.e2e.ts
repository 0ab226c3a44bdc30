import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/**
 * Chooses `text` in the searchable picker labelled `name`: types it, clicks the option whose label ends `(code)`, or
 * that contains the text.
 */
async function pick(page: Page, name: string, text: string, code = text) {
  await page.getByLabel(label(name)).fill(text);
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)$`) })
    .first()
    .click();
}

/** The value of `column` in the first row of the table holding a cell `key`, as a number. */
async function figure(page: Page, key: string, column: string): Promise<number> {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: key, exact: true }) })
    .first();
  await row.waitFor();
  const table = page.getByRole('table').filter({ has: row });
  const index = (await table.getByRole('columnheader').allTextContents()).findIndex((text) =>
    text.trim().startsWith(column),
  );
  return Number((await row.getByRole('cell').allTextContents())[index]!.replace(/[^\d.-]/g, ''));
}

/** What the supplier is owed as the supplier snapshot shows it today. */
async function balanceOf(page: Page, supplier: string): Promise<number> {
  await visitScreen(page, `/procurement/pur-costrep-suppliersnapshot?p.toDate=${today}&p.detail=${supplier}`);
  return figure(page, supplier, 'Balance');
}

/** The quantity of an item in a store as the closing stock report shows it today. */
async function stockOf(page: Page, store: string, item: string): Promise<number> {
  await visitScreen(page, `/inventory/inv-rep-closing-stock?p.toDate=${today}&p.detail=${store}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: item, exact: true }) })
    .first();
  await row.waitFor();
  // The column the table heads "Quantity" (the store is the group's heading, not a column of its rows).
  const table = page.getByRole('table').filter({ has: row });
  const column = (await table.getByRole('columnheader').allTextContents()).findIndex((text) =>
    text.trim().startsWith('Quantity'),
  );
  const cells = await row.getByRole('cell').allTextContents();
  return Number(cells[column]!.replace(/,/g, ''));
}

/** Commerce and manufacturing: each company's first item and the store its group is kept in. */
const COMPANIES = [
  { company: 1002, edition: 'commerce', store: 'WH' },
  { company: 1003, edition: 'manufacturing', store: 'RM' },
];

describe('procure to pay in the browser', () => {
  it.each(COMPANIES)(
    '$edition ($company): requests, orders in bulk, approves, receives part and then the rest, returns some and pays; stock and the supplier balance follow each step',
    async ({ company, store }) => {
      const { context, page, errors } = await openPage(browser);
      await signInAndWait(page, company);
      const before = await stockOf(page, store, 'ITM-0001');
      const owed = await balanceOf(page, 'SUP-002');

      // A request (born approved: pur_req is 1 here), then a bulk order from its approved line.
      await visitScreen(page, '/procurement/pur-requests');
      await page.getByRole('button', { name: 'New request' }).click();
      // The form names the number the server will give (the next free one).
      const request = /PR\d{4}-\d{5}/.exec((await page.getByText(/the next free one is PR/).textContent())!)![0];
      await page.getByLabel(label('Request date')).fill(today);
      await page.getByLabel(label('Department')).click();
      await page.getByRole('option').first().click();
      // A new request starts with one empty line.
      await page.getByLabel(label('Item, line 1')).fill('ITM-0001');
      await page
        .getByRole('option', { name: /ITM-0001/ })
        .first()
        .click();
      await page.getByLabel(label('Quantity, line 1')).fill('10');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('rowheader', { name: request }).waitFor();

      await visitScreen(page, '/procurement/pur-bulk-orders');
      await page.getByLabel(`Select ${request} line 1`).check();
      await page.getByLabel(`Supplier, ${request} line 1`).selectOption('SUP-002');
      await page.getByLabel(`Rate, ${request} line 1`).fill('50');
      await page.getByRole('button', { name: 'Place orders' }).click();
      await page.getByLabel(`Select ${request} line 1`).waitFor({ state: 'detached' });
      await visitScreen(page, '/procurement/pur-stock-orders');
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
        await pick(page, 'Store, line 1', store);
        await page.getByLabel(label('Quantity, line 1')).fill(quantity);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('heading', { level: 1, name: 'Goods receipts' }).waitFor();
      };
      await receive('4');
      const firstReceipt = (await page
        .getByRole('cell', { name: /^MIR\d{2}-\d{2}\/\d{4}$/ })
        .first()
        .textContent())!;
      expect(await stockOf(page, store, 'ITM-0001')).toBe(before + 4);
      expect(await balanceOf(page, 'SUP-002')).toBe(owed + 200);
      await receive('6');
      expect(await stockOf(page, store, 'ITM-0001')).toBe(before + 10);
      expect(await balanceOf(page, 'SUP-002')).toBe(owed + 500);
      await visitScreen(page, '/procurement/pur-stock-orders');
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: number }) })
        .getByText('Received')
        .waitFor();

      // Two of the first receipt's goods go back: the stock and the balance fall by them.
      await visitScreen(page, '/procurement/pur-returns');
      await page.getByRole('button', { name: 'New purchase return' }).click();
      await page.getByLabel('Date', { exact: true }).fill(today);
      await page.getByLabel('Supplier', { exact: true }).selectOption('SUP-002');
      const receiptOption = page
        .getByLabel('Goods receipt', { exact: true })
        .locator('option', { hasText: firstReceipt });
      await page
        .getByLabel('Goods receipt', { exact: true })
        .selectOption((await receiptOption.getAttribute('value'))!);
      await page.getByLabel('Return quantity, line 1').fill('2');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'New purchase return' }).waitFor();
      expect(await stockOf(page, store, 'ITM-0001')).toBe(before + 8);
      expect(await balanceOf(page, 'SUP-002')).toBe(owed + 400);

      // A payment of 150, allocated to the oldest bills first.
      await visitScreen(page, '/procurement/pur-stock-payments');
      await page.getByRole('button', { name: 'New payment' }).click();
      await page.getByLabel(label('Supplier')).selectOption('SUP-002');
      await page.getByLabel(label('Date')).fill(today);
      await page.getByLabel(label('Amount')).fill('150');
      await page.getByLabel(label('Paid by')).selectOption({ index: 1 });
      await page.getByLabel(label('Account')).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'New payment' }).waitFor();
      expect(await balanceOf(page, 'SUP-002')).toBe(owed + 250);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
