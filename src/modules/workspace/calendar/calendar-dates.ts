import {
  addDays,
  addHours,
  addMinutes,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarView } from './calendar-types';

const DAY = 'yyyy-MM-dd';
const DATE_TIME = "yyyy-MM-dd'T'HH:mm";
const WEEK = { weekStartsOn: 1 } as const;

/** The part of an event the date helpers need. */
export interface Timed {
  start: string;
  end: string;
  allDay: boolean;
  title: string;
}

/** A 'yyyy-MM-dd' day as a local Date at midnight (Invalid Date when it is not one). */
export const dayDate = (day: string): Date => parse(day, DAY, new Date());
/** A local 'yyyy-MM-ddTHH:mm' as a Date (Invalid Date when it is not one). */
export const dateTimeDate = (value: string): Date => parse(value, DATE_TIME, new Date());
export const dayOf = (date: Date): string => format(date, DAY);
export const dateTimeOf = (date: Date): string => format(date, DATE_TIME);

/** Is the text a real day 'yyyy-MM-dd' (not 2026-02-30)? */
export function isDay(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && isValid(dayDate(text));
}

/** Is the text a real local date-time 'yyyy-MM-ddTHH:mm'? */
export function isDateTime(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) && isValid(dateTimeDate(text));
}

/** 'Tuesday 12-Mar-2030'. */
export const dayLabel = (day: string): string => format(dayDate(day), 'EEEE dd-MMM-yyyy');

/** The 6 weeks (Monday first) of the month grid holding `day`: 6 rows of 7 days. */
export function monthGrid(day: string): string[][] {
  const first = startOfWeek(startOfMonth(dayDate(day)), WEEK);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => dayOf(addDays(first, week * 7 + weekday))),
  );
}

/** Monday to Sunday of the week holding `day`. */
export function weekDays(day: string): string[] {
  const monday = startOfWeek(dayDate(day), WEEK);
  return Array.from({ length: 7 }, (_, weekday) => dayOf(addDays(monday, weekday)));
}

/** Every day the view shows, in order. */
export function shownDays(view: CalendarView, day: string): string[] {
  if (view === 'month') return monthGrid(day).flat();
  return view === 'week' ? weekDays(day) : [day];
}

/** The first and last day the view shows (both included): what the list call asks for. */
export function periodRange(view: CalendarView, day: string): { fromDate: string; toDate: string } {
  const days = shownDays(view, day);
  return { fromDate: days[0] ?? day, toDate: days[days.length - 1] ?? day };
}

/** The day `steps` months, weeks or days away (the toolbar's Previous / Next). */
export function stepPeriod(view: CalendarView, day: string, steps: number): string {
  const date = dayDate(day);
  const moved =
    view === 'month' ? addMonths(date, steps) : view === 'week' ? addWeeks(date, steps) : addDays(date, steps);
  return dayOf(moved);
}

/** 'March 2030', '11-Mar-2030 – 17-Mar-2030' or 'Tuesday 12-Mar-2030'. */
export function periodTitle(view: CalendarView, day: string): string {
  if (view === 'month') return format(dayDate(day), 'MMMM yyyy');
  if (view === 'day') return dayLabel(day);
  const days = weekDays(day);
  return `${format(dayDate(days[0]!), 'dd-MMM-yyyy')} – ${format(dayDate(days[6]!), 'dd-MMM-yyyy')}`;
}

/** Does the event take up any minute from `fromDate` to `toDate` (both days included)? */
export function occursBetween(event: Timed, fromDate: string, toDate: string): boolean {
  const from = `${fromDate}T00:00`;
  const after = `${dayOf(addDays(dayDate(toDate), 1))}T00:00`;
  return event.start < after && (event.end > from || event.start >= from);
}

/** Does the event take up any minute of `day`? */
export const occursOn = (event: Timed, day: string): boolean => occursBetween(event, day, day);

/** The events of one day: all-day first, then by start and title. */
export function eventsOn<T extends Timed>(events: readonly T[], day: string): T[] {
  return events
    .filter((event) => occursOn(event, day))
    .sort(
      (a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title),
    );
}

/** The event `days` days and `minutes` minutes later (earlier when negative), as long as before. */
export function shiftedBy<T extends Timed>(event: T, days: number, minutes = 0): T {
  const shift = (value: string) => dateTimeOf(addMinutes(addDays(dateTimeDate(value), days), minutes));
  return { ...event, start: shift(event.start), end: shift(event.end) };
}

const minuteOfDay = (value: string) => Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16));

/** The event starting at `start` ('yyyy-MM-ddTHH:mm'), as long as before. */
export function movedTo<T extends Timed>(event: T, start: string): T {
  const days = differenceInCalendarDays(dateTimeDate(start), dateTimeDate(event.start));
  return shiftedBy(event, days, minuteOfDay(start) - minuteOfDay(event.start));
}

/** The event on another day ('yyyy-MM-dd') at the same time of day, as long as before. */
export function movedToDay<T extends Timed>(event: T, day: string): T {
  return movedTo(event, `${day}${event.start.slice(10)}`);
}

/**
 * How an arrow key moves a focused event: left/right a day; up/down a week in the month view and
 * an hour in the week and day views (all-day events there do not move up or down); null for others.
 */
export function arrowShift(view: CalendarView, key: string, allDay: boolean): { days: number; minutes: number } | null {
  if (key === 'ArrowLeft' || key === 'ArrowRight') return { days: key === 'ArrowLeft' ? -1 : 1, minutes: 0 };
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return null;
  const sign = key === 'ArrowUp' ? -1 : 1;
  if (view === 'month') return { days: 7 * sign, minutes: 0 };
  return allDay ? null : { days: 0, minutes: 60 * sign };
}

/** The hours of the week and day views: '00:00' to '23:00'. */
export const HOURS: readonly string[] = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** A new event's times: an hour from `time` (09:00 unless given) on `day`. */
export function newEventTimes(day: string, time = '09:00'): { start: string; end: string } {
  const start = `${day}T${time}`;
  return { start, end: dateTimeOf(addHours(dateTimeDate(start), 1)) };
}

/**
 * Where an event sits in the week and day views on `day`: in the row of its starting hour on the day
 * it starts ('09:00'), in the all-day row otherwise ('all-day': all-day events, the other days of a
 * long one); null when it is not on that day.
 */
export function timeGridPlace(event: Timed, day: string): string | null {
  if (!occursOn(event, day)) return null;
  if (event.allDay || event.start.slice(0, 10) !== day) return 'all-day';
  return `${event.start.slice(11, 13)}:00`;
}
