import { INVENTORY as I } from '../catalogue/inventory';
import { group, link, moduleGroup } from '../menu-builders';

// Spec section 2 points the inventory transactions at /procurement/pur-stock-payments and its reports at procurement
// reports: each label opens its own screen instead, the older routes (consuproduct, lossesproduct, invsamplesin,
// invsamplesout) where the spec has them.

const inventoryTransactions = group('Transactions', [
  link(I.consuproduct, 'Material issues'),
  link(I.lossesproduct, 'Losses'),
  link(I.invsamplesin, 'Samples in'),
  link(I.invsamplesout, 'Samples out'),
  link(I.invStoreTransfers, 'Store to store'),
  link(I.invBranchTransfers, 'Branch to branch'),
  link(I.invStockAudit, 'Stock audit'),
]);

const inventoryStockReports = group('Stock reports', [link(I.invRepClosingStock, 'Closing stock')]);

const inventoryKeyReports = group('Key reports', [
  link(I.invKeyrepItemGroups, 'Item groups'),
  link(I.invKeyrepItems, 'Items'),
  link(I.invKeyrepUnits, 'Units'),
]);

// The spec points these labels at procurement reports; each opens an inventory report of its own.
const inventoryCostReports = group('Cost reports', [
  link(I.invRepStockMovements),
  link(I.invRepDetailedMovements),
  link(I.invRepConsolidatedStock),
  link(I.invRepItemwiseStock),
  link(I.invRepItemwiseConsolidations),
  link(I.invRepStockDayBook),
  link(I.invRepStockSnapshot),
  link(I.invRepTopItems),
  link(I.invRepLeastItems),
  link(I.invRepItemsNeverPurchased),
]);

const inventorySettings = group('Settings', [link(I.invSettings, 'Inventory settings')]);

/**
 * The transactions, reports and settings groups, the same in both inventory variants (INVENTORY_FNB_MENU reuses them).
 */
export const INVENTORY_COMMON_GROUPS = [
  inventoryTransactions,
  inventoryStockReports,
  inventoryKeyReports,
  inventoryCostReports,
  inventorySettings,
] as const;

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
