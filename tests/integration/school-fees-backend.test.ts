import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { FD_ROUTES as API } from '../../src/modules/school-office/domain/fd-routes';
import type { FeeLedgerView, FeeRequirements } from '../../src/modules/school-office/domain/fee-ledger-types';
import type { FeeReceipt } from '../../src/kits/school/fee-receipt-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { balancesOf, ledgerOfStudent } from '../../src/mocks/core/school/fee-ledger-source';
import type { ReportResult } from '../../src/engine/report/report';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import { FD_REPORT_ENDPOINTS } from '../../src/modules/school-office/reports/domain/report-endpoints';
import { STU_REPORT_ENDPOINTS } from '../../src/modules/students/reports/domain/report-endpoints';
import { setupDemoServer } from './support/demo-server';
import { onADayWithLateFines } from './support/school-clock';
import { signInAs } from './support/render-app';

onADayWithLateFines();
setupDemoServer();
const COMPANY = 1004;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const balanced = async () => {
  const figures = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: serverToday(),
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
};
const balanceOf = async (name: RegExp | string) => {
  const code =
    typeof name === 'string' ? name : (await chartOf(COMPANY)).accounts.find((one) => name.test(one.name))?.code;
  return sumPaise(
    (await ledgerEntries(COMPANY)).filter((entry) => entry.account === code).map((entry) => entry.debit - entry.credit),
  );
};
const receiptsOfYear = () =>
  dataProvider.report<FeeReceipt[]>(API.feeReceipts, { frmDate: '2000-01-01', toDate: '2999-12-31' });
const duesOf = (admissionNo: string) => dataProvider.report<FeeLedgerView>(API.studentDues, { detail: admissionNo });

/** A pupil on roll with no seeded receipt who owes at least two dues carrying a late fine now. */
async function latePayer(): Promise<FeeLedgerView> {
  const { pupils } = await dataProvider.report<FeeRequirements>(API.feeRequirements, {});
  const paying = new Set((await receiptsOfYear()).map((receipt) => receipt.admissionNo));
  for (const pupil of pupils.filter((one) => one.active && !paying.has(one.admissionNo))) {
    const view = await duesOf(pupil.admissionNo);
    if (view.rows.filter((row) => row.fineNow > 0).length >= 2) return view;
  }
  throw new Error('No pupil owes a late fine: the test needs the seeded fee heads and a day after 10 May.');
}

const save = (
  view: FeeLedgerView,
  lines: Array<{ dueId: string; paid: number; concession: number }>,
  concessionReason = '',
) =>
  dataProvider.write(API.saveFeeReceipt, {
    header: { admissionNo: view.admissionNo, mode: 'CAS', account: 'AC001', reference: '', concessionReason },
    lines,
    traCheck: 1,
  });

