import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { QC_PROCESS_ROUTES as R, type FinalBatch } from '../domain/process-routes';
import { finalRefusal } from '../domain/process-test-rules';
import { useProcessWrite } from './process-api';

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
  const [qty, setQty] = useState(String(batch.lastQty));
  const [store, setStore] = useState(stores[0]?.code ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const save = useProcessWrite(R.setFinal);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(qty !== String(batch.lastQty));
  const send = () => {
    const value = Number(qty);
    const refused =
      qty.trim() === '' || !Number.isFinite(value)
        ? 'Give the quantity passed by the final QC'
        : finalRefusal(value, batch.lastQty, true, batch.batchNo);
    setProblem(refused ?? undefined);
    setGeneral(null);
    if (refused) return;
    void submit(async () => {
      const rat = value > 0 ? Math.round((batch.materialcost * 100) / value) / 100 : 0;
      const body = { mgt: { itemName: batch.itemId, qtyin: value, rat, productBatchNo: batch.recordId, store } };
      let gin: string;
      try {
        gin = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).gin ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        if (message.includes('is more than')) setProblem(message);
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Batch ${batch.batchNo}: ${value} ${batch.um} of ${batch.itemName} put into stock (GIN ${gin}).`);
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
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
        <InputField
          id={`${id}-qty`}
          label="Quantity passed"
          type="number"
          value={qty}
          onChange={setQty}
          error={problem}
        />
        <SelectField
          id={`${id}-store`}
          label="Store"
          value={store}
          onChange={setStore}
          placeholder={false}
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
