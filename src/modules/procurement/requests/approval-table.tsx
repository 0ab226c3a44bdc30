import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useApproveLines } from './request-api';
import { formatQuantity } from './request-format';
import { quantityProblem } from './request-rules';
import type { ApprovalInput, ApprovalQueueLine } from './request-types';

interface Choice {
  selected: boolean;
  qty: string;
}

const keyOf = (line: ApprovalQueueLine) => `${line.recordid}-${line.sno}`;
const nameOf = (line: ApprovalQueueLine) => `${line.seq} line ${line.sno}`;

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
      <div className="table-responsive list-cards">
        <table className="table table-sm align-middle">
          <caption>
            {lines.length === 1 ? '1 line waiting for approval' : `${lines.length} lines waiting for approval`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Select</th>
              <th scope="col">Request</th>
              <th scope="col">Date</th>
              <th scope="col">Item</th>
              <th scope="col" className="text-end">
                Requested
              </th>
              <th scope="col">Unit</th>
              <th scope="col">Approved quantity</th>
              <th scope="col">Required by</th>
              <th scope="col">Purpose</th>
              <th scope="col">Suggested supplier</th>
              <th scope="col">Employee</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const key = keyOf(line);
              const choice = choiceOf(line);
              const problem = problems[key];
              return (
                <tr key={key}>
                  <td data-label="Select">
                    <Form.Check
                      id={`approve-${key}`}
                      aria-label={`Select ${nameOf(line)}`}
                      checked={choice.selected}
                      onChange={(event) => change(line, { selected: event.target.checked })}
                    />
                  </td>
                  <th scope="row" data-label="Request">
                    {nameOf(line)}
                  </th>
                  <td data-label="Date">{formatDate(line.dat)}</td>
                  <td data-label="Item">{line.itemdescription}</td>
                  <td data-label="Requested" className="text-end">
                    {formatQuantity(line.qty)}
                  </td>
                  <td data-label="Unit">{line.um}</td>
                  <td data-label="Approved quantity">
                    <Form.Label htmlFor={`approved-${key}`} visuallyHidden>
                      Approved quantity, {nameOf(line)}
                    </Form.Label>
                    <Form.Control
                      id={`approved-${key}`}
                      type="number"
                      inputMode="decimal"
                      step="any"
                      size="sm"
                      value={choice.qty}
                      isInvalid={!!problem}
                      aria-invalid={!!problem}
                      aria-describedby={problem ? `approved-${key}-error` : undefined}
                      onChange={(event) => change(line, { qty: event.target.value })}
                    />
                    <Form.Control.Feedback id={`approved-${key}-error`} type="invalid">
                      {problem}
                    </Form.Control.Feedback>
                  </td>
                  <td data-label="Required by">{formatDate(line.reqdby)}</td>
                  <td data-label="Purpose">{line.purpose}</td>
                  <td data-label="Suggested supplier">{line.supplier}</td>
                  <td data-label="Employee">{line.empname}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ScreenAction transaction="approve">
        <LoadingButton type="button" loading={approve.isPending} loadingText="Approving" onClick={approveSelected}>
          Approve selected
        </LoadingButton>
      </ScreenAction>
    </>
  );
}
