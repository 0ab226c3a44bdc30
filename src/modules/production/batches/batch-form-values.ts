import type { FieldErrors, FieldPath } from 'react-hook-form';
import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { batchProblems } from '../domain/batch-rules';
import type { BatchPlanAnswer, BatchRequirements } from '../domain/batch-wire';
import { inputOf, orderChoices, type BatchDraft } from './batch-draft';

const HEADER = ['batchNo', 'itemId', 'qty', 'fromDate', 'toDate', 'productionIncharge'] as const;
const isHeader = (field: string): field is (typeof HEADER)[number] => HEADER.some((name) => name === field);

/**
 * Where the form shows a problem the batch rules name (`processes`, `processes.<i>`, a header field): the steps are
 * the draft's `steps`. Null for a name the form does not hold.
 */
export function formPath(field: string): FieldPath<BatchDraft> | null {
  if (field === 'processes') return 'steps';
  const step = /^processes\.(\d+)$/.exec(field);
  if (step) return `steps.${Number(step[1])}`;
  return isHeader(field) ? field : null;
}

/** The batch rules the server applies too, on the batch the draft would send (the number's uniqueness is theirs). */
export const batchSchema = (requirements: BatchRequirements, plan: BatchPlanAnswer | null) =>
  checkedBy(z.custom<BatchDraft>(), (draft) => {
    const input = inputOf(draft, requirements, orderChoices(requirements, plan, draft.itemId), plan?.header.recordId);
    return Object.entries(batchProblems(input, [])).flatMap(([field, message]) =>
      message ? [{ field: formPath(field) ?? field, message }] : [],
    );
  });

/** The steps' problems as the steps table names them: `processes` for all of them, `processes.<i>` for one. */
export function stepProblems(errors: FieldErrors<BatchDraft>['steps'], count: number): Record<string, string> {
  const problems: Record<string, string> = {};
  const whole = errors?.root?.message ?? errors?.message;
  if (whole) problems.processes = whole;
  for (let index = 0; index < count; index++) {
    const message = errors?.[index]?.message;
    if (message) problems[`processes.${index}`] = message;
  }
  return problems;
}
