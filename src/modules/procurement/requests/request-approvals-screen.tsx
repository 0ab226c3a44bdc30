import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { ApprovalTable } from './approval-table';
import { useApprovalQueue, usePendingItems } from './request-api';
import { formatQuantity } from './request-format';

/** Approved quantities per item that no order draws on yet (`GetPendingRequests`). */
function PendingItems() {
  const pending = usePendingItems();
  if (pending.isPending) return <Loading label="Loading the approved items…" />;
  if (pending.isError)
    return <LoadFailed message={toApiError(pending.error).message} onRetry={() => void pending.refetch()} />;
  if (pending.data.length === 0) return <p>No approved quantities are waiting for an order.</p>;
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm w-auto">
        <caption>Approved and waiting for an order, in each item's stock unit</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col">Unit</th>
          </tr>
        </thead>
        <tbody>
          {pending.data.map((row) => (
            <tr key={row.itemdescription}>
              <td data-label="Item">{row.itemdescription}</td>
              <td data-label="Quantity" className="text-end">
                {formatQuantity(row.qty)}
              </td>
              <td data-label="Unit">{row.um}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
