import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { SUPPLIERS } from '../resources/suppliers';
import { ORDER_REPORT_ENDPOINTS as E } from './order-report-endpoints';

type Parameters = ReportDeclaration['parameters'];
const FROM: Parameters[number] = {
  name: 'frmDate',
  label: 'From',
  type: 'date',
  required: true,
  defaultValue: '@month-start',
};
const TO: Parameters[number] = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
const SUPPLIER: Parameters[number] = {
  name: 'detail',
  label: 'Supplier',
  type: 'reference',
  reference: { resource: SUPPLIERS.name, endpoint: SUPPLIERS.endpoints.list, key: 'code', label: 'name' },
};
const PERIOD = [FROM, TO];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const quantity = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

const REQUEST = [
  text('seq', 'Request'),
  date('dat', 'Date'),
  text('department', 'Department'),
  text('itemname', 'Item'),
  text('um', 'Unit'),
];

const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: Parameters,
  columns: readonly ReportColumn[],
): ReportDeclaration => ({
  name: `procurement.orders.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
});

/**
 * The order-management reports (contract 03 section 11). Request reports read the requests dated in
 * the period (expired ones: required by a day of the period already past); order reports the orders
 * dated in it; quantities are in each item's stock unit.
 */
export const PROCUREMENT_ORDER_REPORTS: readonly ReportDeclaration[] = [
  report(PROCUREMENT.purRepPendingRequests, 'pending-requests', E.pendingRequests, PERIOD, [
    ...REQUEST,
    quantity('approvedQty', 'Approved'),
    quantity('orderedQty', 'Ordered'),
    quantity('pendingQty', 'Pending'),
    date('reqdby', 'Required by'),
  ]),
  report(PROCUREMENT.purRepRequestsToApprove, 'requests-to-approve', E.requestsToApprove, PERIOD, [
    ...REQUEST,
    quantity('qty', 'Requested'),
    date('reqdby', 'Required by'),
    text('purpose', 'Purpose'),
    text('employee', 'Employee'),
  ]),
  report(PROCUREMENT.purRepExpiredRequests, 'expired-requests', E.expiredRequests, PERIOD, [
    ...REQUEST,
    text('status', 'Status'),
    quantity('pendingQty', 'Not ordered'),
    date('reqdby', 'Required by'),
    { name: 'daysOverdue', label: 'Days overdue', type: 'number' },
  ]),
  report(
    PROCUREMENT.purRepPendingOrders,
    'pending-orders',
    E.pendingOrders,
    [FROM, TO, SUPPLIER],
    [
      text('seq', 'Order'),
      date('dat', 'Date'),
      text('vendorname', 'Supplier'),
      text('status', 'Status'),
      text('itemname', 'Item'),
      text('um', 'Unit'),
      quantity('ordered', 'Ordered'),
      quantity('received', 'Received'),
      quantity('pending', 'Pending'),
      { name: 'rat', label: 'Rate', type: 'money' },
      money('pendingValue', 'Pending value'),
    ],
  ),
  report(PROCUREMENT.purRepExpectedMaterials, 'expected-materials', E.expectedMaterials, PERIOD, [
    text('itemid', 'Item id'),
    text('itemname', 'Item'),
    text('um', 'Unit'),
    quantity('pending', 'Expected'),
    { name: 'orders', label: 'Orders', type: 'number' },
    date('reqdby', 'First required by'),
    money('pendingValue', 'Value'),
  ]),
  report(
    PROCUREMENT.purRepPendingAdvances,
    'pending-advances',
    E.pendingAdvances,
    [FROM, TO, SUPPLIER],
    [
      date('dat', 'Date'),
      text('transactionId', 'Advance'),
      text('partyname', 'Supplier'),
      text('order', 'Order'),
      money('amount', 'Amount'),
    ],
  ),
];
