import { format } from 'date-fns';
import type { DashboardData } from '../../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../../lib/money/money';
import { restaurantFigures } from '../../reports/restaurant-figures';
import { isSale, type ReportNames } from '../../reports/sales-query';
import type { CounterBill } from './counter-types';

/**
 * The sales dashboard from the counter bills: today's sales, bills and average bill, what was sold on credit
 * and how many bills were cancelled today (whenever made), the best items by value, the money by mode and the sales by
 * outlet. The restaurant dashboard's rules count them (one reading of a sale: void and cancelled bills sell nothing).
 */
export function counterFigures(bills: readonly CounterBill[], today: string, names: ReportNames): DashboardData {
  const todays = bills.filter((bill) => bill.dat === today);
  const base = restaurantFigures({ bills: todays, running: [], today, names });
  const credit = todays
    .filter(isSale)
    .flatMap((bill) =>
      bill.tenders.filter((tender) => tender.mode === 'CREDIT').map((tender) => toPaise(tender.amount)),
    );
  return {
    cards: {
      todaySales: base.cards.todaySales ?? 0,
      todayBills: base.cards.todayBills ?? 0,
      averageBill: base.cards.averageBill ?? 0,
      creditSales: fromPaise(sumPaise(credit)),
      // Cancelled today, whenever the bill was made (a bill of a day not yet closed can be cancelled the next morning).
      cancelledBills: bills.filter(
        (bill) => bill.cancelledAt !== '' && format(new Date(bill.cancelledAt), 'yyyy-MM-dd') === today,
      ).length,
    },
    charts: base.charts,
  };
}
