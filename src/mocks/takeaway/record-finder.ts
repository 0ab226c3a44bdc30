import type { Bill } from '../../kits/billing/domain/bill-types';
import { formatDate } from '../../lib/format/date-format';
import { formatAmount } from '../../lib/format/number-format';
import { billsOf } from '../core/billing/billing-store';
import { detailOf, found, type RecordFinder } from '../core/search/record-finder';
import { searchIndex } from '../core/search/search-index';
import { TAKEAWAY_CATALOGUE } from './takeaway-catalogue';

const STATUS: Readonly<Record<Bill['status'], string>> = {
  UNSETTLED: 'Not settled',
  SETTLED: 'Settled',
  VOID: 'Void',
};

/** The take-away counter's bills by number, newest first: the billing store's bills of its outlets. */
const bills = searchIndex('takeaway.bills', async (companyCode) => {
  const [stored, outlets] = await Promise.all([billsOf(companyCode), TAKEAWAY_CATALOGUE.outlets(companyCode)]);
  const names = new Map(outlets.map((outlet) => [outlet.code, outlet.name]));
  return [...stored.values()]
    .filter((bill) => bill.seq !== '' && names.has(bill.outlet))
    .sort((a, b) => b.billNo - a.billNo)
    .map((bill) => ({ number: bill.seq, name: '', value: { bill, outlet: names.get(bill.outlet)! } }));
});

const takeawayBills: RecordFinder = {
  kind: 'takeaway-bill',
  async find({ companyCode, query, limit }) {
    return (await bills.find(companyCode, query, limit)).map(({ value: { bill, outlet }, exact }) =>
      found('takeaway-bill', {
        recordId: String(bill.billNo),
        number: bill.seq,
        name: detailOf(outlet, bill.token !== undefined && `token ${bill.token}`),
        detail: detailOf(
          formatDate(bill.dat),
          bill.order?.customerName,
          `₹${formatAmount(bill.total)}`,
          STATUS[bill.status],
        ),
        date: bill.dat,
        scope: bill.outlet,
        exact,
      }),
    );
  },
  warm: (companyCode) => bills.entries(companyCode),
};

/** The take-away's records: its bills. */
export const TAKEAWAY_RECORD_FINDERS: readonly RecordFinder[] = [takeawayBills];
