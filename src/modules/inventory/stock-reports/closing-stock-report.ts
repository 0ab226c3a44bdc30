import type { ReportDeclaration } from '../../../engine/report/report';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { STORES } from '../resources/stores';
import { STOCK_ENDPOINTS } from '../stock-transactions/tra-types';

/**
 * Closing stock (3.9.1): the contract's `InvRepStocksClosingStocks {toDate, usr}`, with our optional
 * `detail` = one store. One table per store (its value subtotalled), the overall value in the footer.
 * The name starts with 'inventory.stock' so every stock save refreshes it.
 */
export const CLOSING_STOCK_REPORT: ReportDeclaration = {
  name: 'inventory.stock.closing',
  title: INVENTORY.invRepClosingStock.title,
  screen: INVENTORY.invRepClosingStock,
  endpoint: STOCK_ENDPOINTS.closingStock,
  parameters: [
    { name: 'toDate', label: 'As on', type: 'date', required: true, defaultValue: '@today' },
    {
      name: 'detail',
      label: 'Store',
      type: 'reference',
      reference: { resource: STORES.name, endpoint: STORES.endpoints.list, key: 'code', label: 'name' },
    },
  ],
  columns: [
    { name: 'store', label: 'Store', type: 'text' },
    { name: 'itemid', label: 'Item id', type: 'text' },
    { name: 'itemname', label: 'Item', type: 'text' },
    { name: 'um', label: 'Unit', type: 'text' },
    { name: 'qty', label: 'Quantity', type: 'number' },
    { name: 'value', label: 'Value', type: 'money', total: true },
  ],
  groupBy: 'store',
};
