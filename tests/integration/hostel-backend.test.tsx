import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import type { ReportResult } from '../../src/engine/report/report';
import { type HostelReceipt, type ReceiptRequirements } from '../../src/modules/hostels/domain/hostel-receipt-types';
import { type BillingPreview, type HostelBill } from '../../src/modules/hostels/domain/hostel-bill-types';
import { type RoomPanel } from '../../src/modules/hostels/domain/room-panel-types';
import { HOSTEL_ENDPOINTS as API } from '../../src/modules/hostels/domain/hostel-endpoints';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { allocationsOf } from '../../src/mocks/hostels/hostel-store';
import { daysHeld } from '../../src/modules/hostels/domain/proration';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1004;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
/** The trial balance agrees (debits = credits, closing too), as the accounts screens compute it. */
const balanced = async () => {
  const figures = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: serverToday(),
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
};
const accountBalance = async (name: RegExp) => {
  const account = (await chartOf(COMPANY)).accounts.find((one) => name.test(one.name));
  const entries = (await ledgerEntries(COMPANY)).filter((entry) => entry.account === account?.code);
  return sumPaise(entries.map((entry) => entry.debit - entry.credit));
};

describe('the hostels demo backend (1004)', () => {
  it('bills a month once per occupant, posts Dr hostel debtors, takes a receipt oldest first, and the books agree', async () => {
    await signInAs(COMPANY, 'admin');
    const month = serverToday().slice(0, 7);
    const panel = await dataProvider.report<RoomPanel>(API.panel, {});
    const occupied = panel.rooms.flatMap((room) => room.beds).filter((bed) => bed.state === 'OCCUPIED');
    expect(occupied.length).toBeGreaterThan(25);
    const preview = await dataProvider.report<BillingPreview>(API.billingPreview, { detail: month });
    // One bill per occupant who held a bed some day of the month: those in a bed today, and (early in the term, when
    // the starting stays' leavers left this month) those who have left since the month began.
    const heldThisMonth = new Set(
      (await allocationsOf(COMPANY)).filter((one) => daysHeld(one, month) > 0).map((one) => one.occupant.key),
    );
    expect(heldThisMonth.size).toBeGreaterThanOrEqual(occupied.length);
    expect(preview.drafts.map((draft) => draft.occupant.key).sort()).toEqual([...heldThisMonth].sort());
    const run = await dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 });
    expect(run.seq).toBe(heldThisMonth.size);
    expect(await refusal(dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 }))).toMatch(
      /^Nothing is left to bill for/,
    );
    const bills = (await dataProvider.report<BillingPreview>(API.billingPreview, { detail: month })).bills;
    const billed = sumPaise(bills.map((bill) => toPaise(bill.total)));
    expect(await accountBalance(/^hostel debtors$/i)).toBe(billed);
    expect(await balanced()).toBe(true);

    const requirements = await dataProvider.report<ReceiptRequirements>(API.receiptRequirements, {});
    const payer = requirements.occupants[0]!;
    const saved = await dataProvider.write(API.saveReceipt, {
      header: { occupantKey: payer.key, amount: 1000, mode: 'CAS', account: 'AC001', reference: '', remarks: '' },
      traCheck: 1,
    });
    const receipt = (await dataProvider.get<HostelReceipt>(API.receipt, String(saved.recordId)))!;
    expect(receipt.receiptNo).toMatch(/^HRC\d{2}-\d{2}\/0001$/);
    expect(await accountBalance(/^hostel debtors$/i)).toBe(billed - toPaise(1000));
    expect(
      await refusal(
        dataProvider.write(API.saveReceipt, {
          header: {
            occupantKey: payer.key,
            amount: payer.due,
            mode: 'CAS',
            account: 'AC001',
            reference: '',
            remarks: '',
          },
          traCheck: 1,
        }),
      ),
    ).toMatch(/is more than the/);
    const paidBill = receipt.lines[0]!.billNo;
    expect(await refusal(dataProvider.write(API.cancelBill, { recordId: paidBill, detail: 'Wrong' }))).toMatch(
      /has been received against bill/,
    );
    expect(await balanced()).toBe(true);

    const dues = await dataProvider.report<ReportResult>(API.billsReport, {
      frmDate: `${month}-01`,
      toDate: serverToday(),
    });
    expect(toPaise(dues.totals.billed!)).toBe(billed);
    expect(toPaise(dues.totals.due!)).toBe(billed - toPaise(1000));
    const occupancy = await dataProvider.report<ReportResult>(API.occupancyReport, { frmDate: serverToday() });
    expect(occupancy.totals.occupied).toBe(occupied.length);
    const dashboard = await dataProvider.report<DashboardData>(API.dashboard, {});
    expect(dashboard.cards).toMatchObject({
      occupied: occupied.length,
      billedThisMonth: billed / 100,
      dues: (billed - 100000) / 100,
      receivedThisMonth: 1000,
    });

    const other = bills.find((bill: HostelBill) => bill.billNo !== paidBill)!;
    await dataProvider.write(API.cancelBill, { recordId: other.billNo, detail: 'Billed in error' });
    expect(await accountBalance(/^hostel debtors$/i)).toBe(billed - toPaise(other.total) - toPaise(1000));
    const again = await dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 });
    expect(again.seq).toBe(1);
    expect(await balanced()).toBe(true);
  });

  it('serves a company other than the school its two hostels and starting boarders', async () => {
    await signInAs(1010, 'admin');
    const panel = await dataProvider.report<RoomPanel>(API.panel, {});
    expect(panel.hostels.map((one) => one.hostel).sort()).toEqual(['SGH', 'VBH']);
    expect(panel.hostels.reduce((sum, one) => sum + one.occupied, 0)).toBeGreaterThan(3);
  });

  it('refuses a user without the hostel rights', async () => {
    await signInAs(COMPANY, 'staff');
    expect(
      await refusal(dataProvider.write(API.runBilling, { header: { month: serverToday().slice(0, 7) }, traCheck: 1 })),
    ).toBe('You are not authorised for this transaction');
  });
});
