import type { DeliveryOrder } from '../../../kits/billing/domain/delivery-types';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { KotTicket, RunningTable } from '../../../kits/billing/domain/order-types';
import { getDemoDb, recordKey, type DemoDb } from '../db/demo-db';
import { billsBetween, buildBillIndex, indexBill, type BillIndex } from './bill-index';

/**
 * The restaurant's transactions in the demo backend: bills, KOT tickets, running tables, day closes and
 * deliveries, each a record of its own in the records store (a save writes only what it changes), held in
 * memory per company after the first read, as a real server's warm database would be. Readers get the
 * cached arrays: never mutate them; write through the functions here.
 */
export const POS_STORE = {
  bills: 'pos.bill',
  kots: 'pos.kot-ticket',
  tables: 'pos.running-table',
  dayCloses: 'pos.day-close',
  deliveries: 'pos.delivery',
} as const;
type Kind = keyof typeof POS_STORE;

const caches = new WeakMap<DemoDb, Map<string, Promise<Map<string, unknown>>>>();

async function collection<T>(kind: Kind, companyCode: number): Promise<Map<string, T>> {
  const db = await getDemoDb();
  let byKey = caches.get(db);
  if (!byKey) caches.set(db, (byKey = new Map()));
  const slot = `${kind}|${companyCode}`;
  let rows = byKey.get(slot);
  if (!rows) {
    rows = db
      .getAllFromIndex('records', 'byResource', [POS_STORE[kind], companyCode])
      .then((records) => new Map(records.map((record) => [record.id, record.data as unknown])));
    byKey.set(slot, rows);
    rows.catch(() => byKey.delete(slot));
  }
  return rows as Promise<Map<string, T>>;
}

type Rows = readonly { id: string; data: object }[];

/** Writes rows of one or more kinds in one database transaction: all of them, or (a page closed midway) none. */
async function putAll(companyCode: number, writes: readonly (readonly [Kind, Rows])[]): Promise<void> {
  const db = await getDemoDb();
  const cached = await Promise.all(writes.map(([kind]) => collection<object>(kind, companyCode)));
  const tx = db.transaction('records', 'readwrite');
  const puts: Promise<unknown>[] = [];
  try {
    for (const [kind, rows] of writes)
      for (const row of rows)
        puts.push(
          tx.store.put(
            { resource: POS_STORE[kind], companyCode, id: row.id, data: { ...row.data } as Record<string, unknown> },
            recordKey(POS_STORE[kind], companyCode, row.id),
          ),
        );
  } catch (error) {
    // A row that cannot be stored takes the others back with it.
    tx.abort();
    await Promise.allSettled([...puts, tx.done]);
    throw error;
  }
  await Promise.all([...puts, tx.done]);
  writes.forEach(([, rows], at) => {
    for (const row of rows) cached[at]!.set(row.id, row.data);
  });
}

const put = (kind: Kind, companyCode: number, rows: Rows) => putAll(companyCode, [[kind, rows]]);

async function remove(kind: Kind, companyCode: number, id: string): Promise<void> {
  const db = await getDemoDb();
  const cached = await collection<object>(kind, companyCode);
  await db.delete('records', recordKey(POS_STORE[kind], companyCode, id));
  cached.delete(id);
}

const tableId = (outlet: string, tableNo: string) => `${outlet}|${tableNo}`;

/** Every bill of the company by bill number (as a string key). */
export const billsOf = (companyCode: number) => collection<Bill>('bills', companyCode);

// The bills' index per cached collection (a reset database gets new collections, so new indexes).
const indexes = new WeakMap<Map<string, Bill>, BillIndex>();

/** The company's bill index (bill-index.ts), built on first use from the warm store. */
export async function billIndexOf(companyCode: number): Promise<BillIndex> {
  const bills = await billsOf(companyCode);
  let index = indexes.get(bills);
  if (!index) indexes.set(bills, (index = buildBillIndex(bills.values())));
  return index;
}

