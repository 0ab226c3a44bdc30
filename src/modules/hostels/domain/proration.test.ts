import { toPaise } from '../../../lib/money/money';
import { chargedSegments, daysHeld, daysInside, monthlyRatePaise, proratedPaise, serviceMonthPaise } from './proration';
import type { StaySegment } from './allocation-types';

const segment = (from: string, to: string | null): StaySegment => ({
  hostel: 'VBH',
  room: 'VBH-101',
  bedId: 'VBH-101/B1',
  from,
  to,
  packageCode: '',
  packageName: '',
  monthlyRate: 4200,
});

describe('hostel proration', () => {
  it('charges a whole month exactly the monthly amount', () => {
    expect(proratedPaise(toPaise(4200), '2026-11', '2026-06-15', null)).toBe(toPaise(4200));
    expect(proratedPaise(toPaise(4200), '2026-11', '2026-11-01', '2026-12-01')).toBe(toPaise(4200));
  });

  it('charges the days held: from the first day to the day before leaving', () => {
    // 30 days in November: 4200 / 30 = 140 a day.
    expect(proratedPaise(toPaise(4200), '2026-11', '2026-11-21', null)).toBe(toPaise(1400));
    expect(proratedPaise(toPaise(4200), '2026-11', '2026-10-01', '2026-11-11')).toBe(toPaise(1400));
    expect(proratedPaise(toPaise(4200), '2026-11', '2026-12-01', null)).toBe(0);
    expect(proratedPaise(toPaise(4200), '2026-11', '2026-09-01', '2026-11-01')).toBe(0);
  });

  it('never loses a paisa: the parts of a month split by a transfer add up to the monthly amount', () => {
    const monthly = toPaise(9000.01);
    const first = proratedPaise(monthly, '2026-10', '2026-06-15', '2026-10-14');
    const second = proratedPaise(monthly, '2026-10', '2026-10-14', null);
    expect(first + second).toBe(monthly);
    // 31 days: 900001 paise is 29032 a day and 9 left over, given to the first nine days.
    expect(first).toBe(13 * 29032 + 9);
  });

  it('finds the days of a stretch inside a month', () => {
    expect(daysInside('2026-11-10', '2026-11-20', '2026-11')).toEqual({ first: 9, count: 10 });
    expect(daysInside('2025-10-10', null, '2026-02')).toEqual({ first: 0, count: 28 });
  });

  it('turns a package price into a month, a service rate into a month', () => {
    expect(monthlyRatePaise(toPaise(54000), 'TERM')).toBe(toPaise(9000));
    expect(monthlyRatePaise(toPaise(185000), 'YEAR')).toBe(toPaise(15416.67));
    expect(monthlyRatePaise(toPaise(11500), 'MONTH')).toBe(toPaise(11500));
    expect(serviceMonthPaise(toPaise(50), 'DAY', '2026-11')).toBe(toPaise(1500));
    expect(serviceMonthPaise(toPaise(1500), 'TERM', '2026-11')).toBe(toPaise(250));
    expect(serviceMonthPaise(toPaise(500), 'YEAR', '2026-11')).toBe(toPaise(41.67));
    expect(serviceMonthPaise(toPaise(300), 'MONTH', '2026-11')).toBe(toPaise(300));
  });

  it('charges one day for a bed vacated the day it was taken', () => {
    const allocation = { from: '2026-11-05', to: '2026-11-05', segments: [segment('2026-11-05', '2026-11-05')] };
    expect(chargedSegments(allocation)[0]!.to).toBe('2026-11-06');
    expect(daysHeld(allocation, '2026-11')).toBe(1);
    const transferred = {
      from: '2026-11-01',
      to: null,
      segments: [segment('2026-11-01', '2026-11-11'), segment('2026-11-11', null)],
    };
    expect(daysHeld(transferred, '2026-11')).toBe(30);
  });
});
