import { INVENTORY as I } from '../catalogue/inventory';
import { group, link, moduleGroup } from '../menu-builders';
import { INVENTORY_COMMON_GROUPS } from './inventory';

/**
 * The hotel and restaurant variant (D-MIN, D-RES): its own dashboard, the food and beverage masters, and the stock
 * report per F&B service beside the common groups.
 */
export const INVENTORY_FNB_MENU = moduleGroup(
  'Inventory',
  'inventory',
  'Items, kitchens, ingredients and stock movements',
  [
    link(I.minnDashboard, 'Dashboard'),
    group('Masters', [
      link(I.invUom),
      link(I.invStores),
      link(I.invItemGroups),
      link(I.invItemCategories),
      link(I.invItemSimple, 'Items'),
      link(I.invKitchens),
      link(I.invFnbServices),
      link(I.invDepartments),
      link(I.invDepartmentwiseItems),
      link(I.invItemwiseIngredients),
      link(I.invKitchenwiseResta, 'Kitchen-wise items'),
      link(I.invFnbservicewiseResta, 'F&B service-wise items'),
    ]),
    ...INVENTORY_COMMON_GROUPS,
    group('F&B stock reports', [link(I.invRepFnbClosingStock, 'F&B-wise closing stock')]),
  ],
);
