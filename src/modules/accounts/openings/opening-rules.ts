import type { Chart } from '../../../kits/accounting/ledger-types';
import { isRupeeAmount, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** One account's opening balance as the wire carries it: rupees with at most two decimals, one side only. */
export interface OpeningLine {
  account: string;
  debit: number;
  credit: number;
}

/**
 * `GetOpeningBalances {detail?}`: one opening set (the latest unless `detail` names one) with the
 * dates of every set, whether the books' lock covers it, and the chart of accounts to lay it out
 * by (so the screen needs no right on the account masters).
 */
export interface OpeningsAnswer {
  /** Every set's first day, oldest first. */
  sets: string[];
  from: string;
  balances: OpeningLine[];
  /** The set's date is on or before the books' lock: it can no longer be changed. */
  locked: boolean;
  chart: Chart;
}

/** Total debits and credits of a set, in paise. */
export interface OpeningTotals {
  debit: Paise;
  credit: Paise;
}

/** Is this a finite number with at most two decimals (so exact in paise)? */
export const hasTwoDecimals = isRupeeAmount;

/** Sums the sides of a set given in paise. */
export function openingTotals(lines: Iterable<{ debit: Paise; credit: Paise }>): OpeningTotals {
  const all = [...lines];
  return { debit: sumPaise(all.map((line) => line.debit)), credit: sumPaise(all.map((line) => line.credit)) };
}

const rupees = formatMoney;

/** "Debits 1,23,456.00 and credits 1,20,000.00 differ by 3,456.00; ..." or null when they agree. */
export function unbalancedMessage(totals: OpeningTotals): string | null {
  if (totals.debit === totals.credit) return null;
  return `Debits ${rupees(totals.debit)} and credits ${rupees(totals.credit)} differ by ${rupees(Math.abs(totals.debit - totals.credit))}; the openings must balance before they are saved.`;
}

/** "Difference 3,456.00: debits exceed credits", or "Balanced". */
export function differenceText(totals: OpeningTotals): string {
  const difference = totals.debit - totals.credit;
  if (difference === 0) return 'Balanced';
  return `Difference ${rupees(Math.abs(difference))}: ${difference > 0 ? 'debits exceed credits' : 'credits exceed debits'}`;
}

const list = (codes: readonly string[]) => {
  const shown = codes.slice(0, 5).join(', ');
  return codes.length > 5 ? `${shown} and ${codes.length - 5} more` : shown;
};

/**
 * The server's checks of a set's lines (rupees), in order; the first failing one's message, or
 * null. Every account must exist, once; amounts non-negative with at most two decimals, one side
 * per line; total debits equal total credits.
 */
export function openingRefusal(lines: readonly OpeningLine[], accounts: ReadonlySet<string>): string | null {
  const unknown = lines.filter((line) => !accounts.has(line.account)).map((line) => line.account || '(blank)');
  if (unknown.length > 0) return `There is no account ${list(unknown)} in the chart of accounts.`;
  const seen = new Set<string>();
  const twice = lines.filter((line) => seen.size === seen.add(line.account).size).map((line) => line.account);
  if (twice.length > 0) return `Give one line per account: ${list(twice)} appears more than once.`;
  const negative = lines.filter((line) => line.debit < 0 || line.credit < 0).map((line) => line.account);
  if (negative.length > 0)
    return `Opening amounts cannot be negative (${list(negative)}); put the amount on the other side instead.`;
  const inexact = lines
    .filter((line) => !hasTwoDecimals(line.debit) || !hasTwoDecimals(line.credit))
    .map((line) => line.account);
  if (inexact.length > 0) return `Amounts have at most two decimals (${list(inexact)}).`;
  const both = lines.filter((line) => line.debit !== 0 && line.credit !== 0).map((line) => line.account);
  if (both.length > 0) return `An account opens with a debit or a credit, not both (${list(both)}).`;
  return unbalancedMessage(
    openingTotals(lines.map((line) => ({ debit: toPaise(line.debit), credit: toPaise(line.credit) }))),
  );
}
