import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { reportScreens } from '../../engine/report/report-screen';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { INVENTORY } from '../../menus/catalogue/inventory';
import { INVENTORY_DASHBOARDS } from './inventory-dashboards';
import { INVENTORY_RESOURCES } from './inventory-resources';
import { DEPARTMENTS } from './resources/departments';
import { ITEM_GROUPS } from './resources/item-groups';
import { ITEMS } from './resources/items';
import { LOSS_TYPES } from './resources/loss-types';
import { OPENING_STOCK } from './resources/opening-stock';
import { STORES } from './resources/stores';
import { UNITS_OF_MEASURE } from './resources/units-of-measure';
import { InventorySettingsScreen } from './settings/inventory-settings-screen';
import { StockAuditScreen } from './stock-audit/stock-audit-screen';
import { ClosingStockScreen } from './stock-reports/closing-stock-screen';
import { FnbClosingStockScreen } from './stock-reports/fnb-closing-stock-screen';
import { INVENTORY_STOCK_REPORTS } from './stock-reports/stock-reports';
import { UNITS_REPORT } from './stock-reports/unit-fnb-reports';
import {
  LossesScreen,
  MaterialIssuesScreen,
  SamplesInScreen,
  SamplesOutScreen,
} from './stock-transactions/stock-transaction-screens';
import { BranchTransfersScreen, StoreTransfersScreen } from './transfers/transfer-screens';

export const declarations = Object.values(INVENTORY);

/**
 * Every inventory master (older route variants open their current twin), the two dashboards, the stock movements
 * (issues, losses and samples on their older routes, transfers, the stock audit), the stock reports and the settings.
 */
export const screens: ScreenMap = {
  ...screensFor(INVENTORY_RESOURCES, {
    [INVENTORY.invum.path]: UNITS_OF_MEASURE,
    [INVENTORY.invstores.path]: STORES,
    [INVENTORY.invitemgroupslist.path]: ITEM_GROUPS,
    [INVENTORY.invitemstra.path]: ITEMS,
    [INVENTORY.invopeningsotcks.path]: OPENING_STOCK,
    [INVENTORY.invdepts.path]: DEPARTMENTS,
    [INVENTORY.invlosseslist.path]: LOSS_TYPES,
  }),
  ...dashboardScreens(INVENTORY_DASHBOARDS),
  ...reportScreens([...INVENTORY_STOCK_REPORTS, UNITS_REPORT]),
  [INVENTORY.consuproduct.path]: MaterialIssuesScreen,
  [INVENTORY.lossesproduct.path]: LossesScreen,
  [INVENTORY.invsamplesin.path]: SamplesInScreen,
  [INVENTORY.invsamplesout.path]: SamplesOutScreen,
  [INVENTORY.invStoreTransfers.path]: StoreTransfersScreen,
  [INVENTORY.invBranchTransfers.path]: BranchTransfersScreen,
  [INVENTORY.invStockAudit.path]: StockAuditScreen,
  [INVENTORY.invRepClosingStock.path]: ClosingStockScreen,
  [INVENTORY.invRepFnbClosingStock.path]: FnbClosingStockScreen,
  [INVENTORY.invSettings.path]: InventorySettingsScreen,
};
