import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
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

const CHARGE_COLUMNS: TableColumn<FolioLine>[] = [
  { label: 'Date', cell: (line) => formatDate(line.dat), className: 'text-nowrap' },
  { label: 'Number', cell: (line) => line.reference, className: 'text-nowrap' },
  {
    label: 'Charge',
    cell: (line) =>
      line.cancelled ? <span className="text-decoration-line-through">{line.description}</span> : line.description,
  },
  { label: 'Amount', cell: (line) => formatMoney(toPaise(line.amount)), numeric: true, className: 'text-nowrap' },
  {
    label: 'GST',
    cell: (line) => formatMoney(addPaise(toPaise(line.cgst), toPaise(line.sgst))),
    numeric: true,
    className: 'text-nowrap',
  },
  { label: 'Total', cell: (line) => formatMoney(toPaise(line.debit)), numeric: true, className: 'text-nowrap' },
];

/** The stay's posted charges, newest first, each with its tax; a live one may be cancelled with a reason. */
export function ChargeList({ lines, cancellations, mayCancel }: Props) {
  const [cancelling, setCancelling] = useState<FolioLine | null>(null);
  const cancel = useCancelCharge();
  const attempt = useSaveAttemptKey();
  const why = new Map(cancellations.map((note) => [note.lineId, note]));
  const charges = lines
    .filter((line) => line.kind === 'CHARGE')
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  const status: TableColumn<FolioLine> = {
    label: 'Status',
    cell: (line) => {
      const note = why.get(line.id);
      if (line.cancelled) return `Cancelled${note ? ` by ${note.user}: ${note.reason}` : ''}`;
      if (!mayCancel) return 'Posted';
      return (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setCancelling(line)}
          aria-label={`Cancel charge ${line.reference}`}
        >
          Cancel
        </Button>
      );
    },
  };
  return (
    <>
      <DataTable
        rows={charges}
        columns={[...CHARGE_COLUMNS, status]}
        rowKey={(line) => line.id}
        caption="Posted charges"
        captionPlacement="hidden"
        rowHeader={false}
        rowClassName={(line) => (line.cancelled ? 'text-body-secondary' : undefined)}
        empty={<p>No charge is posted to this room yet.</p>}
      />
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
