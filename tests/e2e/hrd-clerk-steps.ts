import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { formatDate } from '../../src/lib/format/date-format';
import { describedBy, LONG, main } from './front-office-steps';
import {
  dayCells,
  dayOf,
  definition,
  gridEmployees,
  gridRow,
  monthName,
  openAttendance,
  presentDays,
} from './hrd-steps';
import { rupees, sum, tableRows, trialBalance } from './screen-reading';

// The HR clerk's month before the payroll (hrd.e2e.ts): the books read first, the punches imported, the attendance
// corrected, a leave requested and approved, advances given and owed.

export const FIRST = 'EMP-0001';
/** The advance given to the first employee. */
export const GIVEN = 5000;

/**
 * As the administrator: the advances register opened once (its starting advances and their vouchers are in place), then
 * the trial balance.
 */
export async function booksBefore(page: Page) {
  await visitScreen(page, '/hrd/hrd-advances');
  await main(page)
    .getByLabel('Employee', { exact: true })
    .locator('option', { hasText: ': owes ₹' })
    .first()
    .waitFor({ state: 'attached', ...LONG });
  return trialBalance(page);
}

/** The advances screen with an employee chosen (by the code in the option); answers the position list. */
export async function advancesOf(page: Page, code: string) {
  await visitScreen(page, '/hrd/hrd-advances');
  const employee = main(page).getByLabel('Employee', { exact: true });
  const option = employee.locator('option', { hasText: `(${code})` });
  await option.waitFor({ state: 'attached', ...LONG });
  await employee.selectOption({ label: (await option.textContent())! });
  const position = main(page).getByLabel('Advance position');
  await position.waitFor(LONG);
  return position;
}

