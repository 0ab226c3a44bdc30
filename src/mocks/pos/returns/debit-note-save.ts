import { HttpResponse } from 'msw';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { debitNoteFigures } from '../../../modules/pos/returns/domain/debit-note-figures';
import { nextReturnNumber } from '../../../modules/pos/returns/domain/return-numbers';
import { CANCELLED, IN_FORCE } from '../../../modules/pos/returns/domain/returns-types';
import { DEBIT_NOTE_KINDS, type DebitNoteHeader } from '../../../modules/pos/returns/domain/debit-note-types';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { serverToday } from '../../core/server-dates';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { postDocumentVoucher } from '../../core/accounting/post-voucher';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { replaceCustomerRows } from '../../core/accounting/party-postings';
import type { DebitNoteInput } from './debit-note-input';
import { customerSales, noteCustomers, noteTaxes, settledOf } from './debit-note-sources';
import { debitNoteVoucherLines, incomeAccount, returnAccounts } from './return-postings';
import { debitNotesOf, nextRecordId, storeDebitNote, type StoredDebitNote } from '../../core/billing/return-store';

/**
 * SetDebitNote (create only), inside the company's write queue: every field checked at once; the tax at today's
 * rate (a new supply); the customer's SAL row (a bill receipts settle, pending its total), the voucher (Dr the
 * customer, Cr the income and output taxes), the note kept. The total the user saw must still be the total.
 */
export async function saveDebitNote(session: DemoSession, input: DebitNoteInput, time: string): Promise<Response> {
  const { companyCode } = session;
  const dat = serverToday();
  const [customers, taxes] = await Promise.all([noteCustomers(companyCode), noteTaxes(companyCode, dat)]);
  const customer = customers.find((row) => row.code === input.customer);
  const tax = taxes.find((row) => row.code === input.taxCode);
  const problems: Record<string, string> = {};
  if (!customer) problems['header.customer'] = 'Choose the customer.';
  if (!input.kind) problems['header.kind'] = 'Choose what the note is for.';
  if (!input.reason) problems['header.reason'] = 'Enter the reason the customer will read.';
  if (Number.isNaN(input.baseAmt) || input.baseAmt <= 0)
    problems['header.baseAmt'] = 'Enter the amount before tax, more than 0.00, with at most two decimals.';
  if (input.taxCode && !tax) problems['header.taxCode'] = `There is no tax ${input.taxCode} in force today.`;
  if (
    customer &&
    input.billSeq &&
    !(await customerSales(companyCode, customer.code, dat)).some((sale) => sale.seq === input.billSeq)
  )
    problems['header.billSeq'] = `${input.billSeq} is not a bill of ${customer.name}.`;
  if (Object.keys(problems).length > 0 || !customer || !input.kind) return validationAnswer(problems);
  const figures = debitNoteFigures(toPaise(input.baseAmt), tax);
  if (input.totalAmt !== null && toPaise(input.totalAmt) !== figures.total)
    return refusal(
      `The note now comes to ${formatMoney(figures.total)}, not ${formatMoney(toPaise(input.totalAmt))}: the tax rate has changed. Check it and save again.`,
    );
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);
  const accounts = await returnAccounts(session, figures.taxes, 0, 'CREDIT');
  if (typeof accounts === 'string') return refusal(accounts);
  const all = await debitNotesOf(companyCode);
  const seq = nextReturnNumber(
    'debitNote',
    dat,
    all.map((value) => value.header.seq),
  );
  const header: DebitNoteHeader = {
    recordId: nextRecordId(all.map((value) => value.header.recordId)),
    seq,
    dat,
    time,
    customer: customer.code,
    customerName: customer.name,
    kind: input.kind,
    reason: input.reason,
    billSeq: input.billSeq,
    taxCode: tax?.code ?? '',
    baseAmt: fromPaise(figures.base),
    taxAmt: fromPaise(figures.tax),
    totalAmt: fromPaise(figures.total),
    pos: IN_FORCE,
    printCount: 0,
    usr: session.userName,
  };
  const what = `${DEBIT_NOTE_KINDS[input.kind]}${input.billSeq ? ` on bill ${input.billSeq}` : ''}`;
  const lines = debitNoteVoucherLines(
    figures,
    accounts,
    await incomeAccount(companyCode, input.kind, accounts.sales),
    seq,
  );
  await replaceCustomerRows(companyCode, seq, [
    {
      partyId: customer.code,
      dat,
      transactionType: 'SAL',
      transactionId: seq,
      transactionAmt: header.totalAmt,
      pendingAmount: header.totalAmt,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: `Debit note ${seq}: ${what}`,
      billType: 'SAL',
      settleMode: 'CREDIT',
    },
  ]);
  await postDocumentVoucher(
    companyCode,
    seq,
    dat,
    `Debit note ${seq} to ${customer.name}: ${what}: ${input.reason}`,
    lines,
    null,
    'Debit note',
  );
  const stored: StoredDebitNote = {
    header,
    taxes: figures.taxes.map((row, index) => ({
      sno: index + 1,
      component: row.component,
      percent: row.percent,
      taxable: fromPaise(row.taxable),
      amount: fromPaise(row.amount),
    })),
    result: 'OK',
  };
  await storeDebitNote(companyCode, stored);
  await posActivity(
    session,
    'Created',
    'Debit note',
    seq,
    `${seq} to ${customer.name}: ${what}`,
    null,
    header.totalAmt,
  );
  return HttpResponse.json({ result: 'OK', recordId: header.recordId, seq });
}

/**
 * DeleteDebitNote: refused once a receipt has settled any of it; otherwise its ledger row and voucher go, and the note
 * stays, marked cancelled.
 */
export async function cancelDebitNote(session: DemoSession, existing: StoredDebitNote): Promise<Response> {
  const { companyCode } = session;
  const { header } = existing;
  if (header.pos === CANCELLED) return refusal(`Debit note ${header.seq} is already cancelled.`);
  const settled = await settledOf(companyCode, header.seq);
  if (settled.by.length > 0)
    return refusal(
      `Debit note ${header.seq} is settled by ${settled.by.join(', ')} (${formatMoney(toPaise(settled.amount))}): cancel that first.`,
    );
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refusal(locked);
  await replaceCustomerRows(companyCode, header.seq, []);
  await postDocumentVoucher(companyCode, header.seq, header.dat, '', [], header.dat);
  await storeDebitNote(companyCode, { ...existing, header: { ...header, pos: CANCELLED } });
  await posActivity(
    session,
    'Cancelled',
    'Debit note',
    header.seq,
    `${header.seq} to ${header.customerName}`,
    header.totalAmt,
    null,
  );
  return HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });
}
