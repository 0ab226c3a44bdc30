import { amountText, draftsOf, linesToSend, parseAmount, readLine, sameAmounts } from './opening-drafts';

describe('opening drafts', () => {
  it('reads typed rupees as exact paise', () => {
    expect(parseAmount('')).toEqual({ paise: 0 });
    expect(parseAmount(' 1,23,456.7 ')).toEqual({ paise: 12_345_670 });
    expect(parseAmount('0.29')).toEqual({ paise: 29 });
    expect(parseAmount('.5')).toEqual({ paise: 50 });
    expect(parseAmount('1005.')).toEqual({ paise: 100_500 });
    expect(parseAmount('1.234')).toEqual({ error: 'Enter an amount with at most two decimals' });
    expect(parseAmount('-5')).toEqual({ error: 'Opening amounts cannot be negative; use the other side.' });
    expect(parseAmount('12a')).toEqual({ error: 'Give an amount in rupees, e.g. 12500.50.' });
    expect(parseAmount('.')).toEqual({ error: 'Give an amount in rupees, e.g. 12500.50.' });
    expect(parseAmount('12345678901234')).toEqual({ error: 'Enter an amount of at most 99,99,99,999.99' });
    expect(parseAmount('99,99,99,999.99')).toEqual({ paise: 99_999_999_999 });
  });

  it('shows paise as plain rupees, zero as an empty box', () => {
    expect(amountText(0)).toBe('');
    expect(amountText(18_000_000)).toBe('180000.00');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(-50)).toBe('-0.50');
  });

  it('marks a line with both sides on its credit box, and counts bad boxes as zero', () => {
    expect(readLine({ debit: '10', credit: '2' })).toEqual({
      debit: 1000,
      credit: 200,
      debitError: null,
      creditError: 'Give a debit or a credit, not both.',
    });
    expect(readLine({ debit: 'x', credit: '2' })).toEqual({
      debit: 0,
      credit: 200,
      debitError: 'Give an amount in rupees, e.g. 12500.50.',
      creditError: null,
    });
    expect(readLine(undefined)).toEqual({ debit: 0, credit: 0, debitError: null, creditError: null });
  });

  it('sees 1000 and 1000.00 as the same amount, and a cleared box as a change', () => {
    const stored = draftsOf([{ account: 'AC001', debit: 100_000, credit: 0 }]);
    expect(sameAmounts(stored, new Map([['AC001', { debit: '1000', credit: '' }]]))).toBe(true);
    expect(sameAmounts(stored, new Map([['AC001', { debit: '', credit: '' }]]))).toBe(false);
    expect(sameAmounts(stored, new Map([...stored, ['AC002', { debit: '', credit: '0' }]]))).toBe(true);
    expect(sameAmounts(stored, new Map([...stored, ['AC002', { debit: '0.01', credit: '' }]]))).toBe(false);
  });

  it('sends rupees for every account with an amount and drops zero lines', () => {
    const drafts = new Map([
      ['AC001', { debit: '1234.56', credit: '' }],
      ['AC002', { debit: '', credit: '' }],
      ['AC101', { debit: '0', credit: '1,234.56' }],
    ]);
    expect(linesToSend(drafts)).toEqual([
      { account: 'AC001', debit: 1234.56, credit: 0 },
      { account: 'AC101', debit: 0, credit: 1234.56 },
    ]);
  });
});