/** In and out: a device file with four good punches, an unknown code (line 6) and a line that is no date (line 7). */
export async function importPunches(page: Page, month: string) {
  const [d1, d2] = [dayOf(month, 6), dayOf(month, 7)];
  const csv = [
    'Employee code,Punch time',
    `${FIRST},${d1} 05:59`,
    `${FIRST},${d1} 22:59`,
    `${FIRST},${d2} 05:58`,
    `${FIRST},${d2} 22:58`,
    `EMP-9999,${d1} 09:00`,
    `${FIRST},yesterday at nine`,
  ].join('\n');
  await visitScreen(page, '/hrd/hrd-inout');
  await main(page).getByRole('button', { name: 'Import device file' }).click();
  await main(page)
    .getByLabel('Device file (CSV)')
    .setInputFiles({ name: 'device.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main(page).getByRole('button', { name: 'Import', exact: true }).click();
  await main(page)
    .getByText('4 punches imported, 0 duplicates ignored, 1 unknown employee code, 1 line not imported.')
    .waitFor(LONG);
  expect(await tableRows(page, 'Unknown employee codes (not imported)')).toEqual([['6', 'EMP-9999']]);
  const [bad] = await tableRows(page, 'Lines not imported');
  expect(bad!.slice(0, 2)).toEqual(['7', `${FIRST},yesterday at nine`]);
  expect(bad![2]).toMatch(/^"yesterday at nine" is not a date and time/);
  const days = await tableRows(page, 'Days imported: first in and last out');
  expect(days.map((cells) => cells.slice(1))).toEqual([
    [d1, '05:59', '22:59'],
    [d2, '05:58', '22:58'],
  ]);
  expect(days[0]![0]).toMatch(new RegExp(`\\(${FIRST}\\)$`));
}

/**
 * Attendance: a day of the first employee proposed present corrected to absent by typing A, saved, read back saved.
 * Answers the day corrected and the grid's employees.
 */
export async function correctAttendance(page: Page, month: string) {
  const name = monthName(month);
  await openAttendance(page, month);
  const firstCells = await dayCells(page, FIRST);
  const corrected = presentDays(firstCells).find((index) => index !== 5 && index !== 6)!;
  expect(corrected, `no day of ${FIRST} proposed present in ${name}: ${firstCells.join(' | ')}`).toBeDefined();
  await gridRow(page, FIRST).getByRole('gridcell').nth(corrected).click();
  await page.keyboard.press('a');
  await page.keyboard.press('Enter');
  await main(page).getByText('1 day changed, not saved yet.').waitFor(LONG);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Attendance of 1 day saved.').waitFor(LONG);
  await main(page).getByText('No changes.').waitFor(LONG);
  const rows = await gridEmployees(page);
  await openAttendance(page, month);
  expect((await dayCells(page, FIRST))[corrected]).toBe('A');
  return { corrected, rows };
}

/** The employee on leave: the last of the grid; two days running proposed present (not the day saved before). */
export async function leaveCandidate(page: Page, month: string, rows: readonly string[]) {
  const name = monthName(month);
  const [leaveCode, ...leaveNames] = rows.at(-1)!.split(' ');
  const leaveName = leaveNames.join(' ');
  const leaveCells = await dayCells(page, leaveCode!);
  const present = presentDays(leaveCells);
  const start = present.find((index) => present.includes(index + 1))!;
  expect(start, `no two days running of ${leaveCode} proposed present in ${name}`).toBeDefined();
  const [leaveFrom, leaveTo] = [dayOf(month, start + 1), dayOf(month, start + 2)];
  return { leaveCode: leaveCode!, leaveName, start, leaveFrom, leaveTo };
}

/** Leave: two days of casual leave within the balance, requested, then approved from the queue; the grid shows it. */
export async function leaveRequestedAndApproved(
  page: Page,
  month: string,
  leave: Awaited<ReturnType<typeof leaveCandidate>>,
) {
  const { leaveCode, leaveName, start, leaveFrom, leaveTo } = leave;
  await visitScreen(page, '/hrd/hrd-leave-request');
  const employee = main(page).getByLabel('Employee', { exact: true });
  await employee.selectOption({
    label: (await employee.locator('option', { hasText: `(${leaveCode})` }).textContent())!,
  });
  const balance = main(page).getByRole('table', { name: /^Leave balance for \d{4}$/ });
  const casual = balance.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Casual leave (CL)' }) });
  await casual.waitFor(LONG);
  const [, , pendingBefore, leftBefore] = (await casual.getByRole('cell').allTextContents()).map(Number);
  expect(leftBefore).toBeGreaterThanOrEqual(2);
  const request = main(page).getByRole('form', { name: 'Request leave' });
  const type = request.getByLabel('Type of leave');
  await type.selectOption({
    label: (await type.locator('option', { hasText: /^Casual leave \(CL\)/ }).textContent())!,
  });
  await request.getByLabel('From', { exact: true }).fill(leaveFrom);
  await request.getByLabel('To', { exact: true }).fill(leaveTo);
  await request.getByLabel('Reason', { exact: true }).fill('Sister’s wedding');
  await request.getByRole('button', { name: 'Request leave' }).click();
  await page.getByText('Leave requested: waiting for approval.').waitFor(LONG);
  // The balance shown is this year's: in January last month's leave counts in last year's balance instead.
  const balanceYear = /(\d{4})$/.exec((await balance.locator('caption').textContent())!)![1];
  if (balanceYear === month.slice(0, 4))
    await expect
      .poll(async () => (await casual.getByRole('cell').allTextContents()).slice(2), LONG)
      .toEqual([String(pendingBefore! + 2), String(leftBefore! - 2)]);
  await main(page)
    .getByRole('table', { name: 'Leave requests' })
    .getByRole('row')
    .filter({ hasText: formatDate(leaveFrom) })
    .getByText('Pending')
    .waitFor(LONG);
  await visitScreen(page, '/hrd/hrd-leave-approval');
  const pending = main(page)
    .getByRole('table', { name: 'Pending leave requests' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${leaveName} (${leaveCode})` }) });
  expect(await pending.getByRole('cell').allTextContents()).toEqual(
    expect.arrayContaining(['CL', formatDate(leaveFrom), formatDate(leaveTo), '2', 'Sister’s wedding']),
  );
  await pending.getByRole('button', { name: `Approve ${leaveName}'s leave from ${formatDate(leaveFrom)}` }).click();
  await page.getByText(`${leaveName}'s leave from ${formatDate(leaveFrom)} approved.`).waitFor(LONG);
  await pending.waitFor({ state: 'detached', ...LONG });
  await openAttendance(page, month);
  expect((await dayCells(page, leaveCode)).slice(start, start + 2).map((text) => text.split(',')[0])).toEqual([
    'CL',
    'CL',
  ]);
}

/**
 * Advances: one owed from two months ago (to be recovered from this month's salary); a new one given to the first
 * employee (a cut-off above it refused first). Answers the owing employee and what they owe.
 */
export async function advancesGivenAndOwed(page: Page) {
  await visitScreen(page, '/hrd/hrd-advances');
  const owing = (await main(page)
    .getByLabel('Employee', { exact: true })
    .locator('option', { hasText: ': owes ₹' })
    .first()
    .textContent())!;
  const [, owedName, owedCode] = /^(.+) \((\S+)\): owes ₹/.exec(owing)!;
  const owed = rupees(await definition(await advancesOf(page, owedCode!), 'Balance owed'));
  expect(owed).toBeGreaterThan(0);
  const firstPosition = await advancesOf(page, FIRST);
  const firstOwed = rupees(await definition(firstPosition, 'Balance owed'));
  const give = main(page).getByRole('form', { name: 'Give an advance' });
  await give.getByLabel('Advance', { exact: true }).fill(String(GIVEN));
  await give.getByLabel('Monthly cut-off').fill('6000');
  await give.getByRole('button', { name: 'Give advance' }).click();
  await expect
    .poll(() => describedBy(give.getByLabel('Monthly cut-off')), LONG)
    .toContain('The monthly cut-off ₹6,000.00 is more than the advance ₹5,000.00.');
  expect(await give.getByLabel('Advance', { exact: true }).inputValue()).toBe(String(GIVEN));
  await give.getByLabel('Monthly cut-off').fill('1000');
  await give.getByRole('button', { name: 'Give advance' }).click();
  await page.getByText(/^Advance ADV\d{4}-\d{5} given\.$/).waitFor(LONG);
  await expect
    .poll(async () => rupees(await definition(firstPosition, 'Balance owed')), LONG)
    .toBe(sum([firstOwed, GIVEN]));
  return { owedName: owedName!, owedCode: owedCode!, owed };
}
