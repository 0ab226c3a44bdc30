import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { LONG, main, movements } from './front-office-steps';
import { advancesOf, GIVEN } from './hrd-clerk-steps';
import {
  definition,
  downloadsOf,
  excelRows,
  lockMonth,
  monthName,
  monthReport,
  paymentLines,
  paySelected,
  runMonth,
  statementLines,
  statementTotal,
} from './hrd-steps';
import { rupees, sum, tableRows, trialBalance } from './screen-reading';

// The HR clerk's payroll of the month (hrd.e2e.ts): the salary statement run and locked, the salaries paid, a payslip,
// the statements downloaded and their reports, and the books after.

/** The account a movement of the trial balance names by its code. */
export const byCode = (moved: Record<string, number>, code: string) =>
  Object.entries(moved).find(([name]) => name.endsWith(`(${code})`))?.[1] ?? 0;
export const byName = (moved: Record<string, number>, pattern: RegExp) =>
  Object.entries(moved).find(([name]) => pattern.test(name))?.[1] ?? 0;

/** The employee owing an advance from before the month, and what they owe. */
export interface Owing {
  owedName: string;
  owedCode: string;
  owed: number;
}

/**
 * The salary statement of the month: run (problems listed per employee, if any), the owed advance recovered (the
 * employee on leave in it too), locked. Answers the owing employee's line, the recovery and the statement's totals.
 */
export async function runAndLock(page: Page, month: string, owing: Owing, leaveCode: string) {
  const { owedCode, owed } = owing;
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
  return { owedLine, recovery, totals };
}

/**
 * Payments: those with a bank account by bank transfer, the rest in cash; all paid. Answers the lines paid by bank
 * and what went by bank and in cash.
 */
export async function payByBankAndCash(page: Page, month: string, net: number) {
  const name = monthName(month);
  await visitScreen(page, `/hrd/hrd-salary-payments?month=${month}`);
  const unpaid = await paymentLines(page, month);
  expect(unpaid.every((line) => line['Paid by'] === 'Unpaid')).toBe(true);
  expect(sum(unpaid.map((line) => rupees(line['Net pay']!)))).toBe(net);
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
  const cashNet = sum([net, -bankNet]);
  return { banked, bankNet, cashNet };
}

/** A payslip: the owed employee's, with the recovery among the deductions and the net pay of the statement. */
export async function payslipShowsRecovery(
  page: Page,
  month: string,
  owing: Owing,
  statement: { recovery: number; netPay: string },
) {
  const { owedName, owedCode } = owing;
  const name = monthName(month);
  await main(page)
    .getByRole('button', { name: `Payslip of ${owedName} (${owedCode})` })
    .click();
  await page.getByRole('heading', { level: 1, name: `Payslip for ${name}: ${owedName}` }).waitFor(LONG);
  const deductions = await tableRows(page, 'Deductions');
  expect(deductions.some((cells) => /advance/i.test(cells[0]!) && rupees(cells[1]!) === statement.recovery)).toBe(true);
  expect(
    rupees(
      await main(page)
        .getByText(/^Net pay: /)
        .locator('strong')
        .textContent(),
    ),
  ).toBe(rupees(statement.netPay));
  await main(page).getByRole('button', { name: 'Back to the payments' }).click();
}

/**
 * The three statements downloaded: a CSV a bank (its amounts the bank payment), the ECR file, the ESI workbook; then
 * their reports on their routes list the same people.
 */
export async function statementsDownloaded(page: Page, month: string, bank: { count: number; net: number }) {
  const bankFiles = await downloadsOf(page, 'Download the bank statement', /^Bank statement: \d+ files? \(/);
  expect(bankFiles.length).toBeGreaterThan(0);
  const bankRows = bankFiles.flatMap((file) => {
    const [header, ...body] = file.text.trim().split(/\r?\n/);
    expect(header).toBe('Employee code,Employee,Account number,IFSC,Amount');
    expect(body.length, `${file.name} has no rows`).toBeGreaterThan(0);
    return body;
  });
  expect(bankRows).toHaveLength(bank.count);
  expect(sum(bankRows.map((row) => Number(row.split(',').at(-1))))).toBe(bank.net);
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
  expect(bankReport).toHaveLength(bank.count);
  expect(sum(bankReport.map((row) => rupees(row.Amount!)))).toBe(bank.net);
}

/** The owing employee's advance fell by the recovery. */
export async function advanceRecovered(page: Page, owing: Owing, recovery: number) {
  const { owedCode, owed } = owing;
  expect(rupees(await definition(await advancesOf(page, owedCode), 'Balance owed'))).toBe(sum([owed, -recovery]));
}

/** The books (read by the administrator) moved by the advance given and the payment, no more. */
export async function booksMovedByPay(
  page: Page,
  ledgerBefore: Map<string, number>,
  paid: { gross: number; advance: number; bankNet: number; cashNet: number },
) {
  const moved = movements(ledgerBefore, await trialBalance(page));
  expect(byName(moved, /^Salaries \(/)).toBe(paid.gross);
  expect(byName(moved, /^Staff advances \(/)).toBe(sum([GIVEN, -paid.advance]));
  expect(byCode(moved, 'AC002')).toBe(-paid.bankNet);
  expect(byCode(moved, 'AC001')).toBe(sum([-GIVEN, -paid.cashNet]));
  expect(sum(Object.values(moved))).toBe(0);
}
