import { code, MODULE } from '../../lib/permissions/permission-code';
import { CRM } from '../catalogue/crm';
import { INVENTORY } from '../catalogue/inventory';
import { POS } from '../catalogue/pos';
import { group, link, moduleGroup, placeholder } from '../menu-builders';
import { POS_COST_REPORTS, POS_DAY_REPORTS, POS_KEY_REPORTS, POS_STOCK_REPORTS } from './resta-sales';

// The spec gives services no module code; its menu lives on /pos/ routes, so it takes sales (5).
const M = MODULE.sales;
// Sales menus 1 masters, 2 transactions, 7 reports, 9 setup; this group's placeholders are screens 91-99
// of each (see catalogue/pos.ts).
const MASTERS = 1;
const TRANSACTIONS = 2;

/**
 * The services sidebar group (spec "Services"): production-style labels on other modules' routes, kept as
 * placeholders; the report groups are the pos report screens. The spec sends the customer-oriented cost reports
 * to /front-desk/fd-students4 and the settings to /front-desk/fd-fees (school screens): they open the sales
 * screens that are what they name instead, under those screens' titles and codes (issue 20): the customer-wise
 * sales, the list of stock sales (each invoice with its customer) and the sales day book; the settings, sale types.
 */
export const SERVICES_MENU = moduleGroup('Services', 'services', 'Service processes, planning and billing', [
  link(POS.posrestaDashboard, 'Dashboard'),
  group('Masters', [
    placeholder('Production processes', code(M, MASTERS, 91), INVENTORY.invItemGroups),
    placeholder('Process attachments', code(M, MASTERS, 92), INVENTORY.invItems),
    placeholder('Outsources', code(M, MASTERS, 93), CRM.crmAgents),
  ]),
  group('Transactions', [
    placeholder('Mass planning', code(M, TRANSACTIONS, 91), POS.saleClassy),
    placeholder('Batch planning', code(M, TRANSACTIONS, 92), POS.saleClassy),
    placeholder('Batch process', code(M, TRANSACTIONS, 93), POS.posBillingStylish),
    placeholder('Assign outsource', code(M, TRANSACTIONS, 94), POS.posBillingStylish),
  ]),
  group('Key reports', POS_KEY_REPORTS),
  group('Day reports', POS_DAY_REPORTS),
  group('Cost reports', [
    ...POS_COST_REPORTS,
    link(POS.posstockCostrepCustomerwise),
    link(POS.posstockCostrepSales),
    link(POS.posstockDayrepDaybook),
  ]),
  group('Stock reports', POS_STOCK_REPORTS),
  group('Settings', [link(POS.saleTypes)]),
]);
