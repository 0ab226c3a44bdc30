import { IDEMPOTENCY_HEADER, postApi } from '../../src/lib/api/api-client';
import type { ApiError } from '../../src/lib/api/api-error';
import { currentSession } from '../../src/lib/session/session-store';
import type { Bill, BillAnswer } from '../../src/kits/billing/domain/bill-types';
import type { KotAnswer, KotLineWire, RunningTable } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS as ROUTES } from '../../src/kits/billing/domain/pos-endpoints';
import { activities } from '../../src/mocks/core/activity-log';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { readRecord, writeRecord } from '../../src/mocks/core/record-store';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { billsOf, kotTicketsOf } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

const COMPANY = 1010;
// 1010's menu: PI-0001 tomato shorba (KIT), PI-0004 paneer tikka (TAN), PI-0025 butter naan (TAN), PI-0036 fresh lime
// soda (BEV), PI-0039 packaged water (no KOT group); all GST 5%. DIN has no service charge; FAM 5% and its own rates.
const SHORBA = 'PI-0001';
const TIKKA = 'PI-0004';
const NAAN = 'PI-0025';
const SODA = 'PI-0036';
const WATER = 'PI-0039';

async function post<T>(route: string, body: Record<string, unknown>, key?: string): Promise<T> {
  return postApi<T>(route, { ...body, usr: currentSession()!.usr }, key ? { [IDEMPOTENCY_HEADER]: key } : undefined);
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: ApiError) => `${error.status} ${error.message}`,
  );

let serial = 0;
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
  waiter: 'W01',
  covers: 2,
  lineId: `L${(serial += 1)}`,
  itemId,
  qty,
  rate,
  notes: '',
  reason: '',
  ...more,
});
const kot = (outlet: string, lines: KotLineWire[], key: string | null = lines[0]!.kotId) =>
  post<KotAnswer>(ROUTES.kot, { kotinf: lines, outlet, traCheck: 1 }, key ?? undefined);
const bill = (body: Record<string, unknown>, key = String(body.billId)) => post<BillAnswer>(ROUTES.makeBill, body, key);
const running = async (outlet: string, tableNo: string) =>
  (await post<RunningTable[]>(ROUTES.runningTables, { detail: outlet })).find((table) => table.tableNo === tableNo);

/** Takes the right away from the staff role (EMPLOYEE) on both billing screens. */
async function withoutRight(transCode: number) {
  const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
  await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', {
    ...role,
    permissions: role.permissions.filter(
      (right) => !(right.moduleCode === 5 && right.menuCode === 2 && right.transCode === transCode),
    ),
  });
}

