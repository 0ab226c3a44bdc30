import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchRequirements, PendingProcess } from '../domain/batch-wire';
import { useBatchWrite } from './batch-api';
import { personOf } from './batch-draft';

interface Props {
  rows: readonly PendingProcess[];
  employees: BatchRequirements['employees'];
  canCreate: boolean;
  onDirty: (dirty: boolean) => void;
}

type Field = 'process' | 'incharge' | 'qty' | 'lines';

/** The waiting steps of one process chosen, and the job card (in-charge, quantity passed) that completes them. */
export function JobCardForm({ rows, employees, canCreate, onDirty }: Props) {
  const id = useId();
  const [processId, setProcessId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [incharge, setIncharge] = useState('');
  const [qty, setQty] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const save = useBatchWrite(BATCH_ROUTES.saveJobCard);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = chosen.length > 0 || qty !== '' || incharge !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const processes = [...new Map(rows.map((row) => [String(row.processid), row.processname])).entries()];
  const shown = processId ? rows.filter((row) => String(row.processid) === processId) : rows;
  const toggle = (row: PendingProcess, on: boolean) => {
    setChosen((before) => (on ? [...before, row.recordid] : before.filter((one) => one !== row.recordid)));
    if (on && !processId) setProcessId(String(row.processid));
    if (on && qty === '') setQty(String(row.qty));
  };
  const send = () => {
    const lines = rows.filter((row) => chosen.includes(row.recordid));
    const found: Partial<Record<Field, string>> = {};
    if (!processId) found.process = 'Choose the process';
    if (lines.length === 0) found.lines = 'Tick at least one waiting step';
    else if (lines.some((row) => String(row.processid) !== processId))
      found.lines = 'Every ticked step must be of the chosen process';
    if (!incharge) found.incharge = 'Choose the process in-charge';
    const amount = Number(qty);
    if (qty.trim() === '' || !(amount > 0)) found.qty = 'The quantity must be more than 0';
    else if (lines.some((row) => amount > row.qty))
      found.qty = `The quantity is more than a ticked step has queued (${Math.min(...lines.map((row) => row.qty))})`;
    setProblems(found);
    setRefused(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        header: { processId: Number(processId), processIncharge: incharge, qty: amount },
        lines: lines.map((row) => ({ batchno: row.batchno, lineId: row.sno })),
        traCheck: 1,
      };
      let answer: Record<string, unknown>;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        if (message.endsWith('is more')) setProblems({ qty: message });
        else if (/^(Step|Batch) /.test(message)) setProblems({ lines: message });
        else setRefused(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Job card ${String(answer.jobCardNo ?? '')} saved.`);
      setChosen([]);
      setProcessId('');
      setQty('');
      setIncharge('');
    });
  };
  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} aria-label="Job card">
      <h2 className="h5">Steps waiting</h2>
      {refused && (
        <Alert variant="danger" role="alert">
          {refused}
        </Alert>
      )}
      <div style={{ maxWidth: '24rem' }}>
        <SelectField
          id={`${id}-process`}
          label="Process"
          placeholder="Every process"
          value={processId}
          onChange={(value) => (setProcessId(value), setChosen([]))}
          error={problems.process}
          options={processes.map(([value, label]) => ({ value, label }))}
        />
      </div>
      {shown.length === 0 ? (
        <p>No step is waiting{processId ? ' for this process' : ''}.</p>
      ) : (
        <div className="table-responsive">
          <table
            className="table table-sm align-middle"
            aria-describedby={problems.lines ? `${id}-lines-error` : undefined}
          >
            <caption className="caption-top">Waiting steps ({shown.length})</caption>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Batch</th>
                <th scope="col">Step</th>
                <th scope="col">Process</th>
                <th scope="col">Product</th>
                <th scope="col" className="text-end">
                  Queued
                </th>
                <th scope="col">In-charge</th>
                <th scope="col">Material</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.recordid}>
                  <td>
                    <Form.Check
                      aria-label={`Batch ${row.batchno} step ${row.sno}`}
                      checked={chosen.includes(row.recordid)}
                      disabled={!canCreate}
                      onChange={(event) => toggle(row, event.target.checked)}
                    />
                  </td>
                  <th scope="row" className="fw-normal">
                    {row.batchno}
                  </th>
                  <td>{row.sno}</td>
                  <td>{row.processname}</td>
                  <td>{row.itemname}</td>
                  <td className="text-end text-nowrap">{formatQuantity(row.qty, row.um)}</td>
                  <td>{row.productionincharge}</td>
                  <td>
                    <Link to={`/${INVENTORY.consuproduct.path}?record=new&department=${row.batchid}`}>
                      Issue material<span className="visually-hidden"> to batch {row.batchno}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {problems.lines && (
        <p className="text-danger" id={`${id}-lines-error`} role="alert">
          {problems.lines}
        </p>
      )}
      {canCreate && shown.length > 0 && (
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <SelectField
            id={`${id}-incharge`}
            label="Process in-charge"
            value={incharge}
            onChange={setIncharge}
            error={problems.incharge}
            options={employees.map((one) => ({ value: personOf(one), label: personOf(one) }))}
          />
          <InputField
            id={`${id}-qty`}
            label="Quantity passed"
            type="number"
            value={qty}
            onChange={setQty}
            error={problems.qty}
          />
          <div className="pt-4">
            <LoadingButton loading={saving} loadingText="Saving">
              Save job card
            </LoadingButton>
          </div>
        </div>
      )}
    </Form>
  );
}
