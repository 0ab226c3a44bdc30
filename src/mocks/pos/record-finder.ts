import type { Bill } from '../../kits/billing/domain/bill-types';
import { formatDate } from '../../lib/format/date-format';
import { formatAmount } from '../../lib/format/number-format';
import { POS } from '../../menus/catalogue/pos';
import { COUNTER_OUTLET_TYPES } from '../../modules/pos/counter/domain/counter-types';
import { MENU_ITEMS } from '../../menus/record-kind-screens';
import { outletsOf } from '../core/billing/billing-masters';
import { billsOf } from '../core/billing/billing-store';
import { masterFinder, text } from '../core/search/master-finder';
import { detailOf, found, type RecordFinder } from '../core/search/record-finder';
import { searchIndex } from '../core/search/search-index';

const STATUS: Readonly<Record<Bill['status'], string>> = {
  UNSETTLED: 'Not settled',
  SETTLED: 'Settled',
  VOID: 'Void',
};

const newestFirst = (a: Bill, b: Bill) => b.billNo - a.billNo;

/**
 * The restaurant's and the counters' bills by number, newest first: an outlet of type COUNTER makes a counter bill,
 * any other of the restaurant's outlets a restaurant bill. Indexed from the billing store's bills, which it keeps in
 * memory as they are written.
 */
function billFinder(kind: 'restaurant-bill' | 'counter-bill'): RecordFinder {
  const counter = kind === 'counter-bill';
  const index = searchIndex(`pos.bills:${kind}`, async (companyCode) => {
    const [bills, outlets] = await Promise.all([billsOf(companyCode), outletsOf(companyCode)]);
    const names = new Map(
      outlets
        .filter((outlet) => COUNTER_OUTLET_TYPES.includes(outlet.outletType) === counter)
        .map((outlet) => [outlet.code, outlet.name]),
    );
    return [...bills.values()]
      .filter((bill) => bill.seq !== '' && names.has(bill.outlet))
      .sort(newestFirst)
      .map((bill) => ({ number: bill.seq, name: '', value: { bill, outlet: names.get(bill.outlet)! } }));
  });
  return {
    kind,
    async find({ companyCode, query, limit }) {
      return (await index.find(companyCode, query, limit)).map(({ value: { bill, outlet }, exact }) =>
        found(kind, {
          recordId: String(bill.billNo),
          number: bill.seq,
          name: counter ? outlet : `${outlet}, table ${bill.tableNo}`,
          detail: detailOf(formatDate(bill.dat), `₹${formatAmount(bill.total)}`, STATUS[bill.status]),
          date: bill.dat,
          scope: bill.outlet,
          exact,
        }),
      );
    },
    warm: (companyCode) => index.entries(companyCode),
  };
}

/** The stock-sales customers (the parties of type CUS) by code or name. */
const customerFinder = masterFinder({
  kind: 'customer',
  resource: 'pos.customers',
  key: 'code',
  name: (row) => text(row.name),
  detail: (row) => detailOf('Customer', text(row.mobile), row.active === false && 'inactive'),
});

/** The restaurant's menu items (the items a restaurant or hotel edition has, rather than stock items). */
const menuItemFinder = masterFinder({
  kind: 'item',
  resource: 'pos.items',
  key: 'code',
  name: (row) => text(row.name),
  detail: (row) => detailOf('Menu item', text(row.group), row.active === false && 'inactive'),
  screens: [POS.resItems],
  scope: MENU_ITEMS,
});

/** The point of sale's records: restaurant and counter bills, the customers and the menu items. */
export const POS_RECORD_FINDERS: readonly RecordFinder[] = [
  billFinder('restaurant-bill'),
  billFinder('counter-bill'),
  customerFinder,
  menuItemFinder,
];
