import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import { checkedBy } from '../../../components/form/rule-checks';
import { registerProblems, type RegisterContext, type RegisterInput } from '../domain/attendance-rules';

const fields = z.object({
  /** The day the register is kept for (chosen above the roll, not here). */
  dat: z.string(),
  /** The pupils marked absent, in roll order, each with the reason as typed. */
  absentees: z.array(z.object({ admissionNo: z.string(), reason: z.string() })),
});

export type RegisterValues = z.infer<typeof fields>;

/** The register sent: the absentees' reasons trimmed. */
export const registerInputOf = (classCode: string, values: RegisterValues): RegisterInput => ({
  classCode,
  dat: values.dat,
  absentees: values.absentees.map((row) => ({ admissionNo: row.admissionNo, reason: row.reason.trim() })),
});

/**
 * The register's checks, the attendance rules the server runs too (registerProblems): the date's refusal on the date,
 * an absentee's on that absentee.
 */
export const registerSchema = (classCode: string, context: RegisterContext) =>
  checkedBy(fields, (values) =>
    registerProblems(registerInputOf(classCode, values), context).map((problem) => ({
      field:
        problem.field === 'dat'
          ? 'dat'
          : problem.index === undefined
            ? 'absentees'
            : `absentees.${problem.index}.admissionNo`,
      message: problem.message,
    })),
  );

/** Every problem found, in the rules' order: the date's, the roll's, then each absentee's. */
export function problemsOf(errors: FieldErrors<RegisterValues>, count: number): string[] {
  const rows = errors.absentees;
  const each = Array.from({ length: count }, (_, index) => rows?.[index]?.admissionNo?.message);
  return [errors.dat?.message, rows?.message ?? rows?.root?.message, ...each].filter(
    (message): message is string => !!message,
  );
}

/** Marks a pupil absent (with no reason yet) or present again, keeping the roll's order. */
export function toggled(
  absentees: RegisterValues['absentees'],
  roll: readonly { admissionNo: string }[],
  admissionNo: string,
): RegisterValues['absentees'] {
  if (absentees.some((row) => row.admissionNo === admissionNo))
    return absentees.filter((row) => row.admissionNo !== admissionNo);
  const marked = new Set([...absentees.map((row) => row.admissionNo), admissionNo]);
  const reasons = new Map(absentees.map((row) => [row.admissionNo, row.reason]));
  return roll
    .filter((pupil) => marked.has(pupil.admissionNo))
    .map((pupil) => ({ admissionNo: pupil.admissionNo, reason: reasons.get(pupil.admissionNo) ?? '' }));
}
