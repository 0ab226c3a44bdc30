import {
  completeStep,
  finishedSteps,
  queuedStep,
  releaseAfterQc,
  reopenStep,
} from '../../../kits/production/step-queue';
import type { BatchPlan, QueueRow } from '../../../kits/production/ppc-types';
import { batchQueue, deleteQueueRow, writeQueueRow } from './ppc-store';

/**
 * The work queue as stored: the one place that moves batch steps, called inside the company's write queue
 * by batch planning, job cards, outsourcing (src/mocks/production) and process QC (src/mocks/qc). The transitions are
 * the pure ones of step-queue.ts.
 */

/** A new batch's first step, queued with the batch quantity. */
export async function queueFirstStep(companyCode: number, batch: BatchPlan, today: string): Promise<QueueRow | null> {
  const first = [...batch.processes].sort((a, b) => a.sno - b.sno)[0];
  if (!first) return null;
  const row = queuedStep(batch, first.sno, batch.qty, today);
  await writeQueueRow(companyCode, row);
  return row;
}

/**
 * Completes a waiting step with `qty` passed (a job card, or the outsourcer's receipt): done or waiting for QC; the
 * next queued when no QC.
 */
export async function completeQueuedStep(
  companyCode: number,
  batch: BatchPlan,
  row: QueueRow,
  qty: number,
  today: string,
  marks: { jobCardNo?: string | null } = {},
) {
  const { step, next } = completeStep(batch, row, qty, today, marks);
  await writeQueueRow(companyCode, step);
  if (next) await writeQueueRow(companyCode, next);
  return { step, next };
}

/** Marks a waiting step as with an outsourcer (Pos 2) or back (Pos 1). */
export async function markOutsourced(
  companyCode: number,
  row: QueueRow,
  outsourcingNo: string | null,
): Promise<QueueRow> {
  const step: QueueRow = { ...row, pos: outsourcingNo ? 2 : 1, outsourcingNo };
  await writeQueueRow(companyCode, step);
  return step;
}

/** The QC approval of a step waiting for it: done, the next step queued with `passed` (samples − rejected). */
export async function releaseStepAfterQc(
  companyCode: number,
  batch: BatchPlan,
  row: QueueRow,
  passed: number,
  today: string,
) {
  const { step, next } = releaseAfterQc(batch, row, passed, today);
  await writeQueueRow(companyCode, step);
  if (next) await writeQueueRow(companyCode, next);
  return { step, next };
}

/** A job card deleted: its step waits again and every step queued after it is removed. */
export async function reopenQueuedStep(companyCode: number, row: QueueRow): Promise<QueueRow> {
  const rows = await batchQueue(companyCode, row.batchId);
  const { step, removed } = reopenStep(row, rows);
  for (const later of removed) await deleteQueueRow(companyCode, later);
  await writeQueueRow(companyCode, step);
  return step;
}

/**
 * The batch's steps as stored, and whether all are done (the final QC may run) with the last step's passed quantity.
 */
export async function stepsOf(companyCode: number, batch: BatchPlan) {
  const rows = await batchQueue(companyCode, batch.recordId);
  return { rows, ...finishedSteps(batch, rows) };
}
