import { Search } from 'lucide-react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { useInvoiceList } from './invoice-api';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { formatMoney, invoiceTotals } from './invoice-totals';
import type { Invoice } from './invoice-types';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  onOpen: (id: string) => void;
}

/** Does the invoice's id, order number, customer or status contain the search words? */
function matches(invoice: Invoice, search: string): boolean {
  const haystack = [invoice.id, invoice.orderNumber, invoice.billTo.name, invoice.orderStatus, invoice.currency]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/**
 * The company's invoices, newest first, searchable, each with its total in its currency; New and Delete as rights
 * allow.
 */
export function InvoiceList({ search, onSearch, onOpen }: Props) {
  const list = useInvoiceList();
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const rows = (list.data ?? []).filter((invoice) => matches(invoice, search.trim()));
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Invoices
        </h1>
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New invoice</Button>
        </ScreenAction>
      </div>
      <Form.Group controlId="invoices-search" className="mb-3" style={{ maxWidth: '24rem' }}>
        <Form.Label>Search invoices</Form.Label>
        <InputGroup>
          <InputGroup.Text aria-hidden="true">
            <Search size={16} />
          </InputGroup.Text>
          <Form.Control
            type="search"
            value={search}
            placeholder="Id, order number, customer, status"
            onChange={(event) => onSearch(event.target.value)}
          />
        </InputGroup>
      </Form.Group>
      {list.isPending ? (
        <Loading label="Loading the invoices…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>{search.trim() ? `No invoice matches “${search.trim()}”.` : 'There are no invoices yet.'}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-hover align-middle">
            <caption>
              {rows.length} {rows.length === 1 ? 'invoice' : 'invoices'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Order number</th>
                <th scope="col">Bill to</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    <Button variant="link" className="p-0 font-monospace" onClick={() => onOpen(invoice.id)}>
                      {invoice.id}
                    </Button>
                  </td>
                  <td>{invoice.orderNumber}</td>
                  <td>{invoice.billTo.name}</td>
                  <td className="text-nowrap">{formatDate(invoice.orderDate)}</td>
                  <td>
                    <InvoiceStatusBadge status={invoice.orderStatus} />
                  </td>
                  <td className="text-end text-nowrap">
                    {formatMoney(invoiceTotals(invoice.items, invoice.vat).total, invoice.currency)}
                  </td>
                  <td className="text-end">
                    <ScreenAction transaction="delete">
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`Delete invoice ${invoice.id}`}
                        onClick={() => setDeleting(invoice)}
                      >
                        Delete
                      </Button>
                    </ScreenAction>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && (
        <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      )}
    </section>
  );
}
