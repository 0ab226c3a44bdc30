import { describe, expect, it } from 'vitest';
import { toMilli } from '../../lib/quantity/quantity';
import { reorderNotices, type ReorderItem } from './notice-rules';

const item = (itemId: string, reorderQty: number, more: Partial<ReorderItem> = {}): ReorderItem => ({
  itemId,
  name: `Item ${itemId}`,
  unit: 'KG',
  reorderQty,
  active: true,
  inventory: true,
  ...more,
});
const stock: Record<string, number> = { A: 9.5, B: 10, C: 0, D: 2, E: 1 };
const onHand = (itemId: string) => toMilli(stock[itemId] ?? 0);

describe('items under their reorder level', () => {
  it('raise an item with less on hand than its level, and not one exactly at it', () => {
    expect(reorderNotices([item('A', 10), item('B', 10)], onHand, '2026-11-26')).toEqual([
      {
        id: 'A',
        title: 'Stock under reorder level',
        text: 'Item A: 9.5 KG in stock, reorder level 10 KG',
        at: '2026-11-26',
        tone: 'danger',
      },
    ]);
  });

  it('leave out items without a level, withdrawn, or whose stock is not kept', () => {
    const items = [item('C', 0), item('D', 5, { active: false }), item('E', 5, { inventory: false })];
    expect(reorderNotices(items, onHand, '2026-11-26')).toEqual([]);
  });
});
