import { describe, expect, it } from 'vitest';
import type { OrderLine } from './order-types';
import { equalShares, partLines, splitProblems } from './bill-split';

const lines: OrderLine[] = [
  { lineId: 'a', itemId: 'NAAN', itemName: 'Naan', kotGroup: 'TAN', qty: 4, rate: 70, notes: '' },
  { lineId: 'b', itemId: 'DAL', itemName: 'Dal', kotGroup: 'KIT', qty: 1, rate: 190, notes: '' },
];

describe('split by items', () => {
  it('accepts lines and quantities shared out exactly', () => {
    const parts = [
      [
        { lineId: 'a', qty: 2 },
        { lineId: 'b', qty: 1 },
      ],
      [{ lineId: 'a', qty: 2 }],
    ];
    expect(splitProblems(lines, parts)).toEqual([]);
    expect(partLines(lines, parts[1]!)).toEqual([{ ...lines[0], qty: 2 }]);
  });

  it('names every line not shared out exactly and every empty bill', () => {
    expect(splitProblems(lines, [[{ lineId: 'a', qty: 3 }], []])).toEqual([
      'Bill 2 of the split has no items.',
      'Naan: 3 of 4 shared out; share all of it.',
      'Dal: 0 of 1 shared out; share all of it.',
    ]);
  });
});

describe('equal shares', () => {
  it('adds up to the bill exactly', () => {
    expect(equalShares(100000, 3)).toEqual([33334, 33333, 33333]);
  });
});
