import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { periodTitle, stepPeriod } from './calendar-dates';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-types';

interface Props {
  view: CalendarView;
  day: string;
  today: string;
  onChange: (view: CalendarView, day: string) => void;
}

const VIEW_NAMES: Readonly<Record<CalendarView, string>> = { month: 'Month', week: 'Week', day: 'Day' };

/** Today, Previous and Next (named after the period), the period's title, and the month / week / day switch. */
export function CalendarToolbar({ view, day, today, onChange }: Props) {
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <ButtonGroup aria-label="Period">
        <Button variant="outline-secondary" onClick={() => onChange(view, today)}>
          Today
        </Button>
        <Button
          variant="outline-secondary"
          aria-label={`Previous ${unit}`}
          onClick={() => onChange(view, stepPeriod(view, day, -1))}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Button
          variant="outline-secondary"
          aria-label={`Next ${unit}`}
          onClick={() => onChange(view, stepPeriod(view, day, 1))}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </ButtonGroup>
      <h2 className="h5 mb-0 mx-2 flex-grow-1" aria-live="polite" id="calendar-period">
        {periodTitle(view, day)}
      </h2>
      <ButtonGroup aria-label="View">
        {CALENDAR_VIEWS.map((option) => (
          <Button
            key={option}
            variant={option === view ? 'primary' : 'outline-primary'}
            aria-pressed={option === view}
            onClick={() => onChange(option, day)}
          >
            {VIEW_NAMES[option]}
          </Button>
        ))}
      </ButtonGroup>
    </div>
  );
}
