import { within } from '@testing-library/react';
import { format } from 'date-fns';
import type { FieldDeclaration } from '../../../src/engine/resource';
import { ApiError } from '../../../src/lib/api/api-error';
import { dataProvider } from '../../../src/lib/api/data-provider';
import type { SetupEntry } from '../../../src/lib/session/session-types';
import { activities } from '../../../src/mocks/core/activity-log';
import { ADMIN_ENDPOINTS } from '../../../src/modules/admin/admin-endpoints';
import { REQUEST_ENDPOINTS as API } from '../../../src/modules/procurement/requests/request-endpoints';
import type { RequestListRow, RequestSaveBody } from '../../../src/modules/procurement/requests/request-types';
import type { RequestRequirements } from '../../../src/modules/procurement/requests/requirement-types';

// What the purchase request tests (procurement-requests-approval, procurement-requests-print-save) share: the
// company, the screens, the calls that read and write requests and the answers they check.
export const COMPANY = 1002;
export const ROOT = '/applayout-sidebar-large/procurement';
export const today = format(new Date(), 'yyyy-MM-dd');
export const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });
export const number = (label: string): FieldDeclaration => ({ name: label, label, type: 'number' });
export const main = () => within(document.getElementById('main-content')!);

/** The calls the demo server saw (`requests` of setupDemoServer) to one endpoint, and their bodies. */
export function sentTo(requests: Request[]) {
  const callsTo = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
  const bodiesTo = (endpoint: string) =>
    Promise.all(callsTo(endpoint).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
  return { callsTo, bodiesTo };
}

export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

/** The administrator's setting: 2 = new requests wait for approval, 1 = born approved. */
export async function requestApproval(value: 1 | 2) {
  const sets = await dataProvider.list<SetupEntry>(ADMIN_ENDPOINTS.setupDetails);
  await dataProvider.write(ADMIN_ENDPOINTS.saveSetupDetails, {
    sets: sets.map((entry) => (entry.setupCode === 'pur_req' ? { ...entry, setupValue: value } : entry)),
  });
}

export const requirements = () => dataProvider.read<RequestRequirements>(API.requirements);
export const listRows = () => dataProvider.report<RequestListRow[]>(API.list, { frmDate: '2000-01-01', toDate: today });
export const rowOf = async (seq: string) => (await listRows()).find((row) => row.seq === seq);
export const log = async (seq: string) =>
  (await activities(COMPANY))
    .filter((row) => row.module === 'procurement' && row.subject === 'Purchase request' && row.reference === seq)
    .map((row) => row.action);

/** A request saved through the contract's call; answers its number. */
export async function createRequest(qty = 8): Promise<string> {
  const { seq } = await requirements();
  const body: RequestSaveBody = {
    header: { recordId: 0, seq: '', dat: today, descriptio: 'For the shelves', department: 'SAL', empno: 'EMP-0001' },
    details: [
      {
        sno: 1,
        itemId: 'ITM-0004',
        itemDescription: '',
        purpose: 'Shelf refill',
        suggestedSupplier: 'SUP-004',
        qty,
        um: null,
        reqdBy: null,
      },
    ],
    tracheck: 1,
  };
  await dataProvider.write(API.save, { ...body });
  return seq;
}
