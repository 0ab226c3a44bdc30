import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useSession } from '../../../lib/session/session-store';
import { TRANSFER_KINDS } from './transfer-kinds';
import { useSaveTransfer } from './transfer-api';
import { TransferDocument } from './transfer-document';
import type { TransferNames } from './transfer-names';
import { TransferPrintButton } from './transfer-print-button';
import type { TransferDocument as Transfer, TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  transfer: Transfer;
  names: TransferNames;
  onBack: () => void;
}

/** One transfer read-only, with Print (7) or Reprint (8) and Cancel (3) as the user's rights allow. */
export function TransferView({ kind, transfer, names, onBack }: Props) {
  const allowed = useScreenPermission();
  const session = useSession();
  const cancel = useSaveTransfer(kind);
  // The same key for every attempt: a cancel sent again after no answer is answered as the first.
  const attempt = useSaveAttemptKey();
  const [confirming, setConfirming] = useState(false);
  const { header } = transfer;
  const noun = TRANSFER_KINDS[kind].noun;
  const active = header.status === 'Active';
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);

  const cancelNow = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      {
        body: { header: { recordId: header.recordId }, lines: [], traCheck: 3 },
        idempotencyKey: attempt.keyFor({ cancel: header.recordId }),
      },
      {
        onSuccess: () => {
          attempt.saved();
          showDoneToast(`${noun} ${header.recordId} cancelled.`);
        },
        onError: fail,
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <section aria-labelledby="transfer-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none" role="group" aria-label="Transfer actions">
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the list
        </Button>
        <TransferPrintButton kind={kind} header={header} onPrinted={() => window.setTimeout(() => window.print(), 0)} />
        {active && allowed('delete') && (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            Cancel transfer
          </Button>
        )}
      </div>
      <TransferDocument kind={kind} transfer={transfer} company={session?.addr.company ?? ''} names={names} />
      {confirming && (
        <ConfirmDialog
          title={`Cancel ${noun.toLowerCase()}`}
          text={`Cancel ${noun.toLowerCase()} ${header.recordId}? The stock goes back to where it came from; the transfer keeps its number and stays in the list, marked cancelled.`}
          confirmLabel="Cancel transfer"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
