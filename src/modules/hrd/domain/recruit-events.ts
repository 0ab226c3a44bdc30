import type { HrdMeeting, HrdTraining } from './training-types';
import type { HrdEmployee } from './employee-types';
import { isDay, isTime } from './recruit-dates';
import type { Problems } from './recruit-resume';

export type TrainingInput = Omit<HrdTraining, 'recordId' | 'seq' | 'dat'>;
export type MeetingInput = Omit<HrdMeeting, 'recordId' | 'seq' | 'dat'>;

/** In service on every day from `from` to `to` (joined by the first, not gone before the last). */
const servesThrough = (employee: HrdEmployee | undefined, from: string, to: string) =>
  !!employee && employee.doj <= from && (!employee.serviceClosing || employee.serviceClosing.lastWorkingDay >= to);

function attendeeProblems(
  problems: Problems,
  empnos: readonly number[],
  employees: ReadonlyMap<number, HrdEmployee>,
  from: string,
  to: string,
) {
  if (empnos.length === 0) problems.attendees = 'Choose at least one attendee';
  else if (new Set(empnos).size !== empnos.length) problems.attendees = 'An attendee is chosen twice';
  else if (isDay(from) && isDay(to)) {
    for (const empno of empnos) {
      const employee = employees.get(empno);
      if (!employee) problems.attendees = 'An attendee is not an employee';
      else if (!servesThrough(employee, from, to))
        problems.attendees = `${employee.empname} (${employee.empno}) is not in service on those days`;
      if (problems.attendees) break;
    }
  }
}

/**
 * A training: a title, from a day to a day, attendees in service throughout, attended marked only once it has begun.
 */
export function trainingProblems(
  input: TrainingInput,
  employees: ReadonlyMap<number, HrdEmployee>,
  today: string,
): Problems {
  const problems: Problems = {};
  if (!input.title.trim()) problems.title = 'Enter what the training is about';
  if (!isDay(input.fromDate)) problems.fromDate = 'Enter the first day';
  if (!isDay(input.toDate)) problems.toDate = 'Enter the last day';
  else if (isDay(input.fromDate) && input.toDate < input.fromDate) problems.toDate = 'The last day is before the first';
  attendeeProblems(
    problems,
    input.attendees.map((one) => one.empno),
    employees,
    input.fromDate,
    input.toDate,
  );
  if (isDay(input.fromDate) && input.fromDate > today && input.attendees.some((one) => one.attended))
    problems.attendees = 'Attendance is marked once the training has begun';
  return problems;
}

/**
 * A meeting: a subject, a day, from a time to a later one, attendees in service that day, the chair one of them,
 * minutes and attendance only once it was held.
 */
export function meetingProblems(
  input: MeetingInput,
  employees: ReadonlyMap<number, HrdEmployee>,
  today: string,
): Problems {
  const problems: Problems = {};
  if (!input.subject.trim()) problems.subject = 'Enter the subject';
  if (!isDay(input.meetingDate)) problems.meetingDate = 'Enter the day of the meeting';
  if (!isTime(input.fromTime)) problems.fromTime = 'Enter the time it begins, e.g. 10:00';
  if (!isTime(input.toTime)) problems.toTime = 'Enter the time it ends, e.g. 11:30';
  else if (isTime(input.fromTime) && input.toTime <= input.fromTime) problems.toTime = 'It ends before it begins';
  attendeeProblems(
    problems,
    input.attendees.map((one) => one.empno),
    employees,
    input.meetingDate,
    input.meetingDate,
  );
  if (input.chairedBy !== null && !input.attendees.some((one) => one.empno === input.chairedBy))
    problems.chairedBy = 'The chair must be one of the attendees';
  const future = isDay(input.meetingDate) && input.meetingDate > today;
  if (future && input.minutes.trim()) problems.minutes = 'Minutes are written once the meeting is held';
  if (future && input.attendees.some((one) => one.attended))
    problems.attendees = 'Attendance is marked once the meeting is held';
  return problems;
}
