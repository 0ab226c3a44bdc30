import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { DeliveryOrder, DeliveryStatus } from '../../../kits/billing/domain/delivery-types';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { newClientId } from '../../../kits/billing/billing-api';
import { useDeliveryBoys, useSaveDelivery } from './delivery-api';
import { BoySelect } from './delivery-boy-select';
import { moveLabel, moveProblem, nextMoves, STATUS_NAMES, takeOrderPath } from './delivery-rules';

interface Props {
  rows: readonly DeliveryOrder[];
  outlets: readonly PosOutlet[];
  /** May the user change orders (assign, move)? */
  mayChange: boolean;
}

type Column = TableColumn<DeliveryOrder>;

const ORDER: Column = { label: 'Order', cell: (order) => order.seq };
const CUSTOMER: Column = {
  label: 'Customer',
  cell: (order) => (
    <>
      {order.customerName}
      <br />
      <a href={`tel:${order.phone}`}>{order.phone}</a>
    </>
  ),
};
const ADDRESS: Column = {
  label: 'Address',
  cell: (order) => (
    <>
      {order.address}
      {order.notes && <div className="small text-muted">{order.notes}</div>}
    </>
  ),
};
const STATUS: Column = { label: 'Status', cell: (order) => STATUS_NAMES[order.status] };
const TOTAL: Column = {
  label: 'Bill total',
  numeric: true,
  cell: (order) => (order.billNo ? formatMoney(toPaise(order.total)) : 'Not billed'),
};

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

  const isOpen = (order: DeliveryOrder) => order.status !== 'COLLECTED' && order.status !== 'CANCELLED';
  const columns: readonly Column[] = [
    ORDER,
    CUSTOMER,
    ADDRESS,
    { label: 'Outlet', cell: (order) => outletName(order.outlet) },
    {
      label: 'Delivery boy',
      cell: (order) =>
        mayChange && isOpen(order) ? (
          <BoySelect
            order={order}
            boys={boys.data ?? []}
            disabled={save.isPending}
            onPick={(code) => void change(order, { deliveryBoy: code }, newClientId())}
          />
        ) : (
          boyName(order.deliveryBoy) || '—'
        ),
    },
    STATUS,
    TOTAL,
    {
      label: 'Actions',
      className: 'd-flex flex-wrap gap-1',
      cell: (order) => (
        <>
          {isOpen(order) && !order.billNo && (
            <Link className="btn btn-sm btn-primary" to={takeOrderPath(order)}>
              {order.status === 'PREPARING' ? `Take the order for ${order.seq}` : `Bill ${order.seq} on the terminal`}
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
        </>
      ),
    },
  ];

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
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(order) => order.recordId}
        caption={rows.length === 1 ? '1 delivery order' : `${rows.length} delivery orders`}
        captionPlacement="bottom"
      />
    </>
  );
}
