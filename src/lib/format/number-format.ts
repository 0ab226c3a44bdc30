import { toPaise } from '../money/money';
import { formatMoney } from '../money/money-format';

/**
 * A rupee amount as the wire carries it, as the user reads it: 1234567.89 → '12,34,567.89'
 * (read to the paisa by lib/money, half away from zero; '' for NaN). Amounts already in paise use
 * `formatMoney` from lib/money directly.
 */
export function formatAmount(value: number): string {
  return Number.isFinite(value) ? formatMoney(toPaise(value)) : '';
}
