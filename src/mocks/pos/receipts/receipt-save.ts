import { HttpResponse } from 'msw';
import { fromPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { customerCreditPaise, customerPendingBills } from '../../../modules/pos/receipts/domain/customer-bills';
import { nextDocumentNumber } from '../../../modules/pos/receipts/domain/document-numbers';
import { receiptVoucherLines } from '../../../modules/pos/receipts/domain/postings';
import {
  allocateOldestFirst,
  basePaise,
  collectedPerBill,
  receiptProblems,
} from '../../../modules/pos/receipts/domain/receipt-allocation';
import type { ReceiptBody, ReceiptHeader } from '../../../modules/pos/receipts/domain/receipt-types';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { serverToday } from '../../core/server-dates';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { accountRefusal } from '../../core/accounting/payment-sources';
import { replaceCustomerRows } from '../../core/accounting/party-postings';
import { receiptAccounts } from './receipt-accounts';
import { postVoucher, refusal } from './receipt-common';
import { readReceiptRequest, type ReceiptRequest } from './receipt-input';
import { customerMasters, ledgerRows, receiptsOf, storeReceipt } from '../../core/sales/receipt-store';

const ok = (header: ReceiptHeader) => HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });

/** The allocation problems as ASP.NET Core's field errors: header figures by name, a bill on the line that named it. */
function problemAnswer(request: ReceiptRequest, problems: ReturnType<typeof receiptProblems>): Response {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const index = problem.field === 'bill' ? request.lines.findIndex((line) => line.billId === problem.billId) : -1;
    const key =
      problem.field === 'bill'
        ? index >= 0
          ? `lines.${index}.paymentAmount`
          : 'lines'
        : problem.field === 'allocations'
          ? 'lines'
          : problem.field;
    errors[key] ??= problem.message;
  }
  return validationAnswer(errors);
}

/**
 * SetPartyReceipt: the customer's bills settled bill-wise (as typed, or oldest first when no line is sent) by the
 * base (received + TDS + rebate + others + credit on account set off), each bill a REC row "Payment against receipt …",
 * the credit set off a REC row naming no bill that takes it off the account; the voucher SAL_REC (Cr the customer the
 * base less the credit set off, Dr the receiving account, TDS receivable, rebate, others); dated the server's today.
 */
export async function saveReceipt(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const request = readReceiptRequest(body);
  if ('problems' in request) return validationAnswer(request.problems);
  const customer = (await customerMasters(companyCode)).get(request.partyId);
  if (!customer) return validationAnswer({ partyId: `There is no customer ${request.partyId}` });
  const base = basePaise(request.figures);
  if (request.baseAmtPaise !== null && request.baseAmtPaise !== base) {
    return validationAnswer({
      baseAmt: `The base amount must be received + TDS + rebate + others: ${formatMoney(base)}, not ${formatMoney(request.baseAmtPaise)}`,
    });
  }
  const wrongAccount = accountRefusal(session, request.modeOfPayment, request.revAccount);
  if (wrongAccount) return validationAnswer({ revAccount: wrongAccount });
  const dat = serverToday();
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);

  const rows = await ledgerRows(companyCode);
  const bills = customerPendingBills(rows, customer.code);
  const typed = request.lines.filter((line) => line.amountPaise > 0 || line.billId === '');
  const allocations =
    request.lines.length > 0 ? typed : allocateOldestFirst(bills, base).filter((share) => share.amountPaise > 0);
  const problems = receiptProblems(
    request.figures,
    allocations,
    bills,
    customer.name,
    customerCreditPaise(rows, customer.code),
  );
  if (problems.length > 0) return problemAnswer(request, problems);

  const all = await receiptsOf(companyCode);
  const seq = nextDocumentNumber(
    'receipt',
    dat,
    all.map((receipt) => receipt.header.seq),
  );
  const accounts = await receiptAccounts(companyCode, request.revAccount, {
    tds: request.figures.tdsPaise > 0,
    rebate: request.figures.rebatePaise > 0,
    others: request.figures.othersPaise > 0,
  });
  const collected = collectedPerBill(request.figures, allocations);
  const header: ReceiptHeader = {
    recordId: all.reduce((max, receipt) => Math.max(max, receipt.header.recordId), 0) + 1,
    seq,
    dat,
    partyId: customer.code,
    partyName: customer.name,
    branchId: customer.name,
    baseAmt: fromPaise(base),
    tds: fromPaise(request.figures.tdsPaise),
    rebate: fromPaise(request.figures.rebatePaise),
    others: fromPaise(request.figures.othersPaise),
    receiptAmt: fromPaise(request.figures.receiptPaise),
    creditAdjusted: fromPaise(request.figures.creditPaise),
    modeOfPayment: request.modeOfPayment,
    revAccount: request.revAccount,
    voucherType: 'SAL_REC',
    remarks: request.remarks,
    usr: session.userName,
    printCount: 0,
    cancelled: false,
    cancelReason: '',
  };
  const receipt: ReceiptBody = {
    header,
    lines: allocations.map((share, index) => ({
      onTraId: share.billId,
      billDat: bills.find((bill) => bill.billId === share.billId)?.dat ?? '',
      paymentAmount: fromPaise(share.amountPaise),
      collected: fromPaise(collected[index] ?? 0),
    })),
  };
  const recRow = (amount: number, onTraId: string, descriptio: string) => ({
    partyId: customer.code,
    dat,
    transactionType: 'REC' as const,
    transactionId: seq,
    transactionAmt: amount,
    pendingAmount: 0,
    returnAmount: 0,
    creditNote: 0,
    paymentAmount: amount,
    onTraId,
    descriptio,
    billType: 'SAL' as const,
    settleMode: 'CREDIT' as const,
  });
  // The credit set off leaves the account (a negative payment naming no bill) as the bills take it: the balance moves
  // by what came in only.
  const setOff =
    request.figures.creditPaise > 0
      ? [recRow(fromPaise(-request.figures.creditPaise), '', `Credit on account set off by receipt ${seq}`)]
      : [];
  await replaceCustomerRows(companyCode, seq, [
    ...receipt.lines.map((line) => recRow(line.paymentAmount, line.onTraId, `Payment against receipt ${seq}`)),
    ...setOff,
  ]);
  const billList = receipt.lines.map((line) => line.onTraId).join(', ');
  await postVoucher(
    companyCode,
    seq,
    'REC',
    dat,
    `Receipt ${seq} from ${customer.name} against ${billList}`,
    receiptVoucherLines(request.figures, accounts),
  );
  await storeReceipt(companyCode, receipt);
  return ok(header);
}

/**
 * DeletePartyReceipt: kept, marked cancelled with its reason; its REC rows and its voucher taken back, so its bills are
 * pending again.
 */
export async function cancelReceipt(companyCode: number, receipt: ReceiptBody, reason: string): Promise<Response> {
  const { header } = receipt;
  if (header.cancelled) return refusal(`Receipt ${header.seq} is already cancelled.`);
  if (!reason) return refusal(`Give the reason for cancelling receipt ${header.seq}.`);
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refusal(locked);
  await replaceCustomerRows(companyCode, header.seq, []);
  await postVoucher(companyCode, header.seq, 'REC', header.dat, '', []);
  await storeReceipt(companyCode, { ...receipt, header: { ...header, cancelled: true, cancelReason: reason } });
  return ok(header);
}
