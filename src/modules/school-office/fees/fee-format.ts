import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** Rupees as sent on the wire, shown with Indian grouping and two decimals. */
export const rupees = (amount: number): string => formatMoney(toPaise(amount));
