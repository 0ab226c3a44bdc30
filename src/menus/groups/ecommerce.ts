import { code, MODULE } from '../../lib/permissions/permission-code';
import { INVENTORY } from '../catalogue/inventory';
import { POS } from '../catalogue/pos';
import { group, link, moduleGroup, placeholder } from '../menu-builders';
import { RESTA_SALES_REPORTS } from './resta-sales';

const M = MODULE.sales;
// Sales menu 2 (transactions); this group's placeholders are screens 61-69 (see catalogue/pos.ts).
const TRANSACTIONS = 2;

/**
 * The e-commerce sidebar group (spec "E-commerce"), D-EC1: restaurant and inventory screens reused.
 * Orders, dispatches and billing share /pos/pos-billing-fancy: orders is the link, the other two placeholders.
 */
export const ECOMMERCE_MENU = moduleGroup('E-Commerce', 'ecommerce', 'Online Order management', [
  link(POS.posrestaDashboard, 'Dashboard'),
  group('Masters', [
    link(INVENTORY.invItemGroups, 'Item groups'),
    link(INVENTORY.invItemSimple, 'Items'),
    link(POS.resOutletsTakeaway, 'Outlets'),
    link(POS.resPriceListTakeaway, 'Price list'),
    link(POS.resBoys, 'Delivery boys'),
  ]),
  group('Transactions', [
    link(POS.posBillingFancy, 'Orders'),
    placeholder('Dispatches', code(M, TRANSACTIONS, 61), POS.posBillingFancy),
    placeholder('Billing', code(M, TRANSACTIONS, 62), POS.posBillingFancy),
  ]),
  ...RESTA_SALES_REPORTS,
]);
