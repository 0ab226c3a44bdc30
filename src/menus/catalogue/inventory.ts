import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.inventory;
// Menus (spec section 6): 1 masters, 2 transactions, 9 reports, 12 settings; dashboard menu 0 screen 0 transaction 1.
// Reports and settings have no inventory routes (the menu's placeholders open procurement screens).
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 9;
const SETTINGS = 12;

const uom = code(M, MASTERS, 1);
const stores = code(M, MASTERS, 2);
const itemGroups = code(M, MASTERS, 3);
const items = code(M, MASTERS, 4);
const openingStock = code(M, MASTERS, 5);
const departments = code(M, MASTERS, 6);
const losses = code(M, MASTERS, 7);

/** Every inventory route (spec section 2, "Inventory") with its title and permission code. */
export const INVENTORY = {
  invDash: screen('inventory/inv-dash', 'Inventory dashboard', dashboardCode(M)),
  invUom: screen('inventory/inv-uom', 'Units of measure', uom),
  invStores: screen('inventory/inv-stores', 'Stores', stores),
  invItemGroups: screen('inventory/inv-item-groups', 'Item groups', itemGroups),
  invItems: screen('inventory/inv-items', 'Items', items),
  invOpeningItems: screen('inventory/inv-opening-items', 'Opening stock', openingStock),
  invDepartments: screen('inventory/inv-departments', 'Departments', departments),
  invLosses: screen('inventory/inv-losses', 'Losses', losses),
  // Older routes of the same masters: the same screens, so the same codes.
  invum: screen('inventory/invum', 'Units of measure', uom),
  invstores: screen('inventory/invstores', 'Stores', stores),
  invitemgroupslist: screen('inventory/invitemgroupslist', 'Item groups', itemGroups),
  invitemstra: screen('inventory/invitemstra', 'Items', items),
  invopeningsotcks: screen('inventory/invopeningsotcks', 'Opening stock', openingStock),
  invdepts: screen('inventory/invdepts', 'Departments', departments),
  invlosseslist: screen('inventory/invlosseslist', 'Losses', losses),
  // Older transaction routes, with codes of their own (the current menu's transactions are placeholders).
  consuproduct: screen('inventory/consuproduct', 'Material issues', code(M, TRANSACTIONS, 1)),
  lossesproduct: screen('inventory/lossesproduct', 'Stock losses', code(M, TRANSACTIONS, 2)),
  invsamplesin: screen('inventory/invsamplesin', 'Samples in', code(M, TRANSACTIONS, 3)),
  invsamplesout: screen('inventory/invsamplesout', 'Samples out', code(M, TRANSACTIONS, 4)),
  // Stock movements the spec names only as menu labels: routes of their own beside the older ones.
  invStoreTransfers: screen('inventory/inv-store-transfers', 'Store to store transfers', code(M, TRANSACTIONS, 5)),
  invBranchTransfers: screen('inventory/inv-branch-transfers', 'Branch to branch transfers', code(M, TRANSACTIONS, 6)),
  invStockAudit: screen('inventory/inv-stock-audit', 'Stock audit', code(M, TRANSACTIONS, 7)),
  invRepClosingStock: screen('inventory/inv-rep-closing-stock', 'Closing stock', code(M, REPORTS, 1)),
  // The inventory reports the spec names only as menu labels (its paths are procurement reports'): routes of their own.
  invKeyrepItemGroups: screen('inventory/inv-keyrep-item-groups', 'List of item groups', code(M, REPORTS, 2)),
  invKeyrepItems: screen('inventory/inv-keyrep-items', 'List of items', code(M, REPORTS, 3)),
  invRepStockMovements: screen('inventory/inv-rep-stock-movements', 'List of stock movements', code(M, REPORTS, 4)),
  invRepDetailedMovements: screen(
    'inventory/inv-rep-detailed-movements',
    'Detailed stock movements',
    code(M, REPORTS, 5),
  ),
  invRepConsolidatedStock: screen('inventory/inv-rep-consolidated-stock', 'Consolidated stock', code(M, REPORTS, 6)),
  invRepItemwiseStock: screen('inventory/inv-rep-itemwise-stock', 'Item-wise stock', code(M, REPORTS, 7)),
  invRepItemwiseConsolidations: screen(
    'inventory/inv-rep-itemwise-consolidations',
    'Item-wise consolidations',
    code(M, REPORTS, 8),
  ),
  invRepStockDayBook: screen('inventory/inv-rep-stock-day-book', 'Stock day book', code(M, REPORTS, 9)),
  invRepStockSnapshot: screen('inventory/inv-rep-stock-snapshot', 'Stock snapshot', code(M, REPORTS, 10)),
  invRepTopItems: screen('inventory/inv-rep-top-items', 'Top items purchased', code(M, REPORTS, 11)),
  invRepLeastItems: screen('inventory/inv-rep-least-items', 'Least items purchased', code(M, REPORTS, 12)),
  invRepItemsNeverPurchased: screen(
    'inventory/inv-rep-items-never-purchased',
    'Items never purchased',
    code(M, REPORTS, 13),
  ),
  /** Units with their conversions, as a printed list (the contract's GetKeyRepInvUnits). */
  invKeyrepUnits: screen('inventory/inv-keyrep-units', 'List of units', code(M, REPORTS, 14)),
  /** Closing stock per F&B service (the contract's GetFnBWiseClosingStock), for the hotel and restaurant variant. */
  invRepFnbClosingStock: screen('inventory/inv-rep-fnb-closing-stock', 'F&B-wise closing stock', code(M, REPORTS, 15)),
  /** The issue costing setting (inv_iss): the contract's screenCheck(usr, 3, 12, 1, 0). */
  invSettings: screen('inventory/inv-settings', 'Inventory settings', code(M, SETTINGS, 1)),
  // The hotel and restaurant variant's masters (INVENTORY_FNB_MENU).
  invItemSimple: screen('inventory/inv-item-simple', 'Items (simple)', code(M, MASTERS, 8)),
  invItemCategories: screen('inventory/inv-item-categories', 'Item categories', code(M, MASTERS, 9)),
  invKitchens: screen('inventory/inv-kitchens', 'Kitchens', code(M, MASTERS, 10)),
  invFnbServices: screen('inventory/inv-fnb-services', 'F&B services', code(M, MASTERS, 11)),
  invDepartmentwiseItems: screen('inventory/inv-departmentwise-items', 'Department-wise items', code(M, MASTERS, 12)),
  invItemwiseIngredients: screen('inventory/inv-itemwise-ingredients', 'Item-wise ingredients', code(M, MASTERS, 13)),
  invKitchenwiseResta: screen('inventory/inv-kitchenwise-resta', 'Kitchen-wise restaurant items', code(M, MASTERS, 14)),
  invFnbservicewiseResta: screen(
    'inventory/inv-fnbservicewise-resta',
    'F&B service-wise restaurant items',
    code(M, MASTERS, 15),
  ),
  /**
   * The variant's own dashboard. dashboardCode(M) (3,0,0,1) is already inv-dash's, so this second dashboard of the
   * module takes the next screen number in menu 0, still with the dashboard transaction 1.
   */
  minnDashboard: screen('inventory/minn-dashboard', 'Inventory dashboard (hotel and restaurant)', code(M, 0, 1, 1)),
} as const;
