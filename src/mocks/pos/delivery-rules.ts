import type { DeliveryOrder, DeliveryStatus } from '../../kits/billing/domain/delivery-types';

export const DELIVERY_STATUS_WORDS: Record<DeliveryStatus, string> = {
  PREPARING: 'being prepared',
  OUT: 'out for delivery',
  DELIVERED: 'delivered',
  COLLECTED: 'collected',
  CANCELLED: 'cancelled',
};

/** The next delivery number of the year of `date`: DEL<yy>-<6 digits>, the year's highest + 1. */
export function nextDeliveryNumber(date: string, seqs: readonly string[]): string {
  const prefix = `DEL${date.slice(2, 4)}-`;
  const highest = seqs
    .filter((seq) => seq.startsWith(prefix))
    .reduce((max, seq) => Math.max(max, Number(seq.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(highest + 1).padStart(6, '0')}`;
}

/** A phone number as stored: its digits, when they are exactly ten (spaces and dashes typed are dropped). */
export function phoneOf(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** What a delivery order must carry: the customer, a 10-digit phone, the address. */
export function detailProblems(order: Pick<DeliveryOrder, 'customerName' | 'phone' | 'address'>): string[] {
  const problems: string[] = [];
  if (!order.customerName) problems.push("Enter the customer's name.");
  if (!phoneOf(order.phone)) problems.push('Enter a phone number of 10 digits.');
  if (!order.address) problems.push('Enter the delivery address.');
  return problems;
}

const NEXT: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  PREPARING: ['OUT', 'CANCELLED'],
  OUT: ['DELIVERED'],
  DELIVERED: ['COLLECTED'],
  COLLECTED: [],
  CANCELLED: [],
};

/**
 * Why a delivery may not move from its status to `to` (null: it may). Preparing → out (with a delivery boy)
 * → delivered → collected (the bill made: its cash comes back); cancelled only while still being prepared,
 * and not while its bill stands.
 */
export function transitionProblem(
  order: Pick<DeliveryOrder, 'status' | 'deliveryBoy' | 'billNo' | 'tableNo'>,
  to: DeliveryStatus,
  billStands: boolean,
): string | null {
  const from = order.status;
  if (from === to) return null;
  if (!NEXT[from].includes(to)) {
    if (to === 'CANCELLED')
      return `Only a delivery still being prepared can be cancelled; this one is ${DELIVERY_STATUS_WORDS[from]}.`;
    if (from === 'COLLECTED' || from === 'CANCELLED')
      return `This delivery is ${DELIVERY_STATUS_WORDS[from]}: its status no longer changes.`;
    return `A delivery ${DELIVERY_STATUS_WORDS[from]} cannot become ${DELIVERY_STATUS_WORDS[to]}${NEXT[from].length > 0 ? `; next it is ${DELIVERY_STATUS_WORDS[NEXT[from][0]!]}` : ''}.`;
  }
  if (to === 'OUT' && !order.deliveryBoy) return 'Assign a delivery boy before the order goes out.';
  if (to === 'COLLECTED' && order.billNo === null)
    return `Make the bill of ${order.tableNo} before collecting its cash.`;
  if (to === 'CANCELLED' && billStands)
    return `Bill ${order.billNo ?? ''} of this delivery stands: void it before cancelling the delivery.`;
  return null;
}
