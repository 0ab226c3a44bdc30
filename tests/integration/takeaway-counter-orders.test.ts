import { format } from 'date-fns';
import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../src/modules/takeaway/domain/takeaway-book';
import { HAPPY_HOURS } from '../../src/modules/takeaway/resources/happy-hours';
import type { ReportResult } from '../../src/engine/report/report';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import {
  BIRYANI,
  CHAI,
  LUNCH_BOX,
  RAITA,
  SAMOSA,
  atElevenOnTheTestDay,
  failure,
  happyHourNow,
  head,
  kot,
  line,
  makeBill,
  order,
  post,
  running,
  settle,
} from './support/takeaway-counter';

setupDemoServer();
atElevenOnTheTestDay();

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
});
