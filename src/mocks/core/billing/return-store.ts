import type { SaleReturnAnswer } from '../../../modules/pos/returns/domain/returns-types';
import type { DebitNoteAnswer } from '../../../modules/pos/returns/domain/debit-note-types';
import { IN_FORCE } from '../../../modules/pos/returns/domain/returns-types';
import { listRecords, readRecord, writeRecord } from '../record-store';

/** The records of this area: sale returns and debit notes, one record each, keyed by record id. */
export const RETURN_STORE = { saleReturns: 'pos.sale-return', debitNotes: 'pos.debit-note' } as const;

/** A debit note as kept: its answer without the settled figure (read from the customers' ledger when asked). */
export type StoredDebitNote = Omit<DebitNoteAnswer, 'settled'>;

export const saleReturnsOf = (companyCode: number) =>
  listRecords<SaleReturnAnswer>(RETURN_STORE.saleReturns, companyCode);
export const saleReturnOf = (companyCode: number, recordId: number) =>
  readRecord<SaleReturnAnswer>(RETURN_STORE.saleReturns, companyCode, String(recordId));
export const storeSaleReturn = (companyCode: number, value: SaleReturnAnswer) =>
  writeRecord(RETURN_STORE.saleReturns, companyCode, String(value.header.recordId), value);

export const debitNotesOf = (companyCode: number) => listRecords<StoredDebitNote>(RETURN_STORE.debitNotes, companyCode);
export const debitNoteOf = (companyCode: number, recordId: number) =>
  readRecord<StoredDebitNote>(RETURN_STORE.debitNotes, companyCode, String(recordId));
export const storeDebitNote = (companyCode: number, value: StoredDebitNote) =>
  writeRecord(RETURN_STORE.debitNotes, companyCode, String(value.header.recordId), value);

export const nextRecordId = (ids: readonly number[]) => ids.reduce((highest, id) => Math.max(highest, id), 0) + 1;

/** The returns in force against one bill, oldest first. */
export async function returnsOfBill(companyCode: number, billNo: number): Promise<SaleReturnAnswer[]> {
  return (await saleReturnsOf(companyCode))
    .filter((value) => value.header.billNo === billNo && value.header.pos === IN_FORCE)
    .sort((a, b) => a.header.recordId - b.header.recordId);
}

/** The numbers of the returns in force against a bill (a counter bill with one cannot be cancelled). */
export const returnNumbersOfBill = async (companyCode: number, billNo: number): Promise<string[]> =>
  (await returnsOfBill(companyCode, billNo)).map((value) => value.header.seq);
