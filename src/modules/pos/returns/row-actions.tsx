import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { CANCELLED } from './domain/returns-types';

interface Mutation<T> {
  isPending: boolean;
  mutate: (
    variables: T,
    options: { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void },
  ) => void;
}

interface Props {
  row: { recordId: number; seq: string; pos: number; printCount: number };
  what: string; // 'Sale return'
  cancelText: string;
  print: Mutation<number>;
  cancel: Mutation<{ recordId: number; idempotencyKey: string }>;
  onPrint: (recordId: number) => void;
}

/** Print (7) or Reprint (8) and Cancel (3) of one document, each only with its right; a cancelled one offers none. */
export function RowActions({ row, what, cancelText, print, cancel, onPrint }: Props) {
  const allowed = useScreenPermission();
  const attempt = useSaveAttemptKey();
  const [confirming, setConfirming] = useState(false);
  if (row.pos === CANCELLED) return null;
  const again = row.printCount > 0;
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
          showDoneToast(`${what} ${row.seq} cancelled.`);
        },
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setConfirming(false),
      },
    );
  };
  return (
    <>
      {allowed(again ? 'reprint' : 'print') && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${again ? 'Reprint' : 'Print'} ${row.seq}`}
          onClick={printNow}
          disabled={print.isPending}
        >
          {again ? 'Reprint' : 'Print'}
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
          title={`Cancel ${what.toLowerCase()}`}
          text={`Cancel ${what.toLowerCase()} ${row.seq}? ${cancelText} It stays in the list, marked cancelled.`}
          confirmLabel={`Cancel ${what.toLowerCase()}`}
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
