import { addDays, format, parseISO } from 'date-fns';
import { balancesAt } from '../../../kits/accounting/balances';
import { resultOf } from './balance-sheet';
import { chartTree, compareCodes } from './chart-order';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import type { Period } from './statements-types';

/** The Indian financial year (1 April to 31 March) a yyyy-MM-dd date falls in. */
export function financialYearOf(date: string): Period {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The day after a yyyy-MM-dd date. */
export const dayAfter = (date: string): string => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');

/**
 * The next year's opening set (from the day after `year.to`): every asset, liability and capital
 * balance as on `year.to`, income and expenses left behind, and the year's result (income less
 * expenses, as the balance sheet's `result`) carried to `capitalAccount` (a profit as a credit).
 * Accounts with postings but not in the chart are carried as they stand, so the set balances.
 * Zero balances are left out; order: chart order, then strays by code.
 */
export function closeYear(
  chart: Chart,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  year: Period,
  capitalAccount: string,
): OpeningSet {
  if (year.from > year.to) throw new Error(`The year ends (${year.to}) before it starts (${year.from}).`);
  const tree = chartTree(chart);
  if (!tree.placeOf.has(capitalAccount))
    throw new Error(`There is no account ${capitalAccount} in the chart to carry the result to.`);
  const balances = balancesAt(openings, entries, year.to, true);
  const carried = new Map<string, Paise>();
  for (const account of tree.accounts) {
    const nature = tree.placeOf.get(account.code)!.nature;
    if (nature !== 'INCOME' && nature !== 'EXPENSES') carried.set(account.code, balances.get(account.code) ?? 0);
  }
  carried.set(capitalAccount, (carried.get(capitalAccount) ?? 0) - resultOf(tree, balances));
  const strays = [...balances.keys()].filter((code) => !tree.placeOf.has(code)).sort(compareCodes);
  for (const code of strays) carried.set(code, balances.get(code) ?? 0);
  const lines: OpeningSet['balances'][number][] = [];
  for (const [account, signed] of carried) {
    if (signed !== 0) lines.push({ account, debit: signed > 0 ? signed : 0, credit: signed < 0 ? -signed : 0 });
  }
  return { from: dayAfter(year.to), balances: lines };
}
