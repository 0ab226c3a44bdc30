import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { applyPercent, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoneyIn } from '../../../lib/money/money-format';

/** An invoice's figures in minor units (cents, paise, fils: every invoice currency has two decimals). */
export interface InvoiceTotals {
  /** unit x unitPrice of each item, rounded half away from zero to the minor unit. */
  lines: Paise[];
  subtotal: Paise;
  /** subtotal x vat%, rounded half away from zero to the minor unit. */
  vat: Paise;
  total: Paise;
}

/** Line amounts, subtotal, VAT and total, exactly in integer minor units (quantities up to 3 decimals). */
export function invoiceTotals(
  items: ReadonlyArray<{ unit: number; unitPrice: number }>,
  vatPercent: number,
): InvoiceTotals {
  const lines = items.map((item) => multiplyByQuantity(toPaise(item.unitPrice), finite(item.unit)));
  const subtotal = sumPaise(lines);
  const vat = applyPercent(subtotal, finite(vatPercent));
  return { lines, subtotal, vat, total: subtotal + vat };
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Minor units shown with their currency, e.g. 55009 INR → '₹550.09', 120000 USD → '$1,200.00' (lib/money). */
export const formatMoney = formatMoneyIn;
