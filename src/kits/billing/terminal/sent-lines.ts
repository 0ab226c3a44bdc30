import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import type { BillingEndpoints } from '../domain/billing-book';
import type { KotLineWire, OrderLine, RunningTable } from '../domain/order-types';
import type { PosMenuItem } from '../domain/master-types';
import { extrasOf, foldKots, type KotLineChange } from '../domain/kot-delta';
import { POS_BILLING_ENDPOINTS } from '../domain/pos-endpoints';
import { tableGroup } from '../billing-api';

export { tableGroup };

/** The routes that tell a table's KOTs and bills apart in the outbox (the book's; the restaurant's by default). */
export type OrderRoutes = Pick<BillingEndpoints, 'kot' | 'makeBill'>;

/** The outbox entries by group, made once per outbox change rather than once per table tile. */
export function entriesByGroup(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    if (!entry.group) continue;
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  return groups;
}

const kotRowsOf = (entry: OutboxEntry, routes: OrderRoutes): KotLineWire[] =>
  entry.endpoint === routes.kot && Array.isArray(entry.body.kotinf) ? (entry.body.kotinf as KotLineWire[]) : [];

/** The KOTs of a table still in the outbox that the backend's answer does not already hold. */
export function waitingKots(
  entries: readonly OutboxEntry[],
  running: RunningTable | undefined,
  routes: OrderRoutes = POS_BILLING_ENDPOINTS,
): OutboxEntry[] {
  const arrived = new Set(running?.kotIds ?? []);
  return entries.filter((entry) => entry.endpoint === routes.kot && !arrived.has(entry.id));
}

/** Is a bill of this table still waiting in the outbox? */
export const billWaiting = (entries: readonly OutboxEntry[], routes: OrderRoutes = POS_BILLING_ENDPOINTS) =>
  entries.some((entry) => entry.endpoint === routes.makeBill);

export interface SentView {
  /** What the kitchen has or will have: the backend's lines and the KOTs still waiting, folded. */
  lines: OrderLine[];
  /** Lines a waiting KOT changes (shown "waiting to send"). */
  waitingLineIds: ReadonlySet<string>;
  /** The KOTs the bill must wait for: the backend's and the waiting ones. */
  kotIds: string[];
}

/**
 * A table's sent lines as the pad shows them, right while offline (the waiting KOTs folded over the backend's
 * lines). `delivered`: KOTs the backend has taken but the running tables read since does not show yet (so the
 * lines do not blink out between the outbox letting go and the refresh).
 */
export function sentView(
  running: RunningTable | undefined,
  waiting: readonly OutboxEntry[],
  items: ReadonlyMap<string, PosMenuItem>,
  delivered: readonly OutboxEntry[] = [],
  routes: OrderRoutes = POS_BILLING_ENDPOINTS,
): SentView {
  const changes: KotLineChange[] = (running?.lines ?? []).map((line) => ({ ...line }));
  const waitingLineIds = new Set<string>();
  const stillWaiting = new Set(waiting.map((entry) => entry.id));
  const recent = waitingKots(delivered, running, routes);
  for (const entry of [...recent, ...waiting]) {
    for (const row of kotRowsOf(entry, routes)) {
      const item = items.get(row.itemId);
      if (stillWaiting.has(entry.id)) waitingLineIds.add(row.lineId);
      changes.push({
        lineId: row.lineId,
        itemId: row.itemId,
        itemName: item?.name ?? row.itemId,
        kotGroup: item?.kotGroup ?? '',
        qty: row.qty,
        rate: row.rate,
        notes: row.notes,
        ...extrasOf(row),
      });
    }
  }
  return {
    lines: foldKots(changes),
    waitingLineIds,
    kotIds: [...(running?.kotIds ?? []), ...recent.map((entry) => entry.id), ...waiting.map((entry) => entry.id)],
  };
}

/** The first waiting KOT's head (waiter, covers) and time, for a table the backend has not seen yet. */
export function waitingHead(
  waiting: readonly OutboxEntry[],
  routes: OrderRoutes = POS_BILLING_ENDPOINTS,
): { waiter: string; covers: number; openedAt: string } | null {
  const first = waiting[0];
  const row = first ? kotRowsOf(first, routes)[0] : undefined;
  return first && row ? { waiter: row.waiter, covers: row.covers, openedAt: first.createdAt } : null;
}
