import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { meetingProblems, trainingProblems } from '../../../modules/school-office/domain/desk-rules';
import { FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import type { DeskListAnswer } from '../../../modules/school-office/domain/desk-records';
import type { FdMeeting, FdTraining } from '../../../modules/school-office/domain/meeting-types';
import { readJson } from '../../core/read-json';
import { meetingsOf, trainingsOf, writeMeeting, writeTraining } from '../fd-store';
import { refusal, schoolSession, schoolToday, schoolWrite } from '../../core/school/school-session';
import { deskPeople, periodOf, textOf } from './desk-common';
import { saveDeskEvent, type DeskEventKind, type EventStamp } from './desk-event-save';

/**
 * Meetings (fd-meet) and trainings (fd-train) with their attendees (parents, pupils, staff), each marked attended:
 * created (traCheck 1, numbered FMT/FTR<yyyy>-NNNNN) or changed (traCheck 2). Copied from the HR events' handlers.
 */

type MeetingFields = Omit<FdMeeting, 'meetingNo' | keyof EventStamp>;
type TrainingFields = Omit<FdTraining, 'trainingNo' | keyof EventStamp>;

const meetingFields = (header: Record<string, unknown>): MeetingFields => ({
  subject: textOf(header.subject, 120),
  meetingDate: textOf(header.meetingDate, 10),
  fromTime: textOf(header.fromTime, 5),
  toTime: textOf(header.toTime, 5),
  venue: textOf(header.venue, 80),
  chairedBy: textOf(header.chairedBy, 80),
  minutes: textOf(header.minutes, 4000),
});

const trainingFields = (header: Record<string, unknown>): TrainingFields => ({
  title: textOf(header.title, 120),
  trainer: textOf(header.trainer, 80),
  venue: textOf(header.venue, 80),
  fromDate: textOf(header.fromDate, 10),
  toDate: textOf(header.toDate, 10),
});

const SCREEN = { meeting: FRONT_DESK.fdMeet, training: FRONT_DESK.fdTrain } as const;

const MEETING: DeskEventKind<FdMeeting, MeetingFields> = {
  name: 'meeting',
  store: { rowsOf: meetingsOf, write: writeMeeting },
  numberOf: (row) => row.meetingNo,
  spanOf: (row) => [row.meetingDate, row.meetingDate],
  subjectOf: (row) => row.subject,
  fieldsOf: meetingFields,
  problemsOf: meetingProblems,
  make: (meetingNo, fields, { date, attendees, by }) => ({ meetingNo, date, ...fields, attendees, by }),
};

const TRAINING: DeskEventKind<FdTraining, TrainingFields> = {
  name: 'training',
  store: { rowsOf: trainingsOf, write: writeTraining },
  numberOf: (row) => row.trainingNo,
  spanOf: (row) => [row.fromDate, row.toDate],
  subjectOf: (row) => row.title,
  fieldsOf: trainingFields,
  problemsOf: trainingProblems,
  make: (trainingNo, fields, { date, attendees, by }) => ({ trainingNo, date, ...fields, attendees, by }),
};

function eventHandlersOf<R extends EventStamp, F>(kind: DeskEventKind<R, F>, list: string, one: string, save: string) {
  return [
    http.post(`*/${list}`, async ({ request }) => {
      const session = await schoolSession(request, SCREEN[kind.name], TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const { from, to } = periodOf(await readJson(request));
      const rows = (await kind.store.rowsOf(session.companyCode))
        .filter((row) => kind.spanOf(row)[0] <= to && kind.spanOf(row)[1] >= from)
        .sort(
          (a, b) =>
            kind.spanOf(b)[0].localeCompare(kind.spanOf(a)[0]) || kind.numberOf(b).localeCompare(kind.numberOf(a)),
        );
      return HttpResponse.json({
        rows,
        people: await deskPeople(session.companyCode),
        today: schoolToday(),
      } satisfies DeskListAnswer<R>);
    }),
    http.post(`*/${one}`, async ({ request }) => {
      const session = await schoolSession(request, SCREEN[kind.name], TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const recordId = textOf((await readJson(request)).recordId);
      return HttpResponse.json(
        (await kind.store.rowsOf(session.companyCode)).find((row) => kind.numberOf(row) === recordId) ?? null,
      );
    }),
    http.post(`*/${save}`, async ({ request }) => {
      const body = await readJson(request);
      const traCheck = Number(body.traCheck);
      if (traCheck !== 1 && traCheck !== 2)
        return refusal(`A ${kind.name} is created or changed; it is kept once held.`);
      const session = await schoolSession(
        request,
        SCREEN[kind.name],
        traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
        'write',
      );
      if (session instanceof Response) return session;
      return schoolWrite(request, session, () => saveDeskEvent(kind, session, body, traCheck));
    }),
  ];
}

export const eventHandlers = [
  ...eventHandlersOf(MEETING, FD_ROUTES.meetings, FD_ROUTES.meeting, FD_ROUTES.saveMeeting),
  ...eventHandlersOf(TRAINING, FD_ROUTES.trainings, FD_ROUTES.training, FD_ROUTES.saveTraining),
];
