import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { QC_PROCESS_ROUTES as R, type PendingStep, type ProcessTestWire } from '../domain/process-routes';
import { passedQty } from '../domain/process-test-rules';
import { useProcessWrite, type ApproveStepBody } from './process-api';

/** A step with its recorded test. */
interface Tested {
  step: PendingStep;
  test: ProcessTestWire;
}

function ApproveButton({ step, test, onRefused }: Tested & { onRefused: (message: string) => void }) {
  const approve = useProcessWrite(R.approve);
  const { submit, saving } = useOneSubmit();
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
              body: { testdet } satisfies ApproveStepBody,
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

const COLUMNS: ReadonlyArray<TableColumn<Tested>> = [
  { label: 'Batch', cell: ({ step }) => step.batchNo },
  { label: 'Step', cell: ({ step }) => step.sno },
  { label: 'Process', cell: ({ step }) => step.processName },
  { label: 'Test', cell: ({ test }) => test.testName },
  { label: 'Samples', cell: ({ test }) => test.samplesCollected, numeric: true },
  { label: 'Rejected', cell: ({ test }) => test.rejected, numeric: true },
  { label: 'Rectified', cell: ({ test }) => test.rectifiedQty, numeric: true },
  { label: 'Passes on', cell: ({ test }) => passedQty(test.samplesCollected, test.rejected), numeric: true },
];

/** The tested steps waiting for approval, each approved (samples − rejected go on) by a user with the right. */
export function TestedStepsTable({
  steps,
  mayApprove,
  onRefused,
}: {
  steps: readonly PendingStep[];
  mayApprove: boolean;
  onRefused: (message: string) => void;
}) {
  const rows = steps.flatMap((step) => (step.tested ? [{ step, test: step.tested }] : []));
  const action: TableColumn<Tested> = {
    label: 'Action',
    cell: (row) =>
      mayApprove ? <ApproveButton {...row} onRefused={onRefused} /> : 'Approval needs the quality manager',
  };
  return (
    <DataTable
      rows={rows}
      columns={[...COLUMNS, action]}
      rowKey={({ step }) => `${step.batchId}|${step.sno}`}
      caption="Tested steps waiting for approval"
      captionPlacement="hidden"
      rowHeader={false}
      tableClassName="table table-striped table-bordered table-hover table-sm"
      empty={<p>No tested step is waiting for approval.</p>}
    />
  );
}
