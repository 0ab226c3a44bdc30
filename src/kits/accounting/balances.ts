import type { LedgerEntry, OpeningSet } from './ledger-types';
import type { Paise } from '../../lib/money/money';

/**
 * The opening set that applies on a date: the one with the latest `from` on or before it. A date before every set
 * takes the earliest: the books begin with it (a set holds everything dated before it), so a period that starts
 * earlier (a ledger run from 1899) opens with the same balances as the trial balance instead of with nothing.
 */
export function openingSetFor(openings: readonly OpeningSet[], date: string): OpeningSet | undefined {
  let chosen: OpeningSet | undefined;
  let earliest: OpeningSet | undefined;
  for (const set of openings) {
    if (set.from <= date && (!chosen || set.from > chosen.from)) chosen = set;
    if (!earliest || set.from < earliest.from) earliest = set;
  }
  return chosen ?? earliest;
}

function openingBalances(set: OpeningSet | undefined): Map<string, Paise> {
  const result = new Map<string, Paise>();
  if (!set) return result;
  for (const { account, debit, credit } of set.balances)
    result.set(account, (result.get(account) ?? 0) + debit - credit);
  return result;
}

/**
 * Signed balances (+ debit, - credit) per account on a date: the applicable opening set plus the
 * entries from its `from` up to the date (with the date itself when `inclusive`). Opening of a
 * period starting F: balancesAt(F, false); balance as on D: balancesAt(D, true). Entries may be
 * in any order. Accounts never touched are absent; an account may be present with zero.
 */
export function balancesAt(
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  date: string,
  inclusive: boolean,
): Map<string, Paise> {
  const set = openingSetFor(openings, date);
  const result = openingBalances(set);
  const start = set?.from ?? '';
  for (const entry of entries) {
    const day = entry.date;
    if (day < start || day > date || (!inclusive && day === date)) continue;
    result.set(entry.account, (result.get(entry.account) ?? 0) + entry.debit - entry.credit);
  }
  return result;
}

/** An account's opening (signed) and its debits and credits in a period. */
export interface AccountFigures {
  opening: Paise;
  debit: Paise;
  credit: Paise;
}

/**
 * In one pass: per account, the opening of the period (balancesAt(from, false)) and the debits and
 * credits of from..to (inclusive). Closing = opening + debit - credit.
 */
export function periodFigures(
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  from: string,
  to: string,
): Map<string, AccountFigures> {
  const set = openingSetFor(openings, from);
  const result = new Map<string, AccountFigures>();
  for (const [account, opening] of openingBalances(set)) result.set(account, { opening, debit: 0, credit: 0 });
  const start = set?.from ?? '';
  for (const entry of entries) {
    const day = entry.date;
    if (day < start || day > to) continue;
    let figures = result.get(entry.account);
    if (!figures) {
      figures = { opening: 0, debit: 0, credit: 0 };
      result.set(entry.account, figures);
    }
    if (day < from) figures.opening += entry.debit - entry.credit;
    else {
      figures.debit += entry.debit;
      figures.credit += entry.credit;
    }
  }
  return result;
}

/**
 * A period's start when only its end is given: the applicable opening set's `from`, else the earliest entry up to `to`,
 * else `to`.
 */
export function periodStart(openings: readonly OpeningSet[], entries: readonly LedgerEntry[], to: string): string {
  const set = openingSetFor(openings, to);
  if (set) return set.from;
  let earliest = to;
  for (const entry of entries) if (entry.date < earliest) earliest = entry.date;
  return earliest;
}

/** The debit (positive) part of a signed balance. */
export const debitPart = (signed: Paise): Paise => (signed > 0 ? signed : 0);
/** The credit part of a signed balance, as a positive number. */
export const creditPart = (signed: Paise): Paise => (signed < 0 ? -signed : 0);
