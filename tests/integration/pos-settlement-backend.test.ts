import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { fromMilli, toMilli } from '../../src/lib/quantity/quantity';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { closingStockByStore } from '../../src/kits/stock/stock-balance';
import type { DeliveryOrder } from '../../src/kits/billing/domain/delivery-types';
import type { DayStatus } from '../../src/kits/billing/domain/day-close-types';
import type { Bill, DiscountInput, SettleAnswer, Tender } from '../../src/kits/billing/domain/bill-types';
import type { OrderLine } from '../../src/kits/billing/domain/order-types';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { pricedBill } from '../../src/kits/billing/domain/priced-bill';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { itemMasters } from '../../src/mocks/core/stock/stock-masters';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { itemsOf, outletsOf, pricingContext } from '../../src/mocks/core/billing/billing-masters';
import { billsOf, runningTableOf, writeBills, writeRunningTable } from '../../src/mocks/core/billing/billing-store';
import { customerLedger, roomChargesOf } from '../../src/mocks/core/accounting/party-postings';
import { billEffectsOf } from '../../src/mocks/core/billing/settle-effects';
import { folioLinesOf } from '../../src/mocks/frontoffice/fo-store';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { storeSaleReturn } from '../../src/mocks/core/billing/return-store';
import { oneAtATime, writesWaiting } from '../../src/mocks/core/write-queue';
import type { SaleReturnAnswer } from '../../src/modules/pos/returns/domain/returns-types';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

const RESTAURANT = 1010;
const HOTEL = 1001;
const today = serverToday();

interface BillSpec {
  billNo: number;
  lines: Array<[string, number]>; // item name, quantity
  outlet?: string;
  tableNo?: string;
  discount?: DiscountInput;
  nc?: boolean;
  dat?: string;
  billId?: string;
}

/** A bill as the order side writes it: priced by pricedBill, UNSETTLED, its table BILLED. */
async function putBill(company: number, spec: BillSpec): Promise<Bill> {
  const outletCode = spec.outlet ?? (company === HOTEL ? 'MCR' : 'DIN');
  const tableNo = spec.tableNo ?? `T${spec.billNo}`;
  const items = await itemsOf(company);
  const outlet = (await outletsOf(company)).find((row) => row.code === outletCode)!;
  const byName = new Map([...items.values()].map((item) => [item.name, item]));
  const lines: OrderLine[] = spec.lines.map(([name, qty], index) => {
    const item = byName.get(name)!;
    return {
      lineId: `L${spec.billNo}-${index}`,
      itemId: item.code,
      itemName: item.name,
      kotGroup: item.kotGroup,
      qty,
      rate: item.rate,
      notes: '',
    };
  });
  const priced = pricedBill(lines, await pricingContext(company, outlet, today, items), spec.discount, spec.nc);
  const bill: Bill = {
    ...priced,
    billNo: spec.billNo,
    seq: `${outlet.billPrefix}26-${String(spec.billNo).padStart(6, '0')}`,
    billId: spec.billId ?? `bill-${spec.billNo}`,
    outlet: outletCode,
    tableNo,
    waiter: '',
    covers: 2,
    dat: spec.dat ?? today,
    time: new Date().toISOString(),
    user: 'ADMIN',
    kind: spec.nc ? 'NC' : 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: spec.nc ? 'MGMT' : '',
    voidReason: '',
    discountReason: '',
    kotIds: [`kot-${spec.billNo}`],
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 1,
  };
  await writeBills(company, [bill]);
  await writeRunningTable(company, {
    outlet: outletCode,
    tableNo,
    waiter: '',
    covers: 2,
    openedAt: new Date().toISOString(),
    state: 'BILLED',
    amount: bill.total,
    billNo: bill.billNo,
    kotIds: bill.kotIds,
    lines,
  });
  return bill;
}

type SettleBody = { billno: number; settlemode: string; settleId: string; billId?: string; tenders?: Tender[] };
const settle = (body: SettleBody, key: string | undefined = body.settleId) =>
  dataProvider.write(API.settle, body, key) as Promise<SettleAnswer & { result: string }>;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { status?: number }) => `${error.status ?? ''} ${error.message}`.trim(),
  );
const storedBill = async (company: number, billNo: number) => (await billsOf(company)).get(String(billNo))!;
const voucherOf = async (company: number, seq: string) =>
  (await ledgerEntries(company)).filter((entry) => entry.voucher === seq);
