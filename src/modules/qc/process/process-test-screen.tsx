import { useId, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import type { PendingStep } from '../domain/process-routes';
import { useQcBatchRequirements } from './process-api';
import { ProcessTestForm } from './process-test-form';

const COLUMNS: ReadonlyArray<TableColumn<PendingStep>> = [
  { label: 'Batch', cell: (row) => row.batchNo },
  { label: 'Step', cell: (row) => row.sno },
  { label: 'Process', cell: (row) => row.processName },
  { label: 'Product', cell: (row) => row.itemName },
  { label: 'Quantity', cell: (row) => `${row.qty} ${row.um}`, numeric: true },
  {
    label: 'Test',
    cell: (row) =>
      row.tested
        ? `${row.tested.samplesCollected} samples, ${row.tested.rejected} rejected: waiting for approval`
        : 'Not tested',
  },
];

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
  const action: TableColumn<PendingStep> = {
    label: 'Action',
    cell: (row) =>
      allowed('create') && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => setChosen(`${row.batchId}|${row.sno}`)}
          aria-label={`${row.tested ? 'Re-test' : 'Test'} step ${row.sno} (${row.processName}) of batch ${row.batchNo}`}
        >
          {row.tested ? 'Re-test' : 'Test'}
        </button>
      ),
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Process tests
      </h1>
      <DataTable
        rows={pendings}
        columns={[...COLUMNS, action]}
        rowKey={(row) => `${row.batchId}|${row.sno}`}
        caption="Steps waiting for quality control"
        rowHeader={false}
        tableClassName="table table-striped table-bordered table-hover table-sm"
        empty={<p>No batch step is waiting for quality control.</p>}
      />
      {step && <ProcessTestForm key={chosen} step={step} tests={tests} onDone={() => setChosen(null)} />}
    </section>
  );
}
