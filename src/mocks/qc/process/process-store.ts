import type { ProcessTestWire } from '../../../modules/qc/domain/process-routes';
import { listRecords, readRecord, writeRecord } from '../../core/record-store';

/**
 * The process tests (QcProcessWiseDetails): one per batch step, id `${batchId}|${sno}`; pos 1 tested,
 * 0 approved (the step released). Written inside the company's one write queue.
 */
export const PROCESS_TESTS = 'qc.process-tests';

export type StoredProcessTest = ProcessTestWire & {
  approvedUsr: string | null;
  approvedDat: string | null;
  incharge: string;
};

export const processTestsOf = (companyCode: number) => listRecords<StoredProcessTest>(PROCESS_TESTS, companyCode);
export const processTestOf = (companyCode: number, batchId: number, sno: number) =>
  readRecord<StoredProcessTest>(PROCESS_TESTS, companyCode, `${batchId}|${sno}`);
export const storeProcessTest = (companyCode: number, test: StoredProcessTest) =>
  writeRecord(PROCESS_TESTS, companyCode, `${test.batchId}|${test.sno}`, test);
