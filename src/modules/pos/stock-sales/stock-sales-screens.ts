import { dashboardScreens } from '../../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { POS } from '../../../menus/catalogue/pos';
import { SaleAdvancesScreen } from './advances/sale-advances-screen';
import { STOCK_SALES_DASHBOARD, STOCK_SALES_REPORTS } from './reports/stock-sales-reports';
import { StockSalesScreen } from './sales/stock-sales-screen';

/**
 * The screens of stock sales (B2B and B2C invoices, advances, the gate pass), by route path (spread into the pos
 * module's screen map).
 */
export const stockSalesScreens: ScreenMap = {
  ...reportScreens(STOCK_SALES_REPORTS),
  // Spread after the pos dashboards, so this one (from the invoices) replaces the masters' counts declared there.
  ...dashboardScreens([STOCK_SALES_DASHBOARD]),
  [POS.posStockSales.path]: StockSalesScreen,
  [POS.posStockAdvances.path]: SaleAdvancesScreen,
};
