import type { BatchPlan, QueueRow } from './ppc-types';

/**
 * The work queue's transitions (07-production-qc.md), pure: a batch's first step is queued with the batch
 * quantity; a completed step is done (Pos 0) and its next step queued with the quantity passed, or, when QC follows
 * the step, it waits for QC (Pos −1) and the QC approval queues the next step with samples − rejected; the last step
 * done leaves the batch for the final QC. src/mocks/core/production/work-queue.ts stores what these return.
 */

/** The row of a queued step. */
export function queuedStep(batch: BatchPlan, lineId: number, qty: number, today: string): QueueRow {
  const step = batch.processes.find((process) => process.sno === lineId);
  if (!step) throw new Error(`Batch ${batch.batchNo} has no step ${lineId}`);
  return {
    batchId: batch.recordId,
    batchNo: batch.batchNo,
    lineId,
    processId: step.processId,
    processName: step.processName,
    qty,
    qtyDone: null,
    pos: 1,
    jobCardNo: null,
    outsourcingNo: null,
    queuedOn: today,
    doneOn: null,
  };
}

/**
 * Why a step cannot be completed now (null when it can): it must be waiting (Pos 1, or 2 for the outsourcer's receipt).
 */
export function completeRefusal(
  row: QueueRow | undefined,
  batchNo: string,
  lineId: number,
  qty: number,
  fromOutsourcer = false,
): string | null {
  if (!row) return `Batch ${batchNo} has no step ${lineId} queued`;
  const wanted = fromOutsourcer ? 2 : 1;
  if (row.pos !== wanted) {
    const state =
      row.pos === 0
        ? 'is done already'
        : row.pos === -1
          ? 'is waiting for quality control'
          : row.pos === 2
            ? 'is with an outsourcer'
            : 'is not queued';
    return `Step ${lineId} (${row.processName}) of batch ${batchNo} ${state}`;
  }
  if (!(qty > 0)) return `The quantity of step ${lineId} (${row.processName}) of batch ${batchNo} must be more than 0`;
  if (qty > row.qty)
    return `Step ${lineId} (${row.processName}) of batch ${batchNo} has ${row.qty} queued: ${qty} is more`;
  return null;
}

/**
 * What completing a step does: the step itself (done, or waiting for QC) and the next step queued with `qty` when no QC
 * follows.
 */
export function completeStep(
  batch: BatchPlan,
  row: QueueRow,
  qty: number,
  today: string,
  marks: { jobCardNo?: string | null },
): { step: QueueRow; next: QueueRow | null } {
  const process = batch.processes.find((candidate) => candidate.sno === row.lineId);
  const qc = process?.qcRequired ?? false;
  const step: QueueRow = {
    ...row,
    qtyDone: qty,
    pos: qc ? -1 : 0,
    doneOn: today,
    jobCardNo: marks.jobCardNo ?? row.jobCardNo,
  };
  return { step, next: qc ? null : nextStep(batch, row.lineId, qty, today) };
}

/** The step after `lineId` queued with `qty`, or null after the last step (the batch then waits for its final QC). */
export function nextStep(batch: BatchPlan, lineId: number, qty: number, today: string): QueueRow | null {
  const later = batch.processes.filter((process) => process.sno > lineId).sort((a, b) => a.sno - b.sno)[0];
  return later && qty > 0 ? queuedStep(batch, later.sno, qty, today) : null;
}

/** The QC approval of a step waiting for it: done, the next step queued with samples − rejected. */
export function releaseAfterQc(
  batch: BatchPlan,
  row: QueueRow,
  passed: number,
  today: string,
): { step: QueueRow; next: QueueRow | null } {
  return { step: { ...row, pos: 0, qtyReleased: passed }, next: nextStep(batch, row.lineId, passed, today) };
}

/**
 * Whether every step of the batch is done (Pos 0), so its final QC may run; the quantity the last step passed (after
 * its QC, what the QC released).
 */
export function finishedSteps(batch: BatchPlan, rows: readonly QueueRow[]): { done: boolean; lastQty: number } {
  const last = [...batch.processes].sort((a, b) => b.sno - a.sno)[0];
  const lastRow = last ? rows.find((row) => row.lineId === last.sno) : undefined;
  // After a QC, only what it released goes on (into stock for the last step).
  return { done: Boolean(lastRow && lastRow.pos === 0), lastQty: lastRow?.qtyReleased ?? lastRow?.qtyDone ?? 0 };
}

/** A step re-opened (a job card deleted): waiting again, the steps queued after it removed (their ids returned). */
export function reopenStep(row: QueueRow, rows: readonly QueueRow[]): { step: QueueRow; removed: QueueRow[] } {
  return {
    step: { ...row, pos: 1, qtyDone: null, doneOn: null, jobCardNo: null },
    removed: rows.filter((other) => other.lineId > row.lineId),
  };
}
