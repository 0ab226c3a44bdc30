import type { StockRow } from '../../../kits/stock/stock-row';
import { drawnLots, stockBack } from './stock-back';

const issue = (itemName: string, store: string, gin: string, qtyout: number, rat: number): StockRow => ({
  transactionId: 'DN26-000001',
  sno: 1,
  gin,
  itemName,
  dat: '2026-11-20',
  batchNo: '',
  manudate: '',
  expdate: '',
  store,
  qtyin: 0,
  qtyout,
  stdum: 'KG',
  rat,
  department: '',
  descr: '',
  transactionType: 103,
  lineId: 1,
});

describe('stock coming back with a return', () => {
  const rows = [
    issue('FLOUR', 'KIT', 'G1', 0.15, 40),
    issue('FLOUR', 'KIT', 'G2', 0.05, 42),
    issue('BUTTER', 'KIT', 'G9', 0.03, 500),
  ];

  it('puts back the share of what is still out that the returned lines needed, into the lots it came from', () => {
    const lots = drawnLots(rows, []);
    // The bill's lines need 200 g of flour in all; the returned half of them 100 g.
    const back = stockBack(lots, new Map([['FLOUR|KIT', 100]]), new Map([['FLOUR|KIT', 200]]));
    expect(back.map((lot) => [lot.row.gin, lot.milli])).toEqual([['G1', 100]]);
  });

  it('puts back exactly what is still out when the last of the bill comes back, whatever earlier returns took', () => {
    const lots = drawnLots(rows, [{ itemId: 'FLOUR', store: 'KIT', gin: 'G1', qty: 0.067 }]);
    const back = stockBack(
      lots,
      new Map([
        ['FLOUR|KIT', 133],
        ['BUTTER|KIT', 30],
      ]),
      new Map([
        ['FLOUR|KIT', 133],
        ['BUTTER|KIT', 30],
      ]),
    );
    expect(back.map((lot) => [lot.row.gin, lot.milli])).toEqual([
      ['G1', 83],
      ['G2', 50],
      ['G9', 30],
    ]);
  });

  it('returns a shortfall in proportion: less was drawn than the recipes needed', () => {
    // The store had only 30 g of butter for a need of 60 g: returning half the lines puts back 15 g.
    const back = stockBack(drawnLots(rows, []), new Map([['BUTTER|KIT', 30]]), new Map([['BUTTER|KIT', 60]]));
    expect(back.map((lot) => lot.milli)).toEqual([15]);
  });

  it('puts nothing back of what the bill never drew', () => {
    expect(stockBack(drawnLots(rows, []), new Map([['PANEER|KIT', 100]]), new Map([['PANEER|KIT', 100]]))).toEqual([]);
  });
});
