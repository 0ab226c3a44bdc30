import type { Bill } from '../../../kits/billing/domain/bill-types';
import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';

/** A void bill: voided, whatever it was. */
export const isVoid = (bill: Pick<Bill, 'kind' | 'status'>): boolean => bill.kind === 'VOID' || bill.status === 'VOID';
/** A bill that counts in sales: not void (a counter makes no NC bills). */
export const isSale = (bill: Pick<Bill, 'kind' | 'status'>): boolean => bill.kind === 'NORMAL' && !isVoid(bill);

/** What the happy hours took off a bill: each line they priced, its usual rate less its rate, times its quantity. */
export function happyHourOff(bill: Pick<Bill, 'lines'>): Paise {
  return sumPaise(
    bill.lines
      .filter((line) => line.happyHour && line.usualRate !== undefined)
      .map((line) => multiplyByQuantity(toPaise(line.usualRate) - toPaise(line.rate), line.qty)),
  );
}

/** What the bill's customer offer took off: its discount over the bill, or its free lines' value. */
export const offerOff = (bill: Pick<Bill, 'offer'>): Paise => toPaise(bill.offer?.discount ?? 0);

const ORDER_TYPE_WORDS: Readonly<Record<string, string>> = { TAKEAWAY: 'Take-away', DELIVERY: 'Delivery' };

/** The order type as the reports say it. */
export const orderTypeOf = (bill: Pick<Bill, 'order'>): string =>
  bill.order ? (ORDER_TYPE_WORDS[bill.order.orderType] ?? bill.order.orderType) : '';

/** The customer as the reports say it: name and phone, or 'Walk-in'. */
export const customerOf = (bill: Pick<Bill, 'order'>): string => {
  const order = bill.order;
  if (!order?.customerName) return 'Walk-in';
  return order.phone ? `${order.customerName} (${order.phone})` : order.customerName;
};
