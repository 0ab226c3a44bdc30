import { useState } from 'react';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { MODE_NAMES } from '../../../kits/billing/domain/settlement-rules';
import {
  ONLINE_ORDER_ENDPOINTS as API,
  type OnlineBillAnswer,
  type OnlineOrder,
  type OnlineOrderStatus,
} from './domain/online-order-types';
import { OnlineBillDialog, type OnlineBillPrint } from './online-bill-dialog';
import { OnlineDesk } from './online-desk';
import { OrderStepButton } from './order-step-button';
import { useOrderAction } from './use-order-action';

const OPEN: readonly OnlineOrderStatus[] = ['DELIVERED'];

/**
 * Online billing (/pos/pos-online-billing): a delivered order billed once as the outlet's bill and settled at
 * once, cash on delivery in cash (the delivery boy brought it), prepaid in its UPI or card payment; the stock
 * falls and the books move then, not before. The bill prints on the 80 mm slip; a billed order's bill prints again.
 */
export function OnlineBillingScreen() {
  const allowed = useScreenPermission();
  const action = useOrderAction();
  const [printing, setPrinting] = useState<OnlineBillPrint | null>(null);
  // Billing an order has one key: a double click, a retry or "print" of a billed order gets the one bill.
  const bill = async (order: OnlineOrder, first: boolean) => {
    const key = `online-${order.recordId}-bill`;
    const answer = (await action.run(
      key,
      API.bill,
      { recordId: order.recordId, billId: key },
      '',
    )) as OnlineBillAnswer | null;
    if (!answer?.bill || !answer.order || !answer.print) return;
    const settled: Bill = answer.bill;
    const how = settled.tenders
      .map((tender) => (tender.mode === 'CASH' ? 'in cash' : `by ${MODE_NAMES[tender.mode]}`))
      .join(' and ');
    if (first) action.say(`Order ${order.seq} billed as ${settled.seq} and settled ${how}.`);
    setPrinting({ order: answer.order, bill: settled, print: answer.print });
  };
  const actions = (order: OnlineOrder) => {
    if (!allowed('create')) return null;
    if (order.status === 'DELIVERED')
      return (
        <OrderStepButton
          label="Bill and settle"
          seq={order.seq}
          disabled={action.pending !== null}
          onClick={() => void bill(order, true)}
        />
      );
    if (order.status === 'BILLED')
      return (
        <OrderStepButton
          label="Print the bill"
          seq={order.seq}
          variant="outline-primary"
          disabled={action.pending !== null}
          onClick={() => void bill(order, false)}
        />
      );
    return null;
  };
  return (
    <OnlineDesk
      title="Online billing"
      intro="Delivered orders: bill and settle each once (cash on delivery in cash, prepaid in its UPI or card payment); stock and accounts move then."
      open={OPEN}
      extra={{ header: 'Bill', cell: (order) => order.billSeq || '—' }}
      actions={actions}
      failure={action.failure}
      done={action.done}
      onCloseFailure={action.clearFailure}
    >
      {printing && <OnlineBillDialog printing={printing} onHide={() => setPrinting(null)} />}
    </OnlineDesk>
  );
}
