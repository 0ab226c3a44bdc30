import type { FieldDeclaration, ResourceDeclaration } from '../../../engine/resource';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { SUPPLIERS } from './suppliers';
import { TAX_ASSIGNINGS } from './tax-assignings';

const STATUS = [
  { value: 'Pending approval', label: 'Pending approval' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Cancelled', label: 'Cancelled' },
];

const LINES: readonly FieldDeclaration[] = [
  { name: 'item', label: 'Item', type: 'reference', required: true, reference: { resource: 'inventory.items', endpoint: 'api/invmaterial/GetInvMaterials', key: 'itemId', label: 'name' } },
  { name: 'description', label: 'Description', type: 'text', max: 80 },
  { name: 'quantity', label: 'Quantity', type: 'number', required: true, min: 0.001 },
  { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
  { name: 'amount', label: 'Amount', type: 'money', readOnly: true },
  { name: 'requiredBy', label: 'Required by', type: 'date' },
];

const TAX_LINES: readonly FieldDeclaration[] = [
  { name: 'tax', label: 'Tax', type: 'reference', required: true, reference: { resource: TAX_ASSIGNINGS.name, endpoint: TAX_ASSIGNINGS.endpoints.list, key: 'code', label: 'description', inForceOn: 'orderDate' } },
  { name: 'percent', label: 'Percent', type: 'percent', readOnly: true },
  { name: 'value', label: 'Value', type: 'money', readOnly: true },
];

/**
 * Purchase orders (/procurement/pur-stock-orders, stock orders screen 444): the backend contract's order, numbered
 * `POyy-MM/NNNN`, totals base + taxes - discount + others, waiting for approval while setting pur_ord is 2.
 */
export const PURCHASE_ORDERS: ResourceDeclaration = {
  name: 'procurement.purchase-orders',
  title: 'Purchase orders',
  singular: 'Purchase order',
  screen: PROCUREMENT.purStockOrders,
  key: 'number',
  entity: 'order',
  endpoints: { list: 'api/purPurchaseOrders/GetPurchaseOrders', get: 'api/purPurchaseOrders/GetPurchaseOrder', save: 'api/purPurchaseOrders/SetPurchaseOrder' },
  fields: [
    { name: 'number', label: 'Order number', type: 'text', readOnly: true, help: 'Given by the server when the order is saved.' },
    { name: 'orderDate', label: 'Order date', type: 'date', required: true },
    { name: 'supplier', label: 'Supplier', type: 'reference', required: true, reference: { resource: SUPPLIERS.name, endpoint: SUPPLIERS.endpoints.list, key: 'code', label: 'name' } },
    { name: 'purchaseType', label: 'Purchase type', type: 'select', required: true, options: [{ value: 'LOCAL', label: 'Local' }, { value: 'INTERSTATE', label: 'Inter-state' }, { value: 'IMPORT', label: 'Import' }], defaultValue: 'LOCAL' },
    { name: 'reference', label: 'Quotation reference', type: 'text', max: 40 },
    { name: 'validity', label: 'Valid till', type: 'date' },
    { name: 'status', label: 'Status', type: 'select', options: STATUS, readOnly: true },
    { name: 'lines', label: 'Items', type: 'lines', required: true, max: 50, lines: LINES },
    { name: 'taxes', label: 'Taxes', type: 'lines', max: 6, lines: TAX_LINES },
    { name: 'discount', label: 'Discount', type: 'money', min: 0, defaultValue: 0 },
    { name: 'others', label: 'Others (freight, packing)', type: 'money', min: 0, defaultValue: 0 },
    { name: 'baseAmount', label: 'Base amount', type: 'money', readOnly: true },
    { name: 'taxAmount', label: 'Taxes', type: 'money', readOnly: true },
    { name: 'total', label: 'Total', type: 'money', readOnly: true },
    { name: 'terms', label: 'Terms', type: 'multiline', max: 500 },
    { name: 'printCount', label: 'Times printed', type: 'number', readOnly: true },
  ],
  columns: ['number', 'orderDate', 'supplier', 'total', 'status'],
  searchable: ['number', 'supplier', 'reference'],
  filters: ['supplier', 'status'],
  defaultSort: { field: 'number', direction: 'desc' },
  document: {
    series: { prefix: 'PO', period: 'yy-MM', digits: 4 },
    dateField: 'orderDate',
    lines: { field: 'lines', quantity: 'quantity', rate: 'rate', amount: 'amount' },
    taxes: { field: 'taxes', tax: 'tax', percent: 'percent', value: 'value', master: { resource: TAX_ASSIGNINGS.name, endpoint: TAX_ASSIGNINGS.endpoints.list, key: 'code', percent: 'percent' } },
    discount: 'discount',
    others: 'others',
    totals: { base: 'baseAmount', taxes: 'taxAmount', total: 'total' },
    status: 'status',
    approval: { branchId: 'PUR', setupCode: 'pur_ord', endpoint: 'api/purPurchaseOrders/SetPurchaseOrderForApprovals' },
    print: { endpoint: 'api/purPurchaseOrders/printPurchaseOrder', countField: 'printCount' },
    party: { field: 'supplier', lines: 'addresses', fields: ['address', 'city', 'district', 'state', 'zip'] },
  },
  example: {
    number: '',
    orderDate: '2026-11-20',
    supplier: 'SUP-001',
    purchaseType: 'LOCAL',
    reference: 'Q-2026-118',
    validity: '2026-12-20',
    status: '',
    lines: [{ item: 'ITM-0001', description: 'Fresh, graded', quantity: 25, rate: 30.5, amount: null, requiredBy: '2026-11-25' }],
    taxes: [{ tax: 'GST5-C', percent: null, value: null }],
    discount: 10,
    others: 50,
    baseAmount: null,
    taxAmount: null,
    total: null,
    terms: 'Delivery at the kitchen store by 9 am.',
    printCount: null,
  },
};
