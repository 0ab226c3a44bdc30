import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../lib/money/money';
import type { CreditNoteInput, CreditNoteRow } from '../../modules/procurement/credit-notes/credit-note-types';
import { APPROVED, CANCELLED } from '../../modules/procurement/domain/approval-status';
import { creditNoteRow } from '../../modules/procurement/domain/party-ledger-rows';
import { nextCreditNoteNumber } from '../../modules/procurement/domain/purchase-numbers';
import { creditNoteVoucher } from '../../modules/procurement/domain/purchase-postings';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { validationAnswer } from '../core/read-json';
import { purchaseAccountMapping } from './account-assign-store';
import { partyLedger, replacePartyRows } from './party-ledger-store';
import { postDocumentVoucher } from '../core/accounting/post-voucher';
import { creditNotesOf, nextRecordId, receiptByRef, storeCreditNote } from '../core/inward/return-store';

const refuse = (result: string) => HttpResponse.json({ result });

/**
 * `SetCreditNote`: a PCR row against the goods receipt's bill, for the receipt's supplier (refused over what is
 * pending on it, beside the amount) and, the accounts mapped, the CREDIT NOTE voucher (Dr PUR_CRP, Cr PUR_CNT).
 * Unlike the server, unmapped accounts refuse the note (naming them) instead of saving it unposted.
 */
export async function saveCreditNote(
  companyCode: number,
  note: CreditNoteInput,
  mobileOf: (vendorid: string) => string,
): Promise<Response> {
  const problems: Record<string, string> = {};
  const receipt = await receiptByRef(companyCode, note.transactionId);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(note.dat)) problems.dat = 'Enter the date of the credit note.';
  if (!receipt || receipt.header.pos === CANCELLED)
    problems.transactionId = 'Choose the goods receipt whose bill the note reduces.';
  else if (note.dat < receipt.header.dat)
    problems.dat = `The credit note cannot be dated before its goods receipt (${receipt.header.dat}).`;
  if (!Number.isFinite(note.amt) || note.amt <= 0 || !isRupeeAmount(note.amt))
    problems.amt = 'Enter an amount above 0 with at most two decimals.';
  if (Object.keys(problems).length > 0 || !receipt) return validationAnswer(problems);
  const locked = lockedMessage(await booksState(companyCode), note.dat);
  if (locked) return refuse(locked);
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, note.dat);
  if (outside) return validationAnswer({ dat: outside });
  const amountPaise = toPaise(note.amt);
  const voucher = creditNoteVoucher(amountPaise, await purchaseAccountMapping(companyCode));
  if ('missing' in voucher)
    return refuse(
      `The purchase accounts are not mapped for ${voucher.missing.join(', ')}: map them under Procurement > Setup > Accounts, then save again.`,
    );
  const all = await creditNotesOf(companyCode);
  const seq = nextCreditNoteNumber(
    note.dat,
    all.map((row) => row.seq),
  );
  const bill = receipt.header;
  const descriptio = note.descriptio.trim() || `Credit note ${seq} against MIR ${bill.seq}`;
  const row = creditNoteRow(await partyLedger(companyCode), {
    partyId: bill.vendorid,
    dat: note.dat,
    transactionId: seq,
    billId: bill.seq,
    amountPaise,
    descriptio,
  });
  if (!row.ok) return validationAnswer({ amt: `${row.message}.` });
  const stored: CreditNoteRow = {
    recordId: nextRecordId(all.map((value) => value.recordId)),
    seq,
    dat: note.dat,
    refmir: bill.seq,
    refinvoice: bill.invoiceno,
    vendorid: bill.vendorid,
    vendorname: bill.vendorname,
    mobile: mobileOf(bill.vendorid),
    amt: fromPaise(amountPaise),
    descriptio,
    pos: APPROVED,
    printCount: 0,
  };
  await replacePartyRows(companyCode, seq, [row.row]);
  await postDocumentVoucher(
    companyCode,
    seq,
    note.dat,
    `Credit note ${seq} of ${bill.vendorname} against MIR ${bill.seq}`,
    voucher.lines,
    null,
    'Credit note',
  );
  await storeCreditNote(companyCode, stored);
  return HttpResponse.json({ recordId: stored.recordId, seq, result: 'OK' });
}

/** `DeleteCreditNote`: its PCR row and voucher go; the note stays, marked cancelled (9). */
export async function cancelCreditNote(companyCode: number, existing: CreditNoteRow): Promise<Response> {
  if (existing.pos === CANCELLED) return refuse(`Credit note ${existing.seq} is already cancelled.`);
  const locked = lockedMessage(await booksState(companyCode), existing.dat);
  if (locked) return refuse(locked);
  await replacePartyRows(companyCode, existing.seq, []);
  await postDocumentVoucher(companyCode, existing.seq, existing.dat, '', [], existing.dat);
  await storeCreditNote(companyCode, { ...existing, pos: CANCELLED });
  return HttpResponse.json({ recordId: existing.recordId, seq: existing.seq, result: 'OK' });
}
