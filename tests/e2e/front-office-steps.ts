import type { Locator, Page } from 'playwright-core';
import { addDays, format, parseISO } from 'date-fns';
import { expect } from 'vitest';
import { formatDate } from '../../src/lib/format/date-format';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney, formatMoneyPlain } from '../../src/lib/money/money-format';
import { visitScreen } from './browser';
import { columnOf, rupees, sum, tableRows } from './screen-reading';
import { printRequests } from './page-probes';

// The front office end-to-end tests' steps: the room panel, check-in, prints, the phone's width, the books.

export const HOTEL = 1001;
export const LONG = { timeout: 20_000 };
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Rupees as the screens show them (1,080.00). */
export const money = (amount: number) => formatMoney(toPaise(amount));
/** Rupees as typed in an amount field (1080.00). */
export const typed = (amount: number) => formatMoneyPlain(toPaise(amount));
export const shown = formatDate;
export const dayAfter = (date: string, days = 1) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The browser's calendar day (the hotel date until a night audit runs). */
export const browserToday = (page: Page) =>
  page.evaluate(() => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10));

export { printRequests };
export const printsMade = (page: Page, count: number) => expect.poll(() => printRequests(page), LONG).toBe(count);

/** Nothing on the page is wider than the phone's 375 px screen (nothing scrolls sideways). */
export async function fitsPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${where} is ${width} px wide on a 375 px screen`).toBeLessThanOrEqual(375);
}

/** Every account whose balance moved between two trial balances, by name, with how much (debit positive). */
export function movements(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return Object.fromEntries(
    names
      .map((name) => [name, sum([after.get(name) ?? 0, -(before.get(name) ?? 0)])] as const)
      .filter(([, amount]) => amount !== 0),
  );
}

/** The text a field's aria-describedby points at (its problem and help), as a screen reader reads it after the name. */
export const describedBy = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/** A description list's terms and what each says (the tariff summary, the charge's tax, the folio totals). */
export const definitions = (list: Locator) =>
  list.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('dt')].map((term) => [
        term.textContent?.trim() ?? '',
        term.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );

// ---------------------------------------------------------------------------------------------------------
// The room panel.

export const main = (page: Page) => page.getByRole('main');
export const roomTile = (page: Page, room: string) =>
  main(page).getByRole('button', { name: new RegExp(`^Room ${escape(room)},`) });
export const tileLabel = async (page: Page, room: string) =>
  (await roomTile(page, room).getAttribute('aria-label')) ?? '';

export async function openPanel(page: Page) {
  await visitScreen(page, '/frontoffice/fo-room-panel');
  await main(page)
    .getByRole('status')
    .getByText(/^\d+ of \d+ rooms shown$/)
    .waitFor(LONG);
}

/** The rooms the panel shows in a state (its filter), by number; the filter is cleared again. */
export async function roomsIn(page: Page, state: 'VACANT_CLEAN' | 'VACANT_DIRTY'): Promise<string[]> {
  const filter = main(page).getByLabel('State', { exact: true });
  const shownNow = main(page)
    .getByRole('status')
    .getByText(/^\d+ of \d+ rooms shown$/);
  const all = /of (\d+) rooms/.exec((await shownNow.textContent())!)![1];
  // The option says how many rooms are in the state: once chosen, wait until the panel shows just those.
  const count = /\((\d+)\)$/.exec((await filter.locator(`option[value="${state}"]`).textContent())!)![1];
  await filter.selectOption(state);
  await main(page).getByRole('status').getByText(`${count} of ${all} rooms shown`).waitFor(LONG);
  const labels = await main(page)
    .getByRole('button', { name: /^Room \S+,/ })
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));
  await filter.selectOption('');
  await main(page).getByRole('status').getByText(`${all} of ${all} rooms shown`).waitFor(LONG);
  return labels.map((label) => /^Room (\S+),/.exec(label)![1]!);
}

/** Today's figures at the top of the panel: each card's detail line. */
export async function panelToday(page: Page): Promise<string[]> {
  return main(page)
    .getByRole('region', { name: /^Today, / })
    .locator('p.small')
    .allTextContents();
}

/** From the panel: a room's tile, its operations dialog, one operation; waits for the operation's screen. */
export async function roomOperation(
  page: Page,
  room: string,
  state: string,
  operation: string,
  heading: string | RegExp = operation,
) {
  await roomTile(page, room).click();
  const dialog = page.getByRole('dialog', { name: `Room ${room} — ${state}` });
  await dialog.getByRole('link', { name: operation, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(LONG);
}

// ---------------------------------------------------------------------------------------------------------
// Check-in.

export interface Guest {
  name: string;
  mobile: string;
  nationality?: string;
  idType: string;
  idNumber: string;
  address: string;
  city: string;
}

/** A new guest's details typed into the check-in form. */
export async function typeGuest(page: Page, guest: Guest) {
  const form = main(page);
  await form.getByLabel('Guest name', { exact: true }).fill(guest.name);
  await form.getByLabel('Mobile', { exact: true }).fill(guest.mobile);
  await form.getByLabel('Nationality', { exact: true }).fill(guest.nationality ?? 'Indian');
  await form.getByLabel('ID document', { exact: true }).selectOption(guest.idType);
  await form.getByLabel('ID number', { exact: true }).fill(guest.idNumber);
  await form.getByLabel('Address', { exact: true }).fill(guest.address);
  await form.getByLabel('City', { exact: true }).fill(guest.city);
}

/** Presses Check in and waits for the success: answers the stay's number. */
export async function checkedIn(page: Page, guest: string, room: string): Promise<string> {
  await main(page).getByRole('button', { name: 'Check in', exact: true }).click();
  const done = main(page).getByText(
    new RegExp(`^${escape(guest)} checked in to room ${escape(room)}: CHK\\d{2}-\\d{2}/\\d{4}\\.$`),
  );
  await done.waitFor(LONG);
  return /(CHK\S+)\.$/.exec((await done.textContent())!)![1]!;
}

// ---------------------------------------------------------------------------------------------------------
// Reports.

/** A report's rows as objects by column header (group headings and totals left out unless `keep` says). */
export async function reportRecords(
  page: Page,
  table: string,
  keep: (cells: string[]) => boolean,
): Promise<Record<string, string>[]> {
  const rows = await tableRows(page, table);
  const headers = await page.getByRole('table', { name: table }).locator('thead tr:last-child th').allTextContents();
  return rows
    .filter(keep)
    .map((cells) => Object.fromEntries(headers.map((header, index) => [header.trim(), cells[index] ?? ''])));
}

/** The grand total row's figure in one column of a report. */
export async function reportTotal(page: Page, table: string, header: string): Promise<number> {
  const rows = await tableRows(page, table);
  const total = rows.at(-1)!;
  if (!/^Total/.test(total[0]!)) throw new Error(`${table} ends without its total: ${total.join(' | ')}`);
  return rupees(total[await columnOf(page, table, header)]!);
}
