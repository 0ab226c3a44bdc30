import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { formatMoney, invoiceTotals } from './invoice-totals';
import { InvoiceTotalsTable } from './invoice-totals-table';
import type { Invoice, InvoiceParty } from './invoice-types';

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

type Item = Invoice['items'][number];

/** The item columns: the line number, the item, its quantity and unit price, and the line's amount. */
const columns = (money: (minor: number) => string, lines: readonly number[]): ReadonlyArray<TableColumn<Item>> => [
  { label: '#', cell: (_, index) => index + 1 },
  { label: 'Item', cell: (item) => item.name },
  { label: 'Quantity', cell: (item) => quantityFormat.format(item.unit), numeric: true },
  { label: 'Unit price', cell: (item) => money(toPaise(item.unitPrice)), numeric: true },
  { label: 'Amount', cell: (_, index) => money(lines[index] ?? 0), numeric: true },
];

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <Col sm={6}>
      <h2 className="h6 text-uppercase text-muted mb-1">{title}</h2>
      <p className="fw-bold mb-0">{party.name}</p>
      <address className="mb-0" style={{ whiteSpace: 'pre-line' }}>
        {party.address}
      </address>
    </Col>
  );
}

/** An invoice as it reads on screen and on paper: who bills whom, the items with their amounts, the totals. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const totals = invoiceTotals(invoice.items, invoice.vat);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <article className="invoice-document card card-body print-sheet print-a4" aria-labelledby="invoice-title">
      <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
        <div>
          <h1 id="invoice-title" className="h3 mb-1">
            Invoice {invoice.id}
          </h1>
          <InvoiceStatusBadge status={invoice.orderStatus} />
        </div>
        <dl className="row mb-0 small" style={{ minWidth: '16rem' }}>
          <dt className="col-6">Order number</dt>
          <dd className="col-6 mb-1">{invoice.orderNumber}</dd>
          <dt className="col-6">Order date</dt>
          <dd className="col-6 mb-1">{formatDate(invoice.orderDate)}</dd>
          <dt className="col-6">Currency</dt>
          <dd className="col-6 mb-1">{invoice.currency}</dd>
        </dl>
      </div>
      <Row className="mb-4 g-3">
        <Party title="Bill from" party={invoice.billFrom} />
        <Party title="Bill to" party={invoice.billTo} />
      </Row>
      <DataTable
        rows={invoice.items}
        columns={columns(money, totals.lines)}
        rowKey={(_, index) => index}
        caption={`Items of invoice ${invoice.id}`}
        captionPlacement="hidden"
        rowHeader={false}
      />
      <InvoiceTotalsTable totals={totals} currency={invoice.currency} vatPercent={String(invoice.vat)} />
    </article>
  );
}
