import { code, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.sales;
// Take-away shares module 5 with pos.ts (spec section 6, sales menus 1 masters, 2 transactions, 7 reports).
// Its screens are 31-50 of each menu; pos.ts holds 1-30 and the placeholders 51 and up.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 7;
// Module 5's fourth dashboard: menu 0, screen 3, transaction 1 (dashboardCode(5) is the restaurant one, see pos.ts).
const DASHBOARDS = 0;
const OPEN_DASHBOARD = 1;

/** Every take-away route (spec section 2, "Take-away") with its title and permission code. */
export const TAKEAWAY = {
  dashboard: screen('takeaway/dashboard', 'Take-away dashboard', code(M, DASHBOARDS, 3, OPEN_DASHBOARD)),
  itemGroups: screen('takeaway/item-groups', 'Item groups', code(M, MASTERS, 31)),
  itemMasters: screen('takeaway/item-masters', 'Items', code(M, MASTERS, 32)),
  itemComboGroups: screen('takeaway/item-combo-groups', 'Combo groups', code(M, MASTERS, 33)),
  itemCombos: screen('takeaway/item-combos', 'Combos', code(M, MASTERS, 34)),
  itemSupports: screen('takeaway/item-supports', 'Item supports', code(M, MASTERS, 35)),
  taxDetails: screen('takeaway/tax-details', 'Taxes', code(M, MASTERS, 36)),
  taxAssigning: screen('takeaway/tax-assigning', 'Tax assignments', code(M, MASTERS, 37)),
  outlets: screen('takeaway/outlets', 'Outlets', code(M, MASTERS, 38)),
  priceList: screen('takeaway/price-list', 'Price list', code(M, MASTERS, 39)),
  deliveryBoys: screen('takeaway/delivery-boys', 'Delivery boys', code(M, MASTERS, 40)),
  billingClassy: screen('takeaway/billing-classy', 'Billing', code(M, TRANSACTIONS, 31)),
  happyHours: screen('takeaway/happy-hours', 'Happy hours', code(M, TRANSACTIONS, 32)),
  customeroffers: screen('takeaway/customeroffers', 'Customer offers', code(M, TRANSACTIONS, 33)),
  banners: screen('takeaway/banners', 'Banners', code(M, TRANSACTIONS, 34)),
  dayRepSaleslist: screen('takeaway/day-rep-saleslist', 'Day sales list', code(M, REPORTS, 31)),
  dayRepSettlement: screen('takeaway/day-rep-settlement', 'Day settlement', code(M, REPORTS, 32)),
} as const;
