import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { addDays } from '../../domain/recruit-dates';
import type { EmployeeChoice, MeetingsAnswer, TrainingsAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../../recruitment/shared/recruit-api';
import { todayOf, wireDay } from '../../recruitment/shared/recruit-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { MeetingForm } from './meeting-form';
import { TrainingForm } from './training-form';

interface Row {
  recordId: number;
  seq: string;
  cells: string[];
  attendees: Array<{ empno: number; attended: boolean }>;
}

/** The period, the list and the opened record of the trainings or the meetings screen. */
function usePeriodScreen() {
  const { params, change } = useScreenParams();
  const today = todayOf();
  const from = params.get('from') ?? addDays(today, -90);
  const to = params.get('to') ?? addDays(today, 30);
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  return { from, to, record, back, change };
}

function EventTable({
  what,
  headers,
  rows,
  employees,
  onOpen,
}: {
  what: string;
  headers: string[];
  rows: Row[];
  employees: EmployeeChoice[];
  onOpen: (recordId: string) => void;
}) {
  const name = (empno: number) => employees.find((one) => one.recordid === empno)?.empname ?? String(empno);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{what} of the period, latest first</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">Attendees (attended)</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.recordId}>
              <th scope="row" className="fw-normal text-nowrap">
                {row.seq}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
              <td className="small">
                {row.attendees.map((one) => `${name(one.empno)}${one.attended ? ' ✓' : ''}`).join(', ')} (
                {row.attendees.filter((one) => one.attended).length} of {row.attendees.length})
              </td>
              <td>
                <Button size="sm" variant="outline-primary" onClick={() => onOpen(String(row.recordId))}>
                  Open {row.seq}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Trainings (/hrd/trainings): the period's trainings with attendees, one opened (`?record=<id>`) or a new one. */
export function TrainingsScreen() {
  const { from, to, record, back, change } = usePeriodScreen();
  const allowed = useScreenPermission();
  const answer = useRecruitRead<TrainingsAnswer>(HRD_ROUTES.trainings, { frmDate: wireDay(from), toDate: wireDay(to) });
  const trainings = answer.data?.trainings ?? [];
  const employees = answer.data?.employees ?? [];
  if (record && answer.data) {
    if (record === 'new')
      return allowed('create') ? (
        <TrainingForm training={null} employees={employees} onDone={back} />
      ) : (
        <NotPermittedAction />
      );
    const training = trainings.find((one) => String(one.recordId) === record);
    return training ? (
      <TrainingForm key={record} training={training} employees={employees} onDone={back} />
    ) : (
      <Alert variant="warning">There is no such training in the period.</Alert>
    );
  }
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
      empty={trainings.length === 0}
    >
      <EventTable
        what="Trainings"
        headers={['Training', 'Trainer', 'Days']}
        rows={trainings.map((one) => ({
          recordId: one.recordId,
          seq: one.seq,
          cells: [
            one.title,
            one.trainer,
            one.fromDate === one.toDate
              ? formatDate(one.fromDate)
              : `${formatDate(one.fromDate)} to ${formatDate(one.toDate)}`,
          ],
          attendees: one.attendees,
        }))}
        employees={employees}
        onOpen={(id) => change({ record: id })}
      />
    </PeriodListFrame>
  );
}

/**
 * Meetings (/hrd/meetings): the period's meetings with attendees and minutes, one opened (`?record=<id>`) or a new one.
 */
export function MeetingsScreen() {
  const { from, to, record, back, change } = usePeriodScreen();
  const allowed = useScreenPermission();
  const answer = useRecruitRead<MeetingsAnswer>(HRD_ROUTES.meetings, { frmDate: wireDay(from), toDate: wireDay(to) });
  const meetings = answer.data?.meetings ?? [];
  const employees = answer.data?.employees ?? [];
  if (record && answer.data) {
    if (record === 'new')
      return allowed('create') ? (
        <MeetingForm meeting={null} employees={employees} onDone={back} />
      ) : (
        <NotPermittedAction />
      );
    const meeting = meetings.find((one) => String(one.recordId) === record);
    return meeting ? (
      <MeetingForm key={record} meeting={meeting} employees={employees} onDone={back} />
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
      empty={meetings.length === 0}
    >
      <EventTable
        what="Meetings"
        headers={['Subject', 'Date', 'Time']}
        rows={meetings.map((one) => ({
          recordId: one.recordId,
          seq: one.seq,
          cells: [one.subject, formatDate(one.meetingDate), `${one.fromTime} to ${one.toTime}`],
          attendees: one.attendees,
        }))}
        employees={employees}
        onOpen={(id) => change({ record: id })}
      />
    </PeriodListFrame>
  );
}
