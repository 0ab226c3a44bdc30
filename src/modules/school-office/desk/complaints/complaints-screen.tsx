import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskListAnswer } from '../../domain/desk-records';
import type { Complaint } from '../../domain/complaint-types';
import { useDeskRead, wireDay } from '../shared/desk-api';
import { periodDefaults } from '../shared/period';
import { ComplaintRaiseForm } from './complaint-raise-form';
import { ComplaintStepForm, complaintStatusLabel } from './complaint-step-form';

/** The complaint list's columns, each row's Open button last. */
const complaintColumns = (open: (complaintNo: string) => void): ReadonlyArray<TableColumn<Complaint>> => [
  { label: 'Number', cell: (one) => one.complaintNo, className: 'fw-normal text-nowrap' },
  { label: 'Raised on', cell: (one) => formatDate(one.date) },
  { label: 'Raised by', cell: (one) => one.raisedBy },
  { label: 'About', cell: (one) => one.category },
  { label: 'Status', cell: (one) => complaintStatusLabel(one.status) },
  { label: 'Assigned to', cell: (one) => one.assignedToName },
  {
    label: 'Actions',
    hideLabel: true,
    cell: (one) => (
      <Button size="sm" variant="outline-primary" onClick={() => open(one.complaintNo)}>
        {`Open ${one.complaintNo}`}
      </Button>
    ),
  },
];

/**
 * Complaints (/front-desk/fd-complaints): the period's complaints, open ones first; one opened (`?record=<no>`) or a
 * new one raised.
 */
export function ComplaintsScreen() {
  const { params, change } = useScreenParams();
  const { from, to } = periodDefaults(params, 30, 0);
  const record = params.get('record');
  const allowed = useScreenPermission();
  const answer = useDeskRead<DeskListAnswer<Complaint>>(FD_ROUTES.complaints, {
    frmDate: wireDay(from),
    toDate: wireDay(to),
  });
  const back = useCallback(() => change({ record: null }), [change]);
  const rows = answer.data?.rows ?? [];
  const people = answer.data?.people ?? [];
  if (record && answer.data) {
    if (record === 'new')
      return allowed('create') ? <ComplaintRaiseForm people={people} onDone={back} /> : <NotPermittedAction />;
    const complaint = rows.find((one) => one.complaintNo === record);
    return complaint ? (
      <ComplaintStepForm key={`${record}-${complaint.status}`} complaint={complaint} people={people} onDone={back} />
    ) : (
      <Alert variant="warning">There is no such complaint in the period.</Alert>
    );
  }
  return (
    <PeriodListFrame
      title="Complaints"
      idPrefix="complaints"
      actions={allowed('create') && <Button onClick={() => change({ record: 'new' })}>New complaint</Button>}
      from={from}
      to={to}
      onPeriod={(f, t) => change({ from: f, to: t })}
      query={answer}
      loadingLabel="Loading the complaints…"
      emptyText="No complaint in this period."
      empty={rows.length === 0}
    >
      <DataTable
        rows={rows}
        columns={complaintColumns((complaintNo) => change({ record: complaintNo }))}
        rowKey={(one) => one.complaintNo}
        caption="Complaints of the period, open ones first"
      />
    </PeriodListFrame>
  );
}
