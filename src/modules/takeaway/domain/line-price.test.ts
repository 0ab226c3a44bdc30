import { describe, expect, it } from 'vitest';
import type { HappyHourRule } from './happy-hour';
import { testHappyHour, WEEKDAYS } from './happy-hour.fixture';
import { takeawayLinePrice, type LinePriceRules } from './line-price';

const rule = (overrides: Partial<HappyHourRule>): HappyHourRule =>
  testHappyHour({
    code: 'HH-TEA',
    name: 'Evening chai and snacks',
    ...WEEKDAYS,
    itemGroups: [{ itemGroup: 'BEV' }, { itemGroup: 'SNK' }],
    ...overrides,
  });
/** A moment of Wednesday 25 November 2026 on this machine's clock, as the order's start (ISO). */
const wednesday = (hour: number, minute: number) => new Date(2026, 10, 25, hour, minute).toISOString();
const rules = (startedAt: string, more: Partial<LinePriceRules> = {}): LinePriceRules => ({
  outlet: 'MAIN',
  startedAt,
  happyHours: [
    rule({}),
    rule({
      code: 'HH-LIST',
      name: 'Monsoon list',
      outlet: 'MAIN',
      kind: 'PRICE_LIST',
      priceList: 'MONSOON',
      percentOff: null,
      itemGroups: [{ itemGroup: 'BIR' }],
    }),
  ],
  happyHourRates: { MONSOON: { MAIN: { 'TI-0012': 199 } } },
  ...more,
});
const chai = { code: 'TI-0032', group: 'BEV' };
const biryani = { code: 'TI-0012', group: 'BIR' };
const vegBiryani = { code: 'TI-0014', group: 'BIR' };

describe('takeawayLinePrice', () => {
  it('prices a line by the happy hour the order started in, naming it and keeping the usual rate', () => {
    expect(takeawayLinePrice(chai, 28.57, rules(wednesday(16, 10)))).toEqual({
      rate: 22.86,
      happyHour: 'HH-TEA',
      usualRate: 28.57,
    });
  });

  it('keeps the happy hour for an order started before its end, whenever the line is added (the start decides)', () => {
    // Started at 16:59; the chai is added at 17:20: still the happy hour's rate.
    expect(takeawayLinePrice(chai, 30, rules(wednesday(16, 59))).happyHour).toBe('HH-TEA');
    // Started at 17:00 (the end is not included) or before 15:00: the usual rate.
    expect(takeawayLinePrice(chai, 30, rules(wednesday(17, 0)))).toEqual({ rate: 30 });
    expect(takeawayLinePrice(chai, 30, rules(wednesday(14, 59)))).toEqual({ rate: 30 });
  });

  it('prices by a happy hour price list only the items on it; combos and add-ons keep their own price', () => {
    expect(takeawayLinePrice(biryani, 228.57, rules(wednesday(16, 0)))).toEqual({
      rate: 199,
      happyHour: 'HH-LIST',
      usualRate: 228.57,
    });
    expect(takeawayLinePrice(vegBiryani, 180.95, rules(wednesday(16, 0)))).toEqual({ rate: 180.95 });
    expect(takeawayLinePrice({ code: 'CB-06', group: 'SNACK', kind: 'COMBO' }, 60, rules(wednesday(16, 0)))).toEqual({
      rate: 60,
    });
    expect(takeawayLinePrice({ code: 'AD-10', group: '', kind: 'ADDON' }, 5, rules(wednesday(16, 0)))).toEqual({
      rate: 5,
    });
  });

  it('an outlet without the happy hour, or a day it does not run, prices at the usual rate', () => {
    // Saturday
    expect(takeawayLinePrice(chai, 30, rules(new Date(2026, 10, 28, 16, 0).toISOString()))).toEqual({ rate: 30 });
    expect(takeawayLinePrice(chai, 30, rules(wednesday(16, 0), { happyHours: [rule({ outlet: 'CK1' })] }))).toEqual({
      rate: 30,
    });
  });
});
