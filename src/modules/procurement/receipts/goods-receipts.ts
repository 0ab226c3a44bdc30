import type { FieldDeclaration, ResourceDeclaration } from '../../../engine/resource';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { APPROVED, APPROVED_BY_APPROVER, CANCELLED, PENDING_APPROVAL } from '../domain/approval-status';
import {
  AMOUNT_FIELDS,
  ITEM,
  PURCHASE_SUMS,
  SUPPLIER_PARTY,
  TAX_LINES,
  UNIT,
  withoutComputed,
} from '../resources/purchase-document';
import { ORDER_STATUS_OPTIONS } from '../resources/purchase-orders';
import { SUPPLIERS } from '../resources/suppliers';
import { RECEIPT_ENDPOINTS } from './receipt-endpoints';

const STORE = {
  resource: 'inventory.stores',
  endpoint: 'api/invstore/GetInvStores',
  key: 'code',
  label: 'name',
} as const;
/**
 * Orders a receipt may name: approved at birth or by the approver, of the supplier chosen (the server refuses the
 * others with the reason). Under the orders' name, so approving or cancelling an order refreshes the choice.
 */
const OPEN_ORDER = {
  resource: 'procurement.purchase-orders',
  endpoint: RECEIPT_ENDPOINTS.openOrders,
  key: 'recordId',
  label: 'seq',
  where: { pos: [String(APPROVED), String(APPROVED_BY_APPROVER)] },
  matches: { vendorid: 'vendorid' },
} as const;

/**
 * `PurPurchasesDet`: store, batch, dates, quantity in its unit, the conversion to the stock unit (the server's Mrp) and
 * the rate.
 */
const LINES: readonly FieldDeclaration[] = [
  { name: 'itemId', label: 'Item', type: 'reference', required: true, reference: ITEM },
  { name: 'store', label: 'Store', type: 'reference', required: true, reference: STORE },
  { name: 'batchno', label: 'Batch', type: 'text', max: 20 },
  { name: 'manudate', label: 'Manufactured on', type: 'date' },
  { name: 'expdate', label: 'Expires on', type: 'date' },
  { name: 'qty', label: 'Quantity', type: 'number', required: true, min: 0.001 },
  { name: 'um', label: 'Unit', type: 'reference', reference: UNIT, help: "Empty: the item's stock unit." },
  { name: 'mrp', label: 'Stock units per unit', type: 'number', required: true, min: 0.001, defaultValue: 1 },
  { name: 'rat', label: 'Rate', type: 'money', required: true, min: 0 },
  { name: 'amount', label: 'Amount', type: 'money', readOnly: true },
  { name: 'gin', label: 'Goods inward number', type: 'text', readOnly: true },
];

/**
 * Goods receipts (material inward receipts, /procurement/pur-stock-purchases, "Inwards") in the real
 * server's language (contract 03 section 5): `api/purPurchases/SetPurchase { header, lines, taxes, traCheck }`,
 * `GetPurchase` answering the lines as `linedetails`, numbered `MIR<yy>-<MM>/<4 digits>`. Saving writes the
 * stock (unless the goods wait for quality control), the supplier's bill and the purchase voucher.
 */
export const GOODS_RECEIPTS: ResourceDeclaration = {
  name: 'procurement.goods-receipts',
  title: 'Goods receipts',
  singular: 'Goods receipt',
  screen: PROCUREMENT.purStockPurchases,
  key: 'recordId',
  entity: 'header',
  wire: {
    parts: { lines: 'lines', taxLines: 'taxes' },
    answerParts: { lines: 'linedetails' },
    toWire: withoutComputed(['advance', 'payable', 'printCount'], ['lines']),
  },
  // GetPurchases lists a period's receipts.
  listPeriod: {},
  endpoints: { list: RECEIPT_ENDPOINTS.list, get: RECEIPT_ENDPOINTS.get, save: RECEIPT_ENDPOINTS.save },
  fields: [
    {
      name: 'seq',
      label: 'Receipt number',
      type: 'text',
      readOnly: true,
      help: 'Given by the server when the receipt is saved.',
    },
    { name: 'dat', label: 'Receipt date', type: 'date', required: true },
    {
      name: 'vendorid',
      label: 'Supplier',
      type: 'reference',
      required: true,
      reference: { resource: SUPPLIERS.name, endpoint: SUPPLIERS.endpoints.list, key: 'code', label: 'name' },
    },
    {
      name: 'refPoid',
      label: 'Against order',
      type: 'reference',
      reference: OPEN_ORDER,
      help: 'Empty for goods bought without an order.',
    },
    { name: 'invoiceno', label: "Supplier's invoice number", type: 'text', max: 30 },
    { name: 'invoicedat', label: 'Invoice date', type: 'date' },
    { name: 'transporter', label: 'Transporter', type: 'text', max: 60 },
    {
      name: 'qcCheck',
      label: 'Goods wait for quality control',
      type: 'select',
      options: [
        { value: '0', label: 'No: straight into stock' },
        { value: '1', label: 'Yes: into stock once approved' },
      ],
      defaultValue: '0',
    },
    {
      name: 'pos',
      label: 'Status',
      type: 'select',
      options: ORDER_STATUS_OPTIONS.filter((option) => ['2', '9'].includes(option.value)),
      readOnly: true,
    },
    { name: 'lines', label: 'Items', type: 'lines', required: true, max: 200, lines: LINES },
    { name: 'taxLines', label: 'Taxes', type: 'lines', max: 6, lines: TAX_LINES },
    ...AMOUNT_FIELDS,
    { name: 'advance', label: 'Advance deducted', type: 'money', readOnly: true },
    { name: 'payable', label: 'Payable to the supplier', type: 'money', readOnly: true },
    { name: 'printCount', label: 'Times printed', type: 'number', readOnly: true },
  ],
  columns: ['seq', 'dat', 'vendorid', 'invoiceno', 'totalAmt', 'pos'],
  searchable: ['seq', 'vendorid', 'invoiceno'],
  filters: ['vendorid', 'pos'],
  defaultSort: { field: 'seq', direction: 'desc' },
  document: {
    series: { prefix: 'MIR', period: 'yy-MM', digits: 4 },
    number: 'seq',
    statuses: { pending: PENDING_APPROVAL, approved: APPROVED, cancelled: CANCELLED },
    ...PURCHASE_SUMS,
    print: { endpoint: RECEIPT_ENDPOINTS.print, countField: 'printCount' },
    party: SUPPLIER_PARTY,
  },
  example: {
    seq: '',
    dat: '2026-11-21',
    vendorid: 'SUP-002',
    refPoid: '',
    invoiceno: 'INV-2231',
    invoicedat: '2026-11-20',
    transporter: 'VRL Logistics',
    qcCheck: '0',
    pos: null,
    lines: [
      {
        itemId: 'ITM-0001',
        store: 'WH',
        batchno: 'B-11',
        manudate: '',
        expdate: '',
        qty: 10,
        um: '',
        mrp: 1,
        rat: 42.5,
        amount: null,
        gin: '',
      },
    ],
    taxLines: [],
    discount: 0,
    others: 0,
    baseamt: null,
    taxes: null,
    totalAmt: null,
    advance: null,
    payable: null,
    printCount: null,
  },
};
