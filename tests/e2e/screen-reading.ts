import type { Page } from 'playwright-core';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { hashPath, loadAfresh, networkQuiet, visitScreen } from './browser';

// Reading screens as a person does, shared by the end-to-end tests: the sidebar, report tables, the trial balance.

const LONG = { timeout: 20_000 };

/** Rupees as the screens print them (₹1,080.00 or 1,080.00) read back as a number. */
export const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Adds rupees to the paisa. */
export const sum = (values: number[]) => fromPaise(sumPaise(values.map(toPaise)));

/** Opens a screen through the sidebar as a person would: the module's group, its sub-group, the link. */
export async function fromMenu(page: Page, group: string, subgroup: string, link: string) {
  const open = async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: group, exact: true }).click();
    const panel = page.getByRole('region', { name: `${group} menu` });
    const folder = panel.getByRole('button', { name: subgroup, exact: true });
    if ((await folder.getAttribute('aria-expanded')) === 'false') await folder.click();
    return folder.locator('xpath=following-sibling::ul').getByRole('link', { name: link, exact: true });
  };
  let target = await open();
  const href = (await target.getAttribute('href')) ?? '';
  if (hashPath(page).split('?')[0] === href.replace(/^#/, '').split('?')[0]) {
    // A second look at the screen in view: afresh, to read what changed.
    await page.keyboard.press('Escape');
    await loadAfresh(page);
    target = await open();
  }
  await target.click();
  await page.getByRole('heading', { level: 1 }).first().waitFor(LONG);
  await networkQuiet(page);
}

/** The rows of the table `name`, each as its cells' texts (group headings and totals included). */
export async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await table.waitFor(LONG);
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** The index of the column headed `header` in the table `table`. */
export async function columnOf(page: Page, table: string, header: string): Promise<number> {
  const headers = await page.getByRole('table', { name: table }).locator('thead tr:last-child th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`${table} has no column ${header}: ${headers.join(' | ')}`);
  return index;
}

/**
 * The trial balance as on the browser's today, once its debits and credits agree: each account's closing balance (debit
 * positive) by its name and code.
 */
export async function trialBalance(page: Page): Promise<Map<string, number>> {
  const today = await page.evaluate(() =>
    new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10),
  );
  await visitScreen(page, `/accounts/accfinreptrialbalance?p.toDate=${today}`);
  await page.getByRole('status').getByText('Debits and credits agree.').waitFor(LONG);
  const rows = await tableRows(page, 'Trial balance');
  const [debit, credit] = [
    await columnOf(page, 'Trial balance', 'Closing debit'),
    await columnOf(page, 'Trial balance', 'Closing credit'),
  ];
  return new Map(
    rows
      .filter((cells) => /\(AC\d+\)$/.test(cells[0]!))
      .map((cells) => [cells[0]!, sum([rupees(cells[debit]!), -rupees(cells[credit]!)])]),
  );
}

/**
 * The trial balance as on `date` (e.g. a hotel date after a night audit, ahead of the calendar), once its debits and
 * credits agree; as trialBalance reads it.
 */
export async function trialBalanceOn(page: Page, date: string): Promise<Map<string, number>> {
  await visitScreen(page, `/accounts/accfinreptrialbalance?p.toDate=${date}`);
  await page.getByRole('status').getByText('Debits and credits agree.').waitFor(LONG);
  const rows = await tableRows(page, 'Trial balance');
  const [debit, credit] = [
    await columnOf(page, 'Trial balance', 'Closing debit'),
    await columnOf(page, 'Trial balance', 'Closing credit'),
  ];
  return new Map(
    rows
      .filter((cells) => /\(AC\d+\)$/.test(cells[0]!))
      .map((cells) => [cells[0]!, sum([rupees(cells[debit]!), -rupees(cells[credit]!)])]),
  );
}
