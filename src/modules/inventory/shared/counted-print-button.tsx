import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showMessage } from '../../../lib/messages/messages';

/** The print of a document by its number, as the screen's print mutation gives it. */
interface PrintWork {
  isPending: boolean;
  mutate: (recordId: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

interface Props {
  header: { recordId: string; status: 'Active' | 'Cancelled'; printCount: number };
  print: PrintWork;
  onPrinted: () => void;
  size?: 'sm' | undefined;
  variant: 'outline-secondary' | 'outline-primary';
  /** Names the button with the document's number (beside others of its kind in a list). */
  named: boolean;
}

/**
 * Print (transaction 7) while the document was never printed, Reprint (8) after, each only with its right
 * and never for a cancelled document; the server counts the copy, and only then `onPrinted` shows it.
 */
export function CountedPrintButton({ header, print, onPrinted, size, variant, named }: Props) {
  const allowed = useScreenPermission();
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
      variant={variant}
      aria-label={named ? `${label} ${header.recordId}` : undefined}
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
