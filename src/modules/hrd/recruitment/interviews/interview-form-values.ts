import * as z from 'zod';
import { checkedBy } from '../../../../components/form/rule-checks';
import { interviewProblems, type InterviewContext, type InterviewInput } from '../../domain/recruit-interview';
import type { InterviewAnswer } from '../../domain/recruit-types';
import { problemList } from '../shared/field-problems';
import { todayOf } from '../shared/recruit-format';

const fields = z.object({
  interviewDate: z.string(),
  venue: z.string(),
  descriptio: z.string(),
  designation: z.string(),
  /** The panel's employee record ids. */
  panel: z.array(z.number()),
  candidates: z.array(z.object({ resumeId: z.number(), result: z.string(), interviewerComments: z.string() })),
});

/** The interview as typed: the post and each candidate's result as their selects hold them. */
export type InterviewValues = z.infer<typeof fields>;

/** The form's values of an interview opened, or of a new one (held today). */
export function interviewValuesOf(answer: InterviewAnswer): InterviewValues {
  const header = answer.header;
  return {
    interviewDate: header?.interviewDate ?? todayOf(),
    venue: header?.venue ?? '',
    descriptio: header?.descriptio ?? '',
    designation: header ? String(header.designation) : '',
    panel: answer.panel.map((one) => one.empno),
    candidates: answer.candidates.map((one) => ({
      resumeId: one.resumeId,
      result: String(one.result),
      interviewerComments: one.interviewerComments,
    })),
  };
}

/** The interview as the rules read it and the server takes it. */
export const interviewInputOf = (values: InterviewValues): InterviewInput => ({
  ...values,
  designation: Number(values.designation),
  candidates: values.candidates.map((one) => ({ ...one, result: Number(one.result) })),
});

/**
 * An interview's schema: the module's rules of an interview (recruit-interview.ts) in what the form knows (the posts,
 * who may sit on the panel, the resumes that may be called), on the day of the save.
 */
export const interviewSchema = (context: Omit<InterviewContext, 'today'>, today: () => string = todayOf) =>
  checkedBy(fields, (values) =>
    problemList(interviewProblems(interviewInputOf(values), { ...context, today: today() })),
  );
