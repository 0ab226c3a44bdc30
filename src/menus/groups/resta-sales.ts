import { code, MODULE } from '../../lib/permissions/permission-code';
import { FRONT_DESK } from '../catalogue/front-desk';
import { POS } from '../catalogue/pos';
import { group, link, moduleGroup, placeholder } from '../menu-builders';
import type { MenuItem } from '../menu-types';

const M = MODULE.sales;
// Sales menu 7 (reports); this group's placeholders are screens 51-59 (see catalogue/pos.ts).
const REPORTS = 7;

/** The pos report screens, reused by the e-commerce, point of sales and services groups. */
export const POS_KEY_REPORTS: readonly MenuItem[] = [
  link(POS.posKeyrepItmegroups, 'Item groups'),
  link(POS.posKeyrepItems, 'Items'),
  link(POS.posKeyrepOutlets, 'Outlets'),
];
export const POS_COST_REPORTS: readonly MenuItem[] = [
  link(POS.posCostrepListofsales),
  link(POS.posCostrepConsolidatedsales),
  link(POS.posCostrepConsolidatedsettlements),
];
export const POS_STOCK_REPORTS: readonly MenuItem[] = [
  link(POS.posStrockrepItemwisesales),
  link(POS.posStrockrepItemwiseconsolidations),
  link(POS.posStrockrepTopnitems, 'Top N items'),
  link(POS.posStrockrepLeastnitems, 'Least N items'),
];
export const POS_DAY_REPORTS: readonly MenuItem[] = [link(POS.posDayrepSettlement, 'Settlement'), link(POS.posDayrepStatus)];

/**
 * The restaurant report groups, shared as they are by the e-commerce group (spec "E-commerce").
 * Some cost, stock and analysis entries are placeholders to /front-desk/fd-students1..4 and fd-fees (spec);
 * their labels are ours, the spec names only "Price Comparison".
 */
export const RESTA_SALES_REPORTS: readonly MenuItem[] = [
  group('Key reports', POS_KEY_REPORTS),
  group('Cost reports', [
    ...POS_COST_REPORTS,
    placeholder('Waiter-wise sales', code(M, REPORTS, 51), FRONT_DESK.fdStudents1),
    placeholder('NC department-wise sales', code(M, REPORTS, 52), FRONT_DESK.fdStudents2),
  ]),
  group('Stock reports', [...POS_STOCK_REPORTS, placeholder('KOT group-wise sales', code(M, REPORTS, 53), FRONT_DESK.fdStudents3)]),
  group('Day reports', POS_DAY_REPORTS),
  group('Analysis', [
    placeholder('Price comparison', code(M, REPORTS, 54), FRONT_DESK.fdStudents4),
    placeholder('Period comparison', code(M, REPORTS, 55), FRONT_DESK.fdFees),
  ]),
];

/** The restaurant sales sidebar group (spec "Point of sale, restaurant sales"), D-RES. */
export const RESTA_SALES_MENU = moduleGroup('Resta Sales', 'restaurant', 'KOT, Billing Cash management', [
  link(POS.posrestaDashboard, 'Dashboard'),
  group('Masters', [
    link(POS.resItemGroups),
    link(POS.resItems),
    link(POS.resOutlets),
    link(POS.resKotGroups),
    link(POS.resPriceList),
    link(POS.resNCDepartments),
    link(POS.saleTaxes),
    link(POS.resTaxAssignings),
    link(POS.resTables),
    link(POS.resWaiters),
    link(POS.resDeliveryBoys),
  ]),
  group('Transactions', [
    link(POS.resBillingClassy, 'Billing (classic)'),
    link(POS.resBillingStylish, 'Billing (stylish)'),
    link(POS.resDeliveryDetails),
  ]),
  ...RESTA_SALES_REPORTS,
]);
