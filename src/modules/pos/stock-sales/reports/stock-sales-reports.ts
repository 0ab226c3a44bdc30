import type { DashboardDeclaration } from '../../../../engine/dashboard/dashboard';
import type { ReportColumn, ReportDeclaration } from '../../../../engine/report/report';
import { POS } from '../../../../menus/catalogue/pos';
import { CUSTOMERS } from '../../resources/customers';
import { refTo } from '../../../../kits/masters/fields';

/**
 * The stock sales reports' routes: the contract names `api/SaleReports/SalRepListOfSales`; the others are ours in its
 * family.
 */
export const STOCK_SALES_REPORT_ENDPOINTS = {
  sales: 'api/SaleReports/SalRepListOfSales',
  advances: 'api/SaleReports/SalRepListOfAdvances',
  customerWise: 'api/SaleReports/SalRepCustomerWiseSales',
  agentWise: 'api/SaleReports/SalRepAgentWiseSales',
  dayBook: 'api/SaleReports/SalRepDayBook',
  /** The route the pos dashboards declared for this screen; answered from the stored invoices and advances. */
  dashboard: 'api/PosDashboard/GetStockSalesDashboard',
} as const;
const E = STOCK_SALES_REPORT_ENDPOINTS;

type Parameter = ReportDeclaration['parameters'][number];
const FROM: Parameter = { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' };
const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
const CUSTOMER: Parameter = { name: 'detail', label: 'Customer', type: 'reference', reference: refTo(CUSTOMERS) };
const PERIOD = [FROM, TO, CUSTOMER];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
const DATE: ReportColumn = { name: 'dat', label: 'Date', type: 'date' };

const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `pos.stock-sales.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

/** The stock sales cost and day reports, computed by the backend from the invoices and advances that stand. */
export const STOCK_SALES_REPORTS: readonly ReportDeclaration[] = [
  report(POS.posstockCostrepSales, 'sales', E.sales, PERIOD, [
    text('seq', 'Invoice'),
    DATE,
    text('customer', 'Customer'),
    text('saleType', 'Sale type'),
    text('agent', 'Agent'),
    money('discount', 'Discount'),
    money('taxable', 'Taxable value'),
    money('taxes', 'Tax'),
    money('total', 'Total'),
    money('advance', 'Advance adjusted'),
    money('pending', 'To receive'),
    text('gate', 'Gate'),
  ]),
  report(POS.posstockCostrepAdvances, 'advances', E.advances, PERIOD, [
    text('seq', 'Advance'),
    DATE,
    text('customer', 'Customer'),
    text('against', 'Against'),
    text('mode', 'Mode'),
    money('amount', 'Amount'),
    money('adjusted', 'Adjusted'),
    money('left', 'Left to adjust'),
  ]),
  report(POS.posstockCostrepCustomerwise, 'customer-wise', E.customerWise, PERIOD, [
    text('customer', 'Customer'),
    text('group', 'Group'),
    { name: 'invoices', label: 'Invoices', type: 'number', total: true },
    money('taxable', 'Taxable value'),
    money('taxes', 'Tax'),
    money('total', 'Total'),
    money('advance', 'Advance adjusted'),
    money('pending', 'To receive'),
  ]),
  report(
    POS.posstockCostrepAgentwise,
    'agent-wise',
    E.agentWise,
    [FROM, TO],
    [
      text('agent', 'Agent'),
      text('seq', 'Invoice'),
      DATE,
      text('customer', 'Customer'),
      text('employee', 'Sales person'),
      money('taxable', 'Taxable value'),
      money('total', 'Total'),
    ],
    'agent',
  ),
  report(
    POS.posstockDayrepDaybook,
    'day-book',
    E.dayBook,
    [{ name: 'frmDate', label: 'Day', type: 'date', required: true, defaultValue: '@today' }],
    [
      text('kind', 'Entry'),
      text('seq', 'Number'),
      text('customer', 'Customer'),
      text('detail', 'Detail'),
      money('sales', 'Sales'),
      money('received', 'Advances received'),
    ],
  ),
];

/** The stock sales dashboard (/pos/posstock-dashboard), from the stored invoices and advances. */
export const STOCK_SALES_DASHBOARD: DashboardDeclaration = {
  name: 'pos.stock-sales-dashboard',
  title: POS.posstockDashboard.title,
  screen: POS.posstockDashboard,
  endpoint: E.dashboard,
  cards: [
    { name: 'todaySales', label: "Today's sales", format: 'money' },
    { name: 'todayInvoices', label: "Today's invoices", format: 'number' },
    { name: 'monthSales', label: 'Sales this month', format: 'money' },
    { name: 'receivable', label: 'Receivable from customers', format: 'money' },
    { name: 'advancesHeld', label: 'Advances not yet adjusted', format: 'money' },
    { name: 'pendingDispatches', label: 'Waiting at the gate', format: 'number' },
  ],
  charts: [
    { name: 'salesByDay', title: 'Sales over the last seven days', kind: 'bar', format: 'money' },
    { name: 'topCustomers', title: 'Top customers this month', kind: 'bar', format: 'money' },
    { name: 'bySaleType', title: 'Sales this month by sale type', kind: 'doughnut', format: 'money' },
  ],
};
