import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast, showMessage, MessageType } from '../../../lib/messages/messages';
import { type PostedCharge } from '../domain/charge-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';

const PER: Record<string, string> = { DAY: 'a day', MONTH: 'a month', TERM: 'a term', YEAR: 'a year' };

/** The month's charges and subscriptions: which bill holds each; one not billed yet may be withdrawn (delete right). */
export function ChargeTable({ charges }: { charges: readonly PostedCharge[] }) {
  const allowed = useScreenPermission();
  const [asked, setAsked] = useState<PostedCharge | null>(null);
  const withdraw = useHostelWrite(API.saveCharge);
  const attempt = useSaveAttemptKey();
  if (charges.length === 0) return <p>Nothing is posted for this month yet.</p>;
  const confirm = () => {
    if (!asked || withdraw.isPending) return;
    const body = { recordId: asked.id, traCheck: 3 };
    withdraw.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => (attempt.saved(), showDoneToast(`${asked.id} withdrawn.`), setAsked(null)),
        onError: (error) => (setAsked(null), showMessage(MessageType.ErrorDialog, toApiError(error).message)),
      },
    );
  };
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">Charges and services posted for the month</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Occupant</th>
            <th scope="col">Charge or service</th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col" className="text-end">
              GST
            </th>
            <th scope="col">Bill</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {charges.map((charge) => (
            <tr key={charge.id} className={charge.status === 'WITHDRAWN' ? 'text-body-secondary' : undefined}>
              <th scope="row" className="fw-normal">
                {charge.id}
              </th>
              <td>{formatDate(charge.date)}</td>
              <td>{charge.occupantName}</td>
              <td>
                {charge.name}
                {charge.remarks && <span className="d-block small text-body-secondary">{charge.remarks}</span>}
              </td>
              <td className="text-end text-nowrap">
                {rupees(charge.rate)} {charge.kind === 'SERVICE' ? PER[charge.per] : ''}
              </td>
              <td className="text-end">{charge.quantity}</td>
              <td className="text-end">{charge.taxPercent} %</td>
              <td>{charge.status === 'WITHDRAWN' ? 'Withdrawn' : charge.billNo || 'Not billed yet'}</td>
              <td>
                {allowed('delete') && charge.status === 'OPEN' && !charge.billNo && (
                  <Button size="sm" variant="outline-danger" onClick={() => setAsked(charge)}>
                    Withdraw {charge.id}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {asked && (
        <ConfirmDialog
          title={`Withdraw ${asked.id}?`}
          text={`${asked.name} for ${asked.occupantName} will not be billed. The record is kept, marked withdrawn.`}
          confirmLabel="Withdraw"
          dismissLabel="Keep it"
          busy={withdraw.isPending}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
