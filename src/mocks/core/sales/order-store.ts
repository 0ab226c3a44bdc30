import type { SaleOrder } from '../../../modules/crm/domain/order-types';
import { toMilli } from '../../../lib/quantity/quantity';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../record-store';
import { batchesOf } from '../production/ppc-store';
import { liveSalesOf } from './sale-store';
import { orderSeed } from './order-seed';
import { CRM_SALE_ORDERS } from './order-store-name';

/**
 * A company's CRM sale orders (`crm.sale-orders`), the seeded ones (1009, 1003) written the first time any are read.
 */
export async function storedOrders(companyCode: number): Promise<SaleOrder[]> {
  await seedOnce(CRM_SALE_ORDERS, companyCode, async () =>
    (await orderSeed(companyCode)).map((order) => ({ id: String(order.header.recordId), data: order })),
  );
  return (await listRecords<SaleOrder>(CRM_SALE_ORDERS, companyCode)).sort(
    (a, b) => a.header.recordId - b.header.recordId,
  );
}

export async function storedOrder(companyCode: number, recordId: number): Promise<SaleOrder | undefined> {
  await storedOrders(companyCode);
  return readRecord<SaleOrder>(CRM_SALE_ORDERS, companyCode, String(recordId));
}

export const storeOrder = (companyCode: number, order: SaleOrder) =>
  writeRecord(CRM_SALE_ORDERS, companyCode, String(order.header.recordId), order);
export const removeOrder = (companyCode: number, recordId: number) =>
  deleteRecord(CRM_SALE_ORDERS, companyCode, String(recordId));

/** What the standing invoices sent of each order line, in thousandths: key `<order>|<line>`. */
export async function invoicedMilli(companyCode: number): Promise<Map<string, number>> {
  const sent = new Map<string, number>();
  for (const sale of await liveSalesOf(companyCode)) {
    for (const line of sale.linedetails) {
      if (line.refSoid === null || line.refSoLine === null) continue;
      const key = `${line.refSoid}|${line.refSoLine}`;
      sent.set(key, (sent.get(key) ?? 0) + toMilli(line.qty));
    }
  }
  return sent;
}

/**
 * The batch (number) of every order line a batch serves: key `<order>|<line>`; `live` only the running batches, else
 * every batch not cancelled.
 */
export async function batchOfLines(companyCode: number, live: boolean): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  for (const batch of await batchesOf(companyCode)) {
    if (batch.pos === -1 || (live && batch.pos !== 1)) continue;
    for (const order of batch.orders) lines.set(`${order.soid}|${order.lineId}`, batch.batchNo);
  }
  return lines;
}
