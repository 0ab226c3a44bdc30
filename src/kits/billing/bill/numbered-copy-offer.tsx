import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { Bill } from '../domain/bill-types';

/**
 * Above a slip printed without its number, once the server has numbered it: the number, and (with a print) its numbered
 * copy.
 */
export function NumberedCopyOffer({ numbered, onPrint }: { numbered: Bill | null; onPrint?: () => void }) {
  if (!numbered) return null;
  return (
    <Alert variant="success" className="d-print-none d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">The server numbered this bill {numbered.seq}.</span>
      {onPrint && (
        <Button size="sm" variant="primary" onClick={onPrint}>
          Print the numbered copy
        </Button>
      )}
    </Alert>
  );
}
