import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { fromMilli, toMilli } from '../../src/lib/quantity/quantity';
import { closingStockByStore } from '../../src/kits/stock/stock-balance';
import { SALE_RETURN_ENDPOINTS as API } from '../../src/modules/pos/returns/domain/returns-endpoints';
import type {
  ReturnableSale,
  SaleReturnAnswer,
  SaleReturnHeader,
} from '../../src/modules/pos/returns/domain/returns-types';
import { chartOf, ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { itemMasters } from '../../src/mocks/core/stock/stock-masters';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { customerLedger, customerOutstandingPaise } from '../../src/mocks/core/accounting/party-postings';
import { returnsHandlers } from '../../src/mocks/pos/returns/returns-handlers';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { setupDemoServer } from './support/demo-server';
import { agrees, COMPANY, CUSTOMER, refusal, sale, saveReturn, today } from './support/pos-sale-return-calls';
import { signInAs } from './support/render-app';

const { server } = setupDemoServer();
// Until the lead registers them in src/mocks/handlers.ts (before the generic handlers), each test adds them.
beforeEach(() => server.use(...returnsHandlers));

const voucherOf = async (seq: string) => (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === seq);
const kitchen = async () =>
  new Map(
    closingStockByStore([...(await stockLedger(COMPANY))], today)
      .filter((line) => line.store === 'KIT')
      .map((line) => [line.itemName, toMilli(line.qty)]),
  );
const idOf = async (name: string) =>
  [...(await itemMasters(COMPANY)).items.values()].find((item) => item.name === name)!.itemId;

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
});
