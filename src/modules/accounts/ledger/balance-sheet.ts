import { balancesAt } from '../../../kits/accounting/balances';
import { chartTree, rootSections, type ChartTree } from './chart-order';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import type { BalanceSheet, StatementSection } from './statements-types';

const total = (sections: readonly StatementSection[]) => sections.reduce((sum, section) => sum + section.amount, 0);

/** Income less expenses in signed balances: -(sum of income and expense balances). */
export function resultOf(tree: ChartTree, balances: ReadonlyMap<string, Paise>): Paise {
  let result = 0;
  for (const [account, signed] of balances) {
    const nature = tree.placeOf.get(account)?.nature;
    if (nature === 'INCOME' || nature === 'EXPENSES') result -= signed;
  }
  return result;
}

/**
 * Balance sheet as on a date (balances including that day): assets at their debit balance,
 * liabilities and capital at their credit balance, and the income less expenses still in the books
 * as `result`. The two totals agree whenever openings and entries balance (and name chart accounts).
 */
export function balanceSheet(
  chart: Chart,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  asOn: string,
): BalanceSheet {
  const balances = balancesAt(openings, entries, asOn, true);
  const tree = chartTree(chart);
  const signed = (account: string) => balances.get(account) ?? 0;
  const assets = rootSections(tree, 'ASSETS', signed);
  const liabilities = rootSections(tree, 'LIABILITIES', (account) => -signed(account));
  const capital = rootSections(tree, 'CAPITAL', (account) => -signed(account));
  const result = resultOf(tree, balances);
  return {
    asOn,
    assets,
    liabilities,
    capital,
    result,
    totalAssets: total(assets),
    totalLiabilitiesAndCapital: total(liabilities) + total(capital) + result,
  };
}
