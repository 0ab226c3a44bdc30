import type { DragEvent, KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { arrowShift } from './calendar-dates';
import type { CalendarEvent, CalendarView } from './calendar-types';

interface Props {
  event: CalendarEvent;
  /** The day of the cell it is shown in: a timed event shows its start time on the day it starts. */
  day: string;
  view: CalendarView;
  /** May the user move it (drag, arrow keys)? */
  movable: boolean;
  /** The id of the text telling how to move events with the keyboard. */
  hintId?: string;
  /** Take the focus when shown (the event just moved with the keyboard). */
  focused?: boolean;
  onOpen: (event: CalendarEvent) => void;
  onDragStart: (event: CalendarEvent) => void;
  onShift: (event: CalendarEvent, days: number, minutes: number) => void;
}

/** The drag data type of a calendar event (its id). */
export const EVENT_DRAG_TYPE = 'text/plain';

/**
 * One event in a cell: a button in the event's colour that opens it; when movable it can be dragged
 * to another day or hour and moved with the arrow keys while focused.
 */
export function EventChip({ event, day, view, movable, hintId, focused = false, onOpen, onDragStart, onShift }: Props) {
  const time = !event.allDay && event.start.slice(0, 10) === day ? event.start.slice(11, 16) : null;

  const dragStart = (drag: DragEvent<HTMLButtonElement>) => {
    // jsdom and some test tools send drag events without a DataTransfer.
    const data = drag.dataTransfer as DataTransfer | null | undefined;
    data?.setData(EVENT_DRAG_TYPE, event.id);
    if (data) data.effectAllowed = 'move';
    onDragStart(event);
  };

  const keyDown = (key: KeyboardEvent<HTMLButtonElement>) => {
    if (!movable || key.altKey || key.ctrlKey || key.metaKey || key.shiftKey) return;
    const shift = arrowShift(view, key.key, event.allDay);
    if (!shift) return;
    key.preventDefault();
    key.stopPropagation();
    onShift(event, shift.days, shift.minutes);
  };

  return (
    <Button
      variant={event.colour}
      size="sm"
      className="d-block w-100 text-start text-truncate mb-1 py-0 px-1 position-relative"
      style={{ zIndex: 1, fontSize: '0.8rem' }}
      draggable={movable}
      aria-describedby={movable ? hintId : undefined}
      autoFocus={focused}
      onDragStart={movable ? dragStart : undefined}
      onKeyDown={keyDown}
      onClick={() => onOpen(event)}
    >
      {time && <span className="fw-semibold">{time}</span>}
      {time ? ` ${event.title}` : event.title}
    </Button>
  );
}