/** The bills dated within a period, by date and number, without a pass over every bill. */
export const billsDated = async (companyCode: number, from: string, to: string) =>
  billsBetween(await billIndexOf(companyCode), from, to);

export async function writeBills(companyCode: number, bills: readonly Bill[], table?: RunningTable): Promise<void> {
  const [stored, index] = await Promise.all([billsOf(companyCode), billIndexOf(companyCode)]);
  const old = bills.map((bill) => stored.get(String(bill.billNo)));
  const billRows = bills.map((bill) => ({ id: String(bill.billNo), data: bill }));
  // With its table's new state in the same transaction: a bill is never kept without its table billed, nor the other
  // way round (a retry would then bill the table again).
  await putAll(
    companyCode,
    table
      ? [
          ['bills', billRows],
          ['tables', [tableRow(table)]],
        ]
      : [['bills', billRows]],
  );
  bills.forEach((bill, at) => indexBill(index, bill, old[at]));
}

/** Every KOT ticket, keyed `${kotId}|${kotGroup}|${kind}`. */
export const kotTicketsOf = (companyCode: number) => collection<KotTicket>('kots', companyCode);
export const ticketKey = (ticket: Pick<KotTicket, 'kotId' | 'kotGroup' | 'kind'>) =>
  `${ticket.kotId}|${ticket.kotGroup}|${ticket.kind}`;
/**
 * A KOT's tickets and its table's new state, in one transaction: a retry that finds the tickets finds the table too.
 */
export const writeKotAndTable = (companyCode: number, tickets: readonly KotTicket[], table: RunningTable) =>
  putAll(companyCode, [
    ['kots', tickets.map((ticket) => ({ id: ticketKey(ticket), data: ticket }))],
    ['tables', [tableRow(table)]],
  ]);
export const writeKotTickets = (companyCode: number, tickets: readonly KotTicket[]) =>
  put(
    'kots',
    companyCode,
    tickets.map((ticket) => ({ id: ticketKey(ticket), data: ticket })),
  );

/** The running tables (open, or billed awaiting settlement), keyed `${outlet}|${tableNo}`. */
export const runningTablesOf = (companyCode: number) => collection<RunningTable>('tables', companyCode);
const tableRow = (table: RunningTable) => ({ id: tableId(table.outlet, table.tableNo), data: table });
export const writeRunningTable = (companyCode: number, table: RunningTable) =>
  put('tables', companyCode, [tableRow(table)]);
export const closeRunningTable = (companyCode: number, outlet: string, tableNo: string) =>
  remove('tables', companyCode, tableId(outlet, tableNo));
export const runningTableOf = async (companyCode: number, outlet: string, tableNo: string) =>
  (await runningTablesOf(companyCode)).get(tableId(outlet, tableNo));

export interface DayClose {
  dat: string;
  countedCash: number;
  expectedCash: number;
  difference: number;
  openTables: number;
  unsettledBills: number;
  remarks: string;
  user: string;
  at: string;
}
export const dayClosesOf = (companyCode: number) => collection<DayClose>('dayCloses', companyCode);
/** A book's day close is its own (the restaurant's keyed by the date as before; another book's `<book>|<date>`). */
export const dayCloseId = (dat: string, book = 'restaurant') => (book === 'restaurant' ? dat : `${book}|${dat}`);
export const writeDayClose = (companyCode: number, close: DayClose, book?: string) =>
  put('dayCloses', companyCode, [{ id: dayCloseId(close.dat, book), data: close }]);

export const deliveriesOf = (companyCode: number) => collection<DeliveryOrder>('deliveries', companyCode);
export const writeDelivery = (companyCode: number, delivery: DeliveryOrder) =>
  put('deliveries', companyCode, [{ id: String(delivery.recordId), data: delivery }]);

// One write at a time per company: a KOT, a bill and a settlement each read, decide and write.
const queues = new Map<number, Promise<unknown>>();
export function posOneAtATime<T>(companyCode: number, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(companyCode) ?? Promise.resolve()).then(work, work);
  queues.set(
    companyCode,
    next.catch(() => undefined),
  );
  return next;
}
