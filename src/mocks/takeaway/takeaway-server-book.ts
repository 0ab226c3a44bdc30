import type { OrderLine } from '../../kits/billing/domain/order-types';
import { namedOffer } from '../../modules/takeaway/domain/bill-offer';
import { customerStats } from '../../modules/takeaway/domain/customer-stats';
import { takeawayLinePrice } from '../../modules/takeaway/domain/line-price';
import { COUNTER_ORDER, TAKEAWAY_BOOK } from '../../modules/takeaway/domain/takeaway-book';
import type { ServerBillingBook } from '../core/billing/billing-book';
import { str } from '../core/billing/billing-masters';
import { rowsOf } from '../core/seeded-rows';
import { billsOf } from '../core/billing/billing-store';
import { CUSTOMERS } from './counter-customers';
import { serverToday } from '../core/server-dates';
import { happyHoursOf, offersOf } from './counter-masters';
import { happyHourListRates, TAKEAWAY_CATALOGUE } from './takeaway-catalogue';

/**
 * The take-away counter's book on the demo backend: its masters (takeaway.*), orders as pseudo tables, KOT lines
 * priced by the happy hour the order started in, and each bill's customer offer decided inside the write queue.
 */
export const TAKEAWAY_SERVER_BOOK: ServerBillingBook = {
  ...TAKEAWAY_BOOK,
  catalogue: TAKEAWAY_CATALOGUE,
  pseudoTable: (_companyCode, _outlet, tableNo) => Promise.resolve(COUNTER_ORDER.test(tableNo)),

  async linePricer(companyCode, outlet, date, startedAt) {
    const happyHours = await happyHoursOf(companyCode);
    const lists = [...new Set(happyHours.filter((rule) => rule.kind === 'PRICE_LIST').map((rule) => rule.priceList))];
    const happyHourRates = lists.length > 0 ? await happyHourListRates(companyCode, lists, [outlet.code], date) : {};
    return (item, outletRate) =>
      takeawayLinePrice(item, outletRate, { outlet: outlet.code, startedAt, happyHours, happyHourRates });
  },

  /**
   * The offer the cashier's bill names, judged again now: the customer's orders and offers counted from the
   * bills as they stand (this runs inside the write queue the bill is made in, so a second counter's bill for
   * the same customer waits and then sees this one), refused by name when it cannot be had. The customer must
   * be on file (a made-up code would be a first order every time and never reach a limit).
   */
  async billLines(session, table, input) {
    if (!input.offer) return { lines: table.lines };
    const customer = table.order?.customer ?? '';
    const [offers, bills, customers] = await Promise.all([
      offersOf(session.companyCode),
      billsOf(session.companyCode),
      rowsOf(CUSTOMERS, session.companyCode),
    ]);
    if (customer && !customers.some((row) => str(row.code) === customer && row.active !== false))
      return `Customer ${customer} is not on file: find them by phone or add them, then bill with offer ${input.offer}.`;
    const stats = customer ? customerStats(bills.values(), customer, input.billId) : null;
    const outcome = namedOffer(table.lines as OrderLine[], input.offer, {
      offers,
      customer: stats,
      outlet: table.outlet,
      date: serverToday(),
    });
    return typeof outcome === 'string'
      ? outcome
      : { lines: outcome.lines, ...(outcome.offer ? { offer: outcome.offer } : {}) };
  },
};
