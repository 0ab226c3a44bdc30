import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.sales;
// Menus (spec section 6, sales): 1 masters, 2 transactions, 7 reports, 9 setup.
// Module 5 is shared with takeaway.ts: screens 1-30 of each menu are these /pos/ screens, 31-50 take-away's,
// 51 and up the menu groups' placeholders (resta sales 51-59, e-commerce 61-69, stock sales 71-79,
// point of sales 81-89, services 91-99).
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 7;
const SETUP = 9;
// Dashboards are menu 0, screen 0, transaction 1, but module 5 has five of them: the restaurant one keeps
// dashboardCode(5); the others take screens 1-4 of menu 0 (the take-away dashboard is screen 3, in takeaway.ts).
const DASHBOARDS = 0;
const OPEN_DASHBOARD = 1;

/** Every /pos/ route (spec section 2: restaurant sales, CRM sales, e-commerce, stock sales, point of sales). */
export const POS = {
  // Sales screens of the CRM edition's Sales menu.
  salSalesdashboard: screen('pos/sal-salesdashboard', 'Sales dashboard', code(M, DASHBOARDS, 1, OPEN_DASHBOARD)),
  saleClassy: screen('pos/sale-classy', 'Sales (classic)', code(M, TRANSACTIONS, 4)),
  saleStylish: screen('pos/sale-stylish', 'Sales (stylish)', code(M, TRANSACTIONS, 5)),
  posSales: screen('pos/pos-sales', 'POS sales', code(M, TRANSACTIONS, 6)),
  posDebitNote: screen('pos/pos-debit-note', 'Debit notes', code(M, TRANSACTIONS, 7)),
  posSaleReturn: screen('pos/pos-sale-return', 'Sale returns', code(M, TRANSACTIONS, 8)),
  posCustomerGroups: screen('pos/pos-customer-groups', 'Customer groups', code(M, MASTERS, 11)),
  /** Listed among the restaurant masters, but a setup screen of the CRM and stock sales menus: setup code. */
  saleTaxes: screen('pos/sale-taxes', 'Sale taxes', code(M, SETUP, 1)),
  // Restaurant sales.
  posrestaDashboard: screen('pos/posresta-dashboard', 'Restaurant sales dashboard', dashboardCode(M)),
  resItemGroups: screen('pos/res-item-groups', 'Item groups', code(M, MASTERS, 1)),
  resItems: screen('pos/res-items', 'Items', code(M, MASTERS, 2)),
  resOutlets: screen('pos/res-outlets', 'Outlets', code(M, MASTERS, 3)),
  resKotGroups: screen('pos/res-kot-groups', 'KOT groups', code(M, MASTERS, 4)),
  resPriceList: screen('pos/res-price-list', 'Price list', code(M, MASTERS, 5)),
  resNCDepartments: screen('pos/res-NC-departments', 'NC departments', code(M, MASTERS, 6)),
  resTaxAssignings: screen('pos/res-tax-assignings', 'Tax assignments', code(M, MASTERS, 7)),
  resTables: screen('pos/res-tables', 'Tables', code(M, MASTERS, 8)),
  resWaiters: screen('pos/res-waiters', 'Waiters', code(M, MASTERS, 9)),
  resDeliveryBoys: screen('pos/res-delivery-boys', 'Delivery boys', code(M, MASTERS, 10)),
  resBillingClassy: screen('pos/res-billing-classy', 'Restaurant billing (classic)', code(M, TRANSACTIONS, 1)),
  resBillingStylish: screen('pos/res-billing-stylish', 'Restaurant billing (stylish)', code(M, TRANSACTIONS, 2)),
  resDeliveryDetails: screen('pos/res-delivery-details', 'Delivery details', code(M, TRANSACTIONS, 3)),
  posKeyrepItmegroups: screen('pos/pos-keyrep-itmegroups', 'List of item groups', code(M, REPORTS, 1)),
  posKeyrepItems: screen('pos/pos-keyrep-items', 'List of items', code(M, REPORTS, 2)),
  posKeyrepOutlets: screen('pos/pos-keyrep-outlets', 'List of outlets', code(M, REPORTS, 3)),
  posCostrepListofsales: screen('pos/pos-costrep-listofsales', 'List of sales', code(M, REPORTS, 4)),
  posCostrepConsolidatedsales: screen('pos/pos-costrep-consolidatedsales', 'Consolidated sales', code(M, REPORTS, 5)),
  posCostrepConsolidatedsettlements: screen(
    'pos/pos-costrep-consolidatedsettlements',
    'Consolidated settlements',
    code(M, REPORTS, 6),
  ),
  posStrockrepItemwisesales: screen('pos/pos-strockrep-itemwisesales', 'Item-wise sales', code(M, REPORTS, 7)),
  posStrockrepItemwiseconsolidations: screen(
    'pos/pos-strockrep-itemwiseconsolidations',
    'Item-wise consolidated sales',
    code(M, REPORTS, 8),
  ),
  posStrockrepTopnitems: screen('pos/pos-strockrep-topnitems', 'Top selling items', code(M, REPORTS, 9)),
  posStrockrepLeastnitems: screen('pos/pos-strockrep-leastnitems', 'Least selling items', code(M, REPORTS, 10)),
  posDayrepSettlement: screen('pos/pos-dayrep-settlement', 'Day settlement', code(M, REPORTS, 11)),
  posDayrepStatus: screen('pos/pos-dayrep-status', 'Table status', code(M, REPORTS, 12)),
  // Restaurant reports beyond the spec's routes: the resta sales group's former placeholders keep
  // their screens 51-55 (52, "NC department-wise sales", opens the NC and void bills grouped by NC department), the
  // other new reports 56-59.
  posCostrepWaiterwisesales: screen('pos/pos-costrep-waiterwisesales', 'Waiter-wise sales', code(M, REPORTS, 51)),
  posCostrepNcvoidbills: screen('pos/pos-costrep-ncvoidbills', 'NC and void bills', code(M, REPORTS, 52)),
  posStrockrepKotgroupwisesales: screen(
    'pos/pos-strockrep-kotgroupwisesales',
    'KOT group-wise sales',
    code(M, REPORTS, 53),
  ),
  posAnalysisPricecomparison: screen('pos/pos-analysis-pricecomparison', 'Price comparison', code(M, REPORTS, 54)),
  posAnalysisPeriodcomparison: screen('pos/pos-analysis-periodcomparison', 'Period comparison', code(M, REPORTS, 55)),
  posCostrepTablewisesales: screen('pos/pos-costrep-tablewisesales', 'Table-wise sales', code(M, REPORTS, 56)),
  posCostrepDiscountedbills: screen('pos/pos-costrep-discountedbills', 'Discounted bills', code(M, REPORTS, 57)),
  posDayrepKotdetails: screen('pos/pos-dayrep-kotdetails', 'KOT details', code(M, REPORTS, 58)),
  posStrockrepItemdetails: screen('pos/pos-strockrep-itemdetails', 'Item-wise bill details', code(M, REPORTS, 59)),
  // E-commerce.
  resOutletsTakeaway: screen('pos/res-outlets-takeaway', 'Online outlets', code(M, MASTERS, 12)),
  resPriceListTakeaway: screen('pos/res-price-list-takeaway', 'Online price list', code(M, MASTERS, 13)),
  resBoys: screen('pos/res-boys', 'Online delivery boys', code(M, MASTERS, 14)),
  posBillingFancy: screen('pos/pos-billing-fancy', 'Online orders', code(M, TRANSACTIONS, 9)),
  // The e-commerce menu's Dispatches and Billing, once placeholders to the orders route (their codes kept).
  posOnlineDispatches: screen('pos/pos-online-dispatches', 'Online dispatches', code(M, TRANSACTIONS, 61)),
  posOnlineBilling: screen('pos/pos-online-billing', 'Online billing', code(M, TRANSACTIONS, 62)),
  // The e-commerce menu's Dashboard, once the restaurant's: the online orders' own figures (menu 0, screen 4).
  posOnlineDashboard: screen(
    'pos/pos-online-dashboard',
    'Online orders dashboard',
    code(M, DASHBOARDS, 4, OPEN_DASHBOARD),
  ),
  // Stock sales (advances, B2B and B2C).
  posstockDashboard: screen('pos/posstock-dashboard', 'Stock sales dashboard', code(M, DASHBOARDS, 2, OPEN_DASHBOARD)),
  posstockCustomers: screen('pos/posstock-customers', 'Customers', code(M, MASTERS, 15)),
  posstockAgents: screen('pos/posstock-agents', 'Agents', code(M, MASTERS, 16)),
  posStockAdvances: screen('pos/pos-stock-advances', 'Sale advances', code(M, TRANSACTIONS, 10)),
  posStockSales: screen('pos/pos-stock-sales', 'Stock sales', code(M, TRANSACTIONS, 11)),
  posStockEmployeePayments: screen('pos/pos-stock-employee-payments', 'Employee payments', code(M, TRANSACTIONS, 12)),
  posStockAgentPayments: screen('pos/pos-stock-agent-payments', 'Agent payments', code(M, TRANSACTIONS, 13)),
  // The stock sales menu's reports and sale types, once placeholders to restaurant screens (their codes kept).
  posstockKeyrepCustomerGroups: screen(
    'pos/posstock-keyrep-customergroups',
    'List of customer groups',
    code(M, REPORTS, 71),
  ),
  posstockKeyrepCustomers: screen('pos/posstock-keyrep-customers', 'List of customers', code(M, REPORTS, 72)),
  posstockKeyrepAgents: screen('pos/posstock-keyrep-agents', 'List of agents', code(M, REPORTS, 73)),
  posstockCostrepAdvances: screen('pos/posstock-costrep-advances', 'List of sale advances', code(M, REPORTS, 74)),
  posstockCostrepSales: screen('pos/posstock-costrep-sales', 'List of stock sales', code(M, REPORTS, 75)),
  posstockCostrepCustomerwise: screen('pos/posstock-costrep-customerwise', 'Customer-wise sales', code(M, REPORTS, 76)),
  posstockCostrepAgentwise: screen('pos/posstock-costrep-agentwise', 'Agent-wise sales', code(M, REPORTS, 77)),
  posstockDayrepDaybook: screen('pos/posstock-dayrep-daybook', 'Sales day book', code(M, REPORTS, 78)),
  saleTypes: screen('pos/sale-types', 'Sale types', code(M, SETUP, 71)),
  // Point of sales.
  posBillingStylish: screen('pos/pos-billing-stylish', 'Billing (stylish)', code(M, TRANSACTIONS, 14)),
  // Customer receipts allocated bill-wise: the point of sales menu's Credit clearances (its placeholder code kept)
  // and the stock sales menu's Receipts.
  posCreditClearances: screen('pos/pos-credit-clearances', 'Receipts (credit clearances)', code(M, TRANSACTIONS, 81)),
} as const;
