import { daysBetween, daysOverdue, fineToCharge, lateFine } from './late-fine';

const rule = { finePerDay: 10, maxFine: 300 };

describe('lateFine', () => {
  it('is nothing on or before the due date', () => {
    expect(lateFine('2026-05-10', '2026-05-01', rule)).toBe(0);
    expect(lateFine('2026-05-10', '2026-05-10', rule)).toBe(0);
  });

  it('adds finePerDay for each calendar day overdue, in paise', () => {
    expect(lateFine('2026-05-10', '2026-05-11', rule)).toBe(1000);
    expect(lateFine('2026-05-10', '2026-05-25', rule)).toBe(15000);
    expect(lateFine('2026-05-10', '2026-05-13', { finePerDay: 2.5, maxFine: null })).toBe(750);
    // across a month and a year end
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysOverdue('2026-05-10', '2026-04-10')).toBe(0);
  });

  it('never passes maxFine, and has no cap without one', () => {
    expect(lateFine('2026-05-10', '2026-06-08', rule)).toBe(29000);
    expect(lateFine('2026-05-10', '2026-06-09', rule)).toBe(30000);
    expect(lateFine('2026-05-10', '2027-05-10', rule)).toBe(30000);
    expect(lateFine('2026-05-10', '2027-05-10', { finePerDay: 10, maxFine: null })).toBe(365 * 1000);
    expect(lateFine('2026-05-10', '2027-05-10', { finePerDay: 10 })).toBe(365 * 1000);
    expect(lateFine('2026-05-10', '2027-05-10', { finePerDay: 10, maxFine: 0 })).toBe(0);
  });

  it('is nothing for a head without a fine a day', () => {
    expect(lateFine('2026-05-10', '2026-06-10', { finePerDay: 0, maxFine: 300 })).toBe(0);
    expect(lateFine('2026-05-10', '2026-06-10', { finePerDay: null, maxFine: null })).toBe(0);
    expect(lateFine('2026-05-10', '2026-06-10', {})).toBe(0);
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => lateFine('10-May-2026', '2026-06-10', rule)).toThrow(RangeError);
  });
});

describe('fineToCharge', () => {
  it('charges what has accrued beyond the fine already charged, while the due still owes', () => {
    const due = { dueDate: '2026-05-10', balance: 100000, fine: 0 };
    expect(fineToCharge(due, '2026-05-15', rule)).toBe(5000);
    expect(fineToCharge({ ...due, fine: 5000 }, '2026-05-20', rule)).toBe(5000);
    expect(fineToCharge({ ...due, fine: 30000 }, '2026-08-20', rule)).toBe(0);
    expect(fineToCharge({ ...due, balance: 0 }, '2026-05-20', rule)).toBe(0);
    expect(fineToCharge({ ...due, balance: -500 }, '2026-05-20', rule)).toBe(0);
  });
});
