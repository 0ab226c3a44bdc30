import type { ReportDeclaration } from '../../../engine/report/report';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { ORDER_LIST_REPORTS } from './order-list-reports';
import { ORDER_REPORT_ENDPOINTS as E } from './order-report-endpoints';
import { date, FROM, money, PERIOD, quantity, report, REQUEST, SUPPLIER, text, TO } from './order-report-parts';

/**
 * The order-management reports (contract 03 section 11). Request reports read the requests dated in
 * the period (expired ones: required by a day of the period already past); order reports the orders
 * dated in it; quantities are in each item's stock unit. The lists of requests, enquiries and orders follow.
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
  ...ORDER_LIST_REPORTS,
];
