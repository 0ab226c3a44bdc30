import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise, type Paise } from '../../src/lib/money/money';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { demoAssignments } from '../../src/mocks/core/company/assignments';
import { findDemoCompany } from '../../src/mocks/core/company/companies';
import { ensureAdvances } from '../../src/mocks/hrd/advances/advance-seed';
import { hrdAccounts } from '../../src/mocks/hrd/hrd-postings';
import { advancesOf, salaryLinesOf } from '../../src/mocks/hrd/hrd-store';
import { advanceBalancePaise } from '../../src/modules/hrd/domain/advance-rules';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import type { SalaryLine } from '../../src/modules/hrd/domain/payroll-types';
import { lineAddsUp } from '../../src/modules/hrd/domain/payment-voucher';
import { frmDateOf, previousMonth, salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import type { SalaryRunAnswer } from '../../src/modules/hrd/domain/salary-wire';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const MONTH = previousMonth(serverToday().slice(0, 7));
const frmDate = frmDateOf(MONTH);
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const p = (rupees: number) => toPaise(rupees);
const sum = (lines: readonly SalaryLine[], pick: (line: SalaryLine) => number) =>
  sumPaise(lines.map((line) => p(pick(line))));

/** Exact whole-rupee figures checked independently of the engine (integer paise, BigInt): nearest or next rupee. */
function rupeeOf(paise: Paise, hundredthsPercent: bigint, up: boolean): Paise {
  const numerator = BigInt(paise) * hundredthsPercent;
  const denominator = 1_000_000n;
  const whole = up ? (numerator + denominator - 1n) / denominator : (numerator * 2n + denominator) / (denominator * 2n);
  return Number(whole) * 100;
}

/** Every line's own figures agree with the pay rules and add up as the payment requires. */
function checkLine(line: SalaryLine) {
  const where = `${line.empCode} ${line.empname}`;
  expect(lineAddsUp(line), where).toBe(true);
  expect(p(line.net), where).toBeGreaterThanOrEqual(0);
  expect(p(line.basic) + sumPaise(line.earnings.map((row) => p(row.amount))), where).toBe(p(line.gross));
  expect(sumPaise(line.deductions.map((row) => p(row.amount))), where).toBe(p(line.totalDeductions));
  expect(p(line.totalDeductions), where).toBeGreaterThanOrEqual(
    p(line.pfEmployee) + p(line.esiEmployee) + p(line.pt) + p(line.advanceRecovery),
  );
  if (line.pfWages > 0) {
    const capped = Math.min(p(line.pfWages), p(15_000));
    const employer = rupeeOf(capped, 1200n, false);
    expect(p(line.epsEmployer), where).toBe(Math.min(rupeeOf(capped, 833n, false), p(1_250)));
    expect(p(line.epfEmployer) + p(line.epsEmployer), where).toBe(employer);
    expect(p(line.pfEmployee), where).toBeLessThanOrEqual(p(1_800));
  }
  if (line.esiEmployer > 0) expect(p(line.esiEmployer), where).toBe(rupeeOf(p(line.gross), 325n, true));
  expect(line.paidDays + line.lopDays).toBe(line.daysInMonth);
}

async function accountBalance(company: number, account: string) {
  return sumPaise(
    (await ledgerEntries(company))
      .filter((entry) => entry.account === account)
      .map((entry) => entry.debit - entry.credit),
  );
}

describe.each([1002, 1003])('a real month of %i run, locked and paid through the handlers', (company) => {
  it('every line the engine makes is paid; the voucher and the trial balance agree; advances and PF/ESI payables follow', async () => {
    await signInAs(company, 'staff');
    const run = (await dataProvider.write(HRD_ROUTES.runSalaryStatement, {
      frmDate,
      detail: '',
      traCheck: 1,
    })) as unknown as SalaryRunAnswer;
    expect(run.computed).toBeGreaterThan(5);
    const lines = await salaryLinesOf(company, MONTH);
    expect(lines.length).toBe(run.computed);
    lines.forEach(checkLine);
    // Re-run with nothing changed: nothing recomputed.
    const again = (await dataProvider.write(HRD_ROUTES.runSalaryStatement, {
      frmDate,
      detail: '',
      traCheck: 1,
    })) as unknown as SalaryRunAnswer;
    expect([again.computed, again.unchanged]).toEqual([0, lines.length]);

    await dataProvider.write(HRD_ROUTES.lockSalaryMonth, { frmDate, detail: '', traCheck: 1 });
    expect(
      await refusalOf(dataProvider.write(HRD_ROUTES.runSalaryStatement, { frmDate, detail: '', traCheck: 1 })),
    ).toBe(`The salary statement of ${salaryMonthName(MONTH)} is locked: unlock it to run again`);

    await ensureAdvances(company);
    const recoveries = lines.filter((line) => line.advanceRecovery > 0);
    expect(recoveries.length).toBeGreaterThan(0);
    const owedBefore = new Map(recoveries.map((line) => [line.empno, 0]));
    for (const line of recoveries)
      owedBefore.set(line.empno, advanceBalancePaise(await advancesOf(company), line.empno));
    const accounts = await hrdAccounts(company, ['staffAdvances', 'pfPayable', 'esiPayable']);
    const advancesBefore = await accountBalance(company, accounts.staffAdvances);
    const pfBefore = await accountBalance(company, accounts.pfPayable);
    const esiBefore = await accountBalance(company, accounts.esiPayable);

    const cash = demoAssignments(findDemoCompany(company)!).find((row) => row.typ === 'CAS')!.code;
    const paid = await dataProvider.write(HRD_ROUTES.setSalaryPayment, {
      payment: { month: MONTH, dat: serverToday(), mode: 'CASH', account: cash, empnos: [] },
      traCheck: 1,
    });
    const seq = String(paid.seq);
    const after = await salaryLinesOf(company, MONTH);
    expect(after.filter((line) => line.paymentSeq !== seq)).toEqual([]);

    const entries = await ledgerEntries(company);
    const voucher = entries.filter((entry) => entry.voucher === seq);
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(sumPaise(voucher.map((entry) => entry.credit)));
    expect(sumPaise(entries.map((entry) => entry.debit))).toBe(sumPaise(entries.map((entry) => entry.credit)));
    const recovered = sum(lines, (line) => line.advanceRecovery);
    expect(await accountBalance(company, accounts.staffAdvances)).toBe(advancesBefore - recovered);
    for (const line of recoveries)
      expect(advanceBalancePaise(await advancesOf(company), line.empno)).toBe(
        owedBefore.get(line.empno)! - p(line.advanceRecovery),
      );
    expect(pfBefore - (await accountBalance(company, accounts.pfPayable))).toBe(
      sum(lines, (line) => line.pfEmployee + line.epfEmployer + line.epsEmployer),
    );
    expect(esiBefore - (await accountBalance(company, accounts.esiPayable))).toBe(
      sum(lines, (line) => line.esiEmployee + line.esiEmployer),
    );
    expect(voucher.find((entry) => entry.account === cash)?.credit).toBe(sum(lines, (line) => line.net));

    // Paid: never paid twice, the month cannot be unlocked.
    expect(
      await refusalOf(
        dataProvider.write(HRD_ROUTES.setSalaryPayment, {
          payment: { month: MONTH, dat: serverToday(), mode: 'CASH', account: cash, empnos: [] },
          traCheck: 1,
        }),
      ),
    ).toBe(`The salaries of ${salaryMonthName(MONTH)} are already paid`);
    expect(
      await refusalOf(dataProvider.write(HRD_ROUTES.lockSalaryMonth, { frmDate, detail: '', traCheck: 2 })),
    ).toMatch(/cannot be unlocked/);

    // Cancel reverses exactly what the payment did: lines unpaid, recovery rows cancelled, voucher gone, the books as
    // before.
    await signInAs(company, 'admin');
    await dataProvider.write(HRD_ROUTES.setSalaryPayment, { payment: { seq, reason: 'Wrong account' }, traCheck: 3 });
    expect((await salaryLinesOf(company, MONTH)).filter((line) => line.paymentSeq)).toEqual([]);
    expect((await advancesOf(company)).filter((row) => row.seq === seq && !row.cancelled)).toEqual([]);
    for (const line of recoveries)
      expect(advanceBalancePaise(await advancesOf(company), line.empno)).toBe(owedBefore.get(line.empno));
    expect((await ledgerEntries(company)).filter((entry) => entry.voucher === seq)).toEqual([]);
    expect(await accountBalance(company, accounts.staffAdvances)).toBe(advancesBefore);
    expect(await accountBalance(company, accounts.pfPayable)).toBe(pfBefore);
  });
});
