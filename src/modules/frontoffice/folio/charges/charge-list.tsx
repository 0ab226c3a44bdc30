import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { formatDate } from '../../../../lib/format/date-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import { addPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { FolioLine } from '../../domain/stay-types';
import type { ChargeCancellation } from '../domain/folio-types';
import { useCancelCharge } from '../folio-api';
import { ReasonDialog } from '../../../../components/form/reason-dialog';

interface Props {
  lines: readonly FolioLine[];
  cancellations: readonly ChargeCancellation[];
  /** May cancel (the delete right, and the folio open to postings). */
  mayCancel: boolean;
}

/** The stay's posted charges, newest first, each with its tax; a live one may be cancelled with a reason. */
export function ChargeList({ lines, cancellations, mayCancel }: Props) {
  const [cancelling, setCancelling] = useState<FolioLine | null>(null);
  const cancel = useCancelCharge();
  const attempt = useSaveAttemptKey();
  const why = new Map(cancellations.map((note) => [note.lineId, note]));
  const charges = lines
    .filter((line) => line.kind === 'CHARGE')
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  if (charges.length === 0) return <p>No charge is posted to this room yet.</p>;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Posted charges</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Number</th>
              <th scope="col">Charge</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="text-end">
                GST
              </th>
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((line) => {
              const note = why.get(line.id);
              return (
                <tr key={line.id} className={line.cancelled ? 'text-body-secondary' : undefined}>
                  <td className="text-nowrap">{formatDate(line.dat)}</td>
                  <td className="text-nowrap">{line.reference}</td>
                  <td className={line.cancelled ? 'text-decoration-line-through' : undefined}>{line.description}</td>
                  <td className="text-end text-nowrap">{formatMoney(toPaise(line.amount))}</td>
                  <td className="text-end text-nowrap">
                    {formatMoney(addPaise(toPaise(line.cgst), toPaise(line.sgst)))}
                  </td>
                  <td className="text-end text-nowrap">{formatMoney(toPaise(line.debit))}</td>
                  <td>
                    {line.cancelled ? (
                      `Cancelled${note ? ` by ${note.user}: ${note.reason}` : ''}`
                    ) : mayCancel ? (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setCancelling(line)}
                        aria-label={`Cancel charge ${line.reference}`}
                      >
                        Cancel
                      </Button>
                    ) : (
                      'Posted'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {cancelling && (
        <ReasonDialog
          title={`Cancel charge ${cancelling.reference}`}
          text={`${cancelling.description}, ${formatMoney(toPaise(cancelling.debit))} with tax, comes off the folio (kept, marked cancelled) and its accounts entry is taken back.`}
          confirmLabel="Cancel the charge"
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            const body = { lineId: cancelling.id, reason };
            await cancel.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
            attempt.saved();
            showDoneToast(`Charge ${cancelling.reference} cancelled.`);
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
