import type { ReceiptBody, ReceiptLine } from '../../../kits/inward/receipt-types';
import { CANCELLED } from '../domain/approval-status';
import { comparisonRows, receivedLines } from './price-comparison-rows';

const line = (itemId: string, qty: number, rat: number, mrp = 1): ReceiptLine => ({
  sno: 1,
  store: 'WH',
  itemId,
  itemName: '',
  batchno: '',
  manudate: '',
  expdate: '',
  qty,
  um: '',
  rat,
  mrp,
  gin: '',
});

const receipt = (dat: string, lines: ReceiptLine[], pos = 2): ReceiptBody => ({
  header: {
    recordId: 1,
    seq: 'MIR',
    dat,
    purchaseType: 'LOCAL',
    invoiceno: '',
    invoicedat: '',
    transporter: '',
    vendorid: 'SUP-001',
    vendorname: '',
    refPoid: null,
    qcCheck: 0,
    baseamt: 0,
    discount: 0,
    taxes: 0,
    others: 0,
    totalAmt: 0,
    advance: 0,
    payable: 0,
    pos,
    printCount: 0,
  },
  lines,
  taxes: [],
});

const ITEMS: Record<string, { name: string; unit: string }> = {
  RICE: { name: 'Rice', unit: 'KG' },
  OIL: { name: 'Oil', unit: 'LTR' },
  SALT: { name: 'Salt', unit: 'KG' },
};
const item = (id: string) => ITEMS[id]!;
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

const RECEIPTS = [
  receipt('2026-10-05', [line('RICE', 2, 100.5), line('SALT', 3, 33.33)]),
  receipt('2026-10-20T10:30', [line('RICE', 3, 10.25)]),
  // A box of 12 kg at 600.00: 12 kg at 50.00 a kg.
  receipt('2026-11-02', [line('RICE', 1, 600, 12), line('OIL', 3, 100)]),
  receipt('2026-11-03', [line('RICE', 100, 1)], CANCELLED),
  receipt('2026-09-30', [line('OIL', 1, 1)]),
];

describe('purchase price comparison rows', () => {
  it('takes the lines of receipts not cancelled, in the stock unit, at what was paid', () => {
    const lines = receivedLines(RECEIPTS);
    expect(lines).toHaveLength(6);
    expect(lines.find((one) => one.dat === '2026-11-02' && one.itemId === 'RICE')).toEqual({
      itemId: 'RICE',
      dat: '2026-11-02',
      milli: 12_000,
      paise: 60_000,
    });
    expect(lines.some((one) => one.paise === 10_000 && one.milli === 100_000)).toBe(false);
  });

  it('gives each item bought in either period its quantity, value and average rate, and the rate’s change', () => {
    const rows = comparisonRows(receivedLines(RECEIPTS), OCTOBER, NOVEMBER, item);
    expect(rows).toEqual([
      {
        itemid: 'OIL',
        itemname: 'Oil',
        um: 'LTR',
        qty1: null,
        rate1: null,
        value1: null,
        qty2: 3,
        rate2: 100,
        value2: 300,
        difference: null,
        change: null,
      },
      {
        itemid: 'RICE',
        itemname: 'Rice',
        um: 'KG',
        qty1: 5,
        // 201.00 + 30.75 for 5 kg.
        rate1: 46.35,
        value1: 231.75,
        qty2: 12,
        rate2: 50,
        value2: 600,
        difference: 3.65,
        // 3.65 of 46.35 is 7.8748... per cent.
        change: 7.87,
      },
      {
        itemid: 'SALT',
        itemname: 'Salt',
        um: 'KG',
        qty1: 3,
        rate1: 33.33,
        value1: 99.99,
        qty2: null,
        rate2: null,
        value2: null,
        difference: null,
        change: null,
      },
    ]);
  });

  it('rounds an average rate once, to the paisa, and shows a fall as a negative change', () => {
    const lines = receivedLines([
      receipt('2026-10-01', [line('RICE', 3, 33.34), line('RICE', 0.001, 1)]),
      receipt('2026-11-01', [line('RICE', 3, 30)]),
    ]);
    // 100.02 + 0.00 (0.001 kg at 1.00 rounds to no paisa) for 3.001 kg is 33.3289 → 33.33.
    const [rice] = comparisonRows(lines, OCTOBER, NOVEMBER, item);
    expect(rice).toMatchObject({ qty1: 3.001, value1: 100.02, rate1: 33.33, rate2: 30, difference: -3.33 });
    expect(rice!.change).toBe(-9.99);
  });
});
