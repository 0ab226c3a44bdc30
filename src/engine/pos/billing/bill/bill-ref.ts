import type { Bill } from '../../domain/billing-types';

/** How a bill is named on screen, on paper and in the UPI note: its number, or its table (a counter sale: none) while the number is pending. */
export const billRefOf = (bill: Pick<Bill, 'seq' | 'tableNo'>): string => bill.seq || (bill.tableNo ? `of table ${bill.tableNo} (number pending)` : '(number pending)');
