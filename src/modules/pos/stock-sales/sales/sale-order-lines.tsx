import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { formatQuantity } from '../../../../lib/quantity/quantity';
import type { PendingOrderLine } from '../domain/sale-requirements';

interface Props {
  lines: readonly PendingOrderLine[];
  /** Why there are none at all (no sale orders in the product yet), or ''. */
  note: string;
  taken: ReadonlySet<string>;
  onAdd: (line: PendingOrderLine) => void;
}

const keyOf = (line: PendingOrderLine) => `${line.soid}|${line.sno}`;

const COLUMNS: ReadonlyArray<TableColumn<PendingOrderLine>> = [
  { label: 'Order', cell: (line) => `${line.sono} / ${line.sno}` },
  { label: 'Item', cell: (line) => line.itemname },
  { label: 'Pending', cell: (line) => formatQuantity(line.pending, line.um) },
  { label: 'In stock', cell: (line) => formatQuantity(line.available, line.um) },
];

/** The customer's pending sale-order lines (the requirements' `materials`), each added to the invoice once. */
export function SaleOrderLines({ lines, note, taken, onAdd }: Props) {
  const add: TableColumn<PendingOrderLine> = {
    label: 'Order actions',
    cell: (line) => (
      <Button
        size="sm"
        variant="outline-primary"
        disabled={taken.has(keyOf(line))}
        aria-label={`Add ${line.itemname} of ${line.sono}`}
        onClick={() => onAdd(line)}
      >
        Add
      </Button>
    ),
  };
  return (
    <section className="mb-3" aria-labelledby="order-lines-title">
      <h2 className="h6" id="order-lines-title">
        Pending sale-order lines
      </h2>
      <DataTable
        rows={lines}
        columns={[...COLUMNS, add]}
        rowKey={keyOf}
        caption="Pending sale-order lines"
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        empty={
          <p className="text-muted small">
            {note || 'This customer has no pending sale-order lines: add the items directly.'}
          </p>
        }
      />
    </section>
  );
}
