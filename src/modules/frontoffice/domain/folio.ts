import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { FolioLine, Stay } from './stay-types';
import { nightsBetween } from './tariff';

const live = (lines: readonly FolioLine[]) => lines.filter((line) => !line.cancelled);

/** A folio's order: by the hotel date each line belongs to, then the time it was written, then its id. */
export const folioOrder = (a: FolioLine, b: FolioLine): number =>
  a.dat.localeCompare(b.dat) || a.at.localeCompare(b.at) || a.id.localeCompare(b.id);

/** What the guest still owes: every live line's debit less its credit, in paise (negative: the hotel owes). */
export const folioBalancePaise = (lines: readonly FolioLine[]): Paise =>
  sumPaise(live(lines).map((line) => toPaise(line.debit) - toPaise(line.credit)));

/**
 * The folio's lines in folio order (folioOrder) with the running balance after each (cancelled lines carry the balance
 * unchanged).
 */
export function withRunningBalance(lines: readonly FolioLine[]): (FolioLine & { balance: number })[] {
  let running: Paise = 0;
  return [...lines].sort(folioOrder).map((line) => {
    if (!line.cancelled) running += toPaise(line.debit) - toPaise(line.credit);
    return { ...line, balance: fromPaise(running) };
  });
}

/** The nights already charged: the references (yyyy-MM-dd) of the live ROOM lines. */
export const postedNights = (lines: readonly FolioLine[]): Set<string> =>
  new Set(
    live(lines)
      .filter((line) => line.kind === 'ROOM')
      .map((line) => line.reference),
  );

/**
 * The nights still to charge when the folio is closed on `until` (the departure day): every night from arrival up
 * to the night before `until` (at least the arrival night: a day use pays one) that has no ROOM line yet. A house
 * guest pays none.
 */
export function nightsToCharge(
  stay: Pick<Stay, 'arrival' | 'kind'>,
  lines: readonly FolioLine[],
  until: string,
): string[] {
  if (stay.kind === 'HOUSE') return [];
  const posted = postedNights(lines);
  return nightsBetween(stay.arrival.slice(0, 10), until).filter((night) => !posted.has(night));
}

/** Sum of a kind's debits (or credits for credit kinds), in paise: e.g. the room revenue or the advances of a folio. */
export function totalOf(lines: readonly FolioLine[], kind: FolioLine['kind']): Paise {
  return sumPaise(
    live(lines)
      .filter((line) => line.kind === kind)
      .map((line) => toPaise(line.debit) + toPaise(line.credit)),
  );
}
