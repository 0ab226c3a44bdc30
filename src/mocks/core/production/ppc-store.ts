import type { BatchPlan, JobCard, QueueRow } from '../../../kits/production/ppc-types';
import { queueId } from '../../../kits/production/ppc-types';
import { listRecords, listRecordsByIdPrefix, readRecord, writeRecord, deleteRecord } from '../record-store';
import { seederRegistry } from '../seeds/seeder-registry';

/**
 * Production's shared stored records: batches, their work queue and job cards, read and written by the
 * batch planning, job cards, outsourcing and process QC (src/mocks/production, src/mocks/qc). Every write that reads
 * and then changes them runs in the company's one write queue (queuedWrite). Other kinds (mass plans, outsourcings,
 * QC tests) live in their own folders' stores.
 */
export const PPC_STORE = {
  batches: 'production.batches', // id: recordId, 8 digits (ordered)
  queue: 'production.queue', // id: `${batchId}|${lineId}`: a batch's steps are one key range
  jobCards: 'production.job-cards', // id: recordId, 8 digits
} as const;

export type PpcSeededKind = keyof typeof PPC_STORE;
const ppcSeeders = seederRegistry<PpcSeededKind>();
/** Registers a seeder of a production kind (the batch seed registers for all three). */
export const registerPpcSeeder = ppcSeeders.register;

const recordKey = (recordId: number) => String(recordId).padStart(8, '0');

export async function batchesOf(companyCode: number): Promise<BatchPlan[]> {
  await ppcSeeders.seeded('batches', companyCode);
  return listRecords<BatchPlan>(PPC_STORE.batches, companyCode);
}
export async function batchOf(companyCode: number, recordId: number): Promise<BatchPlan | undefined> {
  await ppcSeeders.seeded('batches', companyCode);
  return readRecord<BatchPlan>(PPC_STORE.batches, companyCode, recordKey(recordId));
}
export const writeBatch = (companyCode: number, batch: BatchPlan) =>
  writeRecord(PPC_STORE.batches, companyCode, recordKey(batch.recordId), batch);

/** Every queue row of every batch. */
export async function queueOf(companyCode: number): Promise<QueueRow[]> {
  await ppcSeeders.seeded('queue', companyCode);
  return listRecords<QueueRow>(PPC_STORE.queue, companyCode);
}
/** The queue rows of one batch, in step order. */
export async function batchQueue(companyCode: number, batchId: number): Promise<QueueRow[]> {
  await ppcSeeders.seeded('queue', companyCode);
  const rows = await listRecordsByIdPrefix<QueueRow>(PPC_STORE.queue, companyCode, `${batchId}|`);
  return rows.sort((a, b) => a.lineId - b.lineId);
}
export const writeQueueRow = (companyCode: number, row: QueueRow) =>
  writeRecord(PPC_STORE.queue, companyCode, queueId(row.batchId, row.lineId), row);
export const deleteQueueRow = (companyCode: number, row: QueueRow) =>
  deleteRecord(PPC_STORE.queue, companyCode, queueId(row.batchId, row.lineId));

export async function jobCardsOf(companyCode: number): Promise<JobCard[]> {
  await ppcSeeders.seeded('jobCards', companyCode);
  return listRecords<JobCard>(PPC_STORE.jobCards, companyCode);
}
export const writeJobCard = (companyCode: number, card: JobCard) =>
  writeRecord(PPC_STORE.jobCards, companyCode, recordKey(card.recordId), card);
export const deleteJobCard = (companyCode: number, recordId: number) =>
  deleteRecord(PPC_STORE.jobCards, companyCode, recordKey(recordId));

/** The next record id of a kind (max + 1). */
export function nextRecordId(rows: ReadonlyArray<{ recordId: number }>): number {
  return rows.reduce((max, row) => Math.max(max, row.recordId), 0) + 1;
}
