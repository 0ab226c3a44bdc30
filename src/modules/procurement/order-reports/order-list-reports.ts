import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { ITEM } from '../resources/purchase-document';
import { ENQUIRY_SHOW, ENQUIRY_SHOW_OPTIONS } from './enquiry-replies';
import { ORDER_REPORT_ENDPOINTS as E } from './order-report-endpoints';
import { date, FROM, money, type Parameter, PERIOD, quantity, report, SUPPLIER, text, TO } from './order-report-parts';

/** purRepItemWisePendingRequests' `recordId`: one item, from the materials the orders pick from. */
const ITEM_CHOICE: Parameter = {
  name: 'recordId',
  label: 'Item',
  type: 'reference',
  reference: ITEM,
  help: 'Leave empty for every item.',
};
/** PurRepListOfEnquiries' `recordId`. */
const SHOW: Parameter = {
  name: 'recordId',
  label: 'Show',
  type: 'select',
  required: true,
  options: ENQUIRY_SHOW_OPTIONS,
  defaultValue: String(ENQUIRY_SHOW.all),
};

/** An item's quantities are summed per item only: items differ in their units. */
const totalled = (name: string, label: string): ReportColumn => ({ ...quantity(name, label), total: 'groups' });

/** One row per order: its amounts as saved (total = base + taxes − discount + others), each column totalled. */
const ORDER = [
  text('seq', 'Order'),
  date('dat', 'Date'),
  text('vendorname', 'Supplier'),
  text('status', 'Status'),
  money('baseamt', 'Base amount'),
  money('discount', 'Discount'),
  money('taxes', 'Taxes'),
  money('others', 'Others'),
  money('totalAmt', 'Total'),
];

/**
 * The lists of the order cycle (contract 03 section 11): the request lines, the approved ones still to order item by
 * item, the enquiries and where each stands, the orders (all or by supplier). Cancelled documents are left out, as
 * the other order reports leave them; quantities are in each item's stock unit.
 */
export const ORDER_LIST_REPORTS: readonly ReportDeclaration[] = [
  report(PROCUREMENT.purRepListOfRequests, 'requests', E.requests, PERIOD, [
    text('seq', 'Request'),
    date('dat', 'Date'),
    text('department', 'Department'),
    text('employee', 'Employee'),
    text('itemname', 'Item'),
    text('um', 'Unit'),
    quantity('qty', 'Requested'),
    quantity('approvedQty', 'Approved'),
    quantity('orderedQty', 'Ordered'),
    text('status', 'Status'),
    date('reqdby', 'Required by'),
  ]),
  report(
    PROCUREMENT.purRepItemWisePendingRequests,
    'itemwise-pending-requests',
    E.itemWisePendingRequests,
    [FROM, TO, ITEM_CHOICE],
    [
      text('itemname', 'Item'),
      text('seq', 'Request'),
      date('dat', 'Date'),
      text('department', 'Department'),
      text('um', 'Unit'),
      totalled('approvedQty', 'Approved'),
      totalled('orderedQty', 'Ordered'),
      totalled('pendingQty', 'Pending'),
      date('reqdby', 'Required by'),
    ],
    'itemname',
  ),
  report(
    PROCUREMENT.purRepListOfEnquiries,
    'enquiries',
    E.enquiries,
    [FROM, TO, SHOW],
    [
      text('seq', 'Enquiry'),
      date('dat', 'Date'),
      text('vendorname', 'Supplier'),
      text('status', 'Status'),
      { name: 'items', label: 'Items', type: 'number' },
      date('validity', 'Reply by'),
      text('quotation', 'Quotation'),
      text('reply', 'Reply'),
    ],
  ),
  report(PROCUREMENT.purRepListOfOrders, 'orders', E.orders, PERIOD, ORDER),
  report(
    PROCUREMENT.purRepSupplierWiseOrders,
    'supplierwise-orders',
    E.supplierWiseOrders,
    [FROM, TO, SUPPLIER],
    ORDER,
    'vendorname',
  ),
];
