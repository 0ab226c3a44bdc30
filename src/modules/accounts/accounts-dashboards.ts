import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { ACCOUNTS } from '../../menus/catalogue/accounts';
import { ACCOUNTS_ENDPOINTS } from './accounts-endpoints';

/**
 * The accounts dashboard: money on hand, what is owed both ways, and income against expenses month by month, all from
 * the ledger.
 */
export const ACCOUNTS_DASHBOARD: DashboardDeclaration = {
  name: 'accounts.dashboard',
  title: 'Accounts dashboard',
  screen: ACCOUNTS.dashboard,
  endpoint: ACCOUNTS_ENDPOINTS.dashboard,
  cards: [
    { name: 'cash', label: 'Cash in hand', format: 'money', note: 'Every cash account, petty cash included.' },
    { name: 'bank', label: 'Bank balances', format: 'money' },
    { name: 'wallet', label: 'Wallet balances', format: 'money' },
    { name: 'receivables', label: 'Receivables', format: 'money' },
    { name: 'payables', label: 'Payables', format: 'money' },
    { name: 'result', label: 'Profit this financial year', format: 'money' },
  ],
  charts: [
    {
      name: 'monthly',
      title: 'Income and expenses by month',
      kind: 'bar',
      series: ['Income', 'Expenses'],
      format: 'money',
    },
    { name: 'expenses', title: 'Expenses this financial year by group', kind: 'doughnut', format: 'money' },
  ],
};
