import type { BatchInput } from './batch-wire';
import type { BatchPlan } from '../../../kits/production/ppc-types';

/**
 * Batch planning's rules (07-production-qc.md), pure, used by the form and again by the demo backend:
 * what must be given, two checks beyond the contract so that a batch is never ambiguous or planned outside its own
 * dates (a batch number used by another batch is refused naming it, every step's dates inside the batch's), and "This
 * batch is in use" once a step has left the queue's Pos 1.
 */
export type BatchField =
  | 'batchNo'
  | 'itemId'
  | 'qty'
  | 'fromDate'
  | 'toDate'
  | 'productionIncharge'
  | 'processes'
  | `processes.${number}`;
export type BatchProblems = Partial<Record<BatchField, string>>;

export const BATCH_IN_USE = 'This batch is in use';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const threeDecimals = (qty: number) =>
  Number.isFinite(qty) && Math.round(qty * 1000) === Number((qty * 1000).toFixed(6));

/**
 * The batch that already carries `batchNo` (case and spaces ignored), not counting the batch being modified or
 * cancelled ones.
 */
export function batchNumberHolder(
  batchNo: string,
  batches: readonly BatchPlan[],
  ownId?: number,
): BatchPlan | undefined {
  const wanted = batchNo.trim().toUpperCase();
  return batches.find(
    (batch) => batch.recordId !== ownId && batch.pos !== -1 && batch.batchNo.trim().toUpperCase() === wanted,
  );
}

/** Every problem of a batch as typed; `others` are the stored batches (for the number). */
export function batchProblems(input: BatchInput, others: readonly BatchPlan[]): BatchProblems {
  const { header, processes } = input;
  const found: BatchProblems = {};
  const batchNo = header.batchNo.trim();
  if (!batchNo) found.batchNo = 'Type the batch number';
  else if (batchNo.length > 30) found.batchNo = 'The batch number is at most 30 characters';
  else {
    const holder = batchNumberHolder(batchNo, others, header.recordId);
    if (holder)
      found.batchNo = `Batch number ${batchNo} is used already by the batch of ${holder.itemName} from ${holder.fromDate} (${holder.batchNo})`;
  }
  if (!header.itemId) found.itemId = 'Choose the product';
  if (!(header.qty > 0)) found.qty = 'The quantity must be more than 0';
  else if (!threeDecimals(header.qty)) found.qty = 'Give the quantity with at most three decimals';
  if (!ISO.test(header.fromDate)) found.fromDate = 'Give the day the batch starts';
  if (!ISO.test(header.toDate)) found.toDate = 'Give the day the batch ends';
  else if (ISO.test(header.fromDate) && header.toDate < header.fromDate)
    found.toDate = 'The batch cannot end before it starts';
  if (!header.productionIncharge) found.productionIncharge = 'Choose the production in-charge';
  if (processes.length === 0) found.processes = 'The batch needs at least one process step';
  const batchDates = !found.fromDate && !found.toDate;
  processes.forEach((step, index) => {
    const name = `Step ${index + 1} (${step.processName || 'no process'})`;
    let problem = '';
    if (!step.processId) problem = `Choose the process of step ${index + 1}`;
    else if (!ISO.test(step.fromDate) || !ISO.test(step.toDate)) problem = `${name}: give its from and to dates`;
    else if (step.toDate < step.fromDate) problem = `${name} cannot end before it starts`;
    else if (batchDates && (step.fromDate < header.fromDate || step.toDate > header.toDate))
      problem = `${name} runs ${step.fromDate} to ${step.toDate}, outside the batch's ${header.fromDate} to ${header.toDate}`;
    else if (!step.processIncharge) problem = `Choose the in-charge of step ${index + 1}`;
    if (problem) found[`processes.${index}`] = problem;
  });
  return found;
}

/** The field a server refusal belongs to (the form shows it there), or null for the general alert. */
export function batchRefusalField(message: string): BatchField | null {
  if (message.startsWith('Batch number') || message.startsWith('Type the batch number')) return 'batchNo';
  const step = /^Step (\d+) /.exec(message) ?? /of step (\d+)$/.exec(message);
  if (step) return `processes.${Number(step[1]) - 1}`;
  if (message.startsWith('The quantity')) return 'qty';
  return null;
}

/** Whether a batch may still be modified: every queued step still waiting (Pos 1). */
export const batchInUse = (queue: ReadonlyArray<{ pos: number }>) => queue.some((row) => row.pos !== 1);

/** A cancelled batch's number: the contract adds CANCEL, so the number may be used again. */
export const cancelledNumber = (batchNo: string) => `${batchNo}CANCEL`;
