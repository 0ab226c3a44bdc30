import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { CANCELLED } from '../domain/approval-status';
import { useCancelCreditNote, usePrintCreditNote } from './credit-note-api';
import type { CreditNoteRow } from './credit-note-types';

/**
 * Print (7) or Reprint (8) and Cancel (3) of one credit note, each only with its right; a cancelled note offers none.
 */
export function CreditNoteRowActions({ row, onPrint }: { row: CreditNoteRow; onPrint: (recordId: number) => void }) {
  const allowed = useScreenPermission();
  const cancel = useCancelCreditNote();
  const print = usePrintCreditNote();
  const attempt = useSaveAttemptKey();
  const [confirming, setConfirming] = useState(false);
  if (row.pos === CANCELLED) return null;
  const reprint = Number(row.printCount ?? 0) > 0;
  const printNow = () => {
    if (!print.isPending)
      print.mutate(row.recordId, {
        onSuccess: () => onPrint(row.recordId),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
      });
  };
  const cancelNow = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { recordId: row.recordId, idempotencyKey: attempt.keyFor({ cancel: row.recordId }) },
      {
        onSuccess: () => {
          attempt.saved();
          showDoneToast(`Credit note ${row.seq} cancelled.`);
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
          title="Cancel credit note"
          text={`Cancel credit note ${row.seq}? The bill ${row.refmir} and the books are restored; the note stays in the list, marked cancelled.`}
          confirmLabel="Cancel note"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
