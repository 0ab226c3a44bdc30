import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { commissionPaymentProblem, type EarnerKind } from '../../../modules/pos/receipts/domain/commission-rules';
import type { CommissionPaymentHeader } from '../../../modules/pos/receipts/domain/commission-types';
import { nextDocumentNumber } from '../../../modules/pos/receipts/domain/document-numbers';
import { commissionVoucherLines } from '../../../modules/pos/receipts/domain/postings';
import { RECEIPT_MODES, type ReceiptMode } from '../../../modules/pos/receipts/domain/receipt-types';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { serverToday } from '../../core/server-dates';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { accountRefusal } from '../../core/accounting/payment-sources';
import { reportDate } from '../../core/server-dates';
import { commissionAccount } from './receipt-accounts';
import { postVoucher, record, refusal } from './receipt-common';
import { text } from '../../core/billing/billing-access';
import { commissionPaymentsOf, duesOf, storeCommissionPayment } from './commission-data';

const WHO: Record<EarnerKind, string> = { agent: 'agent', employee: 'employee' };
const ok = (header: CommissionPaymentHeader) =>
  HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });

/**
 * A commission payment (SetLevelAgentPayment / SetEmployeePayment): all or part of what is due to the payee for
 * sales up to `upTo`, never more; paid from one of the user's cash, bank or wallet accounts; the voucher Dr
 * commission to agents (employees), Cr that account, posted as a payment on the server's today.
 */
export async function saveCommissionPayment(
  session: DemoSession,
  kind: EarnerKind,
  body: Record<string, unknown>,
): Promise<Response> {
  const { companyCode } = session;
  const header = record(body.header);
  const problems: Record<string, string> = {};
  const today = serverToday();
  const amount = Number(header.amt);
  if (!Number.isFinite(amount) || amount <= 0) problems.amt = 'Enter an amount above zero';
  else if (!isRupeeAmount(amount)) problems.amt = 'Enter an amount with at most two decimals';
  const mode = text(header.modeOfPayment);
  if (!RECEIPT_MODES.includes(mode as ReceiptMode)) problems.modeOfPayment = 'Choose cash, bank or wallet';
  const upTo = header.upTo ? reportDate(header.upTo) : today;
  if (!upTo || upTo > today) problems.upTo = 'Give a day up to today';
  const payee = text(header.payee);
  if (!payee) problems.payee = `Choose the ${WHO[kind]}`;
  const remarks = text(header.remarks);
  if (remarks.length > 200) problems.remarks = 'At most 200 characters';
  if (Object.keys(problems).length > 0 || !upTo) return validationAnswer(problems);
  const account = text(header.account);
  const wrongAccount = accountRefusal(session, mode as ReceiptMode, account);
  if (wrongAccount) return validationAnswer({ account: wrongAccount });
  const locked = lockedMessage(await booksState(companyCode), today);
  if (locked) return refusal(locked);

  const due = (await duesOf(companyCode, kind, upTo)).find((one) => one.code === payee);
  if (!due)
    return validationAnswer({
      payee: `${payee} earns no commission as ${kind === 'agent' ? 'an agent' : 'an employee'}`,
    });
  const problem = commissionPaymentProblem(toPaise(amount), { name: due.name, duePaise: due.duePaise });
  if (problem) return validationAnswer({ amt: problem });

  const all = await commissionPaymentsOf(companyCode);
  const seq = nextDocumentNumber(
    kind === 'agent' ? 'agentPayment' : 'employeePayment',
    today,
    all.map((payment) => payment.seq),
  );
  const payment: CommissionPaymentHeader = {
    recordId: all.reduce((max, one) => Math.max(max, one.recordId), 0) + 1,
    seq,
    dat: today,
    kind,
    payee,
    payeeName: due.name,
    amt: fromPaise(toPaise(amount)),
    dueBefore: fromPaise(due.duePaise),
    upTo,
    modeOfPayment: mode as ReceiptMode,
    account,
    remarks,
    usr: session.userName,
    printCount: 0,
    cancelled: false,
    cancelReason: '',
  };
  const lines = commissionVoucherLines(toPaise(amount), await commissionAccount(companyCode, kind), account);
  await postVoucher(
    companyCode,
    seq,
    'PAY',
    today,
    `Commission ${seq} to ${due.name} (${WHO[kind]}) on sales up to ${upTo}`,
    lines,
  );
  await storeCommissionPayment(companyCode, payment);
  return ok(payment);
}

/** Cancel: kept, marked with its reason; its voucher taken back, so what it paid is due again. */
export async function cancelCommissionPayment(
  companyCode: number,
  payment: CommissionPaymentHeader,
  reason: string,
): Promise<Response> {
  if (payment.cancelled) return refusal(`Payment ${payment.seq} is already cancelled.`);
  if (!reason) return refusal(`Give the reason for cancelling payment ${payment.seq}.`);
  const locked = lockedMessage(await booksState(companyCode), payment.dat);
  if (locked) return refusal(locked);
  await postVoucher(companyCode, payment.seq, 'PAY', payment.dat, '', []);
  await storeCommissionPayment(companyCode, { ...payment, cancelled: true, cancelReason: reason });
  return ok(payment);
}
