import { z } from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { penaltyProblems } from '../domain/penalty-rules';
import type { PenaltyHead } from '../domain/student-records';

const fields = z.object({ admissionNo: z.string(), penalty: z.string(), days: z.string(), remarks: z.string() });

export type PenaltyValues = z.infer<typeof fields>;

export const EMPTY_PENALTY: PenaltyValues = { admissionNo: '', penalty: '', days: '1', remarks: '' };

/** The days a penalty is given for: as typed for a per-day head, else 1. */
export const daysOf = (values: Pick<PenaltyValues, 'penalty' | 'days'>, heads: readonly PenaltyHead[]): number =>
  heads.find((one) => one.code === values.penalty)?.perDay ? Number(values.days) : 1;

/** The penalty rules the server runs too (penaltyProblems); days left empty for a per-day head are asked for. */
export const penaltySchema = (heads: readonly PenaltyHead[]) =>
  checkedBy(fields, (values) => {
    const problems = penaltyProblems({ ...values, days: daysOf(values, heads) }, heads);
    const perDay = heads.find((one) => one.code === values.penalty)?.perDay;
    if (!perDay || values.days.trim() !== '') return problems;
    return [...problems.filter((problem) => problem.field !== 'days'), { field: 'days', message: 'Give the days' }];
  });
