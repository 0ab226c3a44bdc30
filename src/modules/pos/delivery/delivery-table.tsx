import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { DeliveryOrder, DeliveryStatus } from '../../../kits/billing/domain/delivery-types';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { newClientId } from '../../../kits/billing/billing-api';
import { useDeliveryBoys, useSaveDelivery, type DeliveryBoy } from './delivery-api';
import { moveLabel, moveProblem, nextMoves, STATUS_NAMES, takeOrderPath } from './delivery-rules';

interface Props {
  rows: readonly DeliveryOrder[];
  outlets: readonly PosOutlet[];
  /** May the user change orders (assign, move)? */
  mayChange: boolean;
}

/**
 * The delivery orders: customer, phone, address, delivery boy, status and the moves each may make, named by the order.
 */
export function DeliveryTable({ rows, outlets, mayChange }: Props) {
  const boys = useDeliveryBoys();
  const save = useSaveDelivery();
  const [failure, setFailure] = useState<string | null>(null);
  const boyName = (code: string) => boys.data?.find((boy) => boy.code === code)?.name ?? code;
  const outletName = (code: string) => outlets.find((outlet) => outlet.code === code)?.name ?? code;

  const change = async (order: DeliveryOrder, next: Partial<DeliveryOrder>, key: string) => {
    if (save.isPending) return;
    setFailure(null);
    try {
      await save.mutateAsync({ delivery: { ...order, ...next }, traCheck: 2, key });
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  const move = (order: DeliveryOrder, status: DeliveryStatus) => {
    const problem = moveProblem(order, status);
    if (problem) setFailure(problem);
    // The move's key is the order and the status: a second click on the same move saves nothing more.
    else void change(order, { status }, `delivery-${order.recordId}-${status}`);
  };

  return (
    <>
      {boys.isError && (
        <Alert variant="warning">The delivery boys could not be read: {toApiError(boys.error).message}</Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert" onClose={() => setFailure(null)} dismissible>
          {failure}
        </Alert>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption>{rows.length === 1 ? '1 delivery order' : `${rows.length} delivery orders`}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Address</th>
              <th scope="col">Outlet</th>
              <th scope="col">Delivery boy</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Bill total
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => {
              const open = order.status !== 'COLLECTED' && order.status !== 'CANCELLED';
              return (
                <tr key={order.recordId}>
                  <th scope="row">{order.seq}</th>
                  <td>
                    {order.customerName}
                    <br />
                    <a href={`tel:${order.phone}`}>{order.phone}</a>
                  </td>
                  <td>
                    {order.address}
                    {order.notes && <div className="small text-muted">{order.notes}</div>}
                  </td>
                  <td>{outletName(order.outlet)}</td>
                  <td>
                    {mayChange && open ? (
                      <BoySelect
                        order={order}
                        boys={boys.data ?? []}
                        disabled={save.isPending}
                        onPick={(code) => void change(order, { deliveryBoy: code }, newClientId())}
                      />
                    ) : (
                      boyName(order.deliveryBoy) || '—'
                    )}
                  </td>
                  <td>{STATUS_NAMES[order.status]}</td>
                  <td className="text-end">{order.billNo ? formatMoney(toPaise(order.total)) : 'Not billed'}</td>
                  <td className="d-flex flex-wrap gap-1">
                    {open && !order.billNo && (
                      <Link className="btn btn-sm btn-primary" to={takeOrderPath(order)}>
                        {order.status === 'PREPARING'
                          ? `Take the order for ${order.seq}`
                          : `Bill ${order.seq} on the terminal`}
                      </Link>
                    )}
                    {mayChange &&
                      nextMoves(order.status).map((status) => (
                        <Button
                          key={status}
                          size="sm"
                          variant={status === 'CANCELLED' ? 'outline-danger' : 'outline-primary'}
                          disabled={save.isPending}
                          onClick={() => move(order, status)}
                        >
                          {moveLabel(status, order.seq)}
                        </Button>
                      ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function BoySelect({
  order,
  boys,
  disabled,
  onPick,
}: {
  order: DeliveryOrder;
  boys: readonly DeliveryBoy[];
  disabled: boolean;
  onPick: (code: string) => void;
}) {
  const mine = boys.filter((boy) => !boy.outlet || boy.outlet === order.outlet || boy.code === order.deliveryBoy);
  return (
    <Form.Select
      size="sm"
      aria-label={`Delivery boy for ${order.seq}`}
      value={order.deliveryBoy}
      disabled={disabled}
      onChange={(event) => onPick(event.target.value)}
    >
      <option value="">Not assigned</option>
      {mine.map((boy) => (
        <option key={boy.code} value={boy.code}>
          {boy.name} ({boy.mobile})
        </option>
      ))}
    </Form.Select>
  );
}
