import { describe, expect, it } from 'vitest';
import { happyHourFor, happyHourRate, type HappyHourRule } from './happy-hour';
import { NO_DAY, testHappyHour } from './happy-hour.fixture';

const rule = (overrides: Partial<HappyHourRule>): HappyHourRule => testHappyHour(overrides);

// 2026-05-04 is a Monday.
const at = (when: string, outlet = 'MAIN', itemGroup = 'SNK') => ({ outlet, itemGroup, at: when });

describe('happyHourFor', () => {
  it('applies from the start time up to, not including, the end time', () => {
    const rules = [rule({})];
    expect(happyHourFor(rules, at('2026-05-04T14:59'))).toBeNull();
    expect(happyHourFor(rules, at('2026-05-04T15:00'))?.code).toBe('HH-1');
    expect(happyHourFor(rules, at('2026-05-04T16:59:59'))?.code).toBe('HH-1');
    expect(happyHourFor(rules, at('2026-05-04T17:00'))).toBeNull();
  });

  it('applies only on its weekdays', () => {
    const rules = [rule({ ...NO_DAY, monday: true })];
    expect(happyHourFor(rules, at('2026-05-04T16:00'))?.code).toBe('HH-1');
    expect(happyHourFor(rules, at('2026-05-05T16:00'))).toBeNull();
    expect(happyHourFor(rules, at('2026-05-10T16:00'))).toBeNull(); // Sunday
  });

  it('runs a window past midnight into the next morning, on the weekday it started', () => {
    const rules = [rule({ ...NO_DAY, saturday: true, fromTime: '22:00', toTime: '02:00' })];
    expect(happyHourFor(rules, at('2026-05-09T22:30'))?.code).toBe('HH-1'); // Saturday night
    expect(happyHourFor(rules, at('2026-05-10T01:00'))?.code).toBe('HH-1'); // Sunday 01:00 belongs to Saturday
    expect(happyHourFor(rules, at('2026-05-10T02:00'))).toBeNull();
    expect(happyHourFor(rules, at('2026-05-09T01:00'))).toBeNull(); // Saturday 01:00 belongs to Friday
    expect(happyHourFor(rules, at('2026-05-10T22:30'))).toBeNull(); // Sunday night
  });

  it('judges a window past midnight by the dates of the day it started', () => {
    const rules = [rule({ fromTime: '22:00', toTime: '02:00', validFrom: '2026-05-01', validUntil: '2026-05-31' })];
    expect(happyHourFor(rules, at('2026-06-01T01:00'))?.code).toBe('HH-1'); // started on 31 May
    expect(happyHourFor(rules, at('2026-06-01T22:00'))).toBeNull();
    expect(happyHourFor(rules, at('2026-05-01T01:00'))).toBeNull(); // started on 30 April
  });

  it('applies within its valid dates only, both days included', () => {
    const rules = [rule({ validFrom: '2026-05-04', validUntil: '2026-05-06' })];
    expect(happyHourFor(rules, at('2026-05-03T16:00'))).toBeNull();
    expect(happyHourFor(rules, at('2026-05-04T16:00'))?.code).toBe('HH-1');
    expect(happyHourFor(rules, at('2026-05-06T16:00'))?.code).toBe('HH-1');
    expect(happyHourFor(rules, at('2026-05-07T16:00'))).toBeNull();
  });

  it('never applies an inactive rule', () => {
    expect(happyHourFor([rule({ active: false })], at('2026-05-04T16:00'))).toBeNull();
  });

  it('applies at its outlet only, and the outlet’s own rule before an every-outlet one', () => {
    const own = rule({ code: 'HH-OWN', outlet: 'KSK1', fromTime: '14:00' });
    const everywhere = rule({ code: 'HH-ALL', fromTime: '15:30' });
    expect(happyHourFor([everywhere, own], at('2026-05-04T16:00', 'KSK1'))?.code).toBe('HH-OWN');
    expect(happyHourFor([everywhere, own], at('2026-05-04T16:00', 'MAIN'))?.code).toBe('HH-ALL');
    expect(happyHourFor([own], at('2026-05-04T16:00', 'MAIN'))).toBeNull();
  });

  it('covers only its item groups, or every group when it lists none', () => {
    const rules = [rule({ itemGroups: [{ itemGroup: 'BEV' }, { itemGroup: 'SNK' }] })];
    expect(happyHourFor(rules, at('2026-05-04T16:00', 'MAIN', 'BEV'))?.code).toBe('HH-1');
    expect(happyHourFor(rules, at('2026-05-04T16:00', 'MAIN', 'BIR'))).toBeNull();
    expect(happyHourFor([rule({})], at('2026-05-04T16:00', 'MAIN', 'BIR'))?.code).toBe('HH-1');
  });

  it('lets the latest-starting window win on overlap, yesterday’s late window losing to today’s', () => {
    const late = rule({ code: 'HH-LATE', fromTime: '22:00', toTime: '03:00' });
    const early = rule({ code: 'HH-EARLY', fromTime: '00:30', toTime: '06:00' });
    const wide = rule({ code: 'HH-WIDE', fromTime: '14:00', toTime: '18:00' });
    expect(happyHourFor([early, late], at('2026-05-04T01:00'))?.code).toBe('HH-EARLY');
    expect(happyHourFor([rule({}), wide], at('2026-05-04T16:00'))?.code).toBe('HH-1');
    expect(happyHourFor([rule({ code: 'HH-B' }), rule({ code: 'HH-A' })], at('2026-05-04T16:00'))?.code).toBe('HH-A');
  });

  it('keeps the happy hour of a bill started before the end: the start time is what is asked', () => {
    const started = '2026-05-04T16:58';
    // a line added at 17:20 is still priced with the bill's start
    expect(happyHourFor([rule({})], at(started))?.code).toBe('HH-1');
  });

  it('finds nothing for a time it cannot read', () => {
    expect(happyHourFor([rule({})], at('04/05/2026 16:00'))).toBeNull();
  });
});

describe('happyHourRate', () => {
  it('takes a percent off, rounded to the paisa', () => {
    expect(happyHourRate(9999, rule({ percentOff: 12.5 }))).toBe(9999 - 1250);
    expect(happyHourRate(6000, rule({ percentOff: 100 }))).toBe(0);
  });

  it('takes an amount off, never below zero', () => {
    expect(happyHourRate(6000, rule({ kind: 'AMOUNT', amountOff: 10.5, percentOff: null }))).toBe(4950);
    expect(happyHourRate(4000, rule({ kind: 'AMOUNT', amountOff: 50, percentOff: null }))).toBe(0);
  });

  it('uses the price list’s rate, or the usual one for an item not on it', () => {
    const listed = rule({ kind: 'PRICE_LIST', priceList: 'MONSOON', percentOff: null });
    expect(happyHourRate(6000, listed, 5500)).toBe(5500);
    expect(happyHourRate(6000, listed)).toBe(6000);
    expect(happyHourRate(6000, listed, null)).toBe(6000);
  });

  it('keeps the usual rate without a rule', () => {
    expect(happyHourRate(6000, null)).toBe(6000);
  });
});
