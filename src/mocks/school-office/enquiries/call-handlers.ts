import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import { isFollowUpDue } from '../../../modules/school-office/domain/enquiry-rules';
import { readJson } from '../../core/read-json';
import { enquiriesOf } from '../fd-store';
import {
  refusal,
  schoolCompany,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { callRequirementsHandler } from './call-requirements';
import { convertCall } from './call-convert';
import { saveCall, saveFollowUp } from './call-save';
import { enquiryAnswer, enquirySession, wireDay } from './enquiry-session';

/** The calls (enquiries) desk: fd-calls and the shared entry route. */
export const callHandlers = [
  callRequirementsHandler,
  // `{ frmDate, toDate, detail?: status }`: the period's enquiries, and every one whose follow-up is due, newest first.
  http.post(`*/${FD_ROUTES.calls}`, async ({ request }) => {
    const session = await enquirySession(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = schoolToday();
    const from = wireDay(body.frmDate) || '0000-01-01';
    const to = wireDay(body.toDate) || '9999-12-31';
    const status = text(body.detail);
    const rows = (await enquiriesOf(session.companyCode))
      .filter((one) => (one.date >= from && one.date <= to) || isFollowUpDue(one, today))
      .filter((one) => status === '' || one.status === status)
      .sort((a, b) => b.date.localeCompare(a.date) || b.enquiryNo.localeCompare(a.enquiryNo));
    return HttpResponse.json(rows.map(enquiryAnswer));
  }),
  http.post(`*/${FD_ROUTES.call}`, async ({ request }) => {
    const session = await enquirySession(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const enquiryNo = text((await readJson(request)).recordId);
    const found = (await enquiriesOf(session.companyCode)).find((one) => one.enquiryNo === enquiryNo);
    return HttpResponse.json(found ? enquiryAnswer(found) : null);
  }),
  http.post(`*/${FD_ROUTES.saveCall}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return refusal('Say whether the enquiry is new (1) or changed (2).');
    const session = await enquirySession(request, traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => saveCall(session, body, traCheck));
  }),
  http.post(`*/${FD_ROUTES.saveCallFollowUp}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await enquirySession(request, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => saveFollowUp(session, body));
  }),
  // Converting needs the enquiry's modify right and, in the school, the right to create a pupil.
  http.post(`*/${FD_ROUTES.convertCall}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await enquirySession(request, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    if (schoolCompany(session.companyCode)) {
      const admitting = await schoolSession(request, FRONT_DESK.fdStudents, TRANSACTION.create, 'write');
      if (admitting instanceof Response) return admitting;
    }
    return schoolWrite(request, session, () => convertCall(session, body));
  }),
];
