import { partyBalancePaise, type PartyTransactionDraft } from '../../../kits/accounting/party-ledger';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import { advanceRows, dayBookRows, liableAdvanceRows, snapshotRows } from './ledger-rows';
import { consolidatedRows, detailedRows, purchaseRows, purchasesIn, supplierConsolidatedRows } from './purchase-rows';

const receipt = (
  seq: string,
  dat: string,
  vendorid: string,
  pos: number,
  lines: Array<[string, number, number]>,
): ReceiptBody => {
  const total = lines.reduce((sum, [, qty, rat]) => sum + Math.round(qty * rat * 100), 0) / 100;
  return {
    header: {
      recordId: 1,
      seq,
      dat,
      purchaseType: '',
      invoiceno: '',
      invoicedat: '',
      transporter: '',
      vendorid,
      vendorname: vendorid.toLowerCase(),
      refPoid: null,
      qcCheck: 0,
      baseamt: total,
      discount: 0,
      taxes: 0,
      others: 0,
      totalAmt: total,
      advance: 0,
      payable: total,
      pos,
      printCount: 0,
    },
    lines: lines.map(([itemId, qty, rat], sno) => ({
      sno,
      store: 'WH',
      itemId,
      itemName: itemId,
      batchno: '',
      manudate: '',
      expdate: '',
      qty,
      um: 'NOS',
      rat,
      mrp: 1,
      gin: '',
    })),
    taxes: [],
  };
};
const RECEIPTS = [
  receipt('MIR2', '2026-11-05', 'B', 0, [['X', 0.1, 0.7]]),
  receipt('MIR1', '2026-11-02', 'A', 0, [
    ['X', 2, 0.1],
    ['Y', 1, 0.2],
  ]),
  receipt('MIR3', '2026-11-03', 'A', 9, [['X', 1, 50]]),
  receipt('MIR4', '2026-12-01', 'A', 0, [['X', 1, 5]]),
];
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', supplier: '' };
const name = (id: string) => `Supplier ${id}`;

describe('purchase report rows', () => {
  it('keeps the period (cancelled left out) by date, and sums money in paise', () => {
    const kept = purchasesIn(RECEIPTS, NOVEMBER);
    expect(kept.map((one) => one.header.seq)).toEqual(['MIR1', 'MIR2']);
    expect(purchasesIn(RECEIPTS, { ...NOVEMBER, supplier: 'B' }).map((one) => one.header.seq)).toEqual(['MIR2']);
    expect(purchaseRows(kept, name).map((row) => row.totalAmt)).toEqual([0.4, 0.07]);
    expect(detailedRows(kept).map((row) => row.amount)).toEqual([0.2, 0.2, 0.07]);
    expect(consolidatedRows(kept)).toEqual([
      expect.objectContaining({ itemid: 'X', qty: 2.1, amount: 0.27 }),
      expect.objectContaining({ itemid: 'Y', qty: 1, amount: 0.2 }),
    ]);
    expect(supplierConsolidatedRows(kept, name).map((row) => [row.vendorid, row.receipts, row.totalAmt])).toEqual([
      ['A', 1, 0.4],
      ['B', 1, 0.07],
    ]);
  });
});

const row = (
  partyId: string,
  dat: string,
  transactionType: PartyTransactionDraft['transactionType'],
  amounts: Partial<PartyTransactionDraft>,
): PartyTransactionDraft => ({
  partyId,
  dat,
  transactionType,
  transactionId: `${transactionType}-${dat}`,
  transactionAmt: 0,
  pendingAmount: 0,
  returnAmount: 0,
  creditNote: 0,
  paymentAmount: 0,
  onTraId: '',
  descriptio: '',
  ...amounts,
});
const LEDGER = [
  row('A', '2026-04-01', 'OPN', { pendingAmount: 100.1 }),
  row('A', '2026-11-02', 'PUR', { transactionAmt: 50.2, pendingAmount: 50.2 }),
  row('A', '2026-11-03', 'PRT', { returnAmount: 10.1, onTraId: 'PUR-2026-11-02' }),
  row('A', '2026-11-04', 'PCR', { creditNote: 0.2 }),
  row('A', '2026-11-05', 'PAY', { paymentAmount: 40 }),
  row('B', '2026-11-06', 'ADV', { transactionAmt: 25, onTraId: 'PO1' }),
  row('B', '2026-11-07', 'ADV', { transactionAmt: 5, onTraId: 'PO2' }),
  row('B', '2026-12-07', 'PUR', { pendingAmount: 7 }),
];

describe('supplier ledger report rows', () => {
  it('gives each supplier its balance exactly as partyBalancePaise, as on the day', () => {
    const rows = snapshotRows(LEDGER, { ...NOVEMBER, to: '2099-12-31' }, name);
    expect(rows.map((one) => one.balance)).toEqual([
      partyBalancePaise(LEDGER, 'A') / 100,
      partyBalancePaise(LEDGER, 'B') / 100,
    ]);
    expect(rows[0]).toMatchObject({ bills: 150.3, returns: 10.1, creditNotes: 0.2, payments: 40, balance: 100 });
    expect(snapshotRows(LEDGER, NOVEMBER, name)[1]).toMatchObject({ bills: 0, advances: 30, balance: 0 });
  });

  it('lists the day book of the period, the advances, and the advances no receipt has taken off', () => {
    expect(dayBookRows(LEDGER, { ...NOVEMBER, supplier: 'A' }, name).map((one) => [one.kind, one.balance])).toEqual([
      ['Purchase', 50.2],
      ['Return', -10.1],
      ['Credit note', -0.2],
      ['Payment', -40],
    ]);
    expect(advanceRows(LEDGER, NOVEMBER, name).map((one) => [one.order, one.amount])).toEqual([
      ['PO1', 25],
      ['PO2', 5],
    ]);
    expect(
      liableAdvanceRows(LEDGER, { ...NOVEMBER, from: '2026-11-30' }, new Set(['PO1']), name).map((one) => one.order),
    ).toEqual(['PO2']);
  });
});
