import { getApi } from '../../src/lib/api/api-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import {
  COMMISSION_ENDPOINTS,
  EMPLOYEE_RATE_ENDPOINTS,
  type CommissionDueRow,
  type CommissionPaymentHeader,
  type CommissionRequirements,
  type EmployeeRate,
} from '../../src/modules/pos/receipts/domain/commission-types';
import { RECEIPT_ENDPOINTS } from '../../src/modules/pos/receipts/domain/receipt-types';
import { KEY_REPORT_ENDPOINTS } from '../../src/modules/pos/receipts/key-reports';
import type { ReportResult } from '../../src/engine/report/report';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { replaceCustomerRows } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

const COMPANY = 1015;
const today = serverToday();
const AGENT = COMMISSION_ENDPOINTS.agent;
const EMPLOYEE = COMMISSION_ENDPOINTS.employee;

/**
 * A credit sale as the customers' ledger holds it; a stock-sales invoice's row may name its agent, employee and taxable
 * value.
 */
const sale = (bill: string, partyId: string, amount: number, extra: Record<string, unknown> = {}) =>
  replaceCustomerRows(COMPANY, bill, [
    {
      partyId,
      dat: today,
      transactionType: 'SAL',
      transactionId: bill,
      transactionAmt: amount,
      pendingAmount: amount,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: `Invoice ${bill}`,
      billType: 'SAL',
      settleMode: 'CREDIT',
      ...extra,
    },
  ]);
const dues = async (kind: 'agent' | 'employee' = 'agent') =>
  (await getApi<CommissionRequirements>(`${COMMISSION_ENDPOINTS[kind].requirements}?upTo=${today}`)).earners;
const dueOf = async (code: string, kind: 'agent' | 'employee' = 'agent') =>
  (await dues(kind)).find((row) => row.code === code);
const pay = (kind: 'agent' | 'employee', payee: string, amt: number, key?: string) =>
  dataProvider.write(
    COMMISSION_ENDPOINTS[kind].save,
    { header: { payee, amt, modeOfPayment: 'CAS', account: 'AC001', upTo: today, remarks: '' } },
    key,
  );
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) => error.fieldErrors ?? error.message,
  );
async function agrees() {
  const figures = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
}

