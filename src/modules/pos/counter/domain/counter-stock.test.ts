import type { CounterStock } from './counter-types';
import { goodsNeeds, stockProblems } from './counter-stock';

const stock: CounterStock[] = [
  { item: 'PI-0005', stockItem: 'ITM-0001', store: 'WH', storeName: 'Central warehouse', unit: 'PKT', onHand: 3 },
  { item: 'PI-0105', stockItem: 'ITM-0001', store: 'WH', storeName: 'Central warehouse', unit: 'PKT', onHand: 3 },
  { item: 'PI-0004', stockItem: 'ITM-0004', store: 'WH', storeName: 'Central warehouse', unit: 'PKT', onHand: 0.5 },
];

describe('counter stock', () => {
  it('sums the lines drawing one stock item and names every item beyond stock', () => {
    const needs = goodsNeeds(
      [
        { itemId: 'PI-0005', itemName: 'Toor dal 1 kg', qty: 2 },
        { itemId: 'PI-0105', itemName: 'Toor dal 1 kg (offer pack)', qty: 2 },
        { itemId: 'PI-0004', itemName: 'Sugar 1 kg', qty: 0.5 },
        { itemId: 'PI-0030', itemName: 'Masala dosa', qty: 9 },
      ],
      stock,
    );
    expect(needs.map((need) => [need.stockItem, need.wanted, need.onHand])).toEqual([
      ['ITM-0001', 4000, 3000],
      ['ITM-0004', 500, 500],
    ]);
    expect(stockProblems(needs)).toEqual([
      'Toor dal 1 kg and Toor dal 1 kg (offer pack): only 3 PKT in Central warehouse, the bill asks 4 PKT.',
    ]);
  });

  it('says nothing when the store holds enough, and never shows stock below zero', () => {
    expect(stockProblems(goodsNeeds([{ itemId: 'PI-0005', itemName: 'Toor dal 1 kg', qty: 3 }], stock))).toEqual([]);
    const short = [
      {
        names: ['Sugar 1 kg'],
        stockItem: 'ITM-0004',
        store: 'WH',
        storeName: '',
        unit: 'PKT',
        wanted: 1000,
        onHand: -2000,
      },
    ];
    expect(stockProblems(short)).toEqual(['Sugar 1 kg: only 0 PKT in WH, the bill asks 1 PKT.']);
  });
});
