import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Bill } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { BillPrint } from './bill-print';
import { billRefOf } from './bill-ref';
import { useNumberedCopy } from './use-numbered-copy';

interface Props {
  bill: Bill;
  requirements: BillingRequirements;
  onHide: () => void;
  autoPrint?: boolean;
  onReprinted?: (bill: Bill) => void;
}

/** A bill's slip in a dialog (after a reprint from a list, or the first copy from the terminal). */
export function BillPrintDialog({ bill, requirements, onHide, autoPrint = false, onReprinted }: Props) {
  // The title takes the bill's number as soon as the server gives it, as the slip does.
  const numbered = useNumberedCopy(bill);
  return (
    <Modal show onHide={onHide} aria-labelledby="bill-print-title">
      <Modal.Header closeButton>
        <Modal.Title id="bill-print-title" className="h5">
          Bill {billRefOf(numbered ?? bill)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <BillPrint bill={bill} requirements={requirements} autoPrint={autoPrint} onReprinted={onReprinted} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close the bill
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
