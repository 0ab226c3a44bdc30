import { useMemo, useState } from 'react';
import type { OutboxEntry } from '../../../../lib/offline/outbox-types';
import { entriesByGroup, type OrderRoutes } from './sent-lines';

/** A delivered KOT and the running tables' read time when it left the outbox. */
type Delivered = { entry: OutboxEntry; readBefore: number };

interface Seen {
  waiting: readonly OutboxEntry[];
  readAt: number;
  delivered: readonly Delivered[];
}

/**
 * The KOTs the outbox has delivered whose lines the running tables have not been read with since, by group:
 * folded over the backend's lines until the next read, so a table's lines never blink out in between. A KOT
 * that leaves the outbox while waiting was delivered (a refused one stays, failed; only a failed one is discarded).
 */
export function useDeliveredKots(
  waiting: readonly OutboxEntry[],
  failed: readonly OutboxEntry[],
  tablesReadAt: number,
  routes: OrderRoutes,
): Map<string, OutboxEntry[]> {
  const [seen, setSeen] = useState<Seen>({ waiting, readAt: tablesReadAt, delivered: [] });
  let current = seen;
  // Adjusted during render (React's derived-state pattern), so no frame shows the lines gone.
  if (seen.waiting !== waiting || seen.readAt !== tablesReadAt) {
    const present = new Set([...waiting, ...failed].map((entry) => entry.id));
    const gone = seen.waiting
      .filter((entry) => entry.endpoint === routes.kot && !present.has(entry.id))
      .map((entry) => ({ entry, readBefore: tablesReadAt }));
    // A read newer than the one a KOT left under has its lines.
    const kept = seen.delivered.filter((row) => row.readBefore >= tablesReadAt);
    current = { waiting, readAt: tablesReadAt, delivered: [...kept, ...gone] };
    setSeen(current);
  }
  const { delivered } = current;
  return useMemo(() => entriesByGroup(delivered.map((row) => row.entry)), [delivered]);
}
