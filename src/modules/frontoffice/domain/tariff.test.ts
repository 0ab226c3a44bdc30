import { DEFAULT_FO_SETTINGS } from './fo-settings';
import { testSlot } from '../audit/domain/test-stays';
import { mealRatePaise, nightCharge, nightsBetween, plannedNights, roomTaxPercent, slotFor } from './tariff';

const SLABS = DEFAULT_FO_SETTINGS.roomTaxSlabs;

describe('slotFor', () => {
  const slots = [testSlot('2026-11-20', 4000), testSlot('2026-11-23', 4500), testSlot('2026-11-25', 5000)];

  it('prices a night by the latest slot starting on or before it', () => {
    expect(slotFor(slots, '2026-11-20')?.roomRate).toBe(4000);
    expect(slotFor(slots, '2026-11-22')?.roomRate).toBe(4000);
    expect(slotFor(slots, '2026-11-23')?.roomRate).toBe(4500);
    expect(slotFor(slots, '2026-11-24')?.roomRate).toBe(4500);
    expect(slotFor(slots, '2026-12-31')?.roomRate).toBe(5000);
  });

  it('does not depend on the order the slots are kept in', () => {
    expect(slotFor([...slots].reverse(), '2026-11-24')?.roomRate).toBe(4500);
  });

  it('falls back to the first slot for a night before every slot, and finds none without slots', () => {
    expect(slotFor(slots, '2026-11-19')?.roomRate).toBe(4000);
    expect(slotFor([], '2026-11-20')).toBeUndefined();
  });
});

describe('roomTaxPercent', () => {
  it('charges 5 % up to Rs 7,500.00 a night and 18 % from Rs 7,500.01', () => {
    expect(roomTaxPercent(1, SLABS)).toBe(5);
    expect(roomTaxPercent(749_999, SLABS)).toBe(5);
    expect(roomTaxPercent(750_000, SLABS)).toBe(5);
    expect(roomTaxPercent(750_001, SLABS)).toBe(18);
    expect(roomTaxPercent(5_000_000, SLABS)).toBe(18);
  });

  it('reads slabs given in any order, and more than two of them', () => {
    const slabs = [
      { upTo: null, percent: 18 },
      { upTo: 1000, percent: 0 },
      { upTo: 7500, percent: 12 },
    ];
    expect(roomTaxPercent(100_000, slabs)).toBe(0);
    expect(roomTaxPercent(100_001, slabs)).toBe(12);
    expect(roomTaxPercent(750_001, slabs)).toBe(18);
  });

  it('takes the highest slab when none is open-ended, and no tax without slabs', () => {
    expect(
      roomTaxPercent(900_000, [
        { upTo: 7500, percent: 5 },
        { upTo: 8000, percent: 12 },
      ]),
    ).toBe(12);
    expect(roomTaxPercent(900_000, [])).toBe(0);
  });
});

describe('mealRatePaise', () => {
  it('charges adults at the adult rate and children at the child rate', () => {
    expect(mealRatePaise({ adultRate: 450.5, childRate: 225.25 }, 2, 1)).toBe(112_625);
    expect(mealRatePaise({ adultRate: 450.5, childRate: null }, 2, 3)).toBe(90_100);
  });
});

describe('nightCharge', () => {
  it('prices the room, meals and extra beds together and splits the tax into equal CGST and SGST, to the paisa', () => {
    // 3,333.33 + 1,250.50 + 2 x 999.99 = 6,583.81; 2.5 % of it is 164.59525, rounded half away from zero to 164.60.
    const charge = nightCharge({ roomRate: 3333.33, mealRate: 1250.5, extraBeds: 2, extraBedRate: 999.99 }, SLABS);
    expect(charge).toEqual({ amount: 658_381, percent: 5, cgst: 16_460, sgst: 16_460, debit: 691_301 });
  });

  it('chooses the slab by the whole night, meals and extra beds included', () => {
    // The room alone is Rs 7,000 (5 %), but with breakfast for two it passes Rs 7,500.
    const charge = nightCharge({ roomRate: 7000, mealRate: 500.01, extraBeds: 0, extraBedRate: 1200 }, SLABS);
    expect(charge.amount).toBe(750_001);
    expect(charge.percent).toBe(18);
    expect(charge.cgst).toBe(67_500); // 9 % of 7,500.01 = 675.0009
    expect(charge.debit).toBe(750_001 + 2 * 67_500);
  });

  it('charges 5 % at exactly Rs 7,500.00', () => {
    expect(nightCharge({ roomRate: 6000, mealRate: 1500, extraBeds: 0, extraBedRate: 0 }, SLABS)).toEqual({
      amount: 750_000,
      percent: 5,
      cgst: 18_750,
      sgst: 18_750,
      debit: 787_500,
    });
  });

  it('rounds each half on its own: an odd paisa of tax is not lost', () => {
    // 5 % of 0.05 is 0.0025: each half (2.5 % of 5 paise = 0.125 paise) rounds to nothing.
    expect(nightCharge({ roomRate: 0.05, mealRate: 0, extraBeds: 0, extraBedRate: 0 }, SLABS)).toEqual({
      amount: 5,
      percent: 5,
      cgst: 0,
      sgst: 0,
      debit: 5,
    });
    // 2.5 % of 10.20 is 0.255: half away from zero gives 0.26 each.
    expect(nightCharge({ roomRate: 10.2, mealRate: 0, extraBeds: 0, extraBedRate: 0 }, SLABS)).toMatchObject({
      cgst: 26,
      sgst: 26,
      debit: 1072,
    });
  });
});

describe('nightsBetween', () => {
  it('lists every night from arrival to the night before the given day', () => {
    expect(nightsBetween('2026-11-28', '2026-12-02')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('charges a same-day stay (a day use) one night', () => {
    expect(nightsBetween('2026-11-24', '2026-11-24')).toEqual(['2026-11-24']);
    expect(plannedNights('2026-11-24', '2026-11-24')).toBe(1);
  });

  it('crosses a leap day and the year end', () => {
    expect(nightsBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(plannedNights('2026-12-30', '2027-01-02')).toBe(3);
  });
});
