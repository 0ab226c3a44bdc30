import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { nextReceivedAdvanceNumber } from '../../../modules/pos/stock-sales/domain/sale-numbers';
import type { AdvanceMode, SaleAdvance } from '../../../modules/pos/stock-sales/domain/sale-advance-types';
import { serverToday } from '../../core/server-dates';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { accountRefusal, isPaymentMode } from '../../core/accounting/payment-sources';
import { refusal } from '../../core/sessions/screen-session';
import { postDocumentVoucher } from '../../core/accounting/post-voucher';
import { advanceVoucherLines, advancesAccount } from './sale-postings';
import { saleCustomers } from '../../core/sales/sale-masters';
import { approvedSaleOrders } from '../../core/sales/sale-orders';
import { nextAdvanceRecordId } from '../../core/accounting/advance-table';
import { adjustedPaise, saleAdvancesOf, storeSaleAdvance } from './sale-advance-store';
import { liveSalesOf } from '../../core/sales/sale-store';

const answer = (advance: SaleAdvance, tracheck: number) =>
  HttpResponse.json({ advance, tracheck, result: 'OK', recordId: advance.recordId, seq: advance.seq });

function problemsOf(input: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const amt = Number(input.amt);
  if (!String(input.partyId ?? '').trim()) problems.partyId = 'Choose the customer';
  if (!Number.isFinite(amt) || amt <= 0) problems.amt = 'Enter an amount above zero';
  else if (!isRupeeAmount(amt)) problems.amt = 'Enter an amount with at most two decimals';
  if (!isPaymentMode(input.paymentmode)) problems.paymentmode = 'Choose cash, bank or wallet';
  if (input.paymentmode === 'BAN' && !String(input.bankdetails ?? '').trim())
    problems.bankdetails = 'Enter the cheque or transfer details';
  return problems;
}

/**
 * SetTotalAdvanceDetails create (1), Tratype SAL_REC: an advance received from a customer, on an approved
 * sale order of theirs or on account, dated today; posted Dr the user's cash / bank / wallet account, Cr the
 * advances from customers.
 */
export async function saveSaleAdvance(session: DemoSession, input: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const problems = problemsOf(input);
  const customer = (await saleCustomers(companyCode)).find((row) => row.code === String(input.partyId ?? ''));
  if (!problems.partyId && !customer)
    problems.partyId = `Customer ${String(input.partyId)} does not exist or is not active.`;
  const orderId = Number(input.transactionId ?? 0) || 0;
  const order =
    orderId > 0 ? (await approvedSaleOrders(companyCode)).find((row) => row.header.recordId === orderId) : undefined;
  if (orderId > 0 && !order) problems.transactionId = `Sale order ${orderId} is not an approved order.`;
  else if (order && customer && order.header.partyId !== customer.code)
    problems.transactionId = `Sale order ${order.header.seq} is not ${customer.name}’s.`;
  if (Object.keys(problems).length > 0 || !customer) return validationAnswer(problems);
  const mode = input.paymentmode as AdvanceMode;
  const accountId = String(input.accountId ?? '');
  const wrongAccount = accountRefusal(session, mode, accountId);
  if (wrongAccount) return validationAnswer({ accountId: wrongAccount });
  const dat = serverToday();
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);
  const amountPaise = toPaise(Number(input.amt));
  const advance: SaleAdvance = {
    recordId: await nextAdvanceRecordId(companyCode),
    seq: nextReceivedAdvanceNumber(
      dat,
      (await saleAdvancesOf(companyCode)).map((row) => row.seq),
    ),
    transactionId: order?.header.recordId ?? 0,
    tratype: 'SAL_REC',
    dat,
    amt: fromPaise(amountPaise),
    paymentmode: mode,
    remarks: String(input.remarks ?? ''),
    bankdetails: mode === 'BAN' ? String(input.bankdetails ?? '') : '',
    usrName: session.userName,
    partyId: customer.code,
    accountId,
    detail1: order?.header.seq ?? 'On account',
    detail2: customer.name,
    printCount: 0,
    cancelled: false,
  };
  const lines = advanceVoucherLines(amountPaise, mode, accountId, await advancesAccount(companyCode));
  await postDocumentVoucher(
    companyCode,
    advance.seq,
    dat,
    `Advance ${advance.seq} received from ${customer.name} (${advance.detail1})`,
    lines,
    null,
    'Customer advance',
  );
  await storeSaleAdvance(companyCode, advance);
  return answer(advance, 1);
}

/** Cancel (3): kept, marked, its voucher taken back. Refused once an invoice has adjusted any of it. */
export async function cancelSaleAdvance(companyCode: number, advance: SaleAdvance): Promise<Response> {
  if (advance.cancelled) return refusal(`Advance ${advance.seq} is already cancelled.`);
  const used = (await adjustedPaise(companyCode)).get(advance.recordId) ?? 0;
  if (used > 0) {
    const invoices = (await liveSalesOf(companyCode))
      .filter((sale) => sale.advances.some((row) => row.recordId === advance.recordId))
      .map((sale) => sale.header.seq);
    return refusal(
      `Advance ${advance.seq} has been adjusted on invoice ${invoices.join(', ')} (${formatMoneyWithSign(used)}): cancel the invoice first.`,
    );
  }
  const locked = lockedMessage(await booksState(companyCode), advance.dat);
  if (locked) return refusal(locked);
  await postDocumentVoucher(companyCode, advance.seq, advance.dat, '', [], advance.dat);
  const cancelled = { ...advance, cancelled: true };
  await storeSaleAdvance(companyCode, cancelled);
  return answer(cancelled, 3);
}
