import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../../components/form/rule-checks';
import type { HrdEmployee } from '../../domain/employee-types';
import { meetingProblems, trainingProblems, type MeetingInput } from '../../domain/recruit-events';
import type { Problems } from '../../domain/recruit-resume';
import { problemList } from '../../recruitment/shared/field-problems';
import { todayOf } from '../../recruitment/shared/recruit-format';

const attendees = z.array(z.object({ empno: z.number(), attended: z.boolean(), remarks: z.string() }));

const trainingFields = z.object({
  title: z.string(),
  trainer: z.string(),
  venue: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  attendees,
});

const meetingFields = z.object({
  subject: z.string(),
  venue: z.string(),
  meetingDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  /** The chair's employee record id; '' when nobody is named. */
  chairedBy: z.string(),
  minutes: z.string(),
  attendees,
});

export type TrainingValues = z.infer<typeof trainingFields>;
export type MeetingValues = z.infer<typeof meetingFields>;

/** The form holds the employees as offered, not their records: the checks that read the records are the server's. */
const NO_RECORDS: ReadonlyMap<number, HrdEmployee> = new Map();

/**
 * The module's problems the form can tell: the attendees' are said only when none is chosen, since the rest of their
 * checks (in service on those days) read the employees' records.
 */
const told = (problems: Problems, chosen: number): FieldProblem[] =>
  problemList(problems).filter((problem) => problem.field !== 'attendees' || chosen === 0);

/** The meeting as sent: the chair a number or null, the attendees without remarks. */
export function meetingInputOf({ chairedBy, attendees: chosen, ...rest }: MeetingValues): MeetingInput {
  return {
    ...rest,
    chairedBy: chairedBy ? Number(chairedBy) : null,
    attendees: chosen.map(({ empno, attended }) => ({ empno, attended })),
  };
}

/** A training's schema: the module's rules of a training (recruit-events.ts), on the day of the save. */
export const trainingSchema = (today: () => string = todayOf) =>
  checkedBy(trainingFields, (values) => told(trainingProblems(values, NO_RECORDS, today()), values.attendees.length));

/** A meeting's schema: the module's rules of a meeting (recruit-events.ts), on the day of the save. */
export const meetingSchema = (today: () => string = todayOf) =>
  checkedBy(meetingFields, (values) =>
    told(meetingProblems(meetingInputOf(values), NO_RECORDS, today()), values.attendees.length),
  );
