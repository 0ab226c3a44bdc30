import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  changeRefusal,
  nextOrderNumber,
  pendingMilli,
  quantityProblems,
  quotationRefusal,
} from './order-rules';
import { lineValuePaise, orderTotals } from './order-totals';

const QUOTATION = {
  seq: 'SQ26-00004',
  lines: [
    {
      sno: 1,
      itemId: 'ITM-1',
      itemName: 'Solar panel 540 W',
      itemDescription: '',
      qty: 10,
      um: 'NOS',
      rat: 12500,
      discPer: 0,
    },
    {
      sno: 2,
      itemId: 'ITM-2',
      itemName: 'Inverter 5 kW',
      itemDescription: '',
      qty: 1,
      um: 'NOS',
      rat: 48000,
      discPer: 5,
    },
  ],
};

describe('sale order numbers', () => {
  it('counts per month: SO<yy>-<MM>/<4 digits>', () => {
    expect(nextOrderNumber('2026-11-25', [])).toBe('SO26-11/0001');
    expect(nextOrderNumber('2026-11-25', ['SO26-11/0001', 'SO26-11/0007', 'SO26-10/0042'])).toBe('SO26-11/0008');
    expect(nextOrderNumber('2026-12-01', ['SO26-11/0008'])).toBe('SO26-12/0001');
  });
});

describe('ordering from a quotation', () => {
  it('refuses one not approved, or after its validity, naming the last valid day', () => {
    expect(quotationRefusal({ seq: 'SQ26-00004', pos: 1, validity: '2026-12-31' }, '2026-11-25')).toBe(
      'Quotation SQ26-00004 is not approved yet.',
    );
    expect(quotationRefusal({ seq: 'SQ26-00004', pos: 3, validity: '2026-11-30' }, '2026-12-01')).toBe(
      'Quotation SQ26-00004 was valid until 30-Nov-2026.',
    );
    expect(quotationRefusal({ seq: 'SQ26-00004', pos: 2, validity: '2026-11-30' }, '2026-11-30')).toBeNull();
  });
  it('caps each line at the quoted quantity, lines of one quoted item added together', () => {
    expect(quantityProblems([{ itemId: 'ITM-1', qty: 10, quotationLine: 1 }], QUOTATION)).toEqual({});
    expect(
      quantityProblems(
        [
          { itemId: 'ITM-1', qty: 6, quotationLine: 1 },
          { itemId: 'ITM-1', qty: 5, quotationLine: 1 },
        ],
        QUOTATION,
      ),
    ).toEqual({
      'lines.1.qty': 'Quotation SQ26-00004 quotes 10 NOS of Solar panel 540 W; order at most that.',
    });
    expect(quantityProblems([{ itemId: 'ITM-9', qty: 1, quotationLine: null }], QUOTATION)).toEqual({
      'lines.0.itemId': 'This item is not on quotation SQ26-00004.',
    });
  });
});

describe('changes and approval', () => {
  it('refuses a change once invoiced or planned, and a second approval', () => {
    expect(changeRefusal('SO26-11/0001', 'delete', 1000, null)).toBe(
      'Sale order SO26-11/0001 has been invoiced and cannot be deleted.',
    );
    expect(changeRefusal('SO26-11/0001', 'modify', 0, 'B-0003')).toBe(
      'Sale order SO26-11/0001 is planned in batch B-0003 and cannot be changed.',
    );
    expect(changeRefusal('SO26-11/0001', 'delete', 0, null)).toBeNull();
    expect(approvalRefusal('SO26-11/0001', 3)).toBe('Sale order SO26-11/0001 is already approved.');
    expect(approvalRefusal('SO26-11/0001', 1)).toBeNull();
  });
  it('keeps pending at ordered − invoiced, never below 0', () => {
    expect(pendingMilli(10, 4000)).toBe(6000);
    expect(pendingMilli(10, 12000)).toBe(0);
  });
});

describe('order totals', () => {
  it('values lines less discount and taxes on the base, in paise', () => {
    expect(lineValuePaise(2.5, 100.1, 0)).toBe(25025);
    expect(lineValuePaise(1, 48000, 5)).toBe(4560000);
    const totals = orderTotals(
      [
        { qty: 10, rat: 12500, discPer: 0 },
        { qty: 1, rat: 48000, discPer: 5 },
      ],
      [{ taxcode: 'GST12', taxper: 12 }],
    );
    expect(totals.basePaise).toBe(17060000);
    expect(totals.taxesPaise).toBe(2047200);
    expect(totals.totalPaise).toBe(19107200);
  });
});
