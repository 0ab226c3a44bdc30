import { useCallback, useId, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { IssueForm } from './issue-form';
import { useOutsourceRequirements, useOutsourcings } from './outsourcing-api';
import { ReceiptForm } from './receipt-form';

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
      {list.data.length === 0 ? (
        <p>Nothing is out with an outsource, and nothing was sent this month.</p>
      ) : (
        <Table striped bordered hover responsive size="sm" aria-label="Outsourcings">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Sent on</th>
              <th scope="col">Outsource</th>
              <th scope="col">Batch step</th>
              <th scope="col" className="text-end">
                Sent
              </th>
              <th scope="col">Expected</th>
              <th scope="col" className="text-end">
                Received
              </th>
              <th scope="col" className="text-end">
                Rejected
              </th>
              <th scope="col" className="text-end">
                Charge (₹)
              </th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row.recordId}>
                <td>{row.seq}</td>
                <td>{row.dat}</td>
                <td>{row.outsourceName}</td>
                <td>
                  {row.batchNo} step {row.sno} ({row.processName})
                </td>
                <td className="text-end">{row.qty}</td>
                <td>{row.expectedDate}</td>
                <td className="text-end">{row.qtyReceived ?? ''}</td>
                <td className="text-end">{row.rejected ?? ''}</td>
                <td className="text-end">{row.charge === null ? '' : row.charge.toFixed(2)}</td>
                <td>
                  {row.pos === 2 && allowed('create') ? (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
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
