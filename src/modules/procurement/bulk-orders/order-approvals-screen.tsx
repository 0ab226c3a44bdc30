import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';
import { QueryView } from '../../../components/query-view';
import { ScreenSection } from '../../../components/screen-section';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useApproveOrder, useOrdersForApproval } from './bulk-order-api';
import type { OrderForApproval } from './bulk-order-types';

const money = (rupees: number) => formatMoney(toPaise(rupees));

function ApprovalRows({ orders }: { orders: readonly OrderForApproval[] }) {
  const approve = useApproveOrder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const approveOrder = (order: OrderForApproval) => {
    if (approve.isPending) return;
    setRefusal(null);
    approve.mutate(order.recordId, {
      onSuccess: () => showDoneToast(`Order ${order.seq} approved.`),
      onError: (failure) => {
        const error = toApiError(failure);
        if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      },
    });
  };
  const total = (pick: (order: OrderForApproval) => number) =>
    formatMoney(sumPaise(orders.map((order) => toPaise(pick(order)))));
  const columns: TableColumn<OrderForApproval>[] = [
    { label: 'Order', cell: (order) => order.seq, total: 'Total' },
    { label: 'Date', cell: (order) => formatDate(order.dat) },
    { label: 'Supplier', cell: (order) => order.vendorname },
    { label: 'Base amount', cell: (order) => money(order.baseamt), numeric: true, total: total((o) => o.baseamt) },
    { label: 'Taxes', cell: (order) => money(order.taxes), numeric: true, total: total((o) => o.taxes) },
    { label: 'Total', cell: (order) => money(order.totalAmt), numeric: true, total: total((o) => o.totalAmt) },
    {
      label: 'Action',
      cell: (order) => (
        <ScreenAction transaction="approve">
          <LoadingButton
            type="button"
            size="sm"
            loading={approve.isPending && approve.variables === order.recordId}
            loadingText="Approving"
            aria-label={`Approve ${order.seq}`}
            onClick={() => approveOrder(order)}
          >
            Approve
          </LoadingButton>
        </ScreenAction>
      ),
    },
  ];
  return (
    <>
      <RefusalAlert text={refusal} />
      <DataTable
        rows={orders}
        columns={columns}
        rowKey={(order) => order.recordId}
        caption={orders.length === 1 ? '1 order waiting for approval' : `${orders.length} orders waiting for approval`}
        captionPlacement="bottom"
        cards
      />
    </>
  );
}

/**
 * Order approvals (/procurement/pur-order-approvals, transaction 98): the orders pending approval, each approved on its
 * own (pos 3).
 */
export function OrderApprovalsScreen() {
  const queue = useOrdersForApproval();
  const orders = queue.data ?? [];
  return (
    <ScreenSection title="Order approvals">
      <QueryView query={queue} loadingLabel="Loading the orders waiting for approval…">
        {orders.length === 0 ? <p>No orders are waiting for approval.</p> : <ApprovalRows orders={orders} />}
      </QueryView>
    </ScreenSection>
  );
}
