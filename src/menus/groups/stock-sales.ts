import { POS } from '../catalogue/pos';
import { group, link, moduleGroup } from '../menu-builders';

/** The sale types master (the spec gives it no route: ours is /pos/sale-types, on the placeholder's code). */
const SALE_TYPES = link(POS.saleTypes);

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
    link(POS.posCreditClearances, 'Receipts'),
    link(POS.posStockEmployeePayments),
    link(POS.posStockAgentPayments),
  ]),
  group('Key reports', [
    link(POS.posstockKeyrepCustomerGroups, 'Customer groups'),
    link(POS.posstockKeyrepCustomers, 'Customers'),
    link(POS.posstockKeyrepAgents, 'Agents'),
  ]),
  group('Cost reports', [
    link(POS.posstockCostrepAdvances, 'List of advances'),
    link(POS.posstockCostrepSales, 'List of sales'),
    link(POS.posstockCostrepCustomerwise, 'Customer-wise sales'),
    link(POS.posstockCostrepAgentwise, 'Agent-wise sales'),
  ]),
  group('Day reports', [link(POS.posstockDayrepDaybook, 'Day book')]),
  // Spec quirk kept as data: "Sale Types listed twice in Sales setup".
  group('Setup', [link(POS.saleTaxes), SALE_TYPES, SALE_TYPES]),
]);
