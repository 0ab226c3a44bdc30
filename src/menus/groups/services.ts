import { POS } from '../catalogue/pos';
import { PRODUCTION } from '../catalogue/production';
import { group, link, moduleGroup } from '../menu-builders';
import { POS_COST_REPORTS, POS_DAY_REPORTS, POS_KEY_REPORTS, POS_STOCK_REPORTS } from './resta-sales';

/**
 * The services sidebar group (spec "Services"): its production labels open the production screens; the report groups
 * are the pos report screens. The spec sends the customer-oriented cost reports to /front-desk/fd-students4 and the
 * settings to /front-desk/fd-fees (school screens): they open the sales screens that are what they name instead, under
 * those screens' titles and codes: the customer-wise sales, the list of stock sales (each invoice with its customer)
 * and the sales day book; the settings, sale types.
 */
export const SERVICES_MENU = moduleGroup('Services', 'services', 'Service processes, planning and billing', [
  link(POS.posrestaDashboard, 'Dashboard'),
  // The production labels open the production screens they name (they opened billing screens before).
  group('Masters', [
    link(PRODUCTION.ppcprocess),
    link(PRODUCTION.ppcprocessattachments),
    link(PRODUCTION.ppcoutsources),
  ]),
  group('Transactions', [
    link(PRODUCTION.promassplanning),
    link(PRODUCTION.probatchplanning),
    link(PRODUCTION.proprocesswiseproduction),
    link(PRODUCTION.proassignoutsource),
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
