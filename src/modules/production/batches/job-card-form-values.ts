import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import type { PendingProcess } from '../domain/batch-wire';

/** The job card as typed: the process, the waiting steps ticked (record ids), the in-charge, the quantity passed. */
export interface JobCardValues {
  processId: string;
  chosen: string[];
  incharge: string;
  qty: string;
}

export const emptyJobCard = (): JobCardValues => ({ processId: '', chosen: [], incharge: '', qty: '' });

/** The ticked steps among the waiting ones, in the list's order. */
export const ticked = (rows: readonly PendingProcess[], chosen: readonly string[]) =>
  rows.filter((row) => chosen.includes(row.recordid));

/**
 * What keeps the card from being saved, each beside its field (`chosen`: the waiting steps' table): the steps ticked
 * all of the chosen process, the quantity not above what any of them has queued.
 */
export function jobCardProblems(values: JobCardValues, rows: readonly PendingProcess[]): FieldProblem[] {
  const lines = ticked(rows, values.chosen);
  const problems: FieldProblem[] = [];
  const add = (field: keyof JobCardValues, message: string) => problems.push({ field, message });
  if (!values.processId) add('processId', 'Choose the process');
  if (lines.length === 0) add('chosen', 'Tick at least one waiting step');
  else if (lines.some((row) => String(row.processid) !== values.processId))
    add('chosen', 'Every ticked step must be of the chosen process');
  if (!values.incharge) add('incharge', 'Choose the process in-charge');
  const amount = Number(values.qty);
  if (values.qty.trim() === '' || !(amount > 0)) add('qty', 'The quantity must be more than 0');
  else if (lines.some((row) => amount > row.qty))
    add('qty', `The quantity is more than a ticked step has queued (${Math.min(...lines.map((row) => row.qty))})`);
  return problems;
}

/** The job card's checks against the steps now waiting. */
export const jobCardSchema = (rows: readonly PendingProcess[]) =>
  checkedBy(
    z.object({ processId: z.string(), chosen: z.array(z.string()), incharge: z.string(), qty: z.string() }),
    (values) => jobCardProblems(values, rows),
  );
