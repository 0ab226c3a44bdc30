import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { advancesOf } from '../../src/mocks/hrd/hrd-store';
import { advanceBalancePaise } from '../../src/modules/hrd/domain/advance-rules';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import type {
  BankStatementAnswer,
  EsiStatementAnswer,
  Payslip,
  PfStatementAnswer,
  SalaryPaymentsAnswer,
} from '../../src/modules/hrd/domain/payment-types';
import { COMPANY, lockedMonthFixture, MONTH, today, trialBalanceAgrees, voucherOf } from './hrd-payments-support';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const label = salaryMonthName(MONTH);
const pay = (payment: Record<string, unknown>) =>
  dataProvider.write(HRD_ROUTES.setSalaryPayment, { payment: { month: MONTH, dat: today, ...payment }, traCheck: 1 });
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const month = () => dataProvider.report<SalaryPaymentsAnswer>(HRD_ROUTES.salaryPayments, { frmDate: MONTH });

describe('salary payments backend (1002)', () => {
  it('pays two by bank, refuses them again, pays the rest by cash, cancels one; lines, advance rows and the books follow', async () => {
    await signInAs(COMPANY, 'staff');
    const { employees } = await lockedMonthFixture();
    const [first, second, third, cashOnly] = employees.map((employee) => employee.recordId) as [
      number,
      number,
      number,
      number,
    ];
    expect(await refusalOf(pay({ mode: 'BANK', account: 'AC002', empnos: [first, cashOnly] }))).toBe(
      `${employees[3]!.empname} has no bank account and IFSC in the employee master: pay by cash, or add the account first.`,
    );
    expect(await refusalOf(pay({ mode: 'BANK', account: 'AC001', empnos: [first] }))).toBe(
      'Account AC001 is not one of your bank accounts.',
    );

    const before = advanceBalancePaise(await advancesOf(COMPANY), first);
    const answer = await pay({ mode: 'BANK', account: 'AC002', empnos: [first, second] });
    const seq = String(answer.seq);
    expect(seq).toMatch(/^SPY\d{4}-00001$/);
    const lines = (await month()).lines;
    expect(
      lines
        .filter((line) => line.paymentSeq === seq)
        .map((line) => line.empno)
        .sort(),
    ).toEqual([first, second].sort());
    // Recovery: the 1,000 of the first line as a credit row of the payment; the balance falls by 1,000.
    const credits = (await advancesOf(COMPANY)).filter((row) => row.seq === seq);
    expect(credits).toEqual([
      expect.objectContaining({ empno: first, advanceCredit: 1_000, month: MONTH, cancelled: false }),
    ]);
    expect(advanceBalancePaise(await advancesOf(COMPANY), first)).toBe(before - 100_000);
    const voucher = await voucherOf(seq);
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(sumPaise(voucher.map((entry) => entry.credit)));
    // Dr salaries 50,000 + employer PF 3,240 + employer ESI 650; bank credited the net 44,910.
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(toPaise(53_890));
    expect(voucher.find((entry) => entry.account === 'AC002')?.credit).toBe(toPaise(44_910));
    expect(await trialBalanceAgrees()).toBe(true);

    expect(await refusalOf(pay({ mode: 'BANK', account: 'AC002', empnos: [second] }))).toBe(
      `${employees[1]!.empname} is already paid for ${label} by ${seq}`,
    );
    const rest = String((await pay({ mode: 'CASH', account: 'AC001', empnos: [] })).seq);
    expect((await month()).lines.every((line) => line.paymentSeq)).toBe(true);
    expect((await month()).lines.find((line) => line.empno === third)?.paymentSeq).toBe(rest);
    expect(await refusalOf(pay({ mode: 'CASH', account: 'AC001', empnos: [] }))).toBe(
      `The salaries of ${label} are already paid`,
    );

    // Statements: the bank one lists the two paid by bank only; payslip of the first.
    const bank = await dataProvider.report<BankStatementAnswer>(HRD_ROUTES.bankStatement, { frmDate: MONTH });
    expect(bank.banks.flatMap((one) => one.rows.map((row) => row.paymentSeq))).toEqual([seq, seq]);
    const slip = await dataProvider.report<Payslip>(HRD_ROUTES.payslip, { recordId: first, frmDate: MONTH });
    expect(slip).toMatchObject({
      net: 16_910,
      netInWords: 'Rupees Sixteen Thousand Nine Hundred Ten Only',
      paymentSeq: seq,
      paidOn: today,
    });
    const pf = await dataProvider.report<PfStatementAnswer>(HRD_ROUTES.pfStatement, { frmDate: MONTH });
    expect(pf.rows.length + pf.withoutUan.length).toBe(4);
    const esi = await dataProvider.report<EsiStatementAnswer>(HRD_ROUTES.esiStatement, { frmDate: MONTH });
    expect(esi.rows.length + esi.withoutNumber.length).toBe(1);

    // The HR clerk may not cancel; the administrator cancels the bank payment: lines unpaid, recovery cancelled,
    // voucher gone.
    const cancel = () =>
      dataProvider.write(HRD_ROUTES.setSalaryPayment, { payment: { seq, reason: 'Bank file rejected' }, traCheck: 3 });
    expect(await refusalOf(cancel())).toBe('You are not authorised for this transaction');
    await signInAs(COMPANY, 'admin');
    await cancel();
    const after = await month();
    expect(
      after.lines
        .filter((line) => !line.paymentSeq)
        .map((line) => line.empno)
        .sort(),
    ).toEqual([first, second].sort());
    expect(after.payments.find((one) => one.seq === seq)).toMatchObject({
      cancelled: true,
      cancelReason: 'Bank file rejected',
    });
    expect(advanceBalancePaise(await advancesOf(COMPANY), first)).toBe(before);
    expect(await voucherOf(seq)).toEqual([]);
    expect(await trialBalanceAgrees()).toBe(true);
    expect(await refusalOf(cancel())).toBe(`Salary payment ${seq} is already cancelled.`);
  });

  it('refuses paying a month not locked', async () => {
    await signInAs(COMPANY, 'staff');
    await lockedMonthFixture(false);
    expect(await refusalOf(pay({ mode: 'CASH', account: 'AC001', empnos: [] }))).toBe(
      `The salary statement of ${label} is not locked: lock it before paying.`,
    );
  });
});
