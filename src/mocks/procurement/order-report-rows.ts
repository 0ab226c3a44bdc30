import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { ReportRow } from '../../engine/report/report';
import { fromPaise, sumPaise, toPaise } from '../../lib/money/money';
import { multiplyByQuantity } from '../../lib/money/money-arithmetic';
import { fromMilli, toMilli } from '../../lib/quantity/quantity';
import { byKeys, inPeriod, type ReportPeriod } from '../../modules/procurement/cost-reports/report-period';
import type { PendingOrderLine } from '../../kits/inward/receipt-types';
import type { RequestLineBalance } from './bulk-order-pending';

/** The columns every request report starts with. */
export const request = (line: RequestLineBalance) => ({
  seq: line.seq,
  dat: line.dat,
  department: line.department,
  itemname: line.itemName,
  um: line.um,
});
/** Request lines by date, number and line. */
export const byRequest = byKeys<RequestLineBalance>(
  (line) => line.dat,
  (line) => line.seq,
  (line) => String(line.sno).padStart(4, '0'),
);

/** Approved request lines of the period not fully ordered: approved, ordered and pending quantities. */
export function pendingRequestRows(lines: readonly RequestLineBalance[], period: ReportPeriod): ReportRow[] {
  return lines
    .filter((line) => line.approved && line.pending > 0 && inPeriod(period, line.dat))
    .sort(byRequest)
    .map((line) => ({
      ...request(line),
      approvedQty: line.approvedQty,
      orderedQty: line.ordered,
      pendingQty: line.pending,
      reqdby: line.reqdBy,
    }));
}

/** Request lines of the period still waiting for the approver. */
export function requestsToApproveRows(lines: readonly RequestLineBalance[], period: ReportPeriod): ReportRow[] {
  return lines
    .filter((line) => !line.approved && inPeriod(period, line.dat))
    .sort(byRequest)
    .map((line) => ({
      ...request(line),
      qty: line.qty,
      reqdby: line.reqdBy,
      purpose: line.purpose,
      employee: line.employee,
    }));
}

/**
 * Expired requests: lines required by a day of the period that is already past (`today`, yyyy-MM-dd)
 * and not ordered in full; a line still waiting for approval counts with its whole quantity.
 */
export function expiredRequestRows(
  lines: readonly RequestLineBalance[],
  period: ReportPeriod,
  today: string,
): ReportRow[] {
  return lines
    .filter(
      (line) =>
        line.reqdBy !== null &&
        inPeriod(period, line.reqdBy) &&
        line.reqdBy.slice(0, 10) < today &&
        (line.approved ? line.pending > 0 : line.qty > 0),
    )
    .sort(
      byKeys(
        (line) => line.reqdBy ?? '',
        (line) => line.seq,
        (line) => String(line.sno).padStart(4, '0'),
      ),
    )
    .map((line) => ({
      ...request(line),
      status: line.approved ? 'Approved' : 'Pending approval',
      pendingQty: line.approved ? line.pending : line.qty,
      reqdby: line.reqdBy,
      daysOverdue: differenceInCalendarDays(parseISO(today), parseISO(line.reqdBy!.slice(0, 10))),
    }));
}

/** An open order's lines with what each still awaits. */
export interface OpenOrderLines {
  seq: string;
  dat: string;
  vendorname: string;
  status: string;
  lines: ReadonlyArray<PendingOrderLine & { reqdBy: string | null }>;
}

/**
 * Pending orders: per order and item, ordered, received and pending quantities and the pending value at the order's
 * rate.
 */
export function pendingOrderRows(orders: readonly OpenOrderLines[]): ReportRow[] {
  return [...orders]
    .sort(
      byKeys(
        (order) => order.dat,
        (order) => order.seq,
      ),
    )
    .flatMap((order) =>
      order.lines
        .filter((line) => line.pending > 0)
        .map((line) => ({
          seq: order.seq,
          dat: order.dat,
          vendorname: order.vendorname,
          status: order.status,
          itemname: line.itemName,
          um: line.um,
          ordered: line.ordered,
          received: line.received,
          pending: line.pending,
          rat: line.rat,
          pendingValue: fromPaise(multiplyByQuantity(toPaise(line.rat), line.pending)),
        })),
    );
}

/**
 * Expected materials: per item, the quantity the open orders still bring, how many orders, the first required-by date
 * and the value.
 */
export function expectedMaterialRows(orders: readonly OpenOrderLines[]): ReportRow[] {
  const items = new Map<
    string,
    {
      itemid: string;
      itemname: string;
      um: string;
      pending: number;
      orders: Set<string>;
      reqdby: string | null;
      values: number[];
    }
  >();
  for (const order of orders) {
    for (const line of order.lines) {
      if (line.pending <= 0) continue;
      const known = items.get(line.itemId) ?? {
        itemid: line.itemId,
        itemname: line.itemName,
        um: line.um,
        pending: 0,
        orders: new Set<string>(),
        reqdby: null,
        values: [],
      };
      known.pending += toMilli(line.pending);
      known.orders.add(order.seq);
      if (line.reqdBy && (known.reqdby === null || line.reqdBy < known.reqdby)) known.reqdby = line.reqdBy;
      known.values.push(multiplyByQuantity(toPaise(line.rat), line.pending));
      items.set(line.itemId, known);
    }
  }
  return [...items.values()]
    .sort(
      byKeys(
        (item) => item.itemname,
        (item) => item.itemid,
      ),
    )
    .map((item) => ({
      itemid: item.itemid,
      itemname: item.itemname,
      um: item.um,
      pending: fromMilli(item.pending),
      orders: item.orders.size,
      reqdby: item.reqdby,
      pendingValue: fromPaise(sumPaise(item.values)),
    }));
}
