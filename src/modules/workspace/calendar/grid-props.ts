import type { ReactNode } from 'react';
import type { CalendarEvent } from './calendar-types';

/** What the month, week and day grids are given by the calendar screen. */
export interface CalendarGridProps {
  /** The day the period is chosen by ('yyyy-MM-dd'). */
  day: string;
  today: string;
  /** The loaded events of the period. */
  events: readonly CalendarEvent[];
  /** The period's name, the table's caption. */
  caption: string;
  canCreate: boolean;
  canMove: boolean;
  /** A day (month) or an hour slot ('HH:mm', week and day) was chosen for a new event. */
  onCreate: (day: string, time?: string) => void;
  /** The dragged event was dropped on a day or an hour slot. */
  onDrop: (day: string, time?: string) => void;
  renderEvent: (event: CalendarEvent, day: string) => ReactNode;
}
