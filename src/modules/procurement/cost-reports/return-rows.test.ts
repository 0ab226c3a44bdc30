import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import type { ReturnAnswer } from '../returns/return-types';
import { purchasesToReturnsRows, returnsPercent, withOverallPercent } from './return-ratio-rows';
import { returnedItemRows, returnRows, returnsIn, supplierReturnRows } from './return-rows';

/** A return: lines as [item, quantity, conversion, rate]; its amounts as the demo backend stores them. */
const stored = (
  seq: string,
  dat: string,
  vendorid: string,
  pos: number,
  lines: Array<[string, number, number, number]>,
  [baseamt, taxes]: [number, number],
): ReturnAnswer => ({
  header: {
    recordId: 1,
    seq,
    dat,
    refMir: 1,
    vendorid,
    vendorname: vendorid === 'C' ? '' : `Vendor ${vendorid}`,
    baseamt,
    taxes,
    totalAmt: Math.round((baseamt + taxes) * 100) / 100,
    branchId: `MIR-${seq}`,
    webid: `INV-${seq}`,
    pos,
    usr: 'admin',
    printCount: 0,
  },
  lines: lines.map(([itemId, qty, mrp, rat], index) => ({
    sno: index + 1,
    itemId,
    itemName: `Item ${itemId}`,
    batchno: '',
    manudate: '',
    expdate: '',
    qty,
    mrp,
    rat,
    branchId: `GIN-${index}`,
    store: 'WH',
    um: 'BOX',
  })),
  taxes: [],
});
const RETURNS = [
  stored('PRT2', '2026-11-09', 'A', 2, [['X', 0.2, 1, 0.1]], [0.02, 0.2]),
  stored(
    'PRT1',
    '2026-11-04',
    'A',
    2,
    [
      ['X', 0.1, 3, 0.7],
      ['Y', 1.5, 12, 10.25],
    ],
    [15.45, 0.1],
  ),
  stored('PRT3', '2026-11-05', 'B', 9, [['X', 5, 1, 100]], [500, 0]),
  stored('PRT4', '2026-12-01', 'A', 2, [['X', 1, 1, 5]], [5, 0]),
  stored('PRT5', '2026-11-30', 'C', 2, [['Y', 1, 12, 3]], [3, 0.54]),
];
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', supplier: '' };
const name = (id: string) => `Supplier ${id}`;

describe('purchase return report rows', () => {
  it('keeps the returns of the period (cancelled left out) by date and number, of one supplier when asked', () => {
    expect(returnsIn(RETURNS, NOVEMBER).map((one) => one.header.seq)).toEqual(['PRT1', 'PRT2', 'PRT5']);
    expect(returnsIn(RETURNS, { ...NOVEMBER, supplier: 'B' })).toEqual([]);
    expect(returnsIn(RETURNS, { ...NOVEMBER, supplier: 'C' }).map((one) => one.header.seq)).toEqual(['PRT5']);
  });

  it('lists each return with its receipt, invoice and amounts, the supplier named from the master when unnamed', () => {
    expect(returnRows(returnsIn(RETURNS, NOVEMBER), name)).toEqual([
      expect.objectContaining({ seq: 'PRT1', refmir: 'MIR-PRT1', refinvoice: 'INV-PRT1', vendorname: 'Vendor A' }),
      expect.objectContaining({ seq: 'PRT2', baseamt: 0.02, taxes: 0.2, totalAmt: 0.22 }),
      expect.objectContaining({ seq: 'PRT5', vendorname: 'Supplier C', totalAmt: 3.54 }),
    ]);
  });

  it('consolidates by item in stock units (quantity x conversion, in thousandths) and values lines in paise', () => {
    const rows = returnedItemRows(returnsIn(RETURNS, NOVEMBER), (id) => (id === 'X' ? 'KG' : 'NOS'));
    expect(rows).toEqual([
      // 0.1 x 3 + 0.2 x 1 = 0.5 kg; 0.1 x 0.70 = 0.07 and 0.2 x 0.10 = 0.02.
      { itemid: 'X', itemname: 'Item X', um: 'KG', qty: 0.5, amount: 0.09 },
      // 1.5 x 12 + 1 x 12 = 30 pieces; 1.5 x 10.25 = 15.375 rounds to 15.38, and 3.
      { itemid: 'Y', itemname: 'Item Y', um: 'NOS', qty: 30, amount: 18.38 },
    ]);
  });

  it('sums each supplier: number of returns, stock quantity and amounts', () => {
    expect(supplierReturnRows(returnsIn(RETURNS, NOVEMBER), name)).toEqual([
      { vendorid: 'C', vendorname: 'Supplier C', returns: 1, baseamt: 3, taxes: 0.54, totalAmt: 3.54 },
      { vendorid: 'A', vendorname: 'Vendor A', returns: 2, baseamt: 15.47, taxes: 0.3, totalAmt: 15.77 },
    ]);
  });
});

const receipt = (seq: string, vendorid: string, totalAmt: number): ReceiptBody => ({
  header: {
    recordId: 1,
    seq,
    dat: '2026-11-02',
    purchaseType: '',
    invoiceno: '',
    invoicedat: '',
    transporter: '',
    vendorid,
    vendorname: '',
    refPoid: null,
    qcCheck: 0,
    baseamt: totalAmt,
    discount: 0,
    taxes: 0,
    others: 0,
    totalAmt,
    advance: 0,
    payable: totalAmt,
    pos: 0,
    printCount: 0,
  },
  lines: [],
  taxes: [],
});

describe('purchases to returns', () => {
  it('divides the paise exactly and rounds once, to two decimals; no percent without purchases', () => {
    expect(returnsPercent(300, 100)).toBe(33.33);
    expect(returnsPercent(800, 1)).toBe(0.13);
    expect(returnsPercent(20_001, 2_499)).toBe(12.49);
    expect(returnsPercent(0, 100)).toBeNull();
  });

  it('gives the total row all returns against all purchases, not a sum of the suppliers’ percents', () => {
    const result = { rows: [], count: 2, totals: { purchases: 400, returns: 101 } };
    expect(withOverallPercent(result).totals).toEqual({ purchases: 400, returns: 101, percent: 25.25 });
    expect(withOverallPercent({ ...result, totals: { purchases: 0, returns: 5 } }).totals).not.toHaveProperty(
      'percent',
    );
  });

  it('puts each supplier’s purchases beside its returns', () => {
    const rows = purchasesToReturnsRows(
      [receipt('MIR1', 'A', 100.1), receipt('MIR2', 'A', 0.2), receipt('MIR3', 'B', 50)],
      returnsIn(RETURNS, NOVEMBER),
      name,
    );
    expect(rows).toEqual([
      { vendorid: 'A', vendorname: 'Supplier A', purchases: 100.3, returns: 15.77, percent: 15.72 },
      { vendorid: 'B', vendorname: 'Supplier B', purchases: 50, returns: 0, percent: 0 },
      { vendorid: 'C', vendorname: 'Supplier C', purchases: 0, returns: 3.54, percent: null },
    ]);
  });
});