describe('the fee receipts demo backend (1004)', () => {
  it('seeds past receipts (one cancelled) whose vouchers agree with the books', async () => {
    await signInAs(COMPANY, 'admin');
    const receipts = await receiptsOfYear();
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    expect(receipts.every((receipt) => /^REC\d{4}-\d{5}$/.test(receipt.receiptNo))).toBe(true);
    const entries = await ledgerEntries(COMPANY);
    for (const receipt of receipts) {
      const posted = entries.filter((entry) => entry.voucher === receipt.receiptNo);
      if (receipt.status === 'CANCELLED') expect(posted).toHaveLength(0);
      else
        expect(sumPaise(posted.map((entry) => entry.debit))).toBe(
          toPaise(receipt.amount) + toPaise(receipt.concession),
        );
    }
    expect(await balanced()).toBe(true);
  });

  it('posts a receipt with a late fine and a concession as the ledger says, refuses the clerk a concession, and cancel reverses it exactly', async () => {
    await signInAs(COMPANY, 'admin');
    const view = await latePayer();
    const [first, second] = view.rows.filter((row) => row.fineNow > 0);
    const before = {
      cash: await balanceOf('AC001'),
      fees: await balanceOf(/^fee income$/i),
      fines: await balanceOf(/^late fee fines$/i),
      concessions: await balanceOf(/^fee concessions$/i),
    };
    // Too much on one due is refused, naming it.
    expect(await refusal(save(view, [{ dueId: first!.dueId, paid: first!.owed + 1, concession: 0 }]))).toMatch(
      /is more than the ₹ .* owes/,
    );
    const lines = [
      { dueId: first!.dueId, paid: first!.owed, concession: 0 },
      { dueId: second!.dueId, paid: fromPaise(toPaise(second!.owed) - 50_000), concession: 500 },
    ];
    expect(await refusal(save(view, lines))).toBe('Give the reason for the concession.');
    await signInAs(COMPANY, 'staff');
    expect(await refusal(save(view, lines, 'Staff ward'))).toBe(
      'Only a user with the approve right on fee collections may give a concession.',
    );
    await signInAs(COMPANY, 'admin');
    const answer = await save(view, lines, 'Staff ward');
    const receiptNo = String(answer.seq);
    expect(receiptNo).toMatch(new RegExp(`^REC${serverToday().slice(0, 4)}-\\d{5}$`));
    const receipt = (await dataProvider.get<FeeReceipt>(API.feeReceipt, receiptNo))!;
    // It keeps what the pupil still owes for the year once it was taken: the ledger's balance after it.
    expect(receipt.balanceAfter).toBe(
      (await dataProvider.report<FeeLedgerView>(API.feeLedger, { detail: view.admissionNo })).totals.balance,
    );
    expect(receipt.balanceAfter).toBeLessThan(view.totals.balance);
    const fine = toPaise(first!.fineNow) + toPaise(second!.fineNow);
    const paid = toPaise(first!.owed) + toPaise(second!.owed) - 50_000;
    expect([toPaise(receipt.amount), toPaise(receipt.fine), toPaise(receipt.concession)]).toEqual([paid, fine, 50_000]);
    expect(await balanceOf('AC001')).toBe(before.cash + paid);
    expect(await balanceOf(/^late fee fines$/i)).toBe(before.fines - fine);
    expect(await balanceOf(/^fee concessions$/i)).toBe(before.concessions + 50_000);
    expect(await balanceOf(/^fee income$/i)).toBe(before.fees - (paid - fine + 50_000));
    expect(await balanced()).toBe(true);
    // Both dues are settled: the ledger shows them at 0, and the fine is charged once.
    const after = await duesOf(view.admissionNo);
    expect(
      after.rows
        .filter((row) => row.dueId === first!.dueId || row.dueId === second!.dueId)
        .map((row) => [row.balance, row.fineNow]),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);

    await signInAs(COMPANY, 'staff');
    expect(
      await refusal(dataProvider.write(API.cancelFeeReceipt, { recordId: receiptNo, detail: 'Clerk tries' })),
    ).toBe('You are not authorised for this transaction');
    await signInAs(COMPANY, 'admin');
    expect(await refusal(dataProvider.write(API.cancelFeeReceipt, { recordId: receiptNo, detail: '' }))).toBe(
      'Give the reason for cancelling the receipt.',
    );
    await dataProvider.write(API.cancelFeeReceipt, { recordId: receiptNo, detail: 'Entered against the wrong pupil' });
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === receiptNo)).toBe(false);
    expect([
      await balanceOf('AC001'),
      await balanceOf(/^fee income$/i),
      await balanceOf(/^late fee fines$/i),
      await balanceOf(/^fee concessions$/i),
    ]).toEqual([before.cash, before.fees, before.fines, before.concessions]);
    expect((await duesOf(view.admissionNo)).totals).toEqual(view.totals);
    expect(await refusal(dataProvider.write(API.cancelFeeReceipt, { recordId: receiptNo, detail: 'again' }))).toBe(
      `${receiptNo} is already cancelled.`,
    );
  });

  it('keeps the ledger in step with the receipts, and refuses to cancel an instalment a later one builds on', async () => {
    await signInAs(COMPANY, 'admin');
    const view = await latePayer();
    const due = view.rows.find((row) => row.owed > 200)!;
    const one = String((await save(view, [{ dueId: due.dueId, paid: 100, concession: 0 }])).seq);
    const two = String(
      (await save(await duesOf(view.admissionNo), [{ dueId: due.dueId, paid: 100, concession: 0 }])).seq,
    );
    expect(await refusal(dataProvider.write(API.cancelFeeReceipt, { recordId: one, detail: 'Mistake' }))).toBe(
      `${two} settles some of the same dues later: cancel it first.`,
    );
    const ledger = await ledgerOfStudent(COMPANY, view.admissionNo, serverToday());
    const open = (await receiptsOfYear()).filter(
      (receipt) => receipt.admissionNo === view.admissionNo && receipt.status === 'OPEN',
    );
    const lines = open.flatMap((receipt) => receipt.lines);
    expect(ledger.totals.paid).toBe(sumPaise(lines.map((line) => toPaise(line.paid))));
    expect(ledger.totals.due + ledger.totals.fine - ledger.totals.balance).toBe(
      sumPaise(lines.map((line) => toPaise(line.paid) + toPaise(line.concession))),
    );
    const wire = await dataProvider.report<FeeLedgerView>(API.feeLedger, { detail: view.admissionNo });
    expect(toPaise(wire.totals.balance)).toBe(ledger.totals.balance);
  });

  it('reports the pending fees as the ledgers say: term-wise, total and the students pending fees', async () => {
    await signInAs(COMPANY, 'admin');
    const today = serverToday();
    const all = [...(await balancesOf(COMPANY, today)).values()];
    const owing = all.filter((balance) => balance.balance > 0);
    const total = await dataProvider.report<ReportResult>(FD_REPORT_ENDPOINTS.totalPendings, { toDate: today });
    expect(total.count).toBe(owing.length);
    expect(toPaise(total.totals.balance!)).toBe(sumPaise(owing.map((balance) => balance.balance)));
    const pending = await dataProvider.report<ReportResult>(STU_REPORT_ENDPOINTS.pendingFees, { toDate: today });
    expect(toPaise(pending.totals.balance!)).toBe(toPaise(total.totals.balance!));
    const term1 = await dataProvider.report<ReportResult>(FD_REPORT_ENDPOINTS.termwisePendings, {
      toDate: today,
      detail: 'T1',
    });
    expect(toPaise(term1.totals.balance!)).toBe(sumPaise(all.map((balance) => Math.max(0, balance.byTerm.T1))));
    const oneClass = String(total.rows[0]!.classCode);
    const ofClass = await dataProvider.report<ReportResult>(FD_REPORT_ENDPOINTS.totalPendings, {
      toDate: today,
      classCode: oneClass,
    });
    expect(ofClass.rows.every((row) => row.classCode === oneClass)).toBe(true);
  });

  it('shows on the front desk dashboard the fees received this month and what is pending', async () => {
    await signInAs(COMPANY, 'admin');
    const today = serverToday();
    const view = await latePayer();
    const first = view.rows.find((row) => row.owed > 0)!;
    const before = await dataProvider.report<DashboardData>('api/FDDashboard/GetFDDashboard', {});
    await save(view, [{ dueId: first.dueId, paid: first.owed, concession: 0 }]);
    const after = await dataProvider.report<DashboardData>('api/FDDashboard/GetFDDashboard', {});
    expect(toPaise(after.cards.receivedToday!) - toPaise(before.cards.receivedToday!)).toBe(toPaise(first.owed));
    expect(toPaise(after.cards.receivedThisMonth!) - toPaise(before.cards.receivedThisMonth!)).toBe(
      toPaise(first.owed),
    );
    const { pupils } = await dataProvider.report<FeeRequirements>(API.feeRequirements, {});
    const onRoll = new Set(pupils.filter((pupil) => pupil.active).map((pupil) => pupil.admissionNo));
    const owing = [...(await balancesOf(COMPANY, today)).values()].filter(
      (balance) => onRoll.has(balance.admissionNo) && balance.balance > 0,
    );
    expect(toPaise(after.cards.pending!)).toBe(sumPaise(owing.map((balance) => balance.balance)));
    expect(after.cards.students).toBe(onRoll.size);
  });
});
