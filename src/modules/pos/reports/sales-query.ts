import type { Bill } from '../../../kits/billing/domain/bill-types';

/**
 * What a restaurant report is asked for: the period (yyyy-MM-dd, both days in), an outlet ('' = all) and the report's
 * own choice.
 */
export interface SalesQuery {
  from: string;
  to: string;
  outlet: string;
  /** The contract's `detail`: a table, a waiter, an item, NC / VOID, QTY / VALUE ('' = all). */
  detail: string;
}

/** Names of the masters a report shows (codes when the master has none). */
export interface ReportNames {
  outlet: (code: string) => string;
  waiter: (code: string) => string;
  /** Undefined when the item master has no such item (the bill line's own name is shown then). */
  item: (code: string) => { name: string; group: string; groupName: string; kotGroup: string } | undefined;
  kotGroup: (code: string) => string;
  ncDepartment: (code: string) => string;
}

/** Names that are the codes themselves (tests, and masters not found). */
export const CODE_NAMES: ReportNames = {
  outlet: (code) => code,
  waiter: (code) => code,
  item: () => undefined,
  kotGroup: (code) => code,
  ncDepartment: (code) => code,
};

export const inPeriod = (query: Pick<SalesQuery, 'from' | 'to'>, dat: string): boolean =>
  dat.slice(0, 10) >= query.from && dat.slice(0, 10) <= query.to;
export const ofOutlet = (query: Pick<SalesQuery, 'outlet'>, outlet: string): boolean =>
  query.outlet === '' || query.outlet === outlet;

/** A void bill: voided, whatever it was. */
export const isVoid = (bill: Pick<Bill, 'kind' | 'status'>): boolean => bill.kind === 'VOID' || bill.status === 'VOID';
/** A non-chargeable bill not voided: its value goes to the NC report, nothing to sales. */
export const isNc = (bill: Pick<Bill, 'kind' | 'status'>): boolean => bill.kind === 'NC' && !isVoid(bill);
/** A bill that counts in sales: a normal bill, settled or awaiting settlement. */
export const isSale = (bill: Pick<Bill, 'kind' | 'status'>): boolean => bill.kind === 'NORMAL' && !isVoid(bill);

/** The period's bills of the outlet (every kind), by date and bill number. */
export function billsIn(bills: Iterable<Bill>, query: Pick<SalesQuery, 'from' | 'to' | 'outlet'>): Bill[] {
  const chosen: Bill[] = [];
  for (const bill of bills) if (inPeriod(query, bill.dat) && ofOutlet(query, bill.outlet)) chosen.push(bill);
  // Bills are stored in number order, which is nearly always date order: sort only when it is not (a month of bills is
  // 150,000).
  const before = (a: Bill, b: Bill) => (a.dat === b.dat ? a.billNo - b.billNo : a.dat < b.dat ? -1 : 1);
  for (let index = 1; index < chosen.length; index++)
    if (before(chosen[index - 1]!, chosen[index]!) > 0) return chosen.sort(before);
  return chosen;
}

/** Text order by the keys given, in turn (numbers inside text in numeric order: T2 before T10). */
// one collator: localeCompare with options makes one per call
const textOrder = new Intl.Collator('en', { numeric: true }).compare;
export const byKeys =
  <T>(...keys: Array<(row: T) => string>) =>
  (a: T, b: T): number => {
    for (const key of keys) {
      const order = textOrder(key(a), key(b));
      if (order !== 0) return order;
    }
    return 0;
  };
