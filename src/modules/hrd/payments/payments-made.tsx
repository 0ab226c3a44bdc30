import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { StoredSalaryPayment } from '../domain/payment-types';
import { rupees } from './payment-format';
import { usePaymentWrite } from './payments-api';

const COLUMNS: ReadonlyArray<TableColumn<StoredSalaryPayment>> = [
  { label: 'Payment', cell: (payment) => payment.seq, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (payment) => formatDate(payment.dat), className: 'text-nowrap' },
  { label: 'Mode', cell: (payment) => (payment.mode === 'BANK' ? 'Bank' : 'Cash') },
  { label: 'Paid from', cell: (payment) => payment.account },
  { label: 'Employees', cell: (payment) => payment.empnos.length, numeric: true },
  { label: 'Net paid', cell: (payment) => rupees(payment.net), numeric: true },
  {
    label: 'State',
    cell: (payment) => (payment.cancelled ? `Cancelled: ${payment.cancelReason}` : `Paid by ${payment.by}`),
    className: 'small',
  },
];

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
  const actions: TableColumn<StoredSalaryPayment> = {
    label: 'Actions',
    hideLabel: true,
    cell: (payment) =>
      !payment.cancelled &&
      canCancel && (
        <Button size="sm" variant="outline-danger" onClick={() => setCancelling(payment)}>
          Cancel {payment.seq}
        </Button>
      ),
  };
  return (
    <>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Payments made">
        <DataTable
          rows={payments}
          columns={[...COLUMNS, actions]}
          rowKey={(payment) => payment.seq}
          caption="Payments made"
          rowClassName={(payment) => (payment.cancelled ? 'text-body-secondary' : undefined)}
          responsive={false}
        />
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
