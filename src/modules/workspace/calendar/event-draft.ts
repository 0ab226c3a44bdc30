import { isDateTime, isDay, movedTo, newEventTimes } from './calendar-dates';
import type { CalendarEvent } from './calendar-types';

/** A new event on `day`: an hour from `time` (09:00 unless given), in the primary colour. */
export function blankEvent(day: string, time?: string): CalendarEvent {
  return { id: '', title: '', ...newEventTimes(day, time), allDay: false, colour: 'primary', notes: '' };
}

/** What a start or end input shows: the day for an all-day event, the date-time otherwise. */
export const inputValue = (value: string, allDay: boolean): string => (allDay ? value.slice(0, 10) : value);

/**
 * The draft made all day (00:00 of its first day to 23:59 of its last) or timed (09:00 to 10:00 unless it spans days).
 */
export function withAllDay(draft: CalendarEvent, allDay: boolean): CalendarEvent {
  const first = draft.start.slice(0, 10);
  const last = draft.end.slice(0, 10) || first;
  if (allDay) return { ...draft, allDay, start: `${first}T00:00`, end: `${last}T23:59` };
  if (last > first) return { ...draft, allDay, start: `${first}T09:00`, end: `${last}T10:00` };
  return { ...draft, allDay, ...newEventTimes(first) };
}

/** The draft with a new start from its input; a valid event keeps its length (the end moves along). */
export function withStart(draft: CalendarEvent, value: string): CalendarEvent {
  const start = draft.allDay && isDay(value) ? `${value}T00:00` : value;
  if (isDateTime(start) && isDateTime(draft.start) && isDateTime(draft.end) && draft.end > draft.start)
    return movedTo(draft, start);
  return { ...draft, start };
}

/** The draft with a new end from its input (an all-day event ends at 23:59 of the day chosen). */
export function withEnd(draft: CalendarEvent, value: string): CalendarEvent {
  return { ...draft, end: draft.allDay && isDay(value) ? `${value}T23:59` : value };
}

/** Has the user changed anything of the event the dialog opened with? */
export function isChanged(draft: CalendarEvent, opened: CalendarEvent): boolean {
  return (Object.keys(opened) as (keyof CalendarEvent)[]).some((field) => draft[field] !== opened[field]);
}
