import { HttpResponse } from 'msw';
import { formatDate } from '../../../lib/format/date-format';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { CounterBillAnswer } from '../../../modules/pos/counter/domain/counter-types';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { deleteRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { replaceStockRows } from '../../core/stock/stock-store';
import { postDocumentVoucher } from '../../core/accounting/post-voucher';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { writeBills } from '../../core/billing/billing-store';
import { dayOf, isDayClosed } from '../../core/billing/day-status';
import { customerLedger, replaceCustomerRows } from '../../core/accounting/party-postings';
import { POS_SALE_STOCK_TYPE } from '../../core/billing/pos-stock';
import { POS_BILL_EFFECTS } from '../../core/billing/settle-effects';
import { yourCounterBill } from './counter-bills';
import { counterBillOf, writeCounterSale } from './counter-sale-store';

/** What else has been written against the bill in the customers' ledger: receipts or returns that settle its credit. */
async function settledAgainst(companyCode: number, seq: string): Promise<string[]> {
  const rows = await customerLedger(companyCode);
  const against = rows
    .filter((row) => row.onTraId === seq && row.transactionId !== seq)
    .map((row) => row.transactionId);
  const own = rows.filter(
    (row) => row.transactionId === seq && (row.paymentAmount > 0 || row.returnAmount > 0 || row.creditNote > 0),
  );
  return [...new Set([...against, ...(own.length > 0 && against.length === 0 ? ['a receipt'] : [])])];
}

/**
 * Cancels a counter bill (inside posOneAtATime, then the core's write queue: a receipt allocated in that queue
 * must not land between the check of what is against the bill and the removal of its ledger row), taking
 * back exactly what its settlement wrote: the stock rows under its number, the customer's SAL row, the voucher; the
 * bill stays, void, with the reason. Refused for a bill with a return or a receipt against it, on a closed day, or in
 * closed books.
 */
export async function cancelCounterBill(session: DemoSession, billNo: number, reason: string): Promise<Response> {
  const { companyCode } = session;
  const found = await yourCounterBill(session, billNo);
  if (typeof found === 'string') return refusal(found);
  const { bill, sale } = found;
  if (sale.cancelledAt || bill.status === 'VOID') return refusal(`Bill ${bill.seq} is already cancelled.`);
  if (bill.status !== 'SETTLED') return refusal(`Bill ${bill.seq} is not settled; there is nothing to cancel.`);
  if (!reason) return refusal('Give the reason for cancelling the bill.');
  if (sale.returns.length > 0)
    return refusal(`Bill ${bill.seq} has a return against it (${sale.returns.join(', ')}): it cannot be cancelled.`);
  const against = await settledAgainst(companyCode, bill.seq);
  if (against.length > 0)
    return refusal(
      `Bill ${bill.seq} has ${against.join(', ')} against it in the customer's account: it cannot be cancelled.`,
    );
  const posted = dayOf(bill.settledAt || bill.time);
  if (await isDayClosed(companyCode, posted))
    return refusal(`The day ${formatDate(posted)} is closed: its bills cannot be cancelled.`);
  const locked = lockedMessage(await booksState(companyCode), posted);
  if (locked) return refusal(locked);

  await replaceStockRows(companyCode, bill.seq, [POS_SALE_STOCK_TYPE], [], null);
  await replaceCustomerRows(companyCode, bill.seq, []);
  await postDocumentVoucher(companyCode, bill.seq, posted, '', [], posted);
  await deleteRecord(POS_BILL_EFFECTS, companyCode, String(bill.billNo));
  const cancelled: Bill = { ...bill, status: 'VOID', kind: 'VOID', total: 0, voidReason: `Cancelled: ${reason}` };
  const at = new Date().toISOString();
  const kept = { ...sale, cancelledAt: at, cancelledBy: session.userName, cancelReason: reason };
  await writeBills(companyCode, [cancelled]);
  await writeCounterSale(companyCode, kept);
  await posActivity(
    session,
    'Cancelled',
    'Counter bill',
    bill.seq,
    `Bill ${bill.seq} cancelled (${reason}): its stock, customer ledger and voucher taken back`,
    bill.total,
    0,
  );
  return HttpResponse.json({ result: 'OK', bill: counterBillOf(cancelled, kept) } satisfies CounterBillAnswer);
}
