import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';
import { browserToday, describedBy, LONG, main, movements } from './front-office-steps';
import {
  dayCells,
  dayOf,
  definition,
  downloadsOf,
  excelRows,
  gridEmployees,
  gridRow,
  lockMonth,
  monthBefore,
  monthName,
  monthReport,
  openAttendance,
  paymentLines,
  paySelected,
  presentDays,
  runMonth,
  statementLines,
  statementTotal,
  switchUser,
} from './hrd-steps';
import { rupees, sum, tableRows, trialBalance } from './screen-reading';

/**
 * HR and payroll in the production build: the HR clerk (`staff`) of 1002 runs last month end to end —
 * a device file of punches imported (an unknown code and a bad line named by line), the attendance grid corrected by
 * keyboard, a leave requested and approved (the grid shows it), an advance given (a cut-off above it refused first) and
 * a seeded advance recovered, the salary statement run and locked, the salaries paid by bank and by cash, a payslip,
 * the bank, PF and ESI files downloaded and their reports; the advance's balance fell by the recovery and the books
 * (read by the administrator) moved by exactly the payment. Then 1003's clerk: a month run, locked and paid in cash.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const TRADERS = 1002;
const WORKS = 1003;
const FIRST = 'EMP-0001';
const GIVEN = 5000;

/**
 * As the administrator: the advances register opened once (its starting advances and their vouchers are in place), then
 * the trial balance.
 */
async function booksBefore(page: Page) {
  await visitScreen(page, '/hrd/hrd-advances');
  await main(page)
    .getByLabel('Employee', { exact: true })
    .locator('option', { hasText: ': owes ₹' })
    .first()
    .waitFor({ state: 'attached', ...LONG });
  return trialBalance(page);
}

/** The advances screen with an employee chosen (by the code in the option); answers the position list. */
async function advancesOf(page: Page, code: string) {
  await visitScreen(page, '/hrd/hrd-advances');
  const employee = main(page).getByLabel('Employee', { exact: true });
  const option = employee.locator('option', { hasText: `(${code})` });
  await option.waitFor({ state: 'attached', ...LONG });
  await employee.selectOption({ label: (await option.textContent())! });
  const position = main(page).getByLabel('Advance position');
  await position.waitFor(LONG);
  return position;
}

/** The account a movement of the trial balance names by its code. */
const byCode = (moved: Record<string, number>, code: string) =>
  Object.entries(moved).find(([name]) => name.endsWith(`(${code})`))?.[1] ?? 0;
const byName = (moved: Record<string, number>, pattern: RegExp) =>
  Object.entries(moved).find(([name]) => pattern.test(name))?.[1] ?? 0;

