import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useCurrentScreen } from '../../../engine/current-screen';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { ENQUIRY_SOURCES, ENQUIRY_STATUS_LABELS, isFollowUpDue } from '../domain/enquiry-rules';
import type { Enquiry, EnquiryStatus } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryRead } from './enquiry-api';
import { todayOf, useAboutLabel, wireDay } from './enquiry-format';

interface Props {
  from: string;
  to: string;
  status: string;
  dueOnly: boolean;
  onFilter: (values: Record<string, string | null>) => void;
  onOpen: (enquiryNo: string) => void;
}

const STATUS_OPTIONS = (Object.entries(ENQUIRY_STATUS_LABELS) as Array<[EnquiryStatus, string]>).map(
  ([value, label]) => ({ value, label }),
);

/** The enquiries of the period (and every one whose follow-up is due), due follow-ups marked and filterable. */
export function CallList({ from, to, status, dueOnly, onFilter, onOpen }: Props) {
  const calls = useEnquiryRead<Enquiry[]>(FD_ROUTES.calls, {
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
  const title = useCurrentScreen()?.title ?? 'Calls';
  const { about } = useAboutLabel();
  const today = todayOf();
  const all = calls.data ?? [];
  const due = all.filter((row) => isFollowUpDue(row, today));
  const rows = dueOnly ? due : all;
  return (
    <PeriodListFrame
      title={title}
      idPrefix="calls"
      actions={allowed('create') && <Button onClick={() => onOpen('new')}>New enquiry</Button>}
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => onFilter({ from: nextFrom, to: nextTo })}
      query={calls}
      loadingLabel="Loading the enquiries…"
      emptyText="No enquiry in this period, and no follow-up is due."
      empty={all.length === 0}
    >
      <div className="d-flex flex-wrap align-items-end gap-3">
        <Field
          form={filters}
          name="status"
          id="calls-status"
          label="Status"
          choose="Every status"
          onChange={(value) => onFilter({ status: value || null })}
          options={STATUS_OPTIONS}
        />
        <Form.Check
          className="mb-3"
          type="switch"
          id="calls-due"
          label={`Follow-ups due only (${due.length})`}
          checked={dueOnly}
          onChange={(event) => onFilter({ due: event.target.checked ? '1' : null })}
        />
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">
            Enquiries, latest first ({rows.length} of {all.length}); {due.length} follow-up{due.length === 1 ? '' : 's'}{' '}
            due
          </caption>
          <thead>
            <tr>
              <th scope="col">Enquiry</th>
              <th scope="col">Date</th>
              <th scope="col">Enquired by</th>
              <th scope="col">Child</th>
              <th scope="col">Mobile</th>
              <th scope="col">{about}</th>
              <th scope="col">Source</th>
              <th scope="col">Status</th>
              <th scope="col">Next follow-up</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isDue = isFollowUpDue(row, today);
              return (
                <tr key={row.enquiryNo} className={isDue ? 'table-warning' : undefined}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {row.enquiryNo}
                  </th>
                  <td className="text-nowrap">{formatDate(row.date)}</td>
                  <td>{row.parentName}</td>
                  <td>{row.childName}</td>
                  <td>{row.phone}</td>
                  <td>{row.classSought}</td>
                  <td>{ENQUIRY_SOURCES.find((one) => one.value === row.source)?.label ?? row.source}</td>
                  <td>{ENQUIRY_STATUS_LABELS[row.status]}</td>
                  <td className="text-nowrap">
                    {row.followUpDate ? formatDate(row.followUpDate) : '—'}
                    {isDue && (
                      <span className="badge text-bg-warning ms-1">
                        {row.followUpDate < today ? 'Overdue' : 'Due today'}
                      </span>
                    )}
                  </td>
                  <td>
                    <Button size="sm" variant="outline-primary" onClick={() => onOpen(row.enquiryNo)}>
                      Open {row.enquiryNo}
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
