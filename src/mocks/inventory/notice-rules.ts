import { fromMilli, formatQuantity, toMilli, type Milli } from '../../lib/quantity/quantity';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import type { NoticeRule, RaisedNotice } from '../core/notices/notice-rule';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { STOCK_MASTERS } from '../core/stock/stock-masters';
import { currentStock } from '../core/stock/stock-store';

/** What the rule reads of an item master. */
export interface ReorderItem {
  itemId: string;
  name?: unknown;
  unit?: unknown;
  reorderQty?: unknown;
  active?: unknown;
  inventory?: unknown;
}

/**
 * The items under their reorder level: active, stock kept, a reorder quantity above 0, and less than it on hand in all
 * stores together (exactly at the level is not under it).
 */
export function reorderNotices(
  items: readonly ReorderItem[],
  onHand: (itemId: string) => Milli,
  today: string,
): RaisedNotice[] {
  return items
    .filter((item) => item.active !== false && item.inventory !== false && Number(item.reorderQty ?? 0) > 0)
    .filter((item) => onHand(item.itemId) < toMilli(Number(item.reorderQty)))
    .map((item) => {
      const unit = String(item.unit ?? '');
      const held = formatQuantity(fromMilli(onHand(item.itemId)), unit);
      const level = formatQuantity(Number(item.reorderQty), unit);
      return {
        id: item.itemId,
        title: 'Stock under reorder level',
        text: `${String(item.name ?? item.itemId)}: ${held} in stock, reorder level ${level}`,
        at: today,
        tone: 'danger',
      };
    });
}

/** Items to raise a purchase request for (create on the requests screen), from the stock ledger as it stands. */
export const INVENTORY_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'inventory.reorder',
    icon: 'stock',
    screens: [PROCUREMENT.purRequests],
    transaction: 'create',
    async raise({ companyCode, today }) {
      await ensureSeeded(STOCK_MASTERS.items, companyCode);
      const [items, { index }] = await Promise.all([
        listRecords<ReorderItem>(STOCK_MASTERS.items, companyCode),
        currentStock(companyCode),
      ]);
      const stores = [...index.stores()];
      const onHand = (itemId: string) => stores.reduce((sum, store) => sum + index.onHandMilli(itemId, store), 0);
      return reorderNotices(items, onHand, today);
    },
  },
];
