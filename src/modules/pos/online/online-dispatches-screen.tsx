import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useDeliveryBoys } from '../delivery/delivery-api';
import { ONLINE_ORDER_ENDPOINTS as API, type OnlineOrder, type OnlineOrderStatus } from './domain/online-order-types';
import { assignProblem } from './domain/order-status';
import { OnlineDesk } from './online-desk';
import { OrderStepButton } from './order-step-button';
import { OnlineReasonDialog } from './reason-dialog';
import { useOrderAction } from './use-order-action';

const OPEN: readonly OnlineOrderStatus[] = ['ACCEPTED', 'PREPARING', 'READY', 'DISPATCHED'];
type Ending = 'RETURNED' | 'FAILED';

/**
 * Online dispatches (/pos/pos-online-dispatches): a delivery boy for each accepted order (until it leaves),
 * dispatch once it is ready, then delivered, or returned or not delivered with the reason.
 */
export function OnlineDispatchesScreen() {
  const allowed = useScreenPermission();
  const action = useOrderAction();
  const boys = useDeliveryBoys();
  const [ending, setEnding] = useState<{ order: OnlineOrder; status: Ending } | null>(null);
  const busy = action.pending !== null;
  const mayChange = allowed('modify');
  const move = (order: OnlineOrder, status: OnlineOrderStatus, said: string) =>
    void action.run(
      `online-${order.recordId}-${status}`,
      API.status,
      { recordId: order.recordId, status, detail: '' },
      `Order ${order.seq} ${said}.`,
    );

  const boyCell = (order: OnlineOrder) => {
    if (!mayChange || assignProblem(order) !== null) return order.deliveryBoyName || '—';
    const id = `online-boy-${order.recordId}`;
    return (
      <Form.Group controlId={id}>
        <Form.Label visuallyHidden>Delivery boy for order {order.seq}</Form.Label>
        <Form.Select
          size="sm"
          value={order.deliveryBoy}
          disabled={busy}
          onChange={(event) => {
            const code = event.target.value;
            const name = boys.data?.find((boy) => boy.code === code)?.name ?? code;
            // Each choice its own key: back to an earlier boy is a new write, not the earlier one's answer replayed.
            if (code)
              void action.run(
                `online-${order.recordId}-boy-${code}-${crypto.randomUUID()}`,
                API.deliveryBoy,
                { recordId: order.recordId, deliveryBoy: code },
                `Order ${order.seq} goes out with ${name}.`,
              );
          }}
        >
          <option value="">Choose…</option>
          {(boys.data ?? []).map((boy) => (
            <option key={boy.code} value={boy.code}>
              {boy.name} ({boy.mobile})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    );
  };

  const actions = (order: OnlineOrder) => {
    if (!mayChange) return null;
    if (order.status === 'READY')
      return (
        <OrderStepButton
          label="Dispatch"
          seq={order.seq}
          disabled={busy}
          onClick={() => move(order, 'DISPATCHED', 'is out for delivery')}
        />
      );
    if (order.status !== 'DISPATCHED') return null;
    return (
      <>
        <OrderStepButton
          label="Delivered"
          seq={order.seq}
          disabled={busy}
          onClick={() => move(order, 'DELIVERED', 'delivered')}
        />
        <OrderStepButton
          label="Returned…"
          seq={order.seq}
          variant="outline-danger"
          disabled={busy}
          onClick={() => setEnding({ order, status: 'RETURNED' })}
        />
        <OrderStepButton
          label="Not delivered…"
          seq={order.seq}
          variant="outline-danger"
          disabled={busy}
          onClick={() => setEnding({ order, status: 'FAILED' })}
        />
      </>
    );
  };

  return (
    <OnlineDesk
      title="Online dispatches"
      intro="Accepted orders: choose who takes each out, dispatch it when it is ready, and say how the delivery went."
      open={OPEN}
      extra={{ header: 'Delivery boy', cell: boyCell }}
      actions={actions}
      failure={action.failure ?? (boys.isError ? 'The delivery boys could not be read; try again.' : null)}
      done={action.done}
      onCloseFailure={action.clearFailure}
    >
      {ending && (
        <OnlineReasonDialog
          order={ending.order}
          status={ending.status}
          onCancel={() => setEnding(null)}
          onDone={(said) => {
            setEnding(null);
            action.say(said);
          }}
        />
      )}
    </OnlineDesk>
  );
}
