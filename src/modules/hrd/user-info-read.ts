import { postApi } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-error';
import { currentSession } from '../../lib/session/session-store';

/**
 * A read whose body is the contract's `UserInfo` itself (GetHRDLeaveRequestRequirements, GetHRDAdvanceRequirements,
 * GetHRDInterviewsList, GetHRDAppintmentList): the server binds the whole body as UserInfo, so `{ usr }` would reach it
 * as a user with no branch and no customer. Our own parameters (`detail: 'ALL'`) ride beside the user's fields, where
 * the real server ignores them.
 */
export function userInfoRead<T>(endpoint: string, parameters: Readonly<Record<string, unknown>> = {}): Promise<T> {
  const session = currentSession();
  if (!session) return Promise.reject(new ApiError(401, 'Your Login Session is over please login again'));
  return postApi<T>(endpoint, { ...session.usr, ...parameters });
}
