import { EVENT_COLOURS, type CalendarEvent, type EventColour } from './calendar-types';
import { isDateTime } from './calendar-dates';

/** The longest title and notes accepted. */
export const TITLE_MAX = 80;
export const NOTES_MAX = 500;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isColour = (value: unknown): value is EventColour => EVENT_COLOURS.some((colour) => colour === value);

/** Only an event's own fields, trimmed and typed (anything else in the body is dropped). */
export function eventFrom(record: Readonly<Record<string, unknown>>): CalendarEvent {
  return {
    id: text(record.id).trim(),
    title: text(record.title).trim(),
    start: text(record.start).trim(),
    end: text(record.end).trim(),
    allDay: record.allDay === true,
    colour: isColour(record.colour) ? record.colour : 'primary',
    notes: text(record.notes).trim(),
  };
}

/**
 * What is wrong with an event, by field (the form and the server both check with this): a title is
 * required, start and end are local date-times with the end after the start, a known colour.
 */
export function eventProblems(input: object): Record<string, string> {
  const record = input as Readonly<Record<string, unknown>>;
  const problems: Record<string, string> = {};
  const title = text(record.title).trim();
  if (title === '') problems.title = 'Give the event a title.';
  else if (title.length > TITLE_MAX) problems.title = `Keep the title within ${TITLE_MAX} characters.`;
  const start = text(record.start).trim();
  const end = text(record.end).trim();
  if (!isDateTime(start)) problems.start = 'Give the start as a date and time.';
  if (!isDateTime(end)) problems.end = 'Give the end as a date and time.';
  else if (isDateTime(start) && end <= start) problems.end = 'The end must be after the start.';
  if (!isColour(record.colour)) problems.colour = `Choose one of the colours: ${EVENT_COLOURS.join(', ')}.`;
  if (text(record.notes).trim().length > NOTES_MAX) problems.notes = `Keep the notes within ${NOTES_MAX} characters.`;
  return problems;
}

/** The next free event id: EVT-001, EVT-002... after the highest taken. */
export function nextEventId(taken: readonly string[]): string {
  const highest = taken.reduce((top, id) => Math.max(top, Number(/^EVT-(\d+)$/.exec(id)?.[1] ?? 0)), 0);
  return `EVT-${String(highest + 1).padStart(3, '0')}`;
}
