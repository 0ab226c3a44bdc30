import { allocate } from '../../../lib/money/money-allocate';
import type { Paise } from '../../../lib/money/money';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { OrderLine } from './order-types';

export type SplitPart = { lineId: string; qty: number }[];

/**
 * Checks a split by items: every part names lines of the table, no part is empty, and each line's
 * quantity is shared out exactly (no more, no less than was ordered). Every problem at once.
 */
export function splitProblems(lines: readonly OrderLine[], parts: readonly SplitPart[]): string[] {
  const problems: string[] = [];
  if (parts.length < 2) problems.push('A split needs at least two bills.');
  const ordered = new Map(lines.map((line) => [line.lineId, line]));
  const shared = new Map<string, number>();
  parts.forEach((part, index) => {
    const positive = part.filter((entry) => entry.qty > 0);
    if (positive.length === 0) problems.push(`Bill ${index + 1} of the split has no items.`);
    for (const entry of part) {
      if (!ordered.has(entry.lineId)) problems.push(`Bill ${index + 1} names a line the table does not have.`);
      if (entry.qty < 0) problems.push(`Bill ${index + 1}: a quantity cannot be negative.`);
      shared.set(entry.lineId, (shared.get(entry.lineId) ?? 0) + toMilli(entry.qty));
    }
  });
  for (const line of lines) {
    const given = shared.get(line.lineId) ?? 0;
    if (given !== toMilli(line.qty))
      problems.push(`${line.itemName}: ${fromMilli(given)} of ${line.qty} shared out; share all of it.`);
  }
  return problems;
}

/** The order lines of one part of a split (quantities as the part gives them). */
export function partLines(lines: readonly OrderLine[], part: SplitPart): OrderLine[] {
  const byId = new Map(lines.map((line) => [line.lineId, line]));
  return part
    .filter((entry) => entry.qty > 0 && byId.has(entry.lineId))
    .map((entry) => ({ ...byId.get(entry.lineId)!, qty: entry.qty }));
}

/** Equal shares of a total for `guests` guests, adding up to it exactly (the first guests pay the odd paise). */
export function equalShares(total: Paise, guests: number): Paise[] {
  if (!Number.isInteger(guests) || guests < 1) throw new RangeError('Split among at least one guest.');
  return allocate(
    total,
    Array.from({ length: guests }, () => 1),
  );
}
