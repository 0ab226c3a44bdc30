import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { unzipSync, strFromU8 } from 'fflate';
import { expect } from 'vitest';
import { signInAndWait, visitScreen } from './browser';
import { escape, LONG, main } from './front-office-steps';
import { columnOf, rupees, tableRows } from './screen-reading';

// The HR and payroll end-to-end tests' steps: the month before the browser's today, the attendance grid,
// the salary statement, payments and their downloaded files.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month before `today` (yyyy-MM-dd) as yyyy-MM. */
export function monthBefore(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** 'October 2026' for '2026-10'. */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Day `day` (1-based) of the month, yyyy-MM-dd. */
export const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** Signs out of the app (the user menu) and in again as another user of the company. */
export async function switchUser(page: Page, company: number, user: string) {
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userdetails')), LONG).toBeNull();
  await signInAndWait(page, company, user);
}

// ---------------------------------------------------------------------------------------------------------
// The attendance grid.

export const grid = (page: Page) => main(page).getByRole('grid', { name: /^Attendance of / });

/** The grid's row of an employee (by the code its row header starts with). */
export const gridRow = (page: Page, code: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escape(code)} `) }) });

/** Each day's cell of an employee's row as a screen reader reads it ('P, proposed', 'A', 'CL, proposed'). */
export const dayCells = async (page: Page, code: string) =>
  (
    await gridRow(page, code)
      .getByRole('gridcell')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? cell.textContent ?? ''))
  )
    .slice(0, -1)
    .map((text) => text.trim());

/** The employees of the grid in order: their codes and names as the row headers say ('EMP-0001 Ravi'). */
export const gridEmployees = async (page: Page) =>
  (await grid(page).getByRole('rowheader').allTextContents()).map((text) => text.trim());

/** Opens the month's attendance (all departments) and waits for the grid. */
export async function openAttendance(page: Page, month: string) {
  await visitScreen(page, `/hrd/hrd-attendances?month=${month}`);
  await grid(page).waitFor(LONG);
}

/** Indexes (0-based days) of the cells proposed as present (a working day the employee punched). */
export const presentDays = (cells: readonly string[]) =>
  cells.flatMap((text, index) => (/^P, proposed/.test(text) ? [index] : []));

// ---------------------------------------------------------------------------------------------------------
// The salary statement and payments.

/** The statement's line of every employee as { column header: text } (the totals row left out). */
export async function statementLines(page: Page): Promise<Record<string, string>[]> {
  const table = 'Salary statement';
  const rows = await tableRows(page, table);
  const headers = (
    await main(page).getByRole('table', { name: table }).locator('thead tr:last-child th').allTextContents()
  ).map((text) => text.trim());
  return rows
    .filter((cells) => cells[0] !== 'Total')
    .map((cells) => Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])));
}

/** The statement's totals row: a money column's figure. */
export async function statementTotal(page: Page, header: string): Promise<number> {
  const rows = await tableRows(page, 'Salary statement');
  const total = rows.find((cells) => cells[0] === 'Total');
  if (!total) throw new Error('The salary statement has no totals row');
  return rupees(total[await columnOf(page, 'Salary statement', header)]!);
}

/** Runs the month (every department) on the salary statement screen; answers the toast's words of the run. */
export async function runMonth(page: Page, month: string): Promise<string> {
  const name = monthName(month);
  await visitScreen(page, `/hrd/hrd-salary-statement?month=${month}`);
  await main(page).getByText('Not run yet.').waitFor(LONG);
  await main(page)
    .getByRole('button', { name: `Run ${name}` })
    .click();
  const done = page.getByText(new RegExp(`^${name}: \\d+ computed, \\d+ unchanged, \\d+ employees? with problems\\.$`));
  await done.waitFor(LONG);
  const said = (await done.textContent()) ?? '';
  await main(page)
    .getByText(/^Last run on /)
    .waitFor(LONG);
  await main(page).getByRole('table', { name: 'Salary statement' }).waitFor(LONG);
  return said;
}

/** Locks the month shown on the salary statement screen: it then says who locked it, and Run is gone. */
export async function lockMonth(page: Page, month: string) {
  const name = monthName(month);
  await main(page)
    .getByRole('button', { name: `Lock ${name}` })
    .click();
  await main(page)
    .getByText(/^Locked by \S+ on .*: it cannot be run again until it is unlocked\.$/)
    .waitFor(LONG);
  expect(
    await main(page)
      .getByRole('button', { name: `Run ${name}` })
      .count(),
  ).toBe(0);
}

/** The payments screen's salary lines as { column header: text }. */
export async function paymentLines(page: Page, month: string): Promise<Record<string, string>[]> {
  const table = main(page).getByRole('table', { name: `Salaries of ${monthName(month)}` });
  await table.waitFor(LONG);
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())));
  return rows.map((cells) =>
    Object.fromEntries(headers.map((header, index) => [header || `#${index}`, cells[index] ?? ''])),
  );
}