describe('HR and payroll in the browser', () => {
  it('1002, the HR clerk: last month from punches to payments, the statements downloaded and the books agreeing', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, TRADERS, 'admin');
    const today = await browserToday(page);
    const month = monthBefore(today);
    const name = monthName(month);
    const ledgerBefore = await booksBefore(page);
    await switchUser(page, TRADERS, 'staff');

    // (a) In and out: a device file with four good punches, an unknown code (line 6) and a line that is no date (line
    // 7).
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

    // (b) Attendance: a day of the first employee proposed present corrected to absent by typing A, saved, read back
    // saved.
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

    // The employee on leave: the last of the grid; two days running proposed present (not the day saved above).
    const [leaveCode, ...leaveNames] = rows.at(-1)!.split(' ');
    const leaveName = leaveNames.join(' ');
    const leaveCells = await dayCells(page, leaveCode!);
    const present = presentDays(leaveCells);
    const start = present.find((index) => present.includes(index + 1))!;
    expect(start, `no two days running of ${leaveCode} proposed present in ${name}`).toBeDefined();
    const [leaveFrom, leaveTo] = [dayOf(month, start + 1), dayOf(month, start + 2)];

    // (c) Leave: two days of casual leave within the balance, requested, then approved from the queue.
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
      .filter({ hasText: leaveFrom })
      .getByText('Pending')
      .waitFor(LONG);
    await visitScreen(page, '/hrd/hrd-leave-approval');
    const pending = main(page)
      .getByRole('table', { name: 'Pending leave requests' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `${leaveName} (${leaveCode})` }) });
    expect(await pending.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['CL', leaveFrom, leaveTo, '2', 'Sister’s wedding']),
    );
    await pending.getByRole('button', { name: `Approve ${leaveName}'s leave from ${leaveFrom}` }).click();
    await page.getByText(`${leaveName}'s leave from ${leaveFrom} approved.`).waitFor(LONG);
    await pending.waitFor({ state: 'detached', ...LONG });
    await openAttendance(page, month);
    expect((await dayCells(page, leaveCode!)).slice(start, start + 2).map((text) => text.split(',')[0])).toEqual([
      'CL',
      'CL',
    ]);

    // (d) Advances: one owed from two months ago (recovered from this month's salary); a new one given to the first
    // employee.
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

    // (e) The salary statement of the month: run (problems listed per employee, if any), the owed advance recovered,
    // locked.
    const said = await runMonth(page, month);
    const withProblems = Number(/(\d+) employees? with problems/.exec(said)![1]);
    if (withProblems > 0)
      await main(page)
        .getByRole('heading', { name: `Problems (${withProblems} ${withProblems === 1 ? 'employee' : 'employees'})` })
        .waitFor(LONG);
    const lines = await statementLines(page);
    const owedLine = lines.find((line) => line.Code === owedCode)!;
    expect(owedLine, `${owedCode} is not in the statement`).toBeDefined();
    const recovery = rupees(owedLine.Advance!);
    expect(recovery).toBeGreaterThan(0);
    expect(recovery).toBeLessThanOrEqual(owed);
    expect(lines.find((line) => line.Code === leaveCode)).toBeDefined();
    const totals = {
      gross: await statementTotal(page, 'Gross'),
      advance: await statementTotal(page, 'Advance'),
      net: await statementTotal(page, 'Net pay'),
    };
    expect(totals.advance).toBeGreaterThanOrEqual(recovery);
    await lockMonth(page, month);

    // (f) Payments: those with a bank account by bank transfer, the rest in cash; all paid.
    await visitScreen(page, `/hrd/hrd-salary-payments?month=${month}`);
    const unpaid = await paymentLines(page, month);
    expect(unpaid.every((line) => line['Paid by'] === 'Unpaid')).toBe(true);
    expect(sum(unpaid.map((line) => rupees(line['Net pay']!)))).toBe(totals.net);
    const banked = unpaid.filter((line) => /^(Bank|Cheque), /.test(line['Pay mode']!));
    for (const line of banked)
      await main(page)
        .getByRole('checkbox', { name: `Pay ${line.Employee} (${line.Code})` })
        .check();
    const bankSeq = await paySelected(page, 'Bank transfer', banked.length);
    const cashCount = unpaid.length - banked.length;
    let cashSeq = '';
    if (cashCount > 0) {
      await main(page).getByRole('checkbox', { name: 'Select every unpaid employee' }).check();
      cashSeq = await paySelected(page, 'Cash', cashCount);
    }
    await main(page).getByText(`The salaries of ${name} are all paid.`).waitFor(LONG);
    const paid = await paymentLines(page, month);
    const paidBy = (codes: ReadonlySet<string>) => paid.filter((line) => codes.has(line.Code!));
    const bankCodes = new Set(banked.map((line) => line.Code!));
    expect(paidBy(bankCodes).map((line) => line['Paid by'])).toEqual(banked.map(() => bankSeq));
    expect(paid.filter((line) => !bankCodes.has(line.Code!)).map((line) => line['Paid by'])).toEqual(
      Array(cashCount).fill(cashSeq),
    );
    const bankNet = sum(banked.map((line) => rupees(line['Net pay']!)));
    const cashNet = sum([totals.net, -bankNet]);

    // A payslip: the owed employee's, with the recovery among the deductions and the net pay of the statement.
    await main(page)
      .getByRole('button', { name: `Payslip of ${owedName} (${owedCode})` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Payslip for ${name}: ${owedName}` }).waitFor(LONG);
    const deductions = await tableRows(page, 'Deductions');
    expect(deductions.some((cells) => /advance/i.test(cells[0]!) && rupees(cells[1]!) === recovery)).toBe(true);
    expect(
      rupees(
        await main(page)
          .getByText(/^Net pay: /)
          .locator('strong')
          .textContent(),
      ),
    ).toBe(rupees(owedLine['Net pay']!));
    await main(page).getByRole('button', { name: 'Back to the payments' }).click();

    // The three statements downloaded: a CSV a bank (its amounts the bank payment), the ECR file, the ESI workbook.
    const bankFiles = await downloadsOf(page, 'Download the bank statement', /^Bank statement: \d+ files? \(/);
    expect(bankFiles.length).toBeGreaterThan(0);
    const bankRows = bankFiles.flatMap((file) => {
      const [header, ...body] = file.text.trim().split(/\r?\n/);
      expect(header).toBe('Employee code,Employee,Account number,IFSC,Amount');
      expect(body.length, `${file.name} has no rows`).toBeGreaterThan(0);
      return body;
    });
    expect(bankRows).toHaveLength(banked.length);
    expect(sum(bankRows.map((row) => Number(row.split(',').at(-1))))).toBe(bankNet);
    const [ecr] = await downloadsOf(
      page,
      'Download the PF ECR file',
      /^PF ECR file ecr-\d{4}-\d{2}\.txt: \d+ members\.$/,
    );
    const members = Number(
      /: (\d+) members/.exec(
        (await main(page).getByRole('region', { name: 'Statements' }).getByRole('status').textContent())!,
      )![1],
    );
    const ecrLines = ecr!.text.trim().split(/\r?\n/);
    expect(ecrLines).toHaveLength(members);
    expect(ecrLines.every((line) => /^\d{12}#~#/.test(line))).toBe(true);
    const [esi] = await downloadsOf(
      page,
      'Download the ESI statement',
      /^ESI statement esi-\d{4}-\d{2}\.xlsx: \d+ employees covered\.$/,
    );
    const covered = Number(
      /: (\d+) employees covered/.exec(
        (await main(page).getByRole('region', { name: 'Statements' }).getByRole('status').textContent())!,
      )![1],
    );
    expect(covered).toBeGreaterThan(0);
    expect(excelRows(esi!.bytes)).toBe(covered + 1);

    // The statements' reports on their routes list the same people.
    expect(await monthReport(page, 'hrd-rep-pf-statement', 'PF statement', month)).toHaveLength(members);
    expect(await monthReport(page, 'hrd-rep-esi-statement', 'ESI statement', month)).toHaveLength(covered);
    const bankReport = await monthReport(page, 'hrd-rep-bank-statement', 'Bank statement', month);
    expect(bankReport).toHaveLength(banked.length);
    expect(sum(bankReport.map((row) => rupees(row.Amount!)))).toBe(bankNet);

    // (g) The advance's balance fell by the recovery; the books moved by the advance given and the payment, no more.
    expect(rupees(await definition(await advancesOf(page, owedCode!), 'Balance owed'))).toBe(sum([owed, -recovery]));
    await switchUser(page, TRADERS, 'admin');
    const moved = movements(ledgerBefore, await trialBalance(page));
    expect(byName(moved, /^Salaries \(/)).toBe(totals.gross);
    expect(byName(moved, /^Staff advances \(/)).toBe(sum([GIVEN, -totals.advance]));
    expect(byCode(moved, 'AC002')).toBe(-bankNet);
    expect(byCode(moved, 'AC001')).toBe(sum([-GIVEN, -cashNet]));
    expect(sum(Object.values(moved))).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('1003, the HR clerk: last month run for every department, locked, paid in cash; the PF statement lists its members; the books agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, WORKS, 'admin');
    const month = monthBefore(await browserToday(page));
    const name = monthName(month);
    const ledgerBefore = await booksBefore(page);
    await switchUser(page, WORKS, 'staff');

    await runMonth(page, month);
    const gross = await statementTotal(page, 'Gross');
    const net = await statementTotal(page, 'Net pay');
    const advance = await statementTotal(page, 'Advance');
    expect(advance).toBeGreaterThan(0);
    await lockMonth(page, month);

    await visitScreen(page, `/hrd/hrd-salary-payments?month=${month}`);
    const lines = await paymentLines(page, month);
    await main(page).getByRole('checkbox', { name: 'Select every unpaid employee' }).check();
    const seq = await paySelected(page, 'Cash', lines.length);
    await main(page).getByText(`The salaries of ${name} are all paid.`).waitFor(LONG);
    expect(new Set((await paymentLines(page, month)).map((line) => line['Paid by']))).toEqual(new Set([seq]));

    const pf = await monthReport(page, 'hrd-rep-pf-statement', 'PF statement', month);
    expect(pf.length).toBeGreaterThan(0);
    expect(pf.every((row) => /^\d{12}$/.test(row.UAN!) && rupees(row['EPF contribution']!) > 0)).toBe(true);

    await switchUser(page, WORKS, 'admin');
    const moved = movements(ledgerBefore, await trialBalance(page));
    expect(byName(moved, /^Salaries \(/)).toBe(gross);
    expect(byName(moved, /^Staff advances \(/)).toBe(-advance);
    expect(byCode(moved, 'AC001')).toBe(-net);
    expect(sum(Object.values(moved))).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
