import { format } from 'date-fns';
import { IDEMPOTENCY_HEADER, postApi } from '../../src/lib/api/api-client';
import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { currentSession } from '../../src/lib/session/session-store';
import type { Bill, BillAnswer, SettleAnswer } from '../../src/kits/billing/domain/bill-types';
import type { KotAnswer, KotLineWire, OrderHead, RunningTable } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import type { CounterCustomer } from '../../src/modules/takeaway/domain/counter-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../src/modules/takeaway/domain/takeaway-book';
import { CUSTOMER_OFFERS } from '../../src/modules/takeaway/resources/customer-offers';
import { HAPPY_HOURS } from '../../src/modules/takeaway/resources/happy-hours';
import type { ReportResult } from '../../src/engine/report/report';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { customerLedger } from '../../src/mocks/core/accounting/party-postings';
import { writeBills, writeDayClose } from '../../src/mocks/core/billing/billing-store';
import { isDayClosed } from '../../src/mocks/core/billing/day-status';
import { activities } from '../../src/mocks/core/activity-log';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import { setTestClock } from '../setup/test-clock';

setupDemoServer();
// Happy hours follow the time of day: the file runs at 11:00 of the test clock's day, when no seeded happy hour is
// on (the seeds' evening tea-time hour took the chai's price from 15:00 to 17:00 on weekdays).
beforeAll(() => setTestClock(`${format(new Date(), 'yyyy-MM-dd')}T11:00:00`));
afterAll(() => void vi.useRealTimers());

// 1012's take-away menu (food): TI-0012 chicken dum biryani 240 (BIR), TI-0025 samosa 40 (SNK), TI-0032 masala chai 30
// (BEV), CB-04 the biryani lunch box (biryani + lime juice), AD-03 onion raita 30 (with BIR, at most 2). The counter
// price list CTR is the item rates including GST 5%: billed at their pre-tax equivalent (30 → 28.57).
const BIRYANI = 'TI-0012';
const CHAI = 'TI-0032';
const SAMOSA = 'TI-0025';
const LUNCH_BOX = 'CB-04';
const RAITA = 'AD-03';

async function post<T>(route: string, body: Record<string, unknown>, key?: string): Promise<T> {
  return postApi<T>(route, { ...body, usr: currentSession()!.usr }, key ? { [IDEMPOTENCY_HEADER]: key } : undefined);
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    (answer) => `answered ${JSON.stringify(answer).slice(0, 80)}`,
    (error: ApiError) => `${error.status} ${error.message}`,
  );

let serial = 0;
const order = () => `TA-${String((serial += 1)).padStart(6, '0')}`;
const head = (customer?: CounterCustomer, startedAt = new Date().toISOString()): OrderHead => ({
  orderType: 'TAKEAWAY',
  customer: customer?.code ?? '',
  customerName: customer?.name ?? '',
  phone: customer?.mobile ?? '',
  address: customer?.address ?? '',
  startedAt,
});
const line = (
  kotId: string,
  tableNo: string,
  itemId: string,
  qty: number,
  rate: number,
  more: Partial<KotLineWire> = {},
): KotLineWire => ({
  kotId,
  tableNo,
  waiter: '',
  covers: 1,
  lineId: `L${(serial += 1)}`,
  itemId,
  qty,
  rate,
  notes: '',
  reason: '',
  ...more,
});
const kot = (lines: KotLineWire[], orderHead: OrderHead, outlet = 'MAIN') =>
  post<KotAnswer>(ROUTES.kot, { kotinf: lines, outlet, traCheck: 1, order: orderHead }, lines[0]!.kotId);
const makeBill = (tableno: string, kotIds: string[], more: Record<string, unknown> = {}) => {
  const billId = crypto.randomUUID();
  return post<BillAnswer>(ROUTES.makeBill, { tableno, restacode: 'MAIN', billId, kotIds, ...more }, billId);
};
const settle = (bill: Bill, tenders: unknown[]) => {
  const settleId = crypto.randomUUID();
  return post<SettleAnswer>(
    ROUTES.settle,
    { billno: bill.billNo, settlemode: tenders.length > 1 ? 'SPLIT' : 'CASH', settleId, tenders },
    settleId,
  );
};
const running = async (tableNo: string) =>
  (await post<RunningTable[]>(ROUTES.runningTables, {})).find((table) => table.tableNo === tableNo);

