import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ThermalSheet } from '../../../components/print/thermal-sheet';
import { formatDateTime } from '../../../lib/format/date-format';
import { useSession } from '../../../lib/session/session-store';

interface Props {
  token: number;
  /** The outlet the order is for (its roll is the one the slip is laid out for). */
  outlet: { code: string; name: string };
  /** Take-away or delivery, and the customer when known ("Take-away · Asha"). */
  place: string;
  /** When the order was started (ISO). */
  startedAt: string;
  onHide: () => void;
}

/**
 * The customer's token slip, handed over at the counter: the token the backend gave the order in large type, the
 * outlet, the order's kind and customer and when it was taken. Printed once shown, on the outlet's roll.
 */
export function TokenSlipDialog({ token, outlet, place, startedAt, onHide }: Props) {
  const session = useSession();
  useEffect(() => {
    // A moment after it is laid out (and its page measured), as every slip is printed.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Modal show onHide={onHide} aria-labelledby="token-slip-title">
      <Modal.Header closeButton>
        <Modal.Title id="token-slip-title" className="h5">
          Token slip for the customer
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ThermalSheet as="article" outlet={outlet.code} aria-label={`Token slip ${token}`}>
          <h2>{session?.addr.company}</h2>
          <p className="thermal-center">{outlet.name}</p>
          <p className="thermal-center">Your token</p>
          <p className="thermal-token">{token}</p>
          <p className="thermal-center">{place}</p>
          <p className="thermal-center">{formatDateTime(startedAt)}</p>
          <p className="thermal-center">Please collect your order when this number is called.</p>
        </ThermalSheet>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={() => window.print()}>
          Print again
        </Button>
        <Button variant="outline-secondary" onClick={onHide}>
          Close the token slip
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
