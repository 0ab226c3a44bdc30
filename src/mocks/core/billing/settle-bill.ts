import { HttpResponse } from 'msw';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatDate } from '../../../lib/format/date-format';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import { formatQuantity, fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { Bill, SettleInput, Tender } from '../../../kits/billing/domain/bill-types';
import { changeDue, MODE_NAMES, tenderProblems } from '../../../kits/billing/domain/settlement-rules';
import { booksState, lockedMessage } from '../accounting/books-state';
import { oneAtATime } from '../write-queue';
import type { BillingSession } from './billing-book';
import { billWordOf, posActivity, refusal } from './billing-access';
import { userOutlets } from './billing-masters';
import { billIndexOf, billsOf, closeRunningTable, runningTableOf, writeBills } from './billing-store';
import { dayOf, isDayClosed } from './day-status';
import { planEffects } from './settle-effects';
import { roomTenderRefusal } from '../room-folios';
import { chargeableRooms, creditCustomers } from './settle-context';

/** The answer of a settlement (a repeat of the same settleId gets the same). */
const settledAnswer = (bill: Bill) =>
  HttpResponse.json({ result: 'OK', bill, change: fromPaise(changeDue(bill.tenders)) });

/** 409: a settlement made offline reached the backend before its bill; the client's queue sends it again later. */
export const WAITING_FOR_BILL = 'Waiting for the bill to arrive';

/** The tenders of a settlement: as sent, else the whole bill in `settlemode`; none for a bill of nothing (NC). */
function tendersOf(bill: Bill, input: SettleInput): Tender[] | string {
  if (toPaise(bill.total) === 0) {
    if (input.tenders.some((tender) => toPaise(tender.amount) !== 0))
      return `Bill ${bill.seq} is ${bill.kind === 'NC' ? 'non-chargeable' : 'for nothing'}: it is settled with no payment.`;
    return [];
  }
  if (input.tenders.length > 0) return input.tenders;
  return input.settlemode === 'SPLIT' ? [] : [{ mode: input.settlemode, amount: bill.total }];
}

/** Closes the bill's running table once none of its bills is left unsettled (a table still taking KOTs stays). */
async function closeTableIfDone(companyCode: number, bill: Bill): Promise<void> {
  const table = await runningTableOf(companyCode, bill.outlet, bill.tableNo);
  if (!table || table.state !== 'BILLED') return;
  if (table.billNo !== bill.billNo && !bill.kotIds.some((kotId) => table.kotIds.includes(kotId))) return;
  const open = [...(await billIndexOf(companyCode)).unsettled.values()].some(
    (other) => other.outlet === bill.outlet && other.tableNo === bill.tableNo,
  );
  if (!open) await closeRunningTable(companyCode, bill.outlet, bill.tableNo);
}

/**
 * Settles one bill (setSettleBill; the caller holds posOneAtATime, not the company's write queue, which this
 * takes; it is called for auto-settle outlets
 * right after a bill is made, with one CASH tender of the total). The same settleId again answers the same;
 * a settled or void bill is refused; the tenders must pay the bill exactly (tenderProblems: credit within the
 * customer's limit against what they owe, a room that is occupied); the day must not be closed nor the books.
 * Then the effects (voucher, customer ledger, room charge, recipes' stock), the bill marked SETTLED, the
 * table closed when nothing of it is left to settle, and the activity log.
 */
export function settleBill(session: BillingSession, bill: Bill, input: SettleInput): Promise<Response> {
  // The tenders' checks (a credit customer's balance) and the effects (customers' ledger, stock, accounts) run in
  // the company's write queue, with receipts, returns and stock sales that read and change the same ledgers.
  return oneAtATime(session.companyCode, () => settleInQueue(session, bill, input));
}

async function settleInQueue(session: BillingSession, bill: Bill, input: SettleInput): Promise<Response> {
  const { companyCode } = session;
  if (bill.status === 'SETTLED')
    return bill.settleId === input.settleId ? settledAnswer(bill) : refusal(`Bill ${bill.seq} is already settled.`);
  if (bill.status === 'VOID' || bill.kind === 'VOID')
    return refusal(`Bill ${bill.seq} is void: there is nothing to settle.`);
  const time = new Date().toISOString();
  const date = dayOf(time);
  if (await isDayClosed(companyCode, date, session.book?.name))
    return refusal(`The day ${formatDate(date)} is closed: no more bills are settled on it.`);
  const locked = lockedMessage(await booksState(companyCode), date);
  if (locked) return refusal(locked);
  const tenders = tendersOf(bill, input);
  if (typeof tenders === 'string') return refusal(tenders);
  if (toPaise(bill.total) !== 0) {
    // A room whose guest has left (or has the final bill prepared) takes no charge: said so, not as an unknown room.
    const roomLeft = await roomTenderRefusal(
      companyCode,
      tenders.filter((tender) => tender.mode === 'ROOM').map((tender) => tender.room ?? ''),
    );
    if (roomLeft) return refusal(roomLeft);
    const [customers, rooms] = await Promise.all([creditCustomers(companyCode), chargeableRooms(companyCode)]);
    const problems = tenderProblems(tenders, { total: toPaise(bill.total), customers, rooms });
    if (problems.length > 0) return refusal(problems.join(' '));
  }
  const plan = await planEffects(session, bill, tenders, date, time);
  if (typeof plan === 'string') return refusal(plan);
  const effects = await plan.post();
  const settled: Bill = { ...bill, status: 'SETTLED', tenders, settledAt: time, settleId: input.settleId };
  await writeBills(companyCode, [settled]);
  await closeTableIfDone(companyCode, settled);
  const modes =
    tenders.map((tender) => `${MODE_NAMES[tender.mode]} ${formatMoneyPlain(toPaise(tender.amount))}`).join(', ') ||
    'no payment (NC)';
  const short =
    effects.shortfalls.length > 0
      ? `; stock short: ${effects.shortfalls.map((line) => `${line.name} ${formatQuantity(fromMilli(toMilli(line.wanted) - toMilli(line.qty)), line.unit)}`).join(', ')}`
      : '';
  await posActivity(
    session,
    'Settled',
    billWordOf(session),
    bill.seq,
    `Bill ${bill.seq} settled: ${modes}${short}`,
    null,
    bill.total,
  );
  return settledAnswer(settled);
}

/**
 * setSettleBill's lookup: a settleId already used answers that settlement again; the bill is found by its
 * client-made billId (a bill made offline, its number unknown to the client: 409 until it arrives) or by
 * its number.
 */
export async function settleRequest(session: BillingSession, input: SettleInput): Promise<Response> {
  const index = await billIndexOf(session.companyCode);
  const done = index.bySettleId.get(input.settleId);
  if (done?.status === 'SETTLED') return settledAnswer(done);
  if (input.billId) {
    const made = [...(index.byBillId.get(input.billId)?.values() ?? [])].sort((a, b) => a.billNo - b.billNo);
    const bill =
      input.billno > 0
        ? made.find((candidate) => candidate.billNo === input.billno)
        : made.length === 1
          ? made[0]
          : made.find((candidate) => input.part !== undefined && candidate.part === input.part);
    if (made.length === 0) return HttpResponse.json({ result: WAITING_FOR_BILL }, { status: 409 });
    if (!bill)
      return refusal(
        `That table was billed as ${made.length} bills (${made.map((one) => one.seq).join(', ')}): settle each by its number.`,
      );
    return settleOwn(session, bill, input);
  }
  const bill = (await billsOf(session.companyCode)).get(String(input.billno));
  if (!bill) return refusal(`Bill ${input.billno || '(no number)'} does not exist.`);
  return settleOwn(session, bill, input);
}

/** A bill of an outlet the user does not bill in is not theirs to settle. */
async function settleOwn(session: BillingSession, bill: Bill, input: SettleInput): Promise<Response> {
  if (!(await userOutlets(session)).some((outlet) => outlet.code === bill.outlet))
    return refusal(`Bill ${bill.seq} is of outlet ${bill.outlet}, which is not one of yours.`);
  return settleBill(session, bill, input);
}
