import { format } from 'date-fns';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { DayStatus } from '../../../kits/billing/domain/day-close-types';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { RunningTable } from '../../../kits/billing/domain/order-types';
import { modeTotals } from '../../../kits/billing/domain/day-close';
import type { BillingSession } from './billing-book';
import { billsOf, dayCloseId, dayClosesOf, runningTablesOf } from './billing-store';
import { userOutlets } from './billing-masters';
import { IN_FORCE } from '../../../modules/pos/returns/domain/returns-types';
import { saleReturnsOf } from './return-store';

/** The business day a moment falls on (the server's local date, as serverToday). */
export const dayOf = (iso: string): string => format(new Date(iso), 'yyyy-MM-dd');

/** The moments of a business day as ISO strings [start, end): a settledAt falls in it by plain string order. */
function dayBounds(dat: string): [string, string] {
  const start = new Date(`${dat}T00:00:00`);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return [start.toISOString(), end.toISOString()];
}

/**
 * Is the day closed (setDayClose stored it) in the book (the restaurant's unless named: each book closes its own day)?
 */
export const isDayClosed = async (companyCode: number, dat: string, book?: string): Promise<boolean> =>
  (await dayClosesOf(companyCode)).has(dayCloseId(dat, book));

/** The user's outlets' bills and running tables (every outlet's for an administrator). */
export async function outletScope(
  session: BillingSession,
): Promise<{ bills: Bill[]; tables: RunningTable[]; codes: Set<string> }> {
  const [outlets, bills, tables] = await Promise.all([
    userOutlets(session),
    billsOf(session.companyCode),
    runningTablesOf(session.companyCode),
  ]);
  const codes = new Set(outlets.map((outlet) => outlet.code));
  return {
    bills: [...bills.values()].filter((bill) => codes.has(bill.outlet)),
    tables: [...tables.values()].filter((table) => codes.has(table.outlet)),
    codes,
  };
}

/** The cash the outlets' sale returns in force paid back on the day (paise): it left the drawer the bills filled. */
async function cashRefundsOf(companyCode: number, codes: ReadonlySet<string>, dat: string): Promise<number> {
  const returns = await saleReturnsOf(companyCode);
  return sumPaise(
    returns
      .filter(
        ({ header }) =>
          header.pos === IN_FORCE && header.refundMode === 'CASH' && header.dat === dat && codes.has(header.outlet),
      )
      .map(({ header }) => toPaise(header.total)),
  );
}

/**
 * The day's status in the user's outlets: the money settled that day per mode (a bill counts on the day it
 * was settled, split tenders in each of their modes) and in all, the bills settled, the NC and void bills
 * made that day (counts), the cash sale returns paid back that day, and what is still open: tables running since that
 * day or before, and bills of that day or before not yet settled.
 */
export async function dayStatusOf(session: BillingSession, dat: string): Promise<DayStatus> {
  const { bills, tables, codes } = await outletScope(session);
  const [start, end] = dayBounds(dat);
  const settled = bills.filter((bill) => bill.status === 'SETTLED' && bill.settledAt >= start && bill.settledAt < end);
  const ofDay = bills.filter((bill) => bill.dat === dat);
  return {
    dat,
    closed: await isDayClosed(session.companyCode, dat, session.book?.name),
    openTables: tables.filter((table) => table.state === 'OPEN' && table.openedAt < end).length,
    unsettledBills: bills.filter((bill) => bill.status === 'UNSETTLED' && bill.dat <= dat).length,
    bills: settled.length,
    sales: fromPaise(sumPaise(settled.map((bill) => toPaise(bill.total)))),
    modes: modeTotals(settled),
    cashRefunds: fromPaise(await cashRefundsOf(session.companyCode, codes, dat)),
    nc: ofDay.filter((bill) => bill.kind === 'NC' && bill.status !== 'VOID').length,
    voids: ofDay.filter((bill) => bill.status === 'VOID').length,
  };
}
