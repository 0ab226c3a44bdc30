import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { issueRefusal, type OutsourceRequirements, type WaitingStep } from './outsourcing-wire';

/** The issue form as typed: the step is chosen by `batchId|sno`, the outsource by its record id. */
export const issueValues = z.object({
  step: z.string(),
  outsource: z.string(),
  qty: z.string(),
  rate: z.string(),
  dat: z.string(),
  expectedDate: z.string(),
});
export type IssueValues = z.infer<typeof issueValues>;

export const stepKeyOf = (step: Pick<WaitingStep, 'batchId' | 'sno'>) => `${step.batchId}|${step.sno}`;

const typedNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The quantity and rate as sent (NaN when not a number, which the rule refuses). */
export const issueNumbers = (values: Pick<IssueValues, 'qty' | 'rate'>) => ({
  qty: typedNumber(values.qty),
  rate: typedNumber(values.rate),
});

/** What stops the issue: the step and the outsource chosen, then the module's rule on the chosen step. */
export function issueProblems(values: IssueValues, steps: OutsourceRequirements['steps']): FieldProblem[] {
  const step = steps.find((one) => stepKeyOf(one) === values.step);
  const problems: FieldProblem[] = [];
  if (!step) problems.push({ field: 'step', message: 'Choose the batch step to send' });
  if (!values.outsource) problems.push({ field: 'outsource', message: 'Choose the outsource' });
  const refused = step
    ? issueRefusal(
        { ...issueNumbers(values), dat: values.dat, expectedDate: values.expectedDate },
        step.qty,
        `Step ${step.sno} (${step.processName}) of batch ${step.batchNo}`,
      )
    : null;
  if (refused) problems.push(refused);
  return problems;
}

export const issueSchema = (steps: OutsourceRequirements['steps']) =>
  checkedBy(issueValues, (values) => issueProblems(values, steps));
