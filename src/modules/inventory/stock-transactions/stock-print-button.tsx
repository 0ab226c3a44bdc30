import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showMessage } from '../../../lib/messages/messages';
import { usePrintStockDocument } from './stock-api';
import type { StockDocumentHeader } from './stock-wire';

/**
 * Print (transaction 7) while the document was never printed, Reprint (8) after, each only with its right
 * and never for a cancelled document; the server counts the copy, and only then `onPrinted` shows it.
 */
export function StockPrintButton({
  header,
  onPrinted,
  size,
}: {
  header: StockDocumentHeader;
  onPrinted: () => void;
  size?: 'sm';
}) {
  const allowed = useScreenPermission();
  const print = usePrintStockDocument();
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
      size={size}
      variant="outline-secondary"
      aria-label={`${label} ${header.recordId}`}
      onClick={printNow}
      disabled={print.isPending}
    >
      <Printer size={16} aria-hidden="true" className="me-1" />
      {label}
    </Button>
  );
}

/** Opens the browser's print dialog once the document is on screen (after a counted print from the list). */
export function PrintOnShow() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
