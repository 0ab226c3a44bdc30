import type { CreditNoteRow } from '../../../modules/procurement/credit-notes/credit-note-types';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import type { ReturnAnswer } from '../../../modules/procurement/returns/return-types';
import { listRecords, readRecord, writeRecord } from '../record-store';
import { receiptOf, receiptsOf } from './receipt-store';

/**
 * The records-store names of purchase returns (`{ header, lines, taxes }`) and credit notes (CreditNoteRow), by record
 * id.
 */
export const PURCHASE_RETURNS = 'procurement.purchase-returns';
export const CREDIT_NOTES = 'procurement.credit-notes';

/** A stored return with `printCount` read as 0 when it was stored before prints were counted. */
const counted = (value: ReturnAnswer): ReturnAnswer => ({
  ...value,
  header: { ...value.header, printCount: Number(value.header.printCount ?? 0) },
});
export const returnsOf = async (companyCode: number) =>
  (await listRecords<ReturnAnswer>(PURCHASE_RETURNS, companyCode)).map(counted);
export const returnOf = async (companyCode: number, recordId: number) => {
  const value = await readRecord<ReturnAnswer>(PURCHASE_RETURNS, companyCode, String(recordId));
  return value && counted(value);
};
export const storeReturn = (companyCode: number, value: ReturnAnswer) =>
  writeRecord(PURCHASE_RETURNS, companyCode, String(value.header.recordId), value);

const countedNote = (value: CreditNoteRow): CreditNoteRow => ({ ...value, printCount: Number(value.printCount ?? 0) });
export const creditNotesOf = async (companyCode: number) =>
  (await listRecords<CreditNoteRow>(CREDIT_NOTES, companyCode)).map(countedNote);
export const creditNoteOf = async (companyCode: number, recordId: number) => {
  const value = await readRecord<CreditNoteRow>(CREDIT_NOTES, companyCode, String(recordId));
  return value && countedNote(value);
};
export const storeCreditNote = (companyCode: number, value: CreditNoteRow) =>
  writeRecord(CREDIT_NOTES, companyCode, String(value.recordId), value);

/** The next record id of a store's documents. */
export const nextRecordId = (ids: ReadonlyArray<number | null>): number =>
  ids.reduce<number>((max, id) => Math.max(max, Number(id) || 0), 0) + 1;

/** The goods receipt a return or credit note names: by record id, or by its MIR number. */
export async function receiptByRef(companyCode: number, ref: unknown): Promise<ReceiptBody | undefined> {
  const text = String(ref ?? '').trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return receiptOf(companyCode, Number(text));
  return (await receiptsOf(companyCode)).find((receipt) => receipt.header.seq === text);
}
