import { fromPaise, toPaise } from '../../../lib/money/money';

/**
 * The accounts statements compute in integer paise; the wire carries rupees with two decimals, as
 * the customer's server does. These are the fields that hold money, converted both ways in one place.
 */
const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'opening',
  'debit',
  'credit',
  'closing',
  'balance',
  'amount',
  'total',
  'totalIncome',
  'totalExpenses',
  'net',
  'result',
  'totalAssets',
  'totalLiabilitiesAndCapital',
  'openingDebit',
  'openingCredit',
  'closingDebit',
  'closingCredit',
  'totalDebit',
  'totalCredit',
  'buckets',
  'advance',
  'interest',
  'totalInterest',
  'perBooks',
  'perBank',
  'unclearedDeposits',
  'unclearedWithdrawals',
  'withdrawal',
  'before',
  'after',
  'deposit',
  'cost',
  'depreciation',
  'value',
  'income',
  'expenses',
  'receivables',
  'payables',
]);

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

function convert(value: unknown, money: boolean, scale: (number: number) => number): unknown {
  if (typeof value === 'number') return money ? scale(value) : value;
  if (Array.isArray(value)) return value.map((item) => convert(item, money, scale));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        convert(item, MONEY_FIELDS.has(key) && !isRowList(item), scale),
      ]),
    );
  }
  return value;
}

/** An array of objects under a money-named key (e.g. `income: sections[]`) is a list, not money. */
const isRowList = (value: unknown) =>
  Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null);

/** Paise to rupees for the wire (the demo server's answers). */
export function toWire<T>(value: T): Json {
  return convert(value, false, fromPaise) as Json;
}

/** Rupees from the wire back to paise (the client's reading), exact to the paisa. */
export function fromWire<T>(value: unknown): T {
  return convert(value, false, toPaise) as T;
}
