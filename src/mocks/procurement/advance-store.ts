import { sumPaise, toPaise, type Paise } from '../../lib/money/money';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { ADVANCE_RESOURCE, type TotAdvance } from '../../modules/procurement/advances/advance-types';
import { listRecords, readRecord, writeRecord } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { receiptsOf, type StoredOrder } from '../core/inward/receipt-store';

/**
 * The demo backend's `TotAdvanceDetails`: one record per advance, by record id. The table also holds the
 * advances received from customers (Tratype SAL_REC, src/mocks/pos/stock-sales): these read only the
 * suppliers' (PUR_VOU), and record ids run over both.
 */
export const advancesOf = async (companyCode: number) =>
  (await listRecords<TotAdvance>(ADVANCE_RESOURCE, companyCode)).filter((advance) => advance.tratype === 'PUR_VOU');
export async function advanceOf(companyCode: number, recordId: number): Promise<TotAdvance | undefined> {
  const advance = await readRecord<TotAdvance>(ADVANCE_RESOURCE, companyCode, String(recordId));
  return advance?.tratype === 'PUR_VOU' ? advance : undefined;
}
export const storeAdvance = (companyCode: number, advance: TotAdvance) =>
  writeRecord(ADVANCE_RESOURCE, companyCode, String(advance.recordId), advance);

const ORDERS = 'procurement.purchase-orders';

/** Every purchase order of the company. */
export async function ordersOf(companyCode: number): Promise<StoredOrder[]> {
  await ensureSeeded(ORDERS, companyCode);
  return listRecords<StoredOrder>(ORDERS, companyCode);
}

/** What is paid on the order (advances of Tratype PUR_VOU, not cancelled), in paise. */
export async function advancesPaidPaise(companyCode: number, orderId: number): Promise<Paise> {
  const paid = (await advancesOf(companyCode)).filter(
    (advance) => advance.transactionId === orderId && advance.tratype === 'PUR_VOU' && !advance.cancelled,
  );
  return sumPaise(paid.map((advance) => toPaise(advance.amt)));
}

/** What the order's goods receipts (not cancelled; one left out, the receipt being changed) have deducted, in paise. */
async function deductedPaise(companyCode: number, orderId: number, exceptReceipt: number | null): Promise<Paise> {
  const receipts = (await receiptsOf(companyCode)).filter(
    ({ header }) => header.refPoid === orderId && header.pos !== CANCELLED && header.recordId !== exceptReceipt,
  );
  return sumPaise(receipts.map(({ header }) => toPaise(header.advance ?? 0)));
}

/**
 * What a goods receipt of the order deducts (contract 03 section 4b: a purchase against an order
 * deducts its advances of Tratype PUR_VOU): the advances paid on it that its other receipts have
 * not already deducted. A direct receipt (no order) deducts nothing.
 */
export async function advancesToDeduct(
  companyCode: number,
  orderId: number | null,
  exceptReceipt: number | null,
): Promise<Paise> {
  if (orderId === null) return 0;
  const left =
    (await advancesPaidPaise(companyCode, orderId)) - (await deductedPaise(companyCode, orderId, exceptReceipt));
  return Math.max(left, 0);
}
