import { format } from 'date-fns';
import { formatDate } from '../../src/lib/format/date-format';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../src/modules/takeaway/domain/takeaway-book';
import type { ReportResult } from '../../src/engine/report/report';
import { writeBills, writeDayClose } from '../../src/mocks/core/billing/billing-store';
import { isDayClosed } from '../../src/mocks/core/billing/day-status';
import { activities } from '../../src/mocks/core/activity-log';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import {
  SAMOSA,
  atElevenOnTheTestDay,
  head,
  kot,
  line,
  makeBill,
  order,
  post,
  settle,
} from './support/takeaway-counter';

setupDemoServer();
atElevenOnTheTestDay();

describe('take-away counter on the demo backend', () => {
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
