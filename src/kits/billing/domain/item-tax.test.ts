import { describe, expect, it } from 'vitest';
import type { TaxAssignment } from './master-types';
import { outletRateOf, preTaxRate, taxCodeOf } from './item-tax';

const row = (outlet: string, tax: string, effectiveFrom: string, inForceUntil = ''): TaxAssignment => ({
  itemGroup: 'SOUP',
  outlet,
  tax,
  effectiveFrom,
  inForceUntil,
  active: true,
});

describe('taxCodeOf', () => {
  const item = { group: 'SOUP', tax: 'GST12' };
  it("takes the outlet's own assignment, else the group's for every outlet, else the item's tax", () => {
    const rows = [row('', 'GST5', '2026-04-01'), row('BNQ', 'GST18', '2026-04-01')];
    expect(taxCodeOf(item, 'BNQ', '2026-11-24', rows)).toBe('GST18');
    expect(taxCodeOf(item, 'DIN', '2026-11-24', rows)).toBe('GST5');
    expect(taxCodeOf({ group: 'BEV', tax: 'GST12' }, 'DIN', '2026-11-24', rows)).toBe('GST12');
  });
  it('uses only assignments in force on the date, the latest first', () => {
    const rows = [
      row('', 'GST5', '2026-04-01', '2026-10-31'),
      row('', 'GST18', '2026-11-01'),
      row('', 'GST28', '2027-01-01'),
    ];
    expect(taxCodeOf(item, 'DIN', '2026-10-15', rows)).toBe('GST5');
    expect(taxCodeOf(item, 'DIN', '2026-11-24', rows)).toBe('GST18');
  });
});

describe('outletRateOf', () => {
  it("prices from the outlet's list, else the item's rate", () => {
    expect(outletRateOf({ code: 'A', rate: 100 }, 'FAM', { FAM: { A: 105 } })).toBe(105);
    expect(outletRateOf({ code: 'A', rate: 100 }, 'DIN', { FAM: { A: 105 } })).toBe(100);
  });
});

describe('preTaxRate', () => {
  it('takes the tax out of a rate that includes it, to the paisa', () => {
    expect(preTaxRate(105, 5)).toBe(100);
    expect(preTaxRate(315, 5)).toBe(300);
    expect(preTaxRate(100, 18)).toBe(84.75);
  });
});
