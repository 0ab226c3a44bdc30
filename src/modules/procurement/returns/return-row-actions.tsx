import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { CANCELLED } from '../domain/approval-status';
import { useCancelReturn, usePrintReturn } from './return-api';
import type { ReturnHeader } from './return-types';

/** Print (7) or Reprint (8) and Cancel (3) of one return, each only with its right; a cancelled return offers none. */
export function ReturnRowActions({ row, onPrint }: { row: ReturnHeader; onPrint: (recordId: number) => void }) {
  const allowed = useScreenPermission();
  const cancel = useCancelReturn();
  const print = usePrintReturn();
  const attempt = useSaveAttemptKey();
  const [confirming, setConfirming] = useState(false);
  if (row.pos === CANCELLED) return null;
  const recordId = Number(row.recordId);
  const reprint = Number(row.printCount ?? 0) > 0;
  const printNow = () => {
    if (!print.isPending)
      print.mutate(recordId, {
        onSuccess: () => onPrint(recordId),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
      });
  };
  const cancelNow = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { recordId, idempotencyKey: attempt.keyFor({ cancel: recordId }) },
      {
        onSuccess: () => {
          attempt.saved();
          showDoneToast(`Purchase return ${row.seq} cancelled.`);
        },
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setConfirming(false),
      },
    );
  };
  return (
    <>
      {allowed(reprint ? 'reprint' : 'print') && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${reprint ? 'Reprint' : 'Print'} ${row.seq}`}
          onClick={printNow}
          disabled={print.isPending}
        >
          {reprint ? 'Reprint' : 'Print'}
        </Button>
      )}
      {allowed('delete') && (
        <Button
          size="sm"
          variant="outline-danger"
          className="me-1"
          aria-label={`Cancel ${row.seq}`}
          onClick={() => setConfirming(true)}
        >
          Cancel
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel purchase return"
          text={`Cancel purchase return ${row.seq}? The goods go back into their lots, and the supplier’s bill and the books are restored. The return stays in the list, marked cancelled.`}
          confirmLabel="Cancel return"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
