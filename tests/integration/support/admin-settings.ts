import { ApiError } from '../../../src/lib/api/api-error';
import { activities } from '../../../src/mocks/core/activity-log';

// What the system settings tests (admin-settings-approvals, admin-settings-mails-letters) share: the screen, the
// calls the demo server saw, the administration log and a refusal's error.
export const SYSTEM = '/applayout-sidebar-large/admin/system';

/** The calls the demo server saw (`requests` of setupDemoServer) to one endpoint, and their bodies. */
export function sentTo(requests: Request[]) {
  const callsTo = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
  const bodiesTo = (endpoint: string) =>
    Promise.all(callsTo(endpoint).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
  return { callsTo, bodiesTo };
}

export const logOf = async (reference: string) =>
  (await activities(1010))
    .filter((row) => row.module === 'admin' && row.reference === reference)
    .map((row) => `${row.user}: ${row.subject}: ${row.detail}`);

export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}
