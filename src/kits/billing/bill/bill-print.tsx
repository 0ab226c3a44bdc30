import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSession } from '../../../lib/session/session-store';
import type { Bill } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { useBillingApi } from '../billing-api';
import { BillPaper } from './bill-paper';
import { NumberedCopyOffer } from './numbered-copy-offer';
import { useNumberedCopy } from './use-numbered-copy';
import { usePrintAndReprint } from './use-print-and-reprint';
import { useBillingRight } from '../use-billing-right';

interface Props {
  bill: Bill;
  requirements: BillingRequirements;
  /** Called with the server's copy after a reprint (its print count raised). */
  onReprinted?: (bill: Bill) => void;
  /** Open the browser's print at once (the first copy). */
  autoPrint?: boolean;
  /** Printed instead of the table line (BillPaper's `party`). */
  party?: string;
}

/**
 * The bill laid out for the outlet's thermal roll (80 or 58 mm), with Print, and Reprint (the reprint right; the
 * server counts and marks the copy).
 */
export function BillPrint({ bill, requirements, onReprinted, autoPrint = false, party }: Props) {
  const session = useSession();
  const may = useBillingRight();
  const mayReprint = may('reprint');
  const api = useBillingApi();
  // The server's copy after a reprint, until the terminal hands a newer bill.
  const [copy, setCopy] = useState<Bill | null>(null);
  // A slip printed without its number takes it as soon as the server gives it (offered to print again).
  const numbered = useNumberedCopy(bill);
  const given = numbered ?? bill;
  const shown = copy && copy.billId === given.billId && copy.printCount >= given.printCount ? copy : given;
  const { print, reprint, busy, failure } = usePrintAndReprint(
    autoPrint,
    async () => {
      const answer = await api.reprint(shown.billNo);
      return (answer.bill as Bill | undefined) ?? { ...shown, printCount: shown.printCount + 1 };
    },
    (copy) => {
      setCopy(copy);
      onReprinted?.(copy);
    },
  );

  return (
    <article aria-label={`Bill ${shown.seq || 'number pending'} for printing`}>
      <div className="d-flex gap-2 mb-2 d-print-none">
        <Button variant="outline-primary" onClick={print}>
          Print bill
        </Button>
        {mayReprint && shown.billNo > 0 && (
          <Button variant="outline-secondary" disabled={busy} onClick={() => void reprint()}>
            Reprint bill {shown.seq}
          </Button>
        )}
      </div>
      <NumberedCopyOffer pending={!bill.seq} numbered={numbered} onPrint={print} />
      {failure && (
        <Alert variant="danger" role="alert" className="d-print-none">
          {failure}
        </Alert>
      )}
      <BillPaper bill={shown} requirements={requirements} company={session?.addr.company ?? ''} party={party} />
    </article>
  );
}
