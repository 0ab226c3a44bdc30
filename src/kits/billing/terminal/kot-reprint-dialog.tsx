import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Loading, LoadFailed } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-format';
import type { KotTicket } from '../domain/order-types';
import { useBillingApi } from '../billing-api';
import { kotEntries } from './kot-reprint';
import { useTableKots } from './use-table-kots';

interface Props {
  outlet: string;
  tableNo: string;
  tableName: string;
  onReprinted: (tickets: KotTicket[]) => void;
  onCancel: () => void;
}

/**
 * The open table's KOTs by number; Reprint sends one KOT's slips to the kitchen again (counted and logged by the
 * server, marked REPRINT).
 */
export function KotReprintDialog({ outlet, tableNo, tableName, onReprinted, onCancel }: Props) {
  const kots = useTableKots(outlet, tableNo);
  const busy = useRef(false);
  const api = useBillingApi();
  const [working, setWorking] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reprint = async (kotNo: number) => {
    if (busy.current) return; // a double click reprints once
    busy.current = true;
    setWorking(kotNo);
    setRefusal(null);
    try {
      const answer = await api.kotReprint(kotNo, outlet);
      onReprinted(Array.isArray(answer.tickets) ? (answer.tickets as KotTicket[]) : []);
    } catch (error) {
      setRefusal(toApiError(error).message);
      busy.current = false;
      setWorking(null);
    }
  };
  const entries = kotEntries(kots.data ?? []);
  return (
    <Modal show onHide={onCancel} aria-labelledby="kot-reprint-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="kot-reprint-title" className="h5 text-break">
          Reprint a KOT of {tableName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        {kots.isError ? (
          <LoadFailed message={toApiError(kots.error).message} onRetry={() => void kots.refetch()} />
        ) : kots.isPending ? (
          <Loading label="Loading the table's KOTs…" />
        ) : entries.length === 0 ? (
          <p>The server has no KOT of this table yet.</p>
        ) : (
          <div className="list-cards">
            <table className="table table-sm align-middle mb-0">
              <caption className="visually-hidden">KOTs of {tableName}</caption>
              <thead>
                <tr>
                  <th scope="col">KOT</th>
                  <th scope="col">Time</th>
                  <th scope="col">Kitchens</th>
                  <th scope="col" className="text-end">
                    Lines
                  </th>
                  <th scope="col" className="text-end">
                    Copies
                  </th>
                  <th scope="col" className="list-actions-head">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.kotNo}>
                    <th scope="row" data-label="KOT">
                      {entry.kotNo}
                    </th>
                    <td data-label="Time">{formatDateTime(entry.time)}</td>
                    <td data-label="Kitchens">{entry.kitchens.join(', ')}</td>
                    <td data-label="Lines" className="text-end">
                      {entry.lines}
                    </td>
                    <td data-label="Copies" className="text-end">
                      {entry.printCount}
                    </td>
                    <td className="list-row-actions">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        disabled={working !== null}
                        onClick={() => void reprint(entry.kotNo)}
                      >
                        {working === entry.kotNo ? `Reprinting KOT ${entry.kotNo}…` : `Reprint KOT ${entry.kotNo}`}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
