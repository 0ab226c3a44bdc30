import type { Bill } from '../domain/bill-types';

/**
 * How a bill is named on screen, on paper and in the UPI note: its number, or while the number is pending its
 * counter order's token, its table, or nothing more (a counter sale).
 */
export const billRefOf = (bill: Pick<Bill, 'seq' | 'tableNo' | 'token'>): string => {
  if (bill.seq) return bill.seq;
  if (bill.token !== undefined) return `of token ${bill.token} (number pending)`;
  return bill.tableNo ? `of table ${bill.tableNo} (number pending)` : '(number pending)';
};
