import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { formatMoneyWithSign } from '../../../../lib/money/money-format';
import { useSession } from '../../../../lib/session/session-store';
import type { Bill } from '../../../../kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../../../kits/billing/domain/master-types';
import { BillPaper } from '../../../../kits/billing/bill/bill-paper';
import { billRefOf } from '../../../../kits/billing/bill/bill-ref';
import { NumberedCopyOffer } from '../../../../kits/billing/bill/numbered-copy-offer';
import { useNumberedCopy } from '../../../../kits/billing/bill/use-numbered-copy';
import { usePrintAndReprint } from '../../../../kits/billing/bill/use-print-and-reprint';
import { newClientId } from '../../../../kits/billing/billing-api';
import { counterActions } from '../counter-api';

interface Props {
  bill: Bill;
  requirements: BillingRequirements;
  /** Printed on the slip instead of a table: the customer, else "Counter sale". */
  party: string;
  onHide: () => void;
  /** The first copy: printed at once (with the print right). */
  autoPrint?: boolean;
  mayPrint: boolean;
  /** The sales list: Reprint (the reprint right) asks the server for the next copy, marked REPRINT. */
  mayReprint?: boolean;
  onReprinted?: (bill: Bill) => void;
  /** Change to hand back (paise), after a sale. */
  change?: number;
  /** Said above the slip while it has no number (a sale kept while the server does not answer). */
  note?: string;
}

/** A counter bill on the counter's thermal roll in a dialog: Print, and from the sales list Reprint. */
export function CounterBillPrint({
  bill,
  requirements,
  party,
  onHide,
  autoPrint = false,
  mayPrint,
  mayReprint = false,
  onReprinted,
  change,
  note,
}: Props) {
  const session = useSession();
  // A sale kept while the server did not answer takes its number when the outbox delivers it (offered to print again).
  const numbered = useNumberedCopy(bill);
  const [copy, setCopy] = useState<Bill | null>(null);
  const shown = copy ?? numbered ?? bill;
  const { print, reprint, busy, failure } = usePrintAndReprint(
    autoPrint && mayPrint,
    () => counterActions.reprint(shown.billNo, newClientId()),
    (next) => {
      setCopy(next);
      onReprinted?.(next);
    },
  );

  return (
    <Modal show onHide={onHide} aria-labelledby="counter-print-title">
      <Modal.Header closeButton>
        <Modal.Title id="counter-print-title" className="h5">
          Bill {billRefOf(shown)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {note && !numbered && (
          <Alert variant="warning" className="d-print-none">
            {note}
          </Alert>
        )}
        {change !== undefined && change > 0 && (
          <p className="fs-5 d-print-none" role="status">
            Change to give <strong>{formatMoneyWithSign(change)}</strong>
          </p>
        )}
        <div className="d-flex gap-2 mb-2 d-print-none">
          {mayPrint && (
            <Button variant="outline-primary" onClick={print}>
              Print bill
            </Button>
          )}
          {mayReprint && shown.billNo > 0 && (
            <Button variant="outline-secondary" disabled={busy} onClick={() => void reprint()}>
              Reprint bill {shown.seq}
            </Button>
          )}
        </div>
        <NumberedCopyOffer pending={!bill.seq} numbered={numbered} onPrint={mayPrint ? print : undefined} />
        {failure && (
          <Alert variant="danger" role="alert" className="d-print-none">
            {failure}
          </Alert>
        )}
        <article aria-label={`Bill ${shown.seq || 'number pending'} for printing`}>
          <BillPaper bill={shown} requirements={requirements} company={session?.addr.company ?? ''} party={party} />
        </article>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close the bill
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
