import { formatMoney, formatMoneyIn, formatMoneyWithSign } from './money-format';

describe('formatting paise with Indian digit grouping', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatMoney(123456789)).toBe('12,34,567.89');
    expect(formatMoney(-123456789)).toBe('-12,34,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(100000)).toBe('1,000.00');
    expect(formatMoney(99999)).toBe('999.99');
    expect(formatMoney(1000000000000)).toBe('10,00,00,00,000.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('9,00,71,99,25,47,409.91');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('shows the rupee sign where the screens show one', () => {
    expect(formatMoneyWithSign(123456789)).toBe('₹ 12,34,567.89');
    expect(formatMoneyWithSign(-500)).toBe('-₹ 5.00');
  });

  it('writes other currencies with their symbol', () => {
    expect(formatMoneyIn(55009, 'INR')).toBe('₹550.09');
    expect(formatMoneyIn(120000, 'USD')).toBe('$1,200.00');
    expect(formatMoneyIn(5, 'GBP')).toBe('£0.05');
    expect(formatMoneyIn(-12345600, 'INR')).toBe('-₹1,23,456.00');
  });
});
