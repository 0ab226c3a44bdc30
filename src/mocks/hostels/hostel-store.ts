import type { HostelReceipt } from '../../modules/hostels/domain/hostel-receipt-types';
import type { HostelBill } from '../../modules/hostels/domain/hostel-bill-types';
import type { PostedCharge } from '../../modules/hostels/domain/charge-types';
import type { HostelAllocation } from '../../modules/hostels/domain/allocation-types';
import { serverToday } from '../core/server-dates';
import { findDemoCompany } from '../core/company/companies';
import { listRecords, seedOnce, writeRecord } from '../core/record-store';

/**
 * The hostels' stored records. Every write that reads and then changes them (beds, number series,
 * bills and what they settle) runs in the company's one write queue (hostelWrite in hostel-session.ts).
 */
export const HOSTEL_STORE = {
  allocations: 'hostels.allocations', // key: allocNo
  bedStates: 'hostels.bed-states', // key: bedId; a bed put out of service on its own
  charges: 'hostels.charges', // key: id (posted charges and service subscriptions)
  bills: 'hostels.bills', // key: billNo
  receipts: 'hostels.receipts', // key: receiptNo
} as const;

/** A bed taken out of service on its own (its room may be in use). */
export interface BedStateRecord {
  bedId: string;
  reason: string;
  since: string;
  by: string;
}

/** The allocations, the starting ones written on first read (seeds/allocations.ts). */
export async function allocationsOf(companyCode: number): Promise<HostelAllocation[]> {
  await seedOnce(HOSTEL_STORE.allocations, companyCode, async () => {
    const company = findDemoCompany(companyCode);
    if (!company) return [];
    const { startingAllocations } = await import('./seeds/allocations');
    return startingAllocations(company, serverToday()).map((row) => ({ id: row.allocNo, data: row }));
  });
  return listRecords<HostelAllocation>(HOSTEL_STORE.allocations, companyCode);
}

export const writeAllocation = (companyCode: number, row: HostelAllocation) =>
  writeRecord(HOSTEL_STORE.allocations, companyCode, row.allocNo, row);

export const bedStatesOf = (companyCode: number) =>
  listRecords<BedStateRecord & { cleared?: boolean }>(HOSTEL_STORE.bedStates, companyCode).then((rows) =>
    rows.filter((row) => !row.cleared),
  );

/** Puts a bed out of service, or (reason null) back in service: the record is kept, marked cleared. */
export const writeBedState = (companyCode: number, row: BedStateRecord & { cleared?: boolean }) =>
  writeRecord(HOSTEL_STORE.bedStates, companyCode, row.bedId, row);

export const chargesOf = (companyCode: number) => listRecords<PostedCharge>(HOSTEL_STORE.charges, companyCode);

export const writeCharge = (companyCode: number, row: PostedCharge) =>
  writeRecord(HOSTEL_STORE.charges, companyCode, row.id, row);

export const billsOf = (companyCode: number) => listRecords<HostelBill>(HOSTEL_STORE.bills, companyCode);

export const writeBill = (companyCode: number, row: HostelBill) =>
  writeRecord(HOSTEL_STORE.bills, companyCode, row.billNo, row);

export const receiptsOf = (companyCode: number) => listRecords<HostelReceipt>(HOSTEL_STORE.receipts, companyCode);

export const writeReceipt = (companyCode: number, row: HostelReceipt) =>
  writeRecord(HOSTEL_STORE.receipts, companyCode, row.receiptNo, row);
