import { fromPaise, sumPaise, toPaise } from '../../lib/money/money';
import { multiplyByQuantity } from '../../lib/money/money-arithmetic';
import type { KotTicket, OrderLine, PosOutlet, RunningTable } from '../../engine/pos/domain/billing-types';
import { foldKots, type KotLineChange } from '../../engine/pos/domain/kot-delta';
import type { DemoSession } from '../core/sessions/auth';
import { deliveriesOf, kotTicketsOf } from './billing-store';
import { tablesOf, userOutlets } from './billing-masters';

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

/** The tickets' lines as KOT changes (the ticket carries the KOT group). */
export const changesOf = (tickets: readonly KotTicket[]): KotLineChange[] =>
  tickets.flatMap((ticket) => ticket.lines.map((line) => ({ lineId: line.lineId, itemId: line.itemId, itemName: line.itemName, kotGroup: ticket.kotGroup, qty: line.qty, rate: line.rate, notes: line.notes })));

/**
 * A table's order lines rebuilt from its record's KOTs (never by table number: a transferred or merged
 * table's tickets keep the table they were taken at).
 */
export async function linesOfKots(companyCode: number, kotIds: readonly string[]): Promise<OrderLine[]> {
  return foldKots(changesOf(await ticketsOfKots(companyCode, kotIds)));
}

/** Σ quantity × rate of the lines, in rupees (exact in paise). */
export const linesAmount = (lines: readonly Pick<OrderLine, 'qty' | 'rate'>[]): number => fromPaise(sumPaise(lines.map((line) => multiplyByQuantity(toPaise(line.rate), line.qty))));

/** The running table with its lines and amount rebuilt from its KOTs. */
export async function rebuilt(companyCode: number, table: RunningTable): Promise<RunningTable> {
  const lines = await linesOfKots(companyCode, table.kotIds);
  return { ...table, lines, amount: linesAmount(lines) };
}

/** One of the user's outlets, or undefined. */
export const outletOf = async (session: DemoSession, code: string): Promise<PosOutlet | undefined> => (await userOutlets(session)).find((outlet) => outlet.code === code);

/**
 * Is the table one of the outlet's: a table of the master, or a delivery's pseudo table (D<recordId>)
 * of a delivery of that outlet not cancelled. Answers the refusal, or null.
 */
export async function tableRefusal(companyCode: number, outlet: PosOutlet, tableNo: string): Promise<string | null> {
  if (!tableNo) return 'Name the table.';
  if ((await tablesOf(companyCode)).some((table) => table.code === tableNo && table.outlet === outlet.code)) return null;
  const deliveries = [...(await deliveriesOf(companyCode)).values()];
  if (deliveries.some((delivery) => delivery.tableNo === tableNo && delivery.outlet === outlet.code && delivery.status !== 'CANCELLED')) return null;
  return `Table ${tableNo} is not a table of ${outlet.name}.`;
}