const sides = (entries: ReadonlyArray<{ debit: number; credit: number }>) => [
  sumPaise(entries.map((entry) => entry.debit)),
  sumPaise(entries.map((entry) => entry.credit)),
];

describe('restaurant settlement on the demo backend (setSettleBill)', () => {
  it('settles in cash with change, posts a balanced voucher to the cash account and closes the table', async () => {
    await signInAs(RESTAURANT, 'staff');
    const bill = await putBill(RESTAURANT, {
      billNo: 101,
      lines: [
        ['Butter chicken', 1],
        ['Butter naan', 3],
      ],
      discount: { kind: 'PERCENT', percent: 5 },
    });
    const answer = await settle({
      billno: 101,
      settlemode: 'CASH',
      settleId: 'settle-101',
      tenders: [{ mode: 'CASH', amount: bill.total, tendered: 1000 }],
    });
    expect(answer.result).toBe('OK');
    expect(answer.change).toBe(fromPaise(toPaise(1000) - toPaise(bill.total)));
    expect(answer.bill).toMatchObject({
      status: 'SETTLED',
      settleId: 'settle-101',
      tenders: [{ mode: 'CASH', amount: bill.total, tendered: 1000 }],
    });
    expect(await runningTableOf(RESTAURANT, 'DIN', 'T101')).toBeUndefined();

    const voucher = await voucherOf(RESTAURANT, bill.seq);
    const [debit, credit] = sides(voucher);
    expect(debit).toBe(credit);
    expect(debit).toBe(toPaise(bill.total));
    // the cashier's cash in hand
    expect(voucher.find((entry) => entry.account === 'AC001')?.debit).toBe(toPaise(bill.total));
    // The books name it by what it is, not "Journal".
    expect(new Set(voucher.map((entry) => entry.kind))).toEqual(new Set(['Restaurant bill']));
    // Sales net of the discount; CGST and SGST to their payables.
    expect(voucher.find((entry) => entry.account === 'AC201')?.credit).toBe(
      toPaise(bill.subTotal) - toPaise(bill.discount) + toPaise(bill.serviceCharge),
    );
    expect(voucher.find((entry) => entry.account === 'AC501')?.credit).toBe(
      toPaise(bill.taxes.find((tax) => tax.component === 'CGST')!.amount),
    );
    expect(voucher.find((entry) => entry.account === 'AC502')?.credit).toBe(
      toPaise(bill.taxes.find((tax) => tax.component === 'SGST')!.amount),
    );

    // A settled bill again (another settleId) is refused; the same settleId answers the same and posts nothing more.
    expect(await refusal(settle({ billno: 101, settlemode: 'CASH', settleId: 'settle-101-b' }))).toBe(
      `422 Bill ${bill.seq} is already settled.`,
    );
  });

  it('splits a bill across cash, card and UPI: each part to its account', async () => {
    await signInAs(RESTAURANT, 'admin');
    const bill = await putBill(RESTAURANT, {
      billNo: 102,
      lines: [
        ['Mutton rogan josh', 2],
        ['Ghee rice', 2],
      ],
    });
    const card = 300;
    const upi = 200;
    const cash = fromPaise(toPaise(bill.total) - toPaise(card) - toPaise(upi));
    const tendered = fromPaise(toPaise(cash) + 5000);
    const tenders: Tender[] = [
      { mode: 'CASH', amount: cash, tendered },
      { mode: 'CARD', amount: card, reference: 'SLIP-1' },
      { mode: 'UPI', amount: upi, reference: 'UPI-9' },
    ];
    const wrong = await refusal(
      settle({ billno: 102, settlemode: 'SPLIT', settleId: 'split-0', tenders: [...tenders.slice(1)] }),
    );
    expect(wrong).toContain(`The payments add up to 500.00 but the bill is`);
    const answer = await settle({ billno: 102, settlemode: 'SPLIT', settleId: 'split-1', tenders });
    expect(answer.change).toBe(50);
    const voucher = await voucherOf(RESTAURANT, bill.seq);
    expect(voucher.find((entry) => entry.account === 'AC001')?.debit).toBe(toPaise(cash));
    expect(voucher.find((entry) => entry.account === 'AC002')?.debit).toBe(toPaise(card)); // the first bank account
    expect(voucher.find((entry) => entry.account === 'AC004')?.debit).toBe(toPaise(upi)); // the wallet
    const [debit, credit] = sides(voucher);
    expect(debit).toBe(credit);
  });

  it('charges a credit customer within the limit (a SAL row in their ledger) and refuses beyond it, showing the limit', async () => {
    await signInAs(RESTAURANT, 'staff');
    // SC-0006 is a staff customer with a 5,000.00 limit.
    const small = await putBill(RESTAURANT, { billNo: 103, lines: [['Chicken biryani', 2]] });
    const ok = await settle({
      billno: 103,
      settlemode: 'CREDIT',
      settleId: 'credit-1',
      tenders: [{ mode: 'CREDIT', amount: small.total, customer: 'SC-0006' }],
    });
    expect(ok.bill?.status).toBe('SETTLED');
    const rows = (await customerLedger(RESTAURANT)).filter((row) => row.partyId === 'SC-0006');
    expect(rows).toEqual([
      expect.objectContaining({
        transactionType: 'SAL',
        transactionId: small.seq,
        pendingAmount: small.total,
        billType: 'SAL',
        settleMode: 'CREDIT',
      }),
    ]);
    const debtors = (await voucherOf(RESTAURANT, small.seq)).find((entry) => entry.debit > 0)!;
    expect(debtors.debit).toBe(toPaise(small.total));
    expect((await chartOf(RESTAURANT)).accounts.find((account) => account.code === debtors.account)).toMatchObject({
      group: 'DEBTORS',
    });

    const big = await putBill(RESTAURANT, { billNo: 104, lines: [['Mutton rogan josh', 12]] });
    const over = await refusal(
      settle({
        billno: 104,
        settlemode: 'CREDIT',
        settleId: 'credit-2',
        tenders: [{ mode: 'CREDIT', amount: big.total, customer: 'SC-0006' }],
      }),
    );
    expect(over).toMatch(/credit limit is 5,000\.00; .+ is outstanding, so .+ more is over the limit\./);
    expect(over).toContain(`${formatMoney(toPaise(small.total))} is outstanding`);
    expect((await storedBill(RESTAURANT, 104)).status).toBe('UNSETTLED');
    expect(await voucherOf(RESTAURANT, big.seq)).toEqual([]);
  });

  it("charges an in-house guest's room in the hotel (1001) to the guest ledger and posts it to their folio; a room with no guest is refused", async () => {
    const record = await signInAs(HOTEL, 'admin');
    const stay = await putStay(await testSession(record.usr.kCode));
    const bill = await putBill(HOTEL, {
      billNo: 201,
      lines: [
        ['Paneer butter masala', 1],
        ['Butter naan', 2],
      ],
    });
    expect(
      await refusal(
        settle({
          billno: 201,
          settlemode: 'ROOM',
          settleId: 'room-0',
          tenders: [{ mode: 'ROOM', amount: bill.total, room: '999' }],
        }),
      ),
    ).toBe('422 Room: choose an occupied room to charge.');
    await settle({
      billno: 201,
      settlemode: 'ROOM',
      settleId: 'room-1',
      tenders: [{ mode: 'ROOM', amount: bill.total, room: stay.room }],
    });
    const charges = await roomChargesOf(HOTEL);
    expect(charges).toEqual([
      expect.objectContaining({
        id: `${bill.seq}|${stay.room}`,
        billNo: 201,
        seq: bill.seq,
        room: stay.room,
        amount: bill.total,
        status: 'POSTED',
        folio: stay.stayNo,
      }),
    ]);
    expect(await folioLinesOf(HOTEL, stay.stayNo)).toEqual([
      expect.objectContaining({
        kind: 'POS',
        reference: bill.seq,
        head: 'MCR',
        debit: bill.total,
        voucher: '',
        room: stay.room,
      }),
    ]);
    const guest = (await voucherOf(HOTEL, bill.seq)).find((entry) => entry.account === charges[0]!.account)!;
    expect(guest.debit).toBe(toPaise(bill.total));
    expect((await chartOf(HOTEL)).accounts.find((account) => account.code === guest.account)?.name).toBe(
      'Guest ledger (room charges)',
    );
  });

  it('settles once for a repeated settleId (posted once, stock drawn once) and answers 409 for a bill made offline that has not arrived', async () => {
    await signInAs(RESTAURANT, 'staff');
    const early = await refusal(
      settle({ billno: 0, settlemode: 'CASH', settleId: 'offline-settle', billId: 'offline-bill' }),
    );
    expect(early).toBe('409 Waiting for the bill to arrive');
    const bill = await putBill(RESTAURANT, { billNo: 105, lines: [['Tandoori roti', 4]], billId: 'offline-bill' });
    const first = await settle({ billno: 0, settlemode: 'CASH', settleId: 'offline-settle', billId: 'offline-bill' });
    const voucher = await voucherOf(RESTAURANT, bill.seq);
    const stockRows = (await stockLedger(RESTAURANT)).filter((row) => row.transactionId === bill.seq);
    // The same settleId again, without the idempotency header (a retry from another tab): the same answer, nothing
    // more.
    const again = await settle({ billno: 105, settlemode: 'CASH', settleId: 'offline-settle' }, undefined);
    expect(again).toEqual(first);
    expect(await voucherOf(RESTAURANT, bill.seq)).toEqual(voucher);
    expect((await stockLedger(RESTAURANT)).filter((row) => row.transactionId === bill.seq)).toEqual(stockRows);
    expect(stockRows.length).toBeGreaterThan(0);
  });

  it('consumes the recipes from the kitchen store (grams to kilograms exactly) and records what the store did not have', async () => {
    await signInAs(RESTAURANT, 'admin');
    const { items } = await itemMasters(RESTAURANT);
    const idOf = (name: string) => [...items.values()].find((item) => item.name === name)!.itemId;
    const closing = async () =>
      new Map(
        closingStockByStore([...(await stockLedger(RESTAURANT))], today)
          .filter((line) => line.store === 'KIT')
          .map((line) => [line.itemName, toMilli(line.qty)]),
      );
    const before = await closing();
    // Butter naan (batch of 20) × 2 and paneer tikka (batch of 10) × 1, both from the tandoor, which draws from the
    // kitchen store.
    const bill = await putBill(RESTAURANT, {
      billNo: 106,
      lines: [
        ['Butter naan', 2],
        ['Paneer tikka', 1],
      ],
    });
    await settle({ billno: 106, settlemode: 'CASH', settleId: 'stock-1' });
    const after = await closing();
    const fell = (name: string) => fromMilli((before.get(idOf(name)) ?? 0) - (after.get(idOf(name)) ?? 0));
    expect(fell('Wheat flour (atta)')).toBe(0.2); // 2 KG × 2 / 20
    expect(fell('Milk')).toBe(0.03); // 0.3 LTR × 2 / 20
    expect(fell('Butter')).toBe(0.03); // 0.2 KG × 2 / 20 + 100 GM / 10
    expect(fell('Garam masala')).toBe(0.002); // 20 GM / 10
    expect(fell('Garlic')).toBe(0.005); // 50 GM / 10
    expect(fell('Onion')).toBe(0.05);
    const effects = (await billEffectsOf(RESTAURANT, 106))!;
    expect(effects.stockDocument).toBe(bill.seq);
    // The kitchen store holds no paneer or curd: the bill settles all the same, the shortfall recorded, no stock below
    // zero.
    expect(effects.shortfalls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: idOf('Paneer'), store: 'KIT', wanted: 0.2, qty: 0 }),
        expect.objectContaining({ itemId: idOf('Curd'), store: 'KIT', wanted: 0.07, qty: 0 }),
      ]),
    );
    expect([...(await closing()).values()].every((qty) => qty >= 0)).toBe(true);
    expect(
      (await stockLedger(RESTAURANT))
        .filter((row) => row.transactionId === bill.seq)
        .every((row) => row.transactionType === 103 && row.store === 'KIT'),
    ).toBe(true);
  });

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
    const unsettled = await dataProvider.report<Bill[]>(API.unsettled, {});
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
    expect((await dataProvider.report<Bill[]>(API.unsettled, {})).map((bill) => bill.billNo)).toEqual([
      yesterday.billNo,
    ]);

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

  it("settles in the company's write queue: a settlement waits while a receipt or return holds it, then goes through", async () => {
    await signInAs(RESTAURANT, 'admin');
    const bill = await putBill(RESTAURANT, { billNo: 140, lines: [['Filter coffee', 2]] });
    let release = () => {};
    const held = oneAtATime(RESTAURANT, () => new Promise<void>((resolve) => (release = resolve)));
    let answered = false;
    const settled = settle({ billno: 140, settlemode: 'CASH', settleId: 'queued' }).then((answer) => {
      answered = true;
      return answer;
    });
    // The settlement waits in the queue behind what holds it.
    await vi.waitFor(() => expect(writesWaiting(RESTAURANT)).toBeGreaterThan(0));
    // Nothing of it is posted yet (the voucher went out before the stock step's queue, before).
    expect(answered).toBe(false);
    expect(await voucherOf(RESTAURANT, bill.seq)).toEqual([]);
    release();
    await held;
    expect(await settled).toMatchObject({ result: 'OK' });
    expect((await storedBill(RESTAURANT, 140)).status).toBe('SETTLED');
    expect((await voucherOf(RESTAURANT, bill.seq)).length).toBeGreaterThan(0);
  });

  it('runs a delivery: preparing → out with a rider → delivered → cash collected settles its bill; wrong moves refused with the reason', async () => {
    await signInAs(RESTAURANT, 'staff');
    const save = (delivery: Partial<DeliveryOrder>, traCheck: 1 | 2, key: string) =>
      dataProvider.write(API.saveDelivery, { delivery, traCheck }, key) as Promise<{
        result: string;
        delivery: DeliveryOrder;
      }>;
    expect(await refusal(save({ customerName: 'Anu', phone: '98470', address: '', outlet: 'HDL' }, 1, 'd-0'))).toBe(
      '422 Enter a phone number of 10 digits. Enter the delivery address.',
    );
    expect(
      await refusal(save({ customerName: 'Anu', phone: '9847012345', address: 'MG Road', outlet: 'DIN' }, 1, 'd-00')),
    ).toBe('422 DIN: choose a delivery outlet (HDL).');
    const { delivery } = await save(
      { customerName: 'Anu Thomas', phone: '98470 12345', address: '12, MG Road', outlet: 'HDL' },
      1,
      'd-1',
    );
    expect(delivery).toMatchObject({
      seq: `DEL${today.slice(2, 4)}-000001`,
      status: 'PREPARING',
      tableNo: 'D1',
      phone: '9847012345',
      billNo: null,
    });
    const move = (changes: Partial<DeliveryOrder>, key: string) =>
      save({ recordId: delivery.recordId, ...changes }, 2, key);

    expect(await refusal(move({ status: 'OUT' }, 'd-2'))).toBe('422 Assign a delivery boy before the order goes out.');
    expect(await refusal(move({ status: 'DELIVERED' }, 'd-3'))).toBe(
      '422 A delivery being prepared cannot become delivered; next it is out for delivery.',
    );
    expect((await move({ status: 'OUT', deliveryBoy: 'DB01' }, 'd-4')).delivery.status).toBe('OUT');
    expect(await refusal(move({ status: 'CANCELLED' }, 'd-5'))).toBe(
      '422 Only a delivery still being prepared can be cancelled; this one is out for delivery.',
    );
    expect((await move({ status: 'DELIVERED' }, 'd-6')).delivery.status).toBe('DELIVERED');
    expect(await refusal(move({ status: 'COLLECTED' }, 'd-7'))).toBe(
      '422 Make the bill of D1 before collecting its cash.',
    );

    // The KOTs and the bill went to the pseudo table D1 through the ordinary routes; the screen sends the bill's
    // number.
    const bill = await putBill(RESTAURANT, {
      billNo: 130,
      lines: [['Chicken biryani', 2]],
      outlet: 'HDL',
      tableNo: 'D1',
    });
    const collected = await move({ status: 'COLLECTED', billNo: 130 }, 'd-8');
    expect(collected.delivery).toMatchObject({ status: 'COLLECTED', billNo: 130, total: bill.total });
    expect(await storedBill(RESTAURANT, 130)).toMatchObject({
      status: 'SETTLED',
      tenders: [{ mode: 'CASH', amount: bill.total }],
    });
    expect((await voucherOf(RESTAURANT, bill.seq)).find((entry) => entry.account === 'AC001')?.debit).toBe(
      toPaise(bill.total),
    );
    expect(await refusal(move({ status: 'OUT' }, 'd-9'))).toBe(
      `422 Delivery ${delivery.seq} is collected: it no longer changes.`,
    );

    const listed = await dataProvider.report<DeliveryOrder[]>(API.deliveries, {
      frmDate: formatDate(today),
      toDate: formatDate(today),
    });
    expect(listed).toEqual([
      expect.objectContaining({ recordId: 1, status: 'COLLECTED', billNo: 130, deliveryBoy: 'DB01' }),
    ]);
  });
});
