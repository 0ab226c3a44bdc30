import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { ReasonDialog } from '../../../components/form/reason-dialog';

interface Props {
  document: { recordId: number; seq: string; printCount: number; cancelled: boolean };
  /** 'Receipt', 'Payment'. */
  noun: string;
  /** What cancelling does, said in the dialog. */
  cancelText: string;
  print: {
    isPending: boolean;
    mutate: (recordId: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  cancel: (input: { recordId: number; reason: string; idempotencyKey: string }) => Promise<unknown>;
  onPrinted: (recordId: number) => void;
}

/** Print (7) or Reprint (8), and Cancel (3) with a reason, of one listed document, each with its right. */
export function DocumentRowActions({ document, noun, cancelText, print, cancel, onPrinted }: Props) {
  const allowed = useScreenPermission();
  const attempt = useSaveAttemptKey();
  const [cancelling, setCancelling] = useState(false);
  if (document.cancelled) return null;
  const reprint = document.printCount > 0;
  const cancelNow = async (reason: string) => {
    // The same key for every attempt with this reason: a cancel sent again after no answer is answered as the first
    // was.
    await cancel({
      recordId: document.recordId,
      reason,
      idempotencyKey: attempt.keyFor({ cancel: document.recordId, reason }),
    });
    attempt.saved();
    setCancelling(false);
    showDoneToast(`${noun} ${document.seq} cancelled.`);
  };
  const printNow = () =>
    print.mutate(document.recordId, {
      onSuccess: () => onPrinted(document.recordId),
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    });
  return (
    <>
      {allowed(reprint ? 'reprint' : 'print') && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${reprint ? 'Reprint' : 'Print'} ${document.seq}`}
          disabled={print.isPending}
          onClick={printNow}
        >
          {reprint ? 'Reprint' : 'Print'}
        </Button>
      )}
      {allowed('delete') && (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Cancel ${document.seq}`}
          onClick={() => setCancelling(true)}
        >
          Cancel
        </Button>
      )}
      {cancelling && (
        <ReasonDialog
          title={`Cancel ${noun.toLowerCase()} ${document.seq}`}
          text={cancelText}
          confirmLabel={`Cancel ${noun.toLowerCase()}`}
          onConfirm={cancelNow}
          onClose={() => setCancelling(false)}
        />
      )}
    </>
  );
}
