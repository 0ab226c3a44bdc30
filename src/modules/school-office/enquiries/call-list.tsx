import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useCurrentScreen } from '../../../engine/current-screen';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { ENQUIRY_SOURCES, ENQUIRY_STATUS_LABELS, isFollowUpDue } from '../domain/enquiry-rules';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { todayOf, useAboutLabel } from './enquiry-format';
import { openColumn, type PeriodStatusListProps, StatusFilter, usePeriodStatusRead } from './period-status-list';

interface Props extends PeriodStatusListProps {
  dueOnly: boolean;
}

/** The enquiry list's columns (the class column named as the school calls it), due follow-ups marked. */
const callColumns = (
  about: string,
  today: string,
  onOpen: (enquiryNo: string) => void,
): ReadonlyArray<TableColumn<Enquiry>> => [
  { label: 'Enquiry', cell: (row) => row.enquiryNo, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (row) => formatDate(row.date), className: 'text-nowrap' },
  { label: 'Enquired by', cell: (row) => row.parentName },
  { label: 'Child', cell: (row) => row.childName },
  { label: 'Mobile', cell: (row) => row.phone },
  { label: about, cell: (row) => row.classSought },
  { label: 'Source', cell: (row) => ENQUIRY_SOURCES.find((one) => one.value === row.source)?.label ?? row.source },
  { label: 'Status', cell: (row) => ENQUIRY_STATUS_LABELS[row.status] },
  {
    label: 'Next follow-up',
    className: 'text-nowrap',
    cell: (row) => (
      <>
        {row.followUpDate ? formatDate(row.followUpDate) : '—'}
        {isFollowUpDue(row, today) && (
          <span className="badge text-bg-warning ms-1">{row.followUpDate < today ? 'Overdue' : 'Due today'}</span>
        )}
      </>
    ),
  },
  openColumn((row) => row.enquiryNo, onOpen),
];

/** The enquiries of the period (and every one whose follow-up is due), due follow-ups marked and filterable. */
export function CallList({ from, to, status, dueOnly, onFilter, onOpen }: Props) {
  const calls = usePeriodStatusRead<Enquiry[]>(FD_ROUTES.calls, { from, to, status });
  const allowed = useScreenPermission();
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
        <StatusFilter id="calls-status" labels={ENQUIRY_STATUS_LABELS} status={status} onFilter={onFilter} />
        <Form.Check
          className="mb-3"
          type="switch"
          id="calls-due"
          label={`Follow-ups due only (${due.length})`}
          checked={dueOnly}
          onChange={(event) => onFilter({ due: event.target.checked ? '1' : null })}
        />
      </div>
      <DataTable
        rows={rows}
        columns={callColumns(about, today, onOpen)}
        rowKey={(row) => row.enquiryNo}
        rowClassName={(row) => (isFollowUpDue(row, today) ? 'table-warning' : undefined)}
        caption={
          <>
            Enquiries, latest first ({rows.length} of {all.length}); {due.length} follow-up{due.length === 1 ? '' : 's'}{' '}
            due
          </>
        }
      />
    </PeriodListFrame>
  );
}
