import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { OrderLine } from '../domain/order-types';

interface Props {
  lines: readonly OrderLine[];
  count: number;
  shares: Readonly<Record<string, readonly string[]>>;
  problems: readonly string[];
  onCount: (count: number) => void;
  onShare: (lineId: string, bill: number, text: string) => void;
}

/** Each line's item and the quantity ordered, before its share on each bill. */
const LINE_COLUMNS: ReadonlyArray<TableColumn<OrderLine>> = [
  { label: 'Item', cell: (line) => line.itemName, className: 'fw-normal' },
  { label: 'Ordered', cell: (line) => line.qty, numeric: true },
];

/** Split by items: each line's quantity shared over bills 1, 2, 3...; every problem shown at once below. */
export function SplitByItems({ lines, count, shares, problems, onCount, onShare }: Props) {
  const bills = Array.from({ length: count }, (_, bill) => bill);
  return (
    <section aria-labelledby="bill-split-title" className="mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id="bill-split-title" className="h6 mb-0 me-auto">
          Split by items into {count} bills
        </h3>
        <Button size="sm" variant="outline-secondary" onClick={() => onCount(count + 1)} disabled={count >= 8}>
          Add a bill
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => onCount(count - 1)} disabled={count <= 2}>
          Remove the last bill
        </Button>
      </div>
      <DataTable
        rows={lines}
        columns={[
          ...LINE_COLUMNS,
          ...bills.map(
            (bill): TableColumn<OrderLine> => ({
              label: `Bill ${bill + 1}`,
              cell: (line) => (
                <Form.Control
                  size="sm"
                  inputMode="decimal"
                  aria-label={`${line.itemName} on bill ${bill + 1}`}
                  value={shares[line.lineId]?.[bill] ?? ''}
                  onChange={(event) => onShare(line.lineId, bill, event.target.value)}
                  style={{ maxWidth: '6rem' }}
                />
              ),
            }),
          ),
        ]}
        rowKey={(line) => line.lineId}
        caption="Quantity of each item on each bill"
        captionPlacement="hidden"
      />
      {problems.length > 0 && (
        <ul className="text-danger small" aria-label="Split problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
