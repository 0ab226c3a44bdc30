import { screen } from '@testing-library/react';
import { ApiError } from '../../../src/lib/api/api-error';
import { verifyLogin } from '../../../src/lib/api/login-api';
import { activities } from '../../../src/mocks/core/activity-log';
import type { UserDraft } from '../../../src/modules/admin/users/user-types';

// What the user tests (admin-users-create-list, admin-users-block-reset-edit) share: the screen, the cashier they
// create, a sign-in, the bodies sent, a refusal's error, the administration log and a user's row.
export const USERS = '/applayout-sidebar-large/admin/userdet';
export const CASHIER: UserDraft = {
  userName: 'cashier1',
  rCode: 'EMPLOYEE',
  branch: 'E001',
  webCheck: '1',
  mobileCheck: '0',
  assg: [{ code: 'AC001', detail: 'Cash in hand', typ: 'CAS' }],
};
export const login = (userName: string, password: string) => verifyLogin({ customerCode: 1010, userName, password });

/** The bodies of the calls the demo server saw (`requests` of setupDemoServer) to one endpoint. */
export const bodiesIn = (requests: Request[]) => (endpoint: string) =>
  Promise.all(
    requests
      .filter((r) => r.url.endsWith(`/${endpoint}`))
      .map((r) => r.clone().json() as Promise<Record<string, unknown>>),
  );

export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

export async function details(companyCode: number, reference: string) {
  return (await activities(companyCode))
    .filter((row) => row.module === 'admin' && row.reference === reference)
    .map((row) => `${row.user}: ${row.action}: ${row.detail}`);
}

export const rowOf = async (userName: string) =>
  (await screen.findByRole('rowheader', { name: userName }, { timeout: 8000 })).closest('tr')!;
