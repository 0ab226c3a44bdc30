import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { BATCH_IN_USE, batchProblems, batchRefusalField, type BatchProblems } from '../domain/batch-rules';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchPlanAnswer, BatchRequirements } from '../domain/batch-wire';
import { daysFrom, todayOf, useBatchWrite } from './batch-api';
import { draftOf, personOf, inputOf, orderChoices, routeSteps, type BatchDraft } from './batch-draft';
import { BatchLinks } from './batch-links';
import { BatchSteps } from './batch-steps';

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
  const [draft, setDraft] = useState<BatchDraft>(initial);
  const [problems, setProblems] = useState<BatchProblems>({});
  const [finished, setFinished] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const save = useBatchWrite(BATCH_ROUTES.savePlan);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const [refused, setRefused] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const readOnly = inUse || !allowed(creating ? 'create' : 'modify');
  const set = (patch: Partial<BatchDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const choices = orderChoices(requirements, plan, draft.itemId);
  const product = requirements.products.find((candidate) => candidate.itemId === draft.itemId);
  const write = (body: Record<string, unknown>, done: string) =>
    submit(async () => {
      setRefused(null);
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = batchRefusalField(message);
        if (field) setProblems({ [field]: message });
        else setRefused(message);
        return;
      }
      attempt.saved();
      showDoneToast(done);
      setFinished(true);
    });
  const send = () => {
    const input = inputOf(draft, requirements, choices, plan?.header.recordId);
    const found = batchProblems(input, []);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void write({ ...input, traCheck: creating ? 1 : 2 }, `Batch ${input.header.batchNo} saved.`);
  };
  const chooseProduct = (itemId: string) =>
    setDraft((previous) => ({ ...previous, itemId, steps: routeSteps(requirements, itemId, previous), orders: {} }));
  // Steps without an in-charge take the batch's production in-charge.
  const chooseIncharge = (productionIncharge: string) =>
    setDraft((previous) => ({
      ...previous,
      productionIncharge,
      steps: previous.steps.map((step) =>
        step.processIncharge ? step : { ...step, processIncharge: productionIncharge },
      ),
    }));
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
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '72rem' }}>
        {(refused ?? failure) && (
          <Alert variant="danger" role="alert">
            {refused ?? failure}
          </Alert>
        )}
        <fieldset disabled={readOnly}>
          <div className="d-flex flex-wrap gap-3">
            <InputField
              id={`${id}-number`}
              label="Batch number"
              value={draft.batchNo}
              onChange={(batchNo) => set({ batchNo })}
              error={problems.batchNo}
            />
            <SelectField
              id={`${id}-product`}
              label="Product"
              value={draft.itemId}
              onChange={chooseProduct}
              error={problems.itemId}
              options={requirements.products.map((one) => ({ value: one.itemId, label: one.itemName }))}
              help={
                requirements.products.length === 0
                  ? 'No product has a set-up yet: set one up under Process attachments.'
                  : undefined
              }
            />
            <InputField
              id={`${id}-qty`}
              label={`Quantity${product ? ` (${product.um})` : ''}`}
              type="number"
              value={draft.qty}
              onChange={(qty) => set({ qty })}
              error={problems.qty}
            />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <InputField
              id={`${id}-from`}
              label="From"
              type="date"
              value={draft.fromDate}
              onChange={(fromDate) => set({ fromDate })}
              error={problems.fromDate}
            />
            <InputField
              id={`${id}-to`}
              label="To"
              type="date"
              value={draft.toDate}
              onChange={(toDate) => set({ toDate })}
              error={problems.toDate}
            />
            <SelectField
              id={`${id}-mass-plan`}
              label="Mass plan"
              placeholder="None"
              value={draft.massPlanId}
              onChange={(massPlanId) => set({ massPlanId })}
              options={requirements.massPlans
                .filter((plan) => !draft.itemId || plan.itemIds.includes(draft.itemId))
                .map((plan) => ({ value: String(plan.recordId), label: `${plan.seq} of ${plan.dat}` }))}
            />
            <SelectField
              id={`${id}-incharge`}
              label="Production in-charge"
              value={draft.productionIncharge}
              onChange={chooseIncharge}
              error={problems.productionIncharge}
              options={people}
            />
          </div>
        </fieldset>
        <BatchSteps
          id={id}
          steps={draft.steps}
          requirements={requirements}
          problems={problems}
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
            void write(
              { header: { recordId: plan.header.recordId }, traCheck: 3 },
              `Batch ${plan.header.batchNo} cancelled.`,
            )
          )}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
