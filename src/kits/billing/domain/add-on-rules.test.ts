import { describe, expect, it } from 'vitest';
import { addOnProblems } from './add-on-rules';
import type { OrderLine } from './order-types';
import type { PosMenuItem } from './master-types';

type Entry = Pick<PosMenuItem, 'code' | 'name' | 'group' | 'kind' | 'addOnFor' | 'maxPerItem'>;
const items = new Map<string, Entry>([
  ['BIR', { code: 'BIR', name: 'Chicken dum biryani', group: 'BIR' }],
  ['CHAI', { code: 'CHAI', name: 'Masala chai', group: 'BEV' }],
  ['RAITA', { code: 'RAITA', name: 'Onion raita', group: '', kind: 'ADDON', addOnFor: 'BIR', maxPerItem: 2 }],
  ['CUT', { code: 'CUT', name: 'Cutlery kit', group: '', kind: 'ADDON', addOnFor: '', maxPerItem: 1 }],
]);
const line = (lineId: string, itemId: string, qty: number, parentLineId?: string): OrderLine => ({
  lineId,
  itemId,
  itemName: items.get(itemId)!.name,
  kotGroup: 'KITCHEN',
  qty,
  rate: 10,
  notes: '',
  ...(parentLineId ? { parentLineId } : {}),
});

describe('addOnProblems', () => {
  it('takes add-ons on the item lines they are offered with, up to their most per piece', () => {
    expect(addOnProblems([line('a', 'BIR', 2), line('b', 'RAITA', 4, 'a'), line('c', 'CUT', 1, 'a')], items)).toEqual(
      [],
    );
  });

  it('names every problem: no item line, the wrong group, too many, an item on a line', () => {
    expect(
      addOnProblems(
        [
          line('a', 'BIR', 1),
          line('b', 'RAITA', 3, 'a'),
          line('c', 'CHAI', 1),
          line('d', 'RAITA', 1, 'c'),
          line('e', 'CUT', 1),
          line('f', 'CHAI', 1, 'a'),
          line('g', 'CUT', 1, 'x'),
        ],
        items,
      ),
    ).toEqual([
      'Onion raita: at most 2 for each Chicken dum biryani.',
      'Onion raita is not offered with Masala chai.',
      'Cutlery kit is an add-on: add it to an item line.',
      'Masala chai is not an add-on: it cannot go on another line.',
      'Cutlery kit: the item line it goes with is not on the order.',
    ]);
  });
});
