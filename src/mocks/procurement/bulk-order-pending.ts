import { fromMilli, toMilli } from '../../lib/quantity/quantity';
import { APPROVED, APPROVED_BY_APPROVER, CANCELLED } from '../../modules/procurement/domain/approval-status';
import { requestItemKey } from '../../modules/procurement/bulk-orders/bulk-order-rules';
import { lineUnit, namesOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import { PURCHASE_ORDERS } from '../../modules/procurement/resources/purchase-orders';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { requestMasterData } from './request-masters';
import { storedRequests } from './request-store';

/** An order as stored, with the request each line draws on (`purRequest`, the request's record id). */
export interface OrderWithRequests {
  recordId: number;
  seq: string;
  dat: string;
  pos: number;
  vendorid: string;
  lines: Array<{
    itemId: string;
    qty: number;
    um?: string | null;
    rat: number;
    reqdBy?: string | null;
    purRequest?: number | null;
  }>;
  [field: string]: unknown;
}

/** Every line of every request (not cancelled), in the item's stock unit, with what the orders have taken of it. */
export interface RequestLineBalance {
  recordId: number;
  seq: string;
  dat: string;
  sno: number;
  itemId: string;
  itemName: string;
  itemDescription: string;
  department: string;
  employee: string;
  purpose: string;
  um: string;
  qty: number;
  /** Approved lines (pos 2 or 3) only: the approved quantity; 0 while the line waits. */
  approvedQty: number;
  ordered: number;
  pending: number;
  approved: boolean;
  reqdBy: string | null;
}

export async function storedOrders(companyCode: number): Promise<OrderWithRequests[]> {
  await ensureSeeded(PURCHASE_ORDERS.name, companyCode);
  return listRecords<OrderWithRequests>(PURCHASE_ORDERS.name, companyCode);
}

/**
 * The request lines with their balances: quantities in each item's stock unit; what the orders (not
 * cancelled) have ordered on a request and item is taken from its lines in line order.
 */
export async function requestLineBalances(companyCode: number): Promise<RequestLineBalance[]> {
  const [requests, orders, { lists, factors }] = await Promise.all([
    storedRequests(companyCode),
    storedOrders(companyCode),
    requestMasterData(companyCode),
  ]);
  const names = namesOfRequirements(lists);
  const inStock = (itemId: string, qty: number, um: string | null | undefined) =>
    toMilli(qty * ((um && factors.get(itemId)?.get(um)) || 1));
  const ordered = new Map<string, number>();
  for (const order of orders) {
    if (order.pos === CANCELLED) continue;
    for (const line of order.lines ?? []) {
      if (!line.purRequest) continue;
      const key = requestItemKey(Number(line.purRequest), line.itemId);
      ordered.set(key, (ordered.get(key) ?? 0) + inStock(line.itemId, Number(line.qty), line.um));
    }
  }
  const rows: RequestLineBalance[] = [];
  for (const { header, details } of requests) {
    if (header.statu === CANCELLED) continue;
    for (const line of [...details].sort((a, b) => a.sno - b.sno)) {
      const approved = line.pos === APPROVED || line.pos === APPROVED_BY_APPROVER;
      const key = requestItemKey(header.recordId, line.itemId);
      const want = approved ? inStock(line.itemId, line.approvedQty, line.um) : 0;
      const left = ordered.get(key) ?? 0;
      const taken = Math.min(left, want);
      ordered.set(key, left - taken);
      rows.push({
        recordId: header.recordId,
        seq: header.seq,
        dat: header.dat,
        sno: line.sno,
        itemId: line.itemId,
        itemName: names.item.get(line.itemId) ?? line.itemId,
        itemDescription: line.itemDescription,
        department: header.department ? (names.department.get(header.department) ?? header.department) : '',
        employee: header.empno ? (names.employee.get(header.empno) ?? header.empno) : '',
        purpose: line.purpose,
        um: lineUnit(lists, line.itemId, null).um,
        qty: fromMilli(inStock(line.itemId, line.qty, line.um)),
        approvedQty: fromMilli(want),
        ordered: fromMilli(taken),
        pending: fromMilli(want - taken),
        approved,
        reqdBy: line.reqdBy,
      });
    }
  }
  return rows;
}
