import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAndWait, visitScreen } from './browser';
import { CRM_COMPANY, UPS, type Enquiry, type Quoted } from './crm-steps';
import { browserToday, LONG, main, shown } from './front-office-steps';
import { columnOf, rupees, tableRows } from './screen-reading';

// The CRM end-to-end test's steps after the quotation (company 1009 Nexus Solar Solutions): sale orders and their
// approval, an order after the quotation's validity, the sales invoice against an order line, the targets.

// ---------------------------------------------------------------------------------------------------------
// Sale orders.

/** A new sale order from the quotation: its party, sales person and lines brought over. Left on the form, unsaved. */
export async function orderFormFrom(page: Page, quotation: Quoted, enquiry: Enquiry, party: string) {
  await visitScreen(page, '/crm/crm-orders?record=new');
  await main(page).getByRole('heading', { level: 1, name: 'New sale order' }).waitFor(LONG);
  const from = main(page).getByLabel('From quotation');
  const label = `${quotation.seq} — ${enquiry.company}`;
  await from.locator('option', { hasText: label }).waitFor({ state: 'attached', ...LONG });
  await from.selectOption({ label });
  await expect.poll(() => main(page).getByLabel('Quantity, line 1').inputValue(), LONG).toBe('2');
  expect(await main(page).getByLabel('Customer', { exact: true }).inputValue()).toBe(party);
  expect(await main(page).getByLabel('Sales person').inputValue()).toBe(quotation.salesPerson);
}

/** Saves the order form: answers the order's number once the list shows it pending approval. */
export async function saveOrder(page: Page): Promise<string> {
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  const toast = page.getByText(/^Sale order SO\d{2}-\d{2}\/\d{4} saved\.$/).first();
  await toast.waitFor(LONG);
  const seq = /SO\d{2}-\d{2}\/\d{4}/.exec((await toast.textContent())!)![0];
  await main(page).getByRole('heading', { level: 1, name: 'Sales orders' }).waitFor(LONG);
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: seq, exact: true }) });
  await row.getByRole('cell', { name: 'Pending approval', exact: true }).waitFor(LONG);
  return seq;
}

/**
 * A second order from the quotation (valid until today) after its validity: the form is opened late in the evening,
 * the browser's clock passes midnight, and the save is refused naming the validity, the input kept. The clock is the
 * browser's (the demo server runs in the page), set a few minutes before midnight of the real day so the session is
 * fresh.
 */
export async function orderAfterValidityRefused(
  page: Page,
  context: BrowserContext,
  quotation: Quoted,
  enquiry: Enquiry,
  party: string,
) {
  const today = await browserToday(page);
  await signOut(page);
  const lateEvening = await page.evaluate(() => {
    const late = new Date();
    late.setHours(23, 50, 0, 0);
    return late.getTime();
  });
  await context.clock.install({ time: lateEvening });
  await signInAndWait(page, CRM_COMPANY, 'staff');
  expect(await browserToday(page)).toBe(today);
  await orderFormFrom(page, quotation, enquiry, party);
  await main(page).getByLabel('Quantity, line 1').fill('1');
  await main(page).getByLabel('Customer’s reference').fill('PO after midnight');
  await context.clock.setSystemTime(lateEvening + 20 * 60_000);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await main(page)
    .getByRole('alert')
    .getByText(`Quotation ${quotation.seq} was valid until ${shown(today)}.`, { exact: true })
    .waitFor(LONG);
  expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('New sale order');
  expect(await main(page).getByLabel('From quotation').locator('option:checked').textContent()).toBe(
    `${quotation.seq} — ${enquiry.company}`,
  );
  expect(await main(page).getByLabel('Quantity, line 1').inputValue()).toBe('1');
  expect(await main(page).getByLabel('Customer’s reference').inputValue()).toBe('PO after midnight');
}

/** Signs out through the user menu (as switchUser does) without signing in again. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userdetails')), LONG).toBeNull();
}

// ---------------------------------------------------------------------------------------------------------
// The sales invoice and the targets.

/**
 * A new invoice on /pos/pos-stock-sales for the party: the order's pending line added (the first store holding the
 * item), a retail sale (the new party has no GSTIN), a tax, the sales person credited; saved. Answers the invoice's
 * number and its taxable value as it shows it.
 */
export async function invoiceOrderLine(
  page: Page,
  party: string,
  orderSeq: string,
  salesPerson: string,
): Promise<{ invoice: string; taxable: number }> {
  await visitScreen(page, '/pos/pos-stock-sales');
  await main(page).getByRole('button', { name: 'New invoice' }).click();
  await main(page).getByRole('heading', { level: 1, name: 'New sale invoice' }).waitFor(LONG);
  await main(page).getByLabel('Customer', { exact: true }).selectOption(party);
  // The new party has no GSTIN: a retail (B2C) invoice.
  await main(page).getByLabel('Sale type').selectOption({ label: 'B2C retail invoice' });
  const add = main(page).getByRole('button', { name: `Add ${UPS.name} of ${orderSeq}`, exact: true });
  await add.waitFor(LONG);
  const pending = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Add ${UPS.name} of ${orderSeq}`, exact: true }) });
  expect((await pending.getByRole('cell').allTextContents()).slice(0, 3).map((text) => text.trim())).toEqual([
    `${orderSeq} / 1`,
    UPS.name,
    expect.stringMatching(/^2(\.000)? NOS$/),
  ]);
  await add.click();
  const batch = main(page).getByLabel('Batch, line 1');
  const stores = await main(page)
    .getByLabel('Store', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  let found = false;
  for (const store of stores) {
    await main(page).getByLabel('Store', { exact: true }).selectOption(store);
    if ((await batch.locator('option').count()) > 1) {
      found = true;
      break;
    }
  }
  expect(found, `No store of 1009 holds ${UPS.name}`).toBe(true);
  await batch.selectOption({ index: 1 });
  const tax = main(page).getByLabel('Tax, line 1');
  await tax.selectOption({ index: 1 });
  await main(page).getByLabel('Sales person').selectOption(salesPerson);
  expect(await main(page).getByLabel('Quantity, line 1').inputValue()).toBe('2');
  await main(page).getByRole('button', { name: 'Save invoice' }).click();
  const title = main(page).getByRole('heading', { level: 1, name: /^Invoice SAL\S+/ });
  const refused = main(page).locator('.alert-danger');
  await title.or(refused).first().waitFor(LONG);
  if (!(await title.count()))
    throw new Error(`The invoice was not saved: ${(await refused.allTextContents()).join(' | ')}`);
  const invoice = (await title.textContent())!.replace('Invoice ', '').trim();
  const figures = main(page).getByRole('table', { name: 'Invoice figures' });
  const taxable = rupees(
    await figures
      .getByRole('row', { name: /^Taxable value/ })
      .getByRole('cell')
      .textContent(),
  );
  return { invoice, taxable };
}

/** What the targets screen (this month, as it opens) says a person has achieved. */
export async function achievedOf(page: Page, name: string): Promise<number> {
  await visitScreen(page, '/crm/crm-targets');
  const table = 'Targets and achievement';
  const rows = await tableRows(page, table);
  const row = rows.find((cells) => cells[0] === name);
  if (!row) throw new Error(`${name} is not on the targets screen: ${rows.map((cells) => cells[0]).join(', ')}`);
  return rupees(row[await columnOf(page, table, 'Achieved')]!);
}
