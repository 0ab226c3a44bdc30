import { clashCheckFigure, clashFreeWeeks } from './clash-figure';
import { timetableClashes } from '../domain/timetable-clash';

describe('clashFreeWeeks and clashCheckFigure (the bench’s school)', () => {
  it('builds full weeks without a clash, and the check of one class finds none', () => {
    const weeks = clashFreeWeeks(12, 10);
    expect(weeks).toHaveLength(12);
    expect(weeks.every((week) => week.slots.length === 48)).toBe(true);
    for (const week of weeks) expect(timetableClashes(weeks, week.classCode, week.slots)).toEqual([]);
    expect(clashCheckFigure(50, 60).clashes).toBe(0);
  });

  it('finds the clash when one class takes another’s teacher in a period', () => {
    const weeks = clashFreeWeeks(4, 4);
    const [first, second] = weeks;
    const taken = second!.slots.find((slot) => slot.day === 1 && slot.period === 1)!.teacher;
    const changed = first!.slots.map((slot) =>
      slot.day === 1 && slot.period === 1 ? { ...slot, teacher: taken } : slot,
    );
    expect(timetableClashes(weeks, first!.classCode, changed).map((clash) => clash.message)).toEqual([
      `${taken} already teaches ${second!.classCode} in period 1 on Monday`,
    ]);
  });
});
