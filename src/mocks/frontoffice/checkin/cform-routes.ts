import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { CHECKIN_ENDPOINTS as API } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import { logActivity } from '../../core/activity-log';
import { readJson } from '../../core/read-json';
import { foWrite, nowStamp, refusal } from '../fo-session';
import { cformsOf, writeCForm } from '../fo-store';
import { anyScreenSession } from './checkin-access';
import { str } from './checkin-masters';
import { cformOfStay, cformQueue } from './cform-store';

const CFORM_SCREENS = [FRONT_OFFICE.cform, FRONT_OFFICE.cformQueue];

/**
 * The C-Forms: a stay's, the queue of those due (hours left) and submitted, and marking one submitted with the portal's
 * reference.
 */
export const cformRoutes = [
  http.post(`*/${API.cformOfStay}`, async ({ request }) => {
    const session = await anyScreenSession(request, CFORM_SCREENS, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json((await cformOfStay(session.companyCode, str((await readJson(request)).recordId))) ?? null);
  }),
  http.post(`*/${API.cformQueue}`, async ({ request }) => {
    const session = await anyScreenSession(
      request,
      [FRONT_OFFICE.cformQueue, FRONT_OFFICE.cform],
      TRANSACTION.view,
      'read',
    );
    if (session instanceof Response) return session;
    return HttpResponse.json(await cformQueue(session.companyCode));
  }),
  http.post(`*/${API.cformSubmit}`, async ({ request }) => {
    const session = await anyScreenSession(request, CFORM_SCREENS, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const cformNo = str(body.recordId);
    const reference = str(body.detail).trim();
    return foWrite(request, session, async () => {
      const form = (await cformsOf(session.companyCode)).find((row) => row.cformNo === cformNo);
      if (!form) return refusal(`C-Form ${cformNo} does not exist.`);
      if (form.status === 'SUBMITTED')
        return refusal(`C-Form ${cformNo} was already submitted (${form.submissionRef}).`);
      if (form.status === 'CANCELLED')
        return refusal(`C-Form ${cformNo} is not due: its check-in (${form.stayNo}) was cancelled.`);
      if (reference === '') return refusal('Enter the reference the FRRO portal gave for the submission.');
      const at = nowStamp();
      await writeCForm(session.companyCode, {
        ...form,
        status: 'SUBMITTED',
        submittedAt: at,
        submissionRef: reference,
      });
      await logActivity(session, {
        at,
        module: 'frontoffice',
        action: 'Submitted',
        subject: 'C-Form',
        reference: cformNo,
        detail: `${form.guestName}: ${reference}`,
      });
      return HttpResponse.json({ result: 'OK', seq: cformNo });
    });
  }),
];
