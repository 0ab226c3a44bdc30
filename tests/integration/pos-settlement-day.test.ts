import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import type { DayStatus } from '../../src/kits/billing/domain/day-close-types';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { writeRunningTable } from '../../src/mocks/core/billing/billing-store';
import { storeSaleReturn } from '../../src/mocks/core/billing/return-store';
import type { SaleReturnAnswer } from '../../src/modules/pos/returns/domain/returns-types';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import { RESTAURANT, putBill, refusal, settle, sides, storedBill, today, voucherOf } from './support/pos-settlement';

setupDemoServer();

describe('restaurant settlement on the demo backend (setSettleBill)', () => {
  it('lists the unsettled bills oldest first; a day of bills keeps the trial balance agreeing; the day status totals each mode', async () => {
    await signInAs(RESTAURANT, 'admin');
    const yesterday = await putBill(RESTAURANT, { billNo: 110, lines: [['Dal tadka', 1]], dat: '2000-01-01' });
    const bills = [
      await putBill(RESTAURANT, {
        billNo: 111,
        lines: [
          ['Chicken 65', 2],
          ['Fresh lime soda', 2],
        ],
      }),
      await putBill(RESTAURANT, {
        billNo: 112,
        lines: [['Prawns ghee roast', 1]],
        outlet: 'FAM',
        discount: { kind: 'AMOUNT', amount: 25.5 },
      }),
      await putBill(RESTAURANT, { billNo: 113, lines: [['Kerala meals', 3]], outlet: 'ROOF' }),
      await putBill(RESTAURANT, { billNo: 114, lines: [['Gulab jamun', 2]], nc: true }),
    ];
    const unsettled = await dataProvider.list<Bill>(API.unsettled);
    expect(unsettled.map((bill) => bill.billNo)).toEqual([110, 111, 112, 113, 114]);

    await settle({ billno: 111, settlemode: 'CASH', settleId: 'day-1' });
    await settle({ billno: 112, settlemode: 'CARD', settleId: 'day-2' });
    const third = bills[2]!;
    await settle({
      billno: 113,
      settlemode: 'SPLIT',
      settleId: 'day-3',
      tenders: [
        { mode: 'UPI', amount: 100 },
        { mode: 'CASH', amount: fromPaise(toPaise(third.total) - 10000) },
      ],
    });
    await settle({ billno: 114, settlemode: 'CASH', settleId: 'day-4' }); // NC: settled with no payment
    expect((await storedBill(RESTAURANT, 114)).tenders).toEqual([]);
    expect(await voucherOf(RESTAURANT, bills[3]!.seq)).toEqual([]);
    expect((await dataProvider.list<Bill>(API.unsettled)).map((bill) => bill.billNo)).toEqual([yesterday.billNo]);

    for (const bill of bills.slice(0, 3)) {
      const [debit, credit] = sides(await voucherOf(RESTAURANT, bill.seq));
      expect(debit).toBe(credit);
    }
    const balance = trialBalance(
      await chartOf(RESTAURANT),
      await openingSets(RESTAURANT),
      await ledgerEntries(RESTAURANT),
      { to: today },
    );
    expect(balance.totals.debit).toBe(balance.totals.credit);
    expect(balance.totals.closingDebit).toBe(balance.totals.closingCredit);
    expect(balance.rows.filter((row) => row.nature === null)).toEqual([]);

    const status = await dataProvider.report<DayStatus>(API.dayStatus, { frmDate: formatDate(today) });
    const cash = fromPaise(toPaise(bills[0]!.total) + toPaise(third.total) - 10000);
    expect(status).toMatchObject({
      dat: today,
      closed: false,
      bills: 4,
      nc: 1,
      voids: 0,
      unsettledBills: 1,
      openTables: 0,
    });
    expect(status.modes).toEqual([
      { mode: 'CASH', bills: 2, amount: cash },
      { mode: 'CARD', bills: 1, amount: bills[1]!.total },
      { mode: 'UPI', bills: 1, amount: 100 },
    ]);
    expect(status.sales).toBe(fromPaise(sumPaise(bills.map((bill) => toPaise(bill.total)))));
  });

  it('refuses to close the day over open tables for the cashier; the manager closes with confirmation, and the closed day takes no settlement', async () => {
    await signInAs(RESTAURANT, 'staff');
    await putBill(RESTAURANT, { billNo: 120, lines: [['Filter coffee', 2]] });
    await writeRunningTable(RESTAURANT, {
      outlet: 'DIN',
      tableNo: 'T9',
      waiter: '',
      covers: 2,
      openedAt: new Date().toISOString(),
      state: 'OPEN',
      amount: 100,
      billNo: null,
      kotIds: ['k9'],
      lines: [],
    });
    const dayClose = { dat: formatDate(today), countedCash: 0, confirmOpen: false, remarks: '' };
    expect(await refusal(dataProvider.write(API.dayClose, { dayClose }, 'close-1'))).toBe(
      '422 1 table is still open. 1 bill is not settled. Settle or close them, or a manager confirms closing anyway.',
    );
    expect(
      await refusal(dataProvider.write(API.dayClose, { dayClose: { ...dayClose, confirmOpen: true } }, 'close-2')),
    ).toContain('Only a manager (the approve right) may close the day over them.');

    await signInAs(RESTAURANT, 'admin');
    const closed = await dataProvider.write(
      API.dayClose,
      { dayClose: { ...dayClose, countedCash: 50, confirmOpen: true, remarks: 'Table 9 still eating' } },
      'close-3',
    );
    expect(closed.close).toMatchObject({
      dat: today,
      countedCash: 50,
      expectedCash: 0,
      difference: 50,
      openTables: 1,
      unsettledBills: 1,
      user: 'admin',
    });
    expect((await dataProvider.report<DayStatus>(API.dayStatus, { frmDate: formatDate(today) })).closed).toBe(true);
    expect(await refusal(settle({ billno: 120, settlemode: 'CASH', settleId: 'late' }))).toBe(
      `422 The day ${formatDate(today)} is closed: no more bills are settled on it.`,
    );
  });

  it("expects the day's cash less the cash sale returns in force paid back that day (not credit refunds, cancelled returns or other days)", async () => {
    await signInAs(RESTAURANT, 'admin');
    const bill = await putBill(RESTAURANT, { billNo: 130, lines: [['Chicken 65', 2]] });
    await settle({ billno: 130, settlemode: 'CASH', settleId: 'refund-day' });
    const saleReturn = (recordId: number, total: number, refundMode: 'CASH' | 'CREDIT', pos: number, dat = today) =>
      storeSaleReturn(RESTAURANT, {
        header: { recordId, seq: `SRT-${recordId}`, dat, billNo: 130, outlet: 'DIN', refundMode, total, pos },
        lines: [],
        taxes: [],
        stock: [],
        result: 'OK',
      } as unknown as SaleReturnAnswer);
    await saleReturn(1, 40, 'CASH', 2);
    await saleReturn(2, 10, 'CASH', 9); // cancelled
    await saleReturn(3, 5, 'CREDIT', 2);
    await saleReturn(4, 7, 'CASH', 2, '2000-01-01');
    const status = await dataProvider.report<DayStatus>(API.dayStatus, { frmDate: formatDate(today) });
    expect(status.cashRefunds).toBe(40);
    const countedCash = fromPaise(toPaise(bill.total) - 4000);
    const closed = await dataProvider.write(
      API.dayClose,
      { dayClose: { dat: formatDate(today), countedCash, confirmOpen: true, remarks: '' } },
      'close-refunds',
    );
    expect(closed.close).toMatchObject({ countedCash, expectedCash: countedCash, difference: 0 });
  });
});
