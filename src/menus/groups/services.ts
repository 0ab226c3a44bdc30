import { code, MODULE } from '../../lib/permissions/permission-code';
import { CRM } from '../catalogue/crm';
import { FRONT_DESK } from '../catalogue/front-desk';
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
const REPORTS = 7;
const SETUP = 9;

/**
 * The services sidebar group (spec "Services"): production-style labels on other modules' routes, kept as
 * placeholders; the report groups are the pos report screens, the customer-oriented cost reports go to
 * /front-desk/fd-students4 (the report labels are ours).
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
    placeholder('Customer-wise sales', code(M, REPORTS, 91), FRONT_DESK.fdStudents4),
    placeholder('Customer-wise consolidations', code(M, REPORTS, 92), FRONT_DESK.fdStudents4),
    placeholder('Customer day book', code(M, REPORTS, 93), FRONT_DESK.fdStudents4),
  ]),
  group('Stock reports', POS_STOCK_REPORTS),
  group('Settings', [placeholder('Service settings', code(M, SETUP, 91), FRONT_DESK.fdFees)]),
]);
