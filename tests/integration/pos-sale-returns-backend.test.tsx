import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { fromMilli, toMilli } from '../../src/lib/quantity/quantity';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { closingStockByStore } from '../../src/kits/stock/stock-balance';
import { returnFigures } from '../../src/modules/pos/returns/domain/refund-rules';
import { SALE_RETURN_ENDPOINTS as API } from '../../src/modules/pos/returns/domain/returns-endpoints';
import type {
  ReturnableSale,
  SaleForReturn,
  SaleReturnAnswer,
  SaleReturnHeader,
} from '../../src/modules/pos/returns/domain/returns-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { listRecords, writeRecord } from '../../src/mocks/core/record-store';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { onHandMilli, stockIndex } from '../../src/kits/stock/stock-balance';
import { COUNTER_ENDPOINTS } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBill, CounterRequirements } from '../../src/modules/pos/counter/domain/counter-types';
import { itemMasters } from '../../src/mocks/core/stock/stock-masters';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { taxesOf } from '../../src/mocks/core/billing/billing-masters';
import { customerLedger, customerOutstandingPaise } from '../../src/mocks/core/accounting/party-postings';
import { returnsHandlers } from '../../src/mocks/pos/returns/returns-handlers';
import { customerPendingBills } from '../../src/modules/pos/receipts/domain/customer-bills';
import { RECEIPT_ENDPOINTS, type ReceiptRequirements } from '../../src/modules/pos/receipts/domain/receipt-types';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { writeDayClose } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

const { server } = setupDemoServer();
// Until the lead registers them in src/mocks/handlers.ts (before the generic handlers), each test adds them.
beforeEach(() => server.use(...returnsHandlers));

const COMPANY = 1010;
const today = serverToday();
const CUSTOMER = 'SC-0006'; // a staff customer with a 5,000.00 credit limit

const sale = async (billNo: number) => (await dataProvider.get<SaleForReturn>(API.sale, String(billNo)))!;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [error.message, ...Object.values(error.fieldErrors ?? {})].join(' | '),
  );
type Asked = Array<[string, number]>;
const lineIdOf = (source: SaleForReturn, name: string) => source.lines.find((line) => line.itemName === name)!.lineId;
/** SetSaleReturn as the screen sends it: the quantities by line, the refund the cashier saw. */
async function saveReturn(
  billNo: number,
  asked: Asked,
  refundMode: 'CASH' | 'CREDIT' = 'CASH',
  key = `r-${billNo}-${JSON.stringify(asked)}-${refundMode}`,
) {
  const source = await sale(billNo);
  const quantities = new Map(asked.map(([name, qty]) => [lineIdOf(source, name), qty]));
  const figures = returnFigures(source, quantities);
  const body = {
    header: { billNo, refundMode, reason: 'Guest did not like it', total: fromPaise(figures.total) },
    lines: [...quantities].map(([lineId, qty]) => ({ lineId, qty })),
    taxes: [],
    traCheck: 1,
  };
  return { answer: await dataProvider.write(API.save, body, key), figures };
}
const voucherOf = async (seq: string) => (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === seq);
const kitchen = async () =>
  new Map(
    closingStockByStore([...(await stockLedger(COMPANY))], today)
      .filter((line) => line.store === 'KIT')
      .map((line) => [line.itemName, toMilli(line.qty)]),
  );
const idOf = async (name: string) =>
  [...(await itemMasters(COMPANY)).items.values()].find((item) => item.name === name)!.itemId;
async function agrees() {
  const balance = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return balance.totals.debit === balance.totals.credit && balance.totals.closingDebit === balance.totals.closingCredit;
}

