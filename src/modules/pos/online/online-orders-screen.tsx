import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useSession } from '../../../lib/session/session-store';
import { useLayoutName } from '../../../lib/ui/use-layout-name';
import { ONLINE_ORDER_ENDPOINTS as API, type OnlineOrder, type OnlineOrderStatus } from './domain/online-order-types';
import { OnlineDesk } from './online-desk';
import { OrderStepButton } from './order-step-button';
import { OnlineReasonDialog } from './reason-dialog';
import { useOrderAction } from './use-order-action';

const OPEN: readonly OnlineOrderStatus[] = ['NEW', 'ACCEPTED', 'PREPARING', 'READY'];

/** The steps this desk takes: [from, to, button, what is said after]. */
const STEPS: ReadonlyArray<[OnlineOrderStatus, OnlineOrderStatus, string, string]> = [
  ['NEW', 'ACCEPTED', 'Accept', 'accepted'],
  ['ACCEPTED', 'PREPARING', 'Start preparing', 'being prepared'],
  ['PREPARING', 'READY', 'Mark ready', 'ready to dispatch'],
];

/**
 * Online orders (/pos/pos-billing-fancy): the shop's new orders as they arrive, accepted or rejected with a
 * reason (the shop shows it to the customer), then prepared and made ready for dispatch.
 */
export function OnlineOrdersScreen() {
  const allowed = useScreenPermission();
  const action = useOrderAction();
  const layout = useLayoutName();
  const shop = useSession()?.usr.cCode;
  const [rejecting, setRejecting] = useState<OnlineOrder | null>(null);
  const actions = (order: OnlineOrder) => {
    if (!allowed('modify')) return null;
    const step = STEPS.find(([from]) => from === order.status);
    return (
      <>
        {step && (
          <OrderStepButton
            label={step[2]}
            seq={order.seq}
            disabled={action.pending !== null}
            onClick={() =>
              void action.run(
                `online-${order.recordId}-${step[1]}`,
                API.status,
                { recordId: order.recordId, status: step[1], detail: '' },
                `Order ${order.seq} ${step[3]}.`,
              )
            }
          />
        )}
        {order.status === 'NEW' && (
          <OrderStepButton
            label="Reject…"
            seq={order.seq}
            variant="outline-danger"
            disabled={action.pending !== null}
            onClick={() => setRejecting(order)}
          />
        )}
      </>
    );
  };
  return (
    <OnlineDesk
      title="Online orders"
      intro="New orders from the shop: accept or reject them, prepare them and make them ready for dispatch."
      open={OPEN}
      actions={actions}
      failure={action.failure}
      done={action.done}
      onCloseFailure={action.clearFailure}
    >
      {shop !== undefined && (
        <p className="small">
          <Link to={`/${layout}/ecommerce/store?shop=${shop}`}>Open the shop</Link> as customers see it.
        </p>
      )}
      {rejecting && (
        <OnlineReasonDialog
          order={rejecting}
          status="REJECTED"
          onCancel={() => setRejecting(null)}
          onDone={(said) => {
            setRejecting(null);
            action.say(said);
          }}
        />
      )}
    </OnlineDesk>
  );
}
