import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { checkedBy } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { useOutsourcingWrite } from './outsourcing-api';
import { OUTSOURCING_ROUTES as R, receiptRefusal, type Outsourcing } from './outsourcing-wire';

const values = z.object({ received: z.string(), rejected: z.string(), dat: z.string() });
type Values = z.infer<typeof values>;

/** The quantities as numbers: an empty receipt is none (the rule refuses it), nothing rejected is 0. */
const quantities = ({ received, rejected }: Values) => ({
  qtyReceived: received.trim() === '' ? NaN : Number(received),
  rejected: rejected.trim() === '' ? 0 : Number(rejected),
});

const schemaFor = (sent: Outsourcing) =>
  checkedBy(values, (typed) => {
    const refused = receiptRefusal(quantities(typed), sent.qty, sent.seq);
    return refused
      ? [{ field: refused.field === 'qtyReceived' ? 'received' : 'rejected', message: refused.message }]
      : [];
  });

/**
 * Takes back what an outsourcer returns: the step completes (or waits for QC) and the next step gets received −
 * rejected.
 */
export function ReceiptForm({
  sent,
  today,
  onDone,
  onDirty,
}: {
  sent: Outsourcing;
  today: string;
  onDone: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(sent)),
    defaultValues: { received: String(sent.qty), rejected: '', dat: today },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useOutsourcingWrite(R.receipt);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const [received, rejected] = useWatch({ control: form.control, name: ['received', 'rejected'] });
  // The day alone is not a change worth asking about.
  const dirty = rejected !== '' || received !== String(sent.qty);
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const send = form.handleSubmit((typed) =>
    submit(async () => {
      const body = { header: { recordId: sent.recordId, dat: typed.dat, ...quantities(typed) } };
      let answer: Record<string, unknown>;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setGeneral(toApiError(error).message);
        return;
      }
      attempt.saved();
      showDoneToast(`${sent.seq} received${answer.waitingForQc ? ': the step waits for quality control' : ''}.`);
      onDone();
    }),
  );
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setGeneral(null);
        void send(event);
      }}
      aria-label={`Receive ${sent.seq}`}
      className="border rounded p-3 mt-3"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">
        Receive {sent.seq} from {sent.outsourceName}
      </h2>
      <p className="text-muted">
        Batch {sent.batchNo} step {sent.sno} ({sent.processName}): {sent.qty} sent on {sent.dat} at ₹{sent.rate} a unit.
      </p>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="received" id={`${id}-received`} label="Quantity received" type="number" />
        <Field form={form} name="rejected" id={`${id}-rejected`} label="Rejected" type="number" />
        <Field form={form} name="dat" id={`${id}-dat`} label="Received on" type="date" />
      </div>
      <div className="d-flex gap-2">
        <LoadingButton loading={saving} loadingText="Saving">
          Receive
        </LoadingButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Close
        </button>
      </div>
    </Form>
  );
}
