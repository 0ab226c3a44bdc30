import type { FeeReceipt } from '../../../kits/school/fee-receipt-types';
import type { StudentCharge } from '../../../kits/school/student-charge-types';
import { listRecords, readRecord, writeRecord } from '../record-store';
import { seederRegistry } from '../seeds/seeder-registry';

/**
 * A pupil's fee ledger as stored: the fee receipts the office, the library (fines collected at once) and the students
 * desks (penalties) take, and the charges those desks post (fee-charges.ts). Every write that reads and then changes
 * them runs in the company's one write queue (schoolWrite in school-session.ts).
 */
export const FEE_STORE = {
  feeReceipts: 'frontdesk.fee-receipts', // id: receiptNo
  feeCharges: 'frontdesk.fee-charges', // id: the charge's id `${source}|${reference}`
} as const;

export type FeeKind = keyof typeof FEE_STORE;
const feeSeeders = seederRegistry<FeeKind>();
/** Registers a seeder of fee receipts or charges (the office's fee seed, the library's and the penalties' seeds). */
export const registerFeeSeeder = feeSeeders.register;

async function all<T>(kind: FeeKind, companyCode: number): Promise<T[]> {
  await feeSeeders.seeded(kind, companyCode);
  return listRecords<T>(FEE_STORE[kind], companyCode);
}

/** Every fee receipt, open and cancelled. */
export const feeReceiptsOf = (companyCode: number) => all<FeeReceipt>('feeReceipts', companyCode);
/** Every posted charge, open and withdrawn. */
export const feeChargesOf = (companyCode: number) => all<StudentCharge>('feeCharges', companyCode);

export const writeFeeReceipt = (companyCode: number, row: FeeReceipt) =>
  writeRecord(FEE_STORE.feeReceipts, companyCode, row.receiptNo, row);
/** Charges are written by fee-charges.ts only (postStudentCharge, withdrawStudentCharge). */
export const writeFeeCharge = (companyCode: number, row: StudentCharge) =>
  writeRecord(FEE_STORE.feeCharges, companyCode, row.id, row);
/** One charge as stored, read without seeding (fee-charges.ts checks a new id with it). */
export const storedFeeCharge = (companyCode: number, id: string) =>
  readRecord<StudentCharge>(FEE_STORE.feeCharges, companyCode, id);
