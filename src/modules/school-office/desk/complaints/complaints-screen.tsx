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
import type { Complaint } from '../../domain/complaint-types';
import { useDeskRead, wireDay } from '../shared/desk-api';
import { periodDefaults } from '../shared/period';
import { ComplaintRaiseForm } from './complaint-raise-form';
import { ComplaintStepForm, complaintStatusLabel } from './complaint-step-form';

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
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Complaints of the period, open ones first</caption>
          <thead>
            <tr>
              {['Number', 'Raised on', 'Raised by', 'About', 'Status', 'Assigned to'].map((header) => (
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
            {rows.map((one) => (
              <tr key={one.complaintNo}>
                <th scope="row" className="fw-normal text-nowrap">
                  {one.complaintNo}
                </th>
                <td>{formatDate(one.date)}</td>
                <td>{one.raisedBy}</td>
                <td>{one.category}</td>
                <td>{complaintStatusLabel(one.status)}</td>
                <td>{one.assignedToName}</td>
                <td>
                  <Button size="sm" variant="outline-primary" onClick={() => change({ record: one.complaintNo })}>
                    {`Open ${one.complaintNo}`}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
