import type { OnlineOrder, OnlineOrderStatus } from './online-order-types';

/** How a status reads in a sentence ("an order out for delivery"). */
export const STATUS_WORDS: Record<OnlineOrderStatus, string> = {
  NEW: 'new',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
  PREPARING: 'being prepared',
  READY: 'ready to dispatch',
  DISPATCHED: 'out for delivery',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
  FAILED: 'not delivered',
  BILLED: 'billed',
};

/** A status as the desks' tables and the dashboard show it. */
export const STATUS_LABELS: Record<OnlineOrderStatus, string> = {
  NEW: 'New',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  PREPARING: 'Preparing',
  READY: 'Ready',
  DISPATCHED: 'Out for delivery',
  DELIVERED: 'Delivered',
  RETURNED: 'Returned',
  FAILED: 'Delivery failed',
  BILLED: 'Billed',
};

/** Each status's only ways on: one way, never back. REJECTED, RETURNED, FAILED and BILLED are the ends. */
const NEXT: Record<OnlineOrderStatus, readonly OnlineOrderStatus[]> = {
  NEW: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: ['PREPARING'],
  PREPARING: ['READY'],
  READY: ['DISPATCHED'],
  DISPATCHED: ['DELIVERED', 'RETURNED', 'FAILED'],
  DELIVERED: ['BILLED'],
  REJECTED: [],
  RETURNED: [],
  FAILED: [],
  BILLED: [],
};

/** The moves that must say why (the shop shows the customer the reason). */
export const NEEDS_REASON: readonly OnlineOrderStatus[] = ['REJECTED', 'RETURNED', 'FAILED'];
export const MAX_REASON = 200;

/** Which screen makes each move: the orders desk, the dispatch desk, or billing (the only way to BILLED). */
export type OnlineDesk = 'orders' | 'dispatches' | 'billing';
export const DESK_OF: Record<OnlineOrderStatus, OnlineDesk> = {
  NEW: 'orders',
  ACCEPTED: 'orders',
  REJECTED: 'orders',
  PREPARING: 'orders',
  READY: 'orders',
  DISPATCHED: 'dispatches',
  DELIVERED: 'dispatches',
  RETURNED: 'dispatches',
  FAILED: 'dispatches',
  BILLED: 'billing',
};

export const nextStatuses = (status: OnlineOrderStatus): readonly OnlineOrderStatus[] => NEXT[status];
export const isFinished = (status: OnlineOrderStatus): boolean => NEXT[status].length === 0;
export const isStatus = (value: unknown): value is OnlineOrderStatus => typeof value === 'string' && value in NEXT;

type Movable = Pick<OnlineOrder, 'seq' | 'status' | 'deliveryBoy'>;

/** Why the order may not move to `to` with this reason (null: it may). The server checks it on every move. */
export function moveProblem(order: Movable, to: OnlineOrderStatus, reason: string): string | null {
  const from = order.status;
  if (from === to) return `Order ${order.seq} is already ${STATUS_WORDS[to]}.`;
  if (!NEXT[from].includes(to)) {
    if (isFinished(from)) return `Order ${order.seq} is ${STATUS_WORDS[from]}: its status no longer changes.`;
    return `An order ${STATUS_WORDS[from]} cannot become ${STATUS_WORDS[to]}; next it is ${NEXT[from].map((status) => STATUS_WORDS[status]).join(' or ')}.`;
  }
  const said = reason.trim();
  if (NEEDS_REASON.includes(to) && !said)
    return `Give the reason the order is ${STATUS_WORDS[to]}; the customer sees it.`;
  if (said.length > MAX_REASON) return `Keep the reason within ${MAX_REASON} characters.`;
  if (to === 'DISPATCHED' && !order.deliveryBoy) return 'Assign a delivery boy before the order is dispatched.';
  return null;
}

/** Why a delivery boy may not be (re)assigned now: only after it is accepted and before it leaves. */
export function assignProblem(order: Movable): string | null {
  if (order.status === 'ACCEPTED' || order.status === 'PREPARING' || order.status === 'READY') return null;
  if (order.status === 'NEW') return `Accept order ${order.seq} before assigning a delivery boy.`;
  return `Order ${order.seq} is ${STATUS_WORDS[order.status]}: its delivery boy no longer changes.`;
}
