import { code, MODULE } from '../../lib/permissions/permission-code';
import { POS } from '../catalogue/pos';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.sales;
// Sales menus 7 (reports) and 9 (setup); this group's placeholders are screens 71-79 (see catalogue/pos.ts).
const REPORTS = 7;
const SETUP = 9;

/** There is no sale types route: both entries point at sale taxes with one code. */
const SALE_TYPES = placeholder('Sale types', code(M, SETUP, 71), POS.saleTaxes);

/**
 * The stock sales sidebar group (spec "Sales (advances, B2B and B2C)"). The report groups are placeholders
 * to the restaurant report routes (spec "Other groups are placeholders"; the labels are ours).
 */
export const STOCK_SALES_MENU = moduleGroup('Sales', 'sales', 'Advances, B2B and B2C Sales', [
  link(POS.posstockDashboard, 'Dashboard'),
  group('Masters', [link(POS.posCustomerGroups), link(POS.posstockCustomers), link(POS.posstockAgents)]),
  group('Transactions', [
    link(POS.posStockAdvances, 'Advances'),
    link(POS.posStockSales, 'Sales'),
    link(POS.posStockEmployeePayments),
    link(POS.posStockAgentPayments),
  ]),
  group('Key reports', [
    placeholder('Customer groups', code(M, REPORTS, 71), POS.posKeyrepItmegroups),
    placeholder('Customers', code(M, REPORTS, 72), POS.posKeyrepItems),
    placeholder('Agents', code(M, REPORTS, 73), POS.posKeyrepOutlets),
  ]),
  group('Cost reports', [
    placeholder('List of advances', code(M, REPORTS, 74), POS.posCostrepListofsales),
    placeholder('List of sales', code(M, REPORTS, 75), POS.posCostrepListofsales),
    placeholder('Customer-wise sales', code(M, REPORTS, 76), POS.posCostrepConsolidatedsales),
    placeholder('Agent-wise sales', code(M, REPORTS, 77), POS.posCostrepConsolidatedsettlements),
  ]),
  group('Day reports', [placeholder('Day book', code(M, REPORTS, 78), POS.posDayrepSettlement)]),
  // Spec quirk kept as data: "Sale Types listed twice in Sales setup".
  group('Setup', [link(POS.saleTaxes), SALE_TYPES, SALE_TYPES]),
]);
