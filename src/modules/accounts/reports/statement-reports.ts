import type { ReportDeclaration } from '../../../engine/report/report';
import type { FieldDeclaration } from '../../../engine/resource';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';
import { ACCOUNTS_ENDPOINTS as API } from '../accounts-endpoints';
import { PARAMETER as P } from './report-parameters';

function statement(
  name: string,
  screen: ScreenDeclaration,
  endpoint: string,
  parameters: readonly FieldDeclaration[],
): ReportDeclaration {
  return { name: `accounts.${name}`, title: screen.title, screen, endpoint, parameters, columns: [] };
}

/**
 * The books, statements and analysis of accounts: computed by the backend from the ledger, shown by the views beside
 * them.
 */
export const STATEMENT_REPORTS = {
  cashBook: statement('cash-book', ACCOUNTS.cashBook, API.cashBankBook, [P.cashAccount, P.fromMonth, P.to]),
  bankBook: statement('bank-book', ACCOUNTS.bankBook, API.cashBankBook, [P.bankAccount, P.fromMonth, P.to]),
  dayBook: statement('day-book', ACCOUNTS.dayBook, API.dayBook, [P.fromMonth, P.to, P.voucherType]),
  ledger: statement('ledger', ACCOUNTS.ledger, API.ledger, [P.account, P.from, P.to]),
  trialBalance: statement('trial-balance', ACCOUNTS.trialBalance, API.trialBalance, [P.fromOptional, P.to]),
  schedules: statement('schedules', ACCOUNTS.schedules, API.schedules, [P.fromOptional, P.to]),
  profitAndLoss: statement('profit-and-loss', ACCOUNTS.profitAndLoss, API.profitAndLoss, [P.from, P.to]),
  balanceSheet: statement('balance-sheet', ACCOUNTS.balanceSheet, API.balanceSheet, [P.asOn]),
  activities: statement('activities', ACCOUNTS.activities, API.activities, [P.fromMonth, P.to, P.user, P.voucherType]),
  agingReceivables: statement('ageing-receivables', ACCOUNTS.agingReceivables, API.ageingReceivables, [
    P.asOn,
    P.edge1,
    P.edge2,
    P.edge3,
  ]),
  agingPayables: statement('ageing-payables', ACCOUNTS.agingPayables, API.ageingPayables, [
    P.asOn,
    P.edge1,
    P.edge2,
    P.edge3,
  ]),
  interest: statement('interest', ACCOUNTS.interest, API.interest, [P.partyAccount, P.from, P.to, P.rate]),
} as const;
