import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.accounts;
// Menus (spec section 6): 1 masters, 2 transactions, 8 reports; dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 8;

/** Every accounts route (spec section 2, "Accounts") with its title and permission code. */
export const ACCOUNTS = {
  dashboard: screen('accounts/accdashboard', 'Accounts dashboard', dashboardCode(M)),
  accountGroups: screen('accounts/accaccountgroups', 'Account groups', code(M, MASTERS, 1)),
  accounts: screen('accounts/accaccounts', 'Accounts', code(M, MASTERS, 2)),
  openings: screen('accounts/accopenings', 'Opening balances', code(M, MASTERS, 3)),
  assets: screen('accounts/accassets', 'Assets register', code(M, MASTERS, 4)),
  payments: screen('accounts/accpayments', 'Payments', code(M, TRANSACTIONS, 1)),
  receipts: screen('accounts/accreceipts', 'Receipts', code(M, TRANSACTIONS, 2)),
  journals: screen('accounts/accjournals', 'Journals', code(M, TRANSACTIONS, 3)),
  transfers: screen('accounts/acctransfers', 'Transfers', code(M, TRANSACTIONS, 4)),
  bankReconciliation: screen('accounts/accbrs', 'Bank reconciliation', code(M, TRANSACTIONS, 5)),
  yearEnd: screen('accounts/accyearend', 'Year end', code(M, TRANSACTIONS, 6)),
  /** The older hyphenated variant of the payments route: the same screen and code. */
  paymentsOlder: screen('accounts/acc-payments', 'Payments', code(M, TRANSACTIONS, 1)),
  keyGroups: screen('accounts/acckeyrepgroups', 'List of account groups', code(M, REPORTS, 1)),
  keyAccounts: screen('accounts/acckerepaccounts', 'List of accounts', code(M, REPORTS, 2)),
  keyAssets: screen('accounts/acckeyrepassets', 'List of assets', code(M, REPORTS, 3)),
  cashBook: screen('accounts/accfinrepcashbook', 'Cash book', code(M, REPORTS, 4)),
  bankBook: screen('accounts/accfinrepbankbook', 'Bank book', code(M, REPORTS, 5)),
  dayBook: screen('accounts/accfinrepdaybook', 'Day book', code(M, REPORTS, 6)),
  ledger: screen('accounts/accfinrepledgerdetailed', 'Detailed ledger', code(M, REPORTS, 7)),
  trialBalance: screen('accounts/accfinreptrialbalance', 'Trial balance', code(M, REPORTS, 8)),
  schedules: screen('accounts/accfinrepschedules', 'Schedules', code(M, REPORTS, 9)),
  profitAndLoss: screen('accounts/accfinreppnlacc', 'Profit and loss account', code(M, REPORTS, 10)),
  balanceSheet: screen('accounts/accfinrepbalancesheet', 'Balance sheet', code(M, REPORTS, 11)),
  activities: screen('accounts/accrepactivities', 'Activity log', code(M, REPORTS, 12)),
  agingReceivables: screen('accounts/accfinrepagingreceivables', 'Receivables ageing', code(M, REPORTS, 13)),
  agingPayables: screen('accounts/accfinrepagingpayables', 'Payables ageing', code(M, REPORTS, 14)),
  interest: screen('accounts/accfinrepinterestcalc', 'Interest calculation', code(M, REPORTS, 15)),
} as const;
