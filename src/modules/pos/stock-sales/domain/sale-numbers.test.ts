import { financialYearPair, nextReceivedAdvanceNumber, nextSaleNumber } from './sale-numbers';

describe('sales invoice and advance numbers', () => {
  it('names the financial year by both its years, turning on 1 April', () => {
    expect(financialYearPair('2026-11-24')).toBe('2627');
    expect(financialYearPair('2026-03-31')).toBe('2526');
    expect(financialYearPair('2026-04-01')).toBe('2627');
    expect(financialYearPair('2099-12-01')).toBe('9900');
  });

  it('runs one series of invoices per financial year, apart from every other series', () => {
    expect(nextSaleNumber('2026-11-24', [])).toBe('SAL2627-00001');
    expect(
      nextSaleNumber('2026-11-24', ['SAL2627-00001', 'SAL2627-00007', 'SAL2526-00042', 'MIR26-11/0009', 'SAL2627-X']),
    ).toBe('SAL2627-00008');
    expect(nextSaleNumber('2027-04-01', ['SAL2627-00008'])).toBe('SAL2728-00001');
    expect(nextSaleNumber('2026-11-24', ['SAL2627-99999'])).toBe('SAL2627-100000');
  });

  it('numbers advances received ADRE, never counting the advances paid (ADVO)', () => {
    expect(nextReceivedAdvanceNumber('2026-11-24', ['ADVO2627_000004', 'ADRE2627_000002'])).toBe('ADRE2627_000003');
    expect(nextReceivedAdvanceNumber('2026-11-24', ['ADVO2627_000004'])).toBe('ADRE2627_000001');
  });
});
