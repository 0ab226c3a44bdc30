import { useId, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useQcBatchRequirements } from './process-api';
import { ProcessTestForm } from './process-test-form';

/** Process tests (/qc/qcprocesstest): the batch steps waiting for quality control; record each one's test. */
export function ProcessTestScreen() {
  const id = useId();
  const allowed = useScreenPermission();
  const requirements = useQcBatchRequirements();
  const [chosen, setChosen] = useState<string | null>(null);
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the steps waiting for quality control…" />;
  const { pendings, tests } = requirements.data;
  const step = pendings.find((one) => `${one.batchId}|${one.sno}` === chosen);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Process tests
      </h1>
      {pendings.length === 0 ? (
        <p>No batch step is waiting for quality control.</p>
      ) : (
        <Table striped bordered hover responsive size="sm" aria-labelledby={`${id}-caption`}>
          <caption id={`${id}-caption`} className="caption-top">
            Steps waiting for quality control
          </caption>
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col">Step</th>
              <th scope="col">Process</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
              <th scope="col">Test</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {pendings.map((row) => (
              <tr key={`${row.batchId}|${row.sno}`}>
                <td>{row.batchNo}</td>
                <td>{row.sno}</td>
                <td>{row.processName}</td>
                <td>{row.itemName}</td>
                <td className="text-end">
                  {row.qty} {row.um}
                </td>
                <td>
                  {row.tested
                    ? `${row.tested.samplesCollected} samples, ${row.tested.rejected} rejected: waiting for approval`
                    : 'Not tested'}
                </td>
                <td>
                  {allowed('create') && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() => setChosen(`${row.batchId}|${row.sno}`)}
                      aria-label={`${row.tested ? 'Re-test' : 'Test'} step ${row.sno} (${row.processName}) of batch ${row.batchNo}`}
                    >
                      {row.tested ? 'Re-test' : 'Test'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {step && <ProcessTestForm key={chosen} step={step} tests={tests} onDone={() => setChosen(null)} />}
    </section>
  );
}
