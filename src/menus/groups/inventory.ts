import { code, MODULE } from '../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { INVENTORY as I } from '../catalogue/inventory';
import { PROCUREMENT as P } from '../catalogue/procurement';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.inventory;
// Inventory menu codes (spec section 6): 2 transactions, 9 reports, 12 settings. These entries have no inventory
// routes: each keeps its own code (screen numbers from 51 up) and opens the procurement path the spec gives.
const TRANSACTIONS = 2;
const REPORTS = 9;
const SETTINGS = 12;

/** Spec section 2: the inventory transactions "all point to /procurement/pur-stock-payments". */
const transactionPlaceholder = (name: string, screenCode: number) => placeholder(name, code(M, TRANSACTIONS, screenCode), P.purStockPayments);
const reportPlaceholder = (name: string, screenCode: number, target: ScreenDeclaration) => placeholder(name, code(M, REPORTS, screenCode), target);

const inventoryTransactions = group('Transactions', [
  transactionPlaceholder('Material issues', 51),
  transactionPlaceholder('Losses', 52),
  transactionPlaceholder('Samples in', 53),
  transactionPlaceholder('Samples out', 54),
  transactionPlaceholder('Store to store', 55),
  transactionPlaceholder('Branch to branch', 56),
  transactionPlaceholder('Stock audit', 57),
]);

// The spec names no inventory report labels ("key and cost reports under /procurement/pur-..."): each label
// mirrors the procurement report whose path it opens.
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
export const INVENTORY_COMMON_GROUPS = [inventoryTransactions, inventoryKeyReports, inventoryCostReports, inventorySettings] as const;

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
