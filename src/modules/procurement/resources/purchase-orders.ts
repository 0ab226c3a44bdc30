import type { FieldDeclaration, FieldOption, ResourceDeclaration } from '../../../engine/resource';
import { refTo } from '../../../kits/masters/fields';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import {
  APPROVED,
  APPROVED_BY_APPROVER,
  CANCELLED,
  ORDER_REOPENED,
  PENDING_APPROVAL,
  RECEIVED,
} from '../domain/approval-status';
import {
  AMOUNT_FIELDS,
  ITEM,
  PURCHASE_SUMS,
  SUPPLIER_PARTY,
  TAX_LINES,
  UNIT,
  withoutComputed,
} from './purchase-document';
import { SUPPLIERS } from './suppliers';

/** The order's `pos` as the server writes it (contract 03 section 4), and our cancelled marker. */
export const ORDER_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: String(PENDING_APPROVAL), label: 'Pending approval' },
  { value: String(APPROVED), label: 'Approved' },
  { value: String(APPROVED_BY_APPROVER), label: 'Approved after review' },
  { value: String(RECEIVED), label: 'Received' },
  { value: String(ORDER_REOPENED), label: 'Reopened' },
  { value: String(CANCELLED), label: 'Cancelled' },
];

/** `PurPurchaseOrderDet` (camelCase on the wire); `amount` is ours, quantity x rate, computed by the server. */
const LINES: readonly FieldDeclaration[] = [
  { name: 'itemId', label: 'Item', type: 'reference', required: true, reference: ITEM },
  { name: 'itemDescription', label: 'Description', type: 'text', max: 80 },
  { name: 'qty', label: 'Quantity', type: 'number', required: true, min: 0.001 },
  { name: 'um', label: 'Unit', type: 'reference', reference: UNIT, help: "Empty: the item's stock unit." },
  { name: 'rat', label: 'Rate', type: 'money', required: true, min: 0 },
  { name: 'amount', label: 'Amount', type: 'money', readOnly: true },
  { name: 'reqdBy', label: 'Required by', type: 'date' },
  {
    name: 'purRequest',
    label: 'From request',
    type: 'number',
    readOnly: true,
    notPrinted: true,
    help: 'The record number of the purchase request this line orders; filled from the request.',
  },
];

/**
 * Purchase orders (/procurement/pur-stock-orders) in the real server's language (contract 03 section 4):
 * `api/purPurchaseOrders/SetPurchaseOrder` `{ header, lines, terms, taxes, traCheck }`, numbered
 * `PO<yy>-<MM>/<4 digits>`, totals base + taxes - discount + others, `pos` pending (1) while setting
 * pur_ord is not "1", approved at birth (2) or by the approver (3), received (5).
 */
export const PURCHASE_ORDERS: ResourceDeclaration = {
  name: 'procurement.purchase-orders',
  title: 'Purchase orders',
  singular: 'Purchase order',
  screen: PROCUREMENT.purStockOrders,
  key: 'recordId',
  entity: 'header',
  wire: { parts: { lines: 'lines', taxLines: 'taxes', terms: 'terms' }, toWire: withoutComputed([], ['lines']) },
  // GetPurchaseOrders lists a period's orders of one TypeOfOrder (`detail`): "PO" for purchase orders.
  listPeriod: { detail: 'PO' },
  endpoints: {
    list: 'api/purPurchaseOrders/GetPurchaseOrders',
    get: 'api/purPurchaseOrders/GetPurchaseOrder',
    save: 'api/purPurchaseOrders/SetPurchaseOrder',
  },
  fields: [
    {
      name: 'seq',
      label: 'Order number',
      type: 'text',
      readOnly: true,
      help: 'Given by the server when the order is saved.',
    },
    { name: 'dat', label: 'Order date', type: 'date', required: true },
    {
      name: 'vendorid',
      label: 'Supplier',
      type: 'reference',
      required: true,
      reference: refTo(SUPPLIERS),
    },
    {
      name: 'purchaseType',
      label: 'Purchase type',
      type: 'select',
      required: true,
      options: [
        { value: 'LOCAL', label: 'Local' },
        { value: 'INTERSTATE', label: 'Inter-state' },
        { value: 'IMPORT', label: 'Import' },
      ],
      defaultValue: 'LOCAL',
    },
    { name: 'refQuotation', label: 'Quotation reference', type: 'text', max: 40 },
    { name: 'reference', label: 'Reference', type: 'text', max: 40 },
    { name: 'validity', label: 'Valid till', type: 'date' },
    { name: 'pos', label: 'Status', type: 'select', options: ORDER_STATUS_OPTIONS, readOnly: true },
    { name: 'lines', label: 'Items', type: 'lines', required: true, max: 200, lines: LINES },
    // `PurPurchaseOrderTaxes`.
    { name: 'taxLines', label: 'Taxes', type: 'lines', max: 6, lines: TAX_LINES },
    ...AMOUNT_FIELDS,
    {
      name: 'terms',
      label: 'Terms',
      type: 'lines',
      max: 20,
      lines: [{ name: 'term', label: 'Term', type: 'text', required: true, max: 200 }],
    },
    { name: 'printCount', label: 'Times printed', type: 'number', readOnly: true },
  ],
  columns: ['seq', 'dat', 'vendorid', 'totalAmt', 'pos'],
  searchable: ['seq', 'vendorid', 'refQuotation', 'reference'],
  filters: ['vendorid', 'pos'],
  defaultSort: { field: 'seq', direction: 'desc' },
  document: {
    series: { prefix: 'PO', period: 'yy-MM', digits: 4 },
    number: 'seq',
    statuses: {
      pending: PENDING_APPROVAL,
      approved: APPROVED,
      approvedByApprover: APPROVED_BY_APPROVER,
      cancelled: CANCELLED,
    },
    ...PURCHASE_SUMS,
    approval: { branchId: 'PUR', setupCode: 'pur_ord', endpoint: 'api/purPurchaseOrders/SetPurchaseOrderForApprovals' },
    print: { endpoint: 'api/purPurchaseOrders/printPurchaseOrder', countField: 'printCount' },
    party: SUPPLIER_PARTY,
  },
  example: {
    seq: '',
    dat: '2026-11-20',
    vendorid: 'SUP-001',
    purchaseType: 'LOCAL',
    refQuotation: 'Q-2026-118',
    reference: '',
    validity: '2026-12-20',
    pos: null,
    lines: [
      {
        itemId: 'ITM-0001',
        itemDescription: 'Fresh, graded',
        qty: 25,
        um: '',
        rat: 30.5,
        amount: null,
        reqdBy: '2026-11-25',
        purRequest: null,
      },
    ],
    taxLines: [{ taxcode: 'GST5-C', taxper: null, taxvalue: null }],
    discount: 10,
    others: 50,
    baseamt: null,
    taxes: null,
    totalAmt: null,
    terms: [{ term: 'Delivery at the kitchen store by 9 am.' }],
    printCount: null,
  },
};
