import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useReopenFolio } from './checkout-api';

interface Props {
  stayNo: string;
  billNo: string;
  onClose: () => void;
}

/**
 * Reopens a prepared folio with a reason: the stay is in house again; the bill number is kept for when it is prepared
 * anew.
 */
export function ReopenDialog({ stayNo, billNo, onClose }: Props) {
  const reopen = useReopenFolio();
  const attempt = useSaveAttemptKey();
  return (
    <ReasonDialog
      title="Reopen the folio"
      text={`The guest stays in house and the folio takes postings again. Bill number ${billNo} is kept and used again when the bill is prepared anew.`}
      confirmLabel="Reopen the folio"
      keepLabel="Keep it prepared"
      onClose={onClose}
      onConfirm={async (reason) => {
        const body = { stayNo, reason };
        await reopen.mutateAsync({ ...body, idempotencyKey: attempt.keyFor(body) });
        onClose();
      }}
    />
  );
}
