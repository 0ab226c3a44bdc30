import { format, startOfMonth, subMonths } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { ChartPoint, DashboardData } from '../../engine/dashboard/dashboard';
import { ACCOUNTS_DASHBOARD } from '../../modules/accounts/accounts-dashboards';
import { balancesAt } from '../../kits/accounting/balances';
import type { Chart, LedgerEntry, Nature } from '../../kits/accounting/ledger-types';
import { profitAndLoss } from '../../modules/accounts/ledger/profit-and-loss';
import { financialYearOf } from '../../modules/accounts/ledger/year-end';
import { fromPaise, sumPaise } from '../../lib/money/money';
import { authorise } from '../core/sessions/authorise';
import { chartOf, ledgerEntries, openingSets } from '../core/accounting/ledger-store';
import { serverToday } from '../core/server-dates';

/** Each account's nature, through its group (groups carry their nature). */
function naturesOf(chart: Chart): Map<string, Nature> {
  const groups = new Map(chart.groups.map((group) => [group.code, group.nature]));
  return new Map(
    chart.accounts.flatMap((account) =>
      groups.has(account.group) ? [[account.code, groups.get(account.group)!] as const] : [],
    ),
  );
}

/** Income and expenses of each of the last twelve months, this one included. */
function monthly(entries: readonly LedgerEntry[], natures: ReadonlyMap<string, Nature>, today: Date): ChartPoint[] {
  const months = Array.from({ length: 12 }, (_, index) => startOfMonth(subMonths(today, 11 - index)));
  const keys = months.map((month) => format(month, 'yyyy-MM'));
  const income = new Map(keys.map((key) => [key, 0]));
  const expenses = new Map(keys.map((key) => [key, 0]));
  for (const entry of entries) {
    const key = entry.date.slice(0, 7);
    const nature = natures.get(entry.account);
    if (nature === 'INCOME' && income.has(key)) income.set(key, income.get(key)! + entry.credit - entry.debit);
    if (nature === 'EXPENSES' && expenses.has(key)) expenses.set(key, expenses.get(key)! + entry.debit - entry.credit);
  }
  return months.map((month, index) => {
    const [monthIncome, monthExpenses] = [income.get(keys[index]!)!, expenses.get(keys[index]!)!];
    return {
      label: format(month, 'MMM yyyy'),
      value: fromPaise(monthIncome - monthExpenses),
      values: [fromPaise(monthIncome), fromPaise(monthExpenses)],
    };
  });
}

async function figures(companyCode: number): Promise<DashboardData> {
  const [chart, openings, entries] = await Promise.all([
    chartOf(companyCode),
    openingSets(companyCode),
    ledgerEntries(companyCode),
  ]);
  const today = serverToday();
  const balances = balancesAt(openings, entries, today, true);
  const natures = naturesOf(chart);
  const balancesOf = (keep: (type: string, nature: Nature | undefined) => boolean, sign = 1) =>
    chart.accounts
      .filter((account) => keep(account.type, natures.get(account.code)))
      .map((account) => sign * (balances.get(account.code) ?? 0));
  // Money held is the plain total, an overdrawn drawer or bank included, as the trial balance has it; what is owed
  // counts only the parties that owe (a customer in credit is no receivable).
  const held = (type: string) => sumPaise(balancesOf((accountType) => accountType === type));
  const owed = (keep: (type: string, nature: Nature | undefined) => boolean, sign = 1) =>
    sumPaise(balancesOf(keep, sign).map((balance) => Math.max(0, balance)));
  const year = profitAndLoss(chart, entries, financialYearOf(today));
  return {
    cards: {
      cash: fromPaise(held('CAS')),
      bank: fromPaise(held('BAN')),
      wallet: fromPaise(held('MOB')),
      receivables: fromPaise(owed((type, nature) => type === 'PAR' && nature === 'ASSETS')),
      payables: fromPaise(owed((type, nature) => type === 'PAR' && nature === 'LIABILITIES', -1)),
      result: fromPaise(year.net),
    },
    charts: {
      monthly: monthly(entries, natures, new Date(`${today}T00:00:00`)),
      expenses: year.expenses.map((section) => ({ label: section.name, value: fromPaise(section.amount) })),
    },
  };
}

/** The accounts dashboard's figures, from the ledger as on today. */
export const accountsDashboardHandler = http.post(`*/${ACCOUNTS_DASHBOARD.endpoint}`, async ({ request }) => {
  const session = await authorise(request, ACCOUNTS_DASHBOARD.screen.code!, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await figures(session.companyCode));
});
