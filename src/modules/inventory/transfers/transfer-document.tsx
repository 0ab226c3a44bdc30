import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { TRANSFER_KINDS } from './transfer-kinds';
import { placeName, type TransferNames } from './transfer-names';
import type { TransferDocument as Transfer, TransferKind, TransferLine } from './transfer-types';

/** A line: its number, the item by name, each lot moved (GIN, batch, expiry, quantity), the quantity in its unit. */
const lineColumns = (names: TransferNames): TableColumn<TransferLine>[] => [
  { label: '#', cell: (line) => line.sno },
  { label: 'Item', cell: (line) => names.item(line.itemId) },
  {
    label: 'Lots moved',
    cell: (line) =>
      (line.lots ?? []).map((lot) => (
        <div key={lot.gin}>
          GIN {lot.gin}
          {lot.batchNo && `, batch ${lot.batchNo}`}
          {lot.expdate && `, expires ${formatDate(lot.expdate)}`}: {formatQuantity(lot.qty)}
        </div>
      )),
  },
  { label: 'Quantity', cell: (line) => formatQuantity(line.qty, names.unit(line.itemId)), numeric: true },
];

interface Props {
  kind: TransferKind;
  transfer: Transfer;
  company: string;
  names: TransferNames;
}

/**
 * A transfer as it reads on screen and on paper: both places by name, each item by name with the lots moved,
 * signatures.
 */
export function TransferDocument({ kind, transfer, company, names }: Props) {
  const { header, lines } = transfer;
  const id = header.recordId;
  return (
    <article className="voucher-document" aria-labelledby="transfer-title">
      <p className="fw-bold mb-0">{company}</p>
      <h2 id="transfer-title" className="h4">
        {TRANSFER_KINDS[kind].noun} {id}
        {header.status === 'Cancelled' && <span className="badge text-bg-danger ms-2">Cancelled</span>}
      </h2>
      <dl className="voucher-facts">
        <dt>Date</dt>
        <dd>{formatDate(header.dat)}</dd>
        <dt>From</dt>
        <dd>{placeName(names, header.fromStore, header.fromBranch)}</dd>
        <dt>To</dt>
        <dd>{placeName(names, header.toStore, header.toBranch)}</dd>
        {header.descriptio && (
          <>
            <dt>Description</dt>
            <dd>{header.descriptio}</dd>
          </>
        )}
      </dl>
      <DataTable
        rows={lines}
        columns={lineColumns(names)}
        rowKey={(line) => line.sno}
        caption={`Lines of ${id}`}
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        responsive={false}
      />
      <p className="text-muted small">
        Entered by {header.createdBy} on {formatDateTime(header.createdAt)}
        {header.cancelledBy && `, cancelled by ${header.cancelledBy} on ${formatDateTime(header.cancelledAt)}`}. Printed{' '}
        {header.printCount} {header.printCount === 1 ? 'time' : 'times'}.
      </p>
      <div className="voucher-signatures d-none d-print-flex">
        <span>Issued by</span>
        <span>Received by</span>
        <span>Authorised signatory</span>
      </div>
    </article>
  );
}
