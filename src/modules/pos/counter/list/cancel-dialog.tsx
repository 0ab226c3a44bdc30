import { useState } from 'react';
import { ReasonDialog } from '../../../../components/form/reason-dialog';
import { toPaise } from '../../../../lib/money/money';
import { formatMoneyWithSign } from '../../../../lib/money/money-format';
import { newClientId } from '../../../../kits/billing/billing-api';
import { counterActions } from '../counter-api';
import type { CounterBill } from '../domain/counter-types';

interface Props {
  bill: CounterBill;
  onHide: () => void;
  onCancelled: (bill: CounterBill) => void;
}

/**
 * Cancel a counter bill with its reason; the server's refusal (a return against it, a closed day) is shown and the
 * reason kept. One key per opening, so a second confirmation after a lost answer cancels once.
 */
export function CancelDialog({ bill, onHide, onCancelled }: Props) {
  const [key] = useState(newClientId);
  return (
    <ReasonDialog
      title={`Cancel bill ${bill.seq}`}
      text={`Bill ${bill.seq} of ${formatMoneyWithSign(toPaise(bill.total))}: its goods go back to stock, its credit leaves the customer's account and its voucher is taken out of the books.`}
      inputLabel="Reason for cancelling"
      required="Give the reason for cancelling the bill."
      oneLine
      maxLength={100}
      keepLabel="Keep the bill"
      confirmLabel="Cancel the bill"
      busyLabel="Cancelling"
      onConfirm={async (reason) => onCancelled(await counterActions.cancel(bill.billNo, reason, key))}
      onClose={onHide}
    />
  );
}
