import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { TableColumn } from '../../../../components/data-table';
import { AuditTable } from '../audit-table';
import type { AuditNightRow, AuditNoShowRow, AuditStayRow, NightAuditView } from '../domain/audit-types';

const money = (rupees: number) => formatMoney(toPaise(rupees));

/** The nights to post, totalled below. */
const nightColumns = (totals: NightAuditView['totals']): TableColumn<AuditNightRow>[] => [
  { label: 'Room', cell: (row) => row.room, total: 'Total' },
  { label: 'Guest', cell: (row) => row.guestName },
  { label: 'Night', cell: (row) => formatDate(row.night) },
  { label: 'Tariff', cell: (row) => money(row.amount), numeric: true, total: money(totals.amount) },
  { label: 'GST', cell: (row) => `${row.percent} %`, numeric: true },
  { label: 'CGST', cell: (row) => money(row.cgst), numeric: true, total: money(totals.cgst) },
  { label: 'SGST', cell: (row) => money(row.sgst), numeric: true, total: money(totals.sgst) },
  { label: 'Total', cell: (row) => money(row.total), numeric: true, total: money(totals.total) },
];

const STAY_COLUMNS: TableColumn<AuditStayRow>[] = [
  { label: 'Room', cell: (row) => row.room },
  { label: 'Guest', cell: (row) => row.guestName },
  { label: 'Stay', cell: (row) => row.stayNo },
  { label: 'Departure', cell: (row) => formatDate(row.departure) },
];

const NO_SHOW_COLUMNS: TableColumn<AuditNoShowRow>[] = [
  { label: 'Reservation', cell: (row) => row.reservationId },
  { label: 'Guest', cell: (row) => row.guestName },
  { label: 'Mobile', cell: (row) => row.mobile },
  { label: 'Room or category', cell: (row) => row.room || row.category },
  { label: 'Arrival', cell: (row) => formatDate(row.arrival) },
];

/**
 * What the audit posts (the nights with their tariff and taxes, totalled) and what it lists: house guests, no-shows,
 * rooms due out.
 */
export function NightAuditTables({ view }: { view: NightAuditView }) {
  const { totals } = view;
  return (
    <>
      <h2 className="h5 mt-4">Room nights to post</h2>
      {view.nights.length === 0 ? (
        <p>No room night is left to post for this date.</p>
      ) : (
        <>
          <p>{`${totals.nights} night${totals.nights === 1 ? '' : 's'} in ${totals.rooms} room${totals.rooms === 1 ? '' : 's'}, ${money(totals.total)} with GST.`}</p>
          <AuditTable
            label="Room nights to post"
            columns={nightColumns(totals)}
            rows={view.nights}
            rowKey={(row) => `${row.stayNo}|${row.night}`}
          />
        </>
      )}
      {view.untariffed.length > 0 && (
        <>
          <h2 className="h5 mt-4">Without a tariff (not posted)</h2>
          <AuditTable
            label="Stays without a tariff"
            columns={STAY_COLUMNS}
            rows={view.untariffed}
            rowKey={(row) => row.stayNo}
          />
        </>
      )}
      <h2 className="h5 mt-4">House guests (no tariff)</h2>
      {view.houseGuests.length === 0 ? (
        <p>No house guests.</p>
      ) : (
        <AuditTable label="House guests" columns={STAY_COLUMNS} rows={view.houseGuests} rowKey={(row) => row.stayNo} />
      )}
      <h2 className="h5 mt-4">No-shows</h2>
      {view.noShows.length === 0 ? (
        <p>Every reservation due has arrived.</p>
      ) : (
        <>
          <p>The audit marks these reservations as no-shows.</p>
          <AuditTable
            label="No-shows"
            columns={NO_SHOW_COLUMNS}
            rows={view.noShows}
            rowKey={(row) => row.reservationId}
          />
        </>
      )}
      <h2 className="h5 mt-4">Due out, not left</h2>
      {view.dueOuts.length === 0 ? (
        <p>No room due out is still occupied.</p>
      ) : (
        <AuditTable label="Due out, not left" columns={STAY_COLUMNS} rows={view.dueOuts} rowKey={(row) => row.stayNo} />
      )}
    </>
  );
}
