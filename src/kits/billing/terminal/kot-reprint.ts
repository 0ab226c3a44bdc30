import type { KotTicket } from '../domain/order-types';
import type { KotSlipSet } from './kot-slips';

/** One KOT of a table as the reprint list shows it: its number and the kitchen tickets it was split into. */
export interface KotEntry {
  kotNo: number;
  time: string;
  kitchens: string[];
  lines: number;
  /** The most copies any of its tickets has had printed. */
  printCount: number;
}

/** A table's tickets grouped by KOT number, in the order they were taken. */
export function kotEntries(tickets: readonly KotTicket[]): KotEntry[] {
  const byNo = new Map<number, KotEntry>();
  for (const ticket of tickets) {
    const entry = byNo.get(ticket.kotNo) ?? {
      kotNo: ticket.kotNo,
      time: ticket.time,
      kitchens: [],
      lines: 0,
      printCount: 0,
    };
    const kitchen = `${ticket.kotGroup || 'No kitchen'}${ticket.kind === 'CANCEL' ? ' (cancellation)' : ''}`;
    if (!entry.kitchens.includes(kitchen)) entry.kitchens.push(kitchen);
    entry.lines += ticket.lines.length;
    entry.printCount = Math.max(entry.printCount, ticket.printCount);
    byNo.set(ticket.kotNo, entry);
  }
  return [...byNo.values()];
}

/**
 * The slips of a reprinted KOT (the server's tickets, marked REPRINT), named with the table as the terminal names it.
 */
export function reprintSlips(
  tickets: readonly KotTicket[],
  tableName: string,
  waiterName: (code: string) => string,
): KotSlipSet | null {
  const first = tickets[0];
  if (!first) return null;
  return {
    kotId: first.kotId,
    tableName,
    waiter: waiterName(first.waiter),
    covers: first.covers,
    time: first.time,
    reprint: true,
    ...(first.token ? { token: first.token, place: tableName } : {}),
    tickets: tickets.map((ticket) => ({
      kotGroup: ticket.kotGroup,
      kind: ticket.kind,
      lines: ticket.lines.map((line) => ({ ...line, kotGroup: ticket.kotGroup })),
    })),
  };
}
