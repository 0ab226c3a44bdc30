import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../../components/data-table';
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

const CHARGE_COLUMNS: TableColumn<PostedCharge>[] = [
  { label: 'Number', cell: (charge) => charge.id, className: 'fw-normal' },
  { label: 'Date', cell: (charge) => formatDate(charge.date) },
  { label: 'Occupant', cell: (charge) => charge.occupantName },
  {
    label: 'Charge or service',
    cell: (charge) => (
      <>
        {charge.name}
        {charge.remarks && <span className="d-block small text-body-secondary">{charge.remarks}</span>}
      </>
    ),
  },
  {
    label: 'Rate',
    cell: (charge) => (
      <>
        {rupees(charge.rate)} {charge.kind === 'SERVICE' ? PER[charge.per] : ''}
      </>
    ),
    numeric: true,
    className: 'text-nowrap',
  },
  { label: 'Quantity', cell: (charge) => charge.quantity, numeric: true },
  { label: 'GST', cell: (charge) => `${charge.taxPercent} %`, numeric: true },
  {
    label: 'Bill',
    cell: (charge) => (charge.status === 'WITHDRAWN' ? 'Withdrawn' : charge.billNo || 'Not billed yet'),
  },
];

/** The month's charges and subscriptions: which bill holds each; one not billed yet may be withdrawn (delete right). */
export function ChargeTable({ charges }: { charges: readonly PostedCharge[] }) {
  const allowed = useScreenPermission();
  const [asked, setAsked] = useState<PostedCharge | null>(null);
  const withdraw = useHostelWrite(API.saveCharge);
  const attempt = useSaveAttemptKey();
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
  const withdrawColumn: TableColumn<PostedCharge> = {
    label: 'Actions',
    hideLabel: true,
    cell: (charge) =>
      allowed('delete') &&
      charge.status === 'OPEN' &&
      !charge.billNo && (
        <Button size="sm" variant="outline-danger" onClick={() => setAsked(charge)}>
          Withdraw {charge.id}
        </Button>
      ),
  };
  return (
    <>
      <DataTable
        rows={charges}
        columns={[...CHARGE_COLUMNS, withdrawColumn]}
        rowKey={(charge) => charge.id}
        caption="Charges and services posted for the month"
        rowClassName={(charge) => (charge.status === 'WITHDRAWN' ? 'text-body-secondary' : undefined)}
        empty={<p>Nothing is posted for this month yet.</p>}
      />
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
    </>
  );
}
