import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { escape, LONG, main } from './front-office-steps';

// The CRM end-to-end test's steps for selling up to the quotation (company 1009 Nexus Solar Solutions): a web
// enquiry to a lead, the pipeline board, quotations and their approval. The orders, the invoice and the targets are
// in crm-order-steps.ts.

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
