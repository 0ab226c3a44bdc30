import { toPaise } from '../../../lib/money/money';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { MODE_NAMES } from '../../../kits/billing/domain/settlement-rules';
import { str } from '../../core/billing/billing-masters';
import { rowsOf } from '../../core/seeded-rows';
import type { CounterSale } from '../../../modules/pos/counter/domain/counter-types';
import { counterSalesOf } from '../counter/counter-sale-store';

/** What deciding about many bills needs, read once: the counter's records of its bills and every customer's name. */
export interface SaleBook {
  counters: ReadonlyMap<number, CounterSale>;
  names: ReadonlyMap<string, string>;
}

export async function saleBook(companyCode: number): Promise<SaleBook> {
  const [counters, customers] = await Promise.all([counterSalesOf(companyCode), rowsOf('pos.customers', companyCode)]);
  return {
    counters: new Map(counters.map((sale) => [sale.billNo, sale])),
    names: new Map(customers.map((row) => [str(row.code), str(row.name)])),
  };
}

/**
 * The customer a bill was sold to: the one a take-away order or a counter sale names, else the customer a credit
 * tender charged; '' for a walk-in sale (which is refunded only in cash).
 */
export function billCustomer(bill: Bill, book: SaleBook): string {
  const credit = bill.tenders.find((tender) => tender.mode === 'CREDIT' && toPaise(tender.amount) > 0)?.customer ?? '';
  return bill.order?.customer || book.counters.get(bill.billNo)?.customer || credit;
}

/** Why a bill takes no return, or null when it does. */
export function notReturnable(bill: Bill, book: SaleBook): string | null {
  if (bill.status === 'VOID' || bill.kind === 'VOID') return `Bill ${bill.seq} is void: nothing was sold on it.`;
  if (bill.kind === 'NC') return `Bill ${bill.seq} is non-chargeable: nothing was paid on it to refund.`;
  if (bill.status !== 'SETTLED')
    return `Bill ${bill.seq} is not settled yet: void it or change it instead of returning goods.`;
  if (toPaise(bill.total) <= 0) return `Bill ${bill.seq} came to nothing: there is nothing to refund.`;
  if (book.counters.get(bill.billNo)?.cancelledAt)
    return `Bill ${bill.seq} was cancelled: nothing of it can come back.`;
  return null;
}

/** The settlement modes of a bill, in words ('Cash, Card'). */
export const settledBy = (bill: Bill): string =>
  [...new Set(bill.tenders.map((tender) => MODE_NAMES[tender.mode]))].join(', ');
