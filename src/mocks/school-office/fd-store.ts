import type { BookSale, SaleItem } from '../../modules/school-office/domain/book-sale-types';
import type { FdMeeting, FdTraining } from '../../modules/school-office/domain/meeting-types';
import type { Complaint } from '../../modules/school-office/domain/complaint-types';
import type { Visitor } from '../../modules/school-office/domain/visitor-types';
import type { Enquiry, Presentation } from '../../modules/school-office/domain/enquiry-types';
import { listRecords, listRecordsByIdPrefix, readRecord, writeRecord } from '../core/record-store';
import { seederRegistry } from '../core/seeds/seeder-registry';

/**
 * The front desk's stored records, one kind each (fee receipts and charges are the school's fee ledger:
 * core/school/fee-store.ts); the masters are the generic resources (school-masters.ts). Every write that reads and then
 * changes them runs in the company's one write queue (schoolWrite in school-session.ts). Numbers are taken with
 * nextYearNumber over the kind's stored numbers.
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
  counters: 'frontdesk.counters', // id: a series name; data: { last: number }
} as const;

export type FdSeededKind = Exclude<keyof typeof FD_STORE, 'counters'>;
const fdSeeders = seederRegistry<FdSeededKind>();
/** Registers a seeder of a front desk kind (fd-seeders.ts). */
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
/** The next value of a counter series (ids that are not year numbers): call inside schoolWrite. */
export async function nextFdCounter(companyCode: number, series: string): Promise<number> {
  const current = await readRecord<{ last: number }>(FD_STORE.counters, companyCode, series);
  const next = (current?.last ?? 0) + 1;
  await writeRecord(FD_STORE.counters, companyCode, series, { last: next });
  return next;
}
