import {
  arrowShift,
  eventsOn,
  isDay,
  monthGrid,
  movedTo,
  movedToDay,
  occursBetween,
  occursOn,
  periodRange,
  periodTitle,
  shiftedBy,
  stepPeriod,
  timeGridPlace,
  weekDays,
} from './calendar-dates';

const timed = (start: string, end: string, title = 'Meeting') => ({ start, end, allDay: false, title });
const allDay = (first: string, last: string, title = 'Camp') => ({
  start: `${first}T00:00`,
  end: `${last}T23:59`,
  allDay: true,
  title,
});

describe('month grid', () => {
  it('is 6 weeks of 7 days from the Monday on or before the 1st', () => {
    const weeks = monthGrid('2030-03-12');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([
      '2030-02-25',
      '2030-02-26',
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
    ]);
    expect(weeks[5]![6]).toBe('2030-04-07');
    expect(new Set(weeks.flat()).size).toBe(42);
  });

  it('starts on the 1st itself when the month begins on a Monday, and on the Monday before a Sunday 1st', () => {
    const february = monthGrid('2027-02-20');
    expect(february[0]![0]).toBe('2027-02-01');
    expect(february[5]![6]).toBe('2027-03-14');
    expect(periodRange('month', '2026-11-22')).toEqual({ fromDate: '2026-10-26', toDate: '2026-12-06' });
  });
});

describe('periods', () => {
  it('finds the Monday-to-Sunday week and names each period', () => {
    expect(weekDays('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(periodRange('week', '2026-11-18')).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-22' });
    expect(periodRange('day', '2026-11-18')).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-18' });
    expect(periodTitle('month', '2030-03-12')).toBe('March 2030');
    expect(periodTitle('week', '2026-11-22')).toBe('16-Nov-2026 – 22-Nov-2026');
    expect(periodTitle('day', '2030-03-12')).toBe('Tuesday 12-Mar-2030');
  });

  it('steps a month (keeping the day where it exists), a week or a day', () => {
    expect(stepPeriod('month', '2030-01-31', 1)).toBe('2030-02-28');
    expect(stepPeriod('month', '2030-01-15', -1)).toBe('2029-12-15');
    expect(stepPeriod('week', '2030-12-29', 1)).toBe('2031-01-05');
    expect(stepPeriod('day', '2030-03-01', -1)).toBe('2030-02-28');
  });

  it('accepts real days only', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-03')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('moving an event keeps its length', () => {
  it('moves a timed event crossing midnight to another month at the same time', () => {
    const moved = movedToDay(timed('2026-01-31T22:00', '2026-02-01T01:30'), '2026-03-31');
    expect(moved).toEqual(timed('2026-03-31T22:00', '2026-04-01T01:30'));
  });

  it('moves to another day and hour, and by days and minutes', () => {
    expect(movedTo(timed('2030-03-12T09:15', '2030-03-12T10:45'), '2030-03-14T14:00')).toEqual(
      timed('2030-03-14T14:00', '2030-03-14T15:30'),
    );
    expect(movedTo(timed('2030-03-12T09:15', '2030-03-12T10:45'), '2030-03-10T08:00')).toEqual(
      timed('2030-03-10T08:00', '2030-03-10T09:30'),
    );
    expect(shiftedBy(timed('2030-03-01T23:30', '2030-03-02T00:30'), -1, 60)).toEqual(
      timed('2030-03-01T00:30', '2030-03-01T01:30'),
    );
  });

  it('moves a three-day all-day event across a month end and the March clock change', () => {
    expect(movedToDay(allDay('2030-03-28', '2030-03-30'), '2030-03-30')).toEqual(allDay('2030-03-30', '2030-04-01'));
  });

  it('maps the arrow keys: a day sideways, a week (month) or an hour (week, day) up and down', () => {
    expect(arrowShift('month', 'ArrowRight', false)).toEqual({ days: 1, minutes: 0 });
    expect(arrowShift('week', 'ArrowLeft', true)).toEqual({ days: -1, minutes: 0 });
    expect(arrowShift('month', 'ArrowUp', false)).toEqual({ days: -7, minutes: 0 });
    expect(arrowShift('day', 'ArrowDown', false)).toEqual({ days: 0, minutes: 60 });
    expect(arrowShift('week', 'ArrowDown', true)).toBeNull();
    expect(arrowShift('month', 'Enter', false)).toBeNull();
  });
});

describe('which days an event is on', () => {
  it('counts every day it takes a minute of, not the day it ends at midnight', () => {
    const night = timed('2030-03-12T22:00', '2030-03-13T01:00');
    expect([
      occursOn(night, '2030-03-11'),
      occursOn(night, '2030-03-12'),
      occursOn(night, '2030-03-13'),
      occursOn(night, '2030-03-14'),
    ]).toEqual([false, true, true, false]);
    const toMidnight = timed('2030-03-12T23:00', '2030-03-13T00:00');
    expect(occursOn(toMidnight, '2030-03-13')).toBe(false);
    const camp = allDay('2030-03-12', '2030-03-13');
    expect([occursOn(camp, '2030-03-13'), occursOn(camp, '2030-03-14')]).toEqual([true, false]);
    expect(occursBetween(camp, '2030-03-14', '2030-03-20')).toBe(false);
    expect(occursBetween(camp, '2030-03-01', '2030-03-12')).toBe(true);
  });

  it('lists a day all-day first, then by start and title, and places them in the hour grid', () => {
    const events = [
      timed('2030-03-12T14:00', '2030-03-12T15:00', 'Late'),
      timed('2030-03-12T09:00', '2030-03-12T10:00', 'B early'),
      allDay('2030-03-11', '2030-03-12'),
      timed('2030-03-12T09:00', '2030-03-12T09:30', 'A early'),
    ];
    expect(eventsOn(events, '2030-03-12').map((event) => event.title)).toEqual(['Camp', 'A early', 'B early', 'Late']);
    expect(timeGridPlace(events[0]!, '2030-03-12')).toBe('14:00');
    expect(timeGridPlace(events[2]!, '2030-03-12')).toBe('all-day');
    expect(timeGridPlace(timed('2030-03-12T22:00', '2030-03-13T01:00'), '2030-03-13')).toBe('all-day');
    expect(timeGridPlace(events[0]!, '2030-03-13')).toBeNull();
  });
});
