import type { OrderHead } from '../../../kits/billing/domain/order-types';
import { text } from './billing-access';

/** How far back a counter order's own start time is believed (an order kept offline reaches the backend late). */
const BELIEVED_MS = 12 * 60 * 60_000;
/** A client clock a little ahead is still believed. */
const AHEAD_MS = 5 * 60_000;

/**
 * A KOT's or bill's `order` (a counter order's head) as typed, or undefined when the body has none. Its start
 * time is the client's (the order may have waited offline) when it is a time within the last 12 hours and not
 * ahead of the server's clock by more than 5 minutes; otherwise the server's now.
 */
export function orderHeadOf(raw: unknown, now: Date = new Date()): OrderHead | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const row = raw as Record<string, unknown>;
  const started = Date.parse(text(row.startedAt));
  const believed =
    Number.isFinite(started) && started <= now.getTime() + AHEAD_MS && started >= now.getTime() - BELIEVED_MS;
  return {
    orderType: text(row.orderType).toUpperCase() || 'TAKEAWAY',
    customer: text(row.customer),
    customerName: text(row.customerName).slice(0, 100),
    phone: text(row.phone).slice(0, 15),
    address: text(row.address).slice(0, 250),
    startedAt: believed ? new Date(started).toISOString() : now.toISOString(),
  };
}
