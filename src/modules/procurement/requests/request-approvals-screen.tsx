import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { ApprovalTable } from './approval-table';
import { useApprovalQueue, usePendingItems } from './request-api';
import { formatQuantity } from './request-format';
import type { PendingItem } from './request-types';

const PENDING_COLUMNS: readonly TableColumn<PendingItem>[] = [
  { label: 'Item', cell: (row) => row.itemdescription },
  { label: 'Quantity', cell: (row) => formatQuantity(row.qty), numeric: true },
  { label: 'Unit', cell: (row) => row.um },
];

/** Approved quantities per item that no order draws on yet (`GetPendingRequests`). */
function PendingItems() {
  const pending = usePendingItems();
  if (pending.isPending) return <Loading label="Loading the approved items…" />;
  if (pending.isError)
    return <LoadFailed message={toApiError(pending.error).message} onRetry={() => void pending.refetch()} />;
  if (pending.data.length === 0) return <p>No approved quantities are waiting for an order.</p>;
  return (
    <DataTable
      rows={pending.data}
      columns={PENDING_COLUMNS}
      rowKey={(row) => row.itemdescription}
      caption="Approved and waiting for an order, in each item's stock unit"
      captionPlacement="bottom"
      rowHeader={false}
      tableClassName="table table-sm w-auto"
      cards
    />
  );
}

/**
 * Request approvals (/procurement/pur-request-approvals, transaction 98): the lines waiting, approved together; then
 * what waits for an order.
 */
export function RequestApprovalsScreen() {
  const queue = useApprovalQueue();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Request approvals
      </h1>
      {queue.isPending ? (
        <Loading label="Loading the lines waiting for approval…" />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p>No request lines are waiting for approval.</p>
      ) : (
        <ApprovalTable lines={queue.data} />
      )}
      <section aria-labelledby="pending-title" className="mt-4">
        <h2 id="pending-title" className="h5">
          Approved items not yet ordered
        </h2>
        <PendingItems />
      </section>
    </section>
  );
}
