import { MAX_AMOUNT_PAISE, TWO_DECIMALS_MESSAGE } from './money';
import { parseMoney } from './money-parse';

const paiseOf = (text: string) => {
  const result = parseMoney(text);
  return result.ok ? result.paise : result.error;
};

describe('parseMoney: typed text to paise without a float', () => {
  it('reads grouped, plain, signed and marked amounts', () => {
    expect(paiseOf('12,345.6')).toBe(1234560);
    expect(paiseOf('12345.60')).toBe(1234560);
    expect(paiseOf('12,34,567.89')).toBe(123456789);
    expect(paiseOf('1,234,567.89')).toBe(123456789);
    expect(paiseOf('-0.5')).toBe(-50);
    expect(paiseOf('+7')).toBe(700);
    expect(paiseOf('₹ 99')).toBe(9900);
    expect(paiseOf('-₹ 1.05')).toBe(-105);
    expect(paiseOf(' 0.07 ')).toBe(7);
    expect(paiseOf('.5')).toBe(50);
    expect(paiseOf('5.')).toBe(500);
    expect(paiseOf('1.005'.slice(0, 4))).toBe(100);
  });

  it('never gives minus zero', () => {
    expect(Object.is(paiseOf('-0'), 0)).toBe(true);
    expect(Object.is(paiseOf('-0.00'), 0)).toBe(true);
  });

  it('refuses more than two decimals with the sentence for the field', () => {
    expect(parseMoney('1.005')).toEqual({ ok: false, error: 'too-many-decimals', message: TWO_DECIMALS_MESSAGE });
    expect(TWO_DECIMALS_MESSAGE).toBe('Enter an amount with at most two decimals');
    expect(paiseOf('-0.025')).toBe('too-many-decimals');
  });

  it('refuses garbage', () => {
    for (const text of [
      'abc',
      '1.2.3',
      '.',
      '-',
      '1e5',
      '12a',
      '1,2,3',
      '1,,234',
      '1234,',
      '--5',
      '- -5',
      '0x10',
      'NaN',
      'Infinity',
    ]) {
      expect(paiseOf(text), text).toBe('invalid');
    }
    expect(paiseOf('')).toBe('empty');
    expect(paiseOf('   ')).toBe('empty');
  });

  it('bounds the size and, when asked, the sign', () => {
    expect(paiseOf('99,99,99,999.99')).toBe(MAX_AMOUNT_PAISE);
    expect(parseMoney('1,00,00,00,000')).toEqual({
      ok: false,
      error: 'too-large',
      message: 'Enter an amount of at most 99,99,99,999.99',
    });
    expect(paiseOf('-1,00,00,00,000')).toBe('too-large');
    expect(parseMoney('90071992547409.91', { max: Number.MAX_SAFE_INTEGER })).toEqual({
      ok: true,
      paise: Number.MAX_SAFE_INTEGER,
    });
    expect(parseMoney('-5', { allowNegative: false })).toMatchObject({ ok: false, error: 'negative' });
    expect(parseMoney('-0', { allowNegative: false })).toEqual({ ok: true, paise: 0 });
  });
});
