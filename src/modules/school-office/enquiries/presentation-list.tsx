import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { PRESENTATION_OUTCOMES, PRESENTATION_STATUS_LABELS } from '../domain/enquiry-rules';
import type { Presentation } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { todayOf } from './enquiry-format';
import { openColumn, type PeriodStatusListProps, StatusFilter, usePeriodStatusRead } from './period-status-list';

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
  openColumn((row) => row.presentationNo, onOpen),
];

/** The presentations taking place in the period; those still scheduled for a past day are marked for their outcome. */
export function PresentationList({ from, to, status, onFilter, onOpen }: PeriodStatusListProps) {
  const list = usePeriodStatusRead<Presentation[]>(FD_ROUTES.presentations, { from, to, status });
  const allowed = useScreenPermission();
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
      <StatusFilter id="presentations-status" labels={PRESENTATION_STATUS_LABELS} status={status} onFilter={onFilter} />
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
