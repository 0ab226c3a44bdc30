import { code, MODULE } from '../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { INVENTORY as I } from '../catalogue/inventory';
import { PROCUREMENT as P } from '../catalogue/procurement';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.inventory;
// Inventory menu codes (spec section 6): 2 transactions, 9 reports, 12 settings. The report and settings entries below
// have no inventory routes yet: each keeps its own code (screen numbers from 51 up) and opens the procurement path the spec gives.
const REPORTS = 9;
const SETTINGS = 12;

// Spec section 2 points the inventory transactions at /procurement/pur-stock-payments: each label opens its own screen
// instead, the older routes (consuproduct, lossesproduct, invsamplesin, invsamplesout) where the spec has them.
const reportPlaceholder = (name: string, screenCode: number, target: ScreenDeclaration) => placeholder(name, code(M, REPORTS, screenCode), target);

const inventoryTransactions = group('Transactions', [
  link(I.consuproduct, 'Material issues'),
  link(I.lossesproduct, 'Losses'),
  link(I.invsamplesin, 'Samples in'),
  link(I.invsamplesout, 'Samples out'),
  link(I.invStoreTransfers, 'Store to store'),
  link(I.invBranchTransfers, 'Branch to branch'),
  link(I.invStockAudit, 'Stock audit'),
]);

// The spec names no inventory report labels ("key and cost reports under /procurement/pur-..."): each label
// mirrors the procurement report whose path it opens.
const inventoryStockReports = group('Stock reports', [link(I.invRepClosingStock, 'Closing stock')]);

const inventoryKeyReports = group('Key reports', [
  reportPlaceholder('Item groups', 51, P.purStockKeyrepSupGroups),
  reportPlaceholder('Items', 52, P.purStockKeyrepSups),
]);

const inventoryCostReports = group('Cost reports', [
  reportPlaceholder('List of stock movements', 53, P.purCostrepListofpurchases),
  reportPlaceholder('Detailed stock movements', 54, P.purCostrepDetailedpurchases),
  reportPlaceholder('Consolidated stock', 55, P.purCostrepConsolidatedpurchases),
  reportPlaceholder('Item-wise stock', 56, P.purCostrepSupplierwisepurchases),
  reportPlaceholder('Item-wise consolidations', 57, P.purCostrepSupplierwiseconsolidations),
  reportPlaceholder('Stock day book', 58, P.purCostrepSupplierdaybook),
  reportPlaceholder('Stock snapshot', 59, P.purCostrepSuppliersnapshot),
]);

const inventorySettings = group('Settings', [placeholder('Inventory settings', code(M, SETTINGS, 51), P.purAccSettings)]);

/** The transactions, reports and settings groups, the same in both inventory variants (INVENTORY_FNB_MENU reuses them). */
export const INVENTORY_COMMON_GROUPS = [inventoryTransactions, inventoryStockReports, inventoryKeyReports, inventoryCostReports, inventorySettings] as const;

/** The inventory sidebar group (trading and manufacturing editions). */
export const INVENTORY_MENU = moduleGroup('Inventory', 'inventory', 'Items, stores, stock movements and reports', [
  link(I.invDash, 'Dashboard'),
  group('Masters', [
    link(I.invUom),
    link(I.invStores),
    link(I.invItemGroups),
    link(I.invItems),
    link(I.invOpeningItems),
    link(I.invDepartments),
    link(I.invLosses),
  ]),
  ...INVENTORY_COMMON_GROUPS,
]);
