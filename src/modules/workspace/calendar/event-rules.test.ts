import type { CalendarEvent } from './calendar-types';
import { blankEvent, isChanged, withAllDay, withEnd, withStart } from './event-draft';
import { eventFrom, eventProblems, nextEventId } from './event-rules';

const event: CalendarEvent = {
  id: 'EVT-004',
  title: 'Ward round',
  start: '2030-03-12T09:15',
  end: '2030-03-12T10:45',
  allDay: false,
  colour: 'info',
  notes: '',
};

describe('event rules', () => {
  it('asks for a title, date-times, an end after the start and a known colour', () => {
    expect(eventProblems({})).toEqual({
      title: 'Give the event a title.',
      start: 'Give the start as a date and time.',
      end: 'Give the end as a date and time.',
      colour: 'Choose one of the colours: info, primary, success, warning, danger.',
    });
    expect(eventProblems({ ...event, end: '2030-03-12T09:15' })).toEqual({ end: 'The end must be after the start.' });
    expect(eventProblems({ ...event, start: '2030-02-30T09:00', title: '  ' })).toEqual({
      title: 'Give the event a title.',
      start: 'Give the start as a date and time.',
    });
    expect(eventProblems(event)).toEqual({});
  });

  it('keeps only the event fields, trimmed, and numbers new events after the highest', () => {
    expect(eventFrom({ ...event, title: ' Ward round ', extra: 'dropped', allDay: 'yes', colour: 'red' })).toEqual({
      ...event,
      allDay: false,
      colour: 'primary',
    });
    expect(nextEventId(['EVT-009', 'EVT-010', 'EVT-002', 'other'])).toBe('EVT-011');
    expect(nextEventId([])).toBe('EVT-001');
  });
});

describe('event draft', () => {
  it('starts a new event at 09:00 for an hour, or at the slot chosen', () => {
    expect(blankEvent('2030-03-12')).toEqual({
      id: '',
      title: '',
      start: '2030-03-12T09:00',
      end: '2030-03-12T10:00',
      allDay: false,
      colour: 'primary',
      notes: '',
    });
    expect(blankEvent('2030-03-12', '23:00')).toMatchObject({ start: '2030-03-12T23:00', end: '2030-03-13T00:00' });
  });

  it('turns all day on and off, keeping the days', () => {
    const whole = withAllDay({ ...event, end: '2030-03-14T08:00' }, true);
    expect(whole).toMatchObject({ allDay: true, start: '2030-03-12T00:00', end: '2030-03-14T23:59' });
    expect(withAllDay(whole, false)).toMatchObject({
      allDay: false,
      start: '2030-03-12T09:00',
      end: '2030-03-14T10:00',
    });
    expect(withAllDay(withAllDay(event, true), false)).toMatchObject({
      start: '2030-03-12T09:00',
      end: '2030-03-12T10:00',
    });
  });

  it('moves the end along with a new start, and sets an all-day end at 23:59', () => {
    expect(withStart(event, '2030-03-13T11:00')).toMatchObject({ start: '2030-03-13T11:00', end: '2030-03-13T12:30' });
    expect(withStart(event, '')).toMatchObject({ start: '', end: '2030-03-12T10:45' });
    expect(withEnd(withAllDay(event, true), '2030-03-15')).toMatchObject({ end: '2030-03-15T23:59' });
    expect(isChanged(withEnd(event, event.end), event)).toBe(false);
    expect(isChanged({ ...event, notes: 'x' }, event)).toBe(true);
  });
});
