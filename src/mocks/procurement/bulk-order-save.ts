import { fromPaise } from '../../lib/money/money';
import { fromMilli, toMilli } from '../../lib/quantity/quantity';
import { PENDING_APPROVAL } from '../../modules/procurement/domain/approval-status';
import {
  bulkOrderProblems,
  bulkOrderTotalPaise,
  ordersBySupplier,
  requestItemKey,
} from '../../modules/procurement/bulk-orders/bulk-order-rules';
import type { BulkOrderDetail } from '../../modules/procurement/bulk-orders/bulk-order-types';
import { PURCHASE_ORDERS } from '../../modules/procurement/resources/purchase-orders';
import { logActivity } from '../core/activity-log';
import { prepareDocument } from '../core/generic/documents';
import { writeRecord } from '../core/record-store';
import type { DemoSession } from '../core/sessions/auth';
import { requestLineBalances, storedOrders, type RequestLineBalance } from './bulk-order-pending';
import { supplierNames } from '../core/inward/receipt-context';
import { serverToday } from '../core/server-dates';

type Outcome = { problems: Record<string, string> } | { refusal: string } | { seqs: string[] };

/** What each approved request line (by request and item) still awaits, in the item's stock unit. */
export function pendingByRequestItem(
  balances: readonly RequestLineBalance[],
): Map<string, { pending: number; reqdBy: string | null }> {
  const open = new Map<string, { pending: number; reqdBy: string | null }>();
  for (const line of balances) {
    if (!line.approved) continue;
    const key = requestItemKey(line.recordId, line.itemId);
    const known = open.get(key);
    open.set(key, {
      pending: fromMilli((known ? toMilli(known.pending) : 0) + toMilli(line.pending)),
      reqdBy: known?.reqdBy ?? line.reqdBy,
    });
  }
  return open;
}

/**
 * `SetPurchaseOrder2`: one order per distinct supplier (in the order they first appear), numbered
 * from the order series, pending approval (pos 1), TypeOfOrder "PO", no taxes, so Baseamt = TotalAmt
 * = Σ qty × rat; each line names its request (`purRequest`), which then shows as ordered. Refused
 * whole, line by line, when a line has no supplier, no rate, or more than its request line awaits.
 */
export async function saveBulkOrders(
  session: DemoSession,
  details: readonly BulkOrderDetail[],
  terms: readonly string[],
): Promise<Outcome> {
  const { companyCode } = session;
  if (details.length === 0) return { refusal: 'Choose the request lines to order.' };
  const [balances, suppliers] = await Promise.all([requestLineBalances(companyCode), supplierNames(companyCode)]);
  const open = pendingByRequestItem(balances);
  const problems = bulkOrderProblems(
    details,
    (prrequest, itemId) => open.get(requestItemKey(prrequest, itemId))?.pending,
  );
  details.forEach((detail, index) => {
    const at = `details.${index}.supId`;
    if (!problems[at] && !suppliers.has(detail.supId)) problems[at] = `There is no supplier ${detail.supId}.`;
  });
  if (Object.keys(problems).length > 0) return { problems };
  await storedOrders(companyCode);
  const dat = serverToday();
  const seqs: string[] = [];
  const at = new Date().toISOString();
  for (const [vendorid, lines] of ordersBySupplier(details)) {
    const input = {
      dat,
      vendorid,
      vendorname: suppliers.get(vendorid) ?? vendorid,
      purchaseType: 'LOCAL',
      refQuotation: '',
      reference: '',
      validity: '',
      typeOfOrder: 'PO',
      usr: session.userName,
      lines: lines.map((line, index) => ({
        sno: index + 1,
        itemId: line.itemId,
        itemName: line.itemname,
        itemDescription: '',
        qty: line.qty,
        um: line.um,
        rat: line.rat,
        amount: null,
        reqdBy: open.get(requestItemKey(line.prrequest, line.itemId))?.reqdBy ?? null,
        purRequest: line.prrequest,
      })),
      taxLines: [],
      discount: 0,
      others: 0,
      terms: terms.map((term, index) => ({ sno: index + 1, term })),
    };
    const record = await prepareDocument(PURCHASE_ORDERS, companyCode, input, undefined);
    if (typeof record === 'string') return { refusal: record };
    const order: Record<string, unknown> = { ...record, pos: PENDING_APPROVAL };
    await writeRecord(PURCHASE_ORDERS.name, companyCode, String(order.recordId), order);
    seqs.push(String(order.seq));
    await logActivity(session, {
      at,
      module: 'procurement',
      action: 'Create',
      subject: 'Purchase order',
      reference: String(order.seq),
      after: fromPaise(bulkOrderTotalPaise(lines)),
      detail: `Bulk order to ${input.vendorname} from requests ${[...new Set(lines.map((line) => line.prrequest))].join(', ')}`,
    });
  }
  return { seqs };
}
