import { addDays, format, parseISO } from 'date-fns';
import type { DashboardData } from '../../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { PASS_PENDING, SALE_CANCELLED, type SaleHeader } from './stock-sale-types';

export interface DashboardInput {
  sales: readonly SaleHeader[];
  /** What the customers' advances still hold (not yet adjusted). */
  advancesHeldPaise: Paise;
  /** What customers owe (their ledger's balance). */
  receivablePaise: Paise;
  /** yyyy-MM-dd. */
  today: string;
  saleTypeNames: ReadonlyMap<string, string>;
}

const total = (rows: readonly SaleHeader[]) => sumPaise(rows.map((header) => toPaise(header.totalAmt)));

/** Points of a chart: each key's sum, largest first, the first `top`. */
function ranked(rows: readonly SaleHeader[], key: (header: SaleHeader) => string, top: number) {
  const sums = new Map<string, Paise>();
  for (const header of rows) sums.set(key(header), (sums.get(key(header)) ?? 0) + toPaise(header.totalAmt));
  return [...sums]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([label, paise]) => ({ label, value: fromPaise(paise) }));
}

/**
 * The stock sales dashboard from the invoices that stand: today's and the month's sales, what is owed and held, the
 * gate, and three charts.
 */
export function stockSalesDashboard({
  sales,
  advancesHeldPaise,
  receivablePaise,
  today,
  saleTypeNames,
}: DashboardInput): DashboardData {
  const standing = sales.filter((header) => header.pos !== SALE_CANCELLED);
  const todays = standing.filter((header) => header.dat === today);
  const month = standing.filter((header) => header.dat.slice(0, 7) === today.slice(0, 7) && header.dat <= today);
  const week = Array.from({ length: 7 }, (_, back) => format(addDays(parseISO(today), back - 6), 'yyyy-MM-dd'));
  return {
    cards: {
      todaySales: fromPaise(total(todays)),
      todayInvoices: todays.length,
      monthSales: fromPaise(total(month)),
      receivable: fromPaise(receivablePaise),
      advancesHeld: fromPaise(advancesHeldPaise),
      pendingDispatches: standing.filter((header) => header.passCodeCheck === PASS_PENDING).length,
    },
    charts: {
      salesByDay: week.map((day) => ({
        label: format(parseISO(day), 'dd MMM'),
        value: fromPaise(total(standing.filter((header) => header.dat === day))),
      })),
      topCustomers: ranked(month, (header) => header.partyName, 5),
      bySaleType: ranked(month, (header) => saleTypeNames.get(header.saleType) ?? header.saleType, 10),
    },
  };
}
