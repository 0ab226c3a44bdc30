import { addDays, format, parseISO } from 'date-fns';
import type { LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import { divideRounded, hundredthsOf } from '../../../lib/money/money-decimal';

/** Consecutive days with the same closing balance and the interest they earn (signed like the balance). */
export interface InterestSpan {
  from: string;
  to: string;
  days: number;
  balance: Paise;
  interest: Paise;
}

/** Interest on one account's daily balances over a period, at a yearly rate on a 365-day year. */
export interface InterestStatement {
  account: string;
  from: string;
  to: string;
  ratePercent: number;
  /** The balance as on the day before `from`. */
  opening: Paise;
  spans: InterestSpan[];
  totalInterest: Paise;
  /** The balance as on `to`. */
  closing: Paise;
}

const nextDay = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
const previousDay = (date: string) => format(addDays(parseISO(date), -1), 'yyyy-MM-dd');

/** balance x days x rate / 365, exact: the rate in hundredths of a percent, rounded to the paisa. */
export function spanInterest(balance: Paise, days: number, ratePercent: number): Paise {
  const rateHundredths = hundredthsOf(ratePercent);
  return Number(divideRounded(BigInt(balance) * BigInt(days) * rateHundredths, 365n * 10_000n));
}

function latestOpeningSet(openings: readonly OpeningSet[], date: string): OpeningSet | undefined {
  let latest: OpeningSet | undefined;
  for (const set of openings) if (set.from <= date && (!latest || set.from > latest.from)) latest = set;
  return latest;
}

/** The account's signed balance as on a day: its latest opening set up to the day plus the entries since. */
function balanceOn(
  account: string,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  date: string,
): Paise {
  const set = latestOpeningSet(openings, date);
  const start = set?.from ?? '';
  let balance = 0;
  for (const line of set?.balances ?? []) if (line.account === account) balance += line.debit - line.credit;
  for (const entry of entries) if (entry.date >= start && entry.date <= date) balance += entry.debit - entry.credit;
  return balance;
}

/**
 * Interest day by day from `from` through `to` (inclusive): each day's closing balance earns
 * balance x rate / 365 (leap years too). On a debit balance the interest is positive (the party
 * owes it). Days with the same balance are grouped into spans; the total is the spans' sum.
 */
export function interestOn(
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  options: { account: string; from: string; to: string; ratePercent: number },
): InterestStatement {
  const { account, from, to, ratePercent } = options;
  const mine = entries.filter((entry) => entry.account === account);
  const movement = new Map<string, Paise>();
  for (const entry of mine) movement.set(entry.date, (movement.get(entry.date) ?? 0) + entry.debit - entry.credit);
  const opening = balanceOn(account, openings, mine, previousDay(from));
  const spans: InterestSpan[] = [];
  let balance = opening;
  let setFrom = latestOpeningSet(openings, previousDay(from))?.from;
  for (let day = from; day <= to; day = nextDay(day)) {
    const dayFrom = latestOpeningSet(openings, day)?.from;
    // A new opening set restates the balance; otherwise the day's entries move it.
    balance = dayFrom !== setFrom ? balanceOn(account, openings, mine, day) : balance + (movement.get(day) ?? 0);
    setFrom = dayFrom;
    const last = spans[spans.length - 1];
    if (last && last.balance === balance) {
      last.to = day;
      last.days += 1;
    } else spans.push({ from: day, to: day, days: 1, balance, interest: 0 });
  }
  for (const span of spans) span.interest = spanInterest(span.balance, span.days, ratePercent);
  const totalInterest = spans.reduce((sum, span) => sum + span.interest, 0);
  return { account, from, to, ratePercent, opening, spans, totalInterest, closing: from <= to ? balance : opening };
}
