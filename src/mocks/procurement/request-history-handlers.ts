import { http, HttpResponse } from 'msw';
import { wireDay } from '../../lib/format/wire-day';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { HISTORY_ENDPOINTS as API } from '../../modules/procurement/requests/history/history-endpoints';
import { bodyNumber, member } from '../core/body-members';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { auditHeaders, requestVersions } from './request-history';

/** Both history reads open with the history screen's own right (its code with transaction 0). */
const historyCheck = (request: Request) => authorise(request, PROCUREMENT.purRepRequestHistory.code!, 'read');

/** A period's end as sent: absent or blank is open; anything but a date is null (refused). */
const periodDay = (value: unknown, open: string) =>
  value === undefined || value === null || value === '' ? open : wireDay(value);

const audits = http.post(`*/${API.audits}`, async ({ request }) => {
  const body = await readJson(request);
  const session = await historyCheck(request);
  if (session instanceof Response) return session;
  const from = periodDay(member(body, 'frmDate'), '0000-01-01');
  const to = periodDay(member(body, 'toDate'), '9999-12-31');
  if (from === null || to === null)
    return HttpResponse.json(
      { message: 'frmDate and toDate must be dates, e.g. 2026-11-23 or 23-Nov-2026.' },
      { status: 400 },
    );
  return HttpResponse.json(await auditHeaders(session.companyCode, from, to));
});

const versions = http.post(`*/${API.versions}`, async ({ request }) => {
  const recordId = bodyNumber(member(await readJson(request), 'recordId'));
  const session = await historyCheck(request);
  if (session instanceof Response) return session;
  if (recordId === null || !Number.isInteger(recordId))
    return HttpResponse.json({ message: 'Give the purchase request (recordId).' }, { status: 400 });
  return HttpResponse.json(await requestVersions(session.companyCode, recordId));
});

/** The purchase requests' history (contract 03 section 1, the history tables). */
export const requestHistoryHandlers = [audits, versions];
