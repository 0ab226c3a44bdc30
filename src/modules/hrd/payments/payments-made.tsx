import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { StoredSalaryPayment } from '../domain/payment-types';
import { rupees } from './payment-format';
import { usePaymentWrite } from './payments-api';

/**
 * The payments made for the month; cancel (the delete right) with a reason: kept, marked, everything it did reversed.
 */
export function PaymentsMade({
  payments,
  canCancel,
}: {
  payments: readonly StoredSalaryPayment[];
  canCancel: boolean;
}) {
  const [cancelling, setCancelling] = useState<StoredSalaryPayment | null>(null);
  const write = usePaymentWrite();
  const attempt = useSaveAttemptKey();
  if (payments.length === 0) return <p>No payment made for this month yet.</p>;
  return (
    <>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Payments made">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Payments made</caption>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Date</th>
              <th scope="col">Mode</th>
              <th scope="col">Paid from</th>
              <th scope="col" className="text-end">
                Employees
              </th>
              <th scope="col" className="text-end">
                Net paid
              </th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.seq} className={payment.cancelled ? 'text-body-secondary' : undefined}>
                <th scope="row" className="fw-normal text-nowrap">
                  {payment.seq}
                </th>
                <td className="text-nowrap">{formatDate(payment.dat)}</td>
                <td>{payment.mode === 'BANK' ? 'Bank' : 'Cash'}</td>
                <td>{payment.account}</td>
                <td className="text-end">{payment.empnos.length}</td>
                <td className="text-end">{rupees(payment.net)}</td>
                <td className="small">
                  {payment.cancelled ? `Cancelled: ${payment.cancelReason}` : `Paid by ${payment.by}`}
                </td>
                <td>
                  {!payment.cancelled && canCancel && (
                    <Button size="sm" variant="outline-danger" onClick={() => setCancelling(payment)}>
                      Cancel {payment.seq}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cancelling && (
        <ReasonDialog
          title={`Cancel salary payment ${cancelling.seq}?`}
          text={`The payment of ${rupees(cancelling.net)} to ${cancelling.empnos.length} employees is kept, marked cancelled: its salaries become unpaid, its advance recoveries are undone and its accounts entry is taken back.`}
          confirmLabel="Cancel payment"
          onConfirm={async (reason) => {
            const body = { payment: { seq: cancelling.seq, reason }, traCheck: 3 };
            await write.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
            attempt.saved();
            showDoneToast(`Salary payment ${cancelling.seq} cancelled.`);
            setCancelling(null);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
