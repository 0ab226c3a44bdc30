/**
 * The purchase account mapping's calls (contract 03 section 5, exactly as named), and the accounts
 * list the pickers offer (the accounts module's endpoint, called by name: modules do not import each other).
 */
export const ACCOUNT_ASSIGN_ENDPOINTS = {
  /** UserInfo → `[{ transcode, transdescri, sno, account }]`, one row per purchase posting code. */
  purchases: 'api/accountsassign/GetAccountsAssignDetailsPurchases',
  /** `{ list: [{ module: 'PUR', transcode, account }], usr }` → `{ result }`; replaces every row of the module. */
  save: 'api/accountsassign/SetAccountsAssignDetails',
  /** The chart of accounts (UserInfo → accounts `{ code, name, group, type, active }`). */
  accounts: 'api/accAccounts/GetAccounts',
} as const;

/** The query key the accounts module's own lists and pickers use for the chart, so the cache is shared. */
export const CHART_ACCOUNTS_KEY = ['accounts.accounts', 'list'] as const;
