import { describe, expect, it } from 'vitest';
import { happyHourProblems, overlappingHappyHour, overlapProblems } from './happy-hour-checks';
import type { HappyHourRule } from './happy-hour';
import { NO_DAY, testHappyHour } from './happy-hour.fixture';

const rule = (overrides: Partial<HappyHourRule>): HappyHourRule =>
  testHappyHour({ outlet: 'MAIN', ...NO_DAY, monday: true, ...overrides });

describe('happyHourProblems', () => {
  it('finds nothing wrong with a sound rule', () => {
    expect(happyHourProblems(rule({}))).toEqual({});
    expect(happyHourProblems(rule({ fromTime: '22:00', toTime: '02:00' }))).toEqual({});
  });

  it('puts each problem next to its field', () => {
    expect(happyHourProblems(rule({ ...NO_DAY }))).toEqual({ monday: ['Tick at least one weekday'] });
    expect(Object.keys(happyHourProblems(rule({ toTime: '15:00' })))).toEqual(['toTime']);
    expect(Object.keys(happyHourProblems(rule({ kind: 'PRICE_LIST', percentOff: null })))).toEqual(['priceList']);
    expect(Object.keys(happyHourProblems(rule({ percentOff: 0 })))).toEqual(['percentOff']);
    expect(Object.keys(happyHourProblems(rule({ kind: 'AMOUNT', percentOff: null })))).toEqual(['amountOff']);
    expect(Object.keys(happyHourProblems(rule({ validUntil: '2026-03-31' })))).toEqual(['validUntil']);
    expect(happyHourProblems(rule({ itemGroups: [{ itemGroup: 'BEV' }, { itemGroup: 'BEV' }] }))).toEqual({
      itemGroups: ['Item group BEV is listed twice'],
    });
  });
});

describe('overlappingHappyHour', () => {
  const tea = rule({ code: 'HH-TEA' });

  it('finds another rule for the same outlet, day, time and group', () => {
    expect(overlappingHappyHour(rule({ fromTime: '16:30', toTime: '18:00' }), [tea])?.code).toBe('HH-TEA');
    expect(overlapProblems(rule({ fromTime: '16:30', toTime: '18:00' }), [tea])).toEqual({
      fromTime: ['Overlaps happy hour HH-TEA (Tea time) at the same outlet, days, times and item groups'],
    });
  });

  it('lets rules touch end to start, or differ in outlet, day, dates or groups', () => {
    expect(overlappingHappyHour(rule({ fromTime: '17:00', toTime: '19:00' }), [tea])).toBeNull();
    expect(overlappingHappyHour(rule({ outlet: '' }), [tea])).toBeNull();
    expect(overlappingHappyHour(rule({ monday: false, tuesday: true }), [tea])).toBeNull();
    expect(overlappingHappyHour(rule({ validUntil: '2026-03-31', validFrom: '2026-01-01' }), [tea])).toBeNull();
    expect(
      overlappingHappyHour(rule({ itemGroups: [{ itemGroup: 'BEV' }] }), [
        rule({ code: 'HH-TEA', itemGroups: [{ itemGroup: 'SNK' }] }),
      ]),
    ).toBeNull();
    expect(overlappingHappyHour(rule({ active: false }), [tea])).toBeNull();
    expect(overlappingHappyHour(rule({}), [rule({ code: 'HH-TEA', active: false })])).toBeNull();
    expect(overlappingHappyHour(tea, [tea])).toBeNull(); // itself, when modified
  });

  it('sees a window past midnight reach into the next day, Saturday night into Sunday', () => {
    const night = rule({ code: 'HH-NIGHT', ...NO_DAY, saturday: true, fromTime: '22:00', toTime: '02:00' });
    expect(
      overlappingHappyHour(rule({ ...NO_DAY, sunday: true, fromTime: '01:00', toTime: '03:00' }), [night])?.code,
    ).toBe('HH-NIGHT');
    expect(
      overlappingHappyHour(rule({ ...NO_DAY, sunday: true, fromTime: '02:00', toTime: '03:00' }), [night]),
    ).toBeNull();
  });
});
