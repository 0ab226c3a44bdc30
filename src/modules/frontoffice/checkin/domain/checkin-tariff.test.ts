import { toPaise } from '../../../../lib/money/money';
import { DEFAULT_FO_SETTINGS } from '../../domain/fo-settings';
import { checkinSlot, expectedRoomRate, stayEstimate } from './checkin-tariff';

const slabs = DEFAULT_FO_SETTINGS.roomTaxSlabs;
const slot = (over: Partial<Parameters<typeof checkinSlot>[0]> = {}) =>
  checkinSlot({
    from: '2026-11-24',
    roomRate: 2800,
    plan: { code: 'CP', name: 'Continental plan', adultRate: 450, childRate: 250 },
    adults: 2,
    children: 1,
    extraBeds: 1,
    extraBedRate: 700,
    reason: 'Check-in',
    user: 'admin',
    at: '2026-11-24T14:00:00',
    ...over,
  });

describe('check-in tariff', () => {
  it('takes the reservation’s agreed rate, else the category’s', () => {
    expect(expectedRoomRate({ baseTariff: 2800 })).toBe(2800);
    expect(expectedRoomRate({ baseTariff: 2800 }, 2500)).toBe(2500);
    expect(expectedRoomRate(undefined)).toBe(0);
  });

  it('prices the meal plan for the party and extra beds at the category’s rate', () => {
    expect(slot()).toMatchObject({ roomRate: 2800, mealPlan: 'CP', mealRate: 1150, extraBeds: 1, extraBedRate: 700 });
    expect(slot({ plan: undefined, extraBeds: 0 })).toMatchObject({ mealPlan: '', mealRate: 0, extraBedRate: 0 });
  });

  it('totals the nights with GST by the slab of a night', () => {
    // 2,800 + 1,150 + 700 = 4,650 a night at 5 %: 4,882.50; two nights 9,765.00.
    const estimate = stayEstimate(slot(), '2026-11-24', '2026-11-26', slabs);
    expect(estimate.night.amount).toBe(toPaise(4650));
    expect(estimate.night.debit).toBe(toPaise(4882.5));
    expect(estimate.nights).toBe(2);
    expect(estimate.total).toBe(toPaise(9765));
    // Above Rs 7,500 a night: 18 %.
    expect(
      stayEstimate(slot({ roomRate: 8500, plan: undefined, extraBeds: 0 }), '2026-11-24', '2026-11-25', slabs).night
        .percent,
    ).toBe(18);
  });
});
