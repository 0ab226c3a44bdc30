import { INVENTORY } from '../../menus/catalogue/inventory';
import { detailOf, type RecordFinder } from '../core/search/record-finder';
import { masterFinder, text } from '../core/search/master-finder';
import { STOCK_MASTERS } from '../core/stock/stock-masters';

/** The inventory's records: its items, by item id or name. */
export const INVENTORY_RECORD_FINDERS: readonly RecordFinder[] = [
  masterFinder({
    kind: 'item',
    resource: STOCK_MASTERS.items,
    key: 'itemId',
    screens: [INVENTORY.invItems, INVENTORY.invitemstra],
    name: (row) => text(row.name),
    detail: (row) => detailOf(text(row.group), text(row.unit), row.active === false && 'inactive'),
  }),
];
