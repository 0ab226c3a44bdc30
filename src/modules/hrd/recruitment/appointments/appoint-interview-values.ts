import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../../components/form/rule-checks';
import { fromPaise } from '../../../../lib/money/money';
import { parseMoney } from '../../../../lib/money/money-parse';
import { appointmentProblems, type AppointmentInput } from '../../domain/recruit-appointment';
import { addDays } from '../../domain/recruit-dates';
import type { AppointmentListAnswer } from '../../domain/recruit-types';

export type Candidate = AppointmentListAnswer['candidates'][number];

const line = z.object({
  resumeId: z.number(),
  status: z.string(),
  maxDateToJoin: z.string(),
  offeredPay: z.string(),
  comments: z.string(),
});
export type AppointmentLine = z.infer<typeof line>;
export interface AppointmentValues {
  /** One line for each candidate who passed, in the interview's order. */
  lines: AppointmentLine[];
}

/** Each candidate who passed starts appointed, to join within 15 days, at the pay they expect. */
export function initialLines(candidates: readonly Candidate[], today: string): AppointmentLine[] {
  return candidates
    .filter((one) => one.result === 1)
    .map((one) => ({
      resumeId: one.resumeId,
      status: '1',
      maxDateToJoin: addDays(today, 15),
      offeredPay: String(one.expectedSalary || ''),
      comments: '',
    }));
}

/** Every candidate's appointment as sent: a candidate without a line (not passed) is not appointed. */
export function toAppointments(
  candidates: readonly Candidate[],
  lines: readonly AppointmentLine[],
): AppointmentInput[] {
  return candidates.map((one) => {
    const line = lines.find((row) => row.resumeId === one.resumeId);
    if (!line)
      return {
        resumeId: one.resumeId,
        appointmentStatus: 2,
        maxDateToJoin: '',
        appointmentComments: '',
        offeredPay: 0,
      };
    const pay = parseMoney(line.offeredPay, { allowNegative: false });
    return {
      resumeId: one.resumeId,
      appointmentStatus: Number(line.status),
      maxDateToJoin: line.maxDateToJoin,
      appointmentComments: line.comments.trim(),
      offeredPay: pay.ok ? fromPaise(pay.paise) : Number.NaN,
    };
  });
}

const FIELD_OF: Record<string, keyof AppointmentLine> = {
  appointmentStatus: 'status',
  maxDateToJoin: 'maxDateToJoin',
  offeredPay: 'offeredPay',
};

/** The shared appointment rules (keyed `<resumeId>.<field>`), each problem on its line's field. */
export function appointmentSchema(candidates: Candidate[], today: () => string) {
  return checkedBy(z.object({ lines: z.array(line) }), ({ lines }): FieldProblem[] =>
    Object.entries(appointmentProblems({ candidates }, toAppointments(candidates, lines), today())).map(
      ([key, message]) => {
        const [resumeId = '', field = ''] = key.split('.');
        const index = lines.findIndex((row) => String(row.resumeId) === resumeId);
        return { field: `lines.${index}.${FIELD_OF[field] ?? field}`, message };
      },
    ),
  );
}
