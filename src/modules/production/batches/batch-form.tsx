import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { BATCH_IN_USE, batchRefusalField } from '../domain/batch-rules';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchPlanAnswer, BatchRequirements } from '../domain/batch-wire';
import { daysFrom, todayOf, useBatchWrite } from './batch-api';
import { draftOf, personOf, inputOf, orderChoices, routeSteps, type BatchDraft } from './batch-draft';
import { batchSchema, formPath, stepProblems } from './batch-form-values';
import { BatchLinks } from './batch-links';
import { cancelPlanBody, savePlanBody, type SavePlanBody } from './batch-save-body';
import { BatchSteps } from './batch-steps';

const CHANGED = { shouldDirty: true } as const;

/**
 * A batch: number typed, product, quantity, dates, in-charge, its process steps, employees and the order lines it
 * serves.
 */
export function BatchForm({
  requirements,
  plan,
  onDone,
}: {
  requirements: BatchRequirements;
  plan: BatchPlanAnswer | null;
  onDone: () => void;
}) {
  const id = useId();
  const creating = plan === null;
  const inUse = plan?.result === BATCH_IN_USE;
  const [initial] = useState(() => draftOf(plan, todayOf(), daysFrom(todayOf(), 14)));
  // The problems show where they are found and the focus stays on Save, as before the form had a schema.
  const form = useForm<BatchDraft>({
    resolver: zodResolver(batchSchema(requirements, plan)),
    defaultValues: initial,
    shouldFocusError: false,
  });
  // Every change draws the form again (its steps and links are controlled), the values then read whole.
  useWatch({ control: form.control });
  const draft = form.getValues();
  const [finished, setFinished] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const save = useBatchWrite(BATCH_ROUTES.savePlan);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const [refused, setRefused] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const readOnly = inUse || !allowed(creating ? 'create' : 'modify');
  // The steps and the links are controlled tables: what they change becomes the form's (checked on the next save).
  const set = (patch: Partial<BatchDraft>) => {
    if (patch.steps) form.setValue('steps', patch.steps, CHANGED);
    if (patch.employees) form.setValue('employees', patch.employees, CHANGED);
    if (patch.orders) form.setValue('orders', patch.orders, CHANGED);
  };
  const choices = orderChoices(requirements, plan, draft.itemId);
  const product = requirements.products.find((candidate) => candidate.itemId === draft.itemId);
  const write = (body: SavePlanBody, done: string) =>
    submit(async () => {
      setRefused(null);
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setRefused(refusalBeside(form, error, (message) => formPath(batchRefusalField(message) ?? '')));
        return;
      }
      attempt.saved();
      showDoneToast(done);
      setFinished(true);
    });
  const send = form.handleSubmit((values) => {
    const input = inputOf(values, requirements, orderChoices(requirements, plan, values.itemId), plan?.header.recordId);
    void write(savePlanBody(input, creating ? 1 : 2), `Batch ${input.header.batchNo} saved.`);
  });
  const chooseProduct = (itemId: string) => {
    form.setValue('steps', routeSteps(requirements, itemId, form.getValues()), CHANGED);
    form.setValue('orders', {}, CHANGED);
  };
  // Steps without an in-charge take the batch's production in-charge.
  const chooseIncharge = (productionIncharge: string) =>
    form.setValue(
      'steps',
      form
        .getValues('steps')
        .map((step) => (step.processIncharge ? step : { ...step, processIncharge: productionIncharge })),
      CHANGED,
    );
  const people = requirements.employees.map((employee) => ({ value: personOf(employee), label: personOf(employee) }));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating ? 'New batch' : `Batch ${plan.header.batchNo}`}
      </h1>
      {inUse && (
        <Alert variant="info">
          {BATCH_IN_USE}: a step has left the queue, so it can no longer be changed or cancelled.
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '72rem' }}>
        {(refused ?? failure) && (
          <Alert variant="danger" role="alert">
            {refused ?? failure}
          </Alert>
        )}
        <fieldset disabled={readOnly}>
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="batchNo" id={`${id}-number`} label="Batch number" />
            <Field
              form={form}
              name="itemId"
              id={`${id}-product`}
              label="Product"
              onChange={chooseProduct}
              options={requirements.products.map((one) => ({ value: one.itemId, label: one.itemName }))}
              help={
                requirements.products.length === 0
                  ? 'No product has a set-up yet: set one up under Process attachments.'
                  : undefined
              }
            />
            <Field
              form={form}
              name="qty"
              id={`${id}-qty`}
              label={`Quantity${product ? ` (${product.um})` : ''}`}
              type="number"
              inputMode="decimal"
            />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="fromDate" id={`${id}-from`} label="From" type="date" />
            <Field form={form} name="toDate" id={`${id}-to`} label="To" type="date" />
            <Field
              form={form}
              name="massPlanId"
              id={`${id}-mass-plan`}
              label="Mass plan"
              choose="None"
              options={requirements.massPlans
                .filter((plan) => !draft.itemId || plan.itemIds.includes(draft.itemId))
                .map((plan) => ({ value: String(plan.recordId), label: `${plan.seq} of ${plan.dat}` }))}
            />
            <Field
              form={form}
              name="productionIncharge"
              id={`${id}-incharge`}
              label="Production in-charge"
              onChange={chooseIncharge}
              options={people}
            />
          </div>
        </fieldset>
        <BatchSteps
          id={id}
          steps={draft.steps}
          requirements={requirements}
          problems={stepProblems(form.formState.errors.steps, draft.steps.length)}
          readOnly={readOnly}
          onChange={(steps) => set({ steps })}
          defaults={{ fromDate: draft.fromDate, toDate: draft.toDate, processIncharge: draft.productionIncharge }}
        />
        <BatchLinks id={id} draft={draft} choices={choices} people={people} readOnly={readOnly} onChange={set} />
        <div className="d-flex flex-wrap gap-2">
          {!readOnly && (
            <LoadingButton loading={saving} loadingText="Saving">
              Save batch
            </LoadingButton>
          )}
          {!creating && !inUse && allowed('delete') && (
            <Button variant="outline-danger" onClick={() => setCancelling(true)}>
              Cancel batch
            </Button>
          )}
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {cancelling && plan && (
        <ConfirmDialog
          title={`Cancel batch ${plan.header.batchNo}`}
          text="The batch and its queued step are withdrawn; its number may be used again."
          confirmLabel="Cancel the batch"
          dismissLabel="Keep it"
          busy={saving}
          onCancel={() => setCancelling(false)}
          onConfirm={() => (
            setCancelling(false),
            void write(cancelPlanBody(plan.header.recordId), `Batch ${plan.header.batchNo} cancelled.`)
          )}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
