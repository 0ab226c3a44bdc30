// The restaurant benchmark's backend figures: a menu of 2,000 items, 100 tables and 30 days of 5,000
// bills a day in the demo backend's IndexedDB; then through its own handlers (msw getResponse): a KOT of 10
// lines answered, the day's settlement report and the settlements over the 30 days (the first call, reading the bills,
// apart).
import { handlerCall } from './handler-call';
import { serverToday } from '../src/mocks/core/server-dates';
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { POS_STORE } from '../src/mocks/core/billing/billing-store';
import { POS_BILLING_ENDPOINTS } from '../src/kits/billing/domain/pos-endpoints';
import { POS_REPORT_ENDPOINTS } from '../src/modules/pos/reports/pos-report-endpoints';
import { benchBills, benchMenu, benchTables, DAYS, OUTLET } from './pos-data';

export const COMPANY = 1010;

export async function seedRestaurant(): Promise<number> {
  await resetDemoDb();
  const db = await getDemoDb();
  const bills = benchBills(serverToday());
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  const put = (resource: string, id: string, data: object) =>
    void records.put({ resource, companyCode: COMPANY, id, data: { ...data } }, recordKey(resource, COMPANY, id));
  for (const item of benchMenu()) put('pos.items', item.code, item);
  for (const table of benchTables()) put('pos.tables', table.code, table);
  for (const bill of bills) put(POS_STORE.bills, String(bill.billNo), bill);
  for (const resource of ['pos.items', 'pos.tables'])
    void tx.objectStore('seeded').put(true, seededKey(resource, COMPANY));
  void tx
    .objectStore('tokens')
    .put({ token: 'bench', companyCode: COMPANY, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
  return bills.length;
}

/** One call through the demo backend's own handler, answered and parsed: milliseconds and the answer. */
export const call = (endpoint: string, body: Record<string, unknown>, key?: string) =>
  handlerCall<Record<string, unknown>>('bench', endpoint, body, key);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A KOT of 10 lines on a table of its own, at the items' own rates. */
function kotOf(n: number) {
  const menu = benchMenu();
  const kotId = `bench-kot-live-${n}`;
  return Array.from({ length: 10 }, (_, l) => {
    const item = menu[(n * 10 + l) * 7]!;
    return {
      kotId,
      tableNo: `BT${n + 1}`,
      waiter: 'W01',
      covers: 2,
      lineId: `${kotId}-${l}`,
      itemId: item.code,
      qty: 1 + (l % 2),
      rate: item.rate,
      notes: '',
      reason: '',
    };
  });
}

export async function backendFigures() {
  const bills = await seedRestaurant();
  // The first call seeds the other masters (outlets, taxes, price lists, waiters): timed apart.
  const requirements = await call(POS_BILLING_ENDPOINTS.requirements, {});
  const firstKot = await call(POS_BILLING_ENDPOINTS.kot, { kotinf: kotOf(0), outlet: OUTLET, traCheck: 1 }, 'k0');
  const kots: number[] = [];
  for (let n = 1; n <= 5; n++)
    kots.push((await call(POS_BILLING_ENDPOINTS.kot, { kotinf: kotOf(n), outlet: OUTLET, traCheck: 1 }, `k${n}`)).ms);
  const today = serverToday();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  // The first read of the bills from IndexedDB is timed apart; then the day's settlement report (one day's
  // 5,000 bills, each tender a row, among the 30 days') and the settlements over all 30 days, per day and mode.
  const cold = await call(POS_REPORT_ENDPOINTS.settlements, { frmDate: today, toDate: today });
  // Make bill on those tables (the bills already read, as after the terminal's first call of the day): the answer
  // carries the bill's number, which the printed bill waits for online.
  const billed: number[] = [];
  for (let n = 1; n <= 5; n++) {
    const billId = `bench-bill-live-${n}`;
    const { ms, answer } = await call(
      POS_BILLING_ENDPOINTS.makeBill,
      { tableno: `BT${n + 1}`, restacode: OUTLET, billId, kotIds: [`bench-kot-live-${n}`] },
      billId,
    );
    if (!JSON.stringify(answer).includes('billNo'))
      throw new Error(`Make bill answered without a bill number: ${JSON.stringify(answer).slice(0, 300)}`);
    billed.push(ms);
  }
  const day: number[] = [];
  const month: number[] = [];
  for (let n = 0; n < 5; n++) {
    day.push((await call(POS_REPORT_ENDPOINTS.settlements, { frmDate: today, toDate: today })).ms);
    month.push((await call(POS_REPORT_ENDPOINTS.settlementsConsolidated, { frmDate: from, toDate: today })).ms);
  }
  return {
    bills,
    requirementsMs: requirements.ms,
    kot: { lines: 10, firstMs: firstKot.ms, medianMs: median(kots) },
    bill: { medianMs: median(billed), maxMs: Math.max(...billed) },
    settlements: {
      days: DAYS,
      coldMs: cold.ms,
      dayMedianMs: median(day),
      periodMedianMs: median(month),
      dayRows: ((cold.answer.rows as unknown[] | undefined) ?? []).length,
    },
  };
}
