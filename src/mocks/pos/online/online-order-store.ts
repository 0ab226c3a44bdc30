import type { OnlineOrder } from '../../../modules/pos/online/domain/online-order-types';
import { listRecords, readRecord, writeRecord } from '../../core/record-store';
import { billYear } from '../../core/billing/bill-make';

/** The online orders of a company: one record each in the records store, keyed by record id. */
export const ONLINE_ORDERS = 'pos.online-order';

export const onlineOrdersOf = (companyCode: number) => listRecords<OnlineOrder>(ONLINE_ORDERS, companyCode);
export const onlineOrderOf = (companyCode: number, recordId: number) =>
  readRecord<OnlineOrder>(ONLINE_ORDERS, companyCode, String(recordId));
export const writeOnlineOrder = (companyCode: number, order: OnlineOrder) =>
  writeRecord(ONLINE_ORDERS, companyCode, String(order.recordId), order);

/** The order the shop made under this id, if it reached us already (a retried checkout places once). */
export async function orderByOrderId(companyCode: number, orderId: string): Promise<OnlineOrder | undefined> {
  return (await onlineOrdersOf(companyCode)).find((order) => order.orderId === orderId);
}

/** The next record id and number: ONL<yy>-NNNNNN, the financial year's highest + 1 (run inside the write queue). */
export async function nextOrderNumber(companyCode: number, date: string): Promise<{ recordId: number; seq: string }> {
  const orders = await onlineOrdersOf(companyCode);
  const prefix = `ONL${billYear(date)}-`;
  const highest = orders
    .filter((order) => order.seq.startsWith(prefix))
    .reduce((max, order) => Math.max(max, Number(order.seq.slice(prefix.length)) || 0), 0);
  const recordId = orders.reduce((max, order) => Math.max(max, order.recordId), 0) + 1;
  return { recordId, seq: `${prefix}${String(highest + 1).padStart(6, '0')}` };
}
