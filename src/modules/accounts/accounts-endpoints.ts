/**
 * Every accounts call by name (backend contract, "Known business calls"), kept in one place so a
 * deployment can map them without touching screens. Vouchers speak `{header, lines, tracheck, usr}`.
 */
export const ACCOUNTS_ENDPOINTS = {
  /** `{detail: voucherType, frmDate, toDate?, usr}` -> voucher headers. */
  vouchers: 'api/accTransactions/getTransactionsList',
  /** `{recordId, usr}` -> `{header, lines}` or null. */
  voucher: 'api/accTransactions/getTransactionDetail',
  /** `{header, lines, tracheck, usr}` -> `{recordId, result}`; tracheck 1 create, 2 modify, 3 cancel. */
  saveVoucher: 'api/accTransactions/setTransaction',
  /** `{recordId, usr}` -> `{result, filename, record}`: print (7) the first time, reprint (8) after. */
  printVoucher: 'api/accTransactions/accPrintVoucher',
  /**
   * Ours: `{detail: voucherType, frmDate, recordId?, usr}` -> `{refuse, accounts: [{code, name, type, balance,
   * overdraftLimit}]}`: what each cash, bank and wallet account holds on the date (without the voucher being changed),
   * and whether the company refuses a voucher that takes one beyond its limit.
   */
  moneyBalances: 'api/accTransactions/getMoneyBalances',
  trialBalance: 'api/accFinReports/getAccRepTrialBalance',
  balanceSheet: 'api/accFinReports/getAccRepBalanceSheet',
  profitAndLoss: 'api/accFinReports/getAccRepPNLAccount',
  dayBook: 'api/accFinReports/getAccRepDayBook',
  cashBankBook: 'api/accFinReports/getAccRepCashBankBook',
  ledger: 'api/accFinReports/getAccRepLedgerDetaild',
  schedules: 'api/accFinReports/getAccRepSchedules',
  ageingReceivables: 'api/accFinReports/getAccRepAgeingReceivables',
  ageingPayables: 'api/accFinReports/getAccRepAgeingPayables',
  interest: 'api/accFinReports/getAccRepInterest',
  /** The contract's accounts dashboard (08-login §4; body and answer not given): `{ usr }` -> cards and charts. */
  dashboard: 'api/accounts/getIAccountsDashboard',
  /**
   * Ours: `{fromDate, toDate, user?, detail?, usr}` -> the audit rows of a period, every user's (who, when, what,
   * before and after). The contract's `api/AdminTargets/getActivitiesListUserWise` takes the user alone and gives
   * only that user's rows of today, grouped by module: too little for the activity log.
   */
  activities: 'api/accFinReports/getAccRepActivities',
  /** `{detail: fromDate, usr}` -> the opening set in force on that date; save `{openings, tracheck, usr}`. */
  openings: 'api/accOpenings/GetOpeningBalances',
  saveOpenings: 'api/accOpenings/SetOpeningBalances',
  /** Bank reconciliation: uncleared entries of a bank account and setting their clearing dates. */
  reconciliation: 'api/accBRS/GetBankEntries',
  saveReconciliation: 'api/accBRS/SetClearingDates',
  /** Year end: the state of the books (years, lock date) and closing a year. */
  yearEndState: 'api/accYearEnd/GetYearEndState',
  closeYear: 'api/accYearEnd/SetYearEnd',
} as const;