/**
 * A happy hour at MAIN every day from an hour ago to two hours on (a window may run past midnight), 25% off beverages.
 */
async function happyHourNow(
  code = 'HH-NOW',
  from = new Date(Date.now() - 60 * 60_000),
  to = new Date(Date.now() + 2 * 60 * 60_000),
) {
  const rule = {
    ...HAPPY_HOURS.example,
    code,
    name: 'Counter test hour',
    outlet: 'MAIN',
    monday: true,
    tuesday: true,
    wednesday: true,
    thursday: true,
    friday: true,
    saturday: true,
    sunday: true,
    fromTime: format(from, 'HH:mm'),
    toTime: format(to, 'HH:mm'),
    kind: 'PERCENT',
    percentOff: 25,
    amountOff: null,
    priceList: '',
    itemGroups: [{ itemGroup: 'BEV' }],
    validFrom: '2026-01-01',
    validUntil: '',
  };
  await dataProvider.save(HAPPY_HOURS.endpoints.save, HAPPY_HOURS.entity, rule, 1);
  return rule;
}

const customer = async (mobile: string, name = 'Asha Menon') =>
  (
    await post<{ customer: CounterCustomer }>(
      COUNTER.saveCustomer,
      { customer: { name, mobile, address: 'Flat 4B, Lake View, Kochi' } },
      crypto.randomUUID(),
    )
  ).customer;

