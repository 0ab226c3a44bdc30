import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POS_BILLING_ENDPOINTS } from '../../src/kits/billing/domain/pos-endpoints';
import { apiClient } from '../../src/lib/api/api-client';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { verifyLogin } from '../../src/lib/api/login-api';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { CRM_QUOTATION_ENDPOINTS } from '../../src/modules/crm/quotations/quotation-endpoints';
import { HRD_MASTER_ROUTES } from '../../src/modules/hrd/resources/master-routes';
import { REQUEST_ENDPOINTS } from '../../src/modules/procurement/requests/request-endpoints';
import { MIR_ROUTES } from '../../src/modules/qc/domain/mir-types';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

/** Renames `from` to `to` in the JSON body the client is about to send, as a careless edit of the client would. */
function plantRename(path: readonly string[], to: string) {
  return apiClient.interceptors.request.use((request: InternalAxiosRequestConfig) => {
    const body = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as Record<
      string,
      unknown
    >;
    const holder = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, body);
    const from = path.at(-1)!;
    holder[to] = holder[from];
    delete holder[from];
    request.data = JSON.stringify(body);
    return request;
  });
}

let planted: number | null = null;
afterEach(() => {
  if (planted !== null) apiClient.interceptors.request.eject(planted);
  planted = null;
});

/** One call per module on a route the contract's schemas cover, each the client's own call convention. */
const CALLS: ReadonlyArray<
  [module: string, company: number, call: () => Promise<unknown>, path: string[], field: string]
> = [
  [
    'login',
    1002,
    () => verifyLogin({ customerCode: 1002, userName: 'admin', password: 'admin123' }),
    ['customerCode'],
    'companyCode',
  ],
  [
    'procurement',
    1002,
    () => dataProvider.report(REQUEST_ENDPOINTS.list, { frmDate: '01-Nov-2026', toDate: '27-Nov-2026' }),
    ['frmDate'],
    'fromDate',
  ],
  ['hrd', 1002, () => dataProvider.list(HRD_MASTER_ROUTES.employees), ['uCode'], 'userCode'],
  ['crm', 1009, () => dataProvider.read(CRM_QUOTATION_ENDPOINTS.requirements), ['bCode'], 'branchCode'],
  ['pos', 1010, () => dataProvider.read(POS_BILLING_ENDPOINTS.requirements), ['cCode'], 'customerCode'],
  ['production-qc', 1003, () => dataProvider.read(MIR_ROUTES.requirements), ['kCode'], 'token'],
  ['admin', 1002, () => postBlock(), ['detail'], 'userName'],
];

/** The users screen's block, as user-api.ts sends it. */
const postBlock = () => dataProvider.write(ADMIN_ENDPOINTS.blockUser, { detail: 'nobody' });

describe('a field renamed in a request of any module is refused, naming the field', () => {
  it.each(CALLS)('%s', async (_module, company, call, path, renamed) => {
    await signInAs(company);
    // The demo backend says a refused body on the console (that fails any other test): here it is the point.
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    planted = plantRename(path, renamed);
    const error = await call().then(
      () => null,
      (failure: unknown) => failure,
    );
    said.mockRestore();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    const named = Object.keys((error as ApiError).fieldErrors ?? {}).join(' ');
    // Either the field the server reads is missing, or the renamed one is not a field it reads.
    expect(named).toMatch(new RegExp(`${path.at(-1)!}|${renamed}`));
  });
});
