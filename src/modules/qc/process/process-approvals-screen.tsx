import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { FinalQcForm } from './final-qc-form';
import { useFinalQcRequirements, useQcBatchRequirements } from './process-api';
import { TestedStepsTable } from './tested-steps-table';

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
      <TestedStepsTable steps={requirements.data.pendings} mayApprove={allowed('approve')} onRefused={setRefused} />
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
