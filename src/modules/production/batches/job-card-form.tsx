import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchRequirements, PendingProcess } from '../domain/batch-wire';
import { useBatchWrite } from './batch-api';
import type { SaveJobCardBody } from './batch-save-body';
import { personOf } from './batch-draft';
import { emptyJobCard, jobCardSchema, ticked, type JobCardValues } from './job-card-form-values';

/** The field a refusal's words name: too much passed is the quantity's, a step or batch refused is the ticked rows'. */
function fieldOfRefusal(message: string): 'qty' | 'chosen' | null {
  if (message.endsWith('is more')) return 'qty';
  return /^(Step|Batch) /.test(message) ? 'chosen' : null;
}

interface Props {
  rows: readonly PendingProcess[];
  employees: BatchRequirements['employees'];
  canCreate: boolean;
  onDirty: (dirty: boolean) => void;
}

/** The waiting steps of one process chosen, and the job card (in-charge, quantity passed) that completes them. */
export function JobCardForm({ rows, employees, canCreate, onDirty }: Props) {
  const id = useId();
  // The problems show where they are found and the focus stays on Save, as before the form had a schema.
  const form = useForm<JobCardValues>({
    resolver: zodResolver(jobCardSchema(rows)),
    defaultValues: emptyJobCard(),
    shouldFocusError: false,
  });
  const [refused, setRefused] = useState<string | null>(null);
  const save = useBatchWrite(BATCH_ROUTES.saveJobCard);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const [processId, chosen, incharge, qty] = useWatch({
    control: form.control,
    name: ['processId', 'chosen', 'incharge', 'qty'],
  });
  const dirty = chosen.length > 0 || qty !== '' || incharge !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const processes = [...new Map(rows.map((row) => [String(row.processid), row.processname])).entries()];
  const shown = processId ? rows.filter((row) => String(row.processid) === processId) : rows;
  const linesProblem = form.formState.errors.chosen?.message;
  const toggle = (row: PendingProcess, on: boolean) => {
    const now = form.getValues();
    const next = on ? [...now.chosen, row.recordid] : now.chosen.filter((one) => one !== row.recordid);
    form.setValue('chosen', next, { shouldDirty: true });
    if (on && !now.processId) form.setValue('processId', String(row.processid), { shouldDirty: true });
    if (on && now.qty === '') form.setValue('qty', String(row.qty), { shouldDirty: true });
  };
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body: SaveJobCardBody = {
        header: { processId: Number(values.processId), processIncharge: values.incharge, qty: Number(values.qty) },
        lines: ticked(rows, values.chosen).map((row) => ({ batchno: row.batchno, lineId: row.sno })),
        traCheck: 1,
      };
      let answer: Record<string, unknown>;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setRefused(refusalBeside(form, error, fieldOfRefusal));
        return;
      }
      attempt.saved();
      showDoneToast(`Job card ${String(answer.jobCardNo ?? '')} saved.`);
      form.reset(emptyJobCard());
    }),
  );
  return (
    <Form noValidate onSubmit={(event) => (setRefused(null), void send(event))} aria-label="Job card">
      <h2 className="h5">Steps waiting</h2>
      {refused && (
        <Alert variant="danger" role="alert">
          {refused}
        </Alert>
      )}
      <div style={{ maxWidth: '24rem' }}>
        <Field
          form={form}
          name="processId"
          id={`${id}-process`}
          label="Process"
          choose="Every process"
          onChange={() => form.setValue('chosen', [], { shouldDirty: true })}
          options={processes.map(([value, label]) => ({ value, label }))}
        />
      </div>
      {shown.length === 0 ? (
        <p>No step is waiting{processId ? ' for this process' : ''}.</p>
      ) : (
        <div className="table-responsive">
          <table
            className="table table-sm align-middle"
            aria-describedby={linesProblem ? `${id}-lines-error` : undefined}
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
      {linesProblem && (
        <p className="text-danger" id={`${id}-lines-error`} role="alert">
          {linesProblem}
        </p>
      )}
      {canCreate && shown.length > 0 && (
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <Field
            form={form}
            name="incharge"
            id={`${id}-incharge`}
            label="Process in-charge"
            options={employees.map((one) => ({ value: personOf(one), label: personOf(one) }))}
          />
          <Field form={form} name="qty" id={`${id}-qty`} label="Quantity passed" type="number" inputMode="decimal" />
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
