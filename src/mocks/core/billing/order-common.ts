import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import type { KotTicket, OrderLine, RunningTable } from '../../../kits/billing/domain/order-types';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { extrasOf, foldKots, type KotLineChange } from '../../../kits/billing/domain/kot-delta';
import type { BillingSession } from './billing-book';
import { deliveriesOf, kotTicketsOf } from './billing-store';
import { catalogueOf, userOutlets } from './billing-masters';

/** The tickets of the given KOTs, in the order of `kotIds` (the order they arrived at the table). */
export async function ticketsOfKots(companyCode: number, kotIds: readonly string[]): Promise<KotTicket[]> {
  const wanted = new Set(kotIds);
  const byKot = new Map<string, KotTicket[]>();
  if (wanted.size === 0) return [];
  for (const ticket of (await kotTicketsOf(companyCode)).values()) {
    if (!wanted.has(ticket.kotId)) continue;
    const list = byKot.get(ticket.kotId) ?? [];
    list.push(ticket);
    byKot.set(ticket.kotId, list);
  }
  return kotIds.flatMap((kotId) => byKot.get(kotId) ?? []);
}

/** The tickets' lines as KOT changes (the ticket carries the KOT group; a line its extras: add-on, happy hour). */
export const changesOf = (tickets: readonly KotTicket[]): KotLineChange[] =>
  tickets.flatMap((ticket) =>
    ticket.lines.map((line) => ({
      lineId: line.lineId,
      itemId: line.itemId,
      itemName: line.itemName,
      kotGroup: ticket.kotGroup,
      qty: line.qty,
      rate: line.rate,
      notes: line.notes,
      ...extrasOf(line),
    })),
  );

/**
 * A table's order lines rebuilt from its record's KOTs (never by table number: a transferred or merged
 * table's tickets keep the table they were taken at).
 */
export async function linesOfKots(companyCode: number, kotIds: readonly string[]): Promise<OrderLine[]> {
  return foldKots(changesOf(await ticketsOfKots(companyCode, kotIds)));
}

/** Σ quantity × rate of the lines, in rupees (exact in paise). */
export const linesAmount = (lines: readonly Pick<OrderLine, 'qty' | 'rate'>[]): number =>
  fromPaise(sumPaise(lines.map((line) => multiplyByQuantity(toPaise(line.rate), line.qty))));

/** The running table with its lines and amount rebuilt from its KOTs. */
export async function rebuilt(companyCode: number, table: RunningTable): Promise<RunningTable> {
  const lines = await linesOfKots(companyCode, table.kotIds);
  return { ...table, lines, amount: linesAmount(lines) };
}

/** One of the user's outlets, or undefined. */
export const outletOf = async (session: BillingSession, code: string): Promise<PosOutlet | undefined> =>
  (await userOutlets(session)).find((outlet) => outlet.code === code);

/**
 * Is the code a delivery's pseudo table (D<recordId>) of a delivery of that outlet not cancelled? (The restaurant's
 * pseudo tables.)
 */
export async function deliveryTable(companyCode: number, outlet: PosOutlet, tableNo: string): Promise<boolean> {
  const deliveries = [...(await deliveriesOf(companyCode)).values()];
  return deliveries.some(
    (delivery) => delivery.tableNo === tableNo && delivery.outlet === outlet.code && delivery.status !== 'CANCELLED',
  );
}

/**
 * Is the table one of the outlet's: a table of the book's master, or one of the book's pseudo tables (the
 * restaurant's: a delivery's D<recordId>; the take-away's: a counter order). Answers the refusal, or null.
 */
export async function tableRefusal(
  session: BillingSession,
  outlet: PosOutlet,
  tableNo: string,
): Promise<string | null> {
  if (!tableNo) return 'Name the table.';
  const { companyCode } = session;
  if (
    (await catalogueOf(session).tables(companyCode)).some(
      (table) => table.code === tableNo && table.outlet === outlet.code,
    )
  )
    return null;
  if (await (session.book?.pseudoTable ?? deliveryTable)(companyCode, outlet, tableNo)) return null;
  return `Table ${tableNo} is not a table of ${outlet.name}.`;
}
