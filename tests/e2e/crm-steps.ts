import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAndWait, visitScreen } from './browser';
import { browserToday, escape, LONG, main, shown } from './front-office-steps';
import { columnOf, rupees, tableRows } from './screen-reading';

// The CRM end-to-end test's steps (company 1009 Nexus Solar Solutions): a web enquiry to a lead, the pipeline
// board, quotations and their approval, sale orders and theirs, the sales invoice against an order line, the targets.

export const CRM_COMPANY = 1009;

/** A web enquiry as the desk types it in (no seeded lead shares its phone, e-mail, company or name). */
export interface Enquiry {
  first: string;
  last: string;
  company: string;
  phone: string;
  message: string;
}

/** 'Meera Testkar' */
export const personOf = (enquiry: Enquiry) => `${enquiry.first} ${enquiry.last}`;

// ---------------------------------------------------------------------------------------------------------
// Contact submissions and leads.

/** Records the web enquiry on /crm/crm-contact-submissions and converts it to a lead; answers the lead's number. */
export async function enquiryToLead(page: Page, enquiry: Enquiry): Promise<number> {
  await visitScreen(page, '/crm/crm-contact-submissions');
  await main(page).getByRole('button', { name: 'Record a web enquiry' }).click();
  const form = main(page).getByRole('region', { name: 'Record a web enquiry' });
  await form.getByLabel('First name').fill(enquiry.first);
  await form.getByLabel('Last name').fill(enquiry.last);
  await form.getByLabel('Company').fill(enquiry.company);
  await form.getByLabel('Phone').fill(enquiry.phone);
  await form.getByLabel('Message').fill(enquiry.message);
  await form.getByRole('button', { name: 'Save web enquiry' }).click();
  await page
    .getByText(/^Web enquiry \S+ recorded\.$/)
    .first()
    .waitFor(LONG);
  const row = main(page)
    .getByRole('table', { name: /^Web enquiries, newest first/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: enquiry.company, exact: true }) });
  await row.waitFor(LONG);
  expect(await row.getByRole('cell', { name: 'New', exact: true }).count()).toBe(1);
  const number = (await row.getByRole('rowheader').textContent())!.trim();
  await row.getByRole('button', { name: `Convert ${number} to a lead` }).click();
  const link = row.getByRole('link', { name: /^Lead \d+$/ });
  await link.waitFor(LONG);
  const leadId = Number(/\d+/.exec((await link.textContent())!)![0]);
  await page.getByText(`Web enquiry ${number} became lead ${leadId}.`).first().waitFor(LONG);
  // The link opens the lead, a new one.
  await link.click();
  await main(page)
    .getByRole('heading', { level: 1, name: `Lead ${leadId}: ${personOf(enquiry)}, ${enquiry.company} (New)` })
    .waitFor(LONG);
  return leadId;
}

/** The lead's card on the pipeline board in a stage (its name: the person, the company, maybe the owner, the stage). */
const boardCard = (page: Page, enquiry: Enquiry, stage: string) =>
  main(page)
    .getByRole('region', { name: 'Pipeline board' })
    .getByRole('button', {
      name: new RegExp(`^${escape(`${personOf(enquiry)}, ${enquiry.company}, `)}(.+, )?${stage}$`),
    });

/** Opens the leads screen with the board narrowed to the lead (Find a lead) and waits for its card in `stage`. */
export async function openBoard(page: Page, enquiry: Enquiry, stage: string) {
  await visitScreen(page, '/crm/crm-leads');
  await main(page).getByLabel('Find a lead').fill(enquiry.company);
  await boardCard(page, enquiry, stage).waitFor(LONG);
}

/**
 * On the pipeline board: the lead's card focused and → pressed moves it from New to Contacted, announced, kept focused
 * and saved.
 */
export async function moveByKeyboard(page: Page, enquiry: Enquiry) {
  await openBoard(page, enquiry, 'New');
  await boardCard(page, enquiry, 'New').focus();
  await page.keyboard.press('ArrowRight');
  const said = main(page).getByRole('region', { name: 'Pipeline board' }).getByRole('status');
  await expect.poll(() => said.textContent(), LONG).toBe(`${personOf(enquiry)} moved to Contacted.`);
  const moved = boardCard(page, enquiry, 'Contacted');
  await expect.poll(() => moved.evaluate((card) => card === document.activeElement), LONG).toBe(true);
  // Saved: the board read afresh still has it in Contacted.
  await openBoard(page, enquiry, 'Contacted');
}

