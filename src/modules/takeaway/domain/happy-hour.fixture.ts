import type { HappyHourRule } from './happy-hour';

/** Weekday ticks for test rules: none, every day, and Monday to Friday. */
export const NO_DAY = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
  sunday: false,
};
export const EVERY_DAY = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};
export const WEEKDAYS = { ...EVERY_DAY, saturday: false, sunday: false };

/** A sound happy hour for tests (20 % off, 15:00–17:00 every day, at any outlet, from 1 April 2026), as changed. */
export const testHappyHour = (overrides: Partial<HappyHourRule> = {}): HappyHourRule => ({
  code: 'HH-1',
  name: 'Tea time',
  outlet: '',
  ...EVERY_DAY,
  fromTime: '15:00',
  toTime: '17:00',
  kind: 'PERCENT',
  priceList: '',
  percentOff: 20,
  amountOff: null,
  itemGroups: [],
  validFrom: '2026-04-01',
  validUntil: '',
  active: true,
  ...overrides,
});
