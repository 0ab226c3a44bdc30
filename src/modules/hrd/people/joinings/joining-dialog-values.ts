import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../../components/form/rule-checks';
import { joiningRefusal, type JoiningInput } from '../../domain/recruit-joining';
import type { HrdInterview, HrdInterviewCandidate } from '../../domain/recruitment-records';
import type { AppointedRow } from '../../domain/recruit-types';
import { todayOf } from '../../recruitment/shared/recruit-format';

const fields = z.object({ status: z.string(), joiningDate: z.string(), comments: z.string() });

/** The dialog's values: the outcome ('1' joined, '2' declined), the date of joining and comments. */
export type JoiningValues = z.infer<typeof fields>;

/** The joining as sent: the date only when joined. */
export const joiningInputOf = (row: AppointedRow, values: JoiningValues): JoiningInput => ({
  recordId: row.recordId,
  resumeId: row.resumeId,
  joiningStatus: Number(values.status),
  joiningDate: values.status === '1' ? values.joiningDate : '',
  joiningComments: values.comments.trim(),
});

/**
 * The appointment a row of the list stands for, as the server's rule reads it: the row carries all the rule looks at
 * (an appointed candidate of an interview that is not cancelled); the interview's other details are not needed.
 */
function appointmentOf(row: AppointedRow): { interview: HrdInterview; candidate: HrdInterviewCandidate } {
  const candidate: HrdInterviewCandidate = {
    sno: 1,
    resumeId: row.resumeId,
    result: 1,
    interviewerComments: '',
    appointmentStatus: 1,
    appointmentDate: row.appointmentDate,
    maxDateToJoin: row.maxDateToJoin,
    appointmentComments: row.appointmentComments,
    offeredPay: row.offeredPay,
    joiningStatus: row.joiningStatus,
    joiningDate: row.joiningDate,
    joiningComments: row.joiningComments,
    refEmpNo: row.refEmpNo,
  };
  const interview: HrdInterview = {
    recordId: row.recordId,
    seq: row.interviewSeq,
    dat: '',
    interviewDate: '',
    venue: '',
    descriptio: '',
    designation: row.designation,
    pos: 2,
    cancelled: false,
    panel: [],
    candidates: [candidate],
  };
  return { interview, candidate };
}

/**
 * The server's refusal of the joining, beside the field it is about: what stands whatever the outcome (the
 * appointment already settled) beside the outcome, the rest beside the date.
 */
export function joiningProblems(row: AppointedRow, values: JoiningValues, today: string): FieldProblem[] {
  const { interview, candidate } = appointmentOf(row);
  const input = joiningInputOf(row, values);
  const standing = joiningRefusal(interview, candidate, { ...input, joiningStatus: 2 }, today);
  if (standing) return [{ field: 'status', message: standing }];
  const refusal = joiningRefusal(interview, candidate, input, today);
  return refusal ? [{ field: 'joiningDate', message: refusal }] : [];
}

/** The dialog's schema: the server's own rule of a joining (recruit-joining.ts), on the day of the save. */
export const joiningSchema = (row: AppointedRow, today: () => string = todayOf) =>
  checkedBy(fields, (values) => joiningProblems(row, values, today()));
