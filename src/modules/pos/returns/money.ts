import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** Rupees as the wire carries them, shown as money. */
export const rupees = (value: number) => formatMoney(toPaise(value));
