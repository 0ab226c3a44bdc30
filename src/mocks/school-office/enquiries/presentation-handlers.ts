import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { presentationProblems } from '../../../modules/school-office/domain/enquiry-rules';
import { FD_PREFIXES, FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import type {
  Presentation,
  PresentationOutcome,
  PresentationStatus,
} from '../../../modules/school-office/domain/enquiry-types';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { enquiriesOf, presentationsOf, writePresentation } from '../fd-store';
import {
  headerOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { wireDay } from './enquiry-session';

const SCREEN = FRONT_DESK.fdPresentations;
const STATUSES: readonly PresentationStatus[] = ['SCHEDULED', 'DONE', 'CANCELLED'];

/** SetFDPresentation `{ header, traCheck: 1 | 2 }`: booked (SCHEDULED), then DONE with its outcome, or CANCELLED. */
async function save(session: DemoSession, body: Record<string, unknown>, traCheck: number): Promise<Response> {
  const header = headerOf(body);
  const company = session.companyCode;
  const today = schoolToday();
  const all = await presentationsOf(company);
  const existing = traCheck === 2 ? all.find((one) => one.presentationNo === text(header.presentationNo)) : undefined;
  if (traCheck === 2 && !existing) return refusal(`There is no presentation ${text(header.presentationNo)}.`);
  if (existing && existing.status !== 'SCHEDULED')
    return refusal(
      `Presentation ${existing.presentationNo} is already ${existing.status === 'DONE' ? 'done' : 'cancelled'}: it cannot be changed.`,
    );
  const status = (text(header.status) || 'SCHEDULED') as PresentationStatus;
  if (!STATUSES.includes(status) || (!existing && status !== 'SCHEDULED'))
    return refusal('A new presentation is scheduled first; its outcome is recorded after it.');
  const enquiryNo = text(header.enquiryNo);
  if (enquiryNo && !(await enquiriesOf(company)).some((one) => one.enquiryNo === enquiryNo))
    return refusal(`There is no enquiry ${enquiryNo}.`);
  const input = {
    parentName: text(header.parentName),
    childName: text(header.childName),
    phone: text(header.phone),
    scheduledDate: wireDay(header.scheduledDate),
    scheduledTime: text(header.scheduledTime),
    venue: text(header.venue),
    presenterName: text(header.presenterName),
    notes: text(header.notes),
    status,
    outcome: text(header.outcome) as PresentationOutcome,
    enquiryNo,
  };
  const problem = Object.values(presentationProblems(input, today, existing?.scheduledDate ?? null)).find(Boolean);
  if (problem) return refusal(problem);
  const row: Presentation = existing
    ? { ...existing, ...input }
    : {
        ...input,
        presentationNo: nextYearNumber(
          FD_PREFIXES.presentation,
          today,
          all.map((one) => one.presentationNo),
        ),
        date: today,
        presenter: '',
        by: session.userName,
      };
  await writePresentation(company, row);
  await logSchool(
    session,
    'frontdesk',
    existing ? (status === 'SCHEDULED' ? 'Changed' : status === 'DONE' ? 'Done' : 'Cancelled') : 'Scheduled',
    'Presentation',
    row.presentationNo,
    `${row.parentName} on ${row.scheduledDate}`,
  );
  return HttpResponse.json({ result: 'OK', seq: row.presentationNo, recordId: row.presentationNo });
}

export const presentationHandlers = [
  // `{ frmDate, toDate, detail?: status }`: by the day it takes place, the latest first.
  http.post(`*/${FD_ROUTES.presentations}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = wireDay(body.frmDate) || '0000-01-01';
    const to = wireDay(body.toDate) || '9999-12-31';
    const status = text(body.detail);
    const rows = (await presentationsOf(session.companyCode))
      .filter((one) => one.scheduledDate >= from && one.scheduledDate <= to && (status === '' || one.status === status))
      .sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate) || b.scheduledTime.localeCompare(a.scheduledTime));
    return HttpResponse.json(rows);
  }),
  http.post(`*/${FD_ROUTES.presentation}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const presentationNo = text((await readJson(request)).recordId);
    return HttpResponse.json(
      (await presentationsOf(session.companyCode)).find((one) => one.presentationNo === presentationNo) ?? null,
    );
  }),
  http.post(`*/${FD_ROUTES.savePresentation}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return refusal('Say whether the presentation is new (1) or changed (2).');
    const session = await schoolSession(
      request,
      SCREEN,
      traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
      'write',
    );
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => save(session, body, traCheck));
  }),
];
