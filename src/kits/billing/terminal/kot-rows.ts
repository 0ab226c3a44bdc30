import type { KotLineWire, OrderLine } from '../domain/order-types';
import { kotDelta, kotProblems, type KotChange, type PadLine } from '../domain/kot-delta';

export interface KotHead {
  kotId: string;
  tableNo: string;
  waiter: string;
  covers: number;
}

export type KotPlan = { ok: true; changes: KotChange[]; rows: KotLineWire[] } | { ok: false; problems: string[] };

/**
 * What Send KOT sends: only the changes since the kitchen's lines (new lines, raised and lowered
 * quantities), each row with the KOT's head; a lowered line carries its cancellation reason.
 */
export function planKot(
  sent: readonly OrderLine[],
  pad: readonly PadLine[],
  head: KotHead,
  reasons: Readonly<Record<string, string>>,
  waiterOptional = false,
): KotPlan {
  const changes = kotDelta(sent, pad);
  if (changes.length === 0) return { ok: false, problems: ['Nothing new to send: the kitchen has every line.'] };
  const withReasons = changes.map((change) => ({
    ...change,
    reason: change.qty < 0 ? (reasons[change.lineId] ?? '') : '',
  }));
  const problems = kotProblems(sent, withReasons);
  // A delivery's pseudo table has no one serving at a table: its waiter is optional.
  if (!head.waiter && !waiterOptional) problems.unshift('Choose the waiter.');
  if (!Number.isInteger(head.covers) || head.covers < 1)
    problems.unshift('Covers must be a whole number of at least 1.');
  if (problems.length > 0) return { ok: false, problems };
  const rows = withReasons.map(
    (change): KotLineWire => ({
      kotId: head.kotId,
      tableNo: head.tableNo,
      waiter: head.waiter,
      covers: head.covers,
      lineId: change.lineId,
      itemId: change.itemId,
      qty: change.qty,
      rate: change.rate,
      notes: change.notes,
      reason: change.reason,
      ...(change.parentLineId ? { parentLineId: change.parentLineId } : {}),
      ...(change.happyHour ? { happyHour: change.happyHour, usualRate: change.usualRate } : {}),
    }),
  );
  return { ok: true, changes, rows };
}
