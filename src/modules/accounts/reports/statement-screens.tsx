import type { ComponentType } from 'react';
import type { ReportDeclaration } from '../../../engine/report/report';
import { ReportPage } from '../../../engine/report/report-page';
import type { ReportView } from '../../../engine/report/report-view';
import { activityView } from './activity-view';
import { ageingView, interestView, schedulesView } from './analysis-views';
import { accountBookView, dayBookView } from './book-view';
import { balanceSheetView, profitAndLossView } from './profit-and-loss-view';
import { STATEMENT_REPORTS as R } from './statement-reports';
import { trialBalanceView } from './trial-balance-view';

function screen<T>(report: ReportDeclaration, view: ReportView<T>, intro?: string): [string, ComponentType] {
  return [
    report.screen.path,
    function StatementScreen() {
      return <ReportPage report={report} view={view} {...(intro ? { intro } : {})} />;
    },
  ];
}

/** The books, statements and analysis screens of accounts. */
export const STATEMENT_SCREENS: Readonly<Record<string, ComponentType>> = Object.fromEntries([
  screen(R.cashBook, accountBookView, 'Receipts and payments of a cash or wallet account with the running balance.'),
  screen(R.bankBook, accountBookView, 'Deposits and withdrawals of a bank account with the running balance.'),
  screen(R.dayBook, dayBookView, 'Every voucher of the period, line by line.'),
  screen(R.ledger, accountBookView, 'Every entry of one account; open a voucher from its number.'),
  screen(
    R.trialBalance,
    trialBalanceView,
    'Opening, debits, credits and closing of every account, grouped by account group.',
  ),
  screen(R.schedules, schedulesView, 'The closing balances broken up by account group.'),
  screen(R.profitAndLoss, profitAndLossView, 'Income against expenses for the period.'),
  screen(
    R.balanceSheet,
    balanceSheetView,
    'Assets against liabilities and capital, including the result not yet closed.',
  ),
  screen(
    R.activities,
    activityView,
    'Every create, modify, cancel and print: who, when, and the amount before and after.',
  ),
  screen(R.agingReceivables, ageingView, 'What customers owe, by age of the oldest unpaid charges.'),
  screen(R.agingPayables, ageingView, 'What the business owes suppliers, by age.'),
  screen(R.interest, interestView, "Interest on a party's balance, day by day at the rate."),
]);
