import { useMemo, useState } from 'react';
import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import type { BillingEndpoints } from '../domain/billing-book';
import type { RunningTable } from '../domain/order-types';
import { entriesByGroup } from './sent-lines';

/** A delivered KOT and when it left the outbox. */
type Delivered = { entry: OutboxEntry; at: number };

/** Past this, a delivered KOT no read has shown is let go (a table closed meanwhile by another terminal). */
export const DELIVERED_KEPT_MS = 30 * 60_000;

interface Seen {
  waiting: readonly OutboxEntry[];
  running: readonly RunningTable[] | undefined;
  delivered: readonly Delivered[];
}

type Routes = Pick<BillingEndpoints, 'kot' | 'settle'>;

/** What stays folded over the backend's lines after this change of the outbox or of the running tables read. */
export function stillDelivered(
  seen: Seen,
  waiting: readonly OutboxEntry[],
  failed: readonly OutboxEntry[],
  running: readonly RunningTable[] | undefined,
  routes: Routes,
  now: number,
): Delivered[] {
  const present = new Set([...waiting, ...failed].map((entry) => entry.id));
  const left = seen.waiting.filter((entry) => !present.has(entry.id));
  const gone = left.filter((entry) => entry.endpoint === routes.kot).map((entry) => ({ entry, at: now }));
  const settled = new Set(left.filter((entry) => entry.endpoint === routes.settle).map((entry) => entry.group));
  const shown = new Set((running ?? []).flatMap((table) => table.kotIds ?? []));
  return [...seen.delivered, ...gone].filter(
    (row) => !shown.has(row.entry.id) && !settled.has(row.entry.group) && now - row.at < DELIVERED_KEPT_MS,
  );
}

/**
 * The KOTs the outbox has delivered whose lines the running tables read does not show yet, by group: folded over
 * the backend's lines until a read has them, so a table's lines never blink out in between. A read that finished
 * after the KOT left is not enough: it may have been asked before the KOT arrived, or be the kept answer of a read
 * that got none (offline). A KOT that leaves the outbox while waiting was delivered (a refused one stays, failed;
 * only a failed one is discarded); its table's settlement leaving lets it go.
 */
export function useDeliveredKots(
  waiting: readonly OutboxEntry[],
  failed: readonly OutboxEntry[],
  running: readonly RunningTable[] | undefined,
  routes: Routes,
  /** The terminal's clock (useNow): a minute out is close enough to let a half-hour-old KOT go. */
  now: number,
): Map<string, OutboxEntry[]> {
  const [seen, setSeen] = useState<Seen>({ waiting, running, delivered: [] });
  let current = seen;
  // Adjusted during render (React's derived-state pattern), so no frame shows the lines gone.
  if (seen.waiting !== waiting || seen.running !== running) {
    current = { waiting, running, delivered: stillDelivered(seen, waiting, failed, running, routes, now) };
    setSeen(current);
  }
  const { delivered } = current;
  return useMemo(() => entriesByGroup(delivered.map((row) => row.entry)), [delivered]);
}
