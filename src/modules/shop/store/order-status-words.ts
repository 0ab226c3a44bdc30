import type { ShopOrder, ShopOrderStatus } from '../../../kits/storefront/store-types';

/** How the customer reads each status. */
export const CUSTOMER_STATUS: Record<ShopOrderStatus, string> = {
  NEW: 'Placed: waiting for the store to accept it',
  ACCEPTED: 'Accepted by the store',
  PREPARING: 'Being packed',
  READY: 'Packed, waiting to go out',
  DISPATCHED: 'Out for delivery',
  DELIVERED: 'Delivered',
  BILLED: 'Delivered',
  REJECTED: 'Rejected by the store',
  RETURNED: 'Returned to the store',
  FAILED: 'Could not be delivered',
};

/** The status in a sentence: who is bringing it while it is out. */
export function statusSentence(order: Pick<ShopOrder, 'status' | 'deliveryBoyName'>): string {
  if (order.status === 'DISPATCHED' && order.deliveryBoyName) return `Out for delivery with ${order.deliveryBoyName}`;
  return CUSTOMER_STATUS[order.status];
}
