import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import type { ReportResult } from '../../src/engine/report/report';
import { IDEMPOTENCY_HEADER, postApi } from '../../src/lib/api/api-client';
import { formatAmount } from '../../src/lib/format/number-format';
import { currentSession } from '../../src/lib/session/session-store';
import type { Bill, BillAnswer, SettleAnswer, Tender } from '../../src/kits/billing/domain/bill-types';
import type { KotLineWire } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import type { CounterCustomer } from '../../src/modules/takeaway/domain/counter-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../src/modules/takeaway/domain/takeaway-book';
import { TAKEAWAY } from '../../src/menus/catalogue/takeaway';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { setTestClock } from '../setup/test-clock';

setupDemoServer();
// Happy hours follow the time of day: the file runs at 11:00 of the test clock's day, when no seeded happy hour is
// on (the seeds' evening tea-time hour took the chai's price from 15:00 to 17:00 on weekdays).
beforeAll(() => setTestClock(`${format(new Date(), 'yyyy-MM-dd')}T11:00:00`));
afterAll(() => void vi.useRealTimers());
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1012;
const post = <T,>(route: string, body: Record<string, unknown>, key = crypto.randomUUID()) =>
  postApi<T>(route, { ...body, usr: currentSession()!.usr }, { [IDEMPOTENCY_HEADER]: key });
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const columnIndex = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead tr:last-child th')].findIndex((cell) => cell.textContent === label);

let serial = 0;
/**
 * An order at the main counter billed through the counter's routes, settled in the tenders given (a share of the total
 * each).
 */
async function billed(
  items: Array<[string, number]>,
  settle: (total: number) => Tender[],
  customer?: CounterCustomer,
  orderType = 'TAKEAWAY',
): Promise<Bill> {
  const needs = await post<BillingRequirements>(ROUTES.requirements, {});
  const table = `TA-REP${String((serial += 1)).padStart(3, '0')}`;
  const kotId = crypto.randomUUID();
  const head = {
    orderType,
    customer: customer?.code ?? '',
    customerName: customer?.name ?? '',
    phone: customer?.mobile ?? '',
    address: customer?.address ?? '',
    startedAt: new Date().toISOString(),
  };
  const rows: KotLineWire[] = items.map(([itemId, qty], index) => ({
    kotId,
    tableNo: table,
    waiter: '',
    covers: 1,
    lineId: `${table}-${index}`,
    itemId,
    qty,
    rate: needs.rates.MAIN![itemId] ?? needs.items.find((item) => item.code === itemId)!.rate,
    notes: '',
    reason: '',
  }));
  await post(ROUTES.kot, { kotinf: rows, outlet: 'MAIN', traCheck: 1, order: head }, kotId);
  const [bill] = (
    await post<BillAnswer>(ROUTES.makeBill, {
      tableno: table,
      restacode: 'MAIN',
      billId: crypto.randomUUID(),
      kotIds: [kotId],
      offer: '',
    })
  ).bills!;
  const tenders = settle(bill!.total);
  if (tenders.length === 0) return bill!;
  return (
    await post<SettleAnswer>(ROUTES.settle, {
      billno: bill!.billNo,
      settlemode: tenders.length > 1 ? 'SPLIT' : tenders[0]!.mode,
      settleId: crypto.randomUUID(),
      tenders,
    })
  ).bill!;
}

/** Three bills: a customer's in cash, a delivery split between card and UPI, a walk-in's awaiting settlement. */
async function threeBills() {
  const { customer } = await post<{ customer: CounterCustomer }>(COUNTER.saveCustomer, {
    customer: { name: 'Asha Menon', mobile: '9847012399', address: 'Lake View' },
  });
  const cash = await billed(
    [
      ['TI-0012', 2],
      ['CB-04', 1],
    ],
    (total) => [{ mode: 'CASH', amount: total, tendered: total + 50 }],
    customer,
  );
  const split = await billed(
    [['TI-0019', 1]],
    (total) => [
      { mode: 'CARD', amount: 100, reference: 'SLIP-1' },
      { mode: 'UPI', amount: total - 100, reference: 'UPI-1' },
    ],
    undefined,
    'DELIVERY',
  );
  const open = await billed([['TI-0032', 3]], () => []);
  return { customer, cash, split, open };
}

