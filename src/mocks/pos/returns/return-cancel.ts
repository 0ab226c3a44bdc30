import { HttpResponse } from 'msw';
import { CANCELLED, type SaleReturnAnswer } from '../../../modules/pos/returns/domain/returns-types';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import type { DemoSession } from '../../core/sessions/auth';
import { postDocumentVoucher } from '../../core/accounting/post-voucher';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { noteCounterReturn } from '../counter/counter-sale-store';
import { isDayClosed } from '../../core/billing/day-status';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { customerCreditPaise } from '../../../modules/pos/receipts/domain/customer-bills';
import { customerLedger, replaceCustomerRows } from '../../core/accounting/party-postings';
import { removeReturnStock, stockInUse } from './return-stock';
import { storeSaleReturn } from '../../core/billing/return-store';

/**
 * DeleteSaleReturn: the return stays, marked cancelled (9), and everything it did is taken back exactly: its
 * stock rows (refused when what it brought back has been drawn again), its customer-ledger rows, its voucher.
 * Refused for a cash refund of a closed day, as a bill of a closed day cannot be cancelled.
 */
export async function cancelSaleReturn(session: DemoSession, existing: SaleReturnAnswer): Promise<Response> {
  const { companyCode } = session;
  const { header } = existing;
  if (header.pos === CANCELLED) return refusal(`Sale return ${header.seq} is already cancelled.`);
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refusal(locked);
  // The closed day's drawer was counted with this refund paid out: taking it back would change a counted day.
  if (header.refundMode === 'CASH' && (await isDayClosed(companyCode, header.dat)))
    return refusal(
      `Sale return ${header.seq}: the day ${formatDate(header.dat)} is closed and its cash counted: reopen the day to cancel a cash refund of it.`,
    );
  const inUse = await stockInUse(companyCode, existing.stock);
  if (inUse) return refusal(`Sale return ${header.seq}: ${inUse}`);
  const spent = await creditSpent(companyCode, header.seq, header.customer);
  if (spent) return refusal(`Sale return ${header.seq}: ${spent}`);
  await removeReturnStock(companyCode, header.seq);
  await replaceCustomerRows(companyCode, header.seq, []);
  await postDocumentVoucher(companyCode, header.seq, header.dat, '', [], header.dat);
  await storeSaleReturn(companyCode, { ...existing, header: { ...header, pos: CANCELLED } });
  await noteCounterReturn(companyCode, header.billNo, header.seq, false);
  await posActivity(
    session,
    'Cancelled',
    'Sale return',
    header.seq,
    `${header.seq} of bill ${header.billSeq}`,
    header.total,
    null,
  );
  return HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });
}

/** Why the credit on account this return gave cannot be taken back (a receipt has set it against bills), or ''. */
async function creditSpent(companyCode: number, seq: string, customer: string): Promise<string> {
  const rows = await customerLedger(companyCode);
  const given = sumPaise(
    rows
      .filter((row) => row.transactionId === seq && row.transactionType === 'SRT' && row.onTraId === '')
      .map((row) => toPaise(row.returnAmount)),
  );
  const left = customerCreditPaise(rows, customer);
  return given > left
    ? `the credit on account it gave has been set against bills by a receipt (${formatMoney(left)} of credit is left); cancel that receipt first.`
    : '';
}
