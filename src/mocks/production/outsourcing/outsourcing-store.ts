import type { Outsource, Outsourcing } from '../../../modules/production/outsourcing/outsourcing-wire';
import { listRecords, readRecord, seedOnce, writeRecord } from '../../core/record-store';

/**
 * Outsourcing's stored records: the outsourcers (production.outsources, the master; record ids numbered
 * by the server) and the steps issued to them (production.outsourcings). 1003 (Shakti Precision Engineering) starts
 * with its two job-work suppliers as outsourcers (heat treatment, grinding); the others start empty.
 */
export const OUTSOURCE_STORE = {
  outsources: 'production.outsources',
  outsourcings: 'production.outsourcings',
} as const;

const SEEDS: Readonly<Record<number, readonly Outsource[]>> = {
  1003: [
    {
      recordId: 1,
      code: 'HT-AMB',
      name: 'Ambica Heat Treaters',
      supplier: 'SUP-013',
      processes: 'HT',
      mobile: '9845012301',
      leadDays: 3,
      active: true,
    },
    {
      recordId: 2,
      code: 'JW-VIS',
      name: 'Vishwakarma Engineering Works',
      supplier: 'SUP-010',
      processes: 'GRN, DRL',
      mobile: '9845012302',
      leadDays: 5,
      active: true,
    },
  ],
};

/** Puts the company's starting outsourcers in place once (a deleted one never comes back). */
export const seedOutsources = (companyCode: number) =>
  seedOnce(OUTSOURCE_STORE.outsources, companyCode, () =>
    (SEEDS[companyCode] ?? []).map((row) => ({ id: String(row.recordId), data: row })),
  );

export async function outsourcesOf(companyCode: number): Promise<Outsource[]> {
  await seedOutsources(companyCode);
  return (await listRecords<Outsource>(OUTSOURCE_STORE.outsources, companyCode)).sort(
    (a, b) => a.recordId - b.recordId,
  );
}

const key = (recordId: number) => String(recordId).padStart(8, '0');
export const outsourcingsOf = (companyCode: number) =>
  listRecords<Outsourcing>(OUTSOURCE_STORE.outsourcings, companyCode);
export const outsourcingOf = (companyCode: number, recordId: number) =>
  readRecord<Outsourcing>(OUTSOURCE_STORE.outsourcings, companyCode, key(recordId));
export const storeOutsourcing = (companyCode: number, row: Outsourcing) =>
  writeRecord(OUTSOURCE_STORE.outsourcings, companyCode, key(row.recordId), row);