describe('take-away day reports and dashboard', () => {
  it('lists the day’s bills with token, order type and customer, and the day’s settlement by mode, to the paisa', async () => {
    await signInAs(COMPANY, 'admin');
    const { cash, split, open } = await threeBills();
    const day = format(new Date(), 'yyyy-MM-dd');
    const sales = await post<ReportResult>(COUNTER.daySales, { frmDate: day });
    expect(sales.rows.map((row) => [row.seq, row.token, row.orderType, row.customer, row.total, row.status])).toEqual([
      [cash.seq, 1, 'Take-away', 'Asha Menon (9847012399)', cash.total, 'Settled'],
      [split.seq, 2, 'Delivery', 'Walk-in', split.total, 'Settled'],
      [open.seq, 3, 'Take-away', 'Walk-in', open.total, 'Unsettled'],
    ]);
    expect(sales.totals.total).toBe(Math.round((cash.total + split.total + open.total) * 100) / 100);

    const { user } = renderApp(`/applayout-sidebar-large/${TAKEAWAY.dayRepSettlement.path}?p.frmDate=${day}`);
    const table = await screen.findByRole('table', { name: 'Day settlement' }, { timeout: 8000 });
    const amount = columnIndex(table, 'Amount');
    // One group per mode (its heading, its payments, its subtotal), in the order cash, card, UPI.
    expect([...table.querySelectorAll('tbody tr.table-light')].map((row) => row.textContent)).toEqual([
      'Mode: Cash (1)',
      'Mode: Card (1)',
      'Mode: UPI (1)',
    ]);
    const subtotals = [...table.querySelectorAll('tr.report-subtotal')].map((row) => [
      row.children[0]!.textContent,
      rupees(row.children[amount]!.textContent),
    ]);
    expect(subtotals).toEqual([
      ['Subtotal, Cash', cash.total],
      ['Subtotal, Card', 100],
      ['Subtotal, UPI', Math.round((split.total - 100) * 100) / 100],
    ]);
    expect(rupees(table.querySelector('tr.report-total')!.children[amount]!.textContent)).toBe(
      Math.round((cash.total + split.total) * 100) / 100,
    );

    await user.click(screen.getByRole('link', { name: 'Sales list' }));
    const list = await screen.findByRole('table', { name: 'Day sales list' }, { timeout: 8000 });
    expect(within(list).getByText('Asha Menon (9847012399)')).toBeInTheDocument();
    expect(within(list).getByText('Delivery')).toBeInTheDocument();
  });

  it('shows the dashboard from the stored bills: today’s sales, bills, orders open and bills to settle', async () => {
    await signInAs(COMPANY, 'admin');
    const { cash, split, open } = await threeBills();
    const figures = await post<DashboardData>(COUNTER.dashboard, {});
    const sales = Math.round((cash.total + split.total + open.total) * 100) / 100;
    expect(figures.cards).toMatchObject({ todaySales: sales, todayBills: 3, openOrders: 0, unsettledBills: 1 });
    renderApp(`/applayout-sidebar-large/${TAKEAWAY.dashboard.path}`);
    const card = (await screen.findByText('Today’s sales', {}, { timeout: 8000 })).closest('.dashboard-card')!;
    expect(card.textContent).toContain(formatAmount(sales));
    expect(screen.getByText('Bills to settle').closest('.dashboard-card')!.textContent).toContain('1');
    expect(screen.getByRole('heading', { name: 'Today’s sales by order type' })).toBeVisible();
  });
});
