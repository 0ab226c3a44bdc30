import type { StoreLot } from './sale-requirements';
import { isExpired, lotName, lotProblems, type LotDemand } from './lot-stock';

const lots: StoreLot[] = [
  {
    store: 'WH',
    itemid: 'ITM-0001',
    gin: 'G1',
    batchno: 'B2503-01',
    manudate: '',
    expdate: '',
    available: 12,
    rat: 150,
  },
  { store: 'WH', itemid: 'ITM-0001', gin: 'G2', batchno: '', manudate: '', expdate: '', available: 5.5, rat: 152 },
  {
    store: 'WH',
    itemid: 'ITM-0002',
    gin: 'G3',
    batchno: 'R-7',
    manudate: '',
    expdate: '2026-11-23',
    available: 40,
    rat: 600,
  },
];
const demand = (line: number, gin: string, qty: number, itemId = 'ITM-0001', store = 'WH'): LotDemand => ({
  line,
  itemId,
  itemName: itemId === 'ITM-0001' ? 'Toor dal 1 kg' : 'Basmati rice 5 kg',
  um: 'PKT',
  store,
  gin,
  qty,
});

describe('stock of each batch on an invoice', () => {
  it('lets lines take what their lots hold, to the last thousandth', () => {
    expect(lotProblems([demand(1, 'G1', 12), demand(2, 'G2', 5.5)], lots, '2026-11-24')).toEqual([]);
  });

  it('refuses a quantity beyond the batch, naming the item and what is in stock', () => {
    expect(lotProblems([demand(1, 'G1', 20)], lots, '2026-11-24')).toEqual([
      { line: 1, message: 'Only 12 PKT of Toor dal 1 kg is in stock in batch B2503-01 of store WH; 20 was asked for.' },
    ]);
  });

  it('counts the earlier lines on the same lot', () => {
    expect(lotProblems([demand(1, 'G2', 4), demand(2, 'G2', 2)], lots, '2026-11-24')).toEqual([
      {
        line: 2,
        message:
          'Only 1.5 PKT of Toor dal 1 kg is left in lot G2 of store WH after the earlier lines; 2 was asked for.',
      },
    ]);
  });

  it('refuses a lot of another store or item, and an expired one', () => {
    expect(
      lotProblems([demand(1, 'G1', 1, 'ITM-0001', 'SHOP'), demand(2, 'G3', 1, 'ITM-0002')], lots, '2026-11-24'),
    ).toEqual([
      { line: 1, message: 'Choose a batch of Toor dal 1 kg that is in store SHOP.' },
      { line: 2, message: 'Batch R-7 of Basmati rice 5 kg expired on 23-Nov-2026.' },
    ]);
    expect(isExpired(lots[2]!, '2026-11-23')).toBe(false);
    expect(lotName(lots[1]!)).toBe('lot G2');
  });
});