describe('take-away counter on the demo backend', () => {
  it('serves its outlets, menu with combos and add-ons, counter rates and taxes; tables, waiters and NC departments none', async () => {
    await signInAs(1012, 'admin');
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    expect(
      needs.outlets.map((outlet) => [outlet.code, outlet.billPrefix, outlet.autoSettle, outlet.serviceCharge]),
    ).toContainEqual(['MAIN', 'MAIN/', false, 0]);
    expect(needs.items.find((item) => item.code === LUNCH_BOX)).toMatchObject({
      kind: 'COMBO',
      group: 'LUNCH',
      parts: [
        { itemId: BIRYANI, qty: 1 },
        { itemId: 'TI-0034', qty: 1 },
      ],
    });
    expect(needs.items.find((item) => item.code === RAITA)).toMatchObject({
      kind: 'ADDON',
      addOnFor: 'BIR',
      maxPerItem: 2,
      rate: 30,
    });
    expect(needs.rates.MAIN![CHAI]).toBe(28.57);
    expect(needs.taxes.find((tax) => tax.code === 'GST5')!.components).toEqual([
      { component: 'CGST', percent: 2.5 },
      { component: 'SGST', percent: 2.5 },
    ]);
    expect([needs.tables, needs.waiters, needs.ncDepartments]).toEqual([[], [], []]);
  });

  it('takes a combo, an add-on and a happy-hour line, gives the order a token, bills it priced as the combo and settles it in cash', async () => {
    await signInAs(1012, 'admin');
    await happyHourNow();
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const boxRate = needs.items.find((item) => item.code === LUNCH_BOX)!.rate;
    const table = order();
    const kotId = crypto.randomUUID();
    const biryani = line(kotId, table, BIRYANI, 1, needs.rates.MAIN![BIRYANI]!);
    // The chai at the happy hour's 25% off its counter rate (28.57 → 21.43); the usual rate is refused.
    expect(await failure(kot([line(crypto.randomUUID(), table, CHAI, 1, 28.57)], head()))).toContain(
      'Masala chai sells at 21.43 at',
    );
    const answer = await kot(
      [
        biryani,
        line(kotId, table, RAITA, 2, 30, { parentLineId: biryani.lineId }),
        line(kotId, table, CHAI, 2, 21.43),
        line(kotId, table, LUNCH_BOX, 1, boxRate),
      ],
      head(),
    );
    expect(answer.tickets!.map((ticket) => [ticket.token, ticket.kotGroup])).toEqual([[1, 'KITCHEN']]);
    const open = (await running(table))!;
    expect(open.token).toBe(1);
    expect(open.lines.find((row) => row.itemId === CHAI)).toMatchObject({
      happyHour: 'HH-NOW',
      usualRate: 28.57,
      rate: 21.43,
    });
    expect(open.lines.find((row) => row.itemId === RAITA)).toMatchObject({ parentLineId: biryani.lineId });
    // A third raita is more than two for the one biryani; the next order gets token 2.
    expect(
      await failure(kot([line(crypto.randomUUID(), table, RAITA, 1, 30, { parentLineId: biryani.lineId })], head())),
    ).toContain('Onion raita: at most 2 for each Chicken dum biryani.');
    const other = order();
    expect(
      (await kot([line(crypto.randomUUID(), other, SAMOSA, 1, needs.rates.MAIN![SAMOSA]!)], head())).tickets![0]!.token,
    ).toBe(2);

    const [bill] = (await makeBill(table, [kotId])).bills!;
    expect(bill).toMatchObject({
      token: 1,
      seq: expect.stringMatching(/^MAIN\/\d{2}-000001$/) as string,
      status: 'UNSETTLED',
      order: { orderType: 'TAKEAWAY' },
    });
    const parts = bill!.lines.filter((row) => row.combo);
    expect(parts.map((row) => row.itemId)).toEqual([BIRYANI, 'TI-0034']);
    expect(parts.reduce((sum, row) => sum + Math.round(row.amount * 100), 0)).toBe(Math.round(boxRate * 100));
    expect(bill!.lines.find((row) => row.itemId === RAITA)).toMatchObject({
      taxCode: 'GST5',
      parentLineId: biryani.lineId,
      amount: 60,
    });
    const settled = await settle(bill!, [{ mode: 'CASH', amount: bill!.total, tendered: bill!.total + 100 }]);
    expect(settled).toMatchObject({ result: 'OK', change: 100, bill: { status: 'SETTLED' } });
    expect(await running(table)).toBeUndefined();
    // The voucher and the audit trail name it a take-away bill, with its token (not a restaurant bill of a table).
    const narrations = [
      ...new Set(
        (await ledgerEntries(1012)).filter((entry) => entry.voucher === bill!.seq).map((entry) => entry.narration),
      ),
    ];
    expect(narrations).toEqual([`Take-away bill ${bill!.seq} (MAIN, token 1) settled by Cash`]);
    expect((await activities(1012)).filter((row) => row.reference === bill!.seq).map((row) => row.subject)).toEqual([
      'Take-away bill',
      'Take-away bill',
    ]);

    // The day reports and the dashboard read it.
    const sales = await post<ReportResult>(COUNTER.daySales, { frmDate: format(new Date(), 'yyyy-MM-dd') });
    expect(sales.rows).toEqual([
      expect.objectContaining({
        seq: bill!.seq,
        token: 1,
        orderType: 'Take-away',
        customer: 'Walk-in',
        happyHour: 14.28,
        status: 'Settled',
        modes: 'Cash',
        total: bill!.total,
      }),
    ]);
    const settlement = await post<ReportResult>(COUNTER.daySettlement, { frmDate: format(new Date(), 'yyyy-MM-dd') });
    expect(settlement.groups).toEqual([
      expect.objectContaining({ key: 'Cash', count: 1, totals: { amount: bill!.total } }),
    ]);
    const dashboard = await post<DashboardData>(COUNTER.dashboard, {});
    expect(dashboard.cards).toMatchObject({
      todaySales: bill!.total,
      todayBills: 1,
      openOrders: 1,
      happyHourDiscounts: 14.28,
    });
  });

  it('keeps a happy hour for an order started before its end, even when the KOT comes after it', async () => {
    await signInAs(1012, 'admin');
    // The happy hour ran from two hours ago to one hour ago; the order started 90 minutes ago (kept offline since).
    await happyHourNow('HH-PAST', new Date(Date.now() - 2 * 60 * 60_000), new Date(Date.now() - 60 * 60_000));
    const table = order();
    await kot(
      [line(crypto.randomUUID(), table, CHAI, 1, 21.43)],
      head(undefined, new Date(Date.now() - 90 * 60_000).toISOString()),
    );
    expect((await running(table))!.lines[0]).toMatchObject({ happyHour: 'HH-PAST', rate: 21.43 });
    // An order started now pays the usual rate.
    expect(await failure(kot([line(crypto.randomUUID(), order(), CHAI, 1, 21.43)], head()))).toContain(
      'Masala chai sells at 28.57 at',
    );
  });

  it('finds a customer by phone or makes one on the spot; gives an offer within its limit once, even to two counters at once, and refuses it by name beyond', async () => {
    await signInAs(1012, 'admin');
    expect(
      await post<{ customer: CounterCustomer | null }>(COUNTER.customerByPhone, { detail: '98470 12399' }),
    ).toEqual({ customer: null });
    const asha = await customer('9847012399');
    expect(asha).toMatchObject({
      code: expect.stringMatching(/^SC-\d{4}$/) as string,
      name: 'Asha Menon',
      mobile: '9847012399',
      ordersBefore: 0,
      usedOffers: {},
    });
    expect(
      (await post<{ customer: CounterCustomer }>(COUNTER.customerByPhone, { detail: '+91 98470 12399' })).customer
        ?.code,
    ).toBe(asha.code);
    expect(
      await failure(post(COUNTER.saveCustomer, { customer: { name: '', mobile: '12345' } }, crypto.randomUUID())),
    ).toMatch(/^400 /);

    const limited = {
      ...CUSTOMER_OFFERS.example,
      code: 'ONCE25',
      name: '₹25 off once',
      kind: 'AMOUNT_ABOVE',
      buyItem: '',
      buyQty: null,
      getItem: '',
      getQty: null,
      amount: 25,
      minBill: 100,
      perCustomer: 1,
      validFrom: '2026-01-01',
      validUntil: '',
      outlets: [],
    };
    const expired = { ...limited, code: 'OLD25', perCustomer: 0, validUntil: '2026-01-31' };
    await dataProvider.save(CUSTOMER_OFFERS.endpoints.save, CUSTOMER_OFFERS.entity, limited, 1);
    await dataProvider.save(CUSTOMER_OFFERS.endpoints.save, CUSTOMER_OFFERS.entity, expired, 1);
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const orderOf = async () => {
      const table = order();
      const kotId = crypto.randomUUID();
      await kot([line(kotId, table, BIRYANI, 1, needs.rates.MAIN![BIRYANI]!)], head(asha));
      return { table, kotIds: [kotId] };
    };
    const first = await orderOf();
    expect(await failure(makeBill(first.table, first.kotIds, { offer: 'OLD25' }))).toBe(
      `answered {"result":"Offer OLD25 expired on 31-Jan-2026."}`,
    );

    // Two counters bill the customer at once, each naming the offer with one use left: one bill gets it, the other is
    // refused.
    const [second, third] = await Promise.all([orderOf(), orderOf()]);
    const [one, two] = await Promise.all([
      makeBill(second.table, second.kotIds, { offer: 'ONCE25' }).catch((error: ApiError) => error),
      makeBill(third.table, third.kotIds, { offer: 'ONCE25' }).catch((error: ApiError) => error),
    ]);
    const answers = [one, two] as Array<BillAnswer>;
    const billed = answers.filter((answer) => answer.bills);
    expect(billed).toHaveLength(1);
    const bill = billed[0]!.bills![0]!;
    expect(bill).toMatchObject({
      offer: { code: 'ONCE25', discount: 25, free: false },
      offerDiscount: 25,
      order: { customer: asha.code },
    });
    expect(Math.round((bill.subTotal - bill.offerDiscount! + bill.taxTotal + bill.roundOff) * 100)).toBe(
      Math.round(bill.total * 100),
    );
    expect(answers.filter((answer) => !answer.bills).map((answer) => answer.result)).toEqual([
      `Customer ${asha.code} has already had Offer ONCE25 1 time (the limit).`,
    ]);
    // And the first order, billed later naming it, is refused too; without it, it is billed at full price.
    expect(await failure(makeBill(first.table, first.kotIds, { offer: 'ONCE25' }))).toBe(
      `answered {"result":"Customer ${asha.code} has already had Offer ONCE25 1 time (the limit)."}`,
    );
    expect((await makeBill(first.table, first.kotIds, { offer: '' })).bills![0]!.offer).toBeUndefined();
    expect(
      (await post<{ customer: CounterCustomer }>(COUNTER.customerByPhone, { detail: '9847012399' })).customer,
    ).toMatchObject({ ordersBefore: 2, usedOffers: { ONCE25: 1 } });
    // A customer code not on file gets no offer (it would be a first order every time, never at its limit).
    const ghost = { ...asha, code: 'SC-9999' };
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, BIRYANI, 1, needs.rates.MAIN![BIRYANI]!)], head(ghost));
    expect(((await makeBill(table, [kotId], { offer: 'ONCE25' })) as { result: string }).result).toBe(
      'Customer SC-9999 is not on file: find them by phone or add them, then bill with offer ONCE25.',
    );
  });

  it('refuses a happy hour overlapping another at the same outlet, days and times', async () => {
    await signInAs(1012, 'admin');
    const rule = await happyHourNow('HH-ONE');
    const clash = { ...rule, code: 'HH-TWO' };
    const refused = await dataProvider
      .save(HAPPY_HOURS.endpoints.save, HAPPY_HOURS.entity, clash, 1)
      .catch((error: unknown) => error as ApiError);
    expect((refused as ApiError).fieldErrors).toMatchObject({
      fromTime: 'Overlaps happy hour HH-ONE (Counter test hour) at the same outlet, days, times and item groups',
    });
  });

  it('settles an offered bill in split tender with credit within the customer’s limit (refused above it), posted so the trial balance agrees', async () => {
    await signInAs(1012, 'admin');
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const debtor = needs.customers[0]!;
    const buyer: CounterCustomer = {
      code: debtor.code,
      name: debtor.name,
      mobile: debtor.mobile,
      address: '',
      ordersBefore: 0,
      usedOffers: {},
    };
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, BIRYANI, 3, needs.rates.MAIN![BIRYANI]!)], head(buyer));
    // SAVE10: 10% off a bill of 500 or more (685.71 → 68.57 off).
    const [bill] = (await makeBill(table, [kotId], { offer: 'SAVE10' })).bills!;
    expect(bill).toMatchObject({ offer: { code: 'SAVE10', discount: 68.57 }, offerDiscount: 68.57 });
    const refused = (await settle(bill!, [
      { mode: 'CARD', amount: 100, reference: 'SLIP-7' },
      { mode: 'CREDIT', amount: debtor.creditLimit + 1, customer: debtor.code },
    ])) as { result: string };
    expect(refused.result).toContain(`Credit: ${debtor.name}'s credit limit is`);
    const credit = Math.round((bill!.total - 300) * 100) / 100;
    const settled = await settle(bill!, [
      { mode: 'CARD', amount: 100, reference: 'SLIP-7' },
      { mode: 'UPI', amount: 200, reference: 'UPI-9' },
      { mode: 'CREDIT', amount: credit, customer: debtor.code },
    ]);
    expect(settled.bill!.tenders.map((tender) => tender.mode)).toEqual(['CARD', 'UPI', 'CREDIT']);
    expect(
      (await customerLedger(1012))
        .filter((row) => row.transactionId === bill!.seq)
        .map((row) => [row.partyId, row.transactionAmt]),
    ).toEqual([[debtor.code, credit]]);
    const today = format(new Date(), 'yyyy-MM-dd');
    const balance = trialBalance(await chartOf(1012), await openingSets(1012), await ledgerEntries(1012), {
      to: today,
    });
    expect(balance.totals.debit).toBe(balance.totals.credit);
    expect(balance.totals.closingDebit).toBe(balance.totals.closingCredit);
  });
  it('names a voided order and the closed day in the audit trail by the take-away book (an order, a take-away day), not a restaurant’s table', async () => {
    await signInAs(1012, 'admin');
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, SAMOSA, 2, needs.rates.MAIN![SAMOSA]!)], head());
    const [bill] = (await makeBill(table, [kotId])).bills!;
    await post(ROUTES.voidBill, { recordId: bill!.billNo, detail: 'Customer left' }, crypto.randomUUID());
    const today = format(new Date(), 'yyyy-MM-dd');
    // An order still open: the close is refused in the counter's words (an order, not a table) unless confirmed.
    await kot([line(crypto.randomUUID(), order(), SAMOSA, 1, needs.rates.MAIN![SAMOSA]!)], head());
    const refused = await post<{ result: string }>(
      ROUTES.dayClose,
      { dayClose: { dat: formatDate(today), countedCash: 0, confirmOpen: false, remarks: '' } },
      crypto.randomUUID(),
    );
    expect(refused.result).toBe('1 order is still open. Settle or close them, or a manager confirms closing anyway.');
    await post(
      ROUTES.dayClose,
      { dayClose: { dat: formatDate(today), countedCash: 0, confirmOpen: true, remarks: '' } },
      crypto.randomUUID(),
    );
    const log = await activities(1012);
    expect(log.find((row) => row.action === 'Voided' && row.reference === bill!.seq)).toMatchObject({
      subject: 'Take-away bill',
      detail: `Bill ${bill!.seq} of order ${table} voided: Customer left`,
    });
    expect(log.find((row) => row.action === 'Day closed')).toMatchObject({
      subject: 'Take-away day',
      reference: today,
    });
    // The take-away's day is its own: closed for the counter, not for the restaurant's tables of the same company.
    expect([await isDayClosed(1012, today, 'takeaway'), await isDayClosed(1012, today)]).toEqual([true, false]);
    expect((await post<{ closed: boolean }>(ROUTES.dayStatus, { frmDate: formatDate(today) })).closed).toBe(true);
  });

  it('settles take-away bills on a day the restaurant has closed (each book closes its own day), and refuses them once the take-away day is closed', async () => {
    await signInAs(1012, 'admin');
    const today = format(new Date(), 'yyyy-MM-dd');
    await writeDayClose(1012, {
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
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const billOf = async () => {
      const table = order();
      const kotId = crypto.randomUUID();
      await kot([line(kotId, table, SAMOSA, 1, needs.rates.MAIN![SAMOSA]!)], head());
      return (await makeBill(table, [kotId])).bills![0]!;
    };
    const first = await billOf();
    expect(await settle(first, [{ mode: 'CASH', amount: first.total }])).toMatchObject({ result: 'OK' });
    const second = await billOf();
    await post(
      ROUTES.dayClose,
      { dayClose: { dat: formatDate(today), countedCash: first.total, confirmOpen: true, remarks: '' } },
      crypto.randomUUID(),
    );
    expect(((await settle(second, [{ mode: 'CASH', amount: second.total }])) as { result: string }).result).toBe(
      `The day ${formatDate(today)} is closed: no more bills are settled on it.`,
    );
  });
  it('lists in the day’s settlement the bills settled that day, whenever made (as the day close counts them); the sales list keeps each bill on the day it was made', async () => {
    await signInAs(1012, 'admin');
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, SAMOSA, 2, needs.rates.MAIN![SAMOSA]!)], head());
    const [made] = (await makeBill(table, [kotId])).bills!;
    const yesterday = format(new Date(Date.now() - 24 * 60 * 60_000), 'yyyy-MM-dd');
    await writeBills(1012, [{ ...made!, dat: yesterday }]); // made last night, settled this morning
    await settle(made!, [{ mode: 'CASH', amount: made!.total }]);
    const today = format(new Date(), 'yyyy-MM-dd');
    const seqs = async (route: string, frmDate: string) =>
      (await post<ReportResult>(route, { frmDate })).rows.map((row) => row.seq);
    expect(await seqs(COUNTER.daySettlement, today)).toEqual([made!.seq]);
    expect(await seqs(COUNTER.daySettlement, yesterday)).toEqual([]);
    expect(await seqs(COUNTER.daySales, yesterday)).toEqual([made!.seq]);
    expect(await seqs(COUNTER.daySales, today)).toEqual([]);
  });
  it('refuses to void, reopen or reprint through the counter’s routes a bill of an outlet that is not the counter’s (bills of every book share one store)', async () => {
    await signInAs(1012, 'admin');
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, SAMOSA, 1, needs.rates.MAIN![SAMOSA]!)], head());
    const [own] = (await makeBill(table, [kotId])).bills!;
    const foreign: Bill = {
      ...own!,
      billNo: own!.billNo + 500,
      seq: 'DN26-000777',
      billId: crypto.randomUUID(),
      outlet: 'DIN',
      tableNo: 'T7',
    };
    await writeBills(1012, [foreign]);
    const refusalOf = async (route: string) =>
      (
        (await post<{ result: string }>(
          route,
          { recordId: foreign.billNo, detail: 'Not ours' },
          crypto.randomUUID(),
        )) as { result: string }
      ).result;
    const words = 'Bill DN26-000777 is of outlet DIN, which is not one of yours.';
    expect([
      await refusalOf(ROUTES.voidBill),
      await refusalOf(ROUTES.reopenTable),
      await refusalOf(ROUTES.reprint),
    ]).toEqual([words, words, words]);
    expect(
      (
        await post<{ result: string }>(
          ROUTES.voidBill,
          { recordId: own!.billNo, detail: 'Changed mind' },
          crypto.randomUUID(),
        )
      ).result,
    ).toBe('OK');
  });
});
