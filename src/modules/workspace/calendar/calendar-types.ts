/** The colours an event may have (the badge colours of the design). */
export const EVENT_COLOURS = ['info', 'primary', 'success', 'warning', 'danger'] as const;

export type EventColour = (typeof EVENT_COLOURS)[number];

/**
 * One calendar event as the server keeps it (per company). `start` and `end` are local date-times
 * 'yyyy-MM-ddTHH:mm'; an all-day event runs from 00:00 of its first day to 23:59 of its last.
 */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  colour: EventColour;
  notes: string;
}

/** The three ways of showing the calendar. */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;

export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar's calls (backend contract's POST convention). */
export const CALENDAR_ENDPOINTS = {
  /** `{fromDate, toDate, usr}` ('yyyy-MM-dd', both days included) -> the events touching those days, by start. */
  list: 'api/MisCalendar/GetEvents',
  /** `{event, traCheck, usr}` -> `{recordId, result}`: 1 create, 2 modify, 3 delete. */
  save: 'api/MisCalendar/SetEvent',
} as const;
