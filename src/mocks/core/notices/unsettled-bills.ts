import type { Bill } from '../../../kits/billing/domain/bill-types';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { ServerBillingBook } from '../billing/billing-book';
import { dayCloseId, dayClosesOf } from '../billing/billing-store';
import { outletScope } from '../billing/day-status';
import type { NoticeRule, RaisedNotice } from './notice-rule';

type UnsettledBill = Pick<Bill, 'dat' | 'status' | 'total'>;

const amountOf = (bills: readonly UnsettledBill[]) => formatMoney(sumPaise(bills.map((bill) => toPaise(bill.total))));
const bills = (count: number) => `${count} ${count === 1 ? 'bill is' : 'bills are'}`;

/**
 * The business days waiting to be closed with bills not settled: a day before today (so it has ended) that the book
 * has not closed, one notice per day with its count and amount. Today's bills are still being settled as guests pay;
 * a day closed over open bills (a manager confirmed it) is dealt with.
 */
export function unsettledDayNotices(
  rows: Iterable<UnsettledBill>,
  isClosed: (dat: string) => boolean,
  today: string,
  billWord: string,
): RaisedNotice[] {
  const byDay = new Map<string, UnsettledBill[]>();
  for (const bill of rows)
    if (bill.status === 'UNSETTLED' && bill.dat < today && !isClosed(bill.dat))
      byDay.set(bill.dat, [...(byDay.get(bill.dat) ?? []), bill]);
  return [...byDay].map(([dat, open]) => ({
    id: dat,
    title: `${billWord}s not settled`,
    text: `${formatDate(dat)}: ${bills(open.length)} not settled (₹ ${amountOf(open)}); the day is not closed`,
    at: dat,
    tone: 'warning',
  }));
}

/**
 * A billing book's rule: its unsettled bills of days not closed, in the user's outlets, for users who may settle
 * (create on the book's billing screen). `book`: absent for the restaurant's.
 */
export function unsettledBillsRule(
  kind: string,
  screens: readonly ScreenDeclaration[],
  billWord: string,
  book?: ServerBillingBook,
): NoticeRule {
  return {
    kind,
    icon: 'bill',
    screens,
    transaction: 'create',
    async raise({ session, companyCode, today }) {
      const [scope, closes] = await Promise.all([
        outletScope(book ? { ...session, book } : session),
        dayClosesOf(companyCode),
      ]);
      return unsettledDayNotices(scope.bills, (dat) => closes.has(dayCloseId(dat, book?.name)), today, billWord);
    },
  };
}
