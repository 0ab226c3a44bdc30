import { http, HttpResponse, type HttpHandler } from 'msw';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import {
  expiryDateProblem,
  licensedUsersProblem,
  type RegistrationAnswer,
} from '../../modules/admin/licence/licence-rules';
import { logActivity } from '../core/activity-log';
import { getDemoDb } from '../core/db/demo-db';
import { authoriseAdministrator, READ_FORBIDDEN } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { expiryMessage, licenceOf, saveLicence } from '../core/company/licence-store';

/** CustomerRegistrations.Fiscal: the financial year's first day (08-login §2: 1-Apr unless the customer's differs). */
const FISCAL_YEAR_START = '01-Apr';

/** How many of the company's users are not blocked (they count against the licence). */
async function activeUsers(companyCode: number): Promise<number> {
  const db = await getDemoDb();
  const users = await db.getAll('users', IDBKeyRange.bound(`${companyCode}:`, `${companyCode}:\uffff`));
  return users.filter((user) => user.companyCode === companyCode && !user.blocked).length;
}

/**
 * GET `GetCustomerRegistration?cCode=` (the contract's CustomerRegistrations: `expDate`, `fiscal`), with ours beside
 * it: the licence, the active users and the header's message. Another customer's registration is not shown.
 */
const readHandler = http.get(`*/${ADMIN_ENDPOINTS.registration}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'read');
  if (session instanceof Response) return session;
  if (new URL(request.url).searchParams.get('cCode') !== String(session.companyCode))
    return HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  const { expiresOn, ...licence } = await licenceOf(session.companyCode);
  const answer: RegistrationAnswer = {
    ...licence,
    expDate: `${expiresOn}T00:00:00`,
    fiscal: FISCAL_YEAR_START,
    activeUsers: await activeUsers(session.companyCode),
    message: expiryMessage({ ...licence, expiresOn }),
  };
  return HttpResponse.json(answer);
});

/**
 * `SetLicence {licence: {licensedUsers, expiresOn}, usr}`: renews or changes the licence. Allowed
 * after expiry (so it can be renewed); at least as many users as are active; answers the new message.
 */
const saveHandler = http.post(`*/${ADMIN_ENDPOINTS.saveLicence}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write', true);
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const input = (typeof body.licence === 'object' && body.licence !== null ? body.licence : {}) as Record<
    string,
    unknown
  >;
  const licensedUsers = typeof input.licensedUsers === 'number' ? input.licensedUsers : Number.NaN;
  const expiresOn = typeof input.expiresOn === 'string' ? input.expiresOn : '';
  const problems: Record<string, string> = {};
  const usersProblem = licensedUsersProblem(licensedUsers, await activeUsers(session.companyCode));
  if (usersProblem) problems.licensedUsers = usersProblem;
  const dateProblem = expiryDateProblem(expiresOn);
  if (dateProblem) problems.expiresOn = dateProblem;
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const before = await licenceOf(session.companyCode);
  const after = { ...before, licensedUsers, expiresOn };
  await saveLicence(session.companyCode, after);
  const detail = `Licensed users ${before.licensedUsers} → ${after.licensedUsers}; valid till ${before.expiresOn} → ${after.expiresOn}`;
  await logActivity(session, { module: 'admin', action: 'Modify', subject: 'Licence', reference: 'licence', detail });
  return HttpResponse.json({ recordId: 'licence', result: 'OK', message: expiryMessage(after) });
});

/** The licence calls (administrators only; the save works after expiry so the licence can be renewed). */
export const licenceHandlers: HttpHandler[] = [readHandler, saveHandler];
