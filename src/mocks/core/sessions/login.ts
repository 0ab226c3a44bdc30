import { http, HttpResponse } from 'msw';
import * as z from 'zod';
import type { LoginRequest } from '../../../lib/session/session-types';
import { getDemoDb, userKey } from '../db/demo-db';
import { findDemoCompany } from '../company/companies';
import { hashPassword } from '../company/users';
import { expiryMessage, licenceOf } from '../company/licence-store';
import { permissionsOf } from '../company/roles-store';
import { setupEntries } from '../company/settings-store';
import { issueToken } from './auth';
import { buildSessionRecord } from './session-record';

const loginRequestSchema = z.object({
  customerCode: z.coerce.number().int().positive(),
  userName: z.string().trim().min(1),
  password: z.string(),
}) satisfies z.ZodType<LoginRequest, unknown>;

async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The sign-in answer for a blocked user (403, shown on the sign-in form). */
export const BLOCKED_MESSAGE = 'This user is blocked. Ask your administrator to unblock it.';

/**
 * POST api/LoginControl/LoginVerification {customerCode, userName, password}.
 * Bad credentials answer `null` with status 200 (the customer's convention).
 */
export const loginHandler = http.post('*/api/LoginControl/LoginVerification', async ({ request }) => {
  const parsed = loginRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return HttpResponse.json({ message: 'Send customerCode, userName and password' }, { status: 400 });
  }
  const { customerCode, userName, password } = parsed.data;
  const company = findDemoCompany(customerCode);
  if (!company) return HttpResponse.json(null);
  const db = await getDemoDb();
  const user = await db.get('users', userKey(company.code, userName));
  if (!user || user.passwordHash !== (await hashPassword(password))) return HttpResponse.json(null);
  if (user.blocked) return HttpResponse.json({ message: BLOCKED_MESSAGE }, { status: 403 });
  const token = await issueToken(company.code, user.userName);
  const [roles, sets, licence] = await Promise.all([
    permissionsOf(company.code, user.rCode),
    setupEntries(company.code),
    licenceOf(company.code),
  ]);
  return HttpResponse.json(
    buildSessionRecord(company, user, token, { roles, sets, expiryMessage: expiryMessage(licence) }),
  );
});
