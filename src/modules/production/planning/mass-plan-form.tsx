import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { TitledForm } from '../../../components/form/titled-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { demandOf } from '../domain/mass-plan-rules';
import { PPC_ROUTES as R } from '../resources/ppc-routes';
import { usePlanWrite, type PendingOrderLine, type ProducibleItem, type SaveMassPlanBody } from './mass-plan-api';
import { blankLine, draftLines, lineProblems, massPlanSchema, type MassPlanValues } from './mass-plan-form-values';
import { PendingOrders } from './pending-orders';
import { PlanLines, type DraftLine } from './plan-lines';
import { RequirementTable } from './requirement-table';

const empty = (): MassPlanValues => ({ remarks: '', lines: [blankLine()] });

/** A new mass plan: products and quantities typed or taken from pending order lines, what they need, Save. */
export function MassPlanForm({ products }: { products: readonly ProducibleItem[] }) {
  const id = useId();
  const [defaultValues] = useState(empty);
  const schema = useMemo(() => massPlanSchema(new Set(products.map((row) => row.itemid))), [products]);
  const form = useForm<MassPlanValues>({ resolver: zodResolver(schema), defaultValues });
  const [general, setGeneral] = useState<string | null>(null);
  const [showPending, setShowPending] = useState(false);
  const save = usePlanWrite(R.setMassPlan);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const [lines, remarks] = useWatch({ control: form.control, name: ['lines', 'remarks'] });
  const dirty = remarks !== '' || lines.some((line) => line.itemId !== '' || line.qty !== '');
  const leaveQuestion = useLeaveGuard(dirty);
  const problems = lineProblems(form.formState.errors.lines, lines.length);
  const draft = draftLines(lines);
  const demandText = useDebouncedValue(JSON.stringify(demandOf(draft)), 300);
  const demand = useMemo(() => JSON.parse(demandText) as Array<{ itemId: string; qty: number }>, [demandText]);
  // The lines table is a controlled one: its changes become the form's lines (checked again on the next save).
  const setLines = (change: (before: DraftLine[]) => DraftLine[]) =>
    form.setValue('lines', change(form.getValues('lines')), { shouldDirty: true });
  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((before) => before.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const addOrders = (picked: PendingOrderLine[]) => {
    const added = picked.map((line) => ({
      ...blankLine(),
      itemId: line.itemid,
      qty: String(line.pending),
      soid: line.soid,
      soLine: line.sno,
      orderSeq: line.seq,
    }));
    setLines((before) => [...before.filter((line) => line.itemId !== '' || line.qty !== ''), ...added]);
    setShowPending(false);
  };
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const checked = draftLines(values.lines);
      const body: SaveMassPlanBody = {
        header: { remarks: values.remarks },
        lines: values.lines.map((line, index) => ({ sno: index + 1, ...checked[index], orderSeq: line.orderSeq })),
      };
      let seq: string;
      try {
        seq = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const failure = toApiError(error);
        if (failure.fieldErrors) markProblems(form, failure.fieldErrors);
        setGeneral(failure.message);
        return;
      }
      attempt.saved();
      showDoneToast(`Mass plan ${seq} saved.`);
      form.reset(empty());
    }),
  );
  return (
    <TitledForm
      title="New plan"
      onSubmit={(event) => {
        setGeneral(null);
        return send(event);
      }}
    >
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      {problems.lines && (
        <p className="text-danger" role="alert">
          {problems.lines}
        </p>
      )}
      <PlanLines
        lines={lines}
        products={products}
        problems={problems}
        onChange={change}
        onRemove={(key) => setLines((before) => before.filter((line) => line.key !== key))}
      />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="outline-primary" onClick={() => setLines((before) => [...before, blankLine()])}>
          Add product
        </Button>
        <Button variant="outline-primary" onClick={() => setShowPending(true)} aria-expanded={showPending}>
          Add pending order lines
        </Button>
      </div>
      {showPending && (
        <PendingOrders
          taken={new Set(lines.filter((line) => line.soid !== null).map((line) => `${line.soid}|${line.soLine}`))}
          onAdd={addOrders}
          onClose={() => setShowPending(false)}
        />
      )}
      <div style={{ maxWidth: '40rem' }}>
        <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
      </div>
      <h3 className="h6">What the plan needs</h3>
      <RequirementTable demand={demand} />
      <LoadingButton loading={saving} loadingText="Saving">
        Save plan
      </LoadingButton>
      {leaveQuestion}
    </TitledForm>
  );
}
