import { MAX_AMOUNT_PAISE, TWO_DECIMALS_MESSAGE, type Paise } from './money';

/** Why typed text is not an amount. */
export type MoneyParseError = 'empty' | 'invalid' | 'too-many-decimals' | 'negative' | 'too-large';

/** Typed text read as paise, or why it cannot be (with the sentence to show next to the field). */
export type MoneyParseResult = { ok: true; paise: Paise } | { ok: false; error: MoneyParseError; message: string };

export interface MoneyParseOptions {
  /** May the amount be below zero? (default yes) */
  allowNegative?: boolean;
  /** The largest size (either sign), in paise; default 99,99,99,999.99 rupees. */
  max?: Paise;
}

/** An optional sign, an optional rupee mark, digits, at most one point. */
const AMOUNT = /^([+-]?)\s*(?:₹|Rs\.?|INR)?\s*([+-]?)(\d[\d,]*|)(?:\.(\d*))?$/i;

/** Commas, when given, group the whole rupees the Western (1,234,567) or the Indian way (12,34,567). */
const GROUPED = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;

const failure = (error: MoneyParseError, message: string): MoneyParseResult => ({ ok: false, error, message });

/**
 * What the user typed, read as paise without passing through a float: '12,345.6' is 1234560,
 * '12345.60' too, '-0.5' is -50, '₹ 99' is 9900. More than two decimals is an error, not rounded,
 * so the form can say so next to the field; so are garbage, a misplaced comma and an amount too large.
 */
export function parseMoney(text: string, options: MoneyParseOptions = {}): MoneyParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return failure('empty', 'Enter an amount');
  const match = AMOUNT.exec(trimmed);
  const [, outerSign = '', innerSign = '', whole = '', fraction] = match ?? [];
  const digitsGiven = whole !== '' || (fraction ?? '') !== '';
  if (!match || !digitsGiven || (outerSign && innerSign) || (whole !== '' && !GROUPED.test(whole))) {
    return failure('invalid', 'Enter an amount in rupees, e.g. 1,234.50');
  }
  if ((fraction ?? '').length > 2) return failure('too-many-decimals', TWO_DECIMALS_MESSAGE);
  const negative = (outerSign || innerSign) === '-';
  const units = BigInt((whole.replaceAll(',', '') || '0') + (fraction ?? '').padEnd(2, '0'));
  const max = BigInt(options.max ?? MAX_AMOUNT_PAISE);
  if (units > max) return failure('too-large', `Enter an amount of at most ${maxText(max)}`);
  if (negative && units !== 0n && options.allowNegative === false)
    return failure('negative', 'Enter an amount of 0 or more');
  const paise = Number(units);
  return { ok: true, paise: negative && paise !== 0 ? -paise : paise };
}

/** The bound in words, e.g. 99,99,99,999.99 (kept here so parsing does not depend on formatting). */
function maxText(max: bigint): string {
  const text = max.toString().padStart(3, '0');
  const whole = text.slice(0, -2);
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest ? `${rest},` : ''}${last}.${text.slice(-2)}`;
}
