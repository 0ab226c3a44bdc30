import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskListAnswer } from '../../domain/desk-records';
import type { FdAttendee, FdMeeting, FdTraining } from '../../domain/meeting-types';
import { useDeskRead, wireDay } from '../shared/desk-api';
import { periodDefaults } from '../shared/period';
import { MeetingForm } from './meeting-form';
import { TrainingForm } from './training-form';

interface Row {
  number: string;
  cells: string[];
  attendees: readonly FdAttendee[];
}

function EventTable({
  what,
  headers,
  rows,
  onOpen,
}: {
  what: string;
  headers: string[];
  rows: Row[];
  onOpen: (number: string) => void;
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{what} of the period, latest first</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {[...headers, 'Attendees (attended ✓)'].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <th scope="row" className="fw-normal text-nowrap">
                {row.number}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
              <td className="small">
                {row.attendees.map((one) => `${one.name}${one.attended ? ' ✓' : ''}`).join(', ')} (
                {row.attendees.filter((one) => one.attended).length} of {row.attendees.length})
              </td>
              <td>
                <Button size="sm" variant="outline-primary" onClick={() => onOpen(row.number)}>
                  {`Open ${row.number}`}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function usePeriodScreen() {
  const { params, change } = useScreenParams();
  const { from, to } = periodDefaults(params, 90, 30);
  const back = useCallback(() => change({ record: null }), [change]);
  return { from, to, record: params.get('record'), back, change };
}

/** Meetings (/front-desk/fd-meet): the period's meetings with attendees, one opened (`?record=<no>`) or a new one. */
export function MeetingsScreen() {
  const { from, to, record, back, change } = usePeriodScreen();
  const allowed = useScreenPermission();
  const answer = useDeskRead<DeskListAnswer<FdMeeting>>(FD_ROUTES.meetings, {
    frmDate: wireDay(from),
    toDate: wireDay(to),
  });
  const rows = answer.data?.rows ?? [];
  const people = answer.data?.people ?? [];
  if (record && answer.data) {
    if (record === 'new')
      return allowed('create') ? <MeetingForm meeting={null} people={people} onDone={back} /> : <NotPermittedAction />;
    const meeting = rows.find((one) => one.meetingNo === record);
    return meeting ? (
      <MeetingForm key={record} meeting={meeting} people={people} onDone={back} />
    ) : (
      <Alert variant="warning">There is no such meeting in the period.</Alert>
    );
  }
  return (
    <PeriodListFrame
      title="Meetings"
      idPrefix="meetings"
      actions={allowed('create') && <Button onClick={() => change({ record: 'new' })}>New meeting</Button>}
      from={from}
      to={to}
      onPeriod={(f, t) => change({ from: f, to: t })}
      query={answer}
      loadingLabel="Loading the meetings…"
      emptyText="No meeting in this period."
      empty={rows.length === 0}
    >
      <EventTable
        what="Meetings"
        headers={['Subject', 'Date', 'Time']}
        rows={rows.map((one) => ({
          number: one.meetingNo,
          cells: [one.subject, formatDate(one.meetingDate), `${one.fromTime} to ${one.toTime}`],
          attendees: one.attendees,
        }))}
        onOpen={(number) => change({ record: number })}
      />
    </PeriodListFrame>
  );
}

/**
 * Trainings (/front-desk/fd-train): the period's trainings with attendees, one opened (`?record=<no>`) or a new one.
 */
export function TrainingsScreen() {
  const { from, to, record, back, change } = usePeriodScreen();
  const allowed = useScreenPermission();
  const answer = useDeskRead<DeskListAnswer<FdTraining>>(FD_ROUTES.trainings, {
    frmDate: wireDay(from),
    toDate: wireDay(to),
  });
  const rows = answer.data?.rows ?? [];
  const people = answer.data?.people ?? [];
  if (record && answer.data) {
    if (record === 'new')
      return allowed('create') ? (
        <TrainingForm training={null} people={people} onDone={back} />
      ) : (
        <NotPermittedAction />
      );
    const training = rows.find((one) => one.trainingNo === record);
    return training ? (
      <TrainingForm key={record} training={training} people={people} onDone={back} />
    ) : (
      <Alert variant="warning">There is no such training in the period.</Alert>
    );
  }
  const days = (one: FdTraining) =>
    one.fromDate === one.toDate ? formatDate(one.fromDate) : `${formatDate(one.fromDate)} to ${formatDate(one.toDate)}`;
  return (
    <PeriodListFrame
      title="Trainings"
      idPrefix="trainings"
      actions={allowed('create') && <Button onClick={() => change({ record: 'new' })}>New training</Button>}
      from={from}
      to={to}
      onPeriod={(f, t) => change({ from: f, to: t })}
      query={answer}
      loadingLabel="Loading the trainings…"
      emptyText="No training in this period."
      empty={rows.length === 0}
    >
      <EventTable
        what="Trainings"
        headers={['Training', 'Trainer', 'Days']}
        rows={rows.map((one) => ({
          number: one.trainingNo,
          cells: [one.title, one.trainer, days(one)],
          attendees: one.attendees,
        }))}
        onOpen={(number) => change({ record: number })}
      />
    </PeriodListFrame>
  );
}
