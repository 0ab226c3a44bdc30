import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { RunningTable } from '../../../kits/billing/domain/order-types';
import type { PosTable } from '../../../kits/billing/domain/master-types';
import { byKeys, isSale, ofOutlet, type ReportNames } from './sales-query';

export interface TableStatusSources {
  tables: readonly PosTable[];
  running: Iterable<RunningTable>;
  /** The day's bills (every kind). */
  bills: readonly Bill[];
  names: ReportNames;
  outlet: string;
  now: Date;
}

const STATE = { OPEN: 'Occupied', BILLED: 'Billed' } as const;
const key = (outlet: string, tableNo: string) => `${outlet}|${tableNo}`;

/**
 * Table status: every table of the master (and any running table not in it, e.g. a delivery's), free, occupied
 * with its running amount and minutes since the first KOT, or billed awaiting settlement; with the day's sale bills and
 * sales.
 */
export function tableStatusRows({ tables, running, bills, names, outlet, now }: TableStatusSources): ReportRow[] {
  const open = new Map([...running].map((table) => [key(table.outlet, table.tableNo), table]));
  const all = new Map<string, { outlet: string; tableNo: string; name: string; seats: number }>();
  for (const table of tables)
    all.set(key(table.outlet, table.code), {
      outlet: table.outlet,
      tableNo: table.code,
      name: table.name,
      seats: table.seats,
    });
  for (const table of open.values())
    if (!all.has(key(table.outlet, table.tableNo)))
      all.set(key(table.outlet, table.tableNo), { outlet: table.outlet, tableNo: table.tableNo, name: '', seats: 0 });
  return [...all.values()]
    .filter((table) => ofOutlet({ outlet }, table.outlet))
    .sort(
      byKeys(
        (table) => names.outlet(table.outlet),
        (table) => table.tableNo,
      ),
    )
    .map((table) => {
      const live = open.get(key(table.outlet, table.tableNo));
      const billed = bills.filter(
        (bill) => isSale(bill) && bill.outlet === table.outlet && bill.tableNo === table.tableNo,
      );
      return {
        outlet: names.outlet(table.outlet),
        tableNo: table.tableNo,
        name: table.name,
        seats: table.seats,
        status: live ? STATE[live.state] : 'Free',
        waiter: live ? names.waiter(live.waiter) : '',
        covers: live?.covers ?? 0,
        openedAt: live?.openedAt ?? null,
        minutes: live ? Math.max(0, Math.floor((now.getTime() - Date.parse(live.openedAt)) / 60_000)) : null,
        running: live ? fromPaise(toPaise(live.amount)) : 0,
        billsToday: billed.length,
        salesToday: fromPaise(sumPaise(billed.map((bill) => toPaise(bill.total)))),
      };
    });
}
