import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { LineExtras, OrderLine } from './order-types';

/**
 * A line's extras (add-on's item line, happy hour, usual rate, offer), only those it has: copied wherever a line is
 * rebuilt.
 */
export function extrasOf(line: LineExtras): LineExtras {
  const extras: LineExtras = {};
  if (line.parentLineId) extras.parentLineId = line.parentLineId;
  if (line.happyHour) extras.happyHour = line.happyHour;
  if (line.usualRate !== undefined) extras.usualRate = line.usualRate;
  if (line.offer) extras.offer = line.offer;
  return extras;
}

/** A line on the order pad: what the cashier wants the table to have now (an order line's shape). */
export type PadLine = OrderLine;

/** A change a KOT makes to one order line: its shape, the quantity signed (positive adds, negative cancels). */
export type KotChange = OrderLine;

/**
 * What a Send KOT sends: for each pad line, its quantity less what the kitchen already has (sent lines,
 * the sum of earlier KOTs). New lines and raised quantities are positive, lowered or removed lines
 * negative; unchanged lines are left out. Lines only the kitchen knows (another waiter's) are never
 * touched unless the pad lists them: a pad holds only the lines this cashier changed or loaded.
 */
export function kotDelta(sent: readonly OrderLine[], pad: readonly PadLine[]): KotChange[] {
  const before = new Map(sent.map((line) => [line.lineId, line]));
  const changes: KotChange[] = [];
  for (const line of pad) {
    const had = before.get(line.lineId);
    const change = toMilli(line.qty) - toMilli(had?.qty ?? 0);
    if (change === 0) continue;
    changes.push({
      lineId: line.lineId,
      itemId: line.itemId,
      itemName: line.itemName,
      kotGroup: line.kotGroup,
      qty: fromMilli(change),
      rate: had?.rate ?? line.rate,
      notes: line.notes,
      ...extrasOf(had ?? line),
    });
  }
  return changes;
}

/** The changes grouped into kitchen tickets: one per KOT group and kind, orders first. */
export function ticketsOf<T extends { kotGroup: string; qty: number }>(
  changes: readonly T[],
): { kotGroup: string; kind: 'ORDER' | 'CANCEL'; lines: T[] }[] {
  const tickets = new Map<string, { kotGroup: string; kind: 'ORDER' | 'CANCEL'; lines: T[] }>();
  for (const change of changes) {
    const kind = change.qty > 0 ? 'ORDER' : 'CANCEL';
    const key = `${kind}|${change.kotGroup}`;
    const ticket = tickets.get(key) ?? { kotGroup: change.kotGroup, kind, lines: [] };
    ticket.lines.push(change);
    tickets.set(key, ticket);
  }
  return [...tickets.values()].sort((a, b) =>
    a.kind === b.kind ? a.kotGroup.localeCompare(b.kotGroup) : a.kind === 'ORDER' ? -1 : 1,
  );
}

/** A KOT's change to a line as the kitchen received it (an order line's shape, the quantity signed). */
export type KotLineChange = OrderLine;

/**
 * Folds a table's KOT changes, in the order they arrived, into its order lines (the kitchen's view): a
 * line's quantity is the sum of its changes, its item, rate, group and extras those of its first change. Lines
 * brought to zero are dropped. Two waiters' lines have different ids, so neither overwrites the other.
 */
export function foldKots(changes: readonly KotLineChange[]): OrderLine[] {
  const lines = new Map<string, OrderLine & { milli: number }>();
  for (const change of changes) {
    const line = lines.get(change.lineId);
    if (line) {
      line.milli += toMilli(change.qty);
      if (change.notes) line.notes = change.notes;
    } else {
      lines.set(change.lineId, {
        lineId: change.lineId,
        itemId: change.itemId,
        itemName: change.itemName,
        kotGroup: change.kotGroup,
        qty: 0,
        rate: change.rate,
        notes: change.notes,
        ...extrasOf(change),
        milli: toMilli(change.qty),
      });
    }
  }
  return [...lines.values()]
    .filter((line) => line.milli > 0)
    .map(({ milli, ...line }) => ({ ...line, qty: fromMilli(milli) }));
}

/** Problems with a KOT's changes against what the table has: every problem at once, by line. */
export function kotProblems(
  sent: readonly OrderLine[],
  changes: readonly { lineId: string; itemName: string; qty: number; reason: string }[],
): string[] {
  const had = new Map(sent.map((line) => [line.lineId, toMilli(line.qty)]));
  const problems: string[] = [];
  for (const change of changes) {
    if (change.qty === 0) problems.push(`${change.itemName}: a KOT line must change the quantity.`);
    if (change.qty >= 0) continue;
    const left = (had.get(change.lineId) ?? 0) + toMilli(change.qty);
    if (left < 0)
      problems.push(
        `${change.itemName}: only ${fromMilli(had.get(change.lineId) ?? 0)} was ordered, so ${-change.qty} cannot be cancelled.`,
      );
    if (!change.reason.trim()) problems.push(`${change.itemName}: give a reason for the cancellation.`);
  }
  return problems;
}
