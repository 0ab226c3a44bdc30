import { format } from 'date-fns';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useCalendarEvents, useSaveEvent } from './calendar-api';
import { dayLabel, isDay, movedTo, movedToDay, periodRange, periodTitle, shiftedBy, shownDays } from './calendar-dates';
import { CalendarToolbar } from './calendar-toolbar';
import { CALENDAR_VIEWS, type CalendarEvent, type CalendarView } from './calendar-types';
import { EventChip } from './event-chip';
import { EventDialog } from './event-dialog';
import { blankEvent } from './event-draft';
import { MonthView } from './month-view';
import { isPhoneWidth } from '../../../lib/ui/phone-width';
import { TimeGrid } from './time-grid';

const HINT_ID = 'calendar-move-hint';

/**
 * The calendar app (/calendar): the company's events by month, week or day (the URL keeps ?view=
 * and &date=). A day or an hour slot opens a new event; an event opens for editing, moving to another
 * day or deleting; events move by dragging them or with the arrow keys, keeping their length.
 */
export function CalendarScreen() {
  const title = useCurrentScreen()?.title ?? 'Calendar';
  const allowed = useScreenPermission();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  // A month's seven columns do not fit a phone: there the calendar opens on the day.
  const [startView] = useState<CalendarView>(() => (isPhoneWidth() ? 'day' : 'month'));
  const view = CALENDAR_VIEWS.find((option) => option === params.get('view')) ?? startView;
  const dateParam = params.get('date');
  const day = isDay(dateParam) ? dateParam : today;
  const { fromDate, toDate } = periodRange(view, day);
  const list = useCalendarEvents(fromDate, toDate);
  const move = useSaveEvent();
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string; day: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dragged = useRef<string | null>(null);
  const events = list.data ?? [];
  const canMove = allowed('modify');
  const canCreate = allowed('create');

  const go = (nextView: CalendarView, nextDay: string) => {
    setFocusTarget(null);
    setParams({ view: nextView, date: nextDay });
  };

  const save = (moved: CalendarEvent, byKeyboard: boolean) => {
    setFailure(null);
    const movedDay = moved.start.slice(0, 10);
    const days = shownDays(view, day);
    // The calendar follows an event moved out of the period shown.
    if (!days.includes(movedDay)) setParams({ view, date: movedDay });
    setFocusTarget(byKeyboard ? { id: moved.id, day: movedDay } : null);
    move.mutate(
      { event: moved, traCheck: 2 },
      {
        onSuccess: () =>
          showDoneToast(
            `Event "${moved.title}" moved to ${dayLabel(movedDay)}${moved.allDay ? '' : ` ${moved.start.slice(11)}`}.`,
          ),
        onError: (error) => {
          const problem = toApiError(error);
          if (!problem.isNetwork && !problem.isSessionOver)
            setFailure(problem.fieldErrors ? Object.values(problem.fieldErrors).join(' ') : problem.message);
        },
      },
    );
  };

  const drop = (target: string, time?: string) => {
    const event = events.find((row) => row.id === dragged.current);
    dragged.current = null;
    if (!event) return;
    const moved = time && !event.allDay ? movedTo(event, `${target}T${time}`) : movedToDay(event, target);
    if (moved.start !== event.start) save(moved, false);
  };

  const renderEvent = (event: CalendarEvent, cellDay: string) => (
    <EventChip
      event={event}
      day={cellDay}
      view={view}
      movable={canMove}
      hintId={HINT_ID}
      focused={focusTarget?.id === event.id && focusTarget.day === cellDay}
      onOpen={setOpened}
      onDragStart={(start) => {
        dragged.current = start.id;
      }}
      onShift={(shifted, days, minutes) => save(shiftedBy(shifted, days, minutes), true)}
    />
  );

  const grid = {
    day,
    today,
    events,
    caption: periodTitle(view, day),
    canCreate,
    canMove,
    onCreate: (cell: string, time?: string) => setOpened(blankEvent(cell, time)),
    onDrop: drop,
    renderEvent,
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      <CalendarToolbar view={view} day={day} today={today} onChange={go} />
      {canMove && (
        <p id={HINT_ID} className="small text-body-secondary">
          Drag an event to another {view === 'month' ? 'day' : 'day or hour'}, or focus it and use the arrow keys: left
          and right move it a day, up and down {view === 'month' ? 'a week' : 'an hour'}. Enter opens it.
        </p>
      )}
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {list.isPending ? (
        <Loading label="Loading the events…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : view === 'month' ? (
        <MonthView {...grid} />
      ) : (
        <TimeGrid view={view} {...grid} />
      )}
      {opened && (
        <EventDialog
          key={opened.id || `${opened.start}-new`}
          opened={opened}
          rights={{ modify: canMove, delete: allowed('delete') }}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
