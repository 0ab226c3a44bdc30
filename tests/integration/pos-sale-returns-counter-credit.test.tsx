import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { returnFigures } from '../../src/modules/pos/returns/domain/refund-rules';
import { SALE_RETURN_ENDPOINTS as API } from '../../src/modules/pos/returns/domain/returns-endpoints';
import type { SaleForReturn } from '../../src/modules/pos/returns/domain/returns-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { onHandMilli, stockIndex } from '../../src/kits/stock/stock-balance';
import { COUNTER_ENDPOINTS } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBill, CounterRequirements } from '../../src/modules/pos/counter/domain/counter-types';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { customerLedger, customerOutstandingPaise } from '../../src/mocks/core/accounting/party-postings';
import { returnsHandlers } from '../../src/mocks/pos/returns/returns-handlers';
import { customerPendingBills } from '../../src/modules/pos/receipts/domain/customer-bills';
import { RECEIPT_ENDPOINTS, type ReceiptRequirements } from '../../src/modules/pos/receipts/domain/receipt-types';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { setupDemoServer } from './support/demo-server';
import { agrees, COMPANY, CUSTOMER, refusal, saveReturn } from './support/pos-sale-return-calls';
import { signInAs } from './support/render-app';

const { server } = setupDemoServer();
// Until the lead registers them in src/mocks/handlers.ts (before the generic handlers), each test adds them.
beforeEach(() => server.use(...returnsHandlers));

