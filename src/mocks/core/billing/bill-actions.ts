import { HttpResponse } from 'msw';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { serverToday } from '../server-dates';
import type { BillingSession } from './billing-book';
import { billWordOf, posActivity, refusal, tableWordOf } from './billing-access';
import { userOutlets } from './billing-masters';
import {
  billsOf,
  closeRunningTable,
  kotTicketsOf,
  runningTableOf,
  writeBills,
  writeKotTickets,
  writeRunningTable,
} from './billing-store';
import { linesAmount } from './order-common';

const REOPENED = 'Reopened for more items';

/**
 * The refusal for a bill of an outlet the user does not bill in (bills of every book share one store: a counter's
 * routes must not void or reopen a restaurant's or an online order's bill), or null when it is theirs.
 */
async function notYours(session: BillingSession, bill: Bill): Promise<Response | null> {
  if ((await userOutlets(session)).some((outlet) => outlet.code === bill.outlet)) return null;
  return refusal(`Bill ${bill.seq} is of outlet ${bill.outlet}, which is not one of yours.`);
}

/** A bill reprinted: its print count + 1 (the UI marks every copy after the first REPRINT). */
export async function reprintBill(session: BillingSession, billNo: number): Promise<Response> {
  const bill = (await billsOf(session.companyCode)).get(String(billNo));
  if (!bill) return refusal(`Bill ${billNo} does not exist.`);
  const foreign = await notYours(session, bill);
  if (foreign) return foreign;
  const printed: Bill = { ...bill, printCount: bill.printCount + 1 };
  await writeBills(session.companyCode, [printed]);
  await posActivity(
    session,
    'Reprinted',
    billWordOf(session),
    bill.seq,
    `Copy ${printed.printCount} of bill ${bill.seq}`,
  );
  return HttpResponse.json({ result: 'OK', bill: printed });
}

/** Today's KOT slips of an outlet with that number reprinted (each ticket's print count + 1). */
export async function reprintKot(session: BillingSession, kotNo: number, outlet: string): Promise<Response> {
  const today = serverToday();
  const tickets = [...(await kotTicketsOf(session.companyCode)).values()].filter(
    (ticket) => ticket.outlet === outlet && ticket.dat === today && ticket.kotNo === kotNo,
  );
  if (tickets.length === 0) return refusal(`KOT ${kotNo} of today is not found at outlet ${outlet || '(none)'}.`);
  const printed = tickets.map((ticket) => ({ ...ticket, printCount: ticket.printCount + 1 }));
  await writeKotTickets(session.companyCode, printed);
  await posActivity(
    session,
    'Reprinted',
    'KOT',
    `${outlet} KOT ${kotNo}`,
    `KOT ${kotNo} of table ${tickets[0]!.tableNo} reprinted`,
  );
  return HttpResponse.json({ result: 'OK', tickets: printed });
}

const voided = (bill: Bill, reason: string): Bill => ({
  ...bill,
  status: 'VOID',
  kind: 'VOID',
  total: 0,
  voidReason: reason,
});

/** Voids an unsettled bill; its table closes when no unsettled bill of it is left. */
export async function voidBill(session: BillingSession, billNo: number, reason: string): Promise<Response> {
  const { companyCode } = session;
  const bills = [...(await billsOf(companyCode)).values()];
  const bill = bills.find((row) => row.billNo === billNo);
  if (!bill) return refusal(`Bill ${billNo} does not exist.`);
  const foreign = await notYours(session, bill);
  if (foreign) return foreign;
  if (bill.status !== 'UNSETTLED')
    return refusal(
      `Bill ${bill.seq} is ${bill.status === 'VOID' ? 'already void' : 'settled'}; only an unsettled bill can be voided.`,
    );
  if (!reason) return refusal('Give the reason for voiding the bill.');
  await writeBills(companyCode, [voided(bill, reason)]);
  const othersOpen = bills.some(
    (row) =>
      row.billNo !== bill.billNo &&
      row.outlet === bill.outlet &&
      row.tableNo === bill.tableNo &&
      row.status === 'UNSETTLED',
  );
  const table = await runningTableOf(companyCode, bill.outlet, bill.tableNo);
  if (table?.state === 'BILLED' && !othersOpen) await closeRunningTable(companyCode, bill.outlet, bill.tableNo);
  await posActivity(
    session,
    'Voided',
    billWordOf(session),
    bill.seq,
    `Bill ${bill.seq} of ${tableWordOf(session)} ${bill.tableNo} voided: ${reason}`,
    bill.total,
    0,
  );
  return HttpResponse.json({ result: 'OK', bill: voided(bill, reason) });
}

/**
 * Reopens a billed table for more KOTs: its unsettled bill(s) of that billing are voided, the table is OPEN with its
 * lines.
 */
export async function reopenTable(session: BillingSession, billNo: number): Promise<Response> {
  const { companyCode } = session;
  const bills = [...(await billsOf(companyCode)).values()];
  const bill = bills.find((row) => row.billNo === billNo);
  if (!bill) return refusal(`Bill ${billNo} does not exist.`);
  const foreign = await notYours(session, bill);
  if (foreign) return foreign;
  if (bill.status !== 'UNSETTLED')
    return refusal(
      `Bill ${bill.seq} is ${bill.status === 'VOID' ? 'void' : 'settled'}; only an unsettled bill's table can be reopened.`,
    );
  const table = await runningTableOf(companyCode, bill.outlet, bill.tableNo);
  if (table?.state !== 'BILLED') return refusal(`Table ${bill.tableNo} is not billed.`);
  const together = bills.filter((row) => row.billId === bill.billId);
  const settled = together.find((row) => row.status === 'SETTLED');
  if (settled) return refusal(`Bill ${settled.seq} of this table is settled; the table cannot be reopened.`);
  const voids = together.filter((row) => row.status === 'UNSETTLED').map((row) => voided(row, REOPENED));
  await writeBills(companyCode, voids);
  await writeRunningTable(companyCode, { ...table, state: 'OPEN', billNo: null, amount: linesAmount(table.lines) });
  await posActivity(
    session,
    'Reopened',
    billWordOf(session),
    voids.map((row) => row.seq).join(', '),
    `Table ${bill.tableNo} reopened for more items; bill ${voids.map((row) => row.seq).join(', ')} voided`,
    bill.total,
    0,
  );
  return HttpResponse.json({ result: 'OK', bills: voids });
}
