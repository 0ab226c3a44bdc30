import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
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
  return (
    <>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="table-responsive list-cards">
        <table className="table table-sm align-middle">
          <caption>
            {orders.length === 1 ? '1 order waiting for approval' : `${orders.length} orders waiting for approval`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Supplier</th>
              <th scope="col" className="text-end">
                Base amount
              </th>
              <th scope="col" className="text-end">
                Taxes
              </th>
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.recordId}>
                <th scope="row" data-label="Order">
                  {order.seq}
                </th>
                <td data-label="Date">{formatDate(order.dat)}</td>
                <td data-label="Supplier">{order.vendorname}</td>
                <td data-label="Base amount" className="text-end">
                  {money(order.baseamt)}
                </td>
                <td data-label="Taxes" className="text-end">
                  {money(order.taxes)}
                </td>
                <td data-label="Total" className="text-end">
                  {money(order.totalAmt)}
                </td>
                <td data-label="Action">
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
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="report-total">
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="text-end">{total((order) => order.baseamt)}</td>
              <td className="text-end">{total((order) => order.taxes)}</td>
              <td className="text-end">{total((order) => order.totalAmt)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/**
 * Order approvals (/procurement/pur-order-approvals, transaction 98): the orders pending approval, each approved on its
 * own (pos 3).
 */
export function OrderApprovalsScreen() {
  const queue = useOrdersForApproval();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Order approvals
      </h1>
      {queue.isPending ? (
        <Loading label="Loading the orders waiting for approval…" />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p>No orders are waiting for approval.</p>
      ) : (
        <ApprovalRows orders={queue.data} />
      )}
    </section>
  );
}
