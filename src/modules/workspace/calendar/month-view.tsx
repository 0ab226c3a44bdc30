import { addDays, format } from 'date-fns';
import type { MouseEvent } from 'react';
import { dayDate, dayLabel, dayOf, eventsOn, monthGrid } from './calendar-dates';
import { dropTarget } from './drop-target';
import type { CalendarGridProps } from './grid-props';
import { useRovingFocus } from './roving-focus';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const dayButtonId = (day: string) => `calendar-day-${day}`;

/**
 * The month as a real table: weekday column headers, 6 weeks of day cells (Monday first), each with
 * its events as buttons. A day's number (or a click on its empty space) opens a new event on that day;
 * the arrow keys move between the days; an event dropped on a cell moves there.
 */
export function MonthView({
  day,
  today,
  events,
  caption,
  canCreate,
  canMove,
  onCreate,
  onDrop,
  renderEvent,
}: CalendarGridProps) {
  const weeks = monthGrid(day);
  const month = day.slice(0, 7);
  const roving = useRovingFocus(weeks.flat(), day, dayButtonId, (key, cell) =>
    STEPS[key] === undefined ? null : dayOf(addDays(dayDate(cell), STEPS[key])),
  );

  const clickEmpty = (cell: string) => (click: MouseEvent<HTMLElement>) => {
    if (canCreate && click.target === click.currentTarget) onCreate(cell);
  };

  return (
    <div className="table-responsive">
      <table className="table table-bordered mb-0" style={{ tableLayout: 'fixed', minWidth: '42rem' }}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={full} scope="col" className="text-center">
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{full}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((cell) => {
                // The button's name holds its visible number as it is shown ("1", not "01": WCAG 2.5.3, label in name).
                const number = format(dayDate(cell), 'd');
                const other = cell.slice(0, 7) !== month;
                return (
                  <td
                    key={cell}
                    className={other ? 'bg-body-tertiary' : undefined}
                    style={{ height: '7.5rem', verticalAlign: 'top' }}
                    aria-current={cell === today ? 'date' : undefined}
                    onClick={clickEmpty(cell)}
                    {...dropTarget(canMove, () => onDrop(cell))}
                  >
                    <div className="text-end mb-1" onClick={clickEmpty(cell)}>
                      {canCreate ? (
                        <button
                          type="button"
                          id={dayButtonId(cell)}
                          className={`btn btn-sm py-0 px-1 ${cell === today ? 'btn-primary' : other ? 'btn-link text-body-secondary' : 'btn-link text-body'}`}
                          aria-label={`New event on ${format(dayDate(cell), 'EEEE d-MMM-yyyy')}`}
                          tabIndex={roving.tabIndexOf(cell)}
                          onKeyDown={roving.onKeyDown(cell)}
                          onFocus={roving.onFocus(cell)}
                          onClick={() => onCreate(cell)}
                        >
                          {number}
                        </button>
                      ) : (
                        <span className={other ? 'text-body-secondary' : undefined}>
                          <span aria-hidden="true">{number}</span>
                          <span className="visually-hidden">{dayLabel(cell)}</span>
                        </span>
                      )}
                    </div>
                    {eventsOn(events, cell).map((event) => (
                      <div key={event.id}>{renderEvent(event, cell)}</div>
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
