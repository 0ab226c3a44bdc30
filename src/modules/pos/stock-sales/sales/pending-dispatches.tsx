import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../../engine/screen-action';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { PendingDispatch } from '../domain/stock-sale-types';
import { ReasonDialog } from '../../../../components/form/reason-dialog';
import { useClearDispatch, usePendingDispatches } from './sale-api';

const COLUMNS: ReadonlyArray<TableColumn<PendingDispatch>> = [
  { label: 'Invoice', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Customer', cell: (row) => row.partyName },
  { label: 'Lines', cell: (row) => row.items },
  { label: 'Total', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
];

/**
 * The gate's list (GetPendingDispatches): invoices whose goods have not yet left. The gate clears one by
 * typing the pass code the customer was given (SetPendingDispatchClear); a wrong code is refused and kept.
 */
export function PendingDispatches({ onBack }: { onBack: () => void }) {
  const list = usePendingDispatches();
  const clear = useClearDispatch();
  const attempt = useSaveAttemptKey();
  const [clearing, setClearing] = useState<PendingDispatch | null>(null);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Pending dispatches
        </h1>
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the invoices
        </Button>
      </div>
      {list.isPending ? (
        <Loading label="Loading the dispatches…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>No goods are waiting at the gate.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            ...COLUMNS,
            {
              label: 'Actions',
              headClassName: 'list-actions-head',
              className: 'list-row-actions',
              cell: (row) => (
                <ScreenAction transaction="modify">
                  <Button size="sm" aria-label={`Clear ${row.seq} at the gate`} onClick={() => setClearing(row)}>
                    Clear at the gate
                  </Button>
                </ScreenAction>
              ),
            },
          ]}
          rowKey={(row) => row.recordId}
          caption={rows.length === 1 ? '1 dispatch waiting' : `${rows.length} dispatches waiting`}
          captionPlacement="bottom"
          cards
        />
      )}
      {clearing && (
        <ReasonDialog
          title={`Clear ${clearing.seq} at the gate`}
          text={`Ask ${clearing.partyName} for the pass code of invoice ${clearing.seq} and type it here.`}
          inputLabel="Pass code"
          oneLine
          keepLabel="Back"
          confirmLabel="Let the goods out"
          maxLength={6}
          onClose={() => setClearing(null)}
          onConfirm={async (passCode) => {
            // One key per code typed: a retry after no answer is answered as the first, not refused as already cleared.
            await clear.mutateAsync({
              recordId: clearing.recordId,
              passCode,
              idempotencyKey: attempt.keyFor({ clear: clearing.recordId, passCode }),
            });
            attempt.saved();
            showDoneToast(`${clearing.seq} has left through the gate.`);
            setClearing(null);
          }}
        />
      )}
    </section>
  );
}
