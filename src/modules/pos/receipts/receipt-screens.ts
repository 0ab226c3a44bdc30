import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { POS } from '../../../menus/catalogue/pos';
import { AgentPaymentsScreen, EmployeePaymentsScreen } from './commission-screen';
import { STOCK_SALES_KEY_REPORTS } from './key-reports';
import { ReceiptsScreen } from './receipts-screen';

/**
 * The screens of customer receipts (credit clearances), employee and agent payments and the stock sales key reports, by
 * route path (spread into the pos module's screen map).
 */
export const receiptScreens: ScreenMap = {
  ...reportScreens(STOCK_SALES_KEY_REPORTS),
  [POS.posCreditClearances.path]: ReceiptsScreen,
  [POS.posStockAgentPayments.path]: AgentPaymentsScreen,
  [POS.posStockEmployeePayments.path]: EmployeePaymentsScreen,
};
