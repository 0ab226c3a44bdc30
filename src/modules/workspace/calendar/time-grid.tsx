import { addDays, format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { HOURS, dayDate, dayLabel, dayOf, eventsOn, shownDays, timeGridPlace } from './calendar-dates';
import type { CalendarView } from './calendar-types';
import { dropTarget } from './drop-target';
import type { CalendarGridProps } from './grid-props';
import { useRovingFocus } from './roving-focus';

const slotId = (slot: string) => `calendar-slot-${slot.replace(':', '')}`;
/** The hour the grid scrolls to first. */
const FIRST_SHOWN = '07:00';

/** The slot an arrow key leads to: up/down an hour, left/right a day. */
function nextSlot(key: string, slot: string): string | null {
  const day = slot.slice(0, 10);
  const hour = HOURS.indexOf(slot.slice(11));
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const next = HOURS[hour + (key === 'ArrowUp' ? -1 : 1)];
    return next === undefined ? null : `${day}T${next}`;
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight')
    return `${dayOf(addDays(dayDate(day), key === 'ArrowLeft' ? -1 : 1))}T${slot.slice(11)}`;
  return null;
}

/**
 * The week (7 day columns) or the day as a real table of hours: an all-day row, then a row per hour
 * whose slots open a new event at that hour (the arrow keys move between slots); events sit in the
 * hour they start and can be dropped on another day or hour.
 */
export function TimeGrid({
  view,
  day,
  today,
  events,
  caption,
  canCreate,
  canMove,
  onCreate,
  onDrop,
  renderEvent,
}: CalendarGridProps & { view: Exclude<CalendarView, 'month'> }) {
  const days = shownDays(view, day);
  const slots = days.flatMap((column) => HOURS.map((hour) => `${column}T${hour}`));
  const fallback = `${days.includes(today) ? today : day}T09:00`;
  const roving = useRovingFocus(slots, fallback, slotId, nextSlot);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-hour="${FIRST_SHOWN}"]`);
    if (scroller.current && row)
      scroller.current.scrollTop = row.offsetTop - (scroller.current.querySelector('thead')?.offsetHeight ?? 0);
  }, []);

  const placed = (column: string, place: string) =>
    eventsOn(events, column).filter((event) => timeGridPlace(event, column) === place);

  return (
    <div ref={scroller} className="table-responsive" style={{ maxHeight: '70vh', overflowY: 'auto' }}>
      <table
        className="table table-bordered table-sm mb-0"
        style={{ tableLayout: 'fixed', minWidth: view === 'week' ? '48rem' : undefined }}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead className="sticky-top bg-body" style={{ zIndex: 2 }}>
          <tr>
            <th scope="col" style={{ width: '5rem' }}>
              Time
            </th>
            {days.map((column) => (
              <th
                key={column}
                scope="col"
                className={`text-center${column === today ? ' text-primary' : ''}`}
                aria-current={column === today ? 'date' : undefined}
              >
                <span aria-hidden="true">{format(dayDate(column), 'EEE dd-MMM')}</span>
                <span className="visually-hidden">{dayLabel(column)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="small fw-normal">
              All day
            </th>
            {days.map((column) => (
              <td key={column} {...dropTarget(canMove, () => onDrop(column))}>
                {placed(column, 'all-day').map((event) => (
                  <div key={event.id}>{renderEvent(event, column)}</div>
                ))}
              </td>
            ))}
          </tr>
          {HOURS.map((hour) => (
            <tr key={hour} data-hour={hour}>
              <th scope="row" className="small fw-normal">
                {hour}
              </th>
              {days.map((column) => {
                const slot = `${column}T${hour}`;
                return (
                  <td
                    key={column}
                    className="position-relative"
                    // The hour's button fills the cell: a finger's 44 px inside its border.
                    style={{ height: '3rem' }}
                    {...dropTarget(canMove, () => onDrop(column, hour))}
                  >
                    {canCreate && (
                      <button
                        type="button"
                        id={slotId(slot)}
                        className="position-absolute top-0 start-0 w-100 h-100 border-0 bg-transparent"
                        aria-label={`New event on ${dayLabel(column)} at ${hour}`}
                        tabIndex={roving.tabIndexOf(slot)}
                        onKeyDown={roving.onKeyDown(slot)}
                        onFocus={roving.onFocus(slot)}
                        onClick={() => onCreate(column, hour)}
                      />
                    )}
                    {placed(column, hour).map((event) => (
                      <div key={event.id}>{renderEvent(event, column)}</div>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