describe('restaurant orders on the demo backend', () => {
  it('gives the billing screen its outlets, menu, rates, limits and payee, for the administrator and the cashier', async () => {
    await signInAs(COMPANY, 'admin');
    const admin = await post<BillingRequirements>(ROUTES.requirements, {});
    expect(admin.outlets.map((outlet) => outlet.code)).toEqual(['BAR', 'BNQ', 'DIN', 'FAM', 'HDL', 'ROOF', 'TKW']);
    expect(admin.items.find((item) => item.code === TIKKA)).toMatchObject({
      name: 'Paneer tikka',
      group: 'SVEG',
      groupName: 'Veg starters',
      kotGroup: 'TAN',
      rate: 280,
      tax: 'GST5',
    });
    expect(admin.rates.DIN![TIKKA]).toBe(280);
    // The family hall's list (295) includes the 5% tax: billed at its pre-tax 280.95.
    expect(admin.rates.FAM![TIKKA]).toBe(280.95);
    expect(admin.taxes.find((tax) => tax.code === 'GST5')!.components).toEqual([
      { component: 'CGST', percent: 2.5 },
      { component: 'SGST', percent: 2.5 },
    ]);
    expect(admin.tables.filter((table) => table.outlet === 'DIN')).toHaveLength(12);
    expect(admin.customers.length).toBeGreaterThan(0);
    expect(admin.customers.every((customer) => customer.creditLimit > 0 && customer.outstanding === 0)).toBe(true);
    expect(admin).toMatchObject({
      discountLimit: 100,
      canApproveDiscount: true,
      rooms: [],
      upi: { vpa: expect.stringMatching(/^[a-z]+@okaxis$/) as string },
    });
    expect(admin.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);

    await signInAs(COMPANY, 'staff');
    const staff = await post<BillingRequirements>(ROUTES.requirements, {});
    expect(staff).toMatchObject({ discountLimit: 10, canApproveDiscount: false });
    // Only the cashier's assigned outlets (assg typ RES), not the bar, banquet or rooftop.
    expect(staff.outlets.map((outlet) => outlet.code)).toEqual(['DIN', 'FAM', 'HDL', 'TKW']);

    // The hotel's Room tender lists the rooms whose guest is in house (front office stays).
    const hotelAdmin = await signInAs(1001, 'admin');
    const guest = await putStay(await testSession(hotelAdmin.usr.kCode), { guestName: 'Asha Rao' });
    const hotel = await post<BillingRequirements>(ROUTES.requirements, {});
    expect(hotel.rooms).toContainEqual({ code: guest.room, name: `Room ${guest.room} (Asha Rao)` });
    expect(hotel.outlets.map((outlet) => outlet.code)).toContain('MCR');
  });

  it('sends a KOT to each kitchen, keeps two waiters’ lines, answers a repeated KOT with the same tickets, and guards cancellations', async () => {
    await signInAs(COMPANY, 'staff');
    const first = [
      line('K1', 'T3', SHORBA, 2, 140),
      line('K1', 'T3', TIKKA, 1, 280),
      line('K1', 'T3', NAAN, 3, 70, { notes: 'less butter' }),
      line('K1', 'T3', WATER, 1, 30),
    ];
    const answer = await kot('DIN', first);
    expect(answer.result).toBe('OK');
    expect(answer.tickets!.map((ticket) => [ticket.kotGroup, ticket.kind, ticket.kotNo, ticket.lines.length])).toEqual([
      ['', 'ORDER', 1, 1],
      ['KIT', 'ORDER', 1, 1],
      ['TAN', 'ORDER', 1, 2],
    ]);
    expect(await running('DIN', 'T3')).toMatchObject({
      state: 'OPEN',
      waiter: 'W01',
      covers: 2,
      amount: 280 + 280 + 210 + 30,
      kotIds: ['K1'],
    });

    // The same KOT again (a retry without its key): the same tickets, nothing new.
    expect((await kot('DIN', first, null)).tickets).toEqual(answer.tickets);
    expect((await kotTicketsOf(COMPANY)).size).toBe(3);

    // A second waiter adds to the same table: both lines stay.
    const second = await kot('DIN', [line('K2', 'T3', SODA, 2, 80, { waiter: 'W02' })]);
    expect(second.tickets![0]).toMatchObject({ kotNo: 2, kotGroup: 'BEV', waiter: 'W02' });
    const table = (await running('DIN', 'T3'))!;
    // The table's lines in the order of its kitchen tickets.
    expect(table.lines.map((row) => [row.itemId, row.qty])).toEqual([
      [WATER, 1],
      [SHORBA, 2],
      [TIKKA, 1],
      [NAAN, 3],
      [SODA, 2],
    ]);
    expect(table.amount).toBe(960);

    // A rate other than the outlet's is refused; more cancelled than ordered is refused with the text.
    expect((await kot('DIN', [line('K3', 'T3', TIKKA, 1, 250)])).result).toBe(
      'Paneer tikka sells at 280 at Main dining hall, not 250.',
    );
    const shorba = table.lines.find((row) => row.itemId === SHORBA)!;
    expect(
      (await kot('DIN', [line('K4', 'T3', SHORBA, -3, 140, { lineId: shorba.lineId, reason: 'Guest left' })])).result,
    ).toBe('Tomato shorba: only 2 was ordered, so 3 cannot be cancelled.');
    const cancel = await kot('DIN', [
      line('K5', 'T3', SHORBA, -1, 140, { lineId: shorba.lineId, reason: 'Too spicy' }),
    ]);
    expect(cancel.tickets).toMatchObject([
      { kotGroup: 'KIT', kind: 'CANCEL', lines: [{ qty: -1, reason: 'Too spicy' }] },
    ]);
    expect((await running('DIN', 'T3'))!.amount).toBe(820);

    // Without the modify right a cancellation is refused; adding still works.
    await withoutRight(2);
    expect(
      (await kot('DIN', [line('K6', 'T3', SHORBA, -1, 140, { lineId: shorba.lineId, reason: 'Cold' })])).result,
    ).toBe('You are not authorised for this transaction');
    expect((await kot('DIN', [line('K7', 'T3', SHORBA, 1, 140)])).result).toBe('OK');
    expect((await activities(COMPANY)).filter((row) => row.subject === 'KOT')).toHaveLength(4);
  });

  it('prices a bill to the paisa with service charge and round-off, makes it once per billId, and waits for a KOT that has not arrived', async () => {
    await signInAs(COMPANY, 'staff');
    await kot('FAM', [
      line('K1', 'F2', TIKKA, 1, 280.95),
      line('K1', 'F2', NAAN, 1, 71.43),
      line('K1', 'F2', SHORBA, 1, 138.1),
    ]);

    const waiting = await failure(bill({ tableno: 'F2', restacode: 'FAM', billId: 'B1', kotIds: ['K1', 'K2'] }));
    expect(waiting).toBe('409 Waiting for KOT K2 to arrive');

    const made = await bill({ tableno: 'F2', restacode: 'FAM', billId: 'B1', kotIds: ['K1'] });
    // The list's 295 + 75 + 145 include tax: 280.95 + 71.43 + 138.10 = 490.48; service charge 5% = 24.52; CGST and SGST
    // 2.5% each on 515.00 = 12.88 each; 540.76 rounds to 541 (+0.24).
    expect(made.bills).toHaveLength(1);
    const [first] = made.bills!;
    expect(first).toMatchObject({
      billNo: 1,
      seq: expect.stringMatching(/^FH\d{2}-000001$/) as string,
      status: 'UNSETTLED',
      kind: 'NORMAL',
      subTotal: 490.48,
      serviceChargePercent: 5,
      serviceCharge: 24.52,
      taxes: [
        { component: 'CGST', percent: 2.5, taxable: 515, amount: 12.88 },
        { component: 'SGST', percent: 2.5, taxable: 515, amount: 12.88 },
      ],
      taxTotal: 25.76,
      roundOff: 0.24,
      total: 541,
      value: 541,
      printCount: 1,
      kotIds: ['K1'],
    });
    expect(await running('FAM', 'F2')).toMatchObject({ state: 'BILLED', billNo: 1, amount: 541 });

    // The same billId again (a retry whose key was lost): the same bill, no second one.
    expect(
      (await bill({ tableno: 'F2', restacode: 'FAM', billId: 'B1', kotIds: ['K1'] }, 'another-key')).bills,
    ).toEqual(made.bills);
    expect((await billsOf(COMPANY)).size).toBe(1);
    // A billed table takes no KOT and no second bill.
    expect((await kot('FAM', [line('K3', 'F2', SODA, 1, 85)])).result).toBe(
      'Table F2 is billed; reopen it to add items',
    );
    expect((await bill({ tableno: 'F2', restacode: 'FAM', billId: 'B2', kotIds: [] })).result).toMatch(
      /^Table F2 is already billed \(bill FH\d{2}-000001\)\.$/,
    );

    // Reprint counts the copy.
    expect((await post<{ result: string; bill: Bill }>(ROUTES.reprint, { recordId: 1 }, 'R1')).bill.printCount).toBe(2);
  });

  it('keeps discounts within the cashier’s limit, bills NC at nothing with its value, and splits by items into bills that add up', async () => {
    await signInAs(COMPANY, 'staff');
    await kot('DIN', [line('K1', 'T1', TIKKA, 2, 280), line('K1', 'T1', SODA, 2, 80)]);
    const over = await bill({
      tableno: 'T1',
      restacode: 'DIN',
      billId: 'B1',
      kotIds: ['K1'],
      discount: { kind: 'PERCENT', percent: 15 },
      discountReason: 'Regular',
    });
    expect(over.result).toBe(
      'A discount of 15% is above your limit of 10%; it needs a manager with the approve right.',
    );
    expect(
      (
        await bill({
          tableno: 'T1',
          restacode: 'DIN',
          billId: 'B1',
          kotIds: ['K1'],
          discount: { kind: 'AMOUNT', amount: 50 },
        })
      ).result,
    ).toBe('Give the reason for the discount.');
    const within = await bill({
      tableno: 'T1',
      restacode: 'DIN',
      billId: 'B1',
      kotIds: ['K1'],
      discount: { kind: 'AMOUNT', amount: 72 },
      discountReason: 'Regular guest',
    });
    // 720 less 72 = 648; 5% GST = 16.20 + 16.20; 680.40 → 680.
    expect(within.bills![0]).toMatchObject({
      subTotal: 720,
      discount: 72,
      discountPercent: 10,
      discountReason: 'Regular guest',
      taxTotal: 32.4,
      total: 680,
      roundOff: -0.4,
    });

    await kot('DIN', [line('K2', 'T2', TIKKA, 1, 280)]);
    expect(
      (await bill({ tableno: 'T2', restacode: 'DIN', billId: 'B2', kotIds: ['K2'], ncDepartment: 'NOPE' })).result,
    ).toBe('NC department NOPE is not known.');
    const nc = await bill({ tableno: 'T2', restacode: 'DIN', billId: 'B2', kotIds: ['K2'], ncDepartment: 'MGMT' });
    expect(nc.bills![0]).toMatchObject({
      kind: 'NC',
      ncDepartment: 'MGMT',
      total: 0,
      value: 294,
      seq: expect.stringMatching(/^DN\d{2}-000002$/) as string,
    });

    const lines = [line('K3', 'T4', TIKKA, 2, 280), line('K3', 'T4', NAAN, 4, 70), line('K3', 'T4', SODA, 1, 80)];
    await kot('DIN', lines);
    const [tikka, naan, soda] = lines.map((row) => row.lineId);
    const bad = await bill({
      tableno: 'T4',
      restacode: 'DIN',
      billId: 'B3',
      kotIds: ['K3'],
      parts: [
        [
          { lineId: tikka, qty: 1 },
          { lineId: naan, qty: 2 },
        ],
        [
          { lineId: tikka, qty: 1 },
          { lineId: soda, qty: 1 },
        ],
      ],
    });
    expect(bad.result).toBe('Butter naan: 2 of 4 shared out; share all of it.');
    const split = await bill({
      tableno: 'T4',
      restacode: 'DIN',
      billId: 'B3',
      kotIds: ['K3'],
      parts: [
        [
          { lineId: tikka, qty: 1 },
          { lineId: naan, qty: 2 },
        ],
        [
          { lineId: tikka, qty: 1 },
          { lineId: naan, qty: 2 },
          { lineId: soda, qty: 1 },
        ],
      ],
    });
    const [one, two] = split.bills!;
    // 280 + 140 = 420 + 21.00 tax = 441; 280 + 140 + 80 = 500 + 25.00 tax = 525: the whole table's 920 + 46 = 966.
    expect([one!.total, two!.total, one!.billNo + 1 === two!.billNo, one!.billId === two!.billId]).toEqual([
      441,
      525,
      true,
      true,
    ]);
    expect(await running('DIN', 'T4')).toMatchObject({ state: 'BILLED', billNo: one!.billNo, amount: 966 });
    expect([one!.part, two!.part]).toEqual([0, 1]);

    // A part settled before its number reached the cashier (made offline): found by its billId and part.
    const settled = await post<{ result: string; bill: Bill }>(
      ROUTES.settle,
      { billno: 0, billId: 'B3', part: 1, settlemode: 'CASH', settleId: 'S3-2', tenders: [] },
      'S3-2',
    );
    expect(settled.bill).toMatchObject({
      billNo: two!.billNo,
      status: 'SETTLED',
      tenders: [{ mode: 'CASH', amount: 525 }],
    });
  });

  it('voids a bill with a reason (the table closes), reopens a billed table for more items, transfers and merges tables', async () => {
    await signInAs(COMPANY, 'admin');
    await kot('DIN', [line('K1', 'T5', TIKKA, 1, 280)]);
    const [made] = (await bill({ tableno: 'T5', restacode: 'DIN', billId: 'B1', kotIds: ['K1'] })).bills!;
    expect((await post<{ result: string }>(ROUTES.voidBill, { recordId: made!.billNo, detail: '' }, 'V0')).result).toBe(
      'Give the reason for voiding the bill.',
    );
    const voided = await post<{ result: string; bill: Bill }>(
      ROUTES.voidBill,
      { recordId: made!.billNo, detail: 'Guest walked out' },
      'V1',
    );
    expect(voided.bill).toMatchObject({
      status: 'VOID',
      kind: 'VOID',
      total: 0,
      value: 294,
      voidReason: 'Guest walked out',
    });
    expect(await running('DIN', 'T5')).toBeUndefined();
    expect(
      (await post<{ result: string }>(ROUTES.voidBill, { recordId: made!.billNo, detail: 'again' }, 'V2')).result,
    ).toMatch(/is already void; only an unsettled bill can be voided\.$/);

    await kot('DIN', [line('K2', 'T6', NAAN, 2, 70)]);
    const [second] = (await bill({ tableno: 'T6', restacode: 'DIN', billId: 'B2', kotIds: ['K2'] })).bills!;
    expect((await post<{ result: string }>(ROUTES.reopenTable, { recordId: second!.billNo }, 'O1')).result).toBe('OK');
    expect((await billsOf(COMPANY)).get(String(second!.billNo))).toMatchObject({
      status: 'VOID',
      voidReason: 'Reopened for more items',
    });
    expect(await running('DIN', 'T6')).toMatchObject({ state: 'OPEN', billNo: null, amount: 140 });
    expect((await kot('DIN', [line('K3', 'T6', SODA, 1, 80)])).result).toBe('OK');
    expect((await running('DIN', 'T6'))!.amount).toBe(220);

    // Transfer T6 to T7 (free); T8 is occupied, so a transfer there is refused and a merge folds T7 into it.
    await kot('DIN', [line('K4', 'T8', SHORBA, 1, 140)]);
    expect(
      (await post<{ result: string }>(ROUTES.transferTable, { restacode: 'DIN', tableno: 'T6', detail: 'T8' }, 'M0'))
        .result,
    ).toBe('Table T8 is occupied; merge the tables instead.');
    expect(
      (await post<{ result: string }>(ROUTES.transferTable, { restacode: 'DIN', tableno: 'T6', detail: 'T7' }, 'M1'))
        .result,
    ).toBe('OK');
    expect(await running('DIN', 'T6')).toBeUndefined();
    expect(await running('DIN', 'T7')).toMatchObject({ kotIds: ['K2', 'K3'], amount: 220 });
    expect(
      (await post<{ result: string }>(ROUTES.mergeTables, { restacode: 'DIN', tableno: 'T7', detail: 'T8' }, 'M2'))
        .result,
    ).toBe('OK');
    const merged = (await running('DIN', 'T8'))!;
    expect(merged).toMatchObject({ kotIds: ['K4', 'K2', 'K3'], amount: 360, covers: 4 });
    expect(merged.lines.map((row) => row.itemId)).toEqual([SHORBA, NAAN, SODA]);
    expect(await running('DIN', 'T7')).toBeUndefined();
    // The merged table bills all its lines.
    expect(
      (await bill({ tableno: 'T8', restacode: 'DIN', billId: 'B3', kotIds: ['K4', 'K2', 'K3'] })).bills![0]!.subTotal,
    ).toBe(360);
  });

  it('settles each bill in cash as it is made at an auto-settle outlet, and closes the table', async () => {
    await signInAs(COMPANY, 'staff');
    await post<BillingRequirements>(ROUTES.requirements, {});
    await writeRecord('pos.outlets', COMPANY, 'DIN', {
      ...(await readRecord<object>('pos.outlets', COMPANY, 'DIN')),
      autoSettle: true,
    });
    await kot('DIN', [line('A1', 'T5', TIKKA, 2, 280)]);
    const made = await bill({ tableno: 'T5', restacode: 'DIN', billId: 'AUTO-1', kotIds: ['A1'] });
    expect(made.bills).toMatchObject([{ status: 'SETTLED', total: 588, tenders: [{ mode: 'CASH', amount: 588 }] }]);
    expect(await running('DIN', 'T5')).toBeUndefined();
    // Sent again, the same settled bill: nothing is billed or settled twice.
    expect((await bill({ tableno: 'T5', restacode: 'DIN', billId: 'AUTO-1', kotIds: ['A1'] }, 'again')).bills).toEqual(
      made.bills,
    );
  });
});
