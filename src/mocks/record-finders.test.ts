import type { Bill } from '../kits/billing/domain/bill-types';
import type { Voucher } from '../modules/accounts/ledger/voucher';
import { PURCHASE_ORDERS } from '../modules/procurement/resources/purchase-orders';
import { SUPPLIERS } from '../modules/procurement/resources/suppliers';
import {
  RECORD_KINDS,
  RECORD_SEARCH_ENDPOINT,
  RECORDS_PER_KIND,
  type FoundRecord,
  type RecordKind,
} from '../lib/record-search/record-search-wire';
import { ensureLedgerSeeded } from './core/accounting/ledger-seeding';
import { ACCOUNTS_STORE } from './core/accounting/store-names';
import { writeBills } from './core/billing/billing-store';
import { resetDemoDb } from './core/db/demo-db';
import { employeesOf } from './core/people/hrd-masters';
import { listRecords } from './core/record-store';
import { storedOrders } from './core/sales/order-store';
import { rowsOf } from './core/seeded-rows';
import { studentsOf } from './core/school/school-masters';
import { openStays } from './frontoffice/fo-store';
import { server } from './node';
import { API, signIn } from './testing/demo-requests';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

async function post(token: string, path: string, body: object): Promise<Response> {
  return fetch(`${API}/${path.replace(/^api\//, '')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function search(token: string, detail: string, kinds: readonly RecordKind[] = RECORD_KINDS) {
  const response = await post(token, RECORD_SEARCH_ENDPOINT, { detail, kinds, usr: {} });
  expect(response.status).toBe(200);
  return (await response.json()) as FoundRecord[];
}

const tokenOf = async (company: number, user = 'admin') => (await signIn(company, user, `${user}123`)).usr.kCode;

const bill = (billNo: number, seq: string, outlet: string, dat = '2026-11-20') =>
  ({
    billNo,
    seq,
    billId: `b${billNo}`,
    outlet,
    tableNo: '4',
    dat,
    status: 'SETTLED',
    settleId: '',
    total: 100,
  }) as Bill;

describe('the records search (api/AdminSearch/GetSearchRecords)', () => {
  it('finds a pupil by the whole admission number first, and by a word of the name', async () => {
    const token = await tokenOf(1004);
    const pupil = (await studentsOf(1004)).find((row) => row.active)!;
    const byNumber = await search(token, pupil.admissionNo.toLowerCase(), ['pupil']);
    expect(byNumber[0]).toMatchObject({ kind: 'pupil', recordId: pupil.admissionNo, name: pupil.name, exact: true });
    const byName = await search(token, pupil.name.split(' ')[0]!, ['pupil']);
    expect(byName.length).toBeLessThanOrEqual(RECORDS_PER_KIND);
    expect(byName.every((row) => !row.exact && row.kind === 'pupil')).toBe(true);
  });

  it('leaves out a kind the rights do not open: no voucher for the school clerk, one for the admin', async () => {
    await ensureLedgerSeeded(1004);
    const voucher = (await listRecords<Voucher>(ACCOUNTS_STORE.vouchers, 1004))[0]!.header;
    const asClerk = await search(await tokenOf(1004, 'staff'), voucher.id, ['voucher', 'pupil']);
    expect(asClerk.filter((row) => row.kind === 'voucher')).toEqual([]);
    const asAdmin = await search(await tokenOf(1004), voucher.id, ['voucher']);
    expect(asAdmin[0]).toMatchObject({ kind: 'voucher', recordId: voucher.id, scope: voucher.type, exact: true });
  });

  it('finds bills by number, newest first, each of the kind its outlet makes it', async () => {
    const token = await tokenOf(1010);
    await writeBills(1010, [
      bill(1, 'DN26-000101', 'DIN'),
      bill(3, 'DN26-000103', 'DIN'),
      bill(2, 'DN26-000102', 'DIN', '2026-11-21'),
      bill(4, 'MAIN/26-000101', 'KIT'),
    ]);
    const begun = await search(token, 'dn26-0001', ['restaurant-bill', 'counter-bill']);
    expect(begun.map((row) => row.number)).toEqual(['DN26-000103', 'DN26-000102', 'DN26-000101']);
    expect(begun[1]).toMatchObject({ kind: 'restaurant-bill', recordId: '2', date: '2026-11-21', scope: 'DIN' });
    // The text inside a number finds it too, after the numbers it begins; a bill of an unknown outlet is no one's.
    const inside = await search(token, '000102', ['restaurant-bill']);
    expect(inside.map((row) => [row.number, row.exact])).toEqual([['DN26-000102', false]]);
  });

  it('finds an in-house guest by room number or name, opening their stay', async () => {
    const token = await tokenOf(1001);
    const stay = (await openStays(1001))[0]!;
    const byRoom = await search(token, stay.room, ['guest']);
    expect(byRoom[0]).toMatchObject({ kind: 'guest', recordId: stay.stayNo, number: stay.room, exact: true });
    // "Room 107" as the palette shows it finds the same guest.
    expect((await search(token, `Room ${stay.room}`, ['guest']))[0]).toMatchObject({ recordId: stay.stayNo });
    const byName = await search(token, stay.guest.name, ['guest']);
    expect(byName.map((row) => row.recordId)).toContain(stay.stayNo);
  });

  it('finds orders by whole number, employees and items by name, each with what opens it', async () => {
    const order = (await storedOrders(1009))[0]!.header;
    const asCrm = await search(await tokenOf(1009), order.seq, ['sale-order']);
    expect(asCrm[0]).toMatchObject({ kind: 'sale-order', recordId: String(order.recordId), exact: true });
    const token = await tokenOf(1002);
    const purchase = (await rowsOf(PURCHASE_ORDERS.name, 1002)).find((row) => row.seq)!;
    expect((await search(token, String(purchase.seq), ['purchase-order']))[0]).toMatchObject({
      recordId: String(purchase.recordId),
      exact: true,
    });
    const employee = (await employeesOf(1002))[0]!;
    const byName = await search(token, `${employee.empname} ${employee.surname}`, ['employee']);
    expect(byName.map((row) => row.recordId)).toContain(String(employee.recordId));
    const item = (await rowsOf('inventory.items', 1002))[0]!;
    const items = await search(token, String(item.name), ['item']);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'item', recordId: item.itemId, scope: '' }));
  });

  it('finds a supplier saved after the index was built, at the next search', async () => {
    const token = await tokenOf(1002);
    const name = String(SUPPLIERS.example!.name);
    expect(await search(token, name, ['supplier'])).toEqual([]);
    const group = (await rowsOf(SUPPLIERS.name, 1002))[0]!.group;
    const supplier = { ...SUPPLIERS.example, group };
    const saved = await post(token, SUPPLIERS.endpoints.save, { supplier, traCheck: 1, usr: {} });
    expect(await saved.json()).toMatchObject({ result: 'OK' });
    const found = await search(token, name, ['supplier']);
    expect(found).toEqual([expect.objectContaining({ kind: 'supplier', recordId: SUPPLIERS.example!.code, name })]);
  });

  it('answers nothing to an empty text (readying the indexes), 400 without kinds, 401 without a session', async () => {
    const token = await tokenOf(1004);
    expect(await search(token, '  ', ['pupil', 'voucher'])).toEqual([]);
    expect((await post(token, RECORD_SEARCH_ENDPOINT, { detail: 'x', usr: {} })).status).toBe(400);
    expect((await post('no-such-token', RECORD_SEARCH_ENDPOINT, { detail: 'x', kinds: ['pupil'] })).status).toBe(401);
  });
});
