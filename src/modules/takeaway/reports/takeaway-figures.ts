import type { ChartPoint, DashboardData } from '../../../engine/dashboard/dashboard';
import { modeTotals } from '../../../kits/billing/domain/day-close';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { RunningTable } from '../../../kits/billing/domain/order-types';
import { MODE_NAMES } from '../../../kits/billing/domain/settlement-rules';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { divideByQuantity } from '../../../lib/money/money-arithmetic';
import { happyHourOff, isSale, offerOff, orderTypeOf } from './bill-discounts';
import type { OutletName } from './day-rows';

export interface TakeawaySources {
  /** Today's bills of the take-away outlets and every unsettled one. */
  bills: Iterable<Bill>;
  running: Iterable<RunningTable>;
  today: string;
  outletName: OutletName;
  top?: number;
}

function sumBy(
  bills: readonly Bill[],
  key: (bill: Bill) => string,
  value: (bill: Bill) => Paise = (bill) => toPaise(bill.total),
): ChartPoint[] {
  const totals = new Map<string, Paise[]>();
  for (const bill of bills) totals.set(key(bill), [...(totals.get(key(bill)) ?? []), value(bill)]);
  return [...totals]
    .map(([label, paise]) => ({ label, value: fromPaise(sumPaise(paise)) }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

/** The best items today by value (a combo's items as themselves, at their shares of its price). */
function bestItems(bills: readonly Bill[], top: number): ChartPoint[] {
  const byItem = new Map<string, { label: string; paise: Paise }>();
  for (const line of bills.flatMap((bill) => bill.lines)) {
    const row = byItem.get(line.itemId) ?? { label: line.itemName, paise: 0 };
    row.paise += toPaise(line.taxable);
    byItem.set(line.itemId, row);
  }
  return [...byItem.values()]
    .sort((a, b) => b.paise - a.paise || a.label.localeCompare(b.label))
    .slice(0, top)
    .map((row) => ({ label: row.label, value: fromPaise(row.paise) }));
}

/**
 * The take-away dashboard from the bills: today's sales, bills and average bill, the orders open now, the bills
 * awaiting settlement (any day), what the happy hours and the customer offers took off today; today's sales by
 * outlet and by order type, the settled amounts by mode and the best items.
 */
export function takeawayFigures({ bills, running, today, outletName, top = 5 }: TakeawaySources): DashboardData {
  const every = [...bills];
  const sales = every.filter((bill) => bill.dat === today && isSale(bill));
  const salesPaise = sumPaise(sales.map((bill) => toPaise(bill.total)));
  return {
    cards: {
      todaySales: fromPaise(salesPaise),
      todayBills: sales.length,
      averageBill: sales.length ? fromPaise(divideByQuantity(salesPaise, sales.length)) : 0,
      openOrders: [...running].filter((table) => table.state === 'OPEN').length,
      unsettledBills: every.filter((bill) => isSale(bill) && bill.status === 'UNSETTLED').length,
      happyHourDiscounts: fromPaise(sumPaise(sales.map(happyHourOff))),
      offerDiscounts: fromPaise(sumPaise(sales.map(offerOff))),
    },
    charts: {
      salesByOutlet: sumBy(sales, (bill) => outletName(bill.outlet)),
      salesByOrderType: sumBy(sales, (bill) => orderTypeOf(bill) || 'Take-away'),
      settlementModes: modeTotals(sales).map((mode) => ({ label: MODE_NAMES[mode.mode], value: mode.amount })),
      bestItems: bestItems(sales, top),
    },
  };
}
