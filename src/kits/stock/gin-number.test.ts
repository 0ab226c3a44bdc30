import { describe, expect, it } from 'vitest';
import { ginPrefix, ginsOf, isGin, nextGin, nextGins } from './gin-number';
import { isIsoDate } from '../../lib/format/iso-date';

describe('goods inward numbers', () => {
  it('starts each day at 00001', () => {
    expect(nextGin('2026-11-26', [])).toBe('26112600001');
    expect(nextGin('2026-11-27', ['26112600001', '26112600002'])).toBe('26112700001');
  });

  it('runs on from the highest number of the day, whatever the order and other days', () => {
    const existing = [
      '26112600003',
      '26112500009',
      '26112600010',
      '26112600002',
      '',
      'MIR26-11/0001',
      '2611260000A',
      '261126000011',
    ];
    expect(nextGin('2026-11-26', existing)).toBe('26112600011');
    expect(nextGin('2026-11-26', new Set(existing))).toBe('26112600011');
  });

  it('hands out consecutive numbers for a receipt of many lines', () => {
    const gins = nextGins('2026-01-05', ['26010500098'], 200);
    expect(gins).toHaveLength(200);
    expect(gins[0]).toBe('26010500099');
    expect(gins[1]).toBe('26010500100');
    expect(gins[199]).toBe('26010500298');
    expect(new Set(gins).size).toBe(200);
    expect(nextGins('2026-01-05', [], 0)).toEqual([]);
  });

  it('reads the GINs of ledger rows', () => {
    expect(nextGin('2026-01-05', ginsOf([{ gin: '26010500007' }, { gin: '26010400050' }]))).toBe('26010500008');
  });

  it('refuses bad dates, bad counts and a day that has run out', () => {
    expect(() => nextGin('26-11-2026', [])).toThrow(RangeError);
    expect(() => nextGin('2026-02-30', [])).toThrow(RangeError);
    expect(() => nextGins('2026-02-03', [], -1)).toThrow(RangeError);
    expect(() => nextGins('2026-02-03', [], 1.5)).toThrow(RangeError);
    expect(nextGin('2026-02-03', ['26020399998'])).toBe('26020399999');
    expect(() => nextGin('2026-02-03', ['26020399999'])).toThrow(/Only 0 goods inward numbers are left for 2026-02-03/);
    expect(() => nextGins('2026-02-03', ['26020399990'], 10)).toThrow(RangeError);
  });

  it('checks dates and numbers', () => {
    expect(ginPrefix('2024-02-29')).toBe('240229');
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isGin('26112600001')).toBe(true);
    expect(isGin('2611260001')).toBe(false);
  });
});
