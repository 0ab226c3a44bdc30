import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../engine/use-screen-permission';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';
import type { RegisterDocument, RegisterWork } from './register-types';

interface Props<R extends RegisterDocument> {
  row: R;
  /** The document's name in a sentence, capitalised: 'Advance', 'Payment'. */
  noun: string;
  print: RegisterWork<R>;
  cancel: RegisterWork<R, string>;
  /** What cancelling does, after "Cancel <noun> <number>?". */
  cancelEffect: string;
  /** The dialog's confirming button, when not "Cancel <noun>". */
  confirmLabel?: string;
  onPrinted: (recordId: number) => void;
}

/**
 * Print (the print right) or Reprint (the reprint right, once printed) and Cancel (the delete right, asked first) of
 * one document of a register; nothing for a cancelled one. A cancel sent again after no answer carries the same key,
 * so the server answers it as the first.
 */
export function RegisterRowActions<R extends RegisterDocument>({
  row,
  noun,
  print,
  cancel,
  cancelEffect,
  confirmLabel = `Cancel ${noun.toLowerCase()}`,
  onPrinted,
}: Props<R>) {
  const allowed = useScreenPermission();
  const attempt = useSaveAttemptKey();
  const [confirming, setConfirming] = useState(false);
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  if (row.cancelled) return null;
  const reprint = row.printCount > 0;
  const cancelNow = () => {
    if (cancel.pending) return;
    cancel
      .run(row, attempt.keyFor({ cancel: row.recordId }))
      .then(() => {
        attempt.saved();
        showDoneToast(`${noun} ${row.seq} cancelled.`);
      }, fail)
      .finally(() => setConfirming(false));
  };
  return (
    <>
      {allowed(reprint ? 'reprint' : 'print') && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${reprint ? 'Reprint' : 'Print'} ${row.seq}`}
          disabled={print.pending}
          onClick={() => void print.run(row, '').then(() => onPrinted(row.recordId), fail)}
        >
          {reprint ? 'Reprint' : 'Print'}
        </Button>
      )}
      {allowed('delete') && (
        <Button size="sm" variant="outline-danger" aria-label={`Cancel ${row.seq}`} onClick={() => setConfirming(true)}>
          Cancel
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Cancel ${noun.toLowerCase()}`}
          text={`Cancel ${noun.toLowerCase()} ${row.seq}? ${cancelEffect}`}
          confirmLabel={confirmLabel}
          dismissLabel="Keep it"
          busy={cancel.pending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
