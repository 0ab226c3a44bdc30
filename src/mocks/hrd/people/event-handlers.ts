import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import {
  meetingProblems,
  trainingProblems,
  type MeetingInput,
  type TrainingInput,
} from '../../../modules/hrd/domain/recruit-events';
import type { MeetingsAnswer, TrainingsAnswer } from '../../../modules/hrd/domain/recruit-types';
import { readJson } from '../../core/read-json';
import { HRD_STORE, meetingsOf, trainingsOf } from '../hrd-store';
import { hrdSession, hrdToday } from '../hrd-session';
import { day, employeeChoices, list, num, text } from '../recruitment/recruit-read';
import { eventSaveRoute } from './event-save';
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

async function periodOf(request: Request) {
  const body = await readJson(request);
  return { from: day(body.frmDate) || '0000-01-01', to: day(body.toDate) || '9999-12-31' };
}

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
  eventSaveRoute({
    name: 'training',
    route: HRD_ROUTES.setTraining,
    screen: HRD.trainings,
    store: HRD_STORE.trainings,
    series: 'TRN',
    storedOf: trainingsOf,
    inputOf: trainingInput,
    problemsOf: trainingProblems,
  }),
  eventSaveRoute({
    name: 'meeting',
    route: HRD_ROUTES.setMeeting,
    screen: HRD.meetings,
    store: HRD_STORE.meetings,
    series: 'MET',
    storedOf: meetingsOf,
    inputOf: meetingInput,
    problemsOf: meetingProblems,
  }),
];
