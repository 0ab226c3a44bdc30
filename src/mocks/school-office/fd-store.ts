import type { FeeReceipt, StudentCharge } from '../../modules/school-office/domain/fee-types';
import type {
  BookSale,
  Complaint,
  Enquiry,
  FdMeeting,
  FdTraining,
  Presentation,
  SaleItem,
  Visitor,
} from '../../modules/school-office/domain/fd-types';
import { listRecords, listRecordsByIdPrefix, readRecord, writeRecord } from '../core/record-store';

/**
 * The front desk's stored records, one kind each; the masters are the generic resources
 * (school-masters.ts). Every write that reads and then changes them runs in the company's one write queue
 * (schoolWrite in school-session.ts). Numbers are taken with nextYearNumber over the kind's stored numbers.
 */
export const FD_STORE = {
  enquiries: 'frontdesk.enquiries', // id: enquiryNo
  presentations: 'frontdesk.presentations', // id: presentationNo
  visitors: 'frontdesk.visitors', // id: `${date}|${visitorNo}`: a day or a month is one key range
  complaints: 'frontdesk.complaints', // id: complaintNo
  meetings: 'frontdesk.meetings', // id: meetingNo
  trainings: 'frontdesk.trainings', // id: trainingNo
  bookSales: 'frontdesk.book-sales', // id: saleNo
  saleItems: 'frontdesk.sale-items', // id: code (the price list)
  feeReceipts: 'frontdesk.fee-receipts', // id: receiptNo
  feeCharges: 'frontdesk.fee-charges', // id: the charge's id `${source}|${reference}`
  counters: 'frontdesk.counters', // id: a series name; data: { last: number }
} as const;

type Ensure = (companyCode: number) => Promise<void>;

/**
 * Which seeders put a kind's starting rows in place, run (in the order registered) by the kind's readers before
 * they read: so a reader in another folder (the ledger reading transport, the NOC reading library issues) sees the
 * seeded rows whichever screen opened first. One registry per school store; a seeder that also writes another
 * store's kind (a penalty seed posting charges) registers for that kind too. Seeders are registered by the stores'
 * *-seeders.ts files (loaded with the handlers) because the seeds import the stores. A seeder must be idempotent
 * (seedOnce) and never read through a seeded reader of a kind it is registered for (it would call itself): it reads
 * the raw kind with listRecords and writes with the store's writers or postStudentCharge.
 */
export function seederRegistry<Kind extends string>() {
  const seeders = new Map<Kind, Ensure[]>();
  return {
    register(kind: Kind, ensure: Ensure): void {
      const list = seeders.get(kind) ?? [];
      if (!list.includes(ensure)) seeders.set(kind, [...list, ensure]);
    },
    async seeded(kind: Kind, companyCode: number): Promise<void> {
      for (const ensure of seeders.get(kind) ?? []) await ensure(companyCode);
    },
  };
}

export type FdSeededKind = Exclude<keyof typeof FD_STORE, 'counters'>;
const fdSeeders = seederRegistry<FdSeededKind>();
/** Registers a seeder of a front desk kind (fd-seeders.ts, and the other school folders' seeders that post charges). */
export const registerFdSeeder = fdSeeders.register;

async function all<T>(kind: FdSeededKind, companyCode: number): Promise<T[]> {
  await fdSeeders.seeded(kind, companyCode);
  return listRecords<T>(FD_STORE[kind], companyCode);
}

export const enquiriesOf = (companyCode: number) => all<Enquiry>('enquiries', companyCode);
export const presentationsOf = (companyCode: number) => all<Presentation>('presentations', companyCode);
/** The visitors of a day (yyyy-MM-dd) or a month (yyyy-MM); every visitor for ''. */
export async function visitorsFrom(companyCode: number, prefix: string): Promise<Visitor[]> {
  await fdSeeders.seeded('visitors', companyCode);
  return listRecordsByIdPrefix<Visitor>(FD_STORE.visitors, companyCode, prefix);
}
export const complaintsOf = (companyCode: number) => all<Complaint>('complaints', companyCode);
export const meetingsOf = (companyCode: number) => all<FdMeeting>('meetings', companyCode);
export const trainingsOf = (companyCode: number) => all<FdTraining>('trainings', companyCode);
export const bookSalesOf = (companyCode: number) => all<BookSale>('bookSales', companyCode);
export const saleItemsOf = (companyCode: number) => all<SaleItem>('saleItems', companyCode);
/** Every fee receipt, open and cancelled. */
export const feeReceiptsOf = (companyCode: number) => all<FeeReceipt>('feeReceipts', companyCode);
/** Every posted charge, open and withdrawn. */
export const feeChargesOf = (companyCode: number) => all<StudentCharge>('feeCharges', companyCode);

export const visitorId = (row: Pick<Visitor, 'date' | 'visitorNo'>) => `${row.date}|${row.visitorNo}`;

export const writeEnquiry = (companyCode: number, row: Enquiry) =>
  writeRecord(FD_STORE.enquiries, companyCode, row.enquiryNo, row);
export const writePresentation = (companyCode: number, row: Presentation) =>
  writeRecord(FD_STORE.presentations, companyCode, row.presentationNo, row);
export const writeVisitor = (companyCode: number, row: Visitor) =>
  writeRecord(FD_STORE.visitors, companyCode, visitorId(row), row);
export const writeComplaint = (companyCode: number, row: Complaint) =>
  writeRecord(FD_STORE.complaints, companyCode, row.complaintNo, row);
export const writeMeeting = (companyCode: number, row: FdMeeting) =>
  writeRecord(FD_STORE.meetings, companyCode, row.meetingNo, row);
export const writeTraining = (companyCode: number, row: FdTraining) =>
  writeRecord(FD_STORE.trainings, companyCode, row.trainingNo, row);
export const writeBookSale = (companyCode: number, row: BookSale) =>
  writeRecord(FD_STORE.bookSales, companyCode, row.saleNo, row);
export const writeSaleItem = (companyCode: number, row: SaleItem) =>
  writeRecord(FD_STORE.saleItems, companyCode, row.code, row);
export const writeFeeReceipt = (companyCode: number, row: FeeReceipt) =>
  writeRecord(FD_STORE.feeReceipts, companyCode, row.receiptNo, row);
/** Charges are written by fee-charges.ts only (postStudentCharge, withdrawStudentCharge). */
export const writeFeeCharge = (companyCode: number, row: StudentCharge) =>
  writeRecord(FD_STORE.feeCharges, companyCode, row.id, row);
/** One charge as stored, read without seeding (fee-charges.ts checks a new id with it). */
export const storedFeeCharge = (companyCode: number, id: string) =>
  readRecord<StudentCharge>(FD_STORE.feeCharges, companyCode, id);

/** The next value of a counter series (ids that are not year numbers): call inside schoolWrite. */
export async function nextFdCounter(companyCode: number, series: string): Promise<number> {
  const current = await readRecord<{ last: number }>(FD_STORE.counters, companyCode, series);
  const next = (current?.last ?? 0) + 1;
  await writeRecord(FD_STORE.counters, companyCode, series, { last: next });
  return next;
}
