import { HttpResponse } from 'msw';
import { isRupeeAmount } from '../../../lib/money/money';
import { isQuantity } from '../../../lib/quantity/quantity';
import { addOnProblems } from '../../../kits/billing/domain/add-on-rules';
import type {
  KotAnswer,
  KotLineWire,
  KotTicket,
  LinePrice,
  OrderHead,
  RunningTable,
} from '../../../kits/billing/domain/order-types';
import { extrasOf, foldKots, kotProblems, ticketsOf, type KotLineChange } from '../../../kits/billing/domain/kot-delta';
import { outletRateOf } from '../../../kits/billing/domain/item-tax';
import { serverToday } from '../server-dates';
import type { BillingSession } from './billing-book';
import { posActivity, refusal, text } from './billing-access';
import { catalogueOf } from './billing-masters';
import { type ItemRow } from './item-row';
import { kotTicketsOf, runningTableOf, writeKotAndTable } from './billing-store';
import { changesOf, linesAmount, outletOf, tableRefusal, ticketsOfKots } from './order-common';

type Row = Record<string, unknown>;

/** The `kotinf` rows as typed lines, or the reason they cannot be read. */
export function kotLines(raw: unknown): KotLineWire[] | string {
  if (!Array.isArray(raw) || raw.length === 0) return 'A KOT needs at least one line.';
  const lines = (raw as Row[]).map((row) => ({
    kotId: text(row.kotId),
    tableNo: text(row.tableNo),
    waiter: text(row.waiter),
    covers: Number(row.covers) || 0,
    lineId: text(row.lineId),
    itemId: text(row.itemId),
    qty: Number(row.qty),
    rate: Number(row.rate),
    notes: text(row.notes),
    reason: text(row.reason),
    ...(text(row.parentLineId) ? { parentLineId: text(row.parentLineId) } : {}),
  }));
  const first = lines[0]!;
  if (!first.kotId) return 'A KOT needs its id (kotId).';
  if (lines.some((line) => line.kotId !== first.kotId)) return 'All lines of a KOT carry the same kotId.';
  if (lines.some((line) => line.tableNo !== first.tableNo)) return 'All lines of a KOT are for the same table.';
  if (lines.some((line) => !line.lineId || !line.itemId)) return 'Every KOT line needs its line id and item.';
  if (new Set(lines.map((line) => line.lineId)).size !== lines.length) return 'A KOT names each order line once.';
  if (lines.some((line) => !Number.isFinite(line.qty) || !isQuantity(line.qty)))
    return 'Quantities have at most three decimals.';
  if (lines.some((line) => !Number.isFinite(line.rate) || line.rate < 0 || !isRupeeAmount(line.rate)))
    return 'Rates are amounts in rupees with at most two decimals.';
  return lines;
}

const answer = (tickets: readonly KotTicket[]) =>
  HttpResponse.json({ result: 'OK', tickets: [...tickets] } satisfies KotAnswer);

/** The next token of a counter order at the outlet today: one more than the highest its KOT tickets carry. */
const nextToken = (tickets: Iterable<KotTicket>, outlet: string, today: string): number => {
  let highest = 0;
  for (const ticket of tickets)
    if (ticket.outlet === outlet && ticket.dat === today && ticket.token !== undefined)
      highest = Math.max(highest, ticket.token);
  return highest + 1;
};

/**
 * Places one KOT (inside posOneAtATime): a kotId already stored answers its tickets again; otherwise the
 * changes are checked against the table's lines (new lines at the book's price: the outlet's rate, or the
 * take-away's happy hour by the order's start; add-ons on lines they go with), numbered, split into kitchen
 * tickets by KOT group and kind, and folded into the running table. A book with tokens gives a counter order
 * its token (per outlet per day) on its first KOT and keeps the order's head (its start as first given).
 */
