import type { JournalReceipt, LibIssue, LibReturn } from '../../../modules/library/domain/library-types';
import { seederRegistry } from '../seeds/seeder-registry';
import { listRecords, writeRecord } from '../record-store';

/**
 * The library's stored records, one kind each; the masters (books, journals) are the generic resources
 * (frontdesk/school-masters.ts). Writes that read and then change them (copies out, numbers) run in the company's
 * one write queue (schoolWrite in frontdesk/school-session.ts).
 */
export const LIB_STORE = {
  issues: 'library.issues', // id: issueNo; a line's returnedOn/returnNo are set when the copy comes back
  returns: 'library.returns', // id: returnNo
  journalReceipts: 'library.journal-receipts', // id: receiptNo
} as const;

export type LibSeededKind = keyof typeof LIB_STORE;
const libSeeders = seederRegistry<LibSeededKind>();
/** Registers a seeder of a library kind (lib-seeders.ts): the kind's readers run it first (see seederRegistry). */
export const registerLibSeeder = libSeeders.register;

async function all<T>(kind: LibSeededKind, companyCode: number): Promise<T[]> {
  await libSeeders.seeded(kind, companyCode);
  return listRecords<T>(LIB_STORE[kind], companyCode);
}

export const issuesOf = (companyCode: number) => all<LibIssue>('issues', companyCode);
export const returnsOf = (companyCode: number) => all<LibReturn>('returns', companyCode);
export const journalReceiptsOf = (companyCode: number) => all<JournalReceipt>('journalReceipts', companyCode);

export const writeIssue = (companyCode: number, row: LibIssue) =>
  writeRecord(LIB_STORE.issues, companyCode, row.issueNo, row);
export const writeReturn = (companyCode: number, row: LibReturn) =>
  writeRecord(LIB_STORE.returns, companyCode, row.returnNo, row);
export const writeJournalReceipt = (companyCode: number, row: JournalReceipt) =>
  writeRecord(LIB_STORE.journalReceipts, companyCode, row.receiptNo, row);