/** From the board, the lead opened and converted to a customer (D1: linked to a party); answers the party's code. */
export async function leadToCustomer(page: Page, enquiry: Enquiry, leadId: number): Promise<string> {
  await boardCard(page, enquiry, 'Contacted').click();
  await main(page)
    .getByRole('heading', { level: 1, name: `Lead ${leadId}: ${personOf(enquiry)}, ${enquiry.company} (Contacted)` })
    .waitFor(LONG);
  await main(page).getByRole('button', { name: 'Convert to customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to customer' });
  await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
  await main(page)
    .getByRole('heading', {
      level: 1,
      name: `Customer ${leadId}: ${personOf(enquiry)}, ${enquiry.company} (Contacted)`,
    })
    .waitFor(LONG);
  const linked = main(page).getByText(/^Linked to party SC-\d{4} for quotations, orders and invoices\.$/);
  await linked.waitFor(LONG);
  return /SC-\d{4}/.exec((await linked.textContent())!)![0];
}

// ---------------------------------------------------------------------------------------------------------
// Quotations.

/**
 * The standard price list's rate of the UPS 1 kVA (its cost 6,800 × 1.25), which a party with no list of its own gets.
 */
export const UPS = { name: 'UPS 1 kVA', option: 'UPS 1 kVA (NOS)', listRate: 8500 };

export interface Quoted {
  seq: string;
  /** The sales person's employee code and name as the form offers them. */
  salesPerson: string;
  salesName: string;
}

/**
 * From the customer's lead view, Quote: the form knows the lead and its party; the UPS chosen shows the price list's
 * rate; two of them, valid until `validity`; saved, listed as pending approval.
 */
export async function quoteFromLead(
  page: Page,
  enquiry: Enquiry,
  leadId: number,
  party: string,
  validity: string,
): Promise<Quoted> {
  await main(page).getByRole('link', { name: 'Quote', exact: true }).click();
  await main(page).getByRole('heading', { level: 1, name: 'New sale quotation' }).waitFor(LONG);
  await main(page)
    .getByText(`Quoting lead ${leadId}: ${enquiry.company} (${personOf(enquiry)}).`)
    .waitFor(LONG);
  expect(await main(page).getByLabel('Customer', { exact: true }).inputValue()).toBe(party);
  const salesPerson = main(page).getByLabel('Sales person');
  if (!(await salesPerson.inputValue())) await salesPerson.selectOption({ index: 1 });
  const code = await salesPerson.inputValue();
  const salesName = (await salesPerson.locator('option:checked').textContent())!.replace(/ \([^)]*\)$/, '').trim();
  await main(page).getByLabel('Item, line 1').selectOption({ label: UPS.option });
  await expect.poll(() => main(page).getByLabel('Rate (₹), line 1').inputValue(), LONG).toBe(String(UPS.listRate));
  await main(page).getByLabel('Quantity, line 1').fill('2');
  await main(page).getByLabel('Valid until').fill(validity);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  const toast = page.getByText(/^Sale quotation SQ\d{2}-\d{5} saved\.$/).first();
  await toast.waitFor(LONG);
  const seq = /SQ\d{2}-\d{5}/.exec((await toast.textContent())!)![0];
  await main(page).getByRole('heading', { level: 1, name: 'Sale quotations' }).waitFor(LONG);
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: seq, exact: true }) });
  await row.getByRole('cell', { name: 'Pending approval', exact: true }).waitFor(LONG);
  await row.getByRole('cell', { name: enquiry.company, exact: true }).waitFor();
  return { seq, salesPerson: code, salesName };
}

/**
 * Prints the quotation from the list: the A4 page names the customer and the item, and the browser is asked to print
 * once.
 */
export async function printQuotation(page: Page, seq: string, enquiry: Enquiry) {
  await main(page)
    .getByRole('button', { name: `Print ${seq}`, exact: true })
    .click();
  const paper = main(page).getByRole('article', { name: `Quotation ${seq}` });
  await paper.getByRole('rowheader', { name: UPS.name, exact: true }).waitFor(LONG);
  await paper.getByText(`To: ${enquiry.company}`).waitFor();
  await paper.getByText(`Quotation ${seq}`, { exact: true }).waitFor();
}

/**
 * The approvals queue of quotations or orders, as its user sees it; `approve` the document when its button is there.
 */
export async function approveIn(page: Page, route: string, heading: string, seq: string, done: string) {
  await visitScreen(page, route);
  await main(page).getByRole('heading', { level: 1, name: heading }).waitFor(LONG);
  await main(page)
    .getByRole('button', { name: `Approve ${seq}`, exact: true })
    .click();
  await page.getByText(done, { exact: true }).first().waitFor(LONG);
  await main(page)
    .getByRole('button', { name: `Approve ${seq}`, exact: true })
    .waitFor({ state: 'detached', ...LONG });
}

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