/** Pays the ticked lines by 'Bank transfer' or 'Cash'; waits for the payment's number in the toast and answers it. */
export async function paySelected(page: Page, mode: 'Bank transfer' | 'Cash', count: number): Promise<string> {
  const form = main(page).getByRole('form', { name: 'Pay the selected salaries' });
  await form.getByLabel('Pay by').selectOption({ label: mode });
  await form.getByRole('button', { name: `Pay selected (${count})` }).click();
  const done = page.getByText(new RegExp(`^Salary payment (SPY\\d{4}-\\d{5}) made for ${count} employees?\\.$`));
  await done.waitFor(LONG);
  return /(SPY\d{4}-\d{5})/.exec((await done.textContent())!)![1]!;
}

/**
 * Clicks a statement's download button; answers every file it downloads (a bank statement gives one a bank) once the
 * status says so.
 */
export async function downloadsOf(
  page: Page,
  button: string,
  said: RegExp,
): Promise<Array<{ name: string; text: string; bytes: Buffer }>> {
  const files: Download[] = [];
  const take = (download: Download) => void files.push(download);
  page.on('download', take);
  const first = page.waitForEvent('download', LONG);
  await main(page).getByRole('button', { name: button }).click();
  await first;
  const status = main(page).getByRole('region', { name: 'Statements' }).getByRole('status');
  await status.getByText(said).waitFor(LONG);
  const wanted = /: (\d+) files? \(/.exec((await status.textContent()) ?? '')?.[1];
  if (wanted) await expect.poll(() => files.length, LONG).toBe(Number(wanted));
  page.off('download', take);
  return Promise.all(
    files.map(async (download) => {
      const bytes = await readFile(await download.path());
      return { name: download.suggestedFilename(), text: bytes.toString('utf8').replace(/^\uFEFF/, ''), bytes };
    }),
  );
}

/** The rows of the first sheet of an Excel file (its XML's <row> elements, the header row included). */
export function excelRows(bytes: Buffer): number {
  const files = unzipSync(new Uint8Array(bytes));
  const sheet = Object.keys(files).find((name) => /^xl\/worksheets\/sheet1\.xml$/.test(name));
  if (!sheet) throw new Error(`Not a workbook: ${Object.keys(files).join(', ')}`);
  return (strFromU8(files[sheet]!).match(/<row[ >]/g) ?? []).length;
}

/** A report's body rows (group headings and totals left out) opened on its route for a month. */
export async function monthReport(
  page: Page,
  route: string,
  table: string,
  month: string,
): Promise<Record<string, string>[]> {
  await visitScreen(page, `/hrd/${route}?p.frmDate=${month}`);
  const rows = await tableRows(page, table);
  const headers = (
    await main(page).getByRole('table', { name: table }).locator('thead tr:last-child th').allTextContents()
  ).map((text) => text.trim());
  return rows
    .filter((cells) => cells.length === headers.length && !/^(Total|Subtotal)/.test(cells[0]!))
    .map((cells) => Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])));
}

/** A description list's figure (the advances screen's balance owed). */
export const definition = async (list: Locator, term: string) =>
  (await list.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
