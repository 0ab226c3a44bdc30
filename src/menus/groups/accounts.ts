import { ACCOUNTS as A } from '../catalogue/accounts';
import { group, link, moduleGroup } from '../menu-builders';

/** The accounts sidebar group, shared by every edition that keeps books. */
export const ACCOUNTS_MENU = moduleGroup('Accounts', 'accounts', 'Vouchers, books, statements and analysis', [
  link(A.dashboard, 'Dashboard'),
  group('Masters', [link(A.accountGroups), link(A.accounts), link(A.openings), link(A.assets)]),
  group('Transactions', [
    link(A.payments),
    link(A.receipts),
    link(A.journals),
    link(A.transfers),
    link(A.bankReconciliation),
    link(A.yearEnd),
  ]),
  group('Key reports', [link(A.keyGroups, 'Groups'), link(A.keyAccounts, 'Accounts'), link(A.keyAssets, 'Assets')]),
  group('Books', [link(A.cashBook), link(A.bankBook), link(A.dayBook), link(A.ledger, 'Ledger (detailed)')]),
  group('Statements', [
    link(A.trialBalance),
    link(A.schedules),
    link(A.profitAndLoss, 'Profit and loss'),
    link(A.balanceSheet),
  ]),
  group('Analysis', [link(A.activities), link(A.agingReceivables), link(A.agingPayables), link(A.interest)]),
]);
