import type { Paise } from '../../../lib/money/money';
import { applyPercent } from '../../../lib/money/money-arithmetic';
import { formatMoney } from '../../../lib/money/money-format';
import { parseMoney, type MoneyParseResult } from '../../../lib/money/money-parse';

/** Rupees as typed ("1,234.5", "₹ 99") read by lib/money as paise, or why not (e.g. more than two decimals). */
export function readTypedRupees(text: string): MoneyParseResult {
  return parseMoney(text, { allowNegative: false });
}

/** Rupees as typed read as integer paise, or null when it is not an amount with at most 2 decimals. */
export function typedRupeesToPaise(text: string): Paise | null {
  const read = readTypedRupees(text);
  return read.ok ? read.paise : null;
}

/** A percent as typed ("12.5") read as basis points (1250), or null when not from 0 to 100 with at most 2 decimals. */
export function typedPercentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10000 ? points : null;
}

/** The amount less a discount, in paise; the discount is rounded half away from zero to the paisa (lib/money). */
export function netOfDiscount(paise: Paise, basisPoints: number): Paise {
  return paise - applyPercent(paise, basisPoints / 100);
}

/** Paise shown as rupees, e.g. 123450 → "1,234.50". */
export const paiseText = formatMoney;
