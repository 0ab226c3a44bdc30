import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { FieldFrame } from '../../../components/form/field-frame';
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

/** The list's columns: the invoice (opens it), order number, customer, date, status, total and Delete. */
const columns = (
  onOpen: (id: string) => void,
  onDelete: (invoice: Invoice) => void,
): ReadonlyArray<TableColumn<Invoice>> => [
  {
    label: 'Invoice',
    cell: (invoice) => (
      <Button variant="link" className="p-0 font-monospace" onClick={() => onOpen(invoice.id)}>
        {invoice.id}
      </Button>
    ),
  },
  { label: 'Order number', cell: (invoice) => invoice.orderNumber },
  { label: 'Bill to', cell: (invoice) => invoice.billTo.name },
  { label: 'Date', cell: (invoice) => formatDate(invoice.orderDate), className: 'text-nowrap' },
  { label: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.orderStatus} /> },
  {
    label: 'Total',
    cell: (invoice) => formatMoney(invoiceTotals(invoice.items, invoice.vat).total, invoice.currency),
    numeric: true,
    className: 'text-nowrap',
  },
  {
    label: 'Actions',
    hideLabel: true,
    className: 'text-end',
    cell: (invoice) => (
      <ScreenAction transaction="delete">
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Delete invoice ${invoice.id}`}
          onClick={() => onDelete(invoice)}
        >
          Delete
        </Button>
      </ScreenAction>
    ),
  },
];

/**
 * The company's invoices, newest first, searchable, each with its total in its currency; New and Delete as rights
 * allow.
 */
export function InvoiceList({ search, onSearch, onOpen }: Props) {
  const list = useInvoiceList();
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  // The address keeps the search (`?q=`); the box follows it when it changes from elsewhere (back and forward).
  const filters = useForm({ defaultValues: { search } });
  useEffect(() => {
    if (filters.getValues('search') !== search) filters.setValue('search', search);
  }, [filters, search]);
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
      <div style={{ maxWidth: '24rem' }}>
        <FieldFrame id="invoices-search" label="Search invoices">
          <InputGroup>
            <InputGroup.Text aria-hidden="true">
              <Search size={16} />
            </InputGroup.Text>
            <Form.Control
              id="invoices-search"
              type="search"
              placeholder="Id, order number, customer, status"
              {...filters.register('search', {
                onChange: (event: { target: { value: string } }) => onSearch(event.target.value),
              })}
            />
          </InputGroup>
        </FieldFrame>
      </div>
      {list.isPending ? (
        <Loading label="Loading the invoices…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          empty={<p>{search.trim() ? `No invoice matches “${search.trim()}”.` : 'There are no invoices yet.'}</p>}
          rows={rows}
          columns={columns(onOpen, setDeleting)}
          rowKey={(invoice) => invoice.id}
          caption={`${rows.length} ${rows.length === 1 ? 'invoice' : 'invoices'}`}
          captionPlacement="bottom"
          rowHeader={false}
          tableClassName="table table-sm table-hover align-middle"
        />
      )}
      {deleting && (
        <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      )}
    </section>
  );
}
