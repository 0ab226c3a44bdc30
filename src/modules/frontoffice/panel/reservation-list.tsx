import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { plannedNights } from '../domain/tariff';
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

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        size="sm"
        type="date"
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </Form.Group>
  );
}

/** The reservations arriving in a date range (and of a status), with modify and cancel on the booked ones. */
export function ReservationList({ requirements, from, to, status, onFilter, onNew, onModify }: Props) {
  const rows = useReservations(from, to, status);
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<ReservationRow | null>(null);
  const categoryName = (code: string) => requirements.categories.find((one) => one.code === code)?.name ?? code;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <DateFilter
          id="fo-rsv-from"
          label="Arriving from"
          value={from}
          onChange={(value) => onFilter({ from: value })}
        />
        <DateFilter id="fo-rsv-to" label="Arriving to" value={to} onChange={(value) => onFilter({ to: value })} />
        <Form.Group controlId="fo-rsv-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select size="sm" value={status} onChange={(event) => onFilter({ status: event.target.value })}>
            <option value="">Any status</option>
            {Object.entries(RESERVATION_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {allowed('create') && <Button onClick={onNew}>New reservation</Button>}
      </div>
      {rows.error && <LoadFailed message={toApiError(rows.error).message} onRetry={() => void rows.refetch()} />}
      {rows.isPending && <Loading label="Loading the reservations…" />}
      {rows.data && rows.data.length === 0 && <p>No reservation arrives in these dates.</p>}
      {rows.data && rows.data.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="caption-top">{`Reservations arriving ${formatDate(from)} to ${formatDate(to)} (${rows.data.length})`}</caption>
            <thead>
              <tr>
                <th scope="col">Reservation</th>
                <th scope="col">Guest</th>
                <th scope="col">Room</th>
                <th scope="col">Arrival</th>
                <th scope="col">Nights</th>
                <th scope="col">Guests</th>
                <th scope="col" className="text-end">
                  Rate
                </th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((row) => (
                <tr key={row.reservationId}>
                  <th scope="row">{row.reservationId}</th>
                  <td>
                    {row.guestName}
                    <span className="d-block small">{row.mobile}</span>
                  </td>
                  <td>
                    {row.room ? `${row.room} (${categoryName(row.category)})` : `Any ${categoryName(row.category)}`}
                  </td>
                  <td>{formatDate(row.arrival)}</td>
                  <td>{plannedNights(row.arrival, row.departure)}</td>
                  <td>{row.children > 0 ? `${row.adults} + ${row.children}` : row.adults}</td>
                  <td className="text-end">{formatMoney(toPaise(row.roomRate))}</td>
                  <td>
                    {RESERVATION_STATUS_LABELS[row.status]}
                    {row.stayNo && <span className="d-block small">{row.stayNo}</span>}
                    {row.cancelReason && <span className="d-block small">{row.cancelReason}</span>}
                  </td>
                  <td>
                    {row.status === 'BOOKED' && (
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelling && <ReservationCancelDialog reservation={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
