import { addDays, format } from 'date-fns';
import { Fragment, useCallback, type ComponentProps, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../components/period-list-frame';
import { NotPermittedAction } from '../../engine/not-permitted-action';
import { useScreenPermission } from '../../engine/use-screen-permission';
import { useScreenParams } from '../../lib/hooks/use-screen-params';
import { EventTable, type AttendeeMark } from './event-table';
import { titleOf, type EventKind } from './event-kinds';

/** The period a list shows until the user picks one: from 90 days back to 30 days ahead. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 30;

const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** The period (`from`, `to`) and the opened record (`record`: a key, or 'new') of an event screen, kept in the URL. */
export function useEventPeriod() {
  const { params, change } = useScreenParams();
  const from = params.get('from') ?? dayOf(addDays(new Date(), -DAYS_BACK));
  const to = params.get('to') ?? dayOf(addDays(new Date(), DAYS_AHEAD));
  const back = useCallback(() => change({ record: null }), [change]);
  return { from, to, record: params.get('record'), back, change };
}

export type EventPeriod = ReturnType<typeof useEventPeriod>;

/** What a module says of one kind of event in its list, besides the kind's words and columns that every module says. */
export interface EventList<T> extends EventKind<T> {
  attendeesHeader: string;
  /** What the URL names an event by (`?record=`). */
  keyOf: (record: T) => string;
  /** The number the user knows the event by. */
  numberOf: (record: T) => string;
}

interface Props<T> {
  list: EventList<T>;
  period: EventPeriod;
  /** The period's read, as TanStack Query gives it. */
  query: ComponentProps<typeof PeriodListFrame>['query'];
  /** The period's events; undefined until they are read. */
  records: readonly T[] | undefined;
  /** An event's attendees, named. */
  attendeesOf: (record: T) => readonly AttendeeMark[];
  /** The form of an event (null: a new one); `onDone` goes back to the list. */
  form: (record: T | null, onDone: () => void) => ReactNode;
}

/** An event screen: the period's events with their attendees, or the one the URL opens, or a new one. */
export function EventScreen<T>({ list, period, query, records, attendeesOf, form }: Props<T>) {
  const { words } = list;
  const { from, to, record, back, change } = period;
  const allowed = useScreenPermission();
  if (record && records) {
    if (record === 'new') return allowed('create') ? form(null, back) : <NotPermittedAction />;
    const opened = records.find((one) => list.keyOf(one) === record);
    // Keyed by the record, so that opening another starts its form afresh.
    return opened ? (
      <Fragment key={record}>{form(opened, back)}</Fragment>
    ) : (
      <Alert variant="warning">{`There is no such ${words.one} in the period.`}</Alert>
    );
  }
  const shown = records ?? [];
  return (
    <PeriodListFrame
      title={titleOf(words)}
      idPrefix={words.many}
      actions={allowed('create') && <Button onClick={() => change({ record: 'new' })}>{`New ${words.one}`}</Button>}
      from={from}
      to={to}
      onPeriod={(f, t) => change({ from: f, to: t })}
      query={query}
      loadingLabel={`Loading the ${words.many}…`}
      emptyText={`No ${words.one} in this period.`}
      empty={shown.length === 0}
    >
      <EventTable
        title={titleOf(words)}
        headers={list.headers}
        attendeesHeader={list.attendeesHeader}
        rows={shown.map((one) => ({
          key: list.keyOf(one),
          number: list.numberOf(one),
          cells: list.cellsOf(one),
          attendees: attendeesOf(one),
        }))}
        onOpen={(key) => change({ record: key })}
      />
    </PeriodListFrame>
  );
}
