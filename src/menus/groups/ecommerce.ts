import { POS } from '../catalogue/pos';
import { TAKEAWAY } from '../catalogue/takeaway';
import { group, link, moduleGroup } from '../menu-builders';
import { ONLINE_SALES_REPORTS } from './resta-sales';

/**
 * The e-commerce sidebar group (spec "E-commerce"), D-EC1: the point of sale's masters and reports reused.
 * The dashboard, orders (/pos/pos-billing-fancy), dispatches and billing have a screen each (all but the orders'
 * routes are ours: the spec's dashboard was the restaurant's, which counts tables).
 */
export const ECOMMERCE_MENU = moduleGroup('E-Commerce', 'ecommerce', 'Online Order management', [
  link(POS.posOnlineDashboard, 'Dashboard'),
  group('Masters', [
    // The goods the shop sells (groups, items with their pictures, rates and taxes), not the stock's own masters,
    // which the Inventory group keeps.
    link(POS.resItemGroups, 'Item groups'),
    link(POS.resItems, 'Items'),
    link(POS.resOutletsTakeaway, 'Outlets'),
    link(POS.resPriceListTakeaway, 'Price list'),
    link(POS.resBoys, 'Delivery boys'),
    // The shop's banners (spec: the take-away master, "shown on the e-commerce catalogue").
    link(TAKEAWAY.banners),
  ]),
  group('Transactions', [
    link(POS.posBillingFancy, 'Orders'),
    link(POS.posOnlineDispatches, 'Dispatches'),
    link(POS.posOnlineBilling, 'Billing'),
  ]),
  ...ONLINE_SALES_REPORTS,
]);
