import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { fromPaise, isRupeeAmount, toPaise, TWO_DECIMALS_MESSAGE } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveAdvance } from './advance-api';
import type { AdvanceOrder, AdvanceRequirements } from './advance-types';
import { Field } from '../../../components/form/field';

export const MODE_LABELS = { CAS: 'Cash', BAN: 'Bank', MOB: 'Wallet' } as const;
const MODES = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }));

export const amountSchema = z
  .string()
  .refine((text) => Number(text) > 0, 'Enter an amount above zero')
  .refine((text) => isRupeeAmount(Number(text)), TWO_DECIMALS_MESSAGE);

const schema = z
  .object({
    transactionId: z.string().min(1, 'Choose the order'),
    dat: z.string().min(1, 'Enter the date'),
    amt: amountSchema,
    paymentmode: z.enum(['CAS', 'BAN', 'MOB'], { message: 'Choose cash, bank or wallet' }),
    accountId: z.string().min(1, 'Choose the account'),
    bankdetails: z.string().max(200),
    remarks: z.string().max(200),
  })
  .refine((values) => values.paymentmode !== 'BAN' || values.bankdetails.trim() !== '', {
    path: ['bankdetails'],
    message: 'Enter the cheque or transfer details',
  });
type Values = z.input<typeof schema>;

interface Props {
  requirements: AdvanceRequirements;
  orders: readonly AdvanceOrder[];
  onDone: () => void;
}

/**
 * A new advance on an approved order; the server's refusal shows as text with the input kept; one save per attempt;
 * leaving unsaved asks first.
 */
export function AdvanceForm({ requirements, orders, onDone }: Props) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      transactionId: '',
      dat: requirements.dat,
      amt: '',
      paymentmode: 'CAS',
      accountId: '',
      bankdetails: '',
      remarks: '',
    },
  });
  const save = useSaveAdvance();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const mode = useWatch({ control: form.control, name: 'paymentmode' });
  const approved = orders.filter((order) => order.pos !== 1);
  const accounts = requirements.accounts
    .filter((account) => account.typ === mode)
    .map((account) => ({ value: account.code, label: `${account.detail} (${account.code})` }));

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const advance = { ...values, transactionId: Number(values.transactionId), amt: fromPaise(toPaise(values.amt)) };
    save.mutate(
      { advance, tracheck: 1, idempotencyKey: attempt.keyFor(advance) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Advance ${String(answer.seq ?? '')} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            if (path in values) form.setError(path as keyof Values, { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New supplier advance
      </h1>
      <Form noValidate onSubmit={(event) => void submit(event)} style={{ maxWidth: '48rem' }}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">
          The server gives the number as it saves; the next free one is {requirements.voucher}.
        </p>
        <Field
          form={form}
          name="transactionId"
          id="advance-order"
          label="Order"
          options={approved.map((order) => ({
            value: String(order.recordId),
            label: `${order.seq} — ${order.vendorname}, ${formatMoney(toPaise(order.totalAmt))} (paid ${formatMoney(toPaise(order.advances))})`,
          }))}
        />
        <div className="voucher-header">
          <Field form={form} name="dat" id="advance-dat" label="Date" type="date" />
          <Field form={form} name="amt" id="advance-amt" label="Amount" type="number" step="0.01" />
          <Field form={form} name="paymentmode" id="advance-mode" label="Paid by" options={MODES} />
          <Field form={form} name="accountId" id="advance-account" label="Account" options={accounts} />
        </div>
        {mode === 'BAN' && (
          <Field
            form={form}
            name="bankdetails"
            id="advance-bank"
            label="Bank details"
            help="Cheque number or transfer reference."
          />
        )}
        <Field form={form} name="remarks" id="advance-remarks" label="Remarks" />
        <div className="d-flex gap-2">
          <LoadingButton type="submit" loading={save.isPending || form.formState.isSubmitting} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
