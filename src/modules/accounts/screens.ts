import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { ACCOUNTS } from '../../menus/catalogue/accounts';
import { ACCOUNTS_DASHBOARD } from './accounts-dashboards';
import { ACCOUNTS_REPORTS } from './accounts-reports';
import { ACCOUNTS_RESOURCES } from './accounts-resources';
import { DepreciationPreview } from './assets/depreciation-preview';
import { BankReconciliationScreen } from './brs/brs-screen';
import { OpeningsScreen } from './openings/openings-screen';
import { STATEMENT_SCREENS } from './reports/statement-screens';
import { ASSETS } from './resources/assets';
import { YearEndScreen } from './year-end/year-end-screen';
import { voucherScreen } from './vouchers/voucher-screen';

export const declarations = Object.values(ACCOUNTS);

const payments = voucherScreen('PAY');

/**
 * The dashboard, the chart of accounts, assets, openings, vouchers, reconciliation, year end, books, statements,
 * analysis and key reports.
 */
export const screens: ScreenMap = {
  ...screensFor(ACCOUNTS_RESOURCES, {}, { [ASSETS.name]: DepreciationPreview }),
  ...reportScreens(ACCOUNTS_REPORTS),
  ...STATEMENT_SCREENS,
  ...dashboardScreens([ACCOUNTS_DASHBOARD]),
  [ACCOUNTS.payments.path]: payments,
  [ACCOUNTS.paymentsOlder.path]: payments,
  [ACCOUNTS.receipts.path]: voucherScreen('REC'),
  [ACCOUNTS.journals.path]: voucherScreen('JOU'),
  [ACCOUNTS.transfers.path]: voucherScreen('TRA'),
  [ACCOUNTS.openings.path]: OpeningsScreen,
  [ACCOUNTS.bankReconciliation.path]: BankReconciliationScreen,
  [ACCOUNTS.yearEnd.path]: YearEndScreen,
};
