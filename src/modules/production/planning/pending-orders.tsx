import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { usePendingOrders, type PendingOrderLine } from './mass-plan-api';

const lineKey = (line: PendingOrderLine) => `${line.soid}|${line.sno}`;

const COLUMNS: ReadonlyArray<TableColumn<PendingOrderLine>> = [
  { label: 'Order', cell: (line) => line.seq },
  { label: 'Customer', cell: (line) => line.partyname },
  { label: 'Product', cell: (line) => line.itemname },
  { label: 'Pending', cell: (line) => formatQuantity(line.pending, line.um), numeric: true },
];

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
      <DataTable
        empty={<p>No approved order line is waiting to be planned.</p>}
        rows={open}
        columns={[
          {
            label: 'Add',
            cell: (line) => (
              <Form.Check
                aria-label={`Add ${line.seq} line ${line.sno}: ${line.itemname}`}
                checked={chosen.has(lineKey(line))}
                onChange={() => toggle(lineKey(line))}
              />
            ),
          },
          ...COLUMNS,
        ]}
        rowKey={lineKey}
        caption="Order lines to plan"
        captionPlacement="hidden"
        rowHeader={false}
        responsive={false}
      />
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
