import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { ITEM_GROUPS } from '../resources/item-groups';
import { ITEMS } from '../resources/items';
import { STORES } from '../resources/stores';
import { STOCK_REPORT_ENDPOINTS as E } from './stock-report-endpoints';

type Parameter = ReportDeclaration['parameters'][number];
const FROM: Parameter = { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' };
const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
const AS_ON: Parameter = { ...TO, label: 'As on' };
const STORE: Parameter = {
  name: 'detail',
  label: 'Store',
  type: 'reference',
  reference: { resource: STORES.name, endpoint: STORES.endpoints.list, key: 'code', label: 'name' },
};
const ITEM: Parameter = {
  name: 'recordId',
  label: 'Item',
  type: 'reference',
  reference: { resource: ITEMS.name, endpoint: ITEMS.endpoints.list, key: 'itemId', label: 'name' },
};
const GROUP: Parameter = {
  name: 'group',
  label: 'Item group',
  type: 'reference',
  reference: { resource: ITEM_GROUPS.name, endpoint: ITEM_GROUPS.endpoints.list, key: 'code', label: 'name' },
};

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name = 'dat', label = 'Date'): ReportColumn => ({ name, label, type: 'date' });
/** Quantities of many items (units differ): never summed. */
const quantity = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
const rate: ReportColumn = { name: 'rat', label: 'Rate', type: 'money' };
const ITEM_COLUMNS = [text('itemid', 'Item id'), text('itemname', 'Item')];
const DOCUMENT = [date(), text('transactionId', 'Document'), text('kind', 'Transaction')];
const IN_OUT = [quantity('qtyin', 'In'), quantity('qtyout', 'Out'), text('um', 'Unit')];
// Values in and out totalled apart, and the net: a receipt and an issue never add up together.
const VALUES_IN_OUT = [money('valueIn', 'Value in'), money('valueOut', 'Value out'), money('net', 'Net value')];

/** Names start with 'inventory.stock' so every stock save refreshes them (as the closing stock report). */
const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: ReportDeclaration['parameters'],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `inventory.stock.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

const PERIOD = [FROM, TO, STORE, ITEM];
const RANKED = [
  quantity('rank', 'Rank'),
  ...ITEM_COLUMNS,
  text('um', 'Unit'),
  count('receipts', 'Receipts'),
  quantity('qty', 'Quantity'),
  money('value', 'Value'),
];

/** The inventory key and stock reports, computed by the backend from the masters and the stock ledger. */
export const INVENTORY_STOCK_REPORTS: readonly ReportDeclaration[] = [
  report(
    INVENTORY.invKeyrepItemGroups,
    'item-groups',
    E.itemGroups,
    [],
    [
      text('mainGroup', 'Main group'),
      text('code', 'Code'),
      text('name', 'Item group'),
      text('kind', 'Kind'),
      count('items', 'Items'),
      text('active', 'Active'),
    ],
    'mainGroup',
  ),
  report(
    INVENTORY.invKeyrepItems,
    'items',
    E.items,
    [GROUP],
    [
      text('group', 'Group'),
      ...ITEM_COLUMNS,
      text('unit', 'Stock unit'),
      { name: 'standardRate', label: 'Standard rate', type: 'money' },
      text('costing', 'Costing'),
      text('active', 'Active'),
    ],
    'group',
  ),
  report(INVENTORY.invRepStockMovements, 'movements', E.movements, PERIOD, [
    ...DOCUMENT,
    ...ITEM_COLUMNS,
    text('store', 'Store'),
    ...IN_OUT,
    ...VALUES_IN_OUT,
  ]),
  report(
    INVENTORY.invRepDetailedMovements,
    'detailed',
    E.detailed,
    PERIOD,
    [
      ...DOCUMENT,
      ...ITEM_COLUMNS,
      text('store', 'Store'),
      text('gin', 'Lot (GIN)'),
      text('batchNo', 'Batch'),
      date('expdate', 'Expiry'),
      ...IN_OUT,
      rate,
      ...VALUES_IN_OUT,
    ],
    'transactionId',
  ),
  report(
    INVENTORY.invRepConsolidatedStock,
    'consolidated',
    E.consolidated,
    [AS_ON, ITEM],
    [
      ...ITEM_COLUMNS,
      text('um', 'Unit'),
      quantity('stores', 'Stores'),
      quantity('qty', 'Quantity'),
      money('value', 'Value'),
    ],
  ),
  report(
    INVENTORY.invRepItemwiseStock,
    'item-wise',
    E.itemWise,
    [FROM, TO, { ...ITEM, required: true }, STORE],
    [
      ...DOCUMENT,
      text('store', 'Store'),
      text('gin', 'Lot (GIN)'),
      // One item's quantities: summed.
      { name: 'qtyin', label: 'In', type: 'number', total: true },
      { name: 'qtyout', label: 'Out', type: 'number', total: true },
      quantity('balance', 'Balance'),
      text('um', 'Unit'),
      rate,
    ],
  ),
  report(INVENTORY.invRepItemwiseConsolidations, 'consolidations', E.consolidations, PERIOD, [
    ...ITEM_COLUMNS,
    text('um', 'Unit'),
    quantity('openingQty', 'Opening'),
    quantity('receivedQty', 'Received'),
    quantity('issuedQty', 'Issued'),
    quantity('closingQty', 'Closing'),
    money('openingValue', 'Opening value'),
    money('receivedValue', 'Received value'),
    money('issuedValue', 'Issued value'),
    money('closingValue', 'Closing value'),
  ]),
  report(
    INVENTORY.invRepStockDayBook,
    'day-book',
    E.dayBook,
    PERIOD,
    [...DOCUMENT, ...ITEM_COLUMNS, text('store', 'Store'), ...IN_OUT, rate, ...VALUES_IN_OUT],
    'dat',
  ),
  report(
    INVENTORY.invRepStockSnapshot,
    'snapshot',
    E.snapshot,
    [AS_ON, STORE],
    [
      text('store', 'Store'),
      text('storename', 'Store name'),
      count('items', 'Items'),
      count('lots', 'Quantity lines'),
      money('value', 'Value'),
    ],
  ),
  report(INVENTORY.invRepTopItems, 'top-items', E.top, [FROM, TO, STORE], RANKED),
  report(INVENTORY.invRepLeastItems, 'least-items', E.least, [FROM, TO, STORE], RANKED),
  report(
    INVENTORY.invRepItemsNeverPurchased,
    'never-purchased',
    E.never,
    [FROM, TO, STORE, ITEM],
    [...ITEM_COLUMNS, text('group', 'Group'), text('um', 'Unit'), date('lastPurchase', 'Last purchase')],
  ),
];
