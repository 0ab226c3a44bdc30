import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../lib/money/money';
import { pendingBills } from '../../kits/accounting/party-ledger';
import { allocatePayment } from '../../modules/procurement/domain/payment-allocation';
import { nextPaymentNumber } from '../../modules/procurement/domain/purchase-numbers';
import { supplierPaymentVoucher } from '../../modules/procurement/domain/purchase-postings';
import type { PaymentBody, PaymentHeader } from '../../modules/procurement/payments/payment-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { validationAnswer } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { purchaseAccountMapping } from './account-assign-store';
import { accountRefusal, isPaymentMode } from '../core/accounting/payment-sources';
import { refusal } from '../core/sessions/screen-session';
import { supplierName } from './supplier-name';
import { partyLedger, replacePartyRows } from './party-ledger-store';
import { paymentsOf, storePayment } from './payment-store';
import { postDocumentVoucher } from '../core/accounting/post-voucher';
import { supplierNames } from '../core/inward/receipt-context';
import { wireDate } from '../core/server-dates';

const ok = (header: PaymentHeader) => HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function problemsOf(
  header: Record<string, unknown>,
  dat: string | null,
  suppliers: Map<string, string>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const amt = Number(header.amt);
  if (!dat) problems.dat = 'Enter the date of the payment';
  if (!suppliers.has(String(header.vendorid ?? ''))) problems.vendorid = 'Choose the supplier';
  if (!Number.isFinite(amt) || amt <= 0) problems.amt = 'Enter an amount above zero';
  else if (!isRupeeAmount(amt)) problems.amt = 'Enter an amount with at most two decimals';
  if (!isPaymentMode(header.paymentmode)) problems.paymentmode = 'Choose cash, bank or wallet';
  return problems;
}

/**
 * SetPartyPayment: PAY rows over the supplier's pending bills (oldest first, or as chosen), the voucher Dr PUR_CRP Cr
 * the account.
 */
export async function savePayment(session: DemoSession, raw: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const input = record(raw.header);
  const dat = wireDate(input.dat);
  const problems = problemsOf(input, dat, await supplierNames(companyCode));
  if (Object.keys(problems).length > 0 || !dat) return validationAnswer(problems);
  const mode = input.paymentmode as PaymentHeader['paymentmode'];
  const accountId = String(input.accountId ?? '');
  const wrongAccount = accountRefusal(session, mode, accountId);
  if (wrongAccount) return validationAnswer({ accountId: wrongAccount });
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, dat);
  if (outside) return validationAnswer({ dat: outside });
  const vendorid = String(input.vendorid);
  const amountPaise = toPaise(Number(input.amt));
  const typed = Array.isArray(raw.lines) ? raw.lines.map(record) : [];
  // Each amount typed per bill is refused, not dropped or rounded: dropping them all would pay the oldest bills
  // instead.
  const lineProblems = Object.fromEntries(
    typed.flatMap((line, index) =>
      Number(line.amt) > 0 && isRupeeAmount(Number(line.amt))
        ? []
        : [[`lines.${index}.amt`, 'Enter an amount above zero with at most two decimals']],
    ),
  );
  if (Object.keys(lineProblems).length > 0) return validationAnswer(lineProblems);
  const chosen = typed.map((line) => ({ transactionId: String(line.billId), amountPaise: toPaise(Number(line.amt)) }));
  const all = await paymentsOf(companyCode);
  const seq = nextPaymentNumber(
    dat,
    all.map((payment) => payment.header.seq),
  );
  const bills = pendingBills(await partyLedger(companyCode), vendorid);
  const allocation = allocatePayment(
    bills,
    { partyId: vendorid, dat, transactionId: seq, amountPaise },
    chosen.length > 0 ? chosen : undefined,
  );
  if (!allocation.ok) return refusal(allocation.message);
  const voucher = supplierPaymentVoucher(
    amountPaise,
    { mode, account: accountId },
    await purchaseAccountMapping(companyCode),
  );
  if ('missing' in voucher)
    return refusal(
      `The purchase accounts are not mapped for ${voucher.missing.join(', ')}: map them under Procurement > Setup > Accounts, then save again.`,
    );
  const header: PaymentHeader = {
    recordId: all.reduce((max, payment) => Math.max(max, payment.header.recordId), 0) + 1,
    seq,
    dat,
    vendorid,
    vendorname: await supplierName(companyCode, vendorid),
    amt: fromPaise(amountPaise),
    paymentmode: mode,
    accountId,
    remarks: String(input.remarks ?? ''),
    usr: session.userName,
    printCount: 0,
    cancelled: false,
  };
  await replacePartyRows(companyCode, seq, allocation.rows);
  await postDocumentVoucher(
    companyCode,
    seq,
    dat,
    `Payment ${seq} to ${header.vendorname}`,
    voucher.lines,
    null,
    'Supplier payment',
  );
  await storePayment(companyCode, {
    header,
    lines: allocation.allocations.map((share) => ({ billId: share.transactionId, amt: fromPaise(share.amountPaise) })),
  });
  return ok(header);
}

/** DeletePartyPayment: kept, marked cancelled; its PAY rows and voucher taken back. */
export async function cancelPayment(companyCode: number, payment: PaymentBody): Promise<Response> {
  const { header } = payment;
  if (header.cancelled) return refusal(`Payment ${header.seq} is already cancelled.`);
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refusal(locked);
  await replacePartyRows(companyCode, header.seq, []);
  await postDocumentVoucher(companyCode, header.seq, header.dat, '', [], header.dat);
  await storePayment(companyCode, { ...payment, header: { ...header, cancelled: true } });
  return ok(header);
}
