import { z } from 'zod';
import { parseMoney } from '../../../../lib/money/money-parse';
import { hasAtMostDecimals } from '../../../../lib/money/money';

/** Typed rupees read as paise above zero, or the sentence to show beside the field. */
export function typedPaise(text: string, allowZero = false): number | string {
  const parsed = parseMoney(text, { allowNegative: false });
  if (!parsed.ok) return parsed.message;
  if (!allowZero && parsed.paise === 0) return 'Enter an amount above 0';
  return parsed.paise;
}

/** A typed quantity above zero with at most three decimals, or the sentence to show. */
export function typedQuantity(text: string): number | string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return 'Enter a quantity above 0';
  if (value > 9999) return 'Enter at most 9,999';
  if (!hasAtMostDecimals(value, 3)) return 'Use at most three decimals';
  return value;
}

/** A zod rule for a text field read by one of the above. */
export const readAs = (read: (text: string) => number | string) =>
  z.string().superRefine((text, context) => {
    const value = read(text);
    if (typeof value === 'string') context.addIssue({ code: 'custom', message: value });
  });
