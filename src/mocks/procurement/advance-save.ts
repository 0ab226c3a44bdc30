import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import type { TotAdvance } from '../../modules/procurement/advances/advance-types';
import { isOrderOpenForReceipt, PENDING_APPROVAL } from '../../modules/procurement/domain/approval-status';
import { advanceRow } from '../../modules/procurement/domain/party-ledger-rows';
import { nextAdvanceNumber } from '../../modules/procurement/domain/purchase-numbers';
import { advancePaidVoucher } from '../../modules/procurement/domain/purchase-postings';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { validationAnswer } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { purchaseAccountMapping } from './account-assign-store';
import { advancesOf, advancesToDeduct, storeAdvance } from './advance-store';
import { nextAdvanceRecordId } from '../core/accounting/advance-table';
import { accountRefusal, isPaymentMode } from '../core/accounting/payment-sources';
import { refusal } from '../core/sessions/screen-session';
import { supplierName } from './supplier-name';
import { replacePartyRows } from './party-ledger-store';
import { postDocumentVoucher } from '../core/accounting/post-voucher';
import { orderOf } from '../core/inward/receipt-store';
import { wireDate } from '../core/server-dates';

const answer = (advance: TotAdvance, tracheck: number) =>
  HttpResponse.json({ advance, tracheck, result: 'OK', recordId: advance.recordId, seq: advance.seq });

/** Field problems of an advance, as the server's validation answer names them. */
function problemsOf(advance: Record<string, unknown>, dat: string | null): Record<string, string> {
  const problems: Record<string, string> = {};
  const amt = Number(advance.amt);
  if (!dat) problems.dat = 'Enter the date of the advance';
  if (!Number.isFinite(amt) || amt <= 0) problems.amt = 'Enter an amount above zero';
  else if (!isRupeeAmount(amt)) problems.amt = 'Enter an amount with at most two decimals';
  if (!isPaymentMode(advance.paymentmode)) problems.paymentmode = 'Choose cash, bank or wallet';
  if (advance.paymentmode === 'BAN' && !String(advance.bankdetails ?? '').trim())
    problems.bankdetails = 'Enter the cheque or transfer details';
  // The customers' side takes SAL_REC first; what reaches here is paid to a supplier (PUR_VOU, absent taken as it).
  if (advance.tratype !== undefined && advance.tratype !== null && advance.tratype !== 'PUR_VOU')
    problems.tratype = 'An advance is paid to a supplier (PUR_VOU) or received from a customer (SAL_REC)';
  return problems;
}

/**
 * SetTotalAdvanceDetails create (1): the advance, its ADV ledger row and its voucher Dr PUR_VOU Cr the cash / bank /
 * wallet account.
 */
export async function saveAdvance(session: DemoSession, input: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const dat = wireDate(input.dat);
  const problems = problemsOf(input, dat);
  const order = await orderOf(companyCode, Number(input.transactionId));
  if (!order) problems.transactionId = 'Choose an order';
  else if (order.pos === PENDING_APPROVAL) problems.transactionId = `Order ${order.seq} is waiting for approval.`;
  else if (!isOrderOpenForReceipt(order.pos))
    problems.transactionId = `Order ${order.seq} is closed (received in full or cancelled).`;
  if (Object.keys(problems).length > 0 || !order || !dat) return validationAnswer(problems);
  const mode = input.paymentmode as TotAdvance['paymentmode'];
  const accountId = String(input.accountId ?? '');
  const wrongAccount = accountRefusal(session, mode, accountId);
  if (wrongAccount) return validationAnswer({ accountId: wrongAccount });
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, dat);
  if (outside) return validationAnswer({ dat: outside });
  const amountPaise = toPaise(Number(input.amt));
  const voucher = advancePaidVoucher(
    amountPaise,
    { mode, account: accountId },
    await purchaseAccountMapping(companyCode),
  );
  if ('missing' in voucher)
    return refusal(
      `The purchase accounts are not mapped for ${voucher.missing.join(', ')}: map them under Procurement > Setup > Accounts, then save again.`,
    );
  const all = await advancesOf(companyCode);
  const advance: TotAdvance = {
    recordId: await nextAdvanceRecordId(companyCode),
    seq: nextAdvanceNumber(
      dat,
      all.map((row) => row.seq),
    ),
    transactionId: order.recordId,
    tratype: 'PUR_VOU',
    dat,
    amt: fromPaise(amountPaise),
    paymentmode: mode,
    remarks: String(input.remarks ?? ''),
    bankdetails: mode === 'BAN' ? String(input.bankdetails ?? '') : '',
    usrName: session.userName,
    partyId: order.vendorid,
    accountId,
    detail1: order.seq,
    detail2: await supplierName(companyCode, order.vendorid),
    printCount: 0,
    cancelled: false,
  };
  await replacePartyRows(companyCode, advance.seq, [
    advanceRow({ partyId: advance.partyId, dat, advanceNumber: advance.seq, orderNumber: order.seq, amountPaise }),
  ]);
  await postDocumentVoucher(
    companyCode,
    advance.seq,
    dat,
    `Advance ${advance.seq} to ${advance.detail2} on order ${order.seq}`,
    voucher.lines,
    null,
    'Supplier advance',
  );
  await storeAdvance(companyCode, advance);
  return answer(advance, 1);
}

/** Cancel (3): kept, marked; its row and voucher taken back. Refused once a goods receipt of the order deducted it. */
export async function cancelAdvance(companyCode: number, advance: TotAdvance): Promise<Response> {
  if (advance.cancelled) return refusal(`Advance ${advance.seq} is already cancelled.`);
  const left = await advancesToDeduct(companyCode, advance.transactionId, null);
  if (toPaise(advance.amt) > left) {
    return refusal(
      `Advance ${advance.seq} has been deducted by a goods receipt of order ${advance.detail1} (only ${formatMoney(left)} is not yet deducted): cancel that receipt first.`,
    );
  }
  const locked = lockedMessage(await booksState(companyCode), advance.dat);
  if (locked) return refusal(locked);
  await replacePartyRows(companyCode, advance.seq, []);
  await postDocumentVoucher(companyCode, advance.seq, advance.dat, '', [], advance.dat);
  const cancelled = { ...advance, cancelled: true };
  await storeAdvance(companyCode, cancelled);
  return answer(cancelled, 3);
}
