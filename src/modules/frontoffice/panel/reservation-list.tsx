import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { plannedNights } from '../domain/tariff';
import { useHeldForm } from '../shared/use-held-form';
import { RESERVATION_STATUS_LABELS, type ReservationRequirements, type ReservationRow } from './domain/panel-types';
import { useReservations } from './panel-api';
import { ReservationCancelDialog } from './reservation-cancel-dialog';

interface Props {
  requirements: ReservationRequirements;
  from: string;
  to: string;
  status: string;
  onFilter: (change: { from?: string; to?: string; status?: string }) => void;
  onNew: () => void;
  onModify: (reservationId: string) => void;
}

const STATUS_OPTIONS = Object.entries(RESERVATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** The reservation's columns: its guest, room, dates, rate and status, and the actions given last. */
const reservationColumns = (
  categoryName: (code: string) => string,
  actions: (row: ReservationRow) => ReactNode,
): TableColumn<ReservationRow>[] => [
  { label: 'Reservation', cell: (row) => row.reservationId },
  {
    label: 'Guest',
    cell: (row) => (
      <>
        {row.guestName}
        <span className="d-block small">{row.mobile}</span>
      </>
    ),
  },
  {
    label: 'Room',
    cell: (row) => (row.room ? `${row.room} (${categoryName(row.category)})` : `Any ${categoryName(row.category)}`),
  },
  { label: 'Arrival', cell: (row) => formatDate(row.arrival) },
  { label: 'Nights', cell: (row) => plannedNights(row.arrival, row.departure) },
  { label: 'Guests', cell: (row) => (row.children > 0 ? `${row.adults} + ${row.children}` : row.adults) },
  { label: 'Rate', cell: (row) => formatMoney(toPaise(row.roomRate)), numeric: true },
  {
    label: 'Status',
    cell: (row) => (
      <>
        {RESERVATION_STATUS_LABELS[row.status]}
        {row.stayNo && <span className="d-block small">{row.stayNo}</span>}
        {row.cancelReason && <span className="d-block small">{row.cancelReason}</span>}
      </>
    ),
  },
  { label: 'Actions', headClassName: 'list-actions-head', className: 'list-row-actions', cell: actions },
];

/** The reservations arriving in a date range (and of a status), with modify and cancel on the booked ones. */
export function ReservationList({ requirements, from, to, status, onFilter, onNew, onModify }: Props) {
  const rows = useReservations(from, to, status);
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<ReservationRow | null>(null);
  const filters = useHeldForm({ from, to, status });
  const categoryName = (code: string) => requirements.categories.find((one) => one.code === code)?.name ?? code;
  const columns = reservationColumns(
    categoryName,
    (row) =>
      row.status === 'BOOKED' && (
        <div className="d-flex flex-wrap gap-1">
          {allowed('modify') && (
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={`Modify ${row.reservationId}`}
              onClick={() => onModify(row.reservationId)}
            >
              Modify
            </Button>
          )}
          {allowed('delete') && (
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Cancel ${row.reservationId}`}
              onClick={() => setCancelling(row)}
            >
              Cancel
            </Button>
          )}
        </div>
      ),
  );
  /** An arrival date box; a date cleared is not taken. */
  const arrivalField = (name: 'from' | 'to', label: string) => (
    <Field
      form={filters.form}
      name={name}
      id={`fo-rsv-${name}`}
      label={label}
      type="date"
      onChange={filters.handTo(name, (value) => {
        if (value) onFilter(name === 'from' ? { from: value } : { to: value });
      })}
      className="mb-0"
    />
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        {arrivalField('from', 'Arriving from')}
        {arrivalField('to', 'Arriving to')}
        <Field
          form={filters.form}
          name="status"
          id="fo-rsv-status"
          label="Status"
          options={STATUS_OPTIONS}
          choose="Any status"
          onChange={filters.handTo('status', (value) => onFilter({ status: value }))}
          className="mb-0"
        />
        {allowed('create') && <Button onClick={onNew}>New reservation</Button>}
      </div>
      {rows.error && <LoadFailed message={toApiError(rows.error).message} onRetry={() => void rows.refetch()} />}
      {rows.isPending && <Loading label="Loading the reservations…" />}
      {rows.data && (
        <DataTable
          rows={rows.data}
          columns={columns}
          rowKey={(row) => row.reservationId}
          caption={`Reservations arriving ${formatDate(from)} to ${formatDate(to)} (${rows.data.length})`}
          empty={<p>No reservation arrives in these dates.</p>}
          cards
        />
      )}
      {cancelling && <ReservationCancelDialog reservation={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
