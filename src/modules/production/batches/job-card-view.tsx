import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { JobCard } from '../../../kits/production/ppc-types';
import { useBatchRead, useBatchWrite } from './batch-api';
import type { SaveJobCardBody } from './batch-save-body';

const LINE_COLUMNS: ReadonlyArray<TableColumn<JobCard['lines'][number]>> = [
  { label: 'Batch', cell: (line) => line.batchNo },
  { label: 'Step', cell: (line) => line.lineId },
];

/** One job card (getTodaysProductionDetail): its steps; deleted (re-opening them) unless a later step has moved on. */
export function JobCardView({ recordId, onDone }: { recordId: number; onDone: () => void }) {
  const card = useBatchRead<(JobCard & { result: string }) | null>(BATCH_ROUTES.jobCard, { recordId });
  const remove = useBatchWrite(BATCH_ROUTES.saveJobCard);
  const allowed = useScreenPermission();
  const [asking, setAsking] = useState(false);
  const { submit, saving, failure } = useOneSubmit();
  if (card.error) return <LoadFailed message={toApiError(card.error).message} onRetry={() => void card.refetch()} />;
  if (card.data === undefined) return <Loading label="Loading the job card…" />;
  if (card.data === null)
    return (
      <Alert variant="warning">
        That job card is not there any more.{' '}
        <Button variant="link" onClick={onDone}>
          Back to the batch process
        </Button>
      </Alert>
    );
  const data = card.data;
  const confirm = () =>
    void submit(async () => {
      setAsking(false);
      await remove.mutateAsync({
        body: { header: { recordId: data.recordId }, traCheck: 3 } satisfies SaveJobCardBody,
        idempotencyKey: `job-card-delete-${data.recordId}-${data.jobCardNo}`,
      });
      showDoneToast(`Job card ${data.jobCardNo} deleted: its steps wait again.`);
      onDone();
    });
  return (
    <section aria-labelledby="job-card-title">
      <h1 id="job-card-title" className="h3 mb-3">
        Job card {data.jobCardNo}
      </h1>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <dl className="row">
        <dt className="col-sm-3">Date</dt>
        <dd className="col-sm-9">{formatDate(data.dat)}</dd>
        <dt className="col-sm-3">Process</dt>
        <dd className="col-sm-9">{data.processName}</dd>
        <dt className="col-sm-3">In-charge</dt>
        <dd className="col-sm-9">{data.processIncharge}</dd>
        <dt className="col-sm-3">Quantity passed</dt>
        <dd className="col-sm-9">{formatQuantity(data.qty)}</dd>
      </dl>
      <DataTable
        rows={data.lines}
        columns={LINE_COLUMNS}
        rowKey={(line) => `${line.batchId}|${line.lineId}`}
        caption="Batch steps completed"
        rowHeader={false}
        tableClassName="table table-sm w-auto"
        responsive={false}
      />
      {data.result !== 'OK' && <p>{data.result}: the job card can no longer be deleted.</p>}
      <div className="d-flex gap-2">
        {allowed('delete') && data.result === 'OK' && (
          <Button variant="outline-danger" disabled={saving} onClick={() => setAsking(true)}>
            Delete job card
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onDone}>
          Back to the batch process
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={`Delete job card ${data.jobCardNo}`}
          text="Its steps wait again and the steps queued after them are withdrawn."
          confirmLabel="Delete the job card"
          dismissLabel="Keep it"
          busy={saving}
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
