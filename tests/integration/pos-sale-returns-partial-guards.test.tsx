import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { SALE_RETURN_ENDPOINTS as API } from '../../src/modules/pos/returns/domain/returns-endpoints';
import type { ReturnableSale } from '../../src/modules/pos/returns/domain/returns-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { listRecords, writeRecord } from '../../src/mocks/core/record-store';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { taxesOf } from '../../src/mocks/core/billing/billing-masters';
import { returnsHandlers } from '../../src/mocks/pos/returns/returns-handlers';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { writeDayClose } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { agrees, COMPANY, refusal, sale, saveReturn, today } from './support/pos-sale-return-calls';
import { signInAs } from './support/render-app';

const { server } = setupDemoServer();
// Until the lead registers them in src/mocks/handlers.ts (before the generic handlers), each test adds them.
beforeEach(() => server.use(...returnsHandlers));

describe('sale returns on the demo backend (api/CRMSaleReturns)', () => {
  it('adds up to the bill exactly over partial returns, then lists the bill no more; a tax rate changed since the bill changes no refund', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 306,
      lines: [
        ['Butter naan', 3],
        ['Chicken biryani', 1],
        ['Fresh lime soda', 2],
      ],
      discount: { kind: 'AMOUNT', amount: 33.33 },
    });
    const first = await saveReturn(306, [
      ['Butter naan', 1],
      ['Fresh lime soda', 1],
    ]);
    // The master's GST 5% becomes 12% after the bill: the rest is still refunded at the rate the bill charged.
    const taxes = await listRecords<{
      code: string;
      percent: number;
      components: Array<{ component: string; percent: number }>;
    }>('pos.sale-taxes', COMPANY);
    const gst5 = taxes.find((tax) => tax.code === 'GST5')!;
    await writeRecord('pos.sale-taxes', COMPANY, 'GST5', {
      ...gst5,
      percent: 12,
      components: [
        { component: 'CGST', percent: 6 },
        { component: 'SGST', percent: 6 },
      ],
    });
    expect((await taxesOf(COMPANY, today)).filter((tax) => tax.code === 'GST5').map((tax) => tax.percent)).toEqual([
      12,
    ]);
    const second = await saveReturn(306, [
      ['Butter naan', 2],
      ['Chicken biryani', 1],
      ['Fresh lime soda', 1],
    ]);
    expect(second.figures.closesBill).toBe(true);
    expect(first.figures.total + second.figures.total).toBe(toPaise(bill.total));
    expect(first.figures.taxTotal + second.figures.taxTotal).toBe(toPaise(bill.taxTotal));
    for (const row of bill.taxes) {
      expect(
        sumPaise(
          [first, second].flatMap(({ figures }) =>
            figures.taxes
              .filter((tax) => tax.percent === row.percent && tax.component === row.component)
              .map((tax) => tax.amount),
          ),
        ),
      ).toBe(toPaise(row.amount));
    }
    expect(
      (
        await dataProvider.report<ReturnableSale[]>(API.sales, {
          frmDate: formatDate(today),
          toDate: formatDate(today),
        })
      ).map((row) => row.billNo),
    ).not.toContain(306);
    expect(await refusal(saveReturn(306, [['Chicken biryani', 1]]))).toContain(
      'Chicken biryani: at most 0 can be returned (1 sold, 1 returned before).',
    );
    expect(await agrees()).toBe(true);
  });

  it('refuses a refund the cashier did not see (the bill changed meanwhile) and a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    await settledBill(COMPANY, { billNo: 307, lines: [['Butter naan', 2]] });
    const source = await sale(307);
    const body = {
      header: { billNo: 307, refundMode: 'CASH', reason: 'Cold', total: 1 },
      lines: [{ lineId: source.lines[0]!.lineId, qty: 1 }],
      taxes: [],
      traCheck: 1,
    };
    expect(await refusal(dataProvider.write(API.save, body, 'stale'))).toMatch(
      /^The refund is now [\d,.]+, not 1\.00: the bill has changed since it was opened/,
    );
    await signInAs(COMPANY, 'staff');
    expect(await refusal(dataProvider.write(API.save, body, 'staff'))).toBe(NOT_AUTHORISED);
  });

  it('refuses to cancel a cash refund of a closed day (its drawer was counted with it), as it refuses the refund itself', async () => {
    await signInAs(COMPANY, 'admin');
    await settledBill(COMPANY, { billNo: 308, lines: [['Butter naan', 2]] });
    const { answer } = await saveReturn(308, [['Butter naan', 1]]);
    const entries = (await ledgerEntries(COMPANY)).length;
    await writeDayClose(COMPANY, {
      dat: today,
      countedCash: 0,
      expectedCash: 0,
      difference: 0,
      openTables: 0,
      unsettledBills: 0,
      remarks: '',
      user: 'admin',
      at: new Date().toISOString(),
    });
    expect(await refusal(dataProvider.write(API.remove, { recordId: answer.recordId }, 'cancel-308'))).toBe(
      `Sale return ${String(answer.seq)}: the day ${formatDate(today)} is closed and its cash counted: reopen the day to cancel a cash refund of it.`,
    );
    expect((await ledgerEntries(COMPANY)).length).toBe(entries);
    expect((await sale(308)).lines[0]!.returned.qty).toBe(1);
  });
});
