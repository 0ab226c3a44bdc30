import { Printer } from 'lucide-react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useSession } from '../../../lib/session/session-store';
import { voucherTypeLabel, type Voucher } from '../ledger/voucher';
import { usePrintVoucher, useSaveVoucher } from './voucher-api';
import { VoucherDocument } from './voucher-document';

interface Props {
  voucher: Voucher;
  accountName: (code: string) => string;
  onEdit: () => void;
  onBack: () => void;
}

/** One voucher read-only, with Edit (2), Print (7) or Reprint (8) and Cancel (3) as the user's rights allow. */
export function VoucherView({ voucher, accountName, onEdit, onBack }: Props) {
  const allowed = useScreenPermission();
  const session = useSession();
  const print = usePrintVoucher();
  const cancel = useSaveVoucher();
  const [confirming, setConfirming] = useState(false);
  const { header } = voucher;
  const label = voucherTypeLabel(header.type);
  const active = header.status === 'Active';
  const reprint = header.printCount > 0;
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);

  const printNow = () => {
    if (print.isPending) return;
    print.mutate(header.id, { onSuccess: () => window.setTimeout(() => window.print(), 0), onError: fail });
  };
  const cancelNow = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { voucher, traCheck: 3 },
      {
        onSuccess: () => showDoneToast(`${label} ${header.id} cancelled.`),
        onError: fail,
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <section aria-labelledby="voucher-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none" role="group" aria-label="Voucher actions">
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the list
        </Button>
        {active && allowed('modify') && <Button onClick={onEdit}>Edit</Button>}
        {active && allowed(reprint ? 'reprint' : 'print') && (
          <Button variant="outline-primary" onClick={printNow} disabled={print.isPending}>
            <Printer size={16} aria-hidden="true" className="me-1" />
            {reprint ? 'Reprint' : 'Print'}
          </Button>
        )}
        {active && allowed('delete') && (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            Cancel voucher
          </Button>
        )}
      </div>
      <VoucherDocument voucher={voucher} company={session?.addr.company ?? ''} accountName={accountName} />
      {confirming && (
        <ConfirmDialog
          title={`Cancel ${label.toLowerCase()}`}
          text={`Cancel ${label.toLowerCase()} ${header.id}? It keeps its number and stays in the list, marked cancelled, and posts nothing.`}
          confirmLabel="Cancel voucher"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
