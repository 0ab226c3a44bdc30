import { describe, expect, it } from 'vitest';
import {
  nextAdvanceNumber,
  nextCreditNoteNumber,
  nextEnquiryNumber,
  nextOrderNumber,
  nextPaymentNumber,
  nextProcurementNumber,
  nextQuotationNumber,
  nextReceiptNumber,
  nextRequestNumber,
  nextReturnNumber,
  procurementNumberHead,
} from './purchase-numbers';

describe('purchase request numbers PR<yyyy>-<5>', () => {
  it('starts at 1 and follows the highest of the calendar year', () => {
    expect(nextRequestNumber('2026-01-05', [])).toBe('PR2026-00001');
    expect(nextRequestNumber('2026-06-05', ['PR2026-00002', 'PR2026-00011', 'PR2025-00090'])).toBe('PR2026-00012');
  });

  it('follows the calendar year, not the financial year', () => {
    expect(nextRequestNumber('2026-03-31', ['PR2026-00004'])).toBe('PR2026-00005');
    expect(nextRequestNumber('2027-01-01', ['PR2026-00004'])).toBe('PR2027-00001');
  });
});

describe.each([
  ['enquiries', 'PE', nextEnquiryNumber],
  ['quotations', 'PQ', nextQuotationNumber],
])('%s %s<yy of financial-year start>-<5>', (_name, prefix, next) => {
  it('counts per financial year: 31 March belongs to the year before, 1 April starts a new one', () => {
    const existing = [`${prefix}25-00007`, `${prefix}26-00002`];
    expect(next('2026-03-31', existing)).toBe(`${prefix}25-00008`);
    expect(next('2026-04-01', existing)).toBe(`${prefix}26-00003`);
    expect(next('2027-03-31', existing)).toBe(`${prefix}26-00003`);
    expect(next('2027-04-01', existing)).toBe(`${prefix}27-00001`);
  });
});

describe.each([
  ['orders', 'PO', nextOrderNumber],
  ['goods receipts', 'MIR', nextReceiptNumber],
  ['returns', 'PRT', nextReturnNumber],
  ['credit notes', 'PCR', nextCreditNoteNumber],
  ['supplier payments (ours)', 'PPY', nextPaymentNumber],
])('%s %s<yy>-<MM>/<4>', (_name, prefix, next) => {
  it('counts per month and rolls over at the month end', () => {
    const existing = [`${prefix}26-03/0009`, `${prefix}26-04/0001`, `${prefix}26-04/0003`];
    expect(next('2026-03-31', existing)).toBe(`${prefix}26-03/0010`);
    expect(next('2026-04-01', existing)).toBe(`${prefix}26-04/0004`);
    expect(next('2026-05-01', existing)).toBe(`${prefix}26-05/0001`);
  });

  it('rolls over at the year end', () => {
    expect(next('2027-01-01', [`${prefix}26-12/0042`])).toBe(`${prefix}27-01/0001`);
    expect(next('2026-12-31', [`${prefix}26-12/0042`])).toBe(`${prefix}26-12/0043`);
  });
});

describe('supplier advance numbers ADVO<yy><yy>_<6>', () => {
  it('names both years of the financial year', () => {
    expect(nextAdvanceNumber('2026-04-01', [])).toBe('ADVO2627_000001');
    expect(nextAdvanceNumber('2027-03-31', ['ADVO2627_000041'])).toBe('ADVO2627_000042');
    expect(nextAdvanceNumber('2026-03-31', ['ADVO2627_000041'])).toBe('ADVO2526_000001');
    expect(nextAdvanceNumber('2099-12-01', [])).toBe('ADVO9900_000001');
  });
});

describe('the shared rules of every series', () => {
  it('ignores other documents whose prefix starts the same (PR vs PRT, PO vs PCR)', () => {
    expect(nextRequestNumber('2026-04-10', ['PRT26-04/0009'])).toBe('PR2026-00001');
    expect(nextReturnNumber('2026-04-10', ['PR2026-00009'])).toBe('PRT26-04/0001');
  });

  it('ignores malformed numbers, trims blanks, and grows past the width', () => {
    expect(nextOrderNumber('2026-04-10', ['PO26-04/', 'PO26-04/00x1', 'PO26-04/0005 DELETE', ' PO26-04/0002 '])).toBe(
      'PO26-04/0003',
    );
    expect(nextOrderNumber('2026-04-10', ['PO26-04/9999'])).toBe('PO26-04/10000');
  });

  it('does not care about the order of the existing numbers', () => {
    expect(nextProcurementNumber('receipt', '2026-04-10', ['MIR26-04/0010', 'MIR26-04/0002'])).toBe('MIR26-04/0011');
  });

  it('gives the head of the period', () => {
    expect(procurementNumberHead('order', '2026-04-10')).toBe('PO26-04/');
    expect(procurementNumberHead('advance', '2026-02-10')).toBe('ADVO2526_');
  });

  it('throws on a date that is not yyyy-MM-dd', () => {
    expect(() => nextOrderNumber('10-04-2026', [])).toThrow(RangeError);
  });
});
