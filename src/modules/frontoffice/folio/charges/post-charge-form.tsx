import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { toApiError } from '../../../../lib/api/api-error';
import { showDoneToast } from '../../../../lib/messages/messages';
import { formatMoneyPlain } from '../../../../lib/money/money-format';
import { toPaise } from '../../../../lib/money/money';
import type { OpenStay } from '../../domain/shared-endpoints';
import type { ChargeHead } from '../domain/folio-types';
import { usePostCharge } from '../folio-api';
import { Field } from '../../../../components/form/field';
import { useBusy } from '../parts/use-busy';
import { chargeSchema, emptyCharge, toChargeInput, type ChargeValues } from './charge-form-values';
import { ChargeTaxPreview } from './charge-tax-preview';

/**
 * A charge posted to an in-house guest's folio: the head (its GST and default amount from the post-charges master),
 * quantity and rate, narration; the tax shown before saving; one save per attempt; refusals shown with the input kept.
 */
export function PostChargeForm({ stay, heads }: { stay: OpenStay; heads: readonly ChargeHead[] }) {
  const form = useForm<ChargeValues>({ resolver: zodResolver(chargeSchema), defaultValues: emptyCharge });
  const post = usePostCharge();
  const attempt = useSaveAttemptKey();
  const busy = useBusy();
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const [headCode, quantity, rate] = useWatch({ control: form.control, name: ['head', 'quantity', 'rate'] });
  const head = heads.find((row) => row.code === headCode);
  // A head's default amount fills the rate when the head is chosen; a rate typed for another head is replaced.
  const chosen = useRef(headCode);
  useEffect(() => {
    if (chosen.current === headCode) return;
    chosen.current = headCode;
    const suggested = defaultRate(heads.find((row) => row.code === headCode));
    if (suggested) form.setValue('rate', suggested, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [headCode, heads, form]);

  const submit = form.handleSubmit((values) => {
    if (!busy.start()) return;
    setRefusal(null);
    const body = toChargeInput(stay.stayNo, values);
    post.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSettled: busy.done,
        onSuccess: (answer) => {
          attempt.saved();
          form.reset(emptyCharge);
          showDoneToast(`Charge ${answer.seq} posted to room ${stay.room}.`);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Post a charge" style={{ maxWidth: '40rem' }}>
      {leaveQuestion}
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <Field
            form={form}
            name="head"
            id="charge-head"
            label="Charge head"
            options={heads.map((row) => ({ value: row.code, label: `${row.name} (GST ${row.taxPercent}%)` }))}
            help={head ? `SAC ${head.sac || '—'}, GST ${head.taxPercent}%` : undefined}
          />
        </div>
        <div className="col-6 col-sm-3">
          <Field form={form} name="quantity" id="charge-quantity" label="Quantity" type="quantity" />
        </div>
        <div className="col-6 col-sm-3">
          <Field form={form} name="rate" id="charge-rate" label="Rate" type="money" />
        </div>
        <div className="col-12">
          <Field form={form} name="narration" id="charge-narration" label="Narration" />
        </div>
      </div>
      <ChargeTaxPreview head={head} quantity={quantity} rate={rate} />
      <LoadingButton type="submit" loading={post.isPending}>
        Post charge
      </LoadingButton>
    </Form>
  );
}

/** The rate a head suggests: its default amount, typed as rupees. */
export const defaultRate = (head: ChargeHead | undefined): string =>
  head?.defaultAmount ? formatMoneyPlain(toPaise(head.defaultAmount)) : '';
