import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { toMilli } from '../../src/lib/quantity/quantity';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import { isValidGtin } from '../../src/modules/pos/counter/domain/barcode';
import { COUNTER_ENDPOINTS as API } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBill } from '../../src/modules/pos/counter/domain/counter-types';
import { activities } from '../../src/mocks/core/activity-log';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { customerLedger } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import {
  type Made,
  type Sale,
  SHOP,
  body,
  goods,
  needs,
  onHand,
  refusal,
  sell,
  today,
  voucherOf,
} from './support/pos-counter';

setupDemoServer();

describe('counter sales on the demo backend', () => {
  it('gives the counters, every item a barcode, the goods with their stock and the customers', async () => {
    await signInAs(SHOP, 'admin');
    const requirements = await needs();
    expect(requirements.outlets.map((outlet) => outlet.code)).toEqual(['C01', 'C02', 'C03', 'EXP']);
    expect(requirements.tables).toEqual([]);
    expect(requirements.codes).toHaveLength(requirements.items.length);
    expect(requirements.codes.every((row) => isValidGtin(row.code))).toBe(true);
    expect(new Set(requirements.codes.map((row) => row.code)).size).toBe(requirements.codes.length);
    const dal = goods(requirements, 'Toor dal 1 kg');
    expect(dal.stock).toMatchObject({ stockItem: expect.stringMatching(/^ITM-/), unit: 'PKT' });
    expect(dal.stock.onHand).toBeGreaterThan(0);
    expect(requirements.buyers.length).toBeGreaterThan(requirements.customers.length);
    expect(requirements.customers.every((row) => row.creditLimit > 0)).toBe(true);
  });

  it('makes and settles a cash sale in one write: numbered in the counter’s series, no table, stock down, a balanced voucher, once per key', async () => {
    await signInAs(SHOP, 'staff');
    const requirements = await needs();
    expect(requirements.outlets.map((outlet) => outlet.code)).toEqual(['C01', 'C02']);
    const dal = goods(requirements, 'Toor dal 1 kg');
    const before = await onHand(dal.stock.stockItem, dal.stock.store);
    const sale: Sale = {
      billId: 'cash-1',
      lines: [[dal.item.code, 2]],
      tenders: [{ mode: 'CASH', amount: 0, tendered: 1000 }],
    };
    const priced = await refusal(sell(sale));
    // The tender must pay the bill exactly: the first try names the total, then the right amount settles.
    const total = Number(/bill is ([\d,.]+)\./.exec(priced)![1]!.replace(/,/g, ''));
    const answer = await sell({ ...sale, tenders: [{ mode: 'CASH', amount: total, tendered: 1000 }] });
    expect(answer.bill).toMatchObject({
      seq: expect.stringMatching(/^CA\d\d-000001$/),
      tableNo: '',
      kotIds: [],
      status: 'SETTLED',
      outlet: 'C01',
      total,
      printCount: 1,
      customer: '',
    });
    expect(answer.change).toBe(fromPaise(toPaise(1000) - toPaise(total)));
    expect(await onHand(dal.stock.stockItem, dal.stock.store)).toBe(before - toMilli(2));
    const voucher = await voucherOf(answer.bill.seq);
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(sumPaise(voucher.map((entry) => entry.credit)));
    // Named as a counter bill (not the restaurant's) in the voucher and the activity log.
    expect(voucher[0]!.narration).toMatch(new RegExp(`^Counter bill ${answer.bill.seq} `));
    expect(
      (await activities(SHOP)).filter((row) => row.reference === answer.bill.seq).map((row) => row.subject),
    ).toEqual(['Counter bill', 'Counter bill']);

    // The same sale again (a retry, with the key or only the billId) is the same bill; stock falls once.
    expect((await sell({ ...sale, tenders: [{ mode: 'CASH', amount: total, tendered: 1000 }] })).bill.billNo).toBe(
      answer.bill.billNo,
    );
    expect((await sell({ ...sale, tenders: [{ mode: 'CASH', amount: total }] }, 'another-key')).bill.billNo).toBe(
      answer.bill.billNo,
    );
    expect(await onHand(dal.stock.stockItem, dal.stock.store)).toBe(before - toMilli(2));
    expect([...(await billsOf(SHOP)).values()]).toHaveLength(1);
  });

  it('refuses goods beyond their store’s stock, naming them, and saves nothing', async () => {
    await signInAs(SHOP, 'admin');
    const dal = goods(await needs(), 'Toor dal 1 kg');
    const more = dal.stock.onHand + 1;
    expect(await refusal(sell({ lines: [[dal.item.code, more]] }))).toBe(
      `Toor dal 1 kg: only ${dal.stock.onHand} PKT in ${dal.stock.storeName}, the bill asks ${more} PKT.`,
    );
    expect((await billsOf(SHOP)).size).toBe(0);
    expect(await refusal(sell({ outlet: 'FC', lines: [[dal.item.code, 1]] }))).toBe(
      'Outlet FC is not a counter you may bill at.',
    );
    expect(await refusal(sell({ lines: [['PI-9999', 1]] }))).toBe('Item PI-9999 is not on sale.');
    expect(await refusal(sell({ lines: [[dal.item.code, 1.0001]] }))).toBe(
      'Toor dal 1 kg: the quantity is above zero, at most 9,99,999.999, with at most three decimals.',
    );
  });

  it('sells on credit within the customer’s limit only, to the sale’s customer, with the SAL row in their ledger', async () => {
    await signInAs(SHOP, 'admin');
    const requirements = await needs();
    const staffBuyer = requirements.customers.find((row) => row.creditLimit === 5000)!;
    const rice = requirements.items.find((row) => row.name === 'Sona masoori rice 5 kg')!;
    const over = await refusal(sell({ customer: staffBuyer.code, settlemode: 'CREDIT', lines: [[rice.code, 20]] }));
    expect(over).toMatch(
      new RegExp(
        `^Credit: ${staffBuyer.name}'s credit limit is 5,000.00; 0.00 is outstanding, so [\\d,.]+ more is over the limit.$`,
      ),
    );
    const other = requirements.customers.find((row) => row.code !== staffBuyer.code)!;
    expect(
      await refusal(
        sell({
          customer: staffBuyer.code,
          lines: [[rice.code, 1]],
          settlemode: 'CREDIT',
          tenders: [{ mode: 'CREDIT', amount: 1, customer: other.code }],
        }),
      ),
    ).toBe(`A sale to ${staffBuyer.name} is on credit to that customer only.`);

    const answer = await sell({ customer: staffBuyer.code, settlemode: 'CREDIT', lines: [[rice.code, 2]] });
    expect(answer.bill).toMatchObject({
      customer: staffBuyer.code,
      customerName: staffBuyer.name,
      tenders: [{ mode: 'CREDIT', customer: staffBuyer.code }],
    });
    expect((await customerLedger(SHOP)).filter((row) => row.transactionId === answer.bill.seq)).toEqual([
      expect.objectContaining({ partyId: staffBuyer.code, transactionType: 'SAL', pendingAmount: answer.bill.total }),
    ]);
    expect((await needs()).customers.find((row) => row.code === staffBuyer.code)!.outstanding).toBe(answer.bill.total);
  });

  it('bills a counter’s MRP price list (rates include tax) at each rate’s pre-tax value, so the bill comes to the printed price', async () => {
    await signInAs(SHOP, 'admin');
    const requirements = await needs();
    // Turmeric carries 5 % (dal is nil-rated, and a nil-rated rate is its own pre-tax value).
    const spice = goods(requirements, 'Turmeric powder 200 g');
    const lists = await dataProvider.list<{
      code: string;
      taxInclusive: boolean;
      lines: Array<{ item: string; rate: number }>;
    }>('api/pos/getPOSCompletePricesInformation');
    const mrp = lists.find((list) => list.code === 'PL-C01')!;
    expect(mrp.taxInclusive).toBe(true);
    const printed = mrp.lines.find((line) => line.item === spice.item.code)!.rate;
    const { bill } = await sell({ lines: [[spice.item.code, 1]] });
    expect(bill.lines[0]!.rate).toBe(requirements.rates.C01![spice.item.code]);
    expect(bill.lines[0]!.rate).toBeLessThan(printed);
    expect(bill.total).toBe(printed);
  });

  it('serves the counters of the commerce (1002) and CRM (1009) editions too', async () => {
    for (const [company, counters] of [
      [1002, ['C01', 'C02', 'C03', 'EXP']],
      [1009, ['NSC', 'TEA']],
    ] as const) {
      await signInAs(company, 'admin');
      const requirements = await needs();
      expect(requirements.outlets.map((outlet) => outlet.code)).toEqual(counters);
      const item = requirements.items.find((row) => !requirements.stock.some((stock) => stock.item === row.code))!;
      const { bill } = await dataProvider
        .write(API.bill, body({ outlet: counters[0], lines: [[item.code, 1]] }), `edition-${company}`)
        .then((answer) => answer as unknown as Made);
      expect(bill).toMatchObject({ status: 'SETTLED', outlet: counters[0], tableNo: '' });
    }
  });

  it('lists the counter bills by date and outlet and gives the sales dashboard today’s figures', async () => {
    await signInAs(SHOP, 'admin');
    const requirements = await needs();
    const dal = goods(requirements, 'Toor dal 1 kg');
    const first = (await sell({ lines: [[dal.item.code, 1]] })).bill;
    const second = (await sell({ outlet: 'C02', lines: [[dal.item.code, 2]], settlemode: 'UPI' })).bill;
    const list = (detail: string) =>
      dataProvider.report<CounterBill[]>(API.bills, { frmDate: formatDate(today), toDate: formatDate(today), detail });
    expect((await list('')).map((bill) => bill.seq)).toEqual([first.seq, second.seq]);
    expect((await list('C02')).map((bill) => bill.seq)).toEqual([second.seq]);
    const figures = await dataProvider.report<DashboardData>(API.dashboard, {});
    expect(figures.cards).toMatchObject({
      todayBills: 2,
      todaySales: fromPaise(toPaise(first.total) + toPaise(second.total)),
      cancelledBills: 0,
    });
    expect(figures.charts.settlementModes).toEqual([
      { label: 'Cash', value: first.total },
      { label: 'UPI', value: second.total },
    ]);
    expect(figures.charts.bestItems).toEqual([{ label: 'Toor dal 1 kg', value: expect.any(Number) }]);
  });
});
