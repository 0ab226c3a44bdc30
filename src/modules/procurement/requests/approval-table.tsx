import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { DataTable } from '../../../components/data-table';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { approvalColumns, keyOf, type Choice } from './approval-columns';
import { useApproveLines } from './request-api';
import { quantityProblem } from './request-rules';
import type { ApprovalInput, ApprovalQueueLine } from './request-types';

/**
 * The lines waiting for approval: tick lines, adjust the approved quantity (the requested one to start with), approve
 * them together.
 */
export function ApprovalTable({ lines }: { lines: readonly ApprovalQueueLine[] }) {
  const approve = useApproveLines();
  const attempt = useSaveAttemptKey();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const choiceOf = (line: ApprovalQueueLine): Choice =>
    choices[keyOf(line)] ?? { selected: false, qty: String(line.qty) };
  const change = (line: ApprovalQueueLine, update: Partial<Choice>) =>
    setChoices((previous) => ({ ...previous, [keyOf(line)]: { ...choiceOf(line), ...update } }));

  const approveSelected = () => {
    if (approve.isPending) return;
    setRefusal(null);
    const chosen = lines.filter((line) => choiceOf(line).selected);
    if (chosen.length === 0) return setRefusal('Tick the lines to approve first.');
    const found: Record<string, string> = {};
    const inputs: ApprovalInput[] = chosen.map((line) => {
      const text = choiceOf(line).qty.trim();
      const approvedQty = text === '' ? null : Number(text);
      const problem = quantityProblem(approvedQty, line.qty);
      if (problem) found[keyOf(line)] = problem;
      return { recordId: line.recordid, sno: line.sno, itemId: line.itemid, approvedQty };
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    approve.mutate(
      { lines: inputs, idempotencyKey: attempt.keyFor(inputs) },
      {
        onSuccess: () => {
          attempt.saved();
          setChoices({});
          showDoneToast(`${inputs.length} ${inputs.length === 1 ? 'line' : 'lines'} approved.`);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <DataTable
        rows={lines}
        columns={approvalColumns({ choiceOf, change, problems })}
        rowKey={keyOf}
        caption={lines.length === 1 ? '1 line waiting for approval' : `${lines.length} lines waiting for approval`}
        captionPlacement="bottom"
        rowHeader={1}
        cards
      />
      <ScreenAction transaction="approve">
        <LoadingButton type="button" loading={approve.isPending} loadingText="Approving" onClick={approveSelected}>
          Approve selected
        </LoadingButton>
      </ScreenAction>
    </>
  );
}
