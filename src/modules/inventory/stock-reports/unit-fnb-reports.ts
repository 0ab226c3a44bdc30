import type { ReportDeclaration } from '../../../engine/report/report';
import { INVENTORY } from '../../../menus/catalogue/inventory';

/** The contract's routes of the two reports (03 section 10). */
export const UNIT_FNB_ENDPOINTS = {
  /** `{ usr }`, as the other inventory key reports send it -> the units with their conversions. */
  units: 'api/invKeyReportsController/GetKeyRepInvUnits',
  /** `{ toDate, usr }`, as the closing stock report sends it -> closing stock per F&B service. */
  fnbClosingStock: 'api/invDepartments/GetFnBWiseClosingStock',
} as const;

/** List of units: each unit, how many items are counted in it, and the conversions the items define from it. */
export const UNITS_REPORT: ReportDeclaration = {
  name: 'inventory.units-of-measure.key-report',
  title: INVENTORY.invKeyrepUnits.title,
  screen: INVENTORY.invKeyrepUnits,
  endpoint: UNIT_FNB_ENDPOINTS.units,
  parameters: [],
  columns: [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Unit', type: 'text' },
    { name: 'decimals', label: 'Decimal places', type: 'number' },
    { name: 'active', label: 'Active', type: 'text' },
    { name: 'stockItems', label: 'Stock unit of (items)', type: 'number' },
    { name: 'conversion', label: 'Conversion', type: 'text' },
    { name: 'items', label: 'Items converting so', type: 'number' },
  ],
};

/**
 * F&B-wise closing stock: per F&B service, the stock items its menu's recipes use that its kitchen's store holds on
 * the day, grouped by service with the value subtotalled. The name starts with 'inventory.stock' so every stock save
 * refreshes it.
 */
export const FNB_CLOSING_STOCK_REPORT: ReportDeclaration = {
  name: 'inventory.stock.fnb-closing',
  title: INVENTORY.invRepFnbClosingStock.title,
  screen: INVENTORY.invRepFnbClosingStock,
  endpoint: UNIT_FNB_ENDPOINTS.fnbClosingStock,
  parameters: [{ name: 'toDate', label: 'As on', type: 'date', required: true, defaultValue: '@today' }],
  columns: [
    { name: 'service', label: 'F&B service', type: 'text' },
    { name: 'store', label: 'Kitchen store', type: 'text' },
    { name: 'itemid', label: 'Item id', type: 'text' },
    { name: 'itemname', label: 'Item', type: 'text' },
    { name: 'um', label: 'Unit', type: 'text' },
    { name: 'qty', label: 'Quantity', type: 'number' },
    { name: 'rat', label: 'Rate', type: 'money' },
    { name: 'value', label: 'Value', type: 'money', total: true },
  ],
  groupBy: 'service',
};
