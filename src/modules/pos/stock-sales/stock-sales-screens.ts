import type { ScreenMap } from '../../../engine/module-manifest';
import { POS } from '../../../menus/catalogue/pos';
import { SaleAdvancesScreen } from './advances/sale-advances-screen';
import { StockSalesScreen } from './sales/stock-sales-screen';

/** The screens of stock sales (B2B and B2C invoices, advances, the gate pass), by route path (spread into the pos module's screen map). */
export const stockSalesScreens: ScreenMap = {
  [POS.posStockSales.path]: StockSalesScreen,
  [POS.posStockAdvances.path]: SaleAdvancesScreen,
};
