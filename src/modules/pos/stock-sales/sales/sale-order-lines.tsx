import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatQuantity } from '../../../../lib/quantity/quantity';
import type { PendingOrderLine } from '../domain/sale-requirements';

interface Props {
  lines: readonly PendingOrderLine[];
  /** Why there are none at all (no sale orders in the product yet), or ''. */
  note: string;
  taken: ReadonlySet<string>;
  onAdd: (line: PendingOrderLine) => void;
}

/** The customer's pending sale-order lines (the requirements' `materials`), each added to the invoice once. */
export function SaleOrderLines({ lines, note, taken, onAdd }: Props) {
  return (
    <section className="mb-3" aria-labelledby="order-lines-title">
      <h2 className="h6" id="order-lines-title">
        Pending sale-order lines
      </h2>
      {lines.length === 0 ? (
        <p className="text-muted small">
          {note || 'This customer has no pending sale-order lines: add the items directly.'}
        </p>
      ) : (
        <Table size="sm" responsive>
          <thead>
            <tr>
              {['Order', 'Item', 'Pending', 'In stock', 'Order actions'].map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const key = `${line.soid}|${line.sno}`;
              return (
                <tr key={key}>
                  <td>{`${line.sono} / ${line.sno}`}</td>
                  <td>{line.itemname}</td>
                  <td>{formatQuantity(line.pending, line.um)}</td>
                  <td>{formatQuantity(line.available, line.um)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={taken.has(key)}
                      aria-label={`Add ${line.itemname} of ${line.sono}`}
                      onClick={() => onAdd(line)}
                    >
                      Add
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </section>
  );
}
