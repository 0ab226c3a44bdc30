import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { PENALTY_STATE_LABELS, type PenaltyAccount, type PenaltyListRow } from '../domain/penalty-rules';
import { STU_ROUTES } from '../domain/stu-routes';
import { CollectDialog } from './collect-dialog';
import { usePenaltyWrite } from './penalties-api';

const PENALTY_COLUMNS: ReadonlyArray<TableColumn<PenaltyListRow>> = [
  { label: 'Number', cell: (row) => row.penaltyNo },
  { label: 'Date', cell: (row) => row.date },
  { label: 'Pupil', cell: (row) => row.name },
  { label: 'Class', cell: (row) => row.classCode },
  {
    label: 'Penalty',
    cell: (row) => (
      <>
        {row.reason}
        {row.days > 1 ? ` (${row.days} days)` : ''}
        {row.status === 'CANCELLED' && row.cancelReason ? (
          <div className="small text-muted">Cancelled: {row.cancelReason}</div>
        ) : null}
      </>
    ),
  },
  { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amount)), numeric: true },
  { label: 'Paid', cell: (row) => formatMoney(toPaise(row.paid)), numeric: true },
  { label: 'Status', cell: (row) => PENALTY_STATE_LABELS[row.state] },
];

interface Props {
  rows: readonly PenaltyListRow[];
  accounts: readonly PenaltyAccount[];
  canCollect: boolean;
  canCancel: boolean;
}

/**
 * The penalties given, newest first, each "Given", "Part paid", "Paid" or "Cancelled"; collect what is pending, cancel
 * with a reason.
 */
export function PenaltyTable({ rows, accounts, canCollect, canCancel }: Props) {
  const [collecting, setCollecting] = useState<PenaltyListRow | null>(null);
  const [cancelling, setCancelling] = useState<PenaltyListRow | null>(null);
  const cancel = usePenaltyWrite(STU_ROUTES.cancelPenalty);
  const attempt = useSaveAttemptKey();
  const actions: TableColumn<PenaltyListRow> = {
    label: 'Actions',
    className: 'text-nowrap',
    cell: (row) => (
      <>
        {canCollect && row.pending > 0 && (
          <Button
            size="sm"
            variant="outline-primary"
            className="me-1"
            onClick={() => setCollecting(row)}
            aria-label={`Collect ${row.penaltyNo}`}
          >
            Collect
          </Button>
        )}
        {canCancel && row.state === 'GIVEN' && (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setCancelling(row)}
            aria-label={`Cancel ${row.penaltyNo}`}
          >
            Cancel
          </Button>
        )}
      </>
    ),
  };
  if (rows.length === 0) return <p className="text-muted">No penalty has been given.</p>;
  return (
    <div className="table-responsive">
      <DataTable
        rows={rows}
        columns={canCollect || canCancel ? [...PENALTY_COLUMNS, actions] : PENALTY_COLUMNS}
        rowKey={(row) => row.penaltyNo}
        caption="Penalties given"
        captionPlacement="hidden"
        tableClassName="table table-sm table-striped table-hover"
        responsive={false}
      />
      {collecting && <CollectDialog row={collecting} accounts={accounts} onClose={() => setCollecting(null)} />}
      {cancelling && (
        <ReasonDialog
          title={`Cancel penalty ${cancelling.penaltyNo}`}
          text={`${cancelling.name}'s penalty for ${cancelling.reason} is withdrawn from the fee ledger.`}
          confirmLabel="Cancel penalty"
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            const body = { recordId: cancelling.penaltyNo, detail: reason };
            await cancel.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
            attempt.saved();
            showDoneToast(`Penalty ${cancelling.penaltyNo} cancelled.`);
            setCancelling(null);
          }}
        />
      )}
    </div>
  );
}
