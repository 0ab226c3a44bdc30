import { nextYearNumber } from '../../../lib/numbers/year-series';
import { completeRefusal } from '../../../kits/production/step-queue';
import type { JobCard, QueueRow } from '../../../kits/production/ppc-types';

/**
 * The job card's rules (SetProductionProcess), pure: every line a step now waiting (Pos 1) of the card's
 * process, the quantity not above what each step has queued; numbered JOB`yyyy`-000001; deleting re-opens the steps
 * unless a later step has moved on.
 */
export const NEXT_DONE = 'This next processes are completed already';

export const jobCardNumber = (date: string, cards: readonly JobCard[]) =>
  nextYearNumber(
    'JOB',
    date,
    cards.map((card) => card.jobCardNo),
    6,
  );

/** Why the card cannot be saved (null when it can): `rows` finds a batch's step by batch number and line. */
export function jobCardRefusal(
  header: { processId: number; processIncharge: string; qty: number },
  lines: ReadonlyArray<{ batchno: string; lineId: number }>,
  rowOf: (batchno: string, lineId: number) => QueueRow | undefined,
): string | null {
  if (!header.processId) return 'Choose the process';
  if (!header.processIncharge) return 'Choose the process in-charge';
  if (lines.length === 0) return 'Choose at least one batch step waiting for this process';
  for (const line of lines) {
    const row = rowOf(line.batchno, line.lineId);
    const refused = completeRefusal(row, line.batchno, line.lineId, header.qty);
    if (refused) return refused;
    if (row && row.processId !== header.processId)
      return `Step ${line.lineId} of batch ${line.batchno} is ${row.processName}, not the job card's process`;
  }
  return null;
}

/**
 * Why the card cannot be deleted: a step after one of its steps has moved (done, waiting QC, outside) or its own step
 * was released by QC.
 */
export function deleteRefusal(card: JobCard, queueOf: (batchId: number) => readonly QueueRow[]): string | null {
  for (const line of card.lines) {
    const rows = queueOf(line.batchId);
    const own = rows.find((row) => row.lineId === line.lineId);
    if (!own || own.jobCardNo !== card.jobCardNo) return NEXT_DONE;
    if (rows.some((row) => row.lineId > line.lineId && row.pos !== 1)) return NEXT_DONE;
  }
  return null;
}