describe('sale returns on the demo backend (api/CRMSaleReturns)', () => {
  it('returns a counter sale of goods: the goods themselves back into their store, credit on account for the customer it names; the bill cannot be cancelled while the return stands', async () => {
    const SHOP = 1015;
    await signInAs(SHOP, 'admin');
    const requirements = await dataProvider.report<CounterRequirements>(COUNTER_ENDPOINTS.requirements, {});
    const dal = requirements.items.find((item) => item.name === 'Toor dal 1 kg')!;
    const stock = requirements.stock.find((row) => row.item === dal.code)!;
    const buyer = requirements.buyers[0]!.code;
    const onHand = async () => onHandMilli(stockIndex([...(await stockLedger(SHOP))]), stock.stockItem, stock.store);
    const before = await onHand();
    const sold = (await dataProvider.write(
      COUNTER_ENDPOINTS.bill,
      {
        header: { billId: 'counter-r1', outlet: 'C01', customer: buyer, settlemode: 'CASH', settleId: 'counter-r1-s' },
        lines: [{ lineId: 'L1', itemId: dal.code, qty: 3 }],
        tenders: [],
        traCheck: 1,
      },
      'counter-r1',
    )) as unknown as { bill: CounterBill };
    expect(await onHand()).toBe(before - 3000);
    const source = (await dataProvider.get<SaleForReturn>(API.sale, String(sold.bill.billNo)))!;
    expect(source.header.customer).toBe(buyer);
    const owed = (await customerOutstandingPaise(SHOP)).get(buyer) ?? 0;
    const figures = returnFigures(source, new Map([[source.lines[0]!.lineId, 2]]));
    const saved = await dataProvider.write(
      API.save,
      {
        header: {
          billNo: sold.bill.billNo,
          refundMode: 'CREDIT',
          reason: 'Packets torn',
          total: fromPaise(figures.total),
        },
        lines: [{ lineId: source.lines[0]!.lineId, qty: 2 }],
        taxes: [],
        traCheck: 1,
      },
      'counter-return',
    );
    expect(await onHand()).toBe(before - 1000);
    // The bill was paid in cash: the credit stands on the customer's account, against no bill.
    expect((await customerOutstandingPaise(SHOP)).get(buyer)).toBe(owed - figures.total);
    expect((await customerLedger(SHOP)).find((row) => row.transactionId === saved.seq)).toMatchObject({
      transactionType: 'SRT',
      onTraId: '',
    });
    const cancelBill = { header: { billNo: sold.bill.billNo, reason: 'Wrong customer' }, traCheck: 3 };
    expect(await refusal(dataProvider.write(COUNTER_ENDPOINTS.bill, cancelBill, 'cancel-bill-1'))).toContain(
      `has a return against it (${String(saved.seq)})`,
    );
    await dataProvider.write(API.remove, { recordId: saved.recordId }, 'cancel-counter-return');
    expect(await onHand()).toBe(before - 3000);
    expect((await customerOutstandingPaise(SHOP)).get(buyer) ?? 0).toBe(owed);
    expect(await refusal(dataProvider.write(COUNTER_ENDPOINTS.bill, cancelBill, 'cancel-bill-2'))).toBe('saved');
    expect((await dataProvider.get<SaleForReturn>(API.sale, String(sold.bill.billNo)))!.result).toMatch(
      /is void|was cancelled/,
    );
  });

  it('sets credit on account from a return against the customer’s other bill by a receipt, moving nothing in the books; the return cannot be cancelled while its credit is spent', async () => {
    await signInAs(COMPANY, 'admin');
    const paid = await settledBill(COMPANY, {
      billNo: 306,
      lines: [['Butter naan', 4]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const other = await settledBill(COMPANY, {
      billNo: 307,
      lines: [['Chicken biryani', 2]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const receive = (
      header: Record<string, unknown>,
      lines: Array<{ onTraId: string; paymentAmount: number }>,
      key: string,
    ) =>
      dataProvider.write(
        RECEIPT_ENDPOINTS.save,
        {
          header: {
            partyId: CUSTOMER,
            tds: 0,
            rebate: 0,
            others: 0,
            modeOfPayment: 'CAS',
            revAccount: 'AC001',
            remarks: '',
            ...header,
          },
          lines: lines.map((line) => ({ partyId: CUSTOMER, ...line })),
        },
        key,
      );
    await receive({ receiptAmt: paid.total }, [{ onTraId: paid.seq, paymentAmount: paid.total }], 'pay-306');
    const { answer, figures } = await saveReturn(306, [['Butter naan', 1]], 'CREDIT');
    expect((await customerLedger(COMPANY)).filter((row) => row.transactionId === answer.seq)).toEqual([
      expect.objectContaining({ onTraId: '', returnAmount: fromPaise(figures.total) }),
    ]);
    const creditOf = async () =>
      (await dataProvider.report<ReceiptRequirements>(RECEIPT_ENDPOINTS.requirements, {})).customers.find(
        (one) => one.code === CUSTOMER,
      )!.credit;
    expect(await creditOf()).toBe(fromPaise(figures.total));
    const [owed, entries] = [
      (await customerOutstandingPaise(COMPANY)).get(CUSTOMER)!,
      (await ledgerEntries(COMPANY)).length,
    ];

    const credit = fromPaise(figures.total);
    expect(
      await refusal(
        receive(
          { receiptAmt: 0, creditAdjusted: credit + 0.01 },
          [{ onTraId: other.seq, paymentAmount: credit + 0.01 }],
          'too-much',
        ),
      ),
    ).toContain('of credit cannot be set off');
    const setOff = await receive(
      { receiptAmt: 0, creditAdjusted: credit, baseAmt: credit },
      [{ onTraId: other.seq, paymentAmount: credit }],
      'set-off',
    );
    expect(
      customerPendingBills(await customerLedger(COMPANY), CUSTOMER).map((bill) => [bill.billId, bill.pendingPaise]),
    ).toEqual([[other.seq, toPaise(other.total) - figures.total]]);
    expect(await creditOf()).toBe(0);
    expect((await customerOutstandingPaise(COMPANY)).get(CUSTOMER)).toBe(owed);
    expect((await ledgerEntries(COMPANY)).length).toBe(entries);
    expect(await agrees()).toBe(true);

    expect(await refusal(dataProvider.write(API.remove, { recordId: answer.recordId }, 'cancel-306'))).toContain(
      'has been set against bills by a receipt',
    );
    await dataProvider.write(
      RECEIPT_ENDPOINTS.cancel,
      { recordId: setOff.recordId, detail: 'Wrong bill' },
      'cancel-set-off',
    );
    expect(await creditOf()).toBe(credit);
    await dataProvider.write(API.remove, { recordId: answer.recordId }, 'cancel-306-b');
    expect((await customerOutstandingPaise(COMPANY)).get(CUSTOMER)).toBe(owed + figures.total);
    expect(await agrees()).toBe(true);
  });
});
