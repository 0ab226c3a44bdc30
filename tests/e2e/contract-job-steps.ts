import type { Page } from 'playwright-core';
import { networkQuiet, visitScreen } from './browser';
import { browserToday, escape, LONG } from './front-office-steps';

// The contract run's steps (contract-server.e2e.ts) that the demo e2e files keep inline or tie to the demo build's
// address: the signed-in frame awaited, and a purchase request ordered in bulk and approved.

/** What the first call of a module may take on the contract server, which loads its TypeScript on demand. */
export const FIRST_CALL = { timeout: 45_000 };

/** After the sign-in form is sent: waits for the signed-in frame (the header's user menu) and the landing screen. */
export async function signedIn(page: Page) {
  await page.getByRole('button', { name: /User menu for/ }).waitFor(FIRST_CALL);
  await page.getByRole('heading', { level: 1 }).first().waitFor(FIRST_CALL);
  await networkQuiet(page, 150, FIRST_CALL.timeout);
}

/** A form field by its label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);

/**
 * Procurement's daily job as procurement.e2e.ts does it: a request for 10 of ITM-0001 (born approved), ordered from
 * SUP-002 on the bulk orders screen, and the order approved on the purchase orders list. Answers the request's and
 * the order's numbers.
 */
export async function requestToOrder(page: Page): Promise<{ request: string; order: string }> {
  const today = await browserToday(page);
  await visitScreen(page, '/procurement/pur-requests');
  await page.getByRole('button', { name: 'New request' }).click();
  // The form names the number the server will give (the next free one).
  const next = page.getByText(/the next free one is PR/);
  await next.waitFor(FIRST_CALL);
  const request = /PR\d{4}-\d{5}/.exec((await next.textContent())!)![0];
  await page.getByLabel(label('Request date')).fill(today);
  await page.getByLabel(label('Department')).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(label('Item, line 1')).fill('ITM-0001');
  await page
    .getByRole('option', { name: /ITM-0001/ })
    .first()
    .click(FIRST_CALL);
  await page.getByLabel(label('Quantity, line 1')).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('rowheader', { name: request }).waitFor(FIRST_CALL);

  await visitScreen(page, '/procurement/pur-bulk-orders');
  await page.getByLabel(`Select ${request} line 1`).check(FIRST_CALL);
  await page.getByLabel(`Supplier, ${request} line 1`).selectOption('SUP-002');
  await page.getByLabel(`Rate, ${request} line 1`).fill('50');
  await page.getByRole('button', { name: 'Place orders' }).click();
  // The toast names the order the server made of the line.
  const placed = page.getByText(/^Orders placed, waiting for approval: PO\d{2}-\d{2}\/\d{4}\.$/).first();
  await placed.waitFor(FIRST_CALL);
  const order = /PO\d{2}-\d{2}\/\d{4}/.exec((await placed.textContent())!)![0];
  await page.getByLabel(`Select ${request} line 1`).waitFor({ state: 'detached', ...LONG });

  await visitScreen(page, '/procurement/pur-stock-orders');
  await page.getByRole('button', { name: `Approve ${order}`, exact: true }).click(FIRST_CALL);
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: order }) })
    .getByText('Approved')
    .waitFor(FIRST_CALL);
  return { request, order };
}
