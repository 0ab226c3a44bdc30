import { useQueryClient } from '@tanstack/react-query';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { dataProvider } from '../../../lib/api/data-provider';
import {
  ONLINE_ORDER_ENDPOINTS as API,
  ONLINE_ORDERS_KEY,
  type OnlineOrder,
  type OnlineOrderStatus,
} from './domain/online-order-types';
import { MAX_REASON } from './domain/order-status';

interface Props {
  order: OnlineOrder;
  status: Extract<OnlineOrderStatus, 'REJECTED' | 'RETURNED' | 'FAILED'>;
  onDone: (said: string) => void;
  onCancel: () => void;
}

const WORDING = {
  REJECTED: { title: 'Reject order', action: 'Reject the order', done: 'rejected' },
  RETURNED: { title: 'Order returned', action: 'Mark it returned', done: 'marked returned' },
  FAILED: { title: 'Delivery failed', action: 'Mark it not delivered', done: 'marked not delivered' },
} as const;

/**
 * Asks why an order is rejected, returned or not delivered (the shop shows the customer the reason), then moves it
 * once.
 */
export function OnlineReasonDialog({ order, status, onDone, onCancel }: Props) {
  const queryClient = useQueryClient();
  const words = WORDING[status];
  return (
    <ReasonDialog
      title={`${words.title} ${order.seq}`}
      inputLabel="Reason (the customer sees it)"
      required="Give the reason: the shop shows it to the customer."
      maxLength={MAX_REASON}
      keepLabel="Go back"
      confirmLabel={words.action}
      onClose={onCancel}
      onConfirm={async (reason) => {
        await dataProvider.write(
          API.status,
          { recordId: order.recordId, status, detail: reason },
          `online-${order.recordId}-${status}`,
        );
        await queryClient.invalidateQueries({ queryKey: [ONLINE_ORDERS_KEY] });
        onDone(`Order ${order.seq} ${words.done}.`);
      }}
    />
  );
}
