import type { OutboxEntry } from '../../../lib/offline/outbox-types';

type Groups = ReadonlyMap<string, readonly OutboxEntry[]>;

const outletOfGroup = (group: string) => group.slice(0, group.indexOf('|'));
const tableOfGroup = (group: string) => group.slice(group.indexOf('|') + 1);

/**
 * The outlet's tables the outbox makes busy, by their `outlet|table` groups: a KOT or a bill waiting to send (a
 * settlement alone does not), and a KOT delivered that the running tables read does not show yet, so a delivery's
 * pseudo table stays in the grid in between instead of blinking out.
 */
export function busyTables(
  outlet: string,
  waiting: Groups,
  delivered: Groups,
  routes: { kot: string; makeBill: string },
): string[] {
  const busy = new Set<string>();
  for (const [group, entries] of [...waiting, ...delivered])
    if (
      outletOfGroup(group) === outlet &&
      entries.some((entry) => entry.endpoint === routes.kot || entry.endpoint === routes.makeBill)
    )
      busy.add(tableOfGroup(group));
  return [...busy];
}
