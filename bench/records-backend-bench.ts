// The records search benchmark's backend: a hotel (1001, D-MIN) with 100,000 records the command palette finds,
// written into the demo backend's IndexedDB: 60,000 restaurant bills over 30 days, 20,000 vouchers beside the demo
// year's, 5,000 suppliers, 5,000 employees, 5,000 purchase orders, 2,000 purchase quotations and a year of stays of
// a 300-room hotel (300 in house); then each keystroke's answer through the demo backend's own handler.
import { addDays, format, parseISO } from 'date-fns';
import { getResponse } from 'msw';
import type { Bill } from '../src/kits/billing/domain/bill-types';
import type { Voucher } from '../src/modules/accounts/ledger/voucher';
import { PURCHASE_ORDERS } from '../src/modules/procurement/resources/purchase-orders';
import { SUPPLIERS } from '../src/modules/procurement/resources/suppliers';
import { QUOTATION_RESOURCE } from '../src/modules/procurement/quotations/quotation-endpoints';
import { ensureLedgerSeeded } from '../src/mocks/core/accounting/ledger-seeding';
import { ACCOUNTS_STORE } from '../src/mocks/core/accounting/store-names';
import { POS_STORE } from '../src/mocks/core/billing/billing-store';
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { HRD_MASTER } from '../src/mocks/core/people/hrd-masters';
import { serverToday } from '../src/mocks/core/server-dates';
import { FO_STORE } from '../src/mocks/frontoffice/fo-store';
import { handlers } from '../src/mocks/handlers';
import { openScreens } from '../src/shell/palette/records/record-screens';
import { RECORD_SEARCH_ENDPOINT, type FoundRecord } from '../src/lib/record-search/record-search-wire';
import type { SessionRecord } from '../src/lib/session/session-types';
import { benchHotel } from './hotel-data';
import { benchEmployees } from './hrd-data';

export const COMPANY = 1001;
export const TOKEN = 'bench';
const BILLS = 60_000;
const DAYS = 30;
const VOUCHERS = 20_000;
const SUPPLIER_COUNT = 5_000;
const STAFF = 5_000;
const ORDERS = 5_000;
const QUOTATIONS = 2_000;
const FIRST = ['Aarav', 'Meera', 'Kabir', 'Diya', 'Ishaan', 'Anika', 'Rohan', 'Sara', 'Vivaan', 'Tara'];
const LAST = ['Sharma', 'Iyer', 'Menon', 'Reddy', 'Gupta', 'Nair', 'Shah', 'Rao', 'Das', 'Bose', 'Pillai'];
const TRADES = ['Traders', 'Foods', 'Linen', 'Dairy', 'Supplies', 'Agencies', 'Enterprises', 'Distributors'];

