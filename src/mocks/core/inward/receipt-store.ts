import { CANCELLED, RECEIVED } from '../../../modules/procurement/domain/approval-status';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import { toMilli } from '../../../lib/quantity/quantity';
import { listRecords, readRecord, writeRecord } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';

/** The records-store name of goods receipts: one record per receipt, `{ header, lines, taxes }`, by record id. */
export const GOODS_RECEIPTS = 'procurement.goods-receipts';
const ORDERS = 'procurement.purchase-orders';

export const receiptsOf = (companyCode: number) => listRecords<ReceiptBody>(GOODS_RECEIPTS, companyCode);
export const receiptOf = (companyCode: number, recordId: number) =>
  readRecord<ReceiptBody>(GOODS_RECEIPTS, companyCode, String(recordId));
export const storeReceipt = (companyCode: number, receipt: ReceiptBody) =>
  writeRecord(GOODS_RECEIPTS, companyCode, String(receipt.header.recordId), receipt);
/** A receipt not cancelled (a cancelled one is kept, marked). */
export const receiptStands = (receipt: ReceiptBody) => receipt.header.pos !== CANCELLED;

/** A purchase order as the generic document store keeps it (the fields a receipt needs). */
export interface StoredOrder {
  recordId: number;
  seq: string;
  pos: number;
  vendorid: string;
  lines: Array<{ itemId: string; qty: number; rat: number; um?: string }>;
  /** Ours: the status the order had before it was received in full, restored when a receipt is undone. */
  posBeforeReceipt?: number;
  [field: string]: unknown;
}

export async function orderOf(companyCode: number, recordId: number): Promise<StoredOrder | undefined> {
  await ensureSeeded(ORDERS, companyCode);
  return readRecord<StoredOrder>(ORDERS, companyCode, String(recordId));
}
export const storeOrder = (companyCode: number, order: StoredOrder) =>
  writeRecord(ORDERS, companyCode, String(order.recordId), order);
/** A purchase order neither cancelled nor received in full, by its status `pos`. */
export const orderIsOpen = (order: { pos?: unknown }) => order.pos !== CANCELLED && order.pos !== RECEIVED;

/**
 * What each item of the order has had received by its receipts (not cancelled; one left out, the receipt being
 * changed), in thousandths.
 */
export async function receivedAgainst(
  companyCode: number,
  orderId: number,
  except: number | null,
): Promise<Map<string, number>> {
  const received = new Map<string, number>();
  for (const receipt of await receiptsOf(companyCode)) {
    const { header } = receipt;
    if (header.refPoid !== orderId || header.pos === CANCELLED || header.recordId === except) continue;
    for (const line of receipt.lines) received.set(line.itemId, (received.get(line.itemId) ?? 0) + toMilli(line.qty));
  }
  return received;
}
