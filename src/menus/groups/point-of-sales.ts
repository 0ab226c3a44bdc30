import { code, MODULE } from '../../lib/permissions/permission-code';
import { INVENTORY } from '../catalogue/inventory';
import { POS } from '../catalogue/pos';
import { group, link, moduleGroup, placeholder } from '../menu-builders';
import { POS_COST_REPORTS, POS_DAY_REPORTS, POS_KEY_REPORTS, POS_STOCK_REPORTS } from './resta-sales';

const M = MODULE.sales;
// Sales menu 9 (setup); this group's placeholders are screens 81-89 (see catalogue/pos.ts).
const SETUP = 9;

/**
 * The point of sales sidebar group (spec "Point of Sales"), D-POS. The spec gives it no dashboard.
 * Masters reuse inventory, stock sales and restaurant screens; the reports are the pos report screens.
 */
export const POINT_OF_SALES_MENU = moduleGroup('Point of Sales', 'pointOfSale', 'Billing and Sales Management', [
  link(POS.salSalesdashboard, 'Dashboard'),
  group('Masters', [
    link(INVENTORY.invItemGroups, 'Item groups'),
    link(INVENTORY.invItemCategories, 'Item categories'),
    link(POS.posstockCustomers, 'Customers'),
    link(POS.resOutlets),
    link(POS.resPriceList),
  ]),
  group('Transactions', [
    link(POS.saleClassy, 'Sales'),
    link(POS.posBillingStylish, 'Billing'),
    link(POS.posSales, 'Sales list'),
    link(POS.posSaleReturn, 'Sale returns'),
    link(POS.posDebitNote, 'Debit notes'),
    link(POS.posCreditClearances, 'Credit clearances'),
  ]),
  group('Key reports', POS_KEY_REPORTS),
  group('Day reports', POS_DAY_REPORTS),
  group('Cost reports', POS_COST_REPORTS),
  group('Stock reports', POS_STOCK_REPORTS),
  group('Settings', [
    placeholder('Tax settings', code(M, SETUP, 81), POS.saleTaxes),
    placeholder('Outlet settings', code(M, SETUP, 82), POS.resOutlets),
  ]),
]);
