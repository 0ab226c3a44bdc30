import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import type { Bill } from '../domain/bill-types';
import { newClientId, useBillingApi } from '../billing-api';
import { useBillingBook } from '../billing-book-context';

/**
 * Voids an unsettled bill with a reason (required); the server's refusal shows here; one key per opening, so a double
 * click voids once.
 */
export function VoidBillDialog({ bill, onHide }: { bill: Bill; onHide: () => void }) {
  const queryClient = useQueryClient();
  const api = useBillingApi();
  const book = useBillingBook();
  const [key] = useState(newClientId);
  return (
    <ReasonDialog
      title={`Void bill ${bill.seq}`}
      inputLabel="Reason for voiding"
      required="Give the reason for voiding the bill."
      maxLength={200}
      keepLabel="Cancel"
      confirmLabel={`Void bill ${bill.seq}`}
      busyLabel="Voiding"
      onConfirm={async (reason) => {
        await api.void(bill.billNo, reason, key);
        await queryClient.invalidateQueries({ queryKey: [book.key] });
        onHide();
      }}
      onClose={onHide}
    />
  );
}
