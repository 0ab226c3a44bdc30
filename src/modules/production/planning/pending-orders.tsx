import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { usePendingOrders, type PendingOrderLine } from './mass-plan-api';

const lineKey = (line: PendingOrderLine) => `${line.soid}|${line.sno}`;

/** Approved sale-order lines still to make (none already in a running batch); the chosen ones join the plan. */
export function PendingOrders({
  taken,
  onAdd,
  onClose,
}: {
  taken: ReadonlySet<string>;
  onAdd: (lines: PendingOrderLine[]) => void;
  onClose: () => void;
}) {
  const pending = usePendingOrders(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  if (pending.error)
    return <LoadFailed message={toApiError(pending.error).message} onRetry={() => void pending.refetch()} />;
  if (!pending.data) return <Loading label="Loading the pending order lines…" />;
  const open = pending.data.filter((line) => !taken.has(lineKey(line)));
  const toggle = (key: string) =>
    setChosen((before) =>
      before.has(key) ? new Set([...before].filter((one) => one !== key)) : new Set([...before, key]),
    );
  return (
    <section aria-label="Pending order lines" className="border rounded p-3 mb-3">
      <h2 className="h6">Pending order lines</h2>
      {open.length === 0 ? (
        <p>No approved order line is waiting to be planned.</p>
      ) : (
        <table className="table table-sm align-middle" aria-label="Order lines to plan">
          <thead>
            <tr>
              <th scope="col">Add</th>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">
                Pending
              </th>
            </tr>
          </thead>
          <tbody>
            {open.map((line) => (
              <tr key={lineKey(line)}>
                <td>
                  <Form.Check
                    aria-label={`Add ${line.seq} line ${line.sno}: ${line.itemname}`}
                    checked={chosen.has(lineKey(line))}
                    onChange={() => toggle(lineKey(line))}
                  />
                </td>
                <td>{line.seq}</td>
                <td>{line.partyname}</td>
                <td>{line.itemname}</td>
                <td className="text-end">{formatQuantity(line.pending, line.um)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="d-flex gap-2">
        <Button disabled={chosen.size === 0} onClick={() => onAdd(open.filter((line) => chosen.has(lineKey(line))))}>
          Add chosen lines
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}