const day = (today: string, offset: number) => format(addDays(parseISO(today), offset), 'yyyy-MM-dd');
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const personName = (n: number) => `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;

/** The bills as the finder reads them (the fields it and the bill index use; the rest of a bill is not read). */
const bill = (n: number, today: string): Bill =>
  ({
    billNo: n,
    seq: `MC26-${pad(n, 6)}`,
    billId: `bench-${n}`,
    outlet: 'MCR',
    tableNo: String(1 + (n % 40)),
    dat: day(today, -Math.floor(((n - 1) * DAYS) / BILLS)),
    status: 'SETTLED',
    settleId: `s${n}`,
    total: 250 + (n % 4000),
  }) as Bill;

function voucher(n: number, today: string): Voucher {
  const type = (['PAY', 'REC', 'JOU', 'TRA'] as const)[n % 4]!;
  const date = day(today, -(n % 360));
  const number = 1000 + n;
  const id = `${type}-${date.replaceAll('-', '')}-E001-${number}`;
  const header = { id, type, number, date, branch: 'E001', mode: '', counterAccount: '', chequeNo: '', chequeDate: '' };
  return {
    header: {
      ...header,
      mode: type === 'JOU' ? '' : 'CASH',
      bankName: '',
      reference: '',
      narration: `Bench voucher ${n}`,
      total: 100 + (n % 9000),
      status: 'Active',
      printCount: 0,
      createdBy: 'ADMIN',
      createdAt: `${date}T10:00`,
      modifiedBy: '',
      modifiedAt: '',
    },
    lines: [],
  };
}

/** Writes the bench records (marked seeded, so no demo seed of theirs runs over them) and a bearer token. */
export async function seedRecords(): Promise<Record<string, number>> {
  await resetDemoDb();
  const today = serverToday();
  await ensureLedgerSeeded(COMPANY);
  const hotel = benchHotel(today);
  const db = await getDemoDb();
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  const put = (resource: string, id: string, data: object) =>
    void records.put({ resource, companyCode: COMPANY, id, data: { ...data } }, recordKey(resource, COMPANY, id));
  for (let n = 1; n <= BILLS; n += 1) put(POS_STORE.bills, String(n), bill(n, today));
  for (let n = 1; n <= VOUCHERS; n += 1) {
    const row = voucher(n, today);
    put(ACCOUNTS_STORE.vouchers, row.header.id, row);
  }
  for (let n = 1; n <= SUPPLIER_COUNT; n += 1)
    put(SUPPLIERS.name, `SUP-B${pad(n, 5)}`, {
      code: `SUP-B${pad(n, 5)}`,
      name: `${LAST[n % LAST.length]} ${TRADES[n % TRADES.length]} ${n}`,
      mobile: `98${pad(n, 8)}`,
      active: n % 20 !== 0,
    });
  for (const employee of benchEmployees(STAFF, today.slice(0, 7), [1], [1], 'GEN'))
    put(HRD_MASTER.employees, String(employee.recordId), { ...employee, empname: personName(employee.recordId) });
  for (let n = 1; n <= ORDERS; n += 1)
    put(PURCHASE_ORDERS.name, String(n), {
      recordId: n,
      seq: `PO26-${pad(1 + (n % 12), 2)}/${pad(n, 4)}`,
      dat: day(today, -(n % 360)),
      vendorid: `SUP-B${pad(1 + (n % SUPPLIER_COUNT), 5)}`,
      totalAmt: 1000 + n,
      pos: 2,
    });
  for (let n = 1; n <= QUOTATIONS; n += 1) {
    const header = { recordId: n, seq: `PQ26-${pad(n, 5)}`, dat: day(today, -(n % 360)), vendorid: 'SUP-B00001' };
    put(QUOTATION_RESOURCE, String(n), { header: { ...header, vendorname: 'Iyer Foods 1', pos: 2 }, lines: [] });
  }
  for (const room of hotel.rooms) put(FO_STORE.rooms, room.roomNo, room);
  for (const stay of hotel.stays) put(FO_STORE.stays, stay.stayNo, stay);
  put('frontoffice.stay-index', 'open', { stayNos: hotel.open.map((stay) => stay.stayNo) });
  const seeded = [
    SUPPLIERS.name,
    HRD_MASTER.employees,
    PURCHASE_ORDERS.name,
    QUOTATION_RESOURCE,
    FO_STORE.rooms,
    FO_STORE.stays,
    FO_STORE.reservations,
    FO_STORE.cforms,
  ];
  for (const resource of seeded) void tx.objectStore('seeded').put(true, seededKey(resource, COMPANY));
  void tx
    .objectStore('tokens')
    .put({ token: TOKEN, companyCode: COMPANY, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
  return {
    bills: BILLS,
    vouchers: VOUCHERS,
    suppliers: SUPPLIER_COUNT,
    employees: STAFF,
    orders: ORDERS,
    quotations: QUOTATIONS,
    stays: hotel.stays.length,
    inHouse: hotel.open.length,
  };
}

/** The session the bench signs in with: the hotel's administrator, holding the bench token. */
export const benchSession = (fixture: SessionRecord): SessionRecord => ({
  ...fixture,
  usr: { ...fixture.usr, pCode: 'D-MIN', rCode: 'ADMINISTRATOR', cCode: COMPANY, kCode: TOKEN },
});

/** One search through the demo backend's own handler: milliseconds and the records found. */
export async function searchOnce(session: SessionRecord, text: string) {
  const kinds = [...openScreens(session).keys()];
  const request = new Request(`http://bench.local/${RECORD_SEARCH_ENDPOINT}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ detail: text, kinds, usr: session.usr }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  const found = (await response!.json()) as FoundRecord[];
  if (!response!.ok) throw new Error(`${RECORD_SEARCH_ENDPOINT}: ${JSON.stringify(found).slice(0, 300)}`);
  return { ms: performance.now() - start, found };
}
