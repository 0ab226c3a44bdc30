import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { type HostelBill } from '../domain/hostel-bill-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { ReasonDialog } from '../../../components/form/reason-dialog';

/**
 * The month's bills: total, received, due; view (print) any; cancel one with nothing received on it, with a reason
 * (kept, marked).
 */
export function BillTable({ bills, onView }: { bills: readonly HostelBill[]; onView: (billNo: string) => void }) {
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<HostelBill | null>(null);
  const cancel = useHostelWrite(API.cancelBill);
  const attempt = useSaveAttemptKey();
  if (bills.length === 0) return <p>No bill has been made for this month yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">Bills of the month</caption>
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">Date</th>
            <th scope="col">Occupant</th>
            <th scope="col">Bed</th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col" className="text-end">
              Received
            </th>
            <th scope="col" className="text-end">
              Due
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.billNo} className={bill.status === 'CANCELLED' ? 'text-body-secondary' : undefined}>
              <th scope="row" className="fw-normal text-nowrap">
                {bill.billNo}
              </th>
              <td className="text-nowrap">{formatDate(bill.date)}</td>
              <td>{bill.occupant.name}</td>
              <td>{bill.bedId}</td>
              <td className="text-end">{rupees(bill.total)}</td>
              <td className="text-end">{rupees(bill.received)}</td>
              <td className="text-end">{rupees(bill.due)}</td>
              <td>
                {bill.status === 'CANCELLED' ? `Cancelled: ${bill.cancelReason}` : bill.due === 0 ? 'Paid' : 'Open'}
              </td>
              <td className="text-nowrap">
                <Button size="sm" variant="outline-primary" className="me-1" onClick={() => onView(bill.billNo)}>
                  View {bill.billNo}
                </Button>
                {allowed('delete') && bill.status === 'OPEN' && bill.received === 0 && (
                  <Button size="sm" variant="outline-danger" onClick={() => setCancelling(bill)}>
                    Cancel {bill.billNo}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cancelling && (
        <ReasonDialog
          title={`Cancel bill ${cancelling.billNo}?`}
          text={`The bill of ${cancelling.occupant.name} (${rupees(cancelling.total)}) is kept, marked cancelled, and its accounts entry is taken back; what it billed can be billed again.`}
          confirmLabel="Cancel bill"
          onConfirm={async (reason) => {
            const body = { recordId: cancelling.billNo, detail: reason };
            await cancel.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
            attempt.saved();
            showDoneToast(`Bill ${cancelling.billNo} cancelled.`);
            setCancelling(null);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
