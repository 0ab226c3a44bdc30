import { PENDING_APPROVAL } from '../../modules/procurement/domain/approval-status';
import { STOCK_MASTERS } from '../core/stock/stock-masters';
import type { BulkRequirements, OrderForApproval } from '../../modules/procurement/bulk-orders/bulk-order-types';
import { lineUnit } from '../../modules/procurement/requests/requirement-masters';
import { listRecords } from '../core/record-store';
import { requestLineBalances, storedOrders } from './bulk-order-pending';
import { supplierNames } from '../core/inward/receipt-context';
import { requestMasterData } from './request-masters';
import { storedTerms } from './terms-store';

/**
 * `PurOrderRequirements2`: the active items with their stock unit, every unit of each, the items'
 * standard rates, the approved request lines not yet fully ordered (in the stock unit), and the
 * standard terms of the order terms master, in their order.
 */
export async function bulkRequirements(companyCode: number): Promise<BulkRequirements> {
  const [{ lists }, balances, terms] = await Promise.all([
    requestMasterData(companyCode),
    requestLineBalances(companyCode),
    storedTerms(companyCode),
  ]);
  const items = await listRecords<{ itemId: string; standardRate?: number | null }>(STOCK_MASTERS.items, companyCode);
  const active = new Set(lists.materials.map((material) => material.itemid));
  return {
    materials: lists.materials.map((material) => ({
      itemid: material.itemid,
      itemname: material.itemname,
      umid: lineUnit(lists, material.itemid, null).umid,
      um: material.um,
    })),
    units: lists.materialunits.map((unit) => ({ recordid: unit.recordid, umid: unit.umid, um: unit.um })),
    prices: items
      .filter((item) => active.has(item.itemId))
      .map((item) => ({ itemid: item.itemId, rat: Number(item.standardRate ?? 0) })),
    requests: balances
      .filter((line) => line.approved && line.pending > 0)
      .map((line) => ({
        recordId: line.recordId,
        seq: line.seq,
        sno: line.sno,
        itemid: line.itemId,
        itemdescription: line.itemDescription ? `${line.itemName} — ${line.itemDescription}` : line.itemName,
        approvedQty: line.approvedQty,
        pendingQty: line.pending,
        department: line.department,
      })),
    terms: terms.map(({ slno, term }) => ({ slno, term })),
  };
}

/** `GetPurchaseOrdersForApprovals`: the orders pending approval (pos 1), oldest number first. */
export async function ordersForApproval(companyCode: number): Promise<OrderForApproval[]> {
  const [orders, names] = await Promise.all([storedOrders(companyCode), supplierNames(companyCode)]);
  return orders
    .filter((order) => order.pos === PENDING_APPROVAL)
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.seq.localeCompare(b.seq))
    .map((order) => ({
      recordId: order.recordId,
      seq: order.seq,
      dat: order.dat,
      vendorid: order.vendorid,
      vendorname: names.get(order.vendorid) ?? order.vendorid,
      baseamt: Number(order.baseamt ?? 0),
      taxes: Number(order.taxes ?? 0),
      totalAmt: Number(order.totalAmt ?? 0),
      pos: order.pos,
    }));
}