export async function saveKot(
  session: BillingSession,
  outletCode: string,
  lines: readonly KotLineWire[],
  head?: OrderHead,
): Promise<Response> {
  const { companyCode } = session;
  const first = lines[0]!;
  const known = await ticketsOfKots(companyCode, [first.kotId]);
  if (known.length > 0) return answer(known);

  const outlet = await outletOf(session, outletCode);
  if (!outlet) return refusal(`Outlet ${outletCode || '(none)'} is not an outlet you may bill in.`);
  const tableProblem = await tableRefusal(session, outlet, first.tableNo);
  if (tableProblem) return refusal(tableProblem);
  const running = await runningTableOf(companyCode, outlet.code, first.tableNo);
  if (running?.state === 'BILLED') return refusal(`Table ${first.tableNo} is billed; reopen it to add items`);

  const today = serverToday();
  const catalogue = catalogueOf(session);
  const order = running?.order ? { ...(head ?? running.order), startedAt: running.order.startedAt } : head;
  const [items, rates] = await Promise.all([
    catalogue.items(companyCode, today),
    catalogue.rates(companyCode, [outlet], today),
  ]);
  const pricer = session.book?.linePricer
    ? await session.book.linePricer(
        companyCode,
        outlet,
        today,
        order?.startedAt ?? running?.openedAt ?? new Date().toISOString(),
      )
    : null;
  const priceOf = (item: ItemRow): LinePrice =>
    pricer ? pricer(item, outletRateOf(item, outlet.code, rates)) : { rate: outletRateOf(item, outlet.code, rates) };
  const current = new Map((running?.lines ?? []).map((line) => [line.lineId, line]));
  const problems: string[] = [];
  const changes: (KotLineChange & { reason: string })[] = [];
  for (const line of lines) {
    const had = current.get(line.lineId);
    const item = items.get(line.itemId);
    if (had && had.itemId !== line.itemId)
      problems.push(`Line ${line.lineId} is ${had.itemName}, not ${item?.name ?? line.itemId}.`);
    else if (had) changes.push({ ...had, qty: line.qty, notes: line.notes || had.notes, reason: line.reason });
    else if (!item || (!item.active && line.qty > 0)) problems.push(`Item ${line.itemId} is not on the menu.`);
    else {
      const { rate, ...pricing } = priceOf(item);
      if (line.qty > 0 && !item.openRate && line.rate !== rate)
        problems.push(`${item.name} sells at ${rate} at ${outlet.name}, not ${line.rate}.`);
      changes.push({
        lineId: line.lineId,
        itemId: item.code,
        itemName: item.name,
        kotGroup: item.kotGroup,
        qty: line.qty,
        rate: line.rate,
        notes: line.notes,
        reason: line.reason,
        ...extrasOf({ ...pricing, parentLineId: line.parentLineId }),
      });
    }
  }
  problems.push(...kotProblems([...current.values()], changes));
  if (problems.length === 0) problems.push(...addOnProblems(foldKots([...(running?.lines ?? []), ...changes]), items));
  if (problems.length > 0) return refusal(problems.join(' '));

  const stored = [...(await kotTicketsOf(companyCode)).values()];
  const kotNo =
    Math.max(
      0,
      ...stored.filter((ticket) => ticket.outlet === outlet.code && ticket.dat === today).map((ticket) => ticket.kotNo),
    ) + 1;
  const token = session.book?.tokens ? (running?.token ?? nextToken(stored, outlet.code, today)) : undefined;
  const time = new Date().toISOString();
  const tickets: KotTicket[] = ticketsOf(changes).map((group) => ({
    kotNo,
    kotId: first.kotId,
    outlet: outlet.code,
    tableNo: first.tableNo,
    waiter: first.waiter,
    covers: first.covers,
    kotGroup: group.kotGroup,
    kind: group.kind,
    dat: today,
    time,
    user: session.userName,
    printCount: group.kotGroup ? 1 : 0,
    ...(token !== undefined ? { token } : {}),
    lines: group.lines.map((change) => ({
      lineId: change.lineId,
      itemId: change.itemId,
      itemName: change.itemName,
      qty: change.qty,
      rate: change.rate,
      notes: change.notes,
      reason: change.reason,
      ...extrasOf(change),
    })),
  }));
  const kotIds = [...(running?.kotIds ?? []), first.kotId];
  const tableLines = foldKots([
    ...changesOf(await ticketsOfKots(companyCode, running?.kotIds ?? [])),
    ...changesOf(tickets),
  ]);
  const table: RunningTable = {
    outlet: outlet.code,
    tableNo: first.tableNo,
    waiter: running?.waiter || first.waiter,
    covers: first.covers || running?.covers || 0,
    openedAt: running?.openedAt ?? time,
    state: 'OPEN',
    amount: linesAmount(tableLines),
    billNo: null,
    kotIds,
    lines: tableLines,
    ...(token !== undefined ? { token } : {}),
    ...(order ? { order } : {}),
  };
  await writeKotAndTable(companyCode, tickets, table);
  const cancels = changes.filter((change) => change.qty < 0).length;
  const named = token !== undefined ? `token ${token}` : `table ${first.tableNo}`;
  await posActivity(
    session,
    cancels > 0 ? 'KOT with cancellations' : 'KOT',
    'KOT',
    `${outlet.code} KOT ${kotNo}`,
    `KOT ${kotNo} for ${named} at ${outlet.name}: ${changes.length} line(s)${cancels ? `, ${cancels} lowered or cancelled` : ''}`,
    running?.amount ?? 0,
    table.amount,
  );
  return answer(tickets);
}
