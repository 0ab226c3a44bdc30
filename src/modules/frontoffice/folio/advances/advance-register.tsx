import { format } from 'date-fns';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { formatDate } from '../../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { MODE_LABELS, type AdvanceRow, type MoneyInput } from '../domain/folio-types';
import { useAdvances } from '../folio-api';

interface Props {
  /** May print the first copy (7) / a later copy (8). */
  mayPrint: boolean;
  mayReprint: boolean;
  onPrint: (row: AdvanceRow) => void;
  printing: boolean;
}

const today = () => format(new Date(), 'yyyy-MM-dd');

/** Advances received and refunded between two dates, with their totals and each receipt's print or reprint. */
export function AdvanceRegister({ mayPrint, mayReprint, onPrint, printing }: Props) {
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const wrongWay = from !== '' && to !== '' && to < from;
  const advances = useAdvances(from, wrongWay ? from : to);
  const rows = advances.data ?? [];
  const received = sumPaise(rows.filter((row) => row.line.kind === 'ADVANCE').map((row) => toPaise(row.line.amount)));
  const refunded = sumPaise(rows.filter((row) => row.line.kind === 'REFUND').map((row) => toPaise(row.line.amount)));
  return (
    <section aria-labelledby="advance-register-title" className="p-2 p-md-3">
      <h2 id="advance-register-title" className="h5">
        Advances received and refunded
      </h2>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Form.Group controlId="advances-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Form.Group>
        <Form.Group controlId="advances-to">
          <Form.Label>To</Form.Label>
          <Form.Control
            type="date"
            value={to}
            isInvalid={wrongWay}
            aria-describedby={wrongWay ? 'advances-to-error' : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
          {wrongWay && (
            <Form.Control.Feedback type="invalid" id="advances-to-error">
              The end is before the start
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </div>
      {advances.isPending && <Spinner animation="border" size="sm" role="status" aria-label="Loading the advances" />}
      {advances.isError && <Alert variant="danger">{advances.error.message}</Alert>}
      {advances.data && rows.length === 0 && <p>No advance was received or refunded in these days.</p>}
      {rows.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Advances received and refunded</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Number</th>
                <th scope="col">Room</th>
                <th scope="col">Guest</th>
                <th scope="col">Mode</th>
                <th scope="col" className="text-end">
                  Received
                </th>
                <th scope="col" className="text-end">
                  Refunded
                </th>
                <th scope="col" className="d-print-none">
                  Receipt
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const { line } = row;
                const allowed = row.printCount === 0 ? mayPrint : mayReprint;
                return (
                  <tr key={line.id}>
                    <td className="text-nowrap">{formatDate(line.dat)}</td>
                    <td className="text-nowrap">{line.reference}</td>
                    <td>{line.room}</td>
                    <td>{row.guestName}</td>
                    <td>{MODE_LABELS[line.head as MoneyInput['mode']] ?? line.head}</td>
                    <td className="text-end text-nowrap">
                      {line.kind === 'ADVANCE' ? formatMoney(toPaise(line.amount)) : ''}
                    </td>
                    <td className="text-end text-nowrap">
                      {line.kind === 'REFUND' ? formatMoney(toPaise(line.amount)) : ''}
                    </td>
                    <td className="d-print-none">
                      {allowed && (
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          disabled={printing}
                          onClick={() => onPrint(row)}
                          aria-label={`${row.printCount === 0 ? 'Print' : 'Reprint'} ${line.reference}`}
                        >
                          {row.printCount === 0 ? 'Print' : 'Reprint'}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="fw-bold">
                <th scope="row" colSpan={5}>
                  {`Total (net ${formatMoney(received - refunded)})`}
                </th>
                <td className="text-end text-nowrap">{formatMoney(received)}</td>
                <td className="text-end text-nowrap">{formatMoney(refunded)}</td>
                <td className="d-print-none" />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
