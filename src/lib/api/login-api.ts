import { parseSessionRecord } from '../session/parse-session-record';
import type { LoginRequest, SessionRecord } from '../session/session-types';
import { postApi } from './api-client';
import { ApiError } from './api-error';

/** POST api/LoginControl/LoginVerification: the whole user record, or null for bad credentials. */
export async function verifyLogin(request: LoginRequest): Promise<SessionRecord | null> {
  const answer = await postApi<unknown>('api/LoginControl/LoginVerification', request);
  if (answer === null || answer === '' || answer === undefined) return null;
  const record = parseSessionRecord(answer);
  if (!record) throw new ApiError(502, 'The server answered the sign-in with an unexpected user record.');
  return record;
}
