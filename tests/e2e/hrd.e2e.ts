import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';
import { browserToday, LONG, main, movements } from './front-office-steps';
import {
  advancesGivenAndOwed,
  booksBefore,
  correctAttendance,
  importPunches,
  leaveCandidate,
  leaveRequestedAndApproved,
} from './hrd-clerk-steps';
import {
  advanceRecovered,
  booksMovedByPay,
  byCode,
  byName,
  payByBankAndCash,
  payslipShowsRecovery,
  runAndLock,
  statementsDownloaded,
} from './hrd-pay-steps';
import {
  lockMonth,
  monthBefore,
  monthName,
  monthReport,
  paymentLines,
  paySelected,
  runMonth,
  statementTotal,
  switchUser,
} from './hrd-steps';
import { rupees, sum, trialBalance } from './screen-reading';

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

describe('HR and payroll in the browser', () => {
  it('1002, the HR clerk: last month from punches to payments, the statements downloaded and the books agreeing', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, TRADERS, 'admin');
    const today = await browserToday(page);
    const month = monthBefore(today);
    const ledgerBefore = await booksBefore(page);
    await switchUser(page, TRADERS, 'staff');

    await importPunches(page, month);
    const { rows } = await correctAttendance(page, month);
    const leave = await leaveCandidate(page, month, rows);
    await leaveRequestedAndApproved(page, month, leave);
    const owing = await advancesGivenAndOwed(page);

    const { owedLine, recovery, totals } = await runAndLock(page, month, owing, leave.leaveCode);
    const { banked, bankNet, cashNet } = await payByBankAndCash(page, month, totals.net);
    await payslipShowsRecovery(page, month, owing, { recovery, netPay: owedLine['Net pay']! });
    await statementsDownloaded(page, month, { count: banked.length, net: bankNet });

    await advanceRecovered(page, owing, recovery);
    await switchUser(page, TRADERS, 'admin');
    await booksMovedByPay(page, ledgerBefore, { gross: totals.gross, advance: totals.advance, bankNet, cashNet });
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
