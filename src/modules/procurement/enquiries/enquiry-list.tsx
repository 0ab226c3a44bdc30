import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, statusLabel } from '../domain/approval-status';
import { useEnquiryList } from './enquiry-api';
import { EnquiryRowActions } from './enquiry-row-actions';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onShow: (recordId: number, view: 'print' | 'mail') => void;
}

/** The enquiries of a period (kept in the URL): one per supplier, with status, copies and actions. */
export function EnquiryList({ from, to, onPeriod, onNew, onShow }: Props) {
  const list = useEnquiryList(from, to);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Purchase enquiries
        </h1>
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New enquiry</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="enquiries-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={from} max={to} onChange={(event) => event.target.value && onPeriod(event.target.value, to)} />
        </Form.Group>
        <Form.Group controlId="enquiries-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={to} min={from} onChange={(event) => event.target.value && onPeriod(from, event.target.value)} />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label="Loading purchase enquiries…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no purchase enquiries in this period.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>
              {rows.length} {rows.length === 1 ? 'enquiry' : 'enquiries'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">Supplier</th>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">Copies</th>
                <th scope="col" className="list-actions-head">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recordId} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
                  <th scope="row" data-label="Number">{row.seq}</th>
                  <td data-label="Date">{formatDate(row.dat)}</td>
                  <td data-label="Supplier">{row.vendorname}</td>
                  <td data-label="Address">{[row.addr, row.city].filter(Boolean).join(', ')}</td>
                  <td data-label="Status">{statusLabel('enquiry', row.pos)}</td>
                  <td data-label="Copies" className="text-end">{row.printCount + row.mailCount}</td>
                  <td data-label="Actions" className="list-row-actions">
                    <EnquiryRowActions row={row} onShow={onShow} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
