import { fromMilli } from '../../../lib/quantity/quantity';
import { pendingMilli } from '../../../modules/crm/domain/order-rules';
import { currentStock } from '../stock/stock-store';
import { stockEverywhereMilli } from './sale-lots';
import type { StoredSaleOrder } from './sale-orders';
import { invoicedMilli, storedOrders } from './order-store';

/**
 * The approved sale-order lines still to make, for production planning
 * (`GetPendingSOToBePlanned`, `ProductionPendingSosInfo`): pending = ordered − invoiced, lines already in a live batch
 * left out. `plannedLines` are the `${soid}|${lineId}` keys of the running batches' order lines (the caller passes
 * them: CRM does not read production's store).
 */
export interface PendingToPlan {
  soid: number;
  sno: number;
  seq: string;
  partyname: string;
  mobile: string;
  itemid: string;
  itemname: string;
  qty: number;
  um: string;
  qtyavailable: number;
  pending: number;
}

export type { StoredSaleOrder };

/**
 * Approved, open orders' lines with ordered − invoiced > 0 and not in `plannedLines`; `qtyavailable` = the item's stock
 * in every store.
 */
export async function pendingToPlan(companyCode: number, plannedLines: ReadonlySet<string>): Promise<PendingToPlan[]> {
  const [orders, invoiced, { index }] = await Promise.all([
    storedOrders(companyCode),
    invoicedMilli(companyCode),
    currentStock(companyCode),
  ]);
  return orders
    .filter(({ header }) => (header.pos === 2 || header.pos === 3) && header.closed !== true)
    .flatMap(({ header, lines }) =>
      lines.flatMap((line) => {
        const key = `${header.recordId}|${line.sno}`;
        const pending = pendingMilli(line.qty, invoiced.get(key) ?? 0);
        if (pending <= 0 || plannedLines.has(key)) return [];
        return [
          {
            soid: header.recordId,
            sno: line.sno,
            seq: header.seq,
            partyname: header.partyName,
            mobile: header.mobile,
            itemid: line.itemId,
            itemname: line.itemName,
            qty: line.qty,
            um: line.um,
            qtyavailable: fromMilli(stockEverywhereMilli(index, line.itemId)),
            pending: fromMilli(pending),
          },
        ];
      }),
    );
}
