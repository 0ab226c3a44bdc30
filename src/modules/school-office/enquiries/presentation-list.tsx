import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { PRESENTATION_OUTCOMES, PRESENTATION_STATUS_LABELS } from '../domain/enquiry-rules';
import type { Presentation, PresentationStatus } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryRead } from './enquiry-api';
import { todayOf, wireDay } from './enquiry-format';

interface Props {
  from: string;
  to: string;
  status: string;
  onFilter: (values: Record<string, string | null>) => void;
  onOpen: (presentationNo: string) => void;
}

const STATUS_OPTIONS = (Object.entries(PRESENTATION_STATUS_LABELS) as Array<[PresentationStatus, string]>).map(
  ([value, label]) => ({ value, label }),
);

/** The presentations taking place in the period; those still scheduled for a past day are marked for their outcome. */
export function PresentationList({ from, to, status, onFilter, onOpen }: Props) {
  const list = useEnquiryRead<Presentation[]>(FD_ROUTES.presentations, {
    frmDate: wireDay(from),
    toDate: wireDay(to),
    detail: status,
  });
  const allowed = useScreenPermission();
  // The address holds the status filter; this small form only shows it, and follows it when the address changes.
  const filters = useForm({ defaultValues: { status } });
  useEffect(() => {
    filters.setValue('status', status);
  }, [filters, status]);
  const today = todayOf();
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Presentations"
      idPrefix="presentations"
      actions={
        allowed('create') && <Button onClick={() => onFilter({ record: 'new' })}>Schedule a presentation</Button>
      }
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => onFilter({ from: nextFrom, to: nextTo })}
      query={list}
      loadingLabel="Loading the presentations…"
      emptyText="No presentation takes place in this period."
      empty={rows.length === 0}
    >
      <Field
        form={filters}
        name="status"
        id="presentations-status"
        label="Status"
        choose="Every status"
        onChange={(value) => onFilter({ status: value || null })}
        options={STATUS_OPTIONS}
      />
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Presentations, latest day first ({rows.length})</caption>
          <thead>
            <tr>
              <th scope="col">Presentation</th>
              <th scope="col">Day</th>
              <th scope="col">Time</th>
              <th scope="col">Family</th>
              <th scope="col">Child</th>
              <th scope="col">Enquiry</th>
              <th scope="col">Venue</th>
              <th scope="col">Status</th>
              <th scope="col">Outcome</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const awaiting = row.status === 'SCHEDULED' && row.scheduledDate < today;
              return (
                <tr key={row.presentationNo} className={awaiting ? 'table-warning' : undefined}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {row.presentationNo}
                  </th>
                  <td className="text-nowrap">{formatDate(row.scheduledDate)}</td>
                  <td>{row.scheduledTime}</td>
                  <td>{row.parentName}</td>
                  <td>{row.childName}</td>
                  <td className="text-nowrap">{row.enquiryNo || '—'}</td>
                  <td>{row.venue}</td>
                  <td>
                    {PRESENTATION_STATUS_LABELS[row.status]}
                    {awaiting && <span className="badge text-bg-warning ms-1">Outcome awaited</span>}
                  </td>
                  <td>{PRESENTATION_OUTCOMES.find((one) => one.value === row.outcome)?.label ?? ''}</td>
                  <td>
                    <Button size="sm" variant="outline-primary" onClick={() => onOpen(row.presentationNo)}>
                      Open {row.presentationNo}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
