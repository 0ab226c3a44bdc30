import { dataProvider } from '../../src/lib/api/data-provider';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS as ROUTES } from '../../src/kits/billing/domain/pos-endpoints';
import { activities } from '../../src/mocks/core/activity-log';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { billsOf, kotTicketsOf } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import {
  COMPANY,
  NAAN,
  SHORBA,
  SODA,
  TIKKA,
  WATER,
  bill,
  kot,
  line,
  post,
  running,
  withoutRight,
} from './support/pos-orders';

setupDemoServer();

describe('restaurant orders on the demo backend', () => {
  it('gives the billing screen its outlets, menu, rates, limits and payee, for the administrator and the cashier', async () => {
    await signInAs(COMPANY, 'admin');
    const admin = await dataProvider.read<BillingRequirements>(ROUTES.requirements);
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
    const staff = await dataProvider.read<BillingRequirements>(ROUTES.requirements);
    expect(staff).toMatchObject({ discountLimit: 10, canApproveDiscount: false });
    // Only the cashier's assigned outlets (assg typ RES), not the bar, banquet or rooftop.
    expect(staff.outlets.map((outlet) => outlet.code)).toEqual(['DIN', 'FAM', 'HDL', 'TKW']);

    // The hotel's Room tender lists the rooms whose guest is in house (front office stays).
    const hotelAdmin = await signInAs(1001, 'admin');
    const guest = await putStay(await testSession(hotelAdmin.usr.kCode), { guestName: 'Asha Rao' });
    const hotel = await dataProvider.read<BillingRequirements>(ROUTES.requirements);
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
});
