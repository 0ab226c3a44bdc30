import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { BatchRequirements } from '../domain/batch-wire';
import { personOf, stepKey, type StepDraft } from './batch-draft';

interface Props {
  id: string;
  steps: StepDraft[];
  requirements: BatchRequirements;
  problems: Readonly<Record<string, string | undefined>>;
  readOnly: boolean;
  onChange: (steps: StepDraft[]) => void;
  defaults: Pick<StepDraft, 'fromDate' | 'toDate' | 'processIncharge'>;
}

/**
 * The batch's process steps in order: process, dates inside the batch's, QC after, in-charge; moved, added, removed.
 */
export function BatchSteps({ id, steps, requirements, problems, readOnly, onChange, defaults }: Props) {
  const set = (index: number, patch: Partial<StepDraft>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    onChange(next);
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">Process steps</legend>
      {problems.processes && (
        <p className="text-danger" id={`${id}-steps-error`}>
          {problems.processes}
        </p>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Process</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">QC after</th>
              <th scope="col">In-charge</th>
              <th scope="col">
                <span className="visually-hidden">Order</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.flatMap((step, index) => {
              const problem = problems[`processes.${index}`];
              const n = index + 1;
              const describedBy = problem ? `${id}-step-${step.key}-error` : undefined;
              const row = (
                <tr key={step.key}>
                  <th scope="row">{n}</th>
                  <td>
                    <Form.Select
                      aria-label={`Process of step ${n}`}
                      value={step.processId}
                      disabled={readOnly}
                      isInvalid={!!problem}
                      aria-describedby={describedBy}
                      onChange={(event) =>
                        set(index, {
                          processId: event.target.value,
                          qcRequired:
                            requirements.processes.find((one) => String(one.recordId) === event.target.value)
                              ?.qcRequired ?? step.qcRequired,
                        })
                      }
                    >
                      <option value="">Choose…</option>
                      {requirements.processes.map((process) => (
                        <option key={process.recordId} value={String(process.recordId)}>
                          {process.processName}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td>
                    <Form.Control
                      type="date"
                      aria-label={`Step ${n} from`}
                      value={step.fromDate}
                      disabled={readOnly}
                      onChange={(event) => set(index, { fromDate: event.target.value })}
                    />
                  </td>
                  <td>
                    <Form.Control
                      type="date"
                      aria-label={`Step ${n} to`}
                      value={step.toDate}
                      disabled={readOnly}
                      onChange={(event) => set(index, { toDate: event.target.value })}
                    />
                  </td>
                  <td>
                    <Form.Check
                      aria-label={`Quality check after step ${n}`}
                      checked={step.qcRequired}
                      disabled={readOnly}
                      onChange={(event) => set(index, { qcRequired: event.target.checked })}
                    />
                  </td>
                  <td>
                    <Form.Select
                      aria-label={`In-charge of step ${n}`}
                      value={step.processIncharge}
                      disabled={readOnly}
                      onChange={(event) => set(index, { processIncharge: event.target.value })}
                    >
                      <option value="">Choose…</option>
                      {requirements.employees.map((employee) => (
                        <option key={employee.empno} value={personOf(employee)}>
                          {personOf(employee)}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td className="text-nowrap">
                    {!readOnly && (
                      <>
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          aria-label={`Move step ${n} up`}
                        >
                          ↑
                        </Button>{' '}
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          disabled={index === steps.length - 1}
                          onClick={() => move(index, 1)}
                          aria-label={`Move step ${n} down`}
                        >
                          ↓
                        </Button>{' '}
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => onChange(steps.filter((_, at) => at !== index))}
                          aria-label={`Remove step ${n}`}
                        >
                          Remove
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              );
              return problem
                ? [
                    row,
                    <tr key={`${step.key}-problem`}>
                      <td colSpan={7} className="text-danger border-0 pt-0" id={describedBy}>
                        {problem}
                      </td>
                    </tr>,
                  ]
                : [row];
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => onChange([...steps, { key: stepKey(), processId: '', qcRequired: false, ...defaults }])}
        >
          Add a step
        </Button>
      )}
    </fieldset>
  );
}
