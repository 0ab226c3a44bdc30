import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { Bill } from '../domain/bill-types';
import './numbered-copy-offer.scss';

interface Props {
  /** The slip was printed without its number (kept offline, or the server slow to answer). */
  pending: boolean;
  /** The bill as the server numbered it, once it has. */
  numbered: Bill | null;
  onPrint?: () => void;
}

/**
 * Above a slip printed without its number: that the number is awaited, then the number the server gave and (with a
 * print) its numbered copy. The box holds its place from the start, so the number arriving moves nothing under the
 * cashier's pointer (a click on Close the bill as it arrived used to land beside the button).
 */
export function NumberedCopyOffer({ pending, numbered, onPrint }: Props) {
  if (!pending && !numbered) return null;
  return (
    <Alert
      variant={numbered ? 'success' : 'secondary'}
      role="status"
      className="numbered-copy-offer d-print-none d-flex align-items-center gap-2"
    >
      {numbered ? (
        <>
          <span>The server numbered this bill {numbered.seq}.</span>
          {onPrint && (
            <Button size="sm" variant="primary" className="text-nowrap" onClick={onPrint}>
              Print the numbered copy
            </Button>
          )}
        </>
      ) : (
        <span>Waiting for the server to number this bill.</span>
      )}
    </Alert>
  );
}
