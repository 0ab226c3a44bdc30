import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { PendingOrderLine } from '../../../modules/pos/stock-sales/domain/sale-requirements';
import { storedOrders } from './order-store';
import type { StoredSale } from './sale-store';

/**
 * The CRM sale orders (05-crm.md section 3, `CrmSaleOrderUni` + `CrmSaleOrderDet`), written by /crm/crm-orders
 * (`src/mocks/crm/orders`): one record per order `{ header, lines, terms, taxes, advances }` in this
 * store. The sales invoice reads the fields below of its approved orders' lines.
 */
export { CRM_SALE_ORDERS } from './order-store-name';

export interface StoredSaleOrder {
  /** `closed` (ours): an order closed by hand is no longer invoiced against. */
  header: {
    recordId: number;
    seq: string;
    dat: string;
    partyId: string;
    partyName: string;
    pos: number;
    totalAmt: number;
    closed?: boolean;
  };
  lines: Array<{
    sno: number;
    itemId: string;
    itemName: string;
    qty: number;
    um: string;
    rat: number;
    discPer: number;
  }>;
}

/**
 * Kept only for its reader (`sale-requirements.ts`) and that reader's test: CRM sale orders are built at
 * /crm/crm-orders, so the note should go once the requirements stop sending it.
 */
export const ORDERS_NOTE = 'No approved sale order waits to be invoiced: add the items directly.';

/**
 * Approved orders (Pos 2 born approved, 3 approved by the approver) still open: closed and cancelled ones are skipped.
 */
export async function approvedSaleOrders(companyCode: number): Promise<StoredSaleOrder[]> {
  const orders: StoredSaleOrder[] = await storedOrders(companyCode);
  return orders.filter((order) => (order.header.pos === 2 || order.header.pos === 3) && order.header.closed !== true);
}

/** What the invoices that stand have sent of each order line, in thousandths: key `<order>|<line>`. */
function dispatchedMilli(sales: readonly StoredSale[]): Map<string, number> {
  const sent = new Map<string, number>();
  for (const sale of sales) {
    for (const line of sale.linedetails) {
      if (line.refSoid === null || line.refSoLine === null) continue;
      const key = `${line.refSoid}|${line.refSoLine}`;
      sent.set(key, (sent.get(key) ?? 0) + toMilli(line.qty));
    }
  }
  return sent;
}

/**
 * `MaterialDetails`: every approved order line with something still to send, and the stock of its item (`available`, in
 * every store).
 */
export function pendingOrderLines(
  orders: readonly StoredSaleOrder[],
  liveSales: readonly StoredSale[],
  stockMilli: (itemId: string) => number,
): PendingOrderLine[] {
  const sent = dispatchedMilli(liveSales);
  return orders.flatMap(({ header, lines }) =>
    lines.flatMap((line) => {
      const dispatched = sent.get(`${header.recordId}|${line.sno}`) ?? 0;
      const pending = toMilli(line.qty) - dispatched;
      if (pending <= 0) return [];
      const available = stockMilli(line.itemId);
      return [
        {
          soid: header.recordId,
          sno: line.sno,
          sono: header.seq,
          partyid: header.partyId,
          partyname: header.partyName,
          itemid: line.itemId,
          itemname: line.itemName,
          qty: line.qty,
          um: line.um,
          dispatched: fromMilli(dispatched),
          pending: fromMilli(pending),
          available: fromMilli(available),
          tobedispatched: fromMilli(Math.max(Math.min(pending, available), 0)),
          rat: line.rat,
          discper: line.discPer,
        },
      ];
    }),
  );
}
