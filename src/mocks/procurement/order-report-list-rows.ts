import type { ReportRow } from '../../engine/report/report';
import { fromPaise, toPaise } from '../../lib/money/money';
import { byKeys, forSupplier, inPeriod, type ReportPeriod } from '../../modules/procurement/cost-reports/report-period';
import { CANCELLED, statusLabel } from '../../modules/procurement/domain/approval-status';
import { enquiryReply, shownBy } from '../../modules/procurement/order-reports/enquiry-replies';
import type { EnquiryHeader } from '../../modules/procurement/enquiries/enquiry-types';
import type { QuotationHeader } from '../../modules/procurement/quotations/quotation-types';
import type { OrderWithRequests, RequestLineBalance } from './bulk-order-pending';
import { byRequest, request } from './order-report-rows';

/** A request line's standing: waiting for the approver, approved, or how much of the approved quantity is ordered. */
export function requestLineStatus(line: RequestLineBalance): string {
  if (!line.approved) return 'Pending approval';
  if (line.ordered <= 0) return 'Approved';
  return line.pending > 0 ? 'Partly ordered' : 'Ordered';
}

/** List of requests: every request line dated in the period, requested, approved and ordered. */
export function requestListRows(lines: readonly RequestLineBalance[], period: ReportPeriod): ReportRow[] {
  return lines
    .filter((line) => inPeriod(period, line.dat))
    .sort(byRequest)
    .map((line) => ({
      ...request(line),
      employee: line.employee,
      qty: line.qty,
      approvedQty: line.approvedQty,
      orderedQty: line.ordered,
      status: requestLineStatus(line),
      reqdby: line.reqdBy,
    }));
}

/** Item-wise pending requests: approved lines of the period not fully ordered, of one item ('' = all), item by item. */
export function itemWisePendingRows(
  lines: readonly RequestLineBalance[],
  period: ReportPeriod,
  itemId: string,
): ReportRow[] {
  return lines
    .filter(
      (line) => line.approved && line.pending > 0 && inPeriod(period, line.dat) && (!itemId || line.itemId === itemId),
    )
    .sort(
      (a, b) =>
        byKeys<RequestLineBalance>(
          (line) => line.itemName,
          (line) => line.itemId,
        )(a, b) || byRequest(a, b),
    )
    .map((line) => ({
      itemname: line.itemName,
      seq: line.seq,
      dat: line.dat,
      department: line.department,
      um: line.um,
      approvedQty: line.approvedQty,
      orderedQty: line.ordered,
      pendingQty: line.pending,
      reqdby: line.reqdBy,
    }));
}

/** What the list reads of an enquiry and of a quotation. */
type EnquiryOnList = {
  header: Pick<EnquiryHeader, 'recordId' | 'seq' | 'dat' | 'validity' | 'vendorname' | 'pos'>;
  lines: readonly unknown[];
};
type QuotationNaming = { header: Pick<QuotationHeader, 'seq' | 'pos' | 'refQuotationId'> };

/**
 * List of enquiries: those dated in the period (not cancelled), each with the quotation that names it and where it
 * stands (quoted, pending, expired: see enquiryReply), only those the choice `show` asks for.
 */
export function enquiryListRows(
  enquiries: readonly EnquiryOnList[],
  quotations: readonly QuotationNaming[],
  period: ReportPeriod,
  show: number,
  today: string,
): ReportRow[] {
  const quotationOf = new Map(
    quotations
      .filter(({ header }) => header.pos !== CANCELLED && header.refQuotationId !== null)
      .map(({ header }) => [header.refQuotationId, header.seq]),
  );
  return enquiries
    .filter(({ header }) => header.pos !== CANCELLED && inPeriod(period, header.dat))
    .map(({ header, lines }) => {
      const quotation = quotationOf.get(header.recordId) ?? '';
      return { header, lines, quotation, reply: enquiryReply(header.validity, quotation !== '', today) };
    })
    .filter(({ reply }) => shownBy(show, reply))
    .sort(
      byKeys(
        ({ header }) => header.dat,
        ({ header }) => header.seq,
      ),
    )
    .map(({ header, lines, quotation, reply }) => ({
      seq: header.seq,
      dat: header.dat,
      vendorname: header.vendorname,
      status: statusLabel('enquiry', header.pos),
      items: lines.length,
      validity: header.validity || null,
      quotation,
      reply,
    }));
}

const AMOUNTS = ['baseamt', 'discount', 'taxes', 'others', 'totalAmt'] as const;

/** An order's amounts in rupees as saved, each read through paise (an amount never saved counts 0). */
const amountsOf = (order: OrderWithRequests) =>
  Object.fromEntries(AMOUNTS.map((name) => [name, fromPaise(toPaise(Number(order[name] ?? 0)))]));

/** List of orders: the orders dated in the period (not cancelled), of the supplier asked for, by date and number. */
export function orderListRows(
  orders: readonly OrderWithRequests[],
  period: ReportPeriod,
  supplierName: (id: string) => string,
): ReportRow[] {
  return orders
    .filter((order) => order.pos !== CANCELLED && inPeriod(period, order.dat) && forSupplier(period, order.vendorid))
    .sort(
      byKeys(
        (order) => order.dat,
        (order) => order.seq,
      ),
    )
    .map((order) => ({
      seq: order.seq,
      dat: order.dat.slice(0, 10),
      vendorname: supplierName(order.vendorid),
      status: statusLabel('order', order.pos),
      ...amountsOf(order),
    }));
}

/** Supplier-wise orders: the same rows, supplier by supplier (each group gets its totals). */
export function supplierWiseOrderRows(
  orders: readonly OrderWithRequests[],
  period: ReportPeriod,
  supplierName: (id: string) => string,
): ReportRow[] {
  return orderListRows(orders, period, supplierName).sort(byKeys((row) => String(row.vendorname)));
}
