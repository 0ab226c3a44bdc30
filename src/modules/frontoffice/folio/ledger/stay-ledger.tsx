import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { useSession } from '../../../../lib/session/session-store';
import type { OpenStay } from '../../domain/shared-endpoints';
import { useFolio } from '../../shared/use-stays';
import { FolioTotals } from './folio-totals';
import { LedgerTable } from './ledger-table';

const STATUS_WORDS: Record<OpenStay['status'], string> = {
  IN_HOUSE: 'In house',
  CHECKOUT_PENDING: 'Final bill prepared',
  CHECKED_OUT: 'Checked out',
  CANCELLED: 'Cancelled',
};

/** One stay's folio: who and when, the lines with the running balance, the totals; printed with the print right. */
export function StayLedger({ stay }: { stay: OpenStay }) {
  const folio = useFolio(stay.stayNo);
  const allowed = useScreenPermission();
  const session = useSession();
  if (folio.isPending) return <Spinner animation="border" size="sm" role="status" aria-label="Loading the folio" />;
  if (folio.isError) return <Alert variant="danger">{folio.error.message}</Alert>;
  if (!folio.data) return <Alert variant="warning">{`There is no folio ${stay.stayNo}.`}</Alert>;
  const { lines } = folio.data;
  const context = {
    company: session?.addr.company ?? '',
    title: `Guest folio ${stay.stayNo}, room ${stay.room}`,
    period: `${stay.guestName}, ${formatDate(stay.arrival.slice(0, 10))} to ${formatDate(stay.departure)}`,
  };
  return (
    <section aria-label={`Folio ${stay.stayNo}`}>
      <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between mb-2">
        <dl className="row small mb-0 flex-grow-1">
          <dt className="col-5 col-sm-3 col-lg-2">Check-in</dt>
          <dd className="col-7 col-sm-3 col-lg-4">{stay.stayNo}</dd>
          <dt className="col-5 col-sm-3 col-lg-2">Status</dt>
          <dd className="col-7 col-sm-3 col-lg-4">{STATUS_WORDS[stay.status]}</dd>
          <dt className="col-5 col-sm-3 col-lg-2">Arrival</dt>
          <dd className="col-7 col-sm-3 col-lg-4">{formatDate(stay.arrival.slice(0, 10))}</dd>
          <dt className="col-5 col-sm-3 col-lg-2">Departure</dt>
          <dd className="col-7 col-sm-3 col-lg-4">{formatDate(stay.departure)}</dd>
        </dl>
        {allowed('print') && (
          <Button variant="outline-primary" className="d-print-none" onClick={() => window.print()}>
            Print folio
          </Button>
        )}
      </div>
      <LedgerTable context={context} lines={lines} />
      <FolioTotals lines={lines} />
    </section>
  );
}