describe('agent and employee commission payments', () => {
  it('reckons agents’ commission on invoiced value and on collections, pays part, refuses more than is due, and a cancel makes it due again', async () => {
    await signInAs(COMPANY, 'admin');
    // SC-0001's agent is SA-01 (2% of invoiced value), SC-0003's SA-02 (1.5% of collections).
    await sale('SAL2627-00001', 'SC-0001', 9440, { taxableAmt: 8000, agent: 'SA-01', employee: '' });
    await sale('DN26-000001', 'SC-0001', 5000); // a restaurant bill on credit: no agent is credited with it
    await sale('SAL2627-00002', 'SC-0003', 5000, { agent: 'SA-02', employee: '' });
    expect(await dueOf('SA-01')).toMatchObject({
      commission: 2,
      commissionOn: 'INVOICE',
      base: 8000,
      earned: 160,
      paid: 0,
      due: 160,
    });
    expect(await dueOf('SA-02')).toMatchObject({ commissionOn: 'COLLECTION', base: 0, earned: 0, due: 0 });
    await dataProvider.write(RECEIPT_ENDPOINTS.save, {
      header: {
        partyId: 'SC-0003',
        receiptAmt: 2900,
        tds: 100,
        rebate: 0,
        others: 0,
        modeOfPayment: 'CAS',
        revAccount: 'AC001',
        remarks: '',
      },
      lines: [],
    });
    const collected = (await dataProvider.report<CommissionDueRow>(AGENT.details, { detail: 'SA-02', toDate: today }))!;
    expect(collected).toMatchObject({ base: 3000, earned: 45, due: 45 });
    expect(collected.documents).toEqual([
      {
        document: 'SAL2627-00002',
        receipt: `REC${today.slice(0, 4)}-00001`,
        dat: today,
        customer: 'SC-0003',
        base: 3000,
        commission: 45,
      },
    ]);

    expect(await refusal(pay('agent', 'SA-01', 160.01))).toEqual({
      amt: expect.stringMatching(/^160\.01 is more than the 160\.00 due to /),
    });
    const paid = await pay('agent', 'SA-01', 100, 'pay-1');
    expect(await pay('agent', 'SA-01', 100, 'pay-1')).toMatchObject({ seq: paid.seq });
    expect(paid.seq).toBe(`AGP${today.slice(0, 4)}-00001`);
    expect(await dueOf('SA-01')).toMatchObject({ earned: 160, paid: 100, due: 60 });
    const voucher = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === paid.seq);
    const chart = await chartOf(COMPANY);
    expect(
      voucher.map((entry) => [
        chart.accounts.find((account) => account.code === entry.account)?.name,
        entry.debit,
        entry.credit,
        entry.type,
      ]),
    ).toEqual([
      ['Commission to agents', toPaise(100), 0, 'PAY'],
      ['Cash in hand', 0, toPaise(100), 'PAY'],
    ]);
    expect(await agrees()).toBe(true);
    const report = await dataProvider.report<ReportResult>(KEY_REPORT_ENDPOINTS.agents, {});
    expect(report.rows.find((row) => row.code === 'SA-01')).toMatchObject({
      customers: 1,
      earned: 160,
      paid: 100,
      due: 60,
      commissionOn: 'Invoiced value',
    });

    expect(await refusal(dataProvider.write(AGENT.cancel, { recordId: paid.recordId, detail: '' }))).toMatch(
      /^Give the reason/,
    );
    await dataProvider.write(AGENT.cancel, { recordId: paid.recordId, detail: 'Paid to the wrong agent' });
    expect(await dueOf('SA-01')).toMatchObject({ paid: 0, due: 160 });
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === paid.seq)).toBe(false);
    const listed = await dataProvider.report<CommissionPaymentHeader[]>(AGENT.list, { frmDate: today, toDate: today });
    expect(listed.map((row) => [row.seq, row.cancelled, row.cancelReason])).toEqual([
      [paid.seq, true, 'Paid to the wrong agent'],
    ]);
    // An agent payment is not an employee payment.
    expect(await dataProvider.get(EMPLOYEE.one, String(paid.recordId))).toBeNull();
    expect(await agrees()).toBe(true);
  });

  it('takes back commission on what returns took back, and counts advances an invoice adjusted as collected', async () => {
    await signInAs(COMPANY, 'admin');
    await sale('SAL2627-00005', 'SC-0001', 11800, { taxableAmt: 10000, agent: 'SA-01', employee: '' });
    await replaceCustomerRows(COMPANY, 'SRT-1', [
      {
        partyId: 'SC-0001',
        dat: today,
        transactionType: 'SRT',
        transactionId: 'SRT-1',
        transactionAmt: 2950,
        pendingAmount: 0,
        returnAmount: 2950,
        creditNote: 0,
        paymentAmount: 0,
        onTraId: 'SAL2627-00005',
        descriptio: 'Sale return',
        billType: 'SAL',
        settleMode: 'CREDIT',
      },
    ]);
    expect(await dueOf('SA-01')).toMatchObject({ base: 7500, earned: 150 });
    // SA-02 earns on collections: 1,000 of this invoice was paid by an advance adjusted on it.
    await sale('SAL2627-00006', 'SC-0003', 4000, { pendingAmount: 3000, agent: 'SA-02', employee: '' });
    const collected = (await dataProvider.report<CommissionDueRow>(AGENT.details, { detail: 'SA-02', toDate: today }))!;
    expect(collected.documents).toEqual([
      {
        document: 'SAL2627-00006',
        receipt: 'Advance adjusted',
        dat: today,
        customer: 'SC-0003',
        base: 1000,
        commission: 15,
      },
    ]);
  });

  it('sets employees’ commission rates, credits each sale to its employee, and pays them on their own series', async () => {
    await signInAs(COMPANY, 'admin');
    const employees = await dataProvider.report<EmployeeRate[]>(EMPLOYEE_RATE_ENDPOINTS.list, {});
    expect(employees.length).toBeGreaterThan(1);
    expect(employees.every((employee) => employee.commission === 0)).toBe(true);
    const [first, second] = employees as [EmployeeRate, EmployeeRate];
    expect(await dues('employee')).toEqual([]);
    expect(
      await refusal(dataProvider.write(EMPLOYEE_RATE_ENDPOINTS.save, { rates: [{ ...first, commission: 101 }] })),
    ).toEqual({ 'rates.0.commission': 'Enter a percent from 0 to 100 with at most two decimals' });
    await dataProvider.write(EMPLOYEE_RATE_ENDPOINTS.save, {
      rates: [
        { ...first, commission: 1.5, commissionOn: 'INVOICE' },
        { ...second, commission: 2, commissionOn: 'COLLECTION' },
      ],
    });
    await sale('SAL2627-00003', 'SC-0002', 1180, { taxableAmt: 1000, employee: first.employee });
    await sale('SAL2627-00004', 'SC-0002', 500, { employee: second.employee });
    expect(await dueOf(first.employee, 'employee')).toMatchObject({
      name: first.name,
      base: 1000,
      earned: 15,
      due: 15,
    });
    expect(await dueOf(second.employee, 'employee')).toMatchObject({ earned: 0, due: 0 });
    const paid = await pay('employee', first.employee, 15);
    expect(paid.seq).toBe(`EMP${today.slice(0, 4)}-00001`);
    expect(await dueOf(first.employee, 'employee')).toMatchObject({ paid: 15, due: 0 });
    expect(await refusal(pay('employee', first.employee, 1))).toEqual({ amt: `Nothing is due to ${first.name}` });
    expect(await agrees()).toBe(true);
  });

  it('refuses a user without the right, to read or to pay', async () => {
    await signInAs(COMPANY, 'staff');
    expect(await refusal(pay('agent', 'SA-01', 1))).toBe('You are not authorised for this transaction');
    expect(await refusal(getApi(`${AGENT.requirements}?upTo=${today}`))).toBe(
      'You are not permitted to view this screen',
    );
  });
});
