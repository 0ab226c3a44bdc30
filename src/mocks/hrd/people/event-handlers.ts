import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import type { HrdMeeting, HrdTraining } from '../../../modules/hrd/domain/training-types';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import {
  meetingProblems,
  trainingProblems,
  type MeetingInput,
  type TrainingInput,
} from '../../../modules/hrd/domain/recruit-events';
import { nextDocumentNumber, nextRecordId } from '../../../modules/hrd/domain/recruit-numbers';
import type { MeetingsAnswer, TrainingsAnswer } from '../../../modules/hrd/domain/recruit-types';
import { writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { employeesOf } from '../../core/people/hrd-masters';
import { HRD_STORE, idOf, meetingsOf, trainingsOf } from '../hrd-store';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { day, employeeChoices, list, num, obj, text } from '../recruitment/recruit-read';
import { seedPeople } from './people-seeds';

const trainingInput = (row: Record<string, unknown>): TrainingInput => ({
  title: text(row.title).slice(0, 120),
  trainer: text(row.trainer).slice(0, 80),
  venue: text(row.venue).slice(0, 80),
  fromDate: day(row.fromDate),
  toDate: day(row.toDate),
  attendees: list(row.attendees).map((one) => ({
    empno: num(one.empno),
    attended: one.attended === true,
    remarks: text(one.remarks).slice(0, 120),
  })),
});
const meetingInput = (row: Record<string, unknown>): MeetingInput => ({
  subject: text(row.subject).slice(0, 120),
  venue: text(row.venue).slice(0, 80),
  meetingDate: day(row.meetingDate),
  fromTime: text(row.fromTime),
  toTime: text(row.toTime),
  chairedBy: row.chairedBy === null || row.chairedBy === undefined || row.chairedBy === '' ? null : num(row.chairedBy),
  minutes: text(row.minutes).slice(0, 4000),
  attendees: list(row.attendees).map((one) => ({ empno: num(one.empno), attended: one.attended === true })),
});

type Kind = { recordId: number; seq: string; dat: string };

/** A create (1) or modify (2) of a training or a meeting: checked, numbered TRN/MET<yyyy>-00001 on create. */
async function saveEvent<T extends Kind>(
  session: DemoSession,
  store: string,
  series: 'TRN' | 'MET',
  stored: readonly T[],
  recordId: number,
  traCheck: number,
  record: Omit<T, keyof Kind>,
  problems: string[],
): Promise<Response> {
  const existing = stored.find((one) => one.recordId === recordId);
  if (traCheck === 2 && !existing) return refusal('There is no such record to change.');
  if (problems.length > 0) return refusal(problems.join('; '));
  const today = hrdToday();
  const saved = {
    ...record,
    recordId: existing?.recordId ?? nextRecordId(stored.map((one) => one.recordId)),
    seq:
      existing?.seq ??
      nextDocumentNumber(
        series,
        today,
        stored.map((one) => one.seq),
      ),
    dat: existing?.dat ?? today,
  };
  await writeRecord(store, session.companyCode, idOf(saved.recordId), saved);
  return HttpResponse.json({ result: 'OK', recordId: saved.recordId, seq: saved.seq });
}

async function periodOf(request: Request) {
  const body = await readJson(request);
  return { from: day(body.frmDate) || '0000-01-01', to: day(body.toDate) || '9999-12-31' };
}

const right = (traCheck: number) => (traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify);

export const eventHandlers = [
  http.post(`*/${HRD_ROUTES.trainings}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.trainings, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { from, to } = await periodOf(request);
    await seedPeople(session.companyCode);
    const trainings = (await trainingsOf(session.companyCode))
      .filter((one) => one.fromDate <= to && one.toDate >= from)
      .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.recordId - a.recordId);
    return HttpResponse.json({
      trainings,
      employees: await employeeChoices(session.companyCode, hrdToday()),
    } satisfies TrainingsAnswer);
  }),
  http.post(`*/${HRD_ROUTES.meetings}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.meetings, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { from, to } = await periodOf(request);
    await seedPeople(session.companyCode);
    const meetings = (await meetingsOf(session.companyCode))
      .filter((one) => one.meetingDate >= from && one.meetingDate <= to)
      .sort((a, b) => b.meetingDate.localeCompare(a.meetingDate) || b.recordId - a.recordId);
    return HttpResponse.json({
      meetings,
      employees: await employeeChoices(session.companyCode, hrdToday()),
    } satisfies MeetingsAnswer);
  }),
  http.post(`*/${HRD_ROUTES.setTraining}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = num(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return refusal('A training is created or changed; it is kept once held.');
    const session = await hrdSession(request, HRD.trainings, right(traCheck), 'write');
    if (session instanceof Response) return session;
    return hrdWrite(request, session, async () => {
      await seedPeople(session.companyCode);
      const row = obj(body.training);
      const input = trainingInput(row);
      const employees = new Map((await employeesOf(session.companyCode)).map((one) => [one.recordId, one]));
      const problems = Object.values(trainingProblems(input, employees, hrdToday()));
      return saveEvent<HrdTraining>(
        session,
        HRD_STORE.trainings,
        'TRN',
        await trainingsOf(session.companyCode),
        num(row.recordId),
        traCheck,
        input,
        problems,
      );
    });
  }),
  http.post(`*/${HRD_ROUTES.setMeeting}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = num(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return refusal('A meeting is created or changed; it is kept once held.');
    const session = await hrdSession(request, HRD.meetings, right(traCheck), 'write');
    if (session instanceof Response) return session;
    return hrdWrite(request, session, async () => {
      await seedPeople(session.companyCode);
      const row = obj(body.meeting);
      const input = meetingInput(row);
      const employees = new Map((await employeesOf(session.companyCode)).map((one) => [one.recordId, one]));
      const problems = Object.values(meetingProblems(input, employees, hrdToday()));
      return saveEvent<HrdMeeting>(
        session,
        HRD_STORE.meetings,
        'MET',
        await meetingsOf(session.companyCode),
        num(row.recordId),
        traCheck,
        input,
        problems,
      );
    });
  }),
];
