import { HttpResponse } from 'msw';
import { isRupeeAmount } from '../../lib/money/money';
import { isQuantity } from '../../lib/quantity/quantity';
import type { KotAnswer, KotLineWire, KotTicket, RunningTable } from '../../engine/pos/domain/billing-types';
import { foldKots, kotProblems, ticketsOf, type KotLineChange } from '../../engine/pos/domain/kot-delta';
import { outletRateOf } from '../../engine/pos/domain/item-tax';
import { serverToday } from '../accounts/ledger-seeding';
import type { DemoSession } from '../core/sessions/auth';
import { posActivity, refusal, text } from './billing-access';
import { itemsOf, outletRates } from './billing-masters';
import { kotTicketsOf, runningTableOf, writeKotTickets, writeRunningTable } from './billing-store';
import { changesOf, linesAmount, outletOf, tableRefusal, ticketsOfKots } from './order-common';

type Row = Record<string, unknown>;

/** The `kotinf` rows as typed lines, or the reason they cannot be read. */
export function kotLines(raw: unknown): KotLineWire[] | string {
  if (!Array.isArray(raw) || raw.length === 0) return 'A KOT needs at least one line.';
  const lines = (raw as Row[]).map((row) => ({
    kotId: text(row.kotId), tableNo: text(row.tableNo), waiter: text(row.waiter), covers: Number(row.covers) || 0, lineId: text(row.lineId), itemId: text(row.itemId),
    qty: Number(row.qty), rate: Number(row.rate), notes: text(row.notes), reason: text(row.reason),
  }));
  const first = lines[0]!;
  if (!first.kotId) return 'A KOT needs its id (kotId).';
  if (lines.some((line) => line.kotId !== first.kotId)) return 'All lines of a KOT carry the same kotId.';
  if (lines.some((line) => line.tableNo !== first.tableNo)) return 'All lines of a KOT are for the same table.';
  if (lines.some((line) => !line.lineId || !line.itemId)) return 'Every KOT line needs its line id and item.';
  if (new Set(lines.map((line) => line.lineId)).size !== lines.length) return 'A KOT names each order line once.';
  if (lines.some((line) => !Number.isFinite(line.qty) || !isQuantity(line.qty))) return 'Quantities have at most three decimals.';
  if (lines.some((line) => !Number.isFinite(line.rate) || line.rate < 0 || !isRupeeAmount(line.rate))) return 'Rates are amounts in rupees with at most two decimals.';
  return lines;
}

const answer = (tickets: readonly KotTicket[]) => HttpResponse.json({ result: 'OK', tickets: [...tickets] } satisfies KotAnswer);

/**
 * Places one KOT (inside posOneAtATime): a kotId already stored answers its tickets again; otherwise the
 * changes are checked against the table's lines, numbered, split into kitchen tickets by KOT group and
 * kind, and folded into the running table.
 */
export async function saveKot(session: DemoSession, outletCode: string, lines: readonly KotLineWire[]): Promise<Response> {
  const { companyCode } = session;
  const first = lines[0]!;
  const known = await ticketsOfKots(companyCode, [first.kotId]);
  if (known.length > 0) return answer(known);

  const outlet = await outletOf(session, outletCode);
  if (!outlet) return refusal(`Outlet ${outletCode || '(none)'} is not an outlet you may bill in.`);
  const tableProblem = await tableRefusal(companyCode, outlet, first.tableNo);
  if (tableProblem) return refusal(tableProblem);
  const running = await runningTableOf(companyCode, outlet.code, first.tableNo);
  if (running?.state === 'BILLED') return refusal(`Table ${first.tableNo} is billed; reopen it to add items`);

  const today = serverToday();
  const [items, rates] = await Promise.all([itemsOf(companyCode), outletRates(companyCode, [outlet], today)]);
  const current = new Map((running?.lines ?? []).map((line) => [line.lineId, line]));
  const problems: string[] = [];
  const changes: (KotLineChange & { reason: string })[] = [];
  for (const line of lines) {
    const had = current.get(line.lineId);
    const item = items.get(line.itemId);
    if (had && had.itemId !== line.itemId) problems.push(`Line ${line.lineId} is ${had.itemName}, not ${item?.name ?? line.itemId}.`);
    else if (had) changes.push({ ...had, qty: line.qty, notes: line.notes || had.notes, reason: line.reason });
    else if (!item || (!item.active && line.qty > 0)) problems.push(`Item ${line.itemId} is not on the menu.`);
    else {
      const rate = outletRateOf(item, outlet.code, rates);
      if (line.qty > 0 && !item.openRate && line.rate !== rate) problems.push(`${item.name} sells at ${rate} at ${outlet.name}, not ${line.rate}.`);
      changes.push({ lineId: line.lineId, itemId: item.code, itemName: item.name, kotGroup: item.kotGroup, qty: line.qty, rate: line.rate, notes: line.notes, reason: line.reason });
    }
  }
  problems.push(...kotProblems([...current.values()], changes));
  if (problems.length > 0) return refusal(problems.join(' '));

  const stored = [...(await kotTicketsOf(companyCode)).values()];
  const kotNo = Math.max(0, ...stored.filter((ticket) => ticket.outlet === outlet.code && ticket.dat === today).map((ticket) => ticket.kotNo)) + 1;
  const time = new Date().toISOString();
  const tickets: KotTicket[] = ticketsOf(changes).map((group) => ({
    kotNo, kotId: first.kotId, outlet: outlet.code, tableNo: first.tableNo, waiter: first.waiter, covers: first.covers, kotGroup: group.kotGroup, kind: group.kind, dat: today, time,
    user: session.userName, printCount: group.kotGroup ? 1 : 0,
    lines: group.lines.map((change) => ({ lineId: change.lineId, itemId: change.itemId, itemName: change.itemName, qty: change.qty, rate: change.rate, notes: change.notes, reason: change.reason })),
  }));
  await writeKotTickets(companyCode, tickets);

  const kotIds = [...(running?.kotIds ?? []), first.kotId];
  const tableLines = foldKots([...changesOf(await ticketsOfKots(companyCode, running?.kotIds ?? [])), ...changesOf(tickets)]);
  const table: RunningTable = {
    outlet: outlet.code, tableNo: first.tableNo, waiter: running?.waiter || first.waiter, covers: first.covers || running?.covers || 0, openedAt: running?.openedAt ?? time,
    state: 'OPEN', amount: linesAmount(tableLines), billNo: null, kotIds, lines: tableLines,
  };
  await writeRunningTable(companyCode, table);
  const cancels = changes.filter((change) => change.qty < 0).length;
  await posActivity(session, cancels > 0 ? 'KOT with cancellations' : 'KOT', 'KOT', `${outlet.code} KOT ${kotNo}`,
    `KOT ${kotNo} for table ${first.tableNo} at ${outlet.name}: ${changes.length} line(s)${cancels ? `, ${cancels} lowered or cancelled` : ''}`, running?.amount ?? 0, table.amount);
  return answer(tickets);
}
