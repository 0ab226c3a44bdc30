import { dataProvider } from '../../../src/lib/api/data-provider';
import { IDEMPOTENCY_HEADER, postApi } from '../../../src/lib/api/api-client';
import type { ApiError } from '../../../src/lib/api/api-error';
import { currentSession } from '../../../src/lib/session/session-store';
import type { BillAnswer } from '../../../src/kits/billing/domain/bill-types';
import type { KotAnswer, KotLineWire, RunningTable } from '../../../src/kits/billing/domain/order-types';
import { POS_BILLING_ENDPOINTS as ROUTES } from '../../../src/kits/billing/domain/pos-endpoints';
import { ADMIN_STORE } from '../../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../../src/mocks/core/company/roles-store';
import { writeRecord } from '../../../src/mocks/core/record-store';

// What the restaurant order tests (pos-orders-*.test.ts) share: the company, its menu, KOT lines, bills and tables.
export const COMPANY = 1010;
// 1010's menu: PI-0001 tomato shorba (KIT), PI-0004 paneer tikka (TAN), PI-0025 butter naan (TAN), PI-0036 fresh lime
// soda (BEV), PI-0039 packaged water (no KOT group); all GST 5%. DIN has no service charge; FAM 5% and its own rates.
export const SHORBA = 'PI-0001';
export const TIKKA = 'PI-0004';
export const NAAN = 'PI-0025';
export const SODA = 'PI-0036';
export const WATER = 'PI-0039';

export async function post<T>(route: string, body: Record<string, unknown>, key?: string): Promise<T> {
  return postApi<T>(route, { ...body, usr: currentSession()!.usr }, key ? { [IDEMPOTENCY_HEADER]: key } : undefined);
}
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: ApiError) => `${error.status} ${error.message}`,
  );

let serial = 0;
export const line = (
  kotId: string,
  tableNo: string,
  itemId: string,
  qty: number,
  rate: number,
  more: Partial<KotLineWire> = {},
): KotLineWire => ({
  kotId,
  tableNo,
  waiter: 'W01',
  covers: 2,
  lineId: `L${(serial += 1)}`,
  itemId,
  qty,
  rate,
  notes: '',
  reason: '',
  ...more,
});
export const kot = (outlet: string, lines: KotLineWire[], key: string | null = lines[0]!.kotId) =>
  post<KotAnswer>(ROUTES.kot, { kotinf: lines, outlet, traCheck: 1 }, key ?? undefined);
export const bill = (body: Record<string, unknown>, key = String(body.billId)) =>
  post<BillAnswer>(ROUTES.makeBill, body, key);
/** A running table: IPosPendingTableInfo's body is the user alone, so the outlet is picked from its answer. */
export const running = async (outlet: string, tableNo: string) =>
  (await dataProvider.list<RunningTable>(ROUTES.runningTables)).find(
    (table) => table.outlet === outlet && table.tableNo === tableNo,
  );

/** Takes the right away from the staff role (EMPLOYEE) on both billing screens. */
export async function withoutRight(transCode: number) {
  const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
  await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', {
    ...role,
    permissions: role.permissions.filter(
      (right) => !(right.moduleCode === 5 && right.menuCode === 2 && right.transCode === transCode),
    ),
  });
}
