import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useDeleteInvoice } from './invoice-api';
import type { Invoice } from './invoice-types';

interface Props {
  invoice: Invoice;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting an invoice, deletes it once however often Delete is clicked, and says how it went. */
export function DeleteInvoiceDialog({ invoice, onClose, onDeleted }: Props) {
  const remove = useDeleteInvoice();
  const sending = useRef(false);
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    remove.mutate(invoice.id, {
      onSuccess: () => {
        showDoneToast(`Invoice ${invoice.id} deleted.`);
        onDeleted();
      },
      onError: (failure) => {
        const error = toApiError(failure);
        if (!error.isNetwork && !error.isSessionOver) showMessage(MessageType.ErrorDialog, error.message);
        onClose();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <ConfirmDialog
      title="Delete invoice"
      text={`Delete invoice ${invoice.id} (order ${invoice.orderNumber}) for ${invoice.billTo.name}? This cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
