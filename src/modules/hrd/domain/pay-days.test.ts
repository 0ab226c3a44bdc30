import { dayValue, paidDaysOf } from './pay-days';
import { cellsOf } from './salary-test-fixtures';

const PAID_LEAVE = new Set(['CL', 'SL']);
const APRIL = '2026-04'; // 30 days

describe('paid days', () => {
  it('counts P, WO, H and paid leave 1, HD 0.5, A, LOP, unpaid and unknown codes 0', () => {
    expect(['P', 'WO', 'H', 'CL', 'sl'].map((code) => dayValue(code, PAID_LEAVE))).toEqual([1, 1, 1, 1, 1]);
    expect(dayValue('HD', PAID_LEAVE)).toBe(0.5);
    expect(['A', 'LOP', '', 'XX'].map((code) => dayValue(code, PAID_LEAVE))).toEqual([0, 0, 0, 0]);
  });

  it('a month with half days: 25 P + 3 WO + 1 CL + 1 HD = 29.5 paid, LOP 0.5', () => {
    // Days 1-25 P, 26-28 WO, 29 CL, 30 HD: 25 + 3 + 1 + 0.5 = 29.5; 30 − 29.5 = 0.5 LOP.
    const cells = cellsOf(APRIL, (day) => (day <= 25 ? 'P' : day <= 28 ? 'WO' : day === 29 ? 'CL' : 'HD'));
    expect(paidDaysOf(cells, APRIL, '2020-01-01', null, PAID_LEAVE)).toEqual({
      daysInMonth: 30,
      paidDays: 29.5,
      lopDays: 0.5,
      marked: 30,
    });
  });

  it('absences, LOP leave and unmarked days are loss of pay', () => {
    // 26 P, 2 A, 1 LOP, day 30 without a cell: paid 26, LOP 4; 29 days marked.
    const cells = cellsOf(APRIL, (day) => (day <= 26 ? 'P' : day <= 28 ? 'A' : day === 29 ? 'LOP' : ''));
    expect(paidDaysOf(cells, APRIL, '2020-01-01', null, PAID_LEAVE)).toEqual({
      daysInMonth: 30,
      paidDays: 26,
      lopDays: 4,
      marked: 29,
    });
  });

  it('joining mid-month: the days before joining are not counted (even if marked)', () => {
    // Joined 16 April: days 16-30 = 15 days paid; days 1-15 (marked P by mistake) count nothing: LOP 15.
    const cells = cellsOf(APRIL, () => 'P');
    expect(paidDaysOf(cells, APRIL, '2026-04-16', null, PAID_LEAVE)).toEqual({
      daysInMonth: 30,
      paidDays: 15,
      lopDays: 15,
      marked: 15,
    });
  });

  it('leaving mid-month: days after the last working day are not counted', () => {
    // Last working day 10 February 2026 (28 days): 10 paid, 18 LOP.
    const cells = cellsOf('2026-02', () => 'P');
    expect(paidDaysOf(cells, '2026-02', '2020-01-01', '2026-02-10', PAID_LEAVE)).toEqual({
      daysInMonth: 28,
      paidDays: 10,
      lopDays: 18,
      marked: 10,
    });
  });

  it('no attendance at all: nothing marked, nothing paid', () => {
    expect(paidDaysOf(undefined, APRIL, '2020-01-01', null, PAID_LEAVE)).toEqual({
      daysInMonth: 30,
      paidDays: 0,
      lopDays: 30,
      marked: 0,
    });
  });
});
