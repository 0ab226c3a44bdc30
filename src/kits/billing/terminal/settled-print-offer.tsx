import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { Bill } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { MODE_NAMES } from '../domain/settlement-rules';
import { BillPrintDialog } from '../bill/bill-print-dialog';
import { billRefOf } from '../bill/bill-ref';

/**
 * After a settlement: the settled bill with its settlement (modes, amounts, change), offered for printing. The
 * bill is the terminal's own copy, its tenders those just settled, so it prints while the server is away too.
 */
export function SettledPrintOffer({
  bill,
  requirements,
  onDone,
}: {
  bill: Bill;
  requirements: BillingRequirements;
  onDone: () => void;
}) {
  const [printing, setPrinting] = useState(false);
  const ref = billRefOf(bill);
  const paid = bill.tenders
    .map((tender) => `${MODE_NAMES[tender.mode]} ₹${formatMoney(toPaise(tender.amount))}`)
    .join(', ');
  return (
    <div role="group" aria-label={`Settled bill ${ref}`} className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <span className="text-break">
        Bill {ref} settled{paid ? `: ${paid}` : ''}.
      </span>
      <Button size="sm" variant="outline-primary" onClick={() => setPrinting(true)}>
        Print the bill
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onDone}>
        No print
      </Button>
      {printing && (
        <BillPrintDialog
          bill={bill}
          requirements={requirements}
          autoPrint
          onHide={() => {
            setPrinting(false);
            onDone();
          }}
        />
      )}
    </div>
  );
}
