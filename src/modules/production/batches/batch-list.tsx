import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchListRow } from '../domain/batch-wire';
import { useBatchRead } from './batch-api';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
}

/** The batches running in the period (planned dates overlapping it), newest first, with the step each stands at. */
export function BatchList({ from, to, onPeriod, onOpen }: Props) {
  const batches = useBatchRead<BatchListRow[]>(BATCH_ROUTES.plans, { frmDate: from, toDate: to });
  const allowed = useScreenPermission();
  const rows = batches.data ?? [];
  return (
    <PeriodListFrame
      title="Batch planning"
      idPrefix="batches"
      actions={allowed('create') && <Button onClick={() => onOpen('new')}>New batch</Button>}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={batches}
      loadingLabel="Loading the batches…"
      emptyText="No batch is planned in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Batches, newest first ({rows.length})</caption>
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Production in-charge</th>
              <th scope="col">Stage</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordid}>
                <th scope="row" className="fw-normal text-nowrap">
                  {row.batchno}
                </th>
                <td>{row.product}</td>
                <td className="text-end text-nowrap">{formatQuantity(row.qty, row.um)}</td>
                <td className="text-nowrap">{formatDate(row.fromdate)}</td>
                <td className="text-nowrap">{formatDate(row.todate)}</td>
                <td>{row.productionincharge}</td>
                <td>{row.stage}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => onOpen(String(row.recordid))}
                    aria-label={`Open batch ${row.batchno}`}
                  >
                    Open
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
