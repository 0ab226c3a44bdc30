import type { ChartPoint, DashboardData } from '../../../../engine/dashboard/dashboard';
import { addPaise, fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import type { OnlineOrder, OnlineOrderStatus } from './online-order-types';
import { STATUS_LABELS } from './order-status';

/** What the dashboard reads: the company's online orders, and the bills made of them. */
export interface OnlineDashboardSources {
  orders: readonly OnlineOrder[];
  /** The bills of the orders billed so far (a billed order keeps its bill's number). */
  bills: readonly { billNo: number; dat: string; total: number; status: string }[];
  /** yyyy-MM-dd, the server's day. */
  today: string;
  /** How many items the best items chart shows. */
  top?: number;
}

/** Accepted and not yet out of the door: on the orders desk between accepting and dispatching. */
const IN_HAND: readonly OnlineOrderStatus[] = ['ACCEPTED', 'PREPARING', 'READY'];
/** Orders that came to nothing: their items are not sales. */
const UNSOLD: readonly OnlineOrderStatus[] = ['REJECTED', 'RETURNED', 'FAILED'];

const byValue = (a: ChartPoint, b: ChartPoint) => b.value - a.value || a.label.localeCompare(b.label);

/**
 * The e-commerce dashboard from the online orders: today's orders and what they come to (rejected, returned and
 * failed ones at nothing), the orders waiting on each desk whatever day they were placed, and today's billing (the
 * bills of online orders dated today, void ones left out). Charts: today's orders by status, today's best items by
 * value and today's orders by online outlet.
 */
export function onlineFigures({ orders, bills, today, top = 5 }: OnlineDashboardSources): DashboardData {
  const todays = orders.filter((order) => order.dat === today);
  const sold = todays.filter((order) => !UNSOLD.includes(order.status));
  const count = (statuses: readonly OnlineOrderStatus[]) =>
    orders.filter((order) => statuses.includes(order.status)).length;
  const online = new Set(orders.flatMap((order) => (order.billNo === null ? [] : [order.billNo])));
  const billedToday = bills.filter((bill) => online.has(bill.billNo) && bill.dat === today && bill.status !== 'VOID');

  const tally = (keys: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].map(([label, value]) => ({ label, value })).sort(byValue);
  };
  const itemPaise = new Map<string, Paise>();
  for (const line of sold.flatMap((order) => order.lines))
    itemPaise.set(line.itemName, addPaise(itemPaise.get(line.itemName) ?? 0, toPaise(line.amount)));
  const bestItems = [...itemPaise]
    .map(([label, paise]) => ({ label, value: fromPaise(paise) }))
    .sort(byValue)
    .slice(0, top);

  return {
    cards: {
      ordersToday: todays.length,
      orderedToday: fromPaise(sumPaise(sold.map((order) => toPaise(order.total)))),
      waiting: count(['NEW']),
      inHand: count(IN_HAND),
      outForDelivery: count(['DISPATCHED']),
      toBill: count(['DELIVERED']),
      billedToday: fromPaise(sumPaise(billedToday.map((bill) => toPaise(bill.total)))),
    },
    charts: {
      byStatus: tally(todays.map((order) => STATUS_LABELS[order.status])),
      bestItems,
      byOutlet: tally(todays.map((order) => order.onlineOutletName || order.onlineOutlet)),
    },
  };
}
