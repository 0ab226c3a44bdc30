import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { type HostelBill } from '../domain/hostel-bill-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { ReasonDialog } from '../../../components/form/reason-dialog';

const BILL_COLUMNS: TableColumn<HostelBill>[] = [
  { label: 'Bill', cell: (bill) => bill.billNo, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (bill) => formatDate(bill.date), className: 'text-nowrap' },
  { label: 'Occupant', cell: (bill) => bill.occupant.name },
  { label: 'Bed', cell: (bill) => bill.bedId },
  { label: 'Total', cell: (bill) => rupees(bill.total), numeric: true },
  { label: 'Received', cell: (bill) => rupees(bill.received), numeric: true },
  { label: 'Due', cell: (bill) => rupees(bill.due), numeric: true },
  {
    label: 'Status',
    cell: (bill) =>
      bill.status === 'CANCELLED' ? `Cancelled: ${bill.cancelReason}` : bill.due === 0 ? 'Paid' : 'Open',
  },
];

/**
 * The month's bills: total, received, due; view (print) any; cancel one with nothing received on it, with a reason
 * (kept, marked).
 */
export function BillTable({ bills, onView }: { bills: readonly HostelBill[]; onView: (billNo: string) => void }) {
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<HostelBill | null>(null);
  const cancel = useHostelWrite(API.cancelBill);
  const attempt = useSaveAttemptKey();
  const actions: TableColumn<HostelBill> = {
    label: 'Actions',
    hideLabel: true,
    className: 'text-nowrap',
    cell: (bill) => (
      <>
        <Button size="sm" variant="outline-primary" className="me-1" onClick={() => onView(bill.billNo)}>
          View {bill.billNo}
        </Button>
        {allowed('delete') && bill.status === 'OPEN' && bill.received === 0 && (
          <Button size="sm" variant="outline-danger" onClick={() => setCancelling(bill)}>
            Cancel {bill.billNo}
          </Button>
        )}
      </>
    ),
  };
  return (
    <>
      <DataTable
        rows={bills}
        columns={[...BILL_COLUMNS, actions]}
        rowKey={(bill) => bill.billNo}
        caption="Bills of the month"
        rowClassName={(bill) => (bill.status === 'CANCELLED' ? 'text-body-secondary' : undefined)}
        empty={<p>No bill has been made for this month yet.</p>}
      />
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
    </>
  );
}
