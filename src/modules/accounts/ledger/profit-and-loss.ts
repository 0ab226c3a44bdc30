import { chartTree, rootSections } from './chart-order';
import type { Chart, LedgerEntry } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import type { Period, ProfitAndLoss, StatementSection } from './statements-types';

/** Each account's movement (debit - credit) in from..to inclusive; openings play no part. */
function movements(entries: readonly LedgerEntry[], period: Period): Map<string, Paise> {
  const result = new Map<string, Paise>();
  for (const entry of entries) {
    if (entry.date < period.from || entry.date > period.to) continue;
    result.set(entry.account, (result.get(entry.account) ?? 0) + entry.debit - entry.credit);
  }
  return result;
}

const total = (sections: readonly StatementSection[]) => sections.reduce((sum, section) => sum + section.amount, 0);

/**
 * Profit and loss of a period, from its movements only: income as credits less debits, expenses as
 * debits less credits, one section per root group; net = income - expenses (positive = profit).
 */
export function profitAndLoss(chart: Chart, entries: readonly LedgerEntry[], period: Period): ProfitAndLoss {
  const moved = movements(entries, period);
  const tree = chartTree(chart);
  const income = rootSections(tree, 'INCOME', (account) => -(moved.get(account) ?? 0));
  const expenses = rootSections(tree, 'EXPENSES', (account) => moved.get(account) ?? 0);
  const totalIncome = total(income);
  const totalExpenses = total(expenses);
  return {
    from: period.from,
    to: period.to,
    income,
    expenses,
    totalIncome,
    totalExpenses,
    net: totalIncome - totalExpenses,
  };
}
