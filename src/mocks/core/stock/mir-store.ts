import type { MirLotResult } from '../../../modules/qc/domain/mir-types';
import { listRecords, readRecord, writeRecord } from '../record-store';

/** The records-store name of goods-receipt QC: one record per goods receipt (by its record id). */
export const MIR_TESTS = 'qc.mir-tests';

/** A tested lot: the receipt line's number and its result. */
export interface StoredLot extends MirLotResult {
  sno: number;
}

/** The QC of one goods receipt: its lots tested so far and, once approved, when, by whom and the documents it made. */
export interface StoredMirTest {
  recordId: number;
  seq: string;
  lots: StoredLot[];
  approvedOn: string | null;
  approvedBy: string;
  returnSeq: string;
  creditNoteSeq: string;
}

export const mirTestsOf = (companyCode: number) => listRecords<StoredMirTest>(MIR_TESTS, companyCode);
export const mirTestOf = (companyCode: number, recordId: number) =>
  readRecord<StoredMirTest>(MIR_TESTS, companyCode, String(recordId));
export const storeMirTest = (companyCode: number, value: StoredMirTest) =>
  writeRecord(MIR_TESTS, companyCode, String(value.recordId), value);

/** When quality control approved a goods receipt (yyyy-MM-dd), or null: read by the receipt's modify and cancel. */
export async function mirApprovedOn(companyCode: number, recordId: number | null): Promise<string | null> {
  if (recordId === null) return null;
  return (await mirTestOf(companyCode, recordId))?.approvedOn ?? null;
}
