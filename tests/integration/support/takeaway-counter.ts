import { format } from 'date-fns';
import { IDEMPOTENCY_HEADER, postApi } from '../../../src/lib/api/api-client';
import type { ApiError } from '../../../src/lib/api/api-error';
import { dataProvider } from '../../../src/lib/api/data-provider';
import { currentSession } from '../../../src/lib/session/session-store';
import type { Bill, BillAnswer, SettleAnswer } from '../../../src/kits/billing/domain/bill-types';
import type { KotAnswer, KotLineWire, OrderHead, RunningTable } from '../../../src/kits/billing/domain/order-types';
import type { CounterCustomer } from '../../../src/modules/takeaway/domain/counter-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../../src/modules/takeaway/domain/takeaway-book';
import { HAPPY_HOURS } from '../../../src/modules/takeaway/resources/happy-hours';
import { setTestClock } from '../../setup/test-clock';

// What the take-away counter tests (takeaway-counter-*.test.ts) share: the clock, the menu, orders, bills, payments.

/**
 * Happy hours follow the time of day: each file runs at 11:00 of the test clock's day, when no seeded happy hour is
 * on (the seeds' evening tea-time hour took the chai's price from 15:00 to 17:00 on weekdays). Call it in each file,
 * after setupDemoServer().
 */
export function atElevenOnTheTestDay(): void {
  beforeAll(() => setTestClock(`${format(new Date(), 'yyyy-MM-dd')}T11:00:00`));
  afterAll(() => void vi.useRealTimers());
}

// 1012's take-away menu (food): TI-0012 chicken dum biryani 240 (BIR), TI-0025 samosa 40 (SNK), TI-0032 masala chai 30
// (BEV), CB-04 the biryani lunch box (biryani + lime juice), AD-03 onion raita 30 (with BIR, at most 2). The counter
// price list CTR is the item rates including GST 5%: billed at their pre-tax equivalent (30 → 28.57).
export const BIRYANI = 'TI-0012';
export const CHAI = 'TI-0032';
export const SAMOSA = 'TI-0025';
export const LUNCH_BOX = 'CB-04';
export const RAITA = 'AD-03';

export async function post<T>(route: string, body: Record<string, unknown>, key?: string): Promise<T> {
  return postApi<T>(route, { ...body, usr: currentSession()!.usr }, key ? { [IDEMPOTENCY_HEADER]: key } : undefined);
}
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    (answer) => `answered ${JSON.stringify(answer).slice(0, 80)}`,
    (error: ApiError) => `${error.status} ${error.message}`,
  );

let serial = 0;
export const order = () => `TA-${String((serial += 1)).padStart(6, '0')}`;
export const head = (customer?: CounterCustomer, startedAt = new Date().toISOString()): OrderHead => ({
  orderType: 'TAKEAWAY',
  customer: customer?.code ?? '',
  customerName: customer?.name ?? '',
  phone: customer?.mobile ?? '',
  address: customer?.address ?? '',
  startedAt,
});
export const line = (
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
export const kot = (lines: KotLineWire[], orderHead: OrderHead, outlet = 'MAIN') =>
  post<KotAnswer>(ROUTES.kot, { kotinf: lines, outlet, traCheck: 1, order: orderHead }, lines[0]!.kotId);
export const makeBill = (tableno: string, kotIds: string[], more: Record<string, unknown> = {}) => {
  const billId = crypto.randomUUID();
  return post<BillAnswer>(ROUTES.makeBill, { tableno, restacode: 'MAIN', billId, kotIds, ...more }, billId);
};
export const settle = (bill: Bill, tenders: unknown[]) => {
  const settleId = crypto.randomUUID();
  return post<SettleAnswer>(
    ROUTES.settle,
    { billno: bill.billNo, settlemode: tenders.length > 1 ? 'SPLIT' : 'CASH', settleId, tenders },
    settleId,
  );
};
export const running = async (tableNo: string) =>
  (await post<RunningTable[]>(ROUTES.runningTables, {})).find((table) => table.tableNo === tableNo);

/**
 * A happy hour at MAIN every day from an hour ago to two hours on (a window may run past midnight), 25% off beverages.
 */
export async function happyHourNow(
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

export const customer = async (mobile: string, name = 'Asha Menon') =>
  (
    await post<{ customer: CounterCustomer }>(
      COUNTER.saveCustomer,
      { customer: { name, mobile, address: 'Flat 4B, Lake View, Kochi' } },
      crypto.randomUUID(),
    )
  ).customer;
