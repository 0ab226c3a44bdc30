import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { ReceiptContext, ReceiptItem, ReceiptOrder } from '../../../modules/procurement/receipts/receipt-rules';
import type { PendingOrderLine } from '../../../kits/inward/receipt-types';
import { getDemoDb } from '../db/demo-db';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { orderOf, receivedAgainst, type StoredOrder } from './receipt-store';

type Row = Record<string, unknown>;

/** A master's records as stored for a company, seeded first. */
export async function rowsOf(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [resource, companyCode])).map((record) => record.data);
}

/** The company's items as the receipt rules and the stock rows need them, by item id. */
export async function receiptItems(
  companyCode: number,
): Promise<Map<string, ReceiptItem & { units: Array<{ unit: string; factor: number }> }>> {
  const items = await rowsOf('inventory.items', companyCode);
  return new Map(
    items.map((item) => [
      String(item.itemId),
      {
        name: String(item.name),
        unit: String(item.unit ?? ''),
        group: String(item.group ?? ''),
        shelfLife: item.shelfLife === true,
        units: (item.units as Array<{ unit: string; factor: number }> | undefined) ?? [],
      },
    ]),
  );
}

/**
 * What each item of an order still awaits (ordered less received by the other receipts), with the order's rate and
 * unit.
 */
export async function pendingOrderLines(
  companyCode: number,
  order: StoredOrder,
  exceptReceipt: number | null,
): Promise<PendingOrderLine[]> {
  const [received, items] = await Promise.all([
    receivedAgainst(companyCode, order.recordId, exceptReceipt),
    receiptItems(companyCode),
  ]);
  const byItem = new Map<string, PendingOrderLine>();
  for (const line of order.lines) {
    const known = byItem.get(line.itemId);
    const ordered = (known ? toMilli(known.ordered) : 0) + toMilli(line.qty);
    byItem.set(line.itemId, {
      itemId: line.itemId,
      itemName: items.get(line.itemId)?.name ?? line.itemId,
      um: line.um || (items.get(line.itemId)?.unit ?? ''),
      rat: line.rat,
      ordered: fromMilli(ordered),
      received: 0,
      pending: 0,
    });
  }
  return [...byItem.values()].map((line) => {
    const got = received.get(line.itemId) ?? 0;
    return { ...line, received: fromMilli(got), pending: fromMilli(Math.max(0, toMilli(line.ordered) - got)) };
  });
}

/** Everything the receipt rules check a receipt against: masters, and the order with what it still awaits. */
export async function receiptContext(
  companyCode: number,
  refPoid: number | null,
  exceptReceipt: number | null,
): Promise<ReceiptContext & { order: (ReceiptOrder & { stored: StoredOrder }) | null | undefined }> {
  const [items, stores, suppliers, taxes] = await Promise.all([
    receiptItems(companyCode),
    rowsOf('inventory.stores', companyCode),
    rowsOf('procurement.suppliers', companyCode),
    rowsOf('procurement.tax-assignings', companyCode),
  ]);
  let order: (ReceiptOrder & { stored: StoredOrder }) | null | undefined = null;
  if (refPoid !== null && refPoid !== undefined) {
    const stored = await orderOf(companyCode, refPoid);
    order = stored
      ? {
          seq: stored.seq,
          pos: Number(stored.pos),
          vendorid: stored.vendorid,
          stored,
          pending: new Map(
            (await pendingOrderLines(companyCode, stored, exceptReceipt)).map((line) => [line.itemId, line.pending]),
          ),
        }
      : undefined;
  }
  return {
    items,
    stores: new Set(stores.map((store) => String(store.code))),
    suppliers: new Set(suppliers.map((supplier) => String(supplier.code))),
    taxes: new Set(taxes.map((tax) => String(tax.code))),
    order,
  };
}

/** The tax master's percent of each code. */
export async function taxPercents(companyCode: number): Promise<Map<string, number>> {
  return new Map(
    (await rowsOf('procurement.tax-assignings', companyCode)).map((tax) => [
      String(tax.code),
      Number(tax.percent ?? 0),
    ]),
  );
}

/** Supplier names by code. */
export async function supplierNames(companyCode: number): Promise<Map<string, string>> {
  return new Map(
    (await rowsOf('procurement.suppliers', companyCode)).map((supplier) => [
      String(supplier.code),
      String(supplier.name),
    ]),
  );
}
