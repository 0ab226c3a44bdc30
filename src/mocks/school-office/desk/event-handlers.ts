import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import {
  attendeeKindOf,
  meetingProblems,
  trainingProblems,
  type DeskProblem,
} from '../../../modules/school-office/domain/desk-rules';
import { FD_PREFIXES, FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import type { DeskListAnswer, DeskPerson } from '../../../modules/school-office/domain/desk-records';
import type { FdAttendee, FdMeeting, FdTraining } from '../../../modules/school-office/domain/meeting-types';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { meetingsOf, trainingsOf, writeMeeting, writeTraining } from '../fd-store';
import {
  headerOf,
  linesOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
} from '../../core/school/school-session';
import { deskPeople, deskRefusal, periodOf, textOf } from './desk-common';

/**
 * Meetings (fd-meet) and trainings (fd-train) with their attendees (parents, pupils, staff), each marked attended:
 * created (traCheck 1, numbered FMT/FTR<yyyy>-NNNNN) or changed (traCheck 2). Copied from the HR events' handlers.
 */

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

type Kind = 'meeting' | 'training';
const SCREEN = { meeting: FRONT_DESK.fdMeet, training: FRONT_DESK.fdTrain } as const;

async function saveEvent(
  kind: Kind,
  session: DemoSession,
  body: Record<string, unknown>,
  traCheck: number,
): Promise<Response> {
  const header = headerOf(body);
  const people = await deskPeople(session.companyCode);
  const attendees = attendeesOf(linesOf(body), people);
  const today = schoolToday();
  const number = textOf(kind === 'meeting' ? header.meetingNo : header.trainingNo, 20);
  if (kind === 'meeting') {
    const stored = await meetingsOf(session.companyCode);
    const existing = stored.find((one) => one.meetingNo === number);
    if (traCheck === 2 && !existing) return refusal(`There is no meeting ${number}.`);
    const fields = {
      subject: textOf(header.subject, 120),
      meetingDate: textOf(header.meetingDate, 10),
      fromTime: textOf(header.fromTime, 5),
      toTime: textOf(header.toTime, 5),
      venue: textOf(header.venue, 80),
      chairedBy: textOf(header.chairedBy, 80),
      minutes: textOf(header.minutes, 4000),
    };
    const problems = Array.isArray(attendees) ? meetingProblems({ ...fields, attendees }) : [attendees];
    if (problems.length > 0 || !Array.isArray(attendees)) return deskRefusal(problems);
    const meetingNo =
      existing?.meetingNo ??
      nextYearNumber(
        FD_PREFIXES.meeting,
        today,
        stored.map((one) => one.meetingNo),
      );
    const saved: FdMeeting = {
      meetingNo,
      date: existing?.date ?? today,
      ...fields,
      attendees,
      by: existing?.by ?? session.userName,
    };
    await writeMeeting(session.companyCode, saved);
    await logSchool(
      session,
      'frontdesk',
      existing ? 'Meeting changed' : 'Meeting',
      saved.subject,
      meetingNo,
      `${attendees.filter((one) => one.attended).length} of ${attendees.length} attended`,
    );
    return HttpResponse.json({ result: 'OK', seq: meetingNo, recordId: meetingNo });
  }
  const stored = await trainingsOf(session.companyCode);
  const existing = stored.find((one) => one.trainingNo === number);
  if (traCheck === 2 && !existing) return refusal(`There is no training ${number}.`);
  const fields = {
    title: textOf(header.title, 120),
    trainer: textOf(header.trainer, 80),
    venue: textOf(header.venue, 80),
    fromDate: textOf(header.fromDate, 10),
    toDate: textOf(header.toDate, 10),
  };
  const problems = Array.isArray(attendees) ? trainingProblems({ ...fields, attendees }) : [attendees];
  if (problems.length > 0 || !Array.isArray(attendees)) return deskRefusal(problems);
  const trainingNo =
    existing?.trainingNo ??
    nextYearNumber(
      FD_PREFIXES.training,
      today,
      stored.map((one) => one.trainingNo),
    );
  const saved: FdTraining = {
    trainingNo,
    date: existing?.date ?? today,
    ...fields,
    attendees,
    by: existing?.by ?? session.userName,
  };
  await writeTraining(session.companyCode, saved);
  await logSchool(
    session,
    'frontdesk',
    existing ? 'Training changed' : 'Training',
    saved.title,
    trainingNo,
    `${attendees.filter((one) => one.attended).length} of ${attendees.length} attended`,
  );
  return HttpResponse.json({ result: 'OK', seq: trainingNo, recordId: trainingNo });
}

function eventHandlersOf(kind: Kind, list: string, one: string, save: string) {
  const rowsOf = async (companyCode: number): Promise<Array<FdMeeting | FdTraining>> =>
    kind === 'meeting' ? meetingsOf(companyCode) : trainingsOf(companyCode);
  const numberOf = (row: FdMeeting | FdTraining) => ('meetingNo' in row ? row.meetingNo : row.trainingNo);
  const span = (row: FdMeeting | FdTraining) =>
    'meetingNo' in row ? [row.meetingDate, row.meetingDate] : [row.fromDate, row.toDate];
  return [
    http.post(`*/${list}`, async ({ request }) => {
      const session = await schoolSession(request, SCREEN[kind], TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const { from, to } = periodOf(await readJson(request));
      const rows = (await rowsOf(session.companyCode))
        .filter((row) => span(row)[0]! <= to && span(row)[1]! >= from)
        .sort((a, b) => span(b)[0]!.localeCompare(span(a)[0]!) || numberOf(b).localeCompare(numberOf(a)));
      return HttpResponse.json({
        rows,
        people: await deskPeople(session.companyCode),
        today: schoolToday(),
      } satisfies DeskListAnswer<FdMeeting | FdTraining>);
    }),
    http.post(`*/${one}`, async ({ request }) => {
      const session = await schoolSession(request, SCREEN[kind], TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const recordId = textOf((await readJson(request)).recordId);
      return HttpResponse.json((await rowsOf(session.companyCode)).find((row) => numberOf(row) === recordId) ?? null);
    }),
    http.post(`*/${save}`, async ({ request }) => {
      const body = await readJson(request);
      const traCheck = Number(body.traCheck);
      if (traCheck !== 1 && traCheck !== 2) return refusal(`A ${kind} is created or changed; it is kept once held.`);
      const session = await schoolSession(
        request,
        SCREEN[kind],
        traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
        'write',
      );
      if (session instanceof Response) return session;
      return schoolWrite(request, session, () => saveEvent(kind, session, body, traCheck));
    }),
  ];
}

export const eventHandlers = [
  ...eventHandlersOf('meeting', FD_ROUTES.meetings, FD_ROUTES.meeting, FD_ROUTES.saveMeeting),
  ...eventHandlersOf('training', FD_ROUTES.trainings, FD_ROUTES.training, FD_ROUTES.saveTraining),
];
