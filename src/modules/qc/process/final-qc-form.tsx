import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { checkedBy } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { QC_PROCESS_ROUTES as R, type FinalBatch } from '../domain/process-routes';
import { finalRefusal } from '../domain/process-test-rules';
import { useProcessWrite, type FinalQcBody } from './process-api';

interface Values {
  qty: string;
  store: string;
}

/** The final QC rule (the same the server runs) on the quantity typed, beside it. */
const finalSchema = (batch: FinalBatch) =>
  checkedBy(z.object({ qty: z.string(), store: z.string() }), ({ qty }) => {
    const value = Number(qty);
    const message =
      qty.trim() === '' || !Number.isFinite(value)
        ? 'Give the quantity passed by the final QC'
        : finalRefusal(value, batch.lastQty, true, batch.batchNo);
    return message ? [{ field: 'qty', message }] : [];
  });

/**
 * The final QC of a batch whose steps are all done: the quantity passed goes into stock (lowest store unless chosen).
 */
export function FinalQcForm({
  batch,
  stores,
}: {
  batch: FinalBatch;
  stores: ReadonlyArray<{ code: string; name: string }>;
}) {
  const id = useId();
  const form = useForm<Values>({
    resolver: zodResolver(finalSchema(batch)),
    defaultValues: { qty: String(batch.lastQty), store: stores[0]?.code ?? '' },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useProcessWrite(R.setFinal);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  // Only the quantity is the QC's finding; the store chosen alone is not worth asking about.
  const leaveQuestion = useLeaveGuard(!!form.formState.dirtyFields.qty);
  const send = form.handleSubmit(({ qty, store }) =>
    submit(async () => {
      const value = Number(qty);
      const rat = value > 0 ? Math.round((batch.materialcost * 100) / value) / 100 : 0;
      const body: FinalQcBody = {
        mgt: { itemName: batch.itemId, qtyin: value, rat, productBatchNo: batch.recordId, store },
      };
      let gin: string;
      try {
        gin = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).gin ?? '');
      } catch (error) {
        setGeneral(refusalBeside(form, error, (message) => (message.includes('is more than') ? 'qty' : null)));
        return;
      }
      attempt.saved();
      showDoneToast(`Batch ${batch.batchNo}: ${value} ${batch.um} of ${batch.itemName} put into stock (GIN ${gin}).`);
    }),
  );
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setGeneral(null);
        void send(event);
      }}
      aria-label={`Final QC of batch ${batch.batchNo}`}
      className="border rounded p-3 mb-3"
      style={{ maxWidth: '48rem' }}
    >
      <h3 className="h6">
        Batch {batch.batchNo}: {batch.itemName}
      </h3>
      <p className="text-muted mb-2">
        Planned {batch.qty} {batch.um}; the last step passed {batch.lastQty}. Material cost ₹
        {batch.materialcost.toFixed(2)}.
      </p>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="qty" id={`${id}-qty`} label="Quantity passed" type="number" inputMode="decimal" />
        <Field
          form={form}
          name="store"
          id={`${id}-store`}
          label="Store"
          choose={null}
          options={stores.map((one) => ({ value: one.code, label: `${one.name} (${one.code})` }))}
        />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Pass into stock
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
