import type { ChartPoint, DashboardData } from '../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { divideByQuantity } from '../../../lib/money/money-arithmetic';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { RunningTable } from '../../../kits/billing/domain/order-types';
import { modeTotals } from '../../../kits/billing/domain/day-close';
import { rankedItemRows } from './item-rows';
import { isSale, type ReportNames } from './sales-query';
import { MODE_NAMES } from './settlement-rows';

export interface RestaurantSources {
  bills: Iterable<Bill>;
  running: Iterable<RunningTable>;
  /** yyyy-MM-dd, the server's day. */
  today: string;
  names: ReportNames;
  /** How many items the best items chart shows. */
  top?: number;
}

/**
 * The restaurant dashboard from the bills: today's sales (sale bills, NC and void at nothing), their count and
 * average, the tables open now, the bills awaiting settlement (any day), and today's best items (by value),
 * sales by outlet and settled amounts by mode.
 */
export function restaurantFigures({ bills, running, today, names, top = 5 }: RestaurantSources): DashboardData {
  const every = [...bills];
  const todays = every.filter((bill) => bill.dat === today);
  const sales = todays.filter(isSale);
  const salesPaise = sumPaise(sales.map((bill) => toPaise(bill.total)));
  const byOutlet = new Map<string, number[]>();
  for (const bill of sales) byOutlet.set(bill.outlet, [...(byOutlet.get(bill.outlet) ?? []), toPaise(bill.total)]);
  const salesByOutlet: ChartPoint[] = [...byOutlet.entries()]
    .map(([outlet, paise]) => ({ label: names.outlet(outlet), value: fromPaise(sumPaise(paise)) }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const bestItems: ChartPoint[] = rankedItemRows(todays, names, 'top', 'VALUE', top).map((row) => ({
    label: String(row.itemName),
    value: Number(row.net),
  }));
  const settlementModes: ChartPoint[] = modeTotals(sales).map((mode) => ({
    label: MODE_NAMES[mode.mode],
    value: mode.amount,
  }));
  return {
    cards: {
      todaySales: fromPaise(salesPaise),
      todayBills: sales.length,
      averageBill: sales.length ? fromPaise(divideByQuantity(salesPaise, sales.length)) : 0,
      openTables: [...running].filter((table) => table.state === 'OPEN').length,
      unsettledBills: every.filter((bill) => isSale(bill) && bill.status === 'UNSETTLED').length,
    },
    charts: { bestItems, salesByOutlet, settlementModes },
  };
}
