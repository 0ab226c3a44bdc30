import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
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

/** The presentation list's columns: those whose outcome is awaited are marked, each row's Open button last. */
const presentationColumns = (
  isAwaited: (row: Presentation) => boolean,
  onOpen: (presentationNo: string) => void,
): ReadonlyArray<TableColumn<Presentation>> => [
  { label: 'Presentation', cell: (row) => row.presentationNo, className: 'fw-normal text-nowrap' },
  { label: 'Day', cell: (row) => formatDate(row.scheduledDate), className: 'text-nowrap' },
  { label: 'Time', cell: (row) => row.scheduledTime },
  { label: 'Family', cell: (row) => row.parentName },
  { label: 'Child', cell: (row) => row.childName },
  { label: 'Enquiry', cell: (row) => row.enquiryNo || '—', className: 'text-nowrap' },
  { label: 'Venue', cell: (row) => row.venue },
  {
    label: 'Status',
    cell: (row) => (
      <>
        {PRESENTATION_STATUS_LABELS[row.status]}
        {isAwaited(row) && <span className="badge text-bg-warning ms-1">Outcome awaited</span>}
      </>
    ),
  },
  { label: 'Outcome', cell: (row) => PRESENTATION_OUTCOMES.find((one) => one.value === row.outcome)?.label ?? '' },
  {
    label: 'Actions',
    hideLabel: true,
    cell: (row) => (
      <Button size="sm" variant="outline-primary" onClick={() => onOpen(row.presentationNo)}>
        Open {row.presentationNo}
      </Button>
    ),
  },
];

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
  const isAwaited = (row: Presentation) => row.status === 'SCHEDULED' && row.scheduledDate < today;
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
      <DataTable
        rows={rows}
        columns={presentationColumns(isAwaited, onOpen)}
        rowKey={(row) => row.presentationNo}
        rowClassName={(row) => (isAwaited(row) ? 'table-warning' : undefined)}
        caption={`Presentations, latest day first (${rows.length})`}
      />
    </PeriodListFrame>
  );
}
