import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { PENALTY_STATE_LABELS, type PenaltyAccount, type PenaltyListRow } from '../domain/penalty-rules';
import { STU_ROUTES } from '../domain/stu-routes';
import { CollectDialog } from './collect-dialog';
import { usePenaltyWrite } from './penalties-api';

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
  if (rows.length === 0) return <p className="text-muted">No penalty has been given.</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" striped hover aria-label="Penalties given">
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Pupil</th>
            <th scope="col">Class</th>
            <th scope="col">Penalty</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col" className="text-end">
              Paid
            </th>
            <th scope="col">Status</th>
            {(canCollect || canCancel) && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.penaltyNo}>
              <th scope="row">{row.penaltyNo}</th>
              <td>{row.date}</td>
              <td>{row.name}</td>
              <td>{row.classCode}</td>
              <td>
                {row.reason}
                {row.days > 1 ? ` (${row.days} days)` : ''}
                {row.status === 'CANCELLED' && row.cancelReason ? (
                  <div className="small text-muted">Cancelled: {row.cancelReason}</div>
                ) : null}
              </td>
              <td className="text-end">{formatMoney(toPaise(row.amount))}</td>
              <td className="text-end">{formatMoney(toPaise(row.paid))}</td>
              <td>{PENALTY_STATE_LABELS[row.state]}</td>
              {(canCollect || canCancel) && (
                <td className="text-nowrap">
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
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
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
