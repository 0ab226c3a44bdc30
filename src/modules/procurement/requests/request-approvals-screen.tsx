import { DataTable, type TableColumn } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { ScreenSection } from '../../../components/screen-section';
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
  const rows = pending.data ?? [];
  return (
    <QueryView query={pending} loadingLabel="Loading the approved items…">
      {rows.length === 0 ? (
        <p>No approved quantities are waiting for an order.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={PENDING_COLUMNS}
          rowKey={(row) => row.itemdescription}
          caption="Approved and waiting for an order, in each item's stock unit"
          captionPlacement="bottom"
          rowHeader={false}
          tableClassName="table table-sm w-auto"
          cards
        />
      )}
    </QueryView>
  );
}

/**
 * Request approvals (/procurement/pur-request-approvals, transaction 98): the lines waiting, approved together; then
 * what waits for an order.
 */
export function RequestApprovalsScreen() {
  const queue = useApprovalQueue();
  const lines = queue.data ?? [];
  return (
    <ScreenSection title="Request approvals">
      <QueryView query={queue} loadingLabel="Loading the lines waiting for approval…">
        {lines.length === 0 ? <p>No request lines are waiting for approval.</p> : <ApprovalTable lines={lines} />}
      </QueryView>
      <section aria-labelledby="pending-title" className="mt-4">
        <h2 id="pending-title" className="h5">
          Approved items not yet ordered
        </h2>
        <PendingItems />
      </section>
    </ScreenSection>
  );
}
