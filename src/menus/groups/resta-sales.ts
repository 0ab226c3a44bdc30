import { POS } from '../catalogue/pos';
import { group, link, moduleGroup } from '../menu-builders';
import type { MenuItem } from '../menu-types';

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
export const POS_DAY_REPORTS: readonly MenuItem[] = [
  link(POS.posDayrepSettlement, 'Settlement'),
  link(POS.posDayrepStatus),
];

/**
 * The restaurant report groups (the spec shares them with the e-commerce group, which keeps those that apply). The
 * spec's placeholders here (to /front-desk/fd-students1..4 and fd-fees) now open the restaurant reports their labels
 * name, on the placeholders' own codes (screens 51-55); the other restaurant reports take screens 56-59.
 */
export const RESTA_SALES_REPORTS: readonly MenuItem[] = [
  group('Key reports', POS_KEY_REPORTS),
  group('Cost reports', [
    ...POS_COST_REPORTS,
    link(POS.posCostrepWaiterwisesales),
    link(POS.posCostrepTablewisesales),
    link(POS.posCostrepNcvoidbills),
    link(POS.posCostrepDiscountedbills),
  ]),
  group('Stock reports', [
    ...POS_STOCK_REPORTS,
    link(POS.posStrockrepItemdetails),
    link(POS.posStrockrepKotgroupwisesales),
  ]),
  group('Day reports', [...POS_DAY_REPORTS, link(POS.posDayrepKotdetails)]),
  group('Analysis', [link(POS.posAnalysisPricecomparison), link(POS.posAnalysisPeriodcomparison)]),
];

/**
 * The report groups of the e-commerce group: the restaurant's, less those about tables, waiters, KOTs and
 * non-chargeable bills, which an online shop does not have.
 */
export const ONLINE_SALES_REPORTS: readonly MenuItem[] = [
  group('Key reports', POS_KEY_REPORTS),
  group('Cost reports', [...POS_COST_REPORTS, link(POS.posCostrepDiscountedbills)]),
  group('Stock reports', [...POS_STOCK_REPORTS, link(POS.posStrockrepItemdetails)]),
  group('Day reports', [link(POS.posDayrepSettlement, 'Settlement')]),
  group('Analysis', [link(POS.posAnalysisPricecomparison), link(POS.posAnalysisPeriodcomparison)]),
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
