import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { MODE_NAMES } from '../../../kits/billing/domain/settlement-rules';
import { byKeys, isNc, isSale, isVoid, type ReportNames } from './sales-query';

/** The bill's amounts as the sales reports count them: its own for a sale, nothing for an NC or void bill. */
const AMOUNTS = ['subTotal', 'discount', 'serviceCharge', 'taxTotal', 'roundOff', 'total'] as const;
type Amount = (typeof AMOUNTS)[number];
const amountsOf = (bill: Bill): Record<Amount, number> =>
  Object.fromEntries(AMOUNTS.map((name) => [name, isSale(bill) ? fromPaise(toPaise(bill[name])) : 0])) as Record<
    Amount,
    number
  >;

export function statusOf(bill: Bill): string {
  if (isVoid(bill)) return 'Void';
  const settled = bill.status === 'SETTLED' ? 'Settled' : 'Unsettled';
  return isNc(bill) ? `NC, ${settled.toLowerCase()}` : settled;
}

/** The settlement modes of a bill by their names (Cash, Card, …), in the order tendered, each once. */
export const modesOf = (bill: Bill): string =>
  [...new Set(bill.tenders.map((tender) => MODE_NAMES[tender.mode] ?? tender.mode))].join(', ');

const billColumns = (bill: Bill, names: ReportNames) => ({
  seq: bill.seq,
  billNo: bill.billNo,
  dat: bill.dat,
  outlet: names.outlet(bill.outlet),
  tableNo: bill.tableNo,
  waiter: names.waiter(bill.waiter),
  covers: isSale(bill) ? bill.covers : 0,
  user: bill.user,
});

/**
 * List of sales: every bill of the period (NC and void bills listed, at nothing: their values are in the NC and void
 * report).
 */
export function salesListRows(bills: readonly Bill[], names: ReportNames): ReportRow[] {
  return bills.map((bill) => ({
    ...billColumns(bill, names),
    ...amountsOf(bill),
    status: statusOf(bill),
    modes: modesOf(bill),
  }));
}

/**
 * Table-wise (the outlet's table) and waiter-wise sales: the sale bills, each with the table and waiter it is grouped
 * by.
 */
export function specialSaleRows(
  bills: readonly Bill[],
  names: ReportNames,
  by: 'table' | 'waiter',
  detail: string,
): ReportRow[] {
  return bills
    .filter((bill) => isSale(bill) && (detail === '' || (by === 'table' ? bill.tableNo : bill.waiter) === detail))
    .map((bill) => ({
      ...billColumns(bill, names),
      ...amountsOf(bill),
      table: `${bill.tableNo}, ${names.outlet(bill.outlet)}`,
    }))
    .sort(
      byKeys(
        (row) => (by === 'table' ? row.table : row.waiter),
        (row) => row.dat,
        (row) => String(row.billNo).padStart(12, '0'),
      ),
    );
}

/**
 * NC and void bills (detail NC, VOID or '' for both): an NC bill with its department and value, a void one with its
 * reason.
 */
export function ncVoidRows(bills: readonly Bill[], names: ReportNames, detail: string): ReportRow[] {
  return bills
    .filter((bill) => (isVoid(bill) && detail !== 'NC') || (isNc(bill) && detail !== 'VOID'))
    .map((bill) => ({
      ...billColumns(bill, names),
      category: isVoid(bill) ? 'Void' : `NC: ${names.ncDepartment(bill.ncDepartment)}`,
      department: isVoid(bill) ? '' : names.ncDepartment(bill.ncDepartment),
      value: fromPaise(toPaise(bill.value)),
      reason: isVoid(bill) ? bill.voidReason : '',
    }))
    .sort(
      byKeys(
        (row) => row.category,
        (row) => row.dat,
        (row) => String(row.billNo).padStart(12, '0'),
      ),
    );
}

/** Discounted bills: the sale bills with a discount, its percent, reason and the user who gave it. */
export function discountedRows(bills: readonly Bill[], names: ReportNames): ReportRow[] {
  return bills
    .filter((bill) => isSale(bill) && toPaise(bill.discount) > 0)
    .map((bill) => ({
      ...billColumns(bill, names),
      ...amountsOf(bill),
      discountPercent: bill.discountPercent,
      reason: bill.discountReason,
    }));
}

interface DayOutlet {
  dat: string;
  outlet: string;
  bills: number;
  covers: number;
  paise: Record<Amount | 'nc' | 'voids', Paise[]>;
}

/**
 * Consolidated sales: per day and outlet, the sale bills' count, covers and amounts, and the NC and void values apart.
 */
export function consolidatedSalesRows(bills: readonly Bill[], names: ReportNames): ReportRow[] {
  const days = new Map<string, DayOutlet>();
  for (const bill of bills) {
    const key = `${bill.dat}|${bill.outlet}`;
    let day = days.get(key);
    if (!day)
      days.set(
        key,
        (day = {
          dat: bill.dat,
          outlet: bill.outlet,
          bills: 0,
          covers: 0,
          paise: {
            subTotal: [],
            discount: [],
            serviceCharge: [],
            taxTotal: [],
            roundOff: [],
            total: [],
            nc: [],
            voids: [],
          },
        }),
      );
    if (isVoid(bill)) day.paise.voids.push(toPaise(bill.value));
    else if (isNc(bill)) day.paise.nc.push(toPaise(bill.value));
    else if (isSale(bill)) {
      day.bills += 1;
      day.covers += bill.covers;
      for (const name of AMOUNTS) day.paise[name].push(toPaise(bill[name]));
    }
  }
  return [...days.values()]
    .sort(
      byKeys(
        (day) => day.dat,
        (day) => names.outlet(day.outlet),
      ),
    )
    .map((day) => ({
      dat: day.dat,
      outlet: names.outlet(day.outlet),
      bills: day.bills,
      covers: day.covers,
      ...(Object.fromEntries(
        Object.entries(day.paise).map(([name, values]) => [name, fromPaise(sumPaise(values))]),
      ) as Record<Amount | 'nc' | 'voids', number>),
    }));
}
