import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { BankStatementLine } from './bank-statement-csv';
import type { Paise } from '../../../lib/money/money';

/**
 * An entry of our bank account not yet cleared. Our debit is money into the bank (a statement
 * deposit); our credit is money out (a statement withdrawal).
 */
export interface BookItem {
  key: string;
  date: string;
  voucher: string;
  narration: string;
  /** The cheque number or transaction reference. */
  reference: string;
  debit: Paise;
  credit: Paise;
}

/** A proposed pair: the book item `key` is statement row `row`; higher scores (up to 100) are surer. */
export interface MatchProposal {
  key: string;
  row: number;
  score: number;
  reason: string;
}

/** The bank reconciliation statement's figures (+ = money in the bank, from the company's view). */
export interface ReconciliationSummary {
  perBooks: Paise;
  unclearedDeposits: Paise;
  unclearedWithdrawals: Paise;
  perBank: Paise;
}

const AMOUNT_SCORE = 50;
const REFERENCE_SCORE = 30;
const DATE_SCORE = 20;
/** Shorter references (1, 12) would match by accident. */
const SHORTEST_REFERENCE = 4;

const squeeze = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The reference the two share: the statement's reference or description contains ours, or our reference or narration
 * contains the bank's.
 */
function sharedReference(item: BookItem, line: BankStatementLine): string | undefined {
  const ours = squeeze(item.reference);
  if (
    ours.length >= SHORTEST_REFERENCE &&
    (squeeze(line.reference).includes(ours) || squeeze(line.description).includes(ours))
  )
    return item.reference.trim();
  const theirs = squeeze(line.reference);
  if (theirs.length >= SHORTEST_REFERENCE && (ours.includes(theirs) || squeeze(item.narration).includes(theirs)))
    return line.reference.trim();
  return undefined;
}

const daysText = (days: number) => (days === 0 ? 'same day' : days === 1 ? '1 day apart' : `${days} days apart`);

/**
 * Proposes which statement line clears which book item: the same amount on the matching side
 * (required), dates at most `days` (default 5) apart. Score: 50 for the amount, 30 more for a shared
 * cheque number or reference, up to 20 more the closer the dates. Pairs are taken best score first,
 * each item and line at most once. The proposals come in the order of `book`.
 */
export function proposeMatches(
  book: readonly BookItem[],
  statement: readonly BankStatementLine[],
  options?: { days?: number },
): MatchProposal[] {
  const window = options?.days ?? 5;
  const candidates: Array<MatchProposal & { index: number; distance: number }> = [];
  book.forEach((item, index) => {
    for (const line of statement) {
      const sameAmount =
        item.debit > 0
          ? line.deposit === item.debit && line.withdrawal === 0
          : item.credit > 0 && line.withdrawal === item.credit && line.deposit === 0;
      if (!sameAmount) continue;
      const distance = Math.abs(differenceInCalendarDays(parseISO(line.date), parseISO(item.date)));
      if (distance > window) continue;
      const reference = sharedReference(item, line);
      const score =
        AMOUNT_SCORE +
        (reference ? REFERENCE_SCORE : 0) +
        Math.round((DATE_SCORE * (window + 1 - distance)) / (window + 1));
      const named = reference ? (/^\d{6}$/.test(reference) ? `cheque ${reference}` : `reference ${reference}`) : '';
      const reason = ['Same amount', named, daysText(distance)].filter(Boolean).join(', ');
      candidates.push({ key: item.key, row: line.row, score, reason, index, distance });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.distance - b.distance || a.index - b.index || a.row - b.row);
  const usedKeys = new Set<string>();
  const usedRows = new Set<number>();
  const chosen: typeof candidates = [];
  for (const candidate of candidates) {
    if (usedKeys.has(candidate.key) || usedRows.has(candidate.row)) continue;
    usedKeys.add(candidate.key);
    usedRows.add(candidate.row);
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.index - b.index).map(({ key, row, score, reason }) => ({ key, row, score, reason }));
}

/**
 * Balance as per books to balance as per bank: deposits we recorded that the bank has not yet
 * credited are taken off; cheques issued and not yet presented are added back.
 */
export function reconciliationSummary(bookBalance: Paise, uncleared: readonly BookItem[]): ReconciliationSummary {
  const unclearedDeposits = uncleared.reduce((sum, item) => sum + item.debit, 0);
  const unclearedWithdrawals = uncleared.reduce((sum, item) => sum + item.credit, 0);
  return {
    perBooks: bookBalance,
    unclearedDeposits,
    unclearedWithdrawals,
    perBank: bookBalance - unclearedDeposits + unclearedWithdrawals,
  };
}
