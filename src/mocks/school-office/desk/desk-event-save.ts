import { HttpResponse } from 'msw';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { attendeeKindOf, type DeskProblem } from '../../../modules/school-office/domain/desk-rules';
import { FD_PREFIXES } from '../../../modules/school-office/domain/fd-routes';
import type { DeskPerson } from '../../../modules/school-office/domain/desk-records';
import type { FdAttendee } from '../../../modules/school-office/domain/meeting-types';
import type { DemoSession } from '../../core/sessions/auth';
import { headerOf, linesOf, logSchool, refusal, schoolToday } from '../../core/school/school-session';
import { deskPeople, deskRefusal, textOf } from './desk-common';

/** What every desk event keeps besides its number and its own fields. */
export interface EventStamp {
  date: string;
  attendees: FdAttendee[];
  by: string;
}

/** What a meeting or a training tells the shared list, read and save (the screens are the handlers' own). */
export interface DeskEventKind<R extends EventStamp, F> {
  /** The word of the refusals ('There is no meeting …'); it also names the number series and the header's number. */
  name: 'meeting' | 'training';
  store: { rowsOf: (companyCode: number) => Promise<R[]>; write: (companyCode: number, row: R) => Promise<unknown> };
  numberOf: (row: R) => string;
  /** The first and last day it covers, for the period's list. */
  spanOf: (row: R) => [string, string];
  /** The activity log's subject. */
  subjectOf: (row: R) => string;
  fieldsOf: (header: Record<string, unknown>) => F;
  problemsOf: (event: F & { attendees: FdAttendee[] }) => DeskProblem[];
  /** The stored row, its number first. */
  make: (number: string, fields: F, stamp: EventStamp) => R;
}

/** The attendees sent, named from the people, or the problem (someone unknown). */
function attendeesOf(lines: Array<Record<string, unknown>>, people: readonly DeskPerson[]): FdAttendee[] | DeskProblem {
  const named = new Map(people.map((one) => [one.key, one]));
  const attendees: FdAttendee[] = [];
  for (const line of lines) {
    const key = textOf(line.key, 30);
    const person = named.get(key);
    const kind = attendeeKindOf(key);
    if (!person || !kind)
      return {
        field: 'attendees',
        message: `${key || 'An attendee'} is not among the school's parents, pupils and staff`,
      };
    attendees.push({
      key,
      kind,
      name: person.name,
      attended: line.attended === true,
      remarks: textOf(line.remarks, 120),
    });
  }
  return attendees;
}

/** A create (traCheck 1, numbered <prefix><yyyy>-NNNNN) or change (traCheck 2) of a meeting or a training. */
export async function saveDeskEvent<R extends EventStamp, F>(
  kind: DeskEventKind<R, F>,
  session: DemoSession,
  body: Record<string, unknown>,
  traCheck: number,
): Promise<Response> {
  const header = headerOf(body);
  const people = await deskPeople(session.companyCode);
  const attendees = attendeesOf(linesOf(body), people);
  const today = schoolToday();
  const number = textOf(header[`${kind.name}No`], 20);
  const stored = await kind.store.rowsOf(session.companyCode);
  const existing = stored.find((one) => kind.numberOf(one) === number);
  if (traCheck === 2 && !existing) return refusal(`There is no ${kind.name} ${number}.`);
  const fields = kind.fieldsOf(header);
  const problems = Array.isArray(attendees) ? kind.problemsOf({ ...fields, attendees }) : [attendees];
  if (problems.length > 0 || !Array.isArray(attendees)) return deskRefusal(problems);
  const eventNo = existing
    ? kind.numberOf(existing)
    : nextYearNumber(
        FD_PREFIXES[kind.name],
        today,
        stored.map((one) => kind.numberOf(one)),
      );
  const saved = kind.make(eventNo, fields, {
    date: existing?.date ?? today,
    attendees,
    by: existing?.by ?? session.userName,
  });
  await kind.store.write(session.companyCode, saved);
  // The log's action is the kind's word capitalised: 'Meeting', 'Training changed'.
  const action = `${kind.name[0]!.toUpperCase()}${kind.name.slice(1)}`;
  await logSchool(
    session,
    'frontdesk',
    existing ? `${action} changed` : action,
    kind.subjectOf(saved),
    eventNo,
    `${attendees.filter((one) => one.attended).length} of ${attendees.length} attended`,
  );
  return HttpResponse.json({ result: 'OK', seq: eventNo, recordId: eventNo });
}
