import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** A wire amount (rupees) as shown: 16,910.00. */
export const rupees = (amount: number) => formatMoney(toPaise(amount));

export const MODE_LABELS: Readonly<Record<number, string>> = { 1: 'Bank', 2: 'Cheque', 3: 'Cash' };
