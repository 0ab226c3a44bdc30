import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showMessage } from '../../../lib/messages/messages';
import { usePrintTransfer } from './transfer-api';
import type { TransferHeader, TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  header: TransferHeader;
  onPrinted: () => void;
  /** In a list row: small, and named with the transfer's number. */
  inRow?: boolean;
}

/**
 * Print (transaction 7) while the transfer was never printed, Reprint (8) after, each only with its right
 * and never for a cancelled transfer; the server counts the copy, and only then `onPrinted` shows it.
 */
export function TransferPrintButton({ kind, header, onPrinted, inRow = false }: Props) {
  const allowed = useScreenPermission();
  const print = usePrintTransfer(kind);
  const reprint = Number(header.printCount ?? 0) > 0;
  if (header.status === 'Cancelled' || !allowed(reprint ? 'reprint' : 'print')) return null;
  const label = reprint ? 'Reprint' : 'Print';
  const printNow = () => {
    if (!print.isPending)
      print.mutate(header.recordId, {
        onSuccess: onPrinted,
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
      });
  };
  return (
    <Button
      size={inRow ? 'sm' : undefined}
      variant={inRow ? 'outline-secondary' : 'outline-primary'}
      aria-label={inRow ? `${label} ${header.recordId}` : undefined}
      onClick={printNow}
      disabled={print.isPending}
    >
      <Printer size={16} aria-hidden="true" className="me-1" />
      {label}
    </Button>
  );
}

/** Opens the browser's print dialog once the transfer is on screen (after a counted print from the list). */
export function PrintOnShow() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
