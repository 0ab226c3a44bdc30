import { APPROVED, CANCELLED, RECEIVED } from '../../modules/procurement/domain/approval-status';
import { pendingOrderLines } from '../core/inward/receipt-context';
import { orderOf, storeOrder } from '../core/inward/receipt-store';

/**
 * An order is received (pos 5) once nothing of it awaits; a receipt undone reopens it with the status
 * it had. The server sets 5 on the first receipt; we keep the order open through partial receipts.
 */
export async function refreshOrderStatus(companyCode: number, orderId: number): Promise<void> {
  const order = await orderOf(companyCode, orderId);
  if (!order || order.pos === CANCELLED) return;
  const complete = (await pendingOrderLines(companyCode, order, null)).every((line) => line.pending === 0);
  if (complete && order.pos !== RECEIVED)
    await storeOrder(companyCode, { ...order, posBeforeReceipt: order.pos, pos: RECEIVED });
  if (!complete && order.pos === RECEIVED)
    await storeOrder(companyCode, { ...order, pos: order.posBeforeReceipt ?? APPROVED });
}
