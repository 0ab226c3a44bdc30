import { toApiError } from '../../../lib/api/api-error';
import { verifyLogin } from '../../../lib/api/login-api';
import type { LoginRequest, SessionRecord } from '../../../lib/session/session-types';

export type SignInAnswer =
  | { kind: 'signed-in'; record: SessionRecord }
  | { kind: 'bad-credentials' }
  | { kind: 'failed'; message: string };

/**
 * The sign-in call with its error mapping: loaded when the person starts on the form (it brings
 * the API client and axios), so the first page shows without them.
 */
export async function callSignIn(request: LoginRequest): Promise<SignInAnswer> {
  try {
    const record = await verifyLogin(request);
    return record ? { kind: 'signed-in', record } : { kind: 'bad-credentials' };
  } catch (error) {
    return { kind: 'failed', message: toApiError(error).message };
  }
}
