import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { QC_PROCESS_ROUTES as R, type PendingStep } from '../domain/process-routes';
import { passedQty } from '../domain/process-test-rules';
import { FinalQcForm } from './final-qc-form';
import { useFinalQcRequirements, useProcessWrite, useQcBatchRequirements } from './process-api';

function ApproveButton({ step, onRefused }: { step: PendingStep; onRefused: (message: string) => void }) {
  const approve = useProcessWrite(R.approve);
  const { submit, saving } = useOneSubmit();
  const test = step.tested!;
  const label = `step ${step.sno} (${step.processName}) of batch ${step.batchNo}`;
  return (
    <LoadingButton
      type="button"
      size="sm"
      loading={saving}
      loadingText="Approving"
      aria-label={`Approve ${label}`}
      onClick={() =>
        void submit(async () => {
          const testdet = {
            batchNo: step.batchId,
            processId: step.processId,
            sno: step.sno,
            samplesCollected: test.samplesCollected,
            rejected: test.rejected,
            rectifiedQty: test.rectifiedQty,
            rectifiedValue: test.rectifiedValue,
            rejectedValue: test.rejectedValue,
          };
          try {
            await approve.mutateAsync({
              body: { testdet },
              idempotencyKey: `qc-process-approve-${step.batchId}-${step.sno}`,
            });
          } catch (error) {
            onRefused(toApiError(error).message);
            return;
          }
          showDoneToast(`Approved ${label}: ${passedQty(test.samplesCollected, test.rejected)} passed on.`);
        })
      }
    >
      Approve
    </LoadingButton>
  );
}

/**
 * Process approvals (/qc/qcprocessapprovals): approve the tested steps (samples − rejected go on), then the final QC of
 * finished batches.
 */
export function ProcessApprovalsScreen() {
  const id = useId();
  const allowed = useScreenPermission();
  const requirements = useQcBatchRequirements();
  const final = useFinalQcRequirements();
  const [refused, setRefused] = useState<string | null>(null);
  const failed = requirements.error ?? final.error;
  if (failed)
    return (
      <LoadFailed message={toApiError(failed).message} onRetry={() => void (requirements.refetch(), final.refetch())} />
    );
  if (!requirements.data || !final.data) return <Loading label="Loading the tests waiting for approval…" />;
  const tested = requirements.data.pendings.filter((step) => step.tested);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Process approvals
      </h1>
      {refused && (
        <Alert variant="danger" role="alert" onClose={() => setRefused(null)} dismissible>
          {refused}
        </Alert>
      )}
      <h2 className="h5">Tested steps</h2>
      {tested.length === 0 ? (
        <p>No tested step is waiting for approval.</p>
      ) : (
        <Table striped bordered hover responsive size="sm" aria-label="Tested steps waiting for approval">
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col">Step</th>
              <th scope="col">Process</th>
              <th scope="col">Test</th>
              <th scope="col" className="text-end">
                Samples
              </th>
              <th scope="col" className="text-end">
                Rejected
              </th>
              <th scope="col" className="text-end">
                Rectified
              </th>
              <th scope="col" className="text-end">
                Passes on
              </th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {tested.map((step) => (
              <tr key={`${step.batchId}|${step.sno}`}>
                <td>{step.batchNo}</td>
                <td>{step.sno}</td>
                <td>{step.processName}</td>
                <td>{step.tested!.testName}</td>
                <td className="text-end">{step.tested!.samplesCollected}</td>
                <td className="text-end">{step.tested!.rejected}</td>
                <td className="text-end">{step.tested!.rectifiedQty}</td>
                <td className="text-end">{passedQty(step.tested!.samplesCollected, step.tested!.rejected)}</td>
                <td>
                  {allowed('approve') ? (
                    <ApproveButton step={step} onRefused={setRefused} />
                  ) : (
                    'Approval needs the quality manager'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2 className="h5 mt-4">Final quality control</h2>
      {final.data.header.length === 0 ? (
        <p>No batch has finished all its steps.</p>
      ) : allowed('approve') ? (
        final.data.header.map((batch) => <FinalQcForm key={batch.recordId} batch={batch} stores={final.data.stores} />)
      ) : (
        <ul aria-label="Batches waiting for final QC">
          {final.data.header.map((batch) => (
            <li key={batch.recordId}>
              {batch.batchNo}: {batch.itemName}, {batch.lastQty} {batch.um} passed by the last step
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
