import { toPaise } from '../../../lib/money/money';
import type { Bill } from '../../../engine/pos/domain/billing-types';
import { MODE_NAMES } from '../../../engine/pos/domain/settlement-rules';
import { rowsOf, str } from '../billing-masters';
import { counterSaleOf } from '../counter/counter-sale-store';

/**
 * The customer a bill was sold to: the one a take-away order or a counter sale names, else the customer a credit
 * tender charged; '' for a walk-in sale (which is refunded only in cash).
 */
export async function billCustomer(companyCode: number, bill: Bill): Promise<string> {
  const counter = await counterSaleOf(companyCode, bill.billNo);
  const credit = bill.tenders.find((tender) => tender.mode === 'CREDIT' && toPaise(tender.amount) > 0)?.customer ?? '';
  return bill.order?.customer || counter?.customer || credit;
}

/** Why a bill takes no return, or null when it does. */
export async function notReturnable(companyCode: number, bill: Bill): Promise<string | null> {
  if (bill.status === 'VOID' || bill.kind === 'VOID') return `Bill ${bill.seq} is void: nothing was sold on it.`;
  if (bill.kind === 'NC') return `Bill ${bill.seq} is non-chargeable: nothing was paid on it to refund.`;
  if (bill.status !== 'SETTLED') return `Bill ${bill.seq} is not settled yet: void it or change it instead of returning goods.`;
  if (toPaise(bill.total) <= 0) return `Bill ${bill.seq} came to nothing: there is nothing to refund.`;
  const counter = await counterSaleOf(companyCode, bill.billNo);
  if (counter?.cancelledAt) return `Bill ${bill.seq} was cancelled: nothing of it can come back.`;
  return null;
}

/** Every customer's name by code (any customer a sale may name). */
export async function customerNames(companyCode: number): Promise<Map<string, string>> {
  return new Map((await rowsOf('pos.customers', companyCode)).map((row) => [str(row.code), str(row.name)]));
}

/** The settlement modes of a bill, in words ('Cash, Card'). */
export const settledBy = (bill: Bill): string => [...new Set(bill.tenders.map((tender) => MODE_NAMES[tender.mode]))].join(', ');
