import { useCallback, useId, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { IssueForm } from './issue-form';
import { useOutsourceRequirements, useOutsourcings } from './outsourcing-api';
import type { Outsourcing } from './outsourcing-wire';
import { ReceiptForm } from './receipt-form';

const COLUMNS: ReadonlyArray<TableColumn<Outsourcing>> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Sent on', cell: (row) => row.dat },
  { label: 'Outsource', cell: (row) => row.outsourceName },
  { label: 'Batch step', cell: (row) => `${row.batchNo} step ${row.sno} (${row.processName})` },
  { label: 'Sent', cell: (row) => row.qty, numeric: true },
  { label: 'Expected', cell: (row) => row.expectedDate },
  { label: 'Received', cell: (row) => row.qtyReceived ?? '', numeric: true },
  { label: 'Rejected', cell: (row) => row.rejected ?? '', numeric: true },
  { label: 'Charge (₹)', cell: (row) => (row.charge === null ? '' : row.charge.toFixed(2)), numeric: true },
];

/** Assign outsource (/production/proassignoutsource): send waiting batch steps to outsourcers and take them back. */
export function AssignOutsourceScreen() {
  const id = useId();
  const allowed = useScreenPermission();
  const requirements = useOutsourceRequirements();
  const list = useOutsourcings();
  const [receiving, setReceiving] = useState<number | null>(null);
  const [dirty, setDirty] = useState({ issue: false, receipt: false });
  const issueDirty = useCallback(
    (issue: boolean) => setDirty((before) => (before.issue === issue ? before : { ...before, issue })),
    [],
  );
  const receiptDirty = useCallback(
    (receipt: boolean) => setDirty((before) => (before.receipt === receipt ? before : { ...before, receipt })),
    [],
  );
  const leaveQuestion = useLeaveGuard(dirty.issue || dirty.receipt);
  const failed = requirements.error ?? list.error;
  if (failed)
    return (
      <LoadFailed message={toApiError(failed).message} onRetry={() => void (requirements.refetch(), list.refetch())} />
    );
  if (!requirements.data || !list.data) return <Loading label="Loading the steps and outsourcings…" />;
  const sent = list.data.find((row) => row.recordId === receiving && row.pos === 2);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Assign outsource
      </h1>
      {allowed('create') &&
        (requirements.data.steps.length === 0 ? (
          <p>No batch step is waiting to be worked on.</p>
        ) : requirements.data.outsources.length === 0 ? (
          <p>Add an outsource in the Outsources master first.</p>
        ) : (
          <IssueForm requirements={requirements.data} onDirty={issueDirty} />
        ))}
      <h2 className="h5 mt-4">Outsourcings</h2>
      <DataTable
        empty={<p>Nothing is out with an outsource, and nothing was sent this month.</p>}
        rows={list.data}
        columns={[
          ...COLUMNS,
          {
            label: 'Action',
            cell: (row) =>
              row.pos === 2 && allowed('create') ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-label={`Receive ${row.seq}`}
                  onClick={() => setReceiving(row.recordId)}
                >
                  Receive
                </button>
              ) : row.pos === 2 ? (
                'Out'
              ) : (
                'Received'
              ),
          },
        ]}
        rowKey={(row) => row.recordId}
        caption="Outsourcings"
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm table-striped table-bordered table-hover"
      />
      {sent && (
        <ReceiptForm
          key={sent.recordId}
          sent={sent}
          today={requirements.data.dat}
          onDone={() => setReceiving(null)}
          onDirty={receiptDirty}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