describe('sale returns on the demo backend (api/CRMSaleReturns)', () => {
  it('returns a restaurant bill’s line in cash: stock back into the kitchen, the bill’s tax refunded as charged, the voucher reversed', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 301,
      lines: [
        ['Butter naan', 2],
        ['Chicken biryani', 1],
      ],
      discount: { kind: 'PERCENT', percent: 5 },
    });
    const listed = await dataProvider.report<ReturnableSale[]>(API.sales, {
      frmDate: formatDate(today),
      toDate: formatDate(today),
    });
    expect(listed).toEqual([
      expect.objectContaining({
        billNo: 301,
        seq: bill.seq,
        total: bill.total,
        returned: 0,
        customer: '',
        settledBy: 'Cash',
      }),
    ]);
    const before = await kitchen();

    const { answer, figures } = await saveReturn(301, [['Butter naan', 1]]);
    expect(answer).toMatchObject({ result: 'OK', seq: `SRT${today.slice(2, 4)}-${today.slice(5, 7)}/0001` });
    const naan = bill.lines.find((line) => line.itemName === 'Butter naan')!;
    // Half the naan line's figures exactly as billed (its tax as charged), the refund rounded to the rupee.
    expect(figures.taxable).toBe(Math.round(toPaise(naan.taxable) / 2));
    expect(figures.total % 100).toBe(0);
    const stored = (await dataProvider.get<SaleReturnAnswer>(API.get, String(answer.recordId)))!;
    expect(stored.header).toMatchObject({
      billSeq: bill.seq,
      refundMode: 'CASH',
      total: fromPaise(figures.total),
      pos: 2,
      printCount: 0,
    });

    // One naan of a batch of 20 is 0.1 KG of flour, 0.015 LTR of milk, 0.01 KG of butter back in the kitchen store.
    const after = await kitchen();
    const rose = async (name: string) =>
      fromMilli((after.get(await idOf(name)) ?? 0) - (before.get(await idOf(name)) ?? 0));
    expect(await rose('Wheat flour (atta)')).toBe(0.1);
    expect(await rose('Milk')).toBe(0.015);
    expect(await rose('Butter')).toBe(0.01);
    expect(stored.stock.every((row) => row.store === 'KIT')).toBe(true);

    const voucher = await voucherOf(stored.header.seq);
    // out of the cashier's cash
    expect(voucher.find((entry) => entry.account === 'AC001')?.credit).toBe(figures.total);
    // sales, as the bill credited them
    expect(voucher.find((entry) => entry.account === 'AC201')?.debit).toBe(figures.taxable);
    expect(voucher.find((entry) => entry.account === 'AC501')?.debit).toBe(
      figures.taxes.find((tax) => tax.component === 'CGST')!.amount,
    );
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(sumPaise(voucher.map((entry) => entry.credit)));
    expect(await agrees()).toBe(true);
    expect(
      (await activities(COMPANY)).some((row) => row.subject === 'Sale return' && row.reference === stored.header.seq),
    ).toBe(true);
    expect((await sale(301)).lines.find((line) => line.itemName === 'Butter naan')!.returned.qty).toBe(1);
  });

  it('refuses more than was sold less earlier returns, naming the item and the most; nothing changes', async () => {
    await signInAs(COMPANY, 'admin');
    await settledBill(COMPANY, { billNo: 302, lines: [['Butter naan', 3]] });
    await saveReturn(302, [['Butter naan', 1]]);
    const entries = (await ledgerEntries(COMPANY)).length;
    expect(await refusal(saveReturn(302, [['Butter naan', 2.5]]))).toBe(
      'Check the marked fields and save again. | Butter naan: at most 2 can be returned (3 sold, 1 returned before).',
    );
    expect((await ledgerEntries(COMPANY)).length).toBe(entries);
    expect((await sale(302)).returns).toHaveLength(1);
  });

  it('refunds as credit to the customer a credit bill named: their balance falls by the refund; a walk-in bill is refunded only in cash', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 303,
      lines: [['Chicken biryani', 2]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const owed = (await customerOutstandingPaise(COMPANY)).get(CUSTOMER)!;
    expect(owed).toBe(toPaise(bill.total));
    const { answer, figures } = await saveReturn(303, [['Chicken biryani', 1]], 'CREDIT');
    expect((await customerOutstandingPaise(COMPANY)).get(CUSTOMER)).toBe(owed - figures.total);
    expect((await customerLedger(COMPANY)).filter((row) => row.transactionId === answer.seq)).toEqual([
      expect.objectContaining({
        partyId: CUSTOMER,
        transactionType: 'SRT',
        returnAmount: fromPaise(figures.total),
        onTraId: bill.seq,
      }),
    ]);
    const debtors = (await voucherOf(String(answer.seq))).find((entry) => entry.credit > 0)!;
    expect(debtors.credit).toBe(figures.total);
    expect((await chartOf(COMPANY)).accounts.find((account) => account.code === debtors.account)?.group).toBe(
      'DEBTORS',
    );

    // Cash back on a bill still owed would leave them owing all of it.
    const ledgerBefore = (await customerLedger(COMPANY)).length;
    expect(await refusal(saveReturn(303, [['Chicken biryani', 1]], 'CASH'))).toContain(
      `still owes ${formatMoney(toPaise(bill.total) - figures.total)} on bill ${bill.seq}: refund as credit, which settles the bill first.`,
    );
    expect((await customerLedger(COMPANY)).length).toBe(ledgerBefore);

    await settledBill(COMPANY, { billNo: 304, lines: [['Filter coffee', 2]] });
    expect(await refusal(saveReturn(304, [['Filter coffee', 1]], 'CREDIT'))).toContain(
      `names no customer (a walk-in sale): refund in cash.`,
    );
    expect(await agrees()).toBe(true);
  });

  it('cancels a return exactly: stock, the customer’s balance and the books back as they were; the return kept, marked cancelled', async () => {
    await signInAs(COMPANY, 'admin');
    await settledBill(COMPANY, {
      billNo: 305,
      lines: [['Butter naan', 4]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const [stock, owed, entries] = [
      await kitchen(),
      (await customerOutstandingPaise(COMPANY)).get(CUSTOMER),
      (await ledgerEntries(COMPANY)).length,
    ];
    const { answer } = await saveReturn(305, [['Butter naan', 3]], 'CREDIT');
    expect(await kitchen()).not.toEqual(stock);
    await dataProvider.write(API.remove, { recordId: answer.recordId }, 'cancel-305');
    expect(await kitchen()).toEqual(stock);
    expect((await customerOutstandingPaise(COMPANY)).get(CUSTOMER)).toBe(owed);
    expect((await ledgerEntries(COMPANY)).length).toBe(entries);
    expect(await agrees()).toBe(true);
    const list = await dataProvider.report<SaleReturnHeader[]>(API.list, { frmDate: formatDate(today) });
    expect(list).toEqual([expect.objectContaining({ seq: answer.seq, pos: 9 })]);
    expect(await refusal(dataProvider.write(API.remove, { recordId: answer.recordId }, 'cancel-305-b'))).toBe(
      `Sale return ${String(answer.seq)} is already cancelled.`,
    );
    // What was returned and then cancelled can come back again in full.
    expect((await sale(305)).lines[0]!.returned.qty).toBe(0);
  });

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
