import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { TRANSFER_KINDS } from './transfer-kinds';
import { placeName, type TransferNames } from './transfer-names';
import type { TransferDocument as Transfer, TransferKind } from './transfer-types';

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
      <table className="table table-sm">
        <caption className="visually-hidden">Lines of {id}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col">Lots moved</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sno}>
              <td>{line.sno}</td>
              <td>{names.item(line.itemId)}</td>
              <td>
                {(line.lots ?? []).map((lot) => (
                  <div key={lot.gin}>
                    GIN {lot.gin}
                    {lot.batchNo && `, batch ${lot.batchNo}`}
                    {lot.expdate && `, expires ${formatDate(lot.expdate)}`}: {formatQuantity(lot.qty)}
                  </div>
                ))}
              </td>
              <td className="text-end">{formatQuantity(line.qty, names.unit(line.itemId))}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
